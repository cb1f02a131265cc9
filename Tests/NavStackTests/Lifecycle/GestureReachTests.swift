import Testing

@testable import NavStackCore

/// Which views a user's touch reaches (`Window.gestureBlocked(_:on:)`): none under a
/// controller presented over their tree, none whose view is not in the window. A gesture that
/// cannot happen changes nothing and warns; the same call from code still works.
///
/// Sources: Apple docs `UIModalPresentationStyle.fullScreen` ("The views belonging to the
/// presenting view controller are removed after the presentation completes"),
/// `UISheetPresentationController.largestUndimmedDetentIdentifier` (with it `nil`, "the system
/// adds a noninteractive dimming view underneath the sheet at all detents"),
/// `tabBarController(_:didSelect:)` ("only in response to user taps in the tab bar").
@Suite("A gesture reaches only what nothing covers")
struct GestureReachTests {
    /// The window `script` builds, with lifecycle events recorded.
    static func window(_ script: String) -> Window {
        var window = ScriptRun(script).window
        window.recordsLifecycleEvents = true
        return window
    }

    @Test(
        "a tap on a tab bar under a full-screen presentation, a page sheet or a context presentation changes nothing and warns; the programmatic select still works",
        arguments: ["style=fullScreen", "", "style=overFullScreen", "style=formSheet", "style=overCurrentContext"])
    func tabTapUnderAPresentation(style: String) throws {
        var window = Self.window(
            "root T=tabs(n1=uinav(A), n2=uinav(B))\nset T definesPresentationContext=true\nset n1 definesPresentationContext=false\npresent S from=A \(style)"
        )
        let tabBar = try #require(window.id(named: "T"))
        #expect(window.presentationChain.count == 2, "\(style)")
        let before = window
        let result = try window.tapTab(at: 1, of: tabBar)
        #expect(result.warnings.map(\.messageID) == ["touchesBlockedByPresentation"], "\(style)")
        #expect(result.events.isEmpty)
        #expect(window == before)
        #expect(try window.tapMoreTab(of: tabBar).warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        try window.selectTab(at: 1, of: tabBar)
        #expect(window.nodes.selectedIndex(tabBar) == 1)
    }

    @Test("a tab bar controller that is itself presented takes taps: nothing is over its tree")
    func presentedTabBarTakesTaps() throws {
        var window = Self.window("root A\npresent T=tabs(n1=uinav(B), n2=uinav(C)) from=A")
        let tabBar = try #require(window.id(named: "T"))
        let result = try window.tapTab(at: 1, of: tabBar)
        #expect(result.warnings.isEmpty)
        #expect(result.events.contains { $0.callback == .viewDidAppear })
        #expect(window.nodes.selectedIndex(tabBar) == 1)
    }

    @Test(
        "a swipe-back under a page sheet changes nothing and warns; on the sheet's own stack it begins; under a full-screen presentation the stack is not on screen (an error, as before)"
    )
    func swipeBack() throws {
        var window = Self.window("root n=uinav(A)\npush B on=n\npresent m=uinav(S) from=B")
        let nav = try #require(window.id(named: "n"))
        let before = window
        #expect(try window.beginSwipeBack(on: nav).warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        #expect(window == before && window.interactiveTransition == nil)
        let sheetStack = try #require(window.id(named: "m"))
        try window.pushViewController(.screen("S2"), onto: sheetStack)
        #expect(try window.beginSwipeBack(on: sheetStack).warnings.isEmpty)
        #expect(window.interactiveTransition != nil)

        var covered = Self.window("root n=uinav(A)\npush B on=n\npresent S from=B style=fullScreen")
        let coveredNav = try #require(covered.id(named: "n"))
        #expect(throws: NavigationError.self) { try covered.beginSwipeBack(on: coveredNav) }
    }

    @Test("a drag on a popup bar under a full-screen presentation changes nothing and warns; after the dismissal it opens the popup")
    func popupDragUnderAPresentation() throws {
        var window = Self.window("root T=tabs(n1=uinav(A), n2=uinav(B))\npopup present P on=T\npresent S from=A style=fullScreen")
        let tabBar = try #require(window.id(named: "T"))
        let before = window
        let (result, _) = try window.dragPopup(on: tabBar, translation: -400, velocity: -900)
        #expect(result.warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        #expect(result.events.isEmpty)
        #expect(window == before)
        let presented = try #require(window.id(named: "S"))
        try window.dismiss(from: presented)
        _ = try window.dragPopup(on: tabBar, translation: -400, velocity: -900)
        #expect(try window.popupState(of: tabBar) == .open)
    }

    @Test("a drag on the popup bar of a container whose view left the window (its tab is not selected) changes nothing and warns")
    func popupDragOutOfTheWindow() throws {
        var window = Self.window("root T=tabs(n1=uinav(A), n2=uinav(B))\nselect 1 of=T\npopup present P on=n2\nselect 0 of=T")
        let nav = try #require(window.id(named: "n2"))
        let before = window
        let (result, _) = try window.dragPopup(on: nav, translation: -400, velocity: -900)
        #expect(result.warnings.map(\.messageID) == ["gestureTargetNotInWindow"])
        #expect(window == before)
    }

    @Test("the warnings' words name the gesture and what covers it")
    func words() throws {
        let run = ScriptRun("root T=tabs(n1=uinav(A), n2=uinav(B))\npresent S from=A\nselect n2 by=tap")
        #expect(run.errors == [])
        #expect(run.warnings.contains { $0.contains("is presented on top") && $0.contains("the tap on the tab bar") })
    }
}
