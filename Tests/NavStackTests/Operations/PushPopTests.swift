import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

@Suite("Push and pop on a plain UINavigationController")
struct PlainPushPopTests {
    @Test("push appends to the stack and the pushed screen becomes the top (Apple doc pushViewController, viewControllers)")
    func pushAppends() throws {
        var (window, nav) = try Fixture.plainNavigation()
        let result = try window.pushViewController(.screen("Detail"), onto: nav)
        let detail = try window.require("Detail")
        #expect(result.created == detail)
        #expect(result.warnings.isEmpty && result.removed.isEmpty)
        #expect(window.names(window.children(of: nav)) == ["Home", "Detail"])
        #expect(window.topViewController(of: nav) == detail)
        #expect(window.parent(of: detail) == nav)
        #expect(window.topScreen == detail)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("push from a screen lands on its navigationController (Apple doc UIViewController.navigationController)")
    func pushFromScreen() throws {
        var (window, nav) = try Fixture.plainNavigation()
        try window.pushViewController(.screen("Detail"), from: window.require("Home"))
        #expect(window.names(window.children(of: nav)) == ["Home", "Detail"])
    }

    @Test("pop removes the top and returns it; the screen leaves the window (Apple doc popViewController)")
    func popRemovesTop() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A", "B"])
        let b = try window.require("B")
        let result = try window.popViewController(on: nav)
        #expect(result.removed == [ControllerReference(id: b, description: "<B>")])
        #expect(result.warnings.isEmpty)
        #expect(window.names(window.children(of: nav)) == ["Home", "A"])
        #expect(window[b] == nil)
        #expect(window.id(named: "B") == nil)
        #expect(window.topScreen == window.id(named: "A"))
    }

    @Test("pop at the root does nothing and warns (Apple doc popViewController: you cannot pop the last item)")
    func popAtRoot() throws {
        let (window, nav) = try Fixture.plainNavigation()
        expectIgnored(by: window, warnings: [.popAtRoot(ref(window, nav))]) { w throws(NavigationError) in
            try w.popViewController(on: nav)
        }
        #expect(
            NavigationWarning.popAtRoot(ref(window, nav)).description
                == "popViewController on <UINavigationController main> does nothing: the top view controller is the root view controller")
    }

    @Test("popToViewController pops everything above the target and returns them in stack order (Apple doc popToViewController)")
    func popToTarget() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A", "B", "C"])
        let expected = try ["B", "C"].map { ref(window, try window.require($0)) }
        let result = try window.popToViewController(window.require("A"), on: nav)
        #expect(result.removed == expected)
        #expect(window.names(window.children(of: nav)) == ["Home", "A"])
    }

    @Test("popToViewController of the top pops nothing and warns (Apple doc popToViewController)")
    func popToTop() throws {
        let (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let a = try window.require("A")
        expectIgnored(by: window, warnings: [.nothingToPop(ref(window, nav))]) { w throws(NavigationError) in
            try w.popToViewController(a, on: nav)
        }
    }

    @Test("popToRootViewController keeps only the root and returns the rest in order (Apple doc popToRootViewController)")
    func popToRoot() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A", "B"])
        let expected = try ["A", "B"].map { ref(window, try window.require($0)) }
        let result = try window.popToRootViewController(on: nav)
        #expect(result.removed == expected)
        #expect(window.names(window.children(of: nav)) == ["Home"])
        #expect(window.count == 2)
    }

    @Test("popToRootViewController at the root does nothing and warns (Apple doc popToRootViewController)")
    func popToRootAtRoot() throws {
        let (window, nav) = try Fixture.plainNavigation()
        expectIgnored(by: window, warnings: [.nothingToPop(ref(window, nav))]) { w throws(NavigationError) in
            try w.popToRootViewController(on: nav)
        }
        #expect(
            NavigationWarning.nothingToPop(ref(window, nav)).description
                == "nothing to pop on <UINavigationController main>: the target is already on top")
    }

    @Test(
        "a popped screen's name is free again, so the same name can be pushed anew (popped controllers are deallocated, readke.com/c/0Z41505102021.html)"
    )
    func poppedNameReusable() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let oldA = try window.require("A")
        try window.popViewController(on: nav)
        try window.pushViewController(.screen("A"), onto: nav)
        let newA = try window.require("A")
        #expect(newA != oldA)
        #expect(newA > oldA, "IDs are generational and never reused")
    }

    @Test("removeViewController takes a middle screen out and keeps the order of the rest (RT removeViewController)")
    func removeMiddle() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A", "B"])
        let a = try window.require("A")
        let result = try window.removeViewController(a)
        #expect(result.removed == [ControllerReference(id: a, description: "<A>")])
        #expect(window.names(window.children(of: nav)) == ["Home", "B"])
        #expect(window[a] == nil)
    }

    @Test("removing the only screen of a stack is rejected: a navigation controller cannot be empty (Apple doc viewControllers)")
    func removeOnly() throws {
        let (window, nav) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        let error = expectRejection(
            of: window, throws: .removingLastViewController(ref(window, home), navigationController: ref(window, nav))
        ) { w throws(NavigationError) in
            try w.removeViewController(home)
        }
        #expect(error?.description == "cannot remove <Home>: it is the only view controller of <UINavigationController main>")
    }
}

