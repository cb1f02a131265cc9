import Testing

@testable import NavStackCore
@testable import NavStackScript

/// LNPopupController and JFPopup rules that reach UIKit: an open popup makes its sheet modal,
/// the loading HUD takes every touch, JFPopup's default position is fixed once per process,
/// and a tab's own navigation controller docks its popup bar on the safe-area edge.
@Suite("Popup, HUD and toasts meet UIKit")
struct PopupFidelityTests {
    @Test(
        "an open popup makes the container presented as a sheet modal: the swipe-down is refused and the delegate told of the attempt; closed, it swipes down again; dismiss from code still works (LNPopupController UIViewController+LNPopupSupportPrivate.mm:150-152, :261-269; Apple doc isModalInPresentation)"
    )
    func openPopupMakesSheetModal() throws {
        let run = ScriptRun(
            """
            root Home
            present s=tabs(A, B) delegate=true
            popup present Player on=s open
            expect warning message="modal in presentation" swipe-down begin
            expect top A
            popup close on=s
            swipe-down begin
            swipe-down cancel
            popup open on=s
            dismiss from=A
            expect top Home
            """)
        #expect(run.errors == [])
        let events = EventRun(
            "root Home\npresent s=tabs(A, B) delegate=true\npopup present Player on=s open", ["swipe-down begin"])
        #expect(events.tokens == ["s.presentationControllerDidAttemptToDismiss"])
        #expect(events.window.isModalInPresentation(try #require(events.window.id(named: "s"))))
    }

    @Test(
        "while the loading HUD shows, every gesture is refused with a warning naming the HUD and nothing changes: edge swipe-back, sheet swipe-down, a tab tap, a popup drag; calls from code still work (JFPopup JFToastView.swift:242, JFPopupView.swift:157, :174, :211-215)"
    )
    func hudBlocksEveryGesture() {
        let run = ScriptRun(
            """
            root t=tabs(n=uinav(Home), Other)
            push Detail
            popup present Player on=t
            loading show
            expect warning message="loading HUD" swipe-back begin
            expect top Detail
            expect warning message="loading HUD" select 1 by=tap
            expect selected 0
            expect warning message="loading HUD" popup drag dy=-300 on=t
            expect popup presented on=t
            present Sheet from=Detail
            expect warning message="loading HUD" swipe-down begin
            expect top Sheet
            dismiss
            pop
            expect top Home
            select 1
            expect selected 1
            loading hide
            select 0 by=tap
            expect selected 0
            """)
        #expect(run.errors == [])
    }

    @Test(
        "JFPopup fixes its default toast position at the first toast of the process: after a first default toast in portrait on an island phone, default toasts in landscape keep the island geometry (Core/JFPopup.swift:133, :139; JFToastView.swift:276; JFPopupAnimation.swift:29-47)"
    )
    func defaultPositionCapturedOnce() {
        let run = ScriptRun(
            """
            root Home
            toast Hi
            expect toast visible position=island
            wait 3
            device iphone-15-pro landscape
            toast "" icon=success
            expect toast visible position=island
            expect frame toast 356 10 140 118
            """)
        #expect(run.errors == [])
        let landscapeFirst = ScriptRun(
            """
            device iphone-15-pro landscape
            root Home
            toast Hi
            expect toast visible position=center
            wait 3
            device iphone-15-pro
            toast Hi
            expect toast visible position=center
            toast Hi position=island
            """)
        #expect(landscapeFirst.errors == [])
    }

    @Test(
        "a popup on a tab's own navigation controller docks on the safe-area edge, behind the tab bar: its superview does not carry the tab bar's inset (insetsForBottomDockingView, UIViewController+LNPopupSupportPrivate.mm:2376-2390; LNPopupController#160)"
    )
    func popupOnTabNavigationController() {
        let run = ScriptRun(
            """
            root t=tabs(n=uinav(Home), Other)
            popup present Player on=n
            expect frame popupbar 0 754 393 64
            expect frame tabbar 0 769 393 83
            expect popup dock safearea on=n
            """)
        #expect(run.errors == [])
    }
}
