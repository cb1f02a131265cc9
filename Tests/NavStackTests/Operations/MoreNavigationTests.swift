import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// The More tab (`Window+More.swift`). Sources: Apple docs `UITabBarController`
/// `moreNavigationController`, `selectedIndex`, `selectedViewController`; UIKitCore's
/// `UITabBarController` (`_rebuildTabBarItemsAnimated:`, the `selectedIndex` getter) and
/// `UIMoreNavigationController` (`_preparedViewController:`, `setDisplayedViewController:`,
/// `_restoreOriginalNavigationController`, `didShowViewController:`) in iOS 18 and 26.
@Suite("The More navigation controller")
struct MoreNavigationTests {
    /// Six tabs: four plain, a plain navigation controller `enav` (E) and a plain F.
    static let sixTabs = "root bar=tabs(A, B, C, D, enav=uinav(E), F)\nset E title=\"Episodes\"\n"

    @Test(
        "with More, the tab bar controller's children are the first four tabs, then UIMoreNavigationController with UIMoreListController (its table view) at its root (_rebuildTabBarItemsAnimated: adds it last; UIMoreListController loadView)"
    )
    func hierarchy() {
        let run = ScriptRun(Self.sixTabs + "select F")
        #expect(run.errors == [])
        #expect(
            UIKitHierarchyRenderer.render(run.window) == """
                <UITabBarController>, state: appeared, view: <UILayoutContainerView>
                   | <A>, state: disappeared, view: <UIView> not in the window
                   | <B>, state: disappeared, view: (view not loaded)
                   | <C>, state: disappeared, view: (view not loaded)
                   | <D>, state: disappeared, view: (view not loaded)
                   | <UIMoreNavigationController>, state: appeared, view: <UILayoutContainerView>
                   |    | <UIMoreListController>, state: disappeared, view: (view not loaded)
                   |    | <F>, state: appeared, view: <UIView>
                """)
        #expect(run.window.invariantViolations() == [])
    }

    @Test(
        "a plain tab chosen behind More lives above the list: back button 'More', swipe-back, pushes land there, selectedIndex stays its index (setDisplayedViewController:; the list is titled \"More\"; selectedIndex getter)"
    )
    func plainTabInMore() throws {
        let run = ScriptRun(
            Self.sixTabs + """
                select F
                expect selected 5
                expect back F More
                expect pop F enabled
                expect parent F UIMoreNavigationController
                push G from=F
                expect stack UIMoreListController F G from=G
                expect back G Back
                expect pop G enabled
                """)
        #expect(run.errors == [])
        let window = run.window
        let bar = try window.require("bar")
        #expect(window.navigationController(of: try window.require("F")) == window.moreNavigationController(of: bar))
        #expect(window.tabCount(of: bar) == 6)
        #expect(window.viewControllers(ofTabBar: bar).map { window.name(of: $0) } == ["A", "B", "C", "D", "enav", "F"])
    }

    @Test(
        "a navigation-controller tab behind More gives its stack to the More navigation controller and leaves the hierarchy empty; calls on it are refused (_preparedViewController: empties and detaches it)"
    )
    func navigationTabInMore() {
        let run = ScriptRun(
            Self.sixTabs + """
                select 4
                expect back E More
                push G from=E
                expect back G Episodes
                expect stack UIMoreListController E G from=G
                expect error push X on=enav
                """)
        #expect(run.errors == [])
        let window = run.window
        let enav = window.id(named: "enav") ?? ControllerID(rawValue: -1)
        #expect(window.children(of: enav).isEmpty)
        #expect(!UIKitHierarchyRenderer.render(window).contains("<UINavigationController>"))
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "popping back to the list selects More (selectedIndex NSNotFound); the navigation tab gets back only its root, a plain tab returns to the tab bar controller and what was pushed on it goes (didShowViewController: with the list → _restoreOriginalNavigationController)"
    )
    func popToList() throws {
        let navRun = ScriptRun(
            Self.sixTabs + """
                select 4
                push G from=E
                pop-to-root from=G
                expect selected more
                expect stack E on=enav
                expect count Screen 6
                """)
        #expect(navRun.errors == [])
        let plainRun = ScriptRun(
            Self.sixTabs + """
                select F
                push G from=F
                pop from=G
                pop from=F
                expect selected more
                expect parent F TabBarController
                expect count Screen 6
                """)
        #expect(plainRun.errors == [])
        #expect(plainRun.window.invariantViolations() == [])
    }

    @Test(
        "choosing another tab behind More gives the navigation tab back its whole stack, pushes included (setDisplayedViewController: restores the stack above the list first)"
    )
    func anotherTabRestoresTheStack() {
        let run = ScriptRun(
            Self.sixTabs + """
                select 4
                push G from=E
                select F
                expect stack E G on=enav
                expect back F More
                select 4
                expect stack UIMoreListController E G from=G
                expect top G
                """)
        #expect(run.errors == [])
    }

    @Test(
        "selecting a front tab leaves the More navigation controller as it is; selecting More again shows the chosen tab and selectedIndex reads its index (selectedViewController = moreNavigationController; selectedIndex answers displayedViewController)"
    )
    func moreKeepsItsStack() {
        let run = ScriptRun(
            Self.sixTabs + """
                select F
                push G from=F
                select 0
                expect selected 0
                select more
                expect selected 5
                expect top G
                select G
                expect selected 5
                """)
        #expect(run.errors == [])
    }

    @Test(
        "hidesBottomBarWhenPushed counts on the More navigation controller's stack: a pushed screen, or the tab itself above the list, hides the tab bar (the stack rule of isTabBarEffectivelyHidden)"
    )
    func hidesBottomBar() {
        let run = ScriptRun(
            Self.sixTabs + """
                select F
                expect tabbar visible
                push G from=F hidesBottomBarWhenPushed=true
                expect tabbar hidden
                pop from=G
                expect tabbar visible
                set D hidesBottomBarWhenPushed=true
                set C hidesBottomBarWhenPushed=true
                select 4
                expect tabbar visible
                """)
        #expect(run.errors == [])
        let hiding = ScriptRun("root tabs(A, B, C, D, E, F)\nset F hidesBottomBarWhenPushed=true\nselect F\nexpect tabbar hidden")
        #expect(hiding.errors == [])
    }

    @Test(
        "in regular width (a Max iPhone in landscape) the bar holds eight items: six tabs show no More and the chosen tab goes back; nine tabs show seven and More (_UITabBarControllerVisualStyle_iOS defaultMaxItems 5 / 8; openradar 21103395)"
    )
    func regularWidth() throws {
        let run = ScriptRun(
            "device iphone-15-pro-max\n" + Self.sixTabs + """
                select F
                expect parent F UIMoreNavigationController
                device iphone-15-pro-max landscape
                expect parent F TabBarController
                expect count UIMoreNavigationController 0
                expect selected 5
                expect error select more
                device iphone-15-pro-max portrait
                expect parent F UIMoreNavigationController
                expect back F More
                """)
        #expect(run.errors == [])
        var nine = Window(device: try #require(Device.named("iphone-15-pro-max")))
        nine.setDevice(nine.device, orientation: .landscape)
        let bar = try #require(try nine.setRoot(.tabBarController((0..<9).map { .screen("T\($0)") })).created)
        #expect(nine.maximumTabBarItems == 8)
        #expect(nine.showsMoreTab(bar))
        #expect(!nine.isBehindMore(6, of: bar))
        #expect(nine.isBehindMore(7, of: bar))
        #expect(nine.invariantViolations() == [])
    }

    @Test(
        "replacing the tabs gives the chosen tab back and rebuilds More for the new tabs (_rebuildTabBarItemsAnimated:); the More navigation controller cannot become a tab (Apple doc moreNavigationController: do not add it)"
    )
    func setTabs() throws {
        let run = ScriptRun(
            Self.sixTabs + """
                select F
                set-tabs A B F
                expect parent F TabBarController
                expect count UIMoreNavigationController 0
                expect selected F
                """)
        #expect(run.errors == [])
        var (window, tabs) = try Fixture.tabs(6)
        try window.selectTab(at: 5, of: tabs)
        let more = try #require(window.moreNavigationController(of: tabs))
        expectRejection(
            of: window,
            throws: .hierarchyInconsistency(child: ref(window, more), parent: ref(window, tabs), requestedParent: ref(window, tabs))
        ) { w throws(NavigationError) in
            try w.setTabs([.existing(more)], of: tabs)
        }
        try window.setTabs((0..<7).map { .screen("N\($0)") }, of: tabs)
        #expect(window.moreNavigationController(of: tabs) != nil)
        #expect(window.tabShownInMore(of: tabs) == 5, "the same index, behind More again")
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "a container navigation controller tab of a no-wrapping root behind More lends its screen too: back 'More', pushes land on the More navigation controller unwrapped, calls on the emptied tab are refused (_preparedViewController: takes any navigation controller's viewControllers)"
    )
    func containerNavigationTabInMore() {
        let run = ScriptRun(
            """
            root nav(bar=tabs(cnav(A), cnav(B), cnav(C), cnav(D), e=cnav(E), cnav(F)), nowrap)
            select 4
            expect back E More
            expect pop E enabled
            push G from=E
            expect parent G UIMoreNavigationController
            expect stack UIMoreListController E G from=G
            expect error push X on=e
            pop-to-root from=G
            expect selected more
            expect parent E ContainerNavigationController
            select 0
            push H from=A
            expect parent H ContainerNavigationController
            """)
        #expect(run.errors == [])
        #expect(run.window.invariantViolations() == [])
    }

    @Test(
        "a Koinu wrapping tab behind More is refused, leaving the window unchanged (UIKit would move its containers: _preparedViewController:)"
    )
    func wrappingTabBehindMore() throws {
        let run = ScriptRun("root bar=tabs(A, B, C, D, E, w=nav(W))\nexpect error select 5\nexpect selected 0")
        #expect(run.errors == [])
    }

    @Test(
        "expect selected NAME holds for a tab shown behind More, whose controllers the More navigation controller holds (Apple doc selectedIndex: the tab's own index; UIMoreNavigationController setDisplayedViewController:)"
    )
    func expectSelectedByNameBehindMore() {
        let run = ScriptRun(
            Self.sixTabs + """
                select F
                expect selected F
                push G from=F
                expect selected G
                select E
                expect selected E
                expect selected enav
                expect selected 4
                expect error expect selected A
                """)
        #expect(run.errors == [])
    }
}
