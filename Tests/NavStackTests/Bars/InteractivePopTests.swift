import Testing
@testable import NavStackCore

@Suite("Swipe-back on a plain UINavigationController")
struct PlainInteractivePopTests {
    @Test("swipe-back never starts at the root of a stack (uikit.md §1.2, Signal-iOS#3540)")
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

    @Test("an explicit override wins: false re-enables swipe-back despite a left item, true disables it (uikit.md §1.2 delegate override, openradar 19031955)")
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

    @Test("an override cannot make the root poppable (uikit.md §1.2: the gesture must not begin at the root)")
    func overrideAtRoot() throws {
        var (window, _) = try Fixture.plainNavigation(["Home"])
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.disableInteractivePop = false }
        #expect(!window.interactivePopEnabled(for: home))
    }

    @Test("a screen with no navigation controller cannot swipe back (uikit.md §1.2)")
    func noNavigation() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("Bare")]))
        #expect(!window.interactivePopEnabled(for: try window.require("Bare")))
    }
}

@Suite("Swipe-back on Koinu screens")
struct KoinuInteractivePopTests {
    @Test("the Koinu root can never swipe back, whatever its flag (koinu.md §1.6: isEnabled = !isRoot)", arguments: [nil, false, true] as [Bool?])
    func notAtRoot(flag: Bool?) throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.disableInteractivePop = flag }
        #expect(!window.interactivePopEnabled(for: home))
    }

    @Test("a pushed screen swipes back by default; Koinu's own 'Back' item does not count as a left item (koinu.md §1.6 auto value, evaluated before the item is installed)")
    func onByDefault() throws {
        let (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        #expect(window.backButton(of: a) == .titled("Back"))
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test("auto: the screen's own left item turns swipe-back off (koinu.md §1.6, RT 0.6.0 CHANGELOG)")
    func autoLeftItem() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.navigationItem.leftItems = ["Close"] }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test("auto: a screen that hides its own bar loses swipe-back (koinu.md §1.6, RT 0.6.0 CHANGELOG)")
    func autoHiddenBar() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.barHidden = true }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test("auto: hiding the bar through the screen's navigationController also turns swipe-back off (koinu.md §1.6 step 3, inner setNavigationBarHidden)")
    func autoHiddenBarThroughInner() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        let inner = try #require(window.navigationController(of: a))
        try window.setNavigationBarHidden(true, on: inner)
        #expect(window.resolvedBar(of: a).isHidden)
        #expect(!window.interactivePopEnabled(for: a))
        try window.setNavigationBarHidden(false, on: inner)
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test("explicit disableInteractivePop = false keeps swipe-back despite a left item or hidden bar (koinu.md §1.6: explicit values win)")
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

    @Test("explicit disableInteractivePop = true turns swipe-back off (koinu.md §1.6)")
    func explicitTrue() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        try window.updateScreen(a) { $0.disableInteractivePop = true }
        #expect(!window.interactivePopEnabled(for: a))
    }

    @Test("a flag changed after the screen was shown takes effect immediately (RT 91e827e; koinu.md §4.2 need)")
    func changedLater() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        #expect(window.interactivePopEnabled(for: a))
        try window.updateScreen(a) { $0.disableInteractivePop = true }
        #expect(!window.interactivePopEnabled(for: a))
        try window.updateScreen(a) { $0.disableInteractivePop = nil }
        #expect(window.interactivePopEnabled(for: a))
    }

    @Test("tab roots inside a no-wrapping root cannot swipe back; a screen pushed over the tab bar can (koinu.md §1.7 topology 1, §5.8)")
    func noWrappingTabs() throws {
        var (window, _, _) = try Fixture.tabBarOnRootOnly()
        let first = try window.require("First")
        try window.updateScreen(first) { $0.disableInteractivePop = false }
        #expect(!window.interactivePopEnabled(for: first))
        #expect(!window.interactivePopEnabled(for: try window.require("Second")))
        try window.pushViewController(.screen("Detail"), from: first)
        #expect(window.interactivePopEnabled(for: try window.require("Detail")))
    }

    @Test("in tabs(nav(A), nav(B)) each tab root is its outer stack's root and cannot swipe back (koinu.md §1.6, §1.7 topology 2)")
    func persistentTabs() throws {
        var (window, _) = try Fixture.persistentTabBar()
        let first = try window.require("First")
        #expect(!window.interactivePopEnabled(for: first))
        try window.pushViewController(.screen("Detail"), from: first)
        #expect(window.interactivePopEnabled(for: try window.require("Detail")))
    }
}
