import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// The three topologies of the Koinu README, built exactly as written there.
enum ReadmeTopology {
    /// `VMNavigationController(rootViewController: Home)`, then a push of `Detail`.
    static func navigation() throws -> Window {
        var window = Window()
        let nav = try #require(try window.setRoot(.koinuNavigationController(root: .screen("Home"))).created)
        try window.pushViewController(.screen("Detail"), onto: nav)
        return window
    }

    /// Tab bar only on the root: `VMNavigationController(noWrappingRootViewController: tabs)`
    /// with each tab a `VMContainerNavigationController`.
    static func tabBarOnRootOnly() throws -> Window {
        var window = Window()
        try window.setRoot(
            .koinuNavigationController(
                root: .tabBarController([
                    .containerNavigationController(root: .screen("First")),
                    .containerNavigationController(root: .screen("Second")),
                ]), noWrapping: true))
        return window
    }

    /// Tab bar persists: each tab is a `VMNavigationController`.
    static func persistentTabBar() throws -> Window {
        var window = Window()
        try window.setRoot(
            .tabBarController([
                .koinuNavigationController(root: .screen("First")),
                .koinuNavigationController(root: .screen("Second")),
            ]))
        return window
    }
}

/// Runs `body` and returns the error it throws, or records an issue when it does not throw.
func caught(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(NavigationError) -> Void) -> NavigationError? {
    do {
        try body()
    } catch {
        return error
    }
    Issue.record("expected an error", sourceLocation: sourceLocation)
    return nil
}

@Suite("Golden renderings of the Koinu README topologies")
struct GoldenTests {
    @Test(
        "README topology 1, nav(Home) + push: each screen wrapped as Container → ContainerNavigationController → Screen (Koinu VMContainerViewController.swift:47-65; box tree)"
    )
    func navigationTree() throws {
        let window = try ReadmeTopology.navigation()
        assertGolden(TreeDumper.render(window), named: "readme-navigation-tree")
        assertGolden(TreeDumper.render(window, options: .identifiers), named: "readme-navigation-tree-ids")
    }

    @Test(
        "README topology 1 as _printHierarchy: the covered container is disappeared and not in the window (_printHierarchy format per objc.io Issue 19; Koinu class names)"
    )
    func navigationUIKit() throws {
        assertGolden(UIKitHierarchyRenderer.render(try ReadmeTopology.navigation()), named: "readme-navigation-uikit")
    }

    @Test(
        "README topology 2, nav(tabs(cnav, cnav), nowrap): the tab bar sits directly in the root container with no inner navigation controller (Koinu VMContainerViewController.swift:67-74 noWrapping; Koinu README)"
    )
    func tabBarOnRootOnlyTree() throws {
        let window = try ReadmeTopology.tabBarOnRootOnly()
        let outer = try #require(window.root)
        let container = try #require(window.children(of: outer).first)
        let tabs = try #require(window.children(of: container).first)
        #expect(window.kinds([outer, container, tabs]) == [.koinuNavigationController, .containerController, .tabBarController])
        #expect(window.children(of: container).count == 1)
        let tabNav = window.children(of: tabs)[0]
        #expect(window.kind(of: tabNav) == .containerNavigationController)
        #expect(window.names(window.children(of: tabNav)) == ["First"])
        assertGolden(TreeDumper.render(window), named: "readme-tabbar-on-root-tree")
    }

    @Test("README topology 2 as _printHierarchy (objc.io Issue 19 format, Koinu class names)")
    func tabBarOnRootOnlyUIKit() throws {
        assertGolden(UIKitHierarchyRenderer.render(try ReadmeTopology.tabBarOnRootOnly()), named: "readme-tabbar-on-root-uikit")
    }

    @Test(
        "README topology 3, tabs(nav(First), nav(Second)): each tab is a wrapping controller with wrapped roots (Koinu README tab-bar topology)"
    )
    func persistentTabBarTree() throws {
        assertGolden(TreeDumper.render(try ReadmeTopology.persistentTabBar()), named: "readme-persistent-tabbar-tree")
    }

