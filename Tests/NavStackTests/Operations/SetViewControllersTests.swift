import Testing

@testable import NavStackCore
@testable import NavStackRendering

@Suite("setViewControllers on a plain UINavigationController")
struct PlainSetViewControllersTests {
    @Test(
        "setViewControllers replaces the stack, reuses listed members and returns the dropped ones in stack order (Apple doc setViewControllers)"
    )
    func replaces() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A", "B"])
        let home = try window.require("Home")
        let b = try window.require("B")
        let a = try window.require("A")
        let expectedRemoved = [ref(window, a)]
        let result = try window.setViewControllers([.existing(b), .existing(home), .screen("C")], on: nav)
        #expect(result.removed == expectedRemoved)
        #expect(window.names(window.children(of: nav)) == ["B", "Home", "C"])
        #expect(window.id(named: "B") == b && window.id(named: "Home") == home, "reused members keep their identity")
        #expect(window[a] == nil)
        #expect(window.topScreen == window.id(named: "C"))
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("setViewControllers from a screen lands on its navigationController (Apple doc viewControllers)")
    func fromScreen() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        try window.setViewControllers([.screen("Only")], from: window.require("A"))
        #expect(window.names(window.children(of: nav)) == ["Only"])
        #expect(window.count == 2)
    }
}

@Suite("setViewControllers on Koinu's wrapping navigation controller")
struct WrappingSetViewControllersTests {
    @Test(
        "setViewControllers re-wraps every screen, kept ones included: Koinu never reuses a screen's container (Koinu VMNavigationController.swift:189-208)"
    )
    func rewrapsEverything() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let home = try window.require("Home")
        let a = try window.require("A")
        let oldContainers = window.children(of: nav)
        let oldInners = oldContainers.flatMap { window.children(of: $0) }
        try window.setViewControllers([.existing(a), .existing(home), .screen("B")], on: nav)
        #expect(window.names(window.vmViewControllers(of: nav)) == ["A", "Home", "B"])
        #expect(window.id(named: "A") == a && window.id(named: "Home") == home)
        for old in oldContainers + oldInners { #expect(window[old] == nil, "old wrapper \(old) should be gone") }
        for container in window.children(of: nav) {
            #expect(window.kind(of: container) == .containerController)
            let inner = try #require(window.children(of: container).first)
            #expect(window.kind(of: inner) == .containerNavigationController)
        }
        #expect(window.count == 10, "outer + 3 × (container, inner, screen)")
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "with useSystemBackBarButtonItem every element but the first gets a placeholder titled after the previous element (Koinu VMNavigationController.swift:193-200)"
    )
    func placeholdersFromPreviousElement() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"], systemBack: true)
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.navigationItem.title = "Home title" }
        try window.setViewControllers([.existing(home), .screen("A", ScreenProperties(title: "A title")), .screen("B")], on: nav)
        let placeholderTitles = try window.vmViewControllers(of: nav).map { screen -> String? in
            let inner = try #require(window.parent(of: screen))
            let stack = window.children(of: inner)
            guard stack.count == 2 else { return "(none)" }
            #expect(window.kind(of: stack[0]) == .placeholder)
            return window[stack[0]]?.screen.navigationItem.title
        }
        #expect(placeholderTitles == ["(none)", "Home title", "A title"])
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "setViewControllers returns dropped screens unwrapped and their wrappers leave the window (Koinu VMNavigationController.swift:189-208; the returned list is NavStack's report)"
    )
    func removedUnwrapped() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B"], systemBack: true)
        let expected = try ["A", "B"].map { ref(window, try window.require($0)) }
        let result = try window.setViewControllers([.existing(try window.require("Home"))], on: nav)
        #expect(result.removed == expected)
        #expect(window.count == 4)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "setViewControllers from a wrapped screen is forwarded by its inner controller to the outer stack (Koinu VMContainerNavigationController.swift:198-205)"
    )
    func forwarded() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.setViewControllers([.existing(a), .screen("Z")], from: a)
        #expect(window.names(window.vmViewControllers(of: nav)) == ["A", "Z"])
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "the outer controller's own wrapped containers pass through setViewControllers unchanged, placeholders included (Koinu VMNavigationController.swift:29-41: existing containers pass through)"
    )
    func containersPassThrough() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B"], systemBack: true)
        let containers = window.viewControllers(of: nav)
        let innerOfB = try #require(window.children(of: containers[2]).first)
        let placeholderOfB = window.children(of: innerOfB)[0]
        let expectedRemoved = [ref(window, try window.require("A"))]
        let result = try window.setViewControllers([.existing(containers[0]), .existing(containers[2])], on: nav)
        #expect(result.removed == expectedRemoved)
        #expect(window.viewControllers(of: nav) == [containers[0], containers[2]])
        #expect(window.children(of: innerOfB) == [placeholderOfB, try window.require("B")])
        #expect(window.count == 8, "outer + Home's 3 + B's 4 (with placeholder)")
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "listing a container and its own screen together is a duplicate (Koinu VMNavigationController.swift:29-41 wrapping is pass-through; WordPress-iOS#15337)"
    )
    func containerAndItsScreen() throws {
        let (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let home = try window.require("Home")
        let container = window.viewControllers(of: nav)[0]
        expectRejection(of: window, throws: .duplicateViewControllers(ref(window, nav), names: ["Home", "Home"])) {
            w throws(NavigationError) in
            try w.setViewControllers([.existing(container), .existing(home)], on: nav)
        }
    }
}

