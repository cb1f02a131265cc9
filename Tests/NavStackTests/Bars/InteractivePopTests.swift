import Testing

@testable import NavStackCore

@Suite("Swipe-back on a plain UINavigationController")
struct PlainInteractivePopTests {
    @Test("swipe-back never starts at the root of a stack (Signal-iOS#3540)")
    func notAtRoot() throws {
        let (window, _) = try Fixture.plainNavigation(["Home", "A"])
        #expect(!window.interactivePopEnabled(for: try window.require("Home")))
    }

    @Test("swipe-back is on for a pushed screen by default (Apple doc interactivePopGestureRecognizer)")
    func onByDefault() throws {
        let (window, _) = try Fixture.plainNavigation(["Home", "A"])
        #expect(window.interactivePopEnabled(for: try window.require("A")))
    }

    @Test("a custom left item disables swipe-back (openradar 19031955)")
    func leftItem() throws {
        var (window, _) = try Fixture.plainNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.navigationItem.leftItems = ["Close"] }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test("a hidden navigation bar disables swipe-back (openradar 19031955, WordPress-iOS#6007)")
    func hiddenBar() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "A"])
        try window.setNavigationBarHidden(true, on: nav)
        #expect(!window.interactivePopEnabled(for: try window.require("A")))
    }

    @Test("hidesBackButton disables swipe-back (pocket-casts-ios#4282)")
    func hidesBackButton() throws {
        var (window, _) = try Fixture.plainNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.navigationItem.hidesBackButton = true }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test(
        "an explicit override wins: false re-enables swipe-back despite a left item, true disables it (delegate override: openradar 19031955)"
    )
    func explicitOverride() throws {
        var (window, _) = try Fixture.plainNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) {
            $0.navigationItem.leftItems = ["Close"]
            $0.disableInteractivePop = false
        }
        #expect(window.interactivePopEnabled(for: a))
        try window.updateScreen(a) {
            $0.navigationItem.leftItems = []
            $0.disableInteractivePop = true
        }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test("an override cannot make the root poppable (Signal-iOS#3540: the gesture must not begin at the root)")
    func overrideAtRoot() throws {
        var (window, _) = try Fixture.plainNavigation(["Home"])
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.disableInteractivePop = false }
        #expect(!window.interactivePopEnabled(for: home))
    }

    @Test("a screen with no navigation controller cannot swipe back (Apple doc interactivePopGestureRecognizer)")
    func noNavigation() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("Bare")]))
        #expect(!window.interactivePopEnabled(for: try window.require("Bare")))
    }
}

