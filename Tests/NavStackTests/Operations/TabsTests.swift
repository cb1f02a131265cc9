import Testing

@testable import NavStackCore
@testable import NavStackRendering

@Suite("UITabBarController selection")
struct TabSelectionTests {
    @Test("selectTab(at:) sets selectedIndex and shows that tab's top screen (Apple doc selectedIndex)")
    func selectByIndex() throws {
        var (window, tabs) = try Fixture.tabs(3)
        try window.selectTab(at: 2, of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 2)
        #expect(window.topScreen == window.id(named: "Tab2"))
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "a tab's root view loads only when the tab is first shown; the tabs' navigation controllers load with the tab bar (swift-snapshot-testing hierarchy fixture testViewControllerHierarchy.1.txt)"
    )
    func viewsLoadOnFirstShow() throws {
        var (window, tabs) = try Fixture.tabs(2)
        let tab1 = try window.require("Tab1")
        #expect(window[try window.require("nav1")]?.isViewLoaded == true)
        #expect(window[tab1]?.isViewLoaded == false)
        try window.selectTab(at: 1, of: tabs)
        #expect(window[tab1]?.isViewLoaded == true)
        try window.selectTab(at: 0, of: tabs)
        #expect(window[tab1]?.isViewLoaded == true, "a loaded view stays loaded")
    }

    @Test(
        "a plain tab's view loads when the tab is first selected, not with the tab bar controller (UIKit loads a view when it is about to appear; only navigation-controller tabs load with the tab bar, swift-snapshot-testing testViewControllerHierarchy.1.txt)"
    )
    func plainTabLoadsWhenSelected() throws {
        var window = Window()
        let tabs = try #require(try window.setRoot(.tabBarController([.navigationController(root: .screen("A")), .screen("B")])).created)
        let b = try window.require("B")
        #expect(window[b]?.isViewLoaded == false)
        try window.selectTab(at: 1, of: tabs)
        #expect(window[b]?.isViewLoaded == true)
    }

    @Test("selectTab(containing:) selects the tab holding a controller, however deep (Apple doc selectedViewController)")
    func selectContaining() throws {
        var (window, tabs) = try Fixture.tabs(3)
        let nav2 = try window.require("nav2")
        try window.pushViewController(.screen("Deep"), onto: nav2)
        try window.selectTab(containing: window.require("Deep"), of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 2)
        try window.selectTab(containing: window.require("nav1"), of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 1)
    }

    @Test(
        "an index outside the tabs throws tabIndexOutOfRange (Apple doc selectedIndex: an index into viewControllers)",
        arguments: [2, -1, 99])
    func indexOutOfRange(index: Int) throws {
        let (window, tabs) = try Fixture.tabs(2)
        let error = expectRejection(of: window, throws: .tabIndexOutOfRange(index, count: 2, tabBarController: ref(window, tabs))) {
            w throws(NavigationError) in
            try w.selectTab(at: index, of: tabs)
        }
        #expect(error?.description == "tab index \(index) is out of range: <TabBarController tabs> has 2 tabs")
    }

    @Test("tabIndexOutOfRange says 'tab' for a single tab (message grammar)")
    func singleTabMessage() throws {
        let (window, tabs) = try Fixture.tabs(1)
        let error = expectRejection(of: window, throws: .tabIndexOutOfRange(1, count: 1, tabBarController: ref(window, tabs))) {
            w throws(NavigationError) in
            try w.selectTab(at: 1, of: tabs)
        }
        #expect(error?.description == "tab index 1 is out of range: <TabBarController tabs> has 1 tab")
    }

    @Test(
        "selecting a controller that is not inside the tabs throws notATab (Apple doc selectedViewController: must be in viewControllers)")
    func notATab() throws {
        var (window, tabs) = try Fixture.tabs(2)
        let sheet = try #require(try window.present(.screen("Sheet"), from: window.require("Tab0")).created)
        let error = expectRejection(of: window, throws: .notATab(ref(window, sheet), tabBarController: ref(window, tabs))) {
            w throws(NavigationError) in
            try w.selectTab(containing: sheet, of: tabs)
        }
        #expect(
            error?.description
                == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected (<Sheet> is not a tab of <TabBarController tabs>)"
        )
        expectRejection(of: window, throws: .notATab(ref(window, tabs), tabBarController: ref(window, tabs))) { w throws(NavigationError) in
            try w.selectTab(containing: tabs, of: tabs)
        }
    }

    @Test("tab operations on a controller that is not a tab bar controller throw notATabBarController (UITabBarController API)")
    func notATabBar() throws {
        let (window, _) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        let error = expectRejection(of: window, throws: .notATabBarController(ref(window, nav0))) { w throws(NavigationError) in
            try w.selectTab(at: 0, of: nav0)
        }
        #expect(error?.description == "<UINavigationController nav0> is not a tab bar controller")
        expectRejection(of: window, throws: .notATabBarController(ref(window, nav0))) { w throws(NavigationError) in
            try w.setTabs([.screen("X")], of: nav0)
        }
    }
}