@Suite("Push and pop on Koinu's wrapping navigation controller")
struct WrappingPushPopTests {
    @Test(
        "the root is wrapped as ContainerController → ContainerNavigationController → Screen (Koinu VMNavigationController.swift:78-81 init(rootViewController:), VMContainerViewController.swift:47-65)"
    )
    func rootIsWrapped() throws {
        let (window, nav) = try Fixture.wrappingNavigation()
        let home = try window.require("Home")
        let inner = try #require(window.parent(of: home))
        let container = try #require(window.parent(of: inner))
        #expect(window.kind(of: inner) == .containerNavigationController)
        #expect(window.kind(of: container) == .containerController)
        #expect(window.children(of: nav) == [container])
        #expect(window.children(of: container) == [inner])
        #expect(window.children(of: inner) == [home])
        #expect(window.count == 4)
    }

    @Test(
        "push wraps the screen in a new container and inner navigation controller: exactly three controllers more (Koinu VMNavigationController.swift:143-161)"
    )
    func pushWraps() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        let countBefore = window.count
        let result = try window.pushViewController(.screen("Detail"), onto: nav)
        let detail = try window.require("Detail")
        #expect(result.created == detail, "the result names the content, not its container")
        #expect(window.count == countBefore + 3)
        let inner = try #require(window.parent(of: detail))
        let container = try #require(window.parent(of: inner))
        #expect(window.kind(of: inner) == .containerNavigationController)
        #expect(window.kind(of: container) == .containerController)
        #expect(window.parent(of: container) == nav)
        #expect(window.kinds(window.children(of: nav)) == [.containerController, .containerController])
        #expect(
            TreeDumper.render(window) == """
                VMNavigationController "root"
                ├─ VMContainerViewController
                │  └─ VMContainerNavigationController
                │     └─ Home
                └─ VMContainerViewController
                   └─ VMContainerNavigationController
                      └─ Detail ◀ top

                """)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("the outer viewControllers are the wrapped containers; vmViewControllers unwraps them (Koinu VMNavigationController.swift:53-67)")
    func wrappedAndUnwrappedStacks() throws {
        let (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"])
        #expect(window.kinds(window.viewControllers(of: nav)) == [.containerController, .containerController])
        #expect(window.names(window.vmViewControllers(of: nav)) == ["Home", "Detail"])
        #expect(window.kind(of: try #require(window.topViewController(of: nav))) == .containerController)
        #expect(window.vmTopViewController(of: nav) == window.id(named: "Detail"))
    }

    @Test(
        "a wrapped screen's navigationController is its own inner controller, vm.navigationController the outer one (Koinu Koinu+.swift:30-36)"
    )
    func resolution() throws {
        let (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"])
        let detail = try window.require("Detail")
        let inner = try #require(window.navigationController(of: detail))
        #expect(window.kind(of: inner) == .containerNavigationController)
        #expect(window.vmNavigationController(of: detail) == nav)
    }

    @Test(
        "the inner controller's viewControllers getter returns the outer stack unwrapped (Koinu VMContainerNavigationController.swift:96-106, RT #92)"
    )
    func innerViewControllersGetter() throws {
        let (window, _) = try Fixture.wrappingNavigation(["Home", "A", "B"])
        let inner = try #require(window.navigationController(of: window.require("A")))
        #expect(window.names(window.viewControllers(of: inner)) == ["Home", "A", "B"])
        #expect(window.names(window.children(of: inner)) == ["A"], "its real child list is only its own screen")
    }

    @Test(
        "with useSystemBackBarButtonItem a placeholder carrying the previous title and backBarButtonItem goes under the pushed screen (Koinu VMNavigationController.swift:147-154, VMContainerViewController.swift:53-58)"
    )
    func placeholder() throws {
        var (window, nav) = try Fixture.wrappingNavigation(systemBack: true)
        let home = try window.require("Home")
        try window.updateScreen(home) {
            $0.navigationItem.title = "Welcome"
            $0.navigationItem.backBarButtonItemTitle = "Start"
        }
        let countBefore = window.count
        try window.pushViewController(.screen("Detail"), onto: nav)
        let detail = try window.require("Detail")
        #expect(window.count == countBefore + 4, "container, inner navigation controller, placeholder, screen")
        let inner = try #require(window.parent(of: detail))
        let stack = window.children(of: inner)
        #expect(stack.count == 2)
        #expect(stack.last == detail)
        let placeholder = try #require(window[stack[0]])
        #expect(placeholder.kind == .placeholder)
        #expect(placeholder.screen.navigationItem.title == "Welcome")
        #expect(placeholder.screen.navigationItem.backBarButtonItemTitle == "Start")
        #expect(window.children(of: try #require(window.parent(of: home))) == [home], "the root gets no placeholder")
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "the placeholder copies only title and backBarButtonItem: the previous backButtonTitle and display mode are lost (Koinu VMContainerViewController.swift:53-57)"
    )
    func placeholderCopiesOnlyTwo() throws {
        var (window, nav) = try Fixture.wrappingNavigation(systemBack: true)
        try window.updateScreen(window.require("Home")) {
            $0.navigationItem.title = "Home title"
            $0.navigationItem.backButtonTitle = "Short"
            $0.navigationItem.backButtonDisplayMode = .minimal
        }
        try window.pushViewController(.screen("Detail"), onto: nav)
        let inner = try #require(window.parent(of: window.require("Detail")))
        let item = try #require(window[window.children(of: inner)[0]]).screen.navigationItem
        #expect(item.title == "Home title")
        #expect(item.backButtonTitle == nil)
        #expect(item.backButtonDisplayMode == .default)
    }

    @Test(
        "pop returns the unwrapped screen; its container, inner controller and placeholder leave the window (Koinu VMNavigationController.swift:163-167)"
    )
    func popUnwraps() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"], systemBack: true)
        let detail = try window.require("Detail")
        let inner = try #require(window.parent(of: detail))
        let container = try #require(window.parent(of: inner))
        let placeholder = window.children(of: inner)[0]
        let result = try window.popViewController(on: nav)
        #expect(result.removed == [ControllerReference(id: detail, description: "<Detail>")])
        for gone in [detail, inner, container, placeholder] { #expect(window[gone] == nil) }
        #expect(window.count == 4)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "popToViewController with a content reference pops to its container and returns unwrapped screens (Koinu VMNavigationController.swift:176-187)"
    )
    func popToContent() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B", "C"])
        let expected = try ["B", "C"].map { ref(window, try window.require($0)) }
        let result = try window.popToViewController(window.require("A"), on: nav)
        #expect(result.removed == expected)
        #expect(window.names(window.vmViewControllers(of: nav)) == ["Home", "A"])
        #expect(window.count == 7, "outer + 2 × (container, inner, screen)")
    }

    @Test(
        "popToViewController with a container reference never matches: Koinu compares unwrapped elements and returns nil without calling UIKit (Koinu VMNavigationController.swift:177-187)"
    )
    func popToContainerDoesNotMatch() throws {
        let (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B"])
        let container = try #require(window.parent(of: window.parent(of: window.require("A"))!))
        expectIgnored(
            by: window,
            warnings: [.notOnWrappingStack(ref(window, container), navigationController: ref(window, nav), call: "popToViewController")]
        ) { w throws(NavigationError) in try w.popToViewController(container, on: nav) }
    }

    @Test(
        "popTo a controller not on the stack: Koinu keeps a completion for the next transition (nil?.isEmpty is not true, VMNavigationController.swift:251-264), RT calls it at once with YES (!array.count, RTRootNavigationController.m:926-942)"
    )
    func popToCompletionPerLibrary() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let container = try #require(window.parent(of: window.parent(of: window.require("A"))!))
        let koinu = try window.popToViewController(container, on: nav).warnings.map(\.description)
        #expect(koinu.count == 1 && koinu[0].hasSuffix("a completion passed to it is kept for the next transition"))
        window.wrappingLibrary = .rt
        let rt = try window.popToViewController(container, on: nav).warnings.map(\.description)
        #expect(rt.count == 1 && rt[0].hasSuffix("a completion passed to it runs at once with YES"))
        let remove = NavigationWarning.notOnWrappingStack(ref(window, container), navigationController: ref(window, nav), call: "remove")
        #expect(!remove.description.contains("completion"), "remove has no completion")
    }

    @Test("popToRootViewController returns the unwrapped screens above the root (Koinu VMNavigationController.swift:169-174)")
    func popToRootUnwraps() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B"])
        let expected = try ["A", "B"].map { ref(window, try window.require($0)) }
        let result = try window.popToRootViewController(on: nav)
        #expect(result.removed == expected)
        #expect(window.count == 4)
    }

    @Test(
        "pop at the Koinu root does nothing and warns (Apple doc popViewController; Koinu VMNavigationController.swift:163-167 returns nil)"
    )
    func popAtWrappedRoot() throws {
        let (window, nav) = try Fixture.wrappingNavigation()
        let home = try window.require("Home")
        expectIgnored(by: window, warnings: [.popAtRoot(ref(window, nav))]) { w throws(NavigationError) in
            try w.popViewController(from: home)
        }
        expectIgnored(by: window, warnings: [.nothingToPop(ref(window, nav))]) { w throws(NavigationError) in
            try w.popToRootViewController(on: nav)
        }
    }

    @Test(
        "push from a wrapped screen is forwarded by its inner controller to the outer stack (Koinu VMContainerNavigationController.swift:161-205)"
    )
    func pushForwarded() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        let home = try window.require("Home")
        let inner = try #require(window.navigationController(of: home))
        try window.pushViewController(.screen("Detail"), onto: inner)
        #expect(window.names(window.vmViewControllers(of: nav)) == ["Home", "Detail"])
        #expect(window.children(of: inner) == [home], "the inner controller's own stack does not grow")
        #expect(window.stackOwner(forCallsOn: inner) == nav)
    }

    @Test(
        "pop from a wrapped screen is forwarded to the outer stack and pops the whole container (Koinu VMContainerNavigationController.swift:170-175, placeholder trick)"
    )
    func popForwarded() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"])
        let detail = try window.require("Detail")
        let result = try window.popViewController(from: detail)
        #expect(result.removed.map(\.id) == [detail])
        #expect(window.names(window.vmViewControllers(of: nav)) == ["Home"])
    }

    @Test(
        "removeViewController on a Koinu stack removes the screen's container and reports the unwrapped screen (Koinu VMNavigationController.swift:210-221)"
    )
    func removeWrapped() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A", "B"])
        let a = try window.require("A")
        let result = try window.removeViewController(a)
        #expect(result.removed == [ControllerReference(id: a, description: "<A>")])
        #expect(window.names(window.vmViewControllers(of: nav)) == ["Home", "B"])
        #expect(window.count == 7, "outer + 2 × (container, inner, screen)")
        #expect(window.invariantViolations().isEmpty)
    }
}