@Suite("Swipe-back on Koinu screens")
struct KoinuInteractivePopTests {
    @Test(
        "the Koinu root can never swipe back, whatever its flag (Koinu VMNavigationController.swift:339: isEnabled = !isRoot)",
        arguments: [nil, false, true] as [Bool?])
    func notAtRoot(flag: Bool?) throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.disableInteractivePop = flag }
        #expect(!window.interactivePopEnabled(for: home))
    }

    @Test(
        "a pushed screen swipes back by default; Koinu's own 'Back' item does not count as a left item (Koinu VMNavigationController.swift:310-320: auto value, evaluated before the item is installed)"
    )
    func onByDefault() throws {
        let (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        #expect(window.backButton(of: a) == .titled("Back"))
        #expect(window.interactivePopEnabled(for: a))
    }

    /// A wrapping controller with `Home` and `A` pushed with `properties`: `A` shows at once.
    private static func pushed(_ properties: ScreenProperties) throws -> (Window, ControllerID) {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"])
        try window.pushViewController(.screen("A", properties), onto: nav)
        return (window, try window.require("A"))
    }

    @Test("auto: a screen shown with its own left item has no swipe-back (Koinu VMNavigationController.swift:313-315, RT 0.6.0 CHANGELOG)")
    func autoLeftItem() throws {
        var properties = ScreenProperties()
        properties.navigationItem.leftItems = ["Close"]
        let (window, a) = try Self.pushed(properties)
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test(
        "auto: a screen shown with its bar hidden has no swipe-back (Koinu VMContainerNavigationController.swift:60-68, RT 0.6.0 CHANGELOG)"
    )
    func autoHiddenBar() throws {
        var properties = ScreenProperties()
        properties.barHidden = true
        let (window, a) = try Self.pushed(properties)
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test(
        "auto: a screen not shown yet follows its current state, a left item set while covered included (Koinu latches only at the show: VMNavigationController.swift:313-318 needs the view loaded)"
    )
    func autoBeforeShow() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"])
        // B is set up under C by setViewControllers and never shows.
        try window.setViewControllers([.existing(try #require(window.children(of: nav).first)), .screen("B"), .screen("C")], on: nav)
        let b = try window.require("B")
        #expect(!window.nodes.isViewLoaded(b))
        #expect(window.interactivePopEnabled(for: b))
        try window.updateScreen(b) { $0.navigationItem.leftItems = ["Close"] }
        #expect(!window.interactivePopEnabled(for: b))
        try window.popViewController(on: nav)
        #expect(!window.interactivePopEnabled(for: b), "shown with its left item: disabled")
    }

    @Test(
        "the automatic value is latched at the first show: a left item or a hidden bar added later keeps swipe-back on (Koinu VMNavigationController.swift:313-318, VMContainerNavigationController.swift:63-68 and :207-211, only when nil; RT #102)"
    )
    func latchedOnAfterShow() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        // Shown for certain: push and pop another screen over it.
        try window.pushViewController(.screen("B"), onto: nav)
        try window.popViewController(on: nav)
        try window.updateScreen(a) { $0.navigationItem.leftItems = ["Close"] }
        #expect(window.interactivePopEnabled(for: a), "a left item added after the show")
        try window.updateScreen(a) { $0.barHidden = true }
        #expect(window.interactivePopEnabled(for: a), "a bar hidden after the show")
        let inner = try #require(window.navigationController(of: a))
        try window.setNavigationBarHidden(true, on: inner)
        #expect(window.interactivePopEnabled(for: a), "the inner bar hidden after the show")
        #expect(window.nodes.screen(a)?.disableInteractivePop == false, "Koinu wrote the shown value into vm.disableInteractivePop")
    }

    @Test(
        "the latch holds the other way: a screen shown with a left item or hidden bar stays without swipe-back once they are cleared (Koinu VMNavigationController.swift:313-318; RT RTRootNavigationController.m:600-606)"
    )
    func latchedOffAfterShow() throws {
        var withItem = ScreenProperties()
        withItem.navigationItem.leftItems = ["Close"]
        var (window, a) = try Self.pushed(withItem)
        try window.updateScreen(a) { $0.navigationItem.leftItems = [] }
        #expect(!window.interactivePopEnabled(for: a))
        var hidden = ScreenProperties()
        hidden.barHidden = true
        (window, a) = try Self.pushed(hidden)
        try window.updateScreen(a) { $0.barHidden = false }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test(
        "a plain UINavigationController evaluates swipe-back when the gesture starts: no latch (UIKit reads the delegate at gesture time, openradar 19031955)"
    )
    func plainHasNoLatch() throws {
        var (window, _) = try Fixture.plainNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.navigationItem.leftItems = ["Close"] }
        #expect(!window.interactivePopEnabled(for: a))
        try window.updateScreen(a) { $0.navigationItem.leftItems = [] }
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test("explicit disableInteractivePop = false keeps swipe-back despite a left item or hidden bar (Koinu 204810a: explicit values win)")
    func explicitFalse() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) {
            $0.navigationItem.leftItems = ["Close"]
            $0.barHidden = true
            $0.disableInteractivePop = false
        }
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test("explicit disableInteractivePop = true turns swipe-back off (Koinu VMNavigationController.swift:333-335)")
    func explicitTrue() throws {
        var properties = ScreenProperties()
        properties.disableInteractivePop = true
        let (window, a) = try Self.pushed(properties)
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test(
        "under RT an explicit flag changed after the screen was shown takes effect immediately; back to automatic, the visible screen re-latches its current state (RT 91e827e; RT #47, #217; Koinu VMContainerNavigationController.swift:63-68)"
    )
    func changedLater() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        window.wrappingLibrary = .rt
        let a = try window.require("A")
        #expect(window.interactivePopEnabled(for: a))
        try window.updateScreen(a) { $0.disableInteractivePop = true }
        #expect(!window.interactivePopEnabled(for: a))
        try window.updateScreen(a) { $0.disableInteractivePop = nil }
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test(
        "tab roots inside a no-wrapping root cannot swipe back; a screen pushed over the tab bar can (no-wrapping tab root, RT #178; Koinu VMContainerNavigationController.swift:39, VMNavigationController.swift:339)"
    )
    func noWrappingTabs() throws {
        var (window, _, _) = try Fixture.tabBarOnRootOnly()
        let first = try window.require("First")
        try window.updateScreen(first) { $0.disableInteractivePop = false }
        #expect(!window.interactivePopEnabled(for: first))
        #expect(!window.interactivePopEnabled(for: try window.require("Second")))
        try window.pushViewController(.screen("Detail"), from: first)
        #expect(window.interactivePopEnabled(for: try window.require("Detail")))
    }

    @Test(
        "in tabs(nav(A), nav(B)) each tab root is its outer stack's root and cannot swipe back (Koinu VMNavigationController.swift:339; tabs of VMNavigationControllers, RT #178)"
    )
    func persistentTabs() throws {
        var (window, _) = try Fixture.persistentTabBar()
        let first = try window.require("First")
        #expect(!window.interactivePopEnabled(for: first))
        try window.pushViewController(.screen("Detail"), from: first)
        #expect(window.interactivePopEnabled(for: try window.require("Detail")))
    }

    @Test(
        "a container navigation controller outside a wrapping one never swipes back, whatever disableInteractivePop says: its gesture is off from viewDidLoad (Koinu VMContainerNavigationController.swift:39; RT RTRootNavigationController.m:394)"
    )
    func standaloneContainerNavigationControllerNeverSwipes() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.containerNavigationController(root: .screen("A"), label: "first"), .screen("B")]))
        let first = try window.require("first")
        try window.pushViewController(.screen("C"), onto: first)
        let c = try window.require("C")
        #expect(!window.interactivePopEnabled(for: c))
        try window.updateScreen(c) { $0.disableInteractivePop = false }
        #expect(!window.interactivePopEnabled(for: c), "disableInteractivePop=false does not turn the gesture on")
        // The same screens under a no-wrapping root swipe through the wrapping controller.
        var wrapped = Window()
        try wrapped.setRoot(
            .koinuNavigationController(
                root: .tabBarController([.containerNavigationController(root: .screen("A"), label: "first"), .screen("B")]),
                noWrapping: true, label: "outer"))
        try wrapped.pushViewController(.screen("C"), from: try wrapped.require("A"))
        #expect(wrapped.interactivePopEnabled(for: try wrapped.require("C")))
    }

    @Test(
        "Koinu applies an explicit disableInteractivePop set on the screen on top at its next show; RT at once (Koinu VMNavigationController.swift:333-340 sets the gesture only in didShow; RT UIViewController+RTRootNavigationController.m:29-36, 91e827e)"
    )
    func explicitFlagTiming() {
        let koinu = ScriptRun(
            """
            root nav(Home)
            push A
            set A disableInteractivePop=true
            expect pop A enabled
            push B
            pop
            expect pop A disabled
            set A disableInteractivePop=false
            expect pop A disabled
            set A disableInteractivePop=true
            expect pop A disabled
            """)
        #expect(koinu.errors == [])
        let covered = ScriptRun("root nav(Home)\npush A\npush B\nset A disableInteractivePop=true\npop\nexpect pop A disabled")
        #expect(covered.errors == [], "a screen that is not on top takes the value at its next show")
        let rt = ScriptRun("library rt\nroot nav(Home)\npush A\nset A disableInteractivePop=true\nexpect pop A disabled")
        #expect(rt.errors == [])
    }
}
