import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// SwiftUI's bindings and modifiers on the UIKit model: `navigationDestination(isPresented:)`
/// and `(item:)`, `.sheet`, `.fullScreenCover`, a `TabView`'s selection, the bar modifiers,
/// the glass tab bar, mixing UIKit and SwiftUI, and what `print events` marks as modelled.
@Suite("SwiftUI: bindings, tabs, sheets and bars")
struct SwiftUIBindingTests {
    @discardableResult
    static func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> ScriptRun {
        let run = ScriptRun(script)
        #expect(run.errors.isEmpty, "script failed: \(run.errors)", sourceLocation: sourceLocation)
        return run
    }

    @Test(
        """
        navigationDestination(isPresented:) pushes one view while the Bool is true; the back button writes it \
        false (Apple doc navigationDestination(isPresented:destination:))
        """)
    func isPresentedDestination() {
        Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            destination Settings isPresented=showSettings in=Inbox
            expect binding showSettings false
            binding showSettings true
            expect stack Inbox Settings on=inbox
            expect binding showSettings true
            expect path inbox
            pop
            expect binding showSettings false
            expect stack Inbox on=inbox
            binding showSettings true
            binding showSettings false
            expect stack Inbox on=inbox
            """)
    }

    @Test(
        """
        a sheet's binding set to false, nil or a new item takes the sheet away with every sheet presented over it: \
        the presenting view's controller dismisses (Apple docs sheet(isPresented:), sheet(item:), \
        dismiss(animated:completion:): "all view controllers above that child")
        """)
    func sheetBindingDismissesWhatIsAbove() {
        Self.run(
            """
            root hosting(App.Root, shop=stack(Catalog))
            sheet Editor isPresented=editing in=Catalog
            sheet Inner isPresented=inner in=Editor
            binding editing true
            binding inner true
            expect top Inner
            binding editing false
            expect binding editing false
            expect binding inner false
            expect top Catalog
            """)
        let item = Self.run(
            """
            root hosting(App.Root, shop=stack(Catalog))
            sheet Editor item=edit in=Catalog
            sheet Inner isPresented=inner in=Editor
            binding edit 1
            binding inner true
            binding edit 2
            expect binding edit 2
            expect top Editor
            binding edit nil
            expect binding edit nil
            expect top Catalog
            """)
        #expect(item.warnings.isEmpty, "\(item.warnings)")
    }

    @Test(
        "a view is named with or without its module (docs/SwiftUI.md): in=Catalog declares for Shop.Catalog, in=App.Root for Root, whichever comes first; two modules are two types"
    )
    func viewNamedWithOrWithoutModule() {
        for script in [
            "root hosting(App.Root, shop=stack(Shop.Catalog))\nsheet Login isPresented=login in=Catalog",
            "sheet Login isPresented=login in=Catalog\nroot hosting(App.Root, shop=stack(Shop.Catalog))",
            "root hosting(Root, shop=stack(Catalog))\nsheet Login isPresented=login in=App.Root",
            "root hosting(App.Root, shop=stack(Catalog))\nsheet Login isPresented=login in=Root",
        ] {
            let run = Self.run(script + "\nbinding login true\nexpect top Login\nexpect binding login true")
            #expect(run.warnings.isEmpty, "\(script): \(run.warnings)")
        }
        let other = ScriptRun(
            "root hosting(App.Root, shop=stack(Shop.Catalog))\nsheet Login isPresented=login in=Other.Catalog\nbinding login true")
        #expect(other.warnings.contains { $0.contains("no view declaring a presentation on 'login'") })
        // A name without a module that two modules' views share names neither: it never mixes
        // their declarations.
        let twoModules = Self.run(
            """
            root tabview(a=stack(A.Content), b=stack(B.Content))
            view A.Content title="From A"
            view B.Content title="From B"
            view Content titleDisplayMode=large
            expect title Content "From A"
            expect title Content-2 "From B"
            """)
        #expect(twoModules.window.swiftUIViews["B.Content"].title == "From B")
        #expect(SwiftUIViews.isSameView("Shop.Catalog", "Catalog") && SwiftUIViews.isSameView("Catalog", "Shop.Catalog"))
        #expect(!SwiftUIViews.isSameView("Shop.Catalog", "Other.Catalog") && !SwiftUIViews.isSameView("Catalog", "Catalogue"))
        let titled = Self.run("root hosting(App.Root, shop=stack(Shop.Catalog))\nview Catalog title=Shop")
        #expect(titled.window.nodes.screen(titled.window.id(named: "Catalog") ?? ControllerID(rawValue: -1))?.title == "Shop")
    }

    @Test("navigationDestination(item:) pushes for a value and pops for nil; swipe-back writes nil (Apple doc, iOS 17)")
    func itemDestination() {
        Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            destination Message item=selected in=Inbox
            expect binding selected nil
            binding selected 42
            expect binding selected 42
            expect top Message
            swipe-back begin
            swipe-back finish
            expect binding selected nil
            expect stack Inbox on=inbox
            """)
    }

    @Test(
        """
        .sheet(item:) with a new item dismisses the sheet and presents a new one (Apple doc sheet(item:onDismiss:content:): \
        "If item changes, the system dismisses the sheet and replaces it with a new one"); swipe-down writes nil
        """)
    func sheetItem() {
        let run = Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            sheet Detail item=shown in=Inbox
            binding shown 1
            expect binding shown 1
            binding shown 2
            expect binding shown 2
            expect top Detail
            swipe-down begin
            swipe-down finish
            expect binding shown nil
            """)
        #expect(run.window.presentationChain.count == 1)
    }

    @Test(
        ".sheet(isPresented:) with .presentationDetents opens at the smallest detent (Apple doc UISheetPresentationController.selectedDetentIdentifier)"
    )
    func sheetDetents() throws {
        let run = Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            sheet compose=stack(Compose) isPresented=composing in=Inbox detents="medium,large" grabber=true
            binding composing true
            expect path compose
            expect binding composing true
            """)
        let sheet = try #require(run.window.presentationChain.last)
        #expect(run.window[sheet]?.screen.sheetDetent == .medium)
        #expect(run.window[sheet]?.screen.prefersGrabberVisible == true)
        #expect(run.window[sheet]?.presentationStyle == .pageSheet)
    }

    @Test(".fullScreenCover(isPresented:) presents full screen; false dismisses it (Apple doc fullScreenCover(isPresented:))")
    func fullScreenCover() throws {
        let run = Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            fullScreenCover Player isPresented=playing in=Inbox
            binding playing true
            expect top Player
            binding playing false
            expect top Inbox
            """)
        #expect(run.window.presentationChain.count == 1)
    }

    @Test("TabView(selection:) shows the tab whose tag the binding holds; a tap on a tab writes it (Apple doc TabView)")
    func tabSelection() {
        Self.run(
            """
            root tab=tabview(tab(home, Home), tab(search, Search), tab(profile, Profile))
            expect binding tab home
            binding tab profile
            expect top Profile
            select 1
            expect binding tab search
            expect error binding tab settings
            expect binding tab search
            """)
    }

    @Test(
        """
        .toolbar(.hidden, for: .tabBar) hides the tab bar while that view is on top; it shows again after the pop \
        (Apple doc toolbar(_:for:); the late reappearance is not modelled)
        """)
    func hiddenTabBar() {
        Self.run(
            """
            root tabview(tab(home, feed=stack(Feed)), tab(profile, Profile))
            destination Post for=Int in=Feed
            view Post tabBar=hidden
            expect tabbar visible
            link 3
            expect tabbar hidden
            pop
            expect tabbar visible
            """)
    }

    @Test(".navigationTitle sets the hosting controller's navigationItem.title, which UIKit's bar shows")
    func navigationTitle() throws {
        let run = Self.run(
            """
            root hosting(App.Root, feed=stack(Feed))
            view Feed title="Feed" titleDisplayMode=inline
            destination Post for=Int in=Feed
            view Post title="Post"
            link 1
            expect back Post Feed
            """)
        let feed = try run.window.require("Feed")
        #expect(run.window[feed]?.screen.navigationItem.title == "Feed")
        #expect(run.window[feed]?.screen.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test(
        """
        .toolbarBackground(color, for: .navigationBar) is the item's standard appearance: shown once content scrolls \
        under the bar; .visible also at the scroll edge, .hidden never (a modelling choice, docs/SwiftUI.md)
        """)
    func toolbarBackground() {
        Self.run(
            """
            root hosting(App.Root, feed=stack(Feed))
            view Feed toolbarBackground=#FF0000
            expect appearance Feed navbar source=standard+transparent
            scroll Feed middle
            expect appearance Feed navbar source=item.standard backgroundColor=#FF0000
            scroll Feed top
            view Feed toolbarBackground=visible
            expect appearance Feed navbar source=item.scrollEdge backgroundColor=#FF0000
            view Feed toolbarBackground=hidden
            scroll Feed middle
            expect appearance Feed navbar background=transparent
            """)
    }

    @Test(
        """
        a NavigationStack shows its UIKitNavigationController's UINavigationBar, a TabView a real UITabBar: \
        UIKit's frames (the bars SwiftUI draws are UIKit's)
        """)
    func barsAreUIKits() {
        let run = Self.run(
            """
            root tabview(tab(home, feed=stack(Feed)), tab(profile, Profile))
            expect frame navbar:Feed 0 54 393 44
            expect frame tabbar 0 769 393 83
            """)
        #expect(run.errors.isEmpty)
    }

    @Test(
        """
        on iOS 26 a TabView's tabViewBottomAccessory and tabBarMinimizeBehavior are its UITabBarController's \
        bottomAccessory and tabBarMinimizeBehavior (Apple docs)
        """)
    func glassTabView() {
        Self.run(
            """
            design glass
            device iphone-16-pro
            root tabs=tabview(tab(library, library=stack(Library)), tab(search, Search))
            accessory set MiniPlayer
            set tabs tabBarMinimizeBehavior=onScrollDown
            expect accessory regular
            scroll Library middle
            expect tabbar minimized
            expect accessory inline
            """)
    }

    @Test("mixing: a SwiftUI view hosted in a UIKit tab, and a UIKit navigation controller inside a SwiftUI view")
    func mixing() throws {
        let run = Self.run(
            """
            root tabs(settings=uinav(Settings), hosting(App.Feed, feed=stack(FeedRoot)))
            push hosting(App.About)
            expect stack Settings About on=settings
            select 1
            destination hosting(Legacy, legacy=uinav(LegacyList)) for=Int in=FeedRoot
            link 1
            expect top LegacyList
            push Detail
            expect stack LegacyList Detail on=legacy
            expect path feed 1
            """)
        let lines = UIKitHierarchyRenderer.render(run.window).split(separator: "\n")
        #expect(lines.contains { $0.contains("<_TtGC7SwiftUI19UIHostingControllerV3App5About_>") })
        #expect(lines.contains { $0.contains("<UINavigationController>") })
    }

    @Test(
        """
        onAppear follows the host's viewWillAppear and onDisappear its viewDidDisappear, marked as a modelled order \
        (no recording places them; Apple doc onAppear(perform:))
        """)
    func onAppearIsModelled() {
        let run = Self.run(
            """
            root hosting(App.Root, shop=stack(Catalog))
            destination ProductDetail for=Product in=Catalog
            link Product:a
            print events
            pop
            print events
            """)
        #expect(run.output.contains("  start ProductDetail.viewWillAppear(true)\n  start ProductDetail.onAppear  (modelled order)\n"))
        #expect(run.output.contains("  end Catalog.viewDidDisappear(true)\n  end Catalog.onDisappear  (modelled order)\n"))
        #expect(run.output.contains("  end ProductDetail.viewDidDisappear(true)\n  end ProductDetail.onDisappear  (modelled order)\n"))
        #expect(run.output.contains("  start Catalog.viewWillAppear(true)\n  start Catalog.onAppear  (modelled order)\n"))
    }

    @Test("a window with SwiftUI views and declarations round-trips through a state document")
    func stateDocument() throws {
        let run = Self.run(
            """
            root tabs=tabview(tab(home, shop=stack(Catalog, Product)), tab(cart, Cart))
            destination ProductDetail for=Product in=Catalog
            sheet Compose isPresented=composing in=ProductDetail detents=medium
            view ProductDetail title="Product" tabBar=hidden
            link Product:a
            """)
        let decoded = try StateDocument.window(from: Array(StateDocument.text(of: run.window).utf8))
        #expect(decoded == run.window)
        #expect(decoded.swiftUIViews == run.window.swiftUIViews)
        var copy = decoded
        _ = try copy.setBinding("composing", to: .bool(true))
        #expect(copy.topScreen.flatMap { copy[$0]?.name } == "Compose")
    }

    @Test("bad declarations and bindings are refused with a typed error, the window unchanged")
    func badInput() throws {
        let window = Self.run(
            """
            root hosting(App.Root, inbox=stack(Inbox))
            sheet Compose isPresented=composing in=Inbox
            """
        ).window
        expectRejection(of: window, throws: .bindingDeclaredTwice(binding: "composing", view: "Inbox")) { window throws(NavigationError) in
            try window.declarePresentation(
                BindingPresentation(binding: "composing", isItem: false, style: .fullScreenCover, content: .view("X")), in: "Inbox")
        }
        expectRejection(of: window, throws: .unknownBinding("composin", suggestion: "composing")) { window throws(NavigationError) in
            try window.setBinding("composin", to: .bool(true))
        }
        expectRejection(of: window, throws: .bindingValue(binding: "composing", expected: "true or false")) {
            window throws(NavigationError) in
            try window.setBinding("composing", to: .item(nil))
        }
        expectRejection(of: window, throws: .invalidTypeName("9Lives")) { window throws(NavigationError) in
            try window.declareDestination(for: "9Lives", content: .view("X"), in: "Inbox")
        }
        let run = ScriptRun("root hosting(App.Root, inbox=stack(Inbox))\npush stack(Other)")
        #expect(run.errors.first?.hasPrefix("a NavigationStack is a SwiftUI view") == true, "\(run.errors)")
    }
}