    @Test(
        "README topology 3 as _printHierarchy: the unselected tab is loaded but not in the window, its content not loaded (swift-snapshot-testing fixture testViewControllerHierarchy.1.txt)"
    )
    func persistentTabBarUIKit() throws {
        assertGolden(UIKitHierarchyRenderer.render(try ReadmeTopology.persistentTabBar()), named: "readme-persistent-tabbar-uikit")
    }

    @Test("README topology 3 as JSON: golden, and Foundation's JSONSerialization parses it (NavStack JSON output)")
    func persistentTabBarJSON() throws {
        let json = JSONRenderer.render(try ReadmeTopology.persistentTabBar())
        assertGolden(json, named: "readme-persistent-tabbar-json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iphone-15-pro")
        #expect(object["top"] as? String == "First")
        let root = try #require(object["root"] as? [String: Any])
        #expect(root["kind"] as? String == "TabBarController")
        #expect(root["selectedIndex"] as? Int == 0)
        let tabs = try #require(root["children"] as? [[String: Any]])
        #expect(tabs.map { $0["kind"] as? String } == ["NavigationController", "NavigationController"])
    }

    @Test("README topology 3 as Graphviz DOT and Mermaid (NavStack graph renderers)")
    func persistentTabBarGraphs() throws {
        let window = try ReadmeTopology.persistentTabBar()
        let dot = DOTRenderer.render(window)
        let mermaid = MermaidRenderer.render(window)
        assertGolden(dot, named: "readme-persistent-tabbar-dot")
        assertGolden(mermaid, named: "readme-persistent-tabbar-mermaid")
        #expect(dot.components(separatedBy: " -> ").count - 1 == window.count - 1, "one edge per non-root controller")
        #expect(mermaid.components(separatedBy: " --> ").count - 1 == window.count - 1)
    }

    @Test(
        "a presentation renders as 'presents (style)' in the tree and as a '+' line in _printHierarchy (objc.io Issue 19, Mainstayz/ViewControllerHierarchy)"
    )
    func presentation() throws {
        var window = try ReadmeTopology.navigation()
        try window.present(.navigationController(root: .screen("Sheet")), from: window.require("Detail"), style: .formSheet)
        assertGolden(TreeDumper.render(window), named: "presentation-tree")
        assertGolden(UIKitHierarchyRenderer.render(window), named: "presentation-uikit")
        let json = JSONRenderer.render(window)
        assertGolden(json, named: "presentation-json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        let presented = try #require(root["presented"] as? [String: Any])
        #expect(presented["style"] as? String == "formSheet")
        #expect(object["top"] as? String == "Sheet")
    }

    @Test(
        "the _printHierarchy renderer reproduces the reference tab + nav + page-sheet example line for line (the 'How to reverse engineer _printHierarchy' post; swift-snapshot-testing purged pointers)"
    )
    func referenceExample() throws {
        var app = ScreenProperties()
        app.className = "App.ViewController"
        var window = Window()
        try window.setRoot(
            .tabBarController([
                .navigationController(root: .screen("V0", app), label: "first"),
                .navigationController(root: .screen("W0", app)),
            ]))
        let first = try window.require("first")
        try window.setViewControllers([.screen("V1", app), .screen("V2", app)], on: first)
        try window.pushViewController(.screen("V3", app), onto: first)
        try window.present(.screen("Sheet", app), from: first, style: .pageSheet)
        #expect(
            UIKitHierarchyRenderer.render(window) == """
                <UITabBarController>, state: appeared, view: <UILayoutContainerView>
                   | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
                   |    | <App.ViewController>, state: disappeared, view: (view not loaded)
                   |    | <App.ViewController>, state: disappeared, view: <UIView> not in the window
                   |    | <App.ViewController>, state: appeared, view: <UIView>
                   | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
                   |    | <App.ViewController>, state: disappeared, view: (view not loaded)
                   + <App.ViewController>, state: appeared, view: <UIView>, presented with: <_UIPageSheetPresentationController>
                """)
    }