@Suite("Koinu README topologies: where a push lands")
struct TopologyPushTests {
    @Test(
        "in nav(tabs(cnav(A), cnav(B)), nowrap) a push from a tab root lands on the OUTER stack, over the tab bar (Koinu VMContainerNavigationController.swift:161-168; no-wrapping tab root, RT #178)"
    )
    func pushOverTabBar() throws {
        var (window, outer, tabs) = try Fixture.tabBarOnRootOnly()
        let first = try window.require("First")
        let tabNav = try #require(window.navigationController(of: first))
        #expect(window.kind(of: tabNav) == .containerNavigationController)
        try window.pushViewController(.screen("Detail"), from: first)
        let detail = try window.require("Detail")
        #expect(window.names(window.vmViewControllers(of: outer)) == ["tabs", "Detail"])
        #expect(window.children(of: tabNav) == [first], "the tab's own stack is untouched")
        #expect(window.vmNavigationController(of: detail) == outer)
        #expect(window.topScreen == detail)
        #expect(window.visibleTabBarController == nil, "the pushed screen covers the tab bar")
        #expect(!window.isTabBarVisible)
        #expect(window.children(of: tabs).count == 2)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "in nav(tabs(cnav(A), cnav(B)), nowrap) pop from the pushed screen returns to the tab bar (Koinu VMContainerNavigationController.swift:170-175)"
    )
    func popBackToTabBar() throws {
        var (window, outer, tabs) = try Fixture.tabBarOnRootOnly()
        try window.pushViewController(.screen("Detail"), from: window.require("Second"))
        try window.popViewController(from: window.require("Detail"))
        #expect(window.vmViewControllers(of: outer) == [tabs])
        #expect(window.visibleTabBarController == tabs)
    }

