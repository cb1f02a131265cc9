import Testing

@testable import NavStackCore

/// `depth` tab bar controllers nested in each other around one screen: a tree `depth + 1` levels deep.
func nestedTabs(_ depth: Int) -> ControllerSpec {
    var spec = ControllerSpec.screen("Leaf")
    for _ in 0..<depth { spec = .tabBarController([spec]) }
    return spec
}

@Suite("Modal presentation")
struct PresentTests {
    @Test(
        "present from a screen deep in a stack attaches to the root of its tree, which becomes presentingViewController (Apple doc presentingViewController)"
    )
    func attachesToTreeRoot() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let result = try window.present(.screen("Sheet"), from: window.require("A"))
        let sheet = try window.require("Sheet")
        #expect(result.created == sheet)
        #expect(window[sheet]?.presenter == nav)
        #expect(window[sheet]?.parent == nil)
        #expect(window[nav]?.presented == sheet)
        #expect(
            window[sheet]?.presentationStyle == .pageSheet,
            "the default style is what .automatic resolves to (Apple doc UIModalPresentationStyle.automatic, before iOS 18)")
        #expect(window.presentationChain == [nav, sheet])
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("the presented controller is on top and is the presenter's visibleViewController (Apple doc visibleViewController)")
    func visible() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        try window.present(.navigationController(root: .screen("Edit")), from: nav)
        #expect(window.topScreen == window.id(named: "Edit"))
        #expect(window.kind(of: try #require(window.visibleViewController(of: nav))) == .navigationController)
        #expect(window.topViewController(of: nav) == window.id(named: "A"), "topViewController ignores presentations")
    }

    @Test(
        "presenting from inside a presented tree stacks a new presentation on it (Apple doc present: a stack of presented view controllers)"
    )
    func stacksPresentations() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let first = try #require(try window.present(.navigationController(root: .screen("P1")), from: nav).created)
        let second = try #require(try window.present(.screen("P2"), from: window.require("P1"), style: .fullScreen).created)
        #expect(window.presentationChain == [nav, first, second])
        #expect(window[second]?.presenter == first)
        #expect(window.topScreen == second)
    }

    @Test(
        "present while the tree already presents does nothing and warns 'Attempt to present … which is already presenting' (UIKit console log, NavigationWarning)"
    )
    func alreadyPresenting() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let sheet = try #require(try window.present(.screen("Sheet"), from: nav).created)
        let home = try window.require("Home")
        let warning = NavigationWarning.alreadyPresenting(
            presented: ControllerReference(id: nil, description: "<Second>"),
            presenter: ref(window, nav), current: ref(window, sheet))
        expectIgnored(by: window, warnings: [warning]) { w throws(NavigationError) in
            try w.present(.screen("Second"), from: home)
        }
        #expect(
            warning.description
                == "Attempt to present <Second> on <UINavigationController main> which is already presenting <Sheet>; ignored")
    }

    @Test("presenting a controller already in the window throws 'Application tried to present modally an active controller' (otm-ios#362)")
    func presentingActive() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let home = try window.require("Home")
        let error = expectRejection(of: window, throws: .presentingActiveController(ref(window, home))) { w throws(NavigationError) in
            try w.present(.existing(home), from: nav)
        }
        #expect(error?.description == "Application tried to present modally an active controller <Home>.")
        let sheet = try #require(try window.present(.screen("Sheet"), from: nav).created)
        expectRejection(of: window, throws: .presentingActiveController(ref(window, sheet))) { w throws(NavigationError) in
            try w.present(.existing(sheet), from: sheet)
        }
    }

    @Test("presenting a new screen whose name is taken throws duplicateName (NavStack names identify controllers)")
    func duplicateName() throws {
        let (window, nav) = try Fixture.plainNavigation()
        expectRejection(of: window, throws: .duplicateName("Home")) { w throws(NavigationError) in
            try w.present(.screen("Home"), from: nav)
        }
        expectRejection(of: window, throws: .duplicateName("X")) { w throws(NavigationError) in
            try w.present(.tabBarController([.screen("X"), .screen("X")]), from: nav)
        }
    }

    @Test("presenting from an unknown controller throws unknownController (generational IDs)")
    func unknownPresenter() throws {
        let (window, _) = try Fixture.plainNavigation()
        let ghost = ControllerID(rawValue: 42)
        expectRejection(of: window, throws: .unknownController(ghost)) { w throws(NavigationError) in
            try w.present(.screen("X"), from: ghost)
        }
        expectRejection(of: window, throws: .unknownController(ghost)) { w throws(NavigationError) in
            try w.dismiss(from: ghost)
        }
    }

    @Test("dismiss from the presented controller removes it and frees its names (Apple doc dismiss(animated:))")
    func dismissFromPresented() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let sheet = try #require(try window.present(.navigationController(root: .screen("Edit")), from: nav).created)
        let edit = try window.require("Edit")
        let expected = [ref(window, sheet)]
        let result = try window.dismiss(from: edit)
        #expect(result.removed == expected)
        #expect(window[sheet] == nil && window[edit] == nil)
        #expect(window[nav]?.presented == nil)
        #expect(window.id(named: "Edit") == nil)
        #expect(window.topScreen == window.id(named: "Home"))
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("dismiss from the presenting side dismisses what it presents (Apple doc dismiss: called on the presenting view controller)")
    func dismissFromPresenter() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        try window.present(.screen("Sheet"), from: nav)
        try window.dismiss(from: window.require("A"))
        #expect(window.id(named: "Sheet") == nil)
        #expect(window.presentationChain == [nav])
    }

    @Test(
        "dismiss on a controller lower in a presentation stack dismisses its child and everything above it (Apple doc dismiss(animated:))")
    func dismissMiddleOfChain() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let p1 = try #require(try window.present(.screen("P1"), from: nav).created)
        let p2 = try #require(try window.present(.screen("P2"), from: p1).created)
        let p3 = try #require(try window.present(.screen("P3"), from: p2).created)
        let result = try window.dismiss(from: p1)
        #expect(result.removed.map(\.id) == [p2])
        #expect(window[p2] == nil && window[p3] == nil)
        #expect(window.presentationChain == [nav, p1])
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("dismiss with nothing presented does nothing and warns (Apple doc dismiss; NavigationWarning.nothingToDismiss)")
    func nothingToDismiss() throws {
        let (window, _) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        expectIgnored(by: window, warnings: [.nothingToDismiss(ref(window, home))]) { w throws(NavigationError) in
            try w.dismiss(from: home)
        }
        #expect(
            NavigationWarning.nothingToDismiss(ref(window, home)).description
                == "<Home> presents nothing and is not presented; dismiss ignored")
    }

    @Test(
        "a page sheet keeps the presenter in the window; a full-screen presentation takes it out (Apple doc UIModalPresentationStyle.fullScreen; velog.io/@yeahg_dev)"
    )
    func presenterInWindow() throws {
        var (pageWindow, pageNav) = try Fixture.plainNavigation()
        try pageWindow.present(.screen("Sheet"), from: pageNav, style: .pageSheet)
        #expect(pageWindow.appearedControllers.contains(try pageWindow.require("Home")))
        var (fullWindow, fullNav) = try Fixture.plainNavigation()
        try fullWindow.present(.screen("Cover"), from: fullNav, style: .fullScreen)
        #expect(!fullWindow.appearedControllers.contains(try fullWindow.require("Home")))
        #expect(fullWindow.appearedControllers == [try fullWindow.require("Cover")])
        #expect(ModalPresentationStyle.allCases.filter { !$0.keepsPresenterInWindow } == [.fullScreen])
    }
}