@Suite("setViewControllers with a no-wrapping root's content: RT passes it through, Koinu wraps it")
struct NoWrappingContentSetViewControllersTests {
    static let script = "root nav(t=tabs(cnav(A), cnav(B)), nowrap)\nset-stack t X\n"

    @Test(
        "RT leaves a controller whose parent is a container unwrapped, so the tab bar controller sits on the stack itself (RTSafeWrapViewController, RTRootNavigationController.m:105-119)"
    )
    func rtPassesThrough() throws {
        let run = ScriptRun("library rt\n" + Self.script + "expect stack t X from=X")
        #expect(run.errors == [])
        let window = run.window
        let tabs = try window.require("t")
        let container = try #require(window.parent(of: tabs))
        #expect(window[container]?.isPassedThrough == true)
        #expect(window.kind(of: container) == .containerController)
        let lines = UIKitHierarchyRenderer.render(window).split(separator: "\n").map(String.init)
        #expect(lines.count == 9)
        #expect(
            lines.prefix(2) == [
                "<RTRootNavigationController>, state: appeared, view: <UILayoutContainerView>",
                "   | <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window",
            ])
        #expect(lines[6] == "   | <RTContainerController>, state: appeared, view: <UIView>")
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "Koinu wraps every element anew, the no-wrapping content included (safeWrapViewController, Koinu VMNavigationController.swift:29-41, :189-208)"
    )
    func koinuWraps() throws {
        let run = ScriptRun(Self.script)
        #expect(run.errors == [])
        let window = run.window
        let tabs = try window.require("t")
        #expect(window.kind(of: try #require(window.parent(of: tabs))) == .containerNavigationController)
        #expect(window.nodes.values.allSatisfy { !$0.isPassedThrough })
    }
}

@Suite("Rejected setViewControllers calls leave the window unchanged")
struct SetViewControllersErrorTests {
    @Test("the same controller twice throws 'All view controllers in a navigation controller must be distinct' (WordPress-iOS#15337)")
    func duplicates() throws {
        for (window, nav) in [try Fixture.plainNavigation(["Home", "A"]), try Fixture.wrappingNavigation(["Home", "A"])] {
            let home = try window.require("Home")
            let error = expectRejection(of: window, throws: .duplicateViewControllers(ref(window, nav), names: ["Home", "A", "Home"])) {
                w throws(NavigationError) in
                try w.setViewControllers([.existing(home), .existing(w.id(named: "A")!), .existing(home)], on: nav)
            }
            #expect(error?.description == "All view controllers in a navigation controller must be distinct ((Home, A, Home))")
        }
    }

    @Test("an empty list is rejected: a navigation controller needs a root (Apple doc viewControllers: root at index 0)")
    func empty() throws {
        let (window, nav) = try Fixture.plainNavigation()
        let error = expectRejection(of: window, throws: .emptyList(ref(window, nav))) { w throws(NavigationError) in
            try w.setViewControllers([], on: nav)
        }
        #expect(error?.description == "<UINavigationController main> cannot be left without view controllers")
    }

    @Test("a navigation controller in the list throws 'Pushing a navigation controller is not supported' (ActionSheetPicker-3.0#70)")
    func navigationInList() throws {
        let (window, nav) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        let error = expectRejection(of: window, throws: .pushingNavigationController(ControllerReference(id: nil, description: "<Inner>")))
        { w throws(NavigationError) in
            try w.setViewControllers([.existing(home), .navigationController(root: .screen("X"), label: "Inner")], on: nav)
        }
        #expect(error?.description == "Pushing a navigation controller is not supported")
    }

    @Test(
        "a tab bar controller in the list is accepted, as deep links into a tab bar flow do (RT passes no-wrapping content through, RTRootNavigationController.m:105-119; Koinu re-wraps it, VMNavigationController.swift:189-208; UIKit raises nothing, RT #178)"
    )
    func tabBarInList() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        try window.setViewControllers([.existing(try window.require("Home")), .tabBarController([.screen("X")], label: "tabs")], on: nav)
        #expect(window.vmViewControllers(of: nav) == [try window.require("Home"), try window.require("tabs")])
        #expect(window.invariantViolations() == [])
    }

    @Test("a controller from another stack throws UIViewControllerHierarchyInconsistency (Apple Developer Forums 52937)")
    func fromOtherStack() throws {
        let (window, _) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        let nav1 = try window.require("nav1")
        let tab1 = try window.require("Tab1")
        expectRejection(
            of: window,
            throws: .hierarchyInconsistency(child: ref(window, tab1), parent: ref(window, nav1), requestedParent: ref(window, nav0))
        ) { w throws(NavigationError) in
            try w.setViewControllers([.screen("New"), .existing(tab1)], on: nav0)
        }
    }

    @Test("a new screen whose name is used elsewhere throws duplicateName (NavStack names identify controllers)")
    func duplicateName() throws {
        let (window, _) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        expectRejection(of: window, throws: .duplicateName("Tab1")) { w throws(NavigationError) in
            try w.setViewControllers([.screen("Tab1")], on: nav0)
        }
    }

    @Test("setViewControllers on a screen throws notANavigationController (UIKit setViewControllers is a UINavigationController method)")
    func onScreen() throws {
        let (window, _) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        expectRejection(of: window, throws: .notANavigationController(ref(window, home))) { w throws(NavigationError) in
            try w.setViewControllers([.screen("X")], on: home)
        }
    }
}
