import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// The UIKit controllers SwiftUI builds underneath its navigation containers, as
/// `_printHierarchy` prints them, and what a dump of a SwiftUI app reads back into.
@Suite("SwiftUI: the UIKit tree underneath")
struct SwiftUIControllerTests {
    /// The lines of `-f uikit` for the window `script` leaves, after checking it ran green.
    static func uikitLines(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let run = ScriptRun(script)
        #expect(run.errors.isEmpty, "script failed: \(run.errors)", sourceLocation: sourceLocation)
        return UIKitHierarchyRenderer.render(run.window).split(separator: "\n").map(String.init)
    }

    /// The controller class of a `-f uikit` line (between the first `<` and `>`).
    static func className(_ line: String) -> String {
        guard let open = line.firstIndex(of: "<"), let close = line[open...].firstIndex(of: ">") else { return "" }
        return String(line[line.index(after: open)..<close])
    }

    @Test(
        """
        UIHostingController(rootView:) prints the generic class with the view's type mangled in, its view \
        _UIHostingView<V> (a recorded TabView app's _printHierarchy, PrintHierarchyDecoder's tests)
        """)
    func hostingControllerClass() {
        let lines = Self.uikitLines("root hosting(Example.ContentView)")
        #expect(
            lines == [
                "<_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV7Example11ContentView_>"
            ])
        // A nested type mangles one V per level; a name without a module is in `App`.
        #expect(SwiftUINode.mangled("Shop.Catalog.Row") == "VV4Shop7Catalog3Row")
        #expect(SwiftUINode.mangled("Settings") == "V3App8Settings")
        #expect(SwiftUIClasses.view(mangled: "V7Example11ContentView_") == "Example.ContentView")
    }

    @Test(
        """
        NavigationStack is a SwiftUI.UIKitNavigationController (class-dump of SwiftUI.framework); its root and \
        every destination a NavigationStackHostingController<AnyView> (UIKit's presentation warnings quote the class)
        """)
    func navigationStackClasses() {
        let lines = Self.uikitLines(
            """
            root hosting(Example.ContentView, shop=stack(Catalog))
            destination ProductDetail for=Product in=Catalog
            link Product:shoes
            """)
        #expect(
            lines.map(Self.className) == [
                "_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_", "SwiftUI.UIKitNavigationController",
                "_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_",
                "_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_",
            ])
        #expect(lines[1].hasSuffix("view: <UILayoutContainerView>"), "a UINavigationController subclass: UIKit's container view")
        #expect(lines[2].contains("state: disappeared") && lines[3].contains("state: appeared"))
    }

    @Test(
        """
        TabView is a SwiftUI.UIKitTabBarController; each tab a UIHostingController<TabItem.RootView> before iOS 26, \
        a SwiftUI.TabHostingController on iOS 26 (recorded TabView app; decompiled iOS 26.1 SwiftUI.framework)
        """)
    func tabViewClasses() {
        let script = "root hosting(Example.ContentView, tabview(tab(home, Home), tab(cart, Cart)))"
        let legacy = Self.uikitLines(script)
        #expect(
            legacy.map(Self.className) == [
                "_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_", "SwiftUI.UIKitTabBarController",
                "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_",
                "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_",
            ])
        let glass = Self.uikitLines("design glass\n" + script)
        #expect(glass.map(Self.className).suffix(2) == ["SwiftUI.TabHostingController", "SwiftUI.TabHostingController"])
    }

    @Test(
        """
        an unselected SwiftUI tab is never loaded: "state: disappeared, view: (view not loaded)" \
        (a recorded TabView app's _printHierarchy)
        """)
    func unselectedTabIsNotLoaded() {
        let lines = Self.uikitLines("root hosting(Example.ContentView, tabview(tab(home, Home), tab(cart, Cart)))")
        #expect(lines.last?.hasSuffix("state: disappeared, view: (view not loaded)") == true)
        #expect(lines[2].contains("state: appeared"))
    }

    @Test(
        """
        .sheet and .fullScreenCover present a PresentationHostingController<AnyView> (UIKit's warning "Application \
        tried to present modally a view controller <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_ …>")
        """)
    func presentationClass() {
        let lines = Self.uikitLines(
            """
            root hosting(Example.ContentView, stack(Inbox))
            sheet Compose isPresented=composing in=Inbox
            fullScreenCover Player item=playing in=Inbox
            binding composing true
            """)
        #expect(lines.last.map(Self.className) == "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_")
        #expect(lines.last?.contains("presented with: <_UIPageSheetPresentationController>") == true)
    }

    @Test("a SwiftUI App's WindowGroup is the window's UIHostingController<ModifiedContent<AnyView, RootModifier>>")
    func windowGroupClass() {
        let lines = Self.uikitLines("root stack(Home)")
        #expect(lines.first.map(Self.className) == "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__")
        #expect(lines.dropFirst().first.map(Self.className) == "SwiftUI.UIKitNavigationController")
    }

    @Test("-f tree prints the view names the app's code wrote: NavigationStack, TabView, each view, tag and path value")
    func treeNames() {
        let run = ScriptRun(
            """
            root tabs=tabview(tab(home, shop=stack(Catalog, Product)), tab(cart, Cart))
            destination ProductDetail for=Product in=Catalog
            link Product:shoes
            """)
        #expect(run.errors.isEmpty)
        #expect(
            TreeDumper.render(run.window) == """
                WindowGroup
                └─ TabView "tabs" selected: 0
                   ├─ Tab tag: home ◀ selected
                   │  └─ NavigationStack "shop" path: [Product]
                   │     ├─ Catalog
                   │     └─ ProductDetail value: Product:shoes ◀ top
                   └─ Cart tag: cart

                """)
    }

    /// A SwiftUI app's dump in the shape `_printHierarchy` prints it (pointers purged): a
    /// hosting controller over a TabView whose first tab shows a split view's sidebar and
    /// whose second was never selected.
    static let splitViewDump = """
        <_TtGC7SwiftUI19UIHostingControllerV5Notes8MainView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV5Notes8MainView_>
           | <SwiftUI.UIKitTabBarController>, state: appeared, view: <UILayoutContainerView>
           |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_>
           |    |    | <SwiftUI.NotifyingMulticolumnSplitViewController>, state: appeared, view: <_UISplitViewControllerPanelImplView>
           |    |    |    | <_TtGC7SwiftUI41StyleContextSplitViewNavigationControllerVS_19SidebarStyleContext_>, state: appeared, view: <UILayoutContainerView>
           |    |    |    |    | <_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_>
           |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: disappeared, view: (view not loaded)
        """

    @Test("load hierarchy reads a SwiftUI app's _printHierarchy back: the same text, SwiftUI's roles, the view's name")
    func importReadsSwiftUIBack() throws {
        var window = Window()
        _ = try window.importHierarchy(try HierarchyDump(parsing: Self.splitViewDump))
        #expect(UIKitHierarchyRenderer.render(window) == Self.splitViewDump)
        let main = try #require(window.root)
        #expect(window[main]?.screen.swiftUI == SwiftUINode(role: .hosting, view: "Notes.MainView"))
        #expect(window[main]?.kind == .hostingController)
        let tabBar = try #require(window[main]?.children.first)
        #expect(window[tabBar]?.screen.swiftUI?.role == .tabView)
        #expect(window[tabBar]?.kind == .tabBarController)
        #expect(TreeDumper.render(window).contains("TabView"))
    }

    @Test(
        """
        mid tab switch the old tab reports disappearing with its view already out of the window, the new one \
        appearing: UITabBarController swaps the views at once (a recorded SwiftUI TabView app, PrintHierarchyDecoder's tests)
        """)
    func tabSwitchDumpReadsBack() throws {
        let text = """
            <_TtGC7SwiftUI19UIHostingControllerV5Notes8MainView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV5Notes8MainView_>
               | <SwiftUI.UIKitTabBarController>, state: appeared, view: <UILayoutContainerView>
               |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: disappearing, view: <_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_> not in the window
               |    | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: appearing, view: <_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_>
            """
        var window = Window()
        _ = try window.importHierarchy(try HierarchyDump(parsing: text))
        #expect(UIKitHierarchyRenderer.render(window) == text)
        let tabBar = try #require(window.root.flatMap { window.children(of: $0).first })
        let oldTab = try #require(window.children(of: tabBar).first)
        #expect(window.isInUnselectedTab(oldTab))
        // The same dump with the old tab's view still in the window is not one UIKit prints.
        var other = Window()
        #expect(throws: HierarchyImportError.self) {
            _ = try other.importHierarchy(try HierarchyDump(parsing: text.replacingOccurrences(of: " not in the window", with: "")))
        }
    }

    @Test("a tree built by a script prints as -f uikit, reads back through load hierarchy and prints the same")
    func uikitRoundTrip() throws {
        let run = ScriptRun(
            """
            root hosting(Example.ContentView, tabview(tab(home, shop=stack(Catalog)), tab(cart, Cart)))
            destination ProductDetail for=Product in=Catalog
            link Product:shoes
            sheet stack(Compose) isPresented=composing in=ProductDetail
            binding composing true
            """)
        #expect(run.errors.isEmpty)
        let text = UIKitHierarchyRenderer.render(run.window)
        var window = Window()
        _ = try window.importHierarchy(try HierarchyDump(parsing: text))
        #expect(UIKitHierarchyRenderer.render(window) == text)
        // A dump does not show a path element's value: the path's length is known, its values not.
        let stack = try #require(window.nodes.keys.first { window[$0]?.screen.swiftUI?.role == .stack })
        #expect(window.navigationPathCount(of: stack) == 1)
        #expect(window.navigationPath(of: stack) == nil)
    }
}