    @Test(
        "in nav(tabs(cnav(A), cnav(B)), nowrap) removing a tab's screen does nothing: it is not on the outer stack, the wrapping controller finds no container and returns (RT #117; Koinu VMNavigationController.swift:214-221; RT RTRootNavigationController.m:881-895)"
    )
    func removeTabScreen() throws {
        var (window, outer, _) = try Fixture.tabBarOnRootOnly()
        try window.pushViewController(.screen("Detail"), from: window.require("First"))
        let first = try window.require("First")
        let warning = NavigationWarning.notOnWrappingStack(ref(window, first), navigationController: ref(window, outer), call: "remove")
        expectIgnored(by: window, warnings: [warning]) { w throws(NavigationError) in try w.removeViewController(first) }
        #expect(
            warning.description
                == "remove on <NavigationController outer> does nothing: <First> is not on its stack (the wrapping controller finds no container holding it)"
        )
    }

    @Test(
        "in nav(tabs(cnav(A), cnav(B)), nowrap) popTo a tab's screen does nothing: 'has no effect' (RT #117; Koinu VMNavigationController.swift:177-187; RT RTRootNavigationController.m:788-805)"
    )
    func popToTabScreen() throws {
        var (window, outer, _) = try Fixture.tabBarOnRootOnly()
        try window.pushViewController(.screen("Detail"), from: window.require("First"))
        let first = try window.require("First")
        expectIgnored(
            by: window,
            warnings: [.notOnWrappingStack(ref(window, first), navigationController: ref(window, outer), call: "popToViewController")]
        ) { w throws(NavigationError) in try w.popToViewController(first, on: outer) }
    }

    @Test("on a plain UINavigationController popTo a controller not on the stack is UIKit's exception (helpscout/beacon-ios-sdk#132)")
    func popToMissingOnPlainStack() throws {
        let (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        var other = window
        try other.present(.screen("Sheet"), from: nav)
        let sheet = try other.require("Sheet")
        expectRejection(of: other, throws: .popToMissing(ref(other, sheet), navigationController: ref(other, nav))) {
            w throws(NavigationError) in
            try w.popToViewController(sheet, on: nav)
        }
    }

    @Test(
        "in nav(tabs(...), nowrap) popTo the tab bar controller works: Koinu unwraps the no-wrapping root container too (Koinu VMNavigationController.swift:18-23, 176-187)"
    )
    func popToNoWrappingRoot() throws {
        var (window, outer, tabs) = try Fixture.tabBarOnRootOnly()
        try window.pushViewController(.screen("A"), from: window.require("First"))
        try window.pushViewController(.screen("B"), from: window.require("A"))
        let expected = try ["A", "B"].map { ref(window, try window.require($0)) }
        let result = try window.popToViewController(tabs, on: outer)
        #expect(result.removed == expected)
        #expect(window.vmViewControllers(of: outer) == [tabs])
    }

    @Test(
        "in tabs(nav(A), nav(B)) a push from a tab root stays in that tab's outer stack and the tab bar persists (tabs of VMNavigationControllers: Koinu README, RT #178)"
    )
    func pushInsideTab() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        let firstNav = try window.require("firstNav")
        try window.pushViewController(.screen("Detail"), from: window.require("First"))
        #expect(window.names(window.vmViewControllers(of: firstNav)) == ["First", "Detail"])
        let secondNav = try window.require("secondNav")
        #expect(window.names(window.vmViewControllers(of: secondNav)) == ["Second"])
        #expect(window.visibleTabBarController == tabs)
        #expect(window.isTabBarVisible)
    }
}