@Suite("The window's root controller")
struct SetRootTests {
    @Test("setRoot replaces the whole tree, presentations included, and frees the old names (UIWindow.rootViewController)")
    func replacesTree() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        try window.present(.screen("Sheet"), from: nav)
        let result = try window.setRoot(.navigationController(root: .screen("Home")))
        #expect(window.count == 2)
        #expect(window[nav] == nil)
        #expect(window.id(named: "Sheet") == nil)
        #expect(window.root == result.created)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "a no-wrapping Koinu root holds its tab bar controller directly in a container, with no inner navigation controller (Koinu VMNavigationController.swift:73-76 init(noWrappingRootViewController:))"
    )
    func noWrappingRoot() throws {
        let (window, outer, tabs) = try Fixture.tabBarOnRootOnly()
        let container = try #require(window.parent(of: tabs))
        #expect(window.kind(of: container) == .containerController)
        #expect(window.children(of: outer) == [container])
        #expect(window.navigationController(of: tabs) == outer)
        #expect(window.vmViewControllers(of: outer) == [tabs])
    }

    @Test(
        "a wrapping controller wraps a tab bar controller root like any screen (Koinu VMNavigationController.swift:78-81, RT RTRootNavigationController.m:714-716; RT #178: the app runs, the tabs' titles do not show in the bar); a navigation controller root is still rejected"
    )
    func wrappedTabBarAccepted() throws {
        var window = Window()
        let outer = try #require(
            try window.setRoot(.koinuNavigationController(root: .tabBarController([.screen("A")], label: "tabs"))).created)
        let tabs = try window.require("tabs")
        #expect(window.vmViewControllers(of: outer) == [tabs])
        #expect(window.nodes.kind(try #require(window.nodes.parent(tabs))) == .containerNavigationController)
        // The screen's bar is the tab bar controller's inner bar: it shows the tab bar
        // controller's own item, not the selected tab's title (RT #178).
        #expect(window.layout().frame(of: "navbar:tabs") != nil)
        expectRejection(
            of: window, throws: .pushingNavigationController(ControllerReference(id: nil, description: "<UINavigationController>"))
        ) { w throws(NavigationError) in
            try w.setRoot(.navigationController(root: .navigationController(root: .screen("A"))))
        }
    }

    @Test("a tab bar controller with no tabs throws emptyList (a tab bar controller needs tabs)")
    func emptyTabs() throws {
        let error = expectRejection(of: Window(), throws: .emptyList(ControllerReference(id: nil, description: "<TabBarController (new)>")))
        { w throws(NavigationError) in
            try w.setRoot(.tabBarController([]))
        }
        #expect(error?.description == "<TabBarController (new)> cannot be left without view controllers")
    }

    @Test("a tree nested 64 levels deep is accepted, 65 throws nestingTooDeep (Window.maximumNestingDepth)")
    func nestingLimit() throws {
        #expect(Window.maximumNestingDepth == 64)
        var window = Window()
        try window.setRoot(nestedTabs(63))
        #expect(window.count == 64)
        let (plain, nav) = try Fixture.plainNavigation()
        let error = expectRejection(of: plain, throws: .nestingTooDeep(limit: 64)) { w throws(NavigationError) in
            try w.setRoot(nestedTabs(64))
        }
        #expect(error?.description == "controllers are nested more than 64 levels deep")
        expectRejection(of: plain, throws: .nestingTooDeep(limit: 64)) { w throws(NavigationError) in
            try w.present(nestedTabs(64), from: nav)
        }
    }
}