@Suite("UITabBarController.viewControllers replacement")
struct SetTabsTests {
    @Test("setTabs reselects the previously selected object when it is still there, at its new index (Apple doc viewControllers)")
    func reselectsSameObject() throws {
        var (window, tabs) = try Fixture.tabs(3)
        let nav1 = try window.require("nav1")
        try window.selectTab(at: 1, of: tabs)
        try window.setTabs([.screen("New"), .existing(try window.require("nav2")), .existing(nav1)], of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 2)
        #expect(window.children(of: tabs)[2] == nav1)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("setTabs keeps the same index when the selected object is gone and the index is still valid (Apple doc viewControllers)")
    func keepsSameIndex() throws {
        var (window, tabs) = try Fixture.tabs(3)
        try window.selectTab(at: 1, of: tabs)
        try window.setTabs([.existing(try window.require("nav0")), .screen("X"), .screen("Y")], of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 1)
        #expect(window.topScreen == window.id(named: "X"))
    }

    @Test("setTabs falls back to index 0 when the selected object is gone and its index is out of range (Apple doc viewControllers)")
    func fallsBackToZero() throws {
        var (window, tabs) = try Fixture.tabs(3)
        try window.selectTab(at: 2, of: tabs)
        try window.setTabs([.existing(try window.require("nav1")), .screen("X")], of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 0)
        #expect(window.topScreen == window.id(named: "Tab1"))
    }

    @Test(
        "setTabs removes the old tabs that are not listed, whole subtrees included, and returns them (Apple doc viewControllers: old VCs are removed first)"
    )
    func removesOldTabs() throws {
        var (window, tabs) = try Fixture.tabs(3)
        let nav1 = try window.require("nav1")
        let tab1 = try window.require("Tab1")
        let nav2 = try window.require("nav2")
        let expected = [ref(window, nav1), ref(window, nav2)]
        let result = try window.setTabs([.existing(try window.require("nav0"))], of: tabs)
        #expect(result.removed == expected)
        #expect(window[nav1] == nil && window[tab1] == nil && window[nav2] == nil)
        #expect(window.count == 3)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("setTabs with no controllers throws emptyList (a tab bar controller needs tabs)")
    func empty() throws {
        let (window, tabs) = try Fixture.tabs(2)
        let error = expectRejection(of: window, throws: .emptyList(ref(window, tabs))) { w throws(NavigationError) in
            try w.setTabs([], of: tabs)
        }
        #expect(error?.description == "<TabBarController tabs> cannot be left without view controllers")
    }

    @Test("setTabs with the same controller twice throws duplicateViewControllers (WordPress-iOS#15337 wording)")
    func duplicates() throws {
        let (window, tabs) = try Fixture.tabs(2)
        let nav0 = try window.require("nav0")
        let error = expectRejection(of: window, throws: .duplicateViewControllers(ref(window, tabs), names: ["nav0", "nav0"])) {
            w throws(NavigationError) in
            try w.setTabs([.existing(nav0), .existing(nav0)], of: tabs)
        }
        #expect(error?.description == "All view controllers in a navigation controller must be distinct ((nav0, nav0))")
    }

    @Test("setTabs with a controller that lives inside a tab throws hierarchyInconsistency (Apple Developer Forums 52937)")
    func fromInsideATab() throws {
        let (window, tabs) = try Fixture.tabs(2)
        let tab0 = try window.require("Tab0")
        let nav0 = try window.require("nav0")
        expectRejection(
            of: window,
            throws: .hierarchyInconsistency(child: ref(window, tab0), parent: ref(window, nav0), requestedParent: ref(window, tabs))
        ) { w throws(NavigationError) in
            try w.setTabs([.existing(tab0)], of: tabs)
        }
    }

    @Test("setTabs with a new screen whose name is taken throws duplicateName (NavStack names identify controllers)")
    func duplicateName() throws {
        let (window, tabs) = try Fixture.tabs(2)
        expectRejection(of: window, throws: .duplicateName("Tab1")) { w throws(NavigationError) in
            try w.setTabs([.existing(w.id(named: "nav1")!), .screen("Tab1")], of: tabs)
        }
    }
}

@Suite("The More tab")
struct MoreTabTests {
    @Test("on iPhone six or more tabs show More; five do not (Apple UITabBarController overview)")
    func threshold() throws {
        let (five, fiveTabs) = try Fixture.tabs(5)
        #expect(!five.showsMoreTab(fiveTabs))
        let (six, sixTabs) = try Fixture.tabs(6)
        #expect(six.showsMoreTab(sixTabs))
        #expect(six.maximumTabBarItems == 5)
    }

    @Test(
        "selecting index 5 behind More keeps selectedIndex 5 and marks it as behind More; the first four are not (Apple doc selectedIndex; overview: first four plus More)"
    )
    func selectBehindMore() throws {
        var (window, tabs) = try Fixture.tabs(6)
        try window.selectTab(at: 5, of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 5)
        #expect(window.isBehindMore(5, of: tabs))
        #expect(window.isBehindMore(4, of: tabs))
        #expect(!window.isBehindMore(3, of: tabs))
        #expect(window.topScreen == window.id(named: "Tab5"))
        #expect(TreeDumper.render(window).hasPrefix("UITabBarController \"tabs\" selected: 5 (via More)\n"))
    }

    @Test("selectMoreTab shows the More list: selectedIndex is nil (NSNotFound) and no screen is on top (Apple doc selectedIndex)")
    func selectMore() throws {
        var (window, tabs) = try Fixture.tabs(6)
        try window.selectMoreTab(of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == nil)
        #expect(window.topScreen == nil)
        #expect(TreeDumper.render(window).hasPrefix("UITabBarController \"tabs\" selected: More\n"))
        #expect(window.invariantViolations().isEmpty)
    }

    @Test(
        "replacing the tabs while More is selected selects index 0: the More controller is never in viewControllers (Apple docs viewControllers, moreNavigationController)"
    )
    func setTabsAfterMore() throws {
        var (window, tabs) = try Fixture.tabs(6)
        try window.selectMoreTab(of: tabs)
        try window.setTabs([.screen("A"), .screen("B")], of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 0)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("selectMoreTab without a More tab throws notATab naming UIMoreNavigationController (Apple doc moreNavigationController)")
    func selectMoreWithoutMore() throws {
        let (window, tabs) = try Fixture.tabs(5)
        let error = expectRejection(
            of: window,
            throws: .notATab(ControllerReference(id: nil, description: "<UIMoreNavigationController>"), tabBarController: ref(window, tabs))
        ) { w throws(NavigationError) in
            try w.selectMoreTab(of: tabs)
        }
        #expect(error?.description.hasSuffix("(<UIMoreNavigationController> is not a tab of <TabBarController tabs>)") == true)
    }

    @Test("on iPad (regular width) six tabs show no More and every index is selectable directly (react-native-screens More scenario)")
    func iPadHasNoMore() throws {
        let iPad = try #require(Device.named("ipad-pro-11"))
        #expect(iPad.idiom == .pad)
        var (window, tabs) = try Fixture.tabs(6, device: iPad)
        #expect(!window.showsMoreTab(tabs))
        try window.selectTab(at: 5, of: tabs)
        #expect(window[tabs]?.tabs.selectedIndex == 5)
        #expect(!window.isBehindMore(5, of: tabs))
        expectRejection(
            of: window,
            throws: .notATab(ControllerReference(id: nil, description: "<UIMoreNavigationController>"), tabBarController: ref(window, tabs))
        ) { w throws(NavigationError) in
            try w.selectMoreTab(of: tabs)
        }
    }

    @Test("device look-up is case-insensitive and unknown devices are nil (NavStack device list)")
    func deviceLookUp() {
        #expect(Device.named("IPAD-PRO-11")?.idiom == .pad)
        #expect(Device.named("iphone-15-pro") == .iPhone15Pro)
        #expect(Device.named("nokia-3310") == nil)
    }
}
