import Testing

@testable import NavStackCore

/// A screen with `hidesBottomBarWhenPushed` set.
private func hiding(_ name: String) -> ControllerSpec {
    var properties = ScreenProperties()
    properties.hidesBottomBarWhenPushed = true
    return .screen(name, properties)
}

@Suite("Tab bar visibility")
struct TabBarVisibilityTests {
    @Test(
        "pushing a screen with hidesBottomBarWhenPushed hides the tab bar; Koinu's container forwards its content's flag (QMUI_iOS#1100; Koinu VMContainerViewController.swift:135-142)"
    )
    func pushHides() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        #expect(window.isTabBarVisible)
        try window.pushViewController(hiding("Detail"), from: window.require("First"))
        #expect(window.isTabBarEffectivelyHidden(tabs))
        #expect(!window.isTabBarVisible)
        #expect(window.visibleTabBarController == tabs)
    }

    @Test(
        "once a screen hides the tab bar, later pushes without the flag keep it hidden: ANY screen on the stack counts (QMUI_iOS#1100, qiita satorun)"
    )
    func anyScreenCounts() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        try window.pushViewController(hiding("Detail"), from: window.require("First"))
        try window.pushViewController(.screen("More"), from: window.require("Detail"))
        #expect(window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("popping below the flagged screen shows the tab bar again (QMUI_iOS#1100)")
    func popShows() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        let firstNav = try window.require("firstNav")
        try window.pushViewController(hiding("Detail"), onto: firstNav)
        try window.pushViewController(.screen("More"), onto: firstNav)
        try window.popViewController(on: firstNav)
        #expect(window.isTabBarEffectivelyHidden(tabs))
        try window.popViewController(on: firstNav)
        #expect(!window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("a flagged root screen also hides the tab bar (QMUI_iOS#1100, jianshu 4e94dd08623b: root = true hides)")
    func rootFlagged() throws {
        var window = Window()
        let tabs = try #require(try window.setRoot(.tabBarController([.navigationController(root: hiding("Root"))])).created)
        #expect(window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("only the selected tab's stack counts (derived from QMUI_iOS#1100: selectedNav.viewControllers)")
    func selectedTabOnly() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        try window.pushViewController(hiding("Detail"), from: window.require("First"))
        try window.selectTab(at: 1, of: tabs)
        #expect(!window.isTabBarEffectivelyHidden(tabs))
        try window.selectTab(at: 0, of: tabs)
        #expect(window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("a plain UINavigationController tab follows the same rule (QMUI_iOS#1100)")
    func plainTab() throws {
        var (window, tabs) = try Fixture.tabs(2)
        try window.pushViewController(hiding("Detail"), onto: window.require("nav0"))
        #expect(window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("a tab that is a bare screen never hides the tab bar: the flag applies to pushed screens (Apple doc hidesBottomBarWhenPushed)")
    func bareScreenTab() throws {
        var window = Window()
        let tabs = try #require(try window.setRoot(.tabBarController([hiding("Bare")])).created)
        #expect(!window.isTabBarEffectivelyHidden(tabs))
    }

    @Test(
        "setTabBarHidden(true) hides the bar; isTabBarHidden stores only that preference, not hiding by hidesBottomBarWhenPushed (LNPopupController#570, iOS 18)"
    )
    func setTabBarHidden() throws {
        var (window, tabs) = try Fixture.persistentTabBar()
        try window.pushViewController(hiding("Detail"), from: window.require("First"))
        #expect(window.isTabBarEffectivelyHidden(tabs))
        #expect(window[tabs]?.tabs.isTabBarHidden == false)
        try window.popViewController(from: window.require("Detail"))
        try window.setTabBarHidden(true, of: tabs)
        #expect(window[tabs]?.tabs.isTabBarHidden == true)
        #expect(window.isTabBarEffectivelyHidden(tabs))
        #expect(!window.isTabBarVisible)
        try window.setTabBarHidden(false, of: tabs)
        #expect(!window.isTabBarEffectivelyHidden(tabs))
    }

    @Test("setTabBarHidden on something that is not a tab bar controller throws notATabBarController (UITabBarController API)")
    func setTabBarHiddenOnNav() throws {
        let (window, nav) = try Fixture.plainNavigation()
        expectRejection(of: window, throws: .notATabBarController(ref(window, nav))) { w throws(NavigationError) in
            try w.setTabBarHidden(true, of: nav)
        }
    }

    @Test(
        "in nav(tabs(...), nowrap) a pushed screen covers the tab bar whatever its flag (no-wrapping tab root, Koinu VMContainerNavigationController.swift:161-168: hidesBottomBarWhenPushed is irrelevant)"
    )
    func coveredTabBar() throws {
        var (window, _, tabs) = try Fixture.tabBarOnRootOnly()
        try window.pushViewController(.screen("Detail"), from: window.require("First"))
        #expect(!window.isTabBarEffectivelyHidden(tabs), "the tab bar's own state is unchanged")
        #expect(!window.isTabBarVisible, "but it is not on screen")
    }
}

@Suite("Toolbar visibility")
struct ToolbarVisibilityTests {
    @Test("the toolbar is hidden by default (Apple doc isToolbarHidden: default true)")
    func hiddenByDefault() throws {
        let (window, nav) = try Fixture.plainNavigation()
        #expect(window[nav]?.navigation.isToolbarHidden == true)
        #expect(!window.isToolbarVisible(nav))
    }

    @Test(
        "setToolbarHidden(false) shows it; the topmost screen's hidesBottomBarWhenPushed hides it again (Apple docs setToolbarHidden, hidesBottomBarWhenPushed: the topmost VC decides)"
    )
    func topmostDecides() throws {
        var (window, nav) = try Fixture.plainNavigation()
        try window.setToolbarHidden(false, on: nav)
        #expect(window.isToolbarVisible(nav))
        try window.pushViewController(hiding("Detail"), onto: nav)
        #expect(!window.isToolbarVisible(nav))
        try window.pushViewController(.screen("Top"), onto: nav)
        #expect(window.isToolbarVisible(nav), "a flagged screen below the top does not hide the toolbar")
    }

    @Test(
        "each Koinu screen owns its toolbar: showing it on one screen's navigationController leaves the others hidden (Koinu VMContainerNavigationController.swift forwards no toolbar API)"
    )
    func koinuToolbarPerScreen() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"])
        let detailNav = try #require(window.navigationController(of: window.require("Detail")))
        let homeNav = try #require(window.navigationController(of: window.require("Home")))
        try window.setToolbarHidden(false, on: detailNav)
        #expect(window.isToolbarVisible(detailNav))
        #expect(!window.isToolbarVisible(homeNav))
        #expect(!window.isToolbarVisible(nav), "setToolbarHidden is not forwarded to the outer controller")
    }

    @Test(
        "a Koinu screen's own hidesBottomBarWhenPushed hides its own toolbar (Apple doc UINavigationController.toolbar; in Koinu the content is the inner top)"
    )
    func koinuToolbarHiddenByFlag() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        try window.pushViewController(hiding("Detail"), onto: nav)
        let detailNav = try #require(window.navigationController(of: window.require("Detail")))
        try window.setToolbarHidden(false, on: detailNav)
        #expect(!window.isToolbarVisible(detailNav))
    }

    @Test("setToolbarHidden on a screen throws notANavigationController (UINavigationController API)")
    func onScreen() throws {
        let (window, _) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        expectRejection(of: window, throws: .notANavigationController(ref(window, home))) { w throws(NavigationError) in
            try w.setToolbarHidden(false, on: home)
        }
        #expect(!window.isToolbarVisible(home))
    }
}