    @Test("an empty window renders without a root in every format (NavStack renderers)")
    func emptyWindow() throws {
        let window = Window()
        #expect(TreeDumper.render(window) == "(no root view controller)\n")
        #expect(UIKitHierarchyRenderer.render(window) == "")
        let json = JSONRenderer.render(window)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["root"] is NSNull)
        #expect(DOTRenderer.render(window).hasPrefix("digraph NavStack {"))
        #expect(MermaidRenderer.render(window) == "graph TD\n")
    }

    @Test("names with quotes, backslashes and newlines stay valid JSON, DOT and Mermaid (NavStack renderers escape labels)")
    func escaping() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Say \"hi\"\\\n<b>\t"), label: "na\"v"))
        let json = JSONRenderer.render(window)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        #expect(root["label"] as? String == "na\"v")
        #expect(object["top"] as? String == "Say \"hi\"\\\n<b>\t")
        #expect(DOTRenderer.render(window).contains(#"label="Say \"hi\"\\\n<b>\#t""#))
        let mermaid = MermaidRenderer.render(window)
        #expect(mermaid.contains("Say #quot;hi#quot;\\ #lt;b#gt;"))
        #expect(!mermaid.contains("<b>"))
    }
}

@Suite("Golden text of every error and warning")
struct ErrorMessageGoldenTests {
    /// One error of every case, each raised by the operation that raises it where one does.
    static func everyError() throws -> [NavigationError] {
        var errors: [NavigationError?] = []
        let (plain, main) = try Fixture.plainNavigation(["Home", "A"])
        let home = try plain.require("Home")
        let a = try plain.require("A")
        let (tabbed, tabs) = try Fixture.tabs(2)
        let nav0 = try tabbed.require("nav0")
        let tab1 = try tabbed.require("Tab1")
        var bare = Window()
        try bare.setRoot(.tabBarController([.screen("Bare")]))
        let bareScreen = try bare.require("Bare")
        let (topology2, outer2, _) = try Fixture.tabBarOnRootOnly()
        let first = try topology2.require("First")

        var w = plain
        errors.append(
            caught { () throws(NavigationError) in try w.setViewControllers([.existing(home), .existing(a), .existing(home)], on: main) })
        errors.append(caught { () throws(NavigationError) in try w.pushViewController(.screen("Home"), onto: main) })
        errors.append(caught { () throws(NavigationError) in try w.setViewControllers([], on: main) })
        var t = tabbed
        errors.append(caught { () throws(NavigationError) in try t.pushViewController(.existing(tab1), onto: nav0) })
        var withSheet = tabbed
        let sheet = try #require(try withSheet.present(.screen("Sheet"), from: nav0).created)
        let sheetWindow = withSheet
        errors.append(caught { () throws(NavigationError) in try withSheet.selectTab(containing: sheet, of: tabs) })
        errors.append(caught { () throws(NavigationError) in try w.setRoot(nestedTabs(64)) })
        errors.append(caught { () throws(NavigationError) in try w.pushViewController(.screen("X"), onto: home) })
        errors.append(caught { () throws(NavigationError) in try t.selectTab(at: 0, of: nav0) })
        var b = bare
        errors.append(caught { () throws(NavigationError) in try b.pushViewController(.screen("X"), from: bareScreen) })
        errors.append(.noTabBarController(ref(plain, home)))  // not raised by the library API itself
        errors.append(.noRootController)  // not raised by the library API itself
        var t2 = topology2
        // On a wrapping stack it is a warning (notOnWrappingStack); plain stacks have no remove.
        // Not raised by the library API itself.
        errors.append(.notInStack(ref(topology2, first), navigationController: ref(topology2, outer2)))
        #expect(try t2.removeViewController(first).warnings.map(\.messageID) == ["notOnWrappingStack"])
        errors.append(caught { () throws(NavigationError) in try t.popToViewController(tab1, on: nav0) })
        errors.append(caught { () throws(NavigationError) in try w.present(.existing(home), from: main) })
        errors.append(
            caught { () throws(NavigationError) in try w.pushViewController(.navigationController(root: .screen("X")), onto: main) })
        errors.append(caught { () throws(NavigationError) in try w.pushViewController(.existing(home), onto: main) })
        var koinu = (try? Fixture.wrappingNavigation(["Home", "A"]))?.0 ?? Window()
        let koinuBefore = koinu
        if let koinuHome = koinu.id(named: "Home"), let koinuA = koinu.id(named: "A") {
            errors.append(caught { () throws(NavigationError) in try koinu.pushViewController(.existing(koinuHome), from: koinuA) })
        }
        #expect(koinu == koinuBefore)
        var single = Window()
        try single.setRoot(.navigationController(root: .screen("Only"), label: "solo"))
        let only = try single.require("Only")
        errors.append(caught { () throws(NavigationError) in try single.removeViewController(only) })
        errors.append(caught { () throws(NavigationError) in try t.selectTab(at: 7, of: tabs) })
        errors.append(caught { () throws(NavigationError) in try w.popViewController(on: ControllerID(rawValue: 404)) })
        errors.append(caught { () throws(NavigationError) in _ = try plain.lookUp("Hoem") })
        errors.append(caught { () throws(NavigationError) in _ = try plain.lookUp("Settings") })
        errors.append(caught { () throws(NavigationError) in try w.setUseSystemBackBarButtonItem(true, on: main) })
        #expect(
            w == plain && t == tabbed && b == bare && t2 == topology2 && withSheet == sheetWindow,
            "every rejected call left its window unchanged")
        var popup = plain
        try popup.presentPopupBar(with: .screen("Player"), on: main)
        let popupBefore = popup
        errors.append(caught { () throws(NavigationError) in try popup.dragPopup(on: main, translation: .nan, velocity: 0) })
        #expect(popup == popupBefore, "a rejected drag left the window unchanged")
        var more = Window()
        try more.setRoot(
            .tabBarController(
                ["A", "B", "C", "D"].map { ControllerSpec.screen($0) } + [
                    .navigationController(root: .screen("E"), label: "enav"),
                    .koinuNavigationController(root: .screen("W"), label: "wnav"),
                ], label: "bar"))
        let moreBar = try more.require("bar")
        let moreBefore = more
        errors.append(caught { () throws(NavigationError) in try more.selectTab(at: 5, of: moreBar) })
        #expect(more == moreBefore, "a refused selection behind More left the window unchanged")
        try more.selectTab(at: 4, of: moreBar)
        let inMore = more
        let enav = try more.require("enav")
        let e = try more.require("E")
        errors.append(caught { () throws(NavigationError) in try more.popViewController(on: enav) })
        errors.append(caught { () throws(NavigationError) in try more.setViewControllers([.screen("X")], from: e) })
        #expect(more == inMore, "calls refused on the More navigation controller left the window unchanged")
        var moreList = Window()
        try moreList.setRoot(.tabBarController(["A", "B", "C", "D", "E", "F"].map { ControllerSpec.screen($0) }, label: "list"))
        try moreList.selectMoreTab(of: moreList.require("list"))
        errors.append(caught { () throws(NavigationError) in try moreList.push("X") })
        // iOS 26's bottom accessory: refused in legacy design; its name is taken while it is set.
        var accessory = tabbed
        errors.append(
            caught { () throws(NavigationError) in try accessory.setBottomAccessory(TabAccessory(contentName: "Mini"), of: tabs) })
        accessory.design = .glass
        try accessory.setBottomAccessory(TabAccessory(contentName: "Mini"), of: tabs)
        let withAccessory = accessory
        errors.append(caught { () throws(NavigationError) in try accessory.pushViewController(.screen("Mini"), onto: nav0) })
        #expect(accessory == withAccessory, "a push of the accessory's name left the window unchanged")
        #expect(errors.count == 30)
        return errors.compactMap { $0 }
    }

    static let allMessageIDs: Set<String> = [
        "duplicateViewControllers", "duplicateName", "emptyList", "hierarchyInconsistency", "invalidDrag", "notATab",
        "nestingTooDeep", "notANavigationController", "notATabBarController", "noNavigationController",
        "noTabBarController", "noRootController", "noTopScreen", "notInStack", "popToMissing", "presentingActiveController",
        "pushingNavigationController", "pushingSameInstance", "repushOnWrappingStack",
        "removingLastViewController", "tabIndexOutOfRange", "unknownController", "unknownName", "unsupportedProperty",
        "wrappingTabBehindMore", "stackInMore", "settingMoreNavigationStack", "requiresIOS26", "accessoryNameInUse",
    ]

    @Test("every NavigationError case has a stable message, UIKit's reason where UIKit raises one (golden; each message cites its source)")
    func errorMessages() throws {
        let errors = try Self.everyError()
        #expect(Set(errors.map(\.messageID)) == Self.allMessageIDs, "one of each case")
        assertGolden(errors.map { "\($0.messageID): \($0.description)" }.joined(separator: "\n") + "\n", named: "error-messages")
    }

    @Test("every NavigationWarning case has a stable message (golden; UIKit ignores these calls)")
    func warningMessages() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        var warnings: [NavigationWarning] = []
        warnings += try window.popViewController(on: nav).warnings
        warnings += try window.popToRootViewController(on: nav).warnings
        warnings += try window.dismiss(from: home).warnings
        try window.present(.screen("Sheet"), from: nav)
        warnings += try window.present(.screen("Second"), from: home).warnings
        var (rt, outer) = try Fixture.wrappingNavigation()
        rt.wrappingLibrary = .rt
        warnings += try rt.setNavigationBarHidden(false, on: outer).warnings
        var (topology2, _, _) = try Fixture.tabBarOnRootOnly()
        warnings += try topology2.removeViewController(topology2.require("First")).warnings
        try window.presentPopupBar(with: .screen("Player"), on: nav)
        _ = window.showLoading()
        warnings += try window.dragPopup(on: nav, translation: -300, velocity: 0).0.warnings
        var landscape = Window(device: .iPhone15ProMax)
        landscape.setDevice(.iPhone15ProMax, orientation: .landscape)
        let host = try #require(try landscape.setRoot(.screen("Host")).created)
        warnings += try landscape.present(.screen("Sheet"), from: host).warnings
        var covered = Window()
        try covered.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        try covered.pushViewController(.screen("Detail"), onto: try covered.require("main"))
        warnings += try covered.presentPopupBar(with: .screen("Player"), on: try covered.require("Home")).warnings
        var koinu = Window()
        try koinu.setRoot(.koinuNavigationController(root: .screen("Home"), label: "outer"))
        warnings += try koinu.setUseRootNavigationBarAttributes(true, on: try koinu.require("outer")).warnings
        #expect(warnings.count == 10)
        assertGolden(warnings.map(\.description).joined(separator: "\n") + "\n", named: "warning-messages")
    }
}

@Suite("The golden-file helper")
struct GoldenHelperTests {
    @Test("the line diff keeps common lines and marks golden-only lines '-' and actual-only lines '+' (longest common subsequence)")
    func lineDiff() {
        let diff = Golden.lineDiff(expected: "a\nb\nc\nd", actual: "a\nc\nX\nd")
        #expect(diff == "  a\n- b\n  c\n+ X\n  d")
        #expect(Golden.lineDiff(expected: "same", actual: "same") == "(the texts differ only in line endings)")
        #expect(
            Golden.lineDiff(expected: "a\nold\nz", actual: "a\nnew\nz") == "  a\n- old\n+ new\n  z", "a changed line shows golden first")
        #expect(Golden.lineDiff(expected: "a\n", actual: "a") == "  a\n- ", "a missing final newline shows as a removed empty line")
    }

    @Test("golden files live in the Golden folder beside Support, found through #filePath (no package resources)")
    func location() {
        #expect(Golden.directory.lastPathComponent == "Golden")
        #expect(Golden.directory.deletingLastPathComponent().lastPathComponent == "NavStackTests")
        #expect(Golden.url("x").lastPathComponent == "x.txt")
    }
}
