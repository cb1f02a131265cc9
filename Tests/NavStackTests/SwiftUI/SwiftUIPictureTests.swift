import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// Golden SVG wireframes of the SwiftUI examples (Golden/SVG/NAME.svg): the bars SwiftUI's
/// controllers show are UIKit's, so the pictures are drawn as for any tree.
@Suite("SwiftUI: pictures")
struct SwiftUIPictureTests {
    @Test("the shop after a deep link: the reviews on top, the product's title in the back button")
    func shopDeepLink() {
        let window = SVGGoldenTests.window(
            """
            root hosting(Shop.RootView, shop=stack(Catalog))
            view Catalog title="Shop"
            view ProductDetail title="Product"
            view Reviews title="Reviews" titleDisplayMode=inline
            destination ProductDetail for=Product in=Catalog
            destination Reviews for=Int in=ProductDetail
            path set shop Product:boots 3
            expect back Reviews Product
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/swiftui-shop-deep-link", extension: "svg")
    }

    @Test("a TabView's post with .toolbar(.hidden, for: .tabBar): no tab bar, the content to the bottom")
    func tabsHiddenTabBar() {
        let window = SVGGoldenTests.window(
            """
            root tab=tabview(tab(feed, feed=stack(Feed)), tab(search, search=stack(Search)), tab(profile, Profile))
            view Feed title="Feed"
            view Post title="Post" tabBar=hidden
            destination Post for=Int in=Feed
            link 42
            expect tabbar hidden
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/swiftui-tabs-hidden-tabbar", extension: "svg")
    }

    @Test("a compose sheet at the medium detent with its own stack, a recipient picker pushed in it")
    func sheetWithStack() {
        let window = SVGGoldenTests.window(
            """
            root hosting(Mail.RootView, inbox=stack(Inbox))
            view Inbox title="Inbox"
            view Compose title="New Message" titleDisplayMode=inline
            view Recipients title="To"
            sheet compose=stack(Compose) isPresented=composing in=Inbox detents="medium,large" grabber=true
            destination Recipients for=String in=Compose
            binding composing true
            link "Ann"
            expect path compose "Ann"
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/swiftui-sheet-stack", extension: "svg")
    }
}