@Suite("Rejected pushes and pops leave the window unchanged")
struct PushPopErrorTests {
    static let navigationSpecs: [ControllerSpec] = [
        .navigationController(root: .screen("X")),
        .koinuNavigationController(root: .screen("X")),
        .containerNavigationController(root: .screen("X")),
    ]

    @Test(
        "pushing a navigation controller throws 'Pushing a navigation controller is not supported' (ActionSheetPicker-3.0#70)",
        arguments: navigationSpecs)
    func pushNavigation(spec: ControllerSpec) throws {
        for (window, nav) in [try Fixture.plainNavigation(), try Fixture.wrappingNavigation()] {
            let kind = try #require(spec.kind)
            let error = expectRejection(
                of: window, throws: .pushingNavigationController(ControllerReference(id: nil, description: "<\(kind.rawValue)>"))
            ) { w throws(NavigationError) in
                try w.pushViewController(spec, onto: nav)
            }
            #expect(error?.description == "Pushing a navigation controller is not supported")
        }
    }

    @Test("pushing an existing navigation controller (even itself) throws pushingNavigationController (ActionSheetPicker-3.0#70)")
    func pushExistingNavigation() throws {
        let (window, nav) = try Fixture.plainNavigation()
        expectRejection(of: window, throws: .pushingNavigationController(ref(window, nav))) { w throws(NavigationError) in
            try w.pushViewController(.existing(nav), onto: nav)
        }
    }

