import Testing

@testable import NavStackCore

/// The library's SwiftUI-shaped API from an app's tests: a router holding its path as a
/// `NavigationPath`-like value, the way a TCA `StackState` or an `@Observable` router does,
/// drives the window after each action, and the test checks that the stack and the binding
/// agree after what the user does.
@Suite("SwiftUI: driving a router's path from Swift Testing")
struct SwiftUIRouterTests {
    /// An app's navigation state and its actions, as a reducer holds them.
    struct ShopRouter {
        enum Action {
            case openProduct(String)
            case openReviews(page: Int)
            case goBack(Int)
            case deepLink([PathValue])
            case popToRoot
        }

        var path = SwiftUIPath()

        /// Applies `action` to the state: the same calls the app's code makes on its binding.
        mutating func send(_ action: Action) throws(NavigationError) {
            switch action {
            case let .openProduct(id): path.append(PathValue(type: "Product", value: id))
            case let .openReviews(page): path.append(page)
            case let .goBack(k): try path.removeLast(k)
            case let .deepLink(values): path = SwiftUIPath(values)
            case .popToRoot: path = SwiftUIPath()
            }
        }
    }

    /// The app's SwiftUI tree: a shop stack bound to the router's path.
    static func shopWindow() throws -> (Window, ControllerID) {
        var window = Window()
        try window.setRoot(.swiftUI(.hosting("Shop.RootView", .swiftUI(.stack(root: .view("Catalog"), path: "shop")))))
        try window.declareDestination(for: "Product", content: .view("ProductDetail"), in: "Catalog")
        try window.declareDestination(for: "Int", content: .view("Reviews"), in: "ProductDetail")
        return (window, try window.lookUp("shop"))
    }

    @Test("each action's path becomes the stack; the user's pop writes the binding the router then reads")
    func routerDrivesTheStack() throws {
        var (window, shop) = try Self.shopWindow()
        var router = ShopRouter()
        var animations: [StackAnimation] = []
        for action: ShopRouter.Action in [
            .openProduct("shoes"), .openReviews(page: 2), .goBack(1), .deepLink([PathValue(type: "Product", value: "hat"), PathValue(1)]),
        ] {
            try router.send(action)
            animations.append(try window.setNavigationPath(router.path, of: shop).animation)
            #expect(window.navigationPath(of: shop) == router.path)
        }
        #expect(animations == [.push, .push, .pop, .push])
        #expect(window.children(of: shop).compactMap { window[$0]?.name } == ["Catalog", "ProductDetail", "Reviews"])

        // The user taps Back: SwiftUI writes the binding, the router reads it.
        try window.popViewController(on: shop)
        router.path = try #require(window.navigationPath(of: shop))
        #expect(router.path == [PathValue(type: "Product", value: "hat")])
    }

    @Test("a reducer that removes more than the path holds fails in the test, not in the app (TCA #1798's crash)")
    func removingTooMuchIsCaught() throws {
        var (window, shop) = try Self.shopWindow()
        var router = ShopRouter()
        try router.send(.openProduct("shoes"))
        try window.setNavigationPath(router.path, of: shop)
        let before = window
        #expect(throws: NavigationError.removingMoreThanPath(2, count: 1, path: "path")) { try router.send(.goBack(2)) }
        #expect(throws: NavigationError.removingMoreThanPath(2, count: 1, path: "shop")) {
            try window.removeLastFromNavigationPath(2, of: shop)
        }
        #expect(window == before)
    }
}