    @Test(
        "pushing a tab bar controller is accepted: the documented 'cannot be a tab bar controller' is not enforced (RT #178, QMUI_iOS#1528, Wikimedia T369567); Koinu wraps it like a screen (Koinu VMNavigationController.swift:143-160)"
    )
    func pushTabBar() throws {
        var (plain, nav) = try Fixture.plainNavigation()
        let tabs = try #require(try plain.pushViewController(.tabBarController([.screen("X")], label: "tabs"), onto: nav).created)
        #expect(plain.children(of: nav) == [try plain.require("Home"), tabs])
        #expect(plain.topScreen == (try plain.require("X")))
        var (wrapped, outer) = try Fixture.wrappingNavigation()
        let wrappedTabs = try #require(
            try wrapped.pushViewController(.tabBarController([.screen("X")], label: "tabs"), onto: outer).created)
        #expect(wrapped.vmViewControllers(of: outer) == [try wrapped.require("Home"), wrappedTabs])
        #expect(wrapped.nodes.kind(try #require(wrapped.nodes.parent(wrappedTabs))) == .containerNavigationController)
        #expect(wrapped.invariantViolations() == [])
    }

    @Test(
        "a navigation controller in a tab on a stack puts its bar under the stack's visible bar, at its view's safe-area top (UIKit safe area: a navigation bar adds its height to the top inset)"
    )
    func nestedNavigationBarBelowOuterBar() throws {
        var (window, nav) = try Fixture.plainNavigation()
        try window.pushViewController(.tabBarController([.navigationController(root: .screen("Y"), label: "inner")]), onto: nav)
        let layout = window.layout()
        #expect(layout.frame(of: "navbar:Y") == Rect(x: 0, y: 98, width: 393, height: 44))
        #expect(layout.safeArea(of: "Y")?.top == 147, "59 + 44 + 44")
    }

    @Test("pushing an instance already on the stack throws UIKit's iOS 13+ reason (Apple doc pushViewController; SwiftAlgorithms#31)")
    func pushSameInstancePlain() throws {
        let (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let home = try window.require("Home")
        let error = expectRejection(of: window, throws: .pushingSameInstance(ref(window, home), navigationController: ref(window, nav))) {
            w throws(NavigationError) in
            try w.pushViewController(.existing(home), onto: nav)
        }
        #expect(
            error?.description
                == "<UINavigationController main> is pushing the same view controller instance (<Home>) more than once which is not supported and is most likely an error in the application"
        )
    }

    @Test(
        "pushing a screen already on a Koinu stack is refused with NavStack's own error, not UIKit's same-instance exception, which cannot fire: the library wraps it anew and leaves a blank page (Koinu VMNavigationController.swift:143-161; RT #197)"
    )
    func pushSameInstanceWrapped() throws {
        let (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let home = try window.require("Home")
        let a = try window.require("A")
        let error = expectRejection(of: window, throws: .repushOnWrappingStack(ref(window, home), navigationController: ref(window, nav))) {
            w throws(NavigationError) in
            try w.pushViewController(.existing(home), from: a)
        }
        #expect(error?.uikitException == nil, "not a UIKit exception")
        #expect(error?.description.contains("whether UIKit then raises is not known") == true)
    }

    @Test(
        "popToViewController of a controller not on the stack throws 'Tried to pop to a view controller that doesn't exist.' (beacon-ios-sdk#132)"
    )
    func popToMissing() throws {
        let (window, _) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        let tab1 = try window.require("Tab1")
        let error = expectRejection(of: window, throws: .popToMissing(ref(window, tab1), navigationController: ref(window, nav0))) {
            w throws(NavigationError) in
            try w.popToViewController(tab1, on: nav0)
        }
        #expect(error?.description == "Tried to pop to a view controller that doesn't exist.")
    }

    @Test("pushing a controller that lives in another stack throws UIViewControllerHierarchyInconsistency (Apple Developer Forums 52937)")
    func pushFromOtherStack() throws {
        let (window, _) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        let tab1 = try window.require("Tab1")
        let nav1 = try window.require("nav1")
        let error = expectRejection(
            of: window,
            throws: .hierarchyInconsistency(
                child: ref(window, tab1), parent: ref(window, nav1), requestedParent: ref(window, nav0))
        ) { w throws(NavigationError) in
            try w.pushViewController(.existing(tab1), onto: nav0)
        }
        #expect(
            error?.description
                == "child view controller:<Tab1> should have parent view controller:<UINavigationController nav1> but requested parent is:<UINavigationController nav0>"
        )
    }

    @Test(
        "pushing the window's root controller throws hierarchyInconsistency naming the window as its owner (Apple Developer Forums 52937)")
    func pushWindowRoot() throws {
        var window = Window()
        let solo = try #require(try window.setRoot(.screen("Solo")).created)
        let sheet = try #require(try window.present(.navigationController(root: .screen("S"), label: "sheetNav"), from: solo).created)
        let error = expectRejection(
            of: window,
            throws: .hierarchyInconsistency(
                child: ref(window, solo), parent: ControllerReference(id: nil, description: "<UIWindow>"),
                requestedParent: ref(window, sheet))
        ) { w throws(NavigationError) in
            try w.pushViewController(.existing(solo), onto: sheet)
        }
        #expect(
            error?.description
                == "child view controller:<Solo> should have parent view controller:<UIWindow> but requested parent is:<UINavigationController sheetNav>"
        )
    }

    @Test("pushing a new screen whose name is taken throws duplicateName (NavStack names identify controllers)")
    func pushDuplicateName() throws {
        let (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let error = expectRejection(of: window, throws: .duplicateName("Home")) { w throws(NavigationError) in
            try w.pushViewController(.screen("Home"), onto: nav)
        }
        #expect(error?.description == "a controller named 'Home' already exists in the window")
    }

    @Test("pushing onto a screen throws notANavigationController (UIKit pushViewController is a UINavigationController method)")
    func pushOntoScreen() throws {
        let (window, _) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        let error = expectRejection(of: window, throws: .notANavigationController(ref(window, home))) { w throws(NavigationError) in
            try w.pushViewController(.screen("X"), onto: home)
        }
        #expect(error?.description == "<Home> is not a navigation controller")
    }

    @Test("push and pop from a screen without a navigation controller throw noNavigationController (Apple doc navigationController is nil)")
    func noNavigationController() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("Bare"), .screen("Other")]))
        let bare = try window.require("Bare")
        let error = expectRejection(of: window, throws: .noNavigationController(ref(window, bare))) { w throws(NavigationError) in
            try w.pushViewController(.screen("X"), from: bare)
        }
        #expect(error?.description == "<Bare> has no navigation controller (its navigationController is nil)")
        expectRejection(of: window, throws: .noNavigationController(ref(window, bare))) { w throws(NavigationError) in
            try w.popViewController(from: bare)
        }
    }

    @Test("operations on an ID that is not in the window throw unknownController (generational IDs are never reused)")
    func unknownID() throws {
        let (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        let ghost = ControllerID(rawValue: 999)
        let error = expectRejection(of: window, throws: .unknownController(ghost)) { w throws(NavigationError) in
            try w.popViewController(on: ghost)
        }
        #expect(error?.description == "no controller #999 in the window")
        expectRejection(of: window, throws: .unknownController(ghost)) { w throws(NavigationError) in
            try w.popToViewController(ghost, on: nav)
        }
        expectRejection(of: window, throws: .unknownController(ghost)) { w throws(NavigationError) in
            try w.pushViewController(.existing(ghost), onto: nav)
        }
    }
}

@Suite("A push by name")
struct PushByNameTests {
    /// `pushViewController(reusingNameOf:)` hashes and looks a name up once where a script's
    /// push had looked it up to choose the spec (`Window.spec(named:properties:)`) and again to
    /// check it free: it must give the same result, error and window as the push of the spec
    /// the name stands for, on a plain and a wrapping stack, recording events or not, with a
    /// bottom accessory or not, animated or not, for a new name, the stack's own screens, a
    /// screen of another tab, a container's label and the accessory content's name. (A window
    /// recording events takes the public push on both sides: those cases hold that path.)
    @Test("a push by name does what a push of the spec the name stands for does (Window.spec(named:properties:))")
    func sameAsSpecNamed() throws {
        let names = ["New", "A0", "A1", "B0", "b", "t", "Mini"]
        for library in ["nav", "uinav"] {
            for recording in [false, true] {
                for accessory in [false, true] {
                    var script = "root t=tabs(a=\(library)(A0), b=nav(B0))\npush A1 on=a\n"
                    if accessory { script = "design glass\n" + script + "accessory set Mini\n" }
                    let run = ScriptRun(script)
                    #expect(run.errors.isEmpty, "\(run.errors)")
                    var window = run.window
                    window.recordsLifecycleEvents = recording
                    let nav = try #require(window.id(named: "a"))
                    for name in names {
                        for animated in [false, true] {
                            // A left item: an unanimated push onto Koinu's controller then
                            // records how the screen first showed (Window+FirstShow.swift).
                            let properties = ScreenProperties(title: "T") { $0.navigationItem.leftItems = ["Close"] }
                            var byName = window
                            var bySpec = window
                            let named = Result { () throws(NavigationError) in
                                try byName.pushViewController(reusingNameOf: .screen(name, properties), onto: nav, animated: animated)
                            }
                            let spec = bySpec.spec(named: name, properties: properties)
                            let specified = Result { () throws(NavigationError) in
                                try bySpec.pushViewController(spec, onto: nav, animated: animated)
                            }
                            let context = "\(library) recording \(recording) accessory \(accessory) \(name) animated \(animated)"
                            #expect(named == specified, "\(context)")
                            #expect(byName == bySpec, "\(context)")
                        }
                    }
                }
            }
        }
    }
}
