import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The presentation styles that depend on where they are shown — popovers, the current
/// context — the presentation from a detached controller, and the flags UIKit sets during the
/// appearance callbacks.
@Suite("Presentation contexts, popovers and transition flags")
struct PresentationContextTests {
    @Test(
        "a popover on iPhone behaves as a form sheet — a card that swipes down — while its modalPresentationStyle stays popover (Apple doc UIModalPresentationStyle.popover: iOS 13+, compact environments)"
    )
    func popoverAdaptsOnIPhone() throws {
        let run = ScriptRun(
            """
            device iphone-15-pro
            root n=uinav(Home)
            present P style=popover
            expect presented P style=popover by=n
            expect frame sheet:P 0 69 393 783
            expect state Home appeared
            swipe-down begin
            swipe-down finish
            expect top Home
            """)
        #expect(run.errors == [])
        #expect(run.warnings == [])
        var window = Window()
        try window.setRoot(.screen("Home"))
        let p = try #require(try window.present(.screen("P"), from: window.require("Home"), style: .popover).created)
        #expect(window.presentationBehaviour(of: p) == .formSheet)
        #expect(window[p]?.presentationStyle == .popover)
        let printed = ScriptRun("root Home\npresent P style=popover\nprint uikit").output
        #expect(printed.contains("presented with: <UIPopoverPresentationController>"))
    }

    @Test(
        "a popover on iPad stays a popover, whose frame follows its source view: NavStack warns and lays it out full screen (Apple doc UIModalPresentationStyle.popover)"
    )
    func popoverOnIPad() {
        let run = ScriptRun(
            """
            device ipad-pro-11
            root n=uinav(Home)
            expect warning message="is a popover on iPad Pro 11-inch" present P style=popover
            expect state Home appeared
            expect error swipe-down begin
            """)
        #expect(run.errors == [])
    }

    @Test(
        "currentContext covers the controller that defines the presentation context and removes its views; overCurrentContext leaves them; neither swipes down (Apple docs UIModalPresentationStyle.currentContext, .overCurrentContext, definesPresentationContext)"
    )
    func currentContext() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            present X style=currentContext
            expect presented X style=currentContext by=n
            expect state Home disappeared
            expect error swipe-down begin
            dismiss
            expect state Home appeared
            present Y style=overCurrentContext from=Home
            expect state Home appeared
            dismiss
            present s=uinav(S)
            present Z style=currentContext from=S
            expect presented Z by=s
            expect state S disappeared
            expect state Home appeared
            """)
        #expect(run.errors == [])
        let events = EventRun("root n=uinav(Home)", ["present X style=currentContext", "dismiss"])
        #expect(events.tokens.contains("Home.viewWillDisappear(true)"))
        #expect(events.tokens.contains("Home.viewDidAppear(true)"))
    }

    @Test(
        "a context presentation inside a sheet covers the sheet's card, not the screen (Apple doc definesPresentationContext: a navigation controller defines it by default)"
    )
    func contextInsideSheet() throws {
        let run = ScriptRun("device iphone-15-pro\nroot n=uinav(Home)\npresent s=uinav(S)\npresent Z style=currentContext from=S")
        #expect(run.errors == [])
        let window = run.window
        let z = try window.require("Z")
        let s = try window.require("s")
        #expect(window.contextGeometry(z).0 == window.contextGeometry(s).0)
        #expect(window.contextGeometry(z).0.minY > 0)
        #expect(window.contextsInWindow.contains(try window.require("n")), "the root shows around the card")
    }

    @Test(
        "definesPresentationContext: UIKit walks up from the presenter to the first controller that defines it, else the window's root; one inside a tree (a tab's navigation controller) is refused as not modelled (Apple doc definesPresentationContext)"
    )
    func definesPresentationContext() {
        let run = ScriptRun(
            """
            root t=tabs(m=uinav(A), B)
            expect error present X style=currentContext from=A
            set m definesPresentationContext=false
            present X style=currentContext from=A
            expect presented X by=t
            expect state A disappeared
            dismiss
            present Y style=overCurrentContext from=B
            expect presented Y by=t
            """)
        #expect(run.errors == [])
        let refused = ScriptRun("root t=tabs(m=uinav(A), B)\npresent X style=currentContext from=A")
        #expect(refused.errors.first?.contains("<UINavigationController m> defines the presentation context") == true)
        var window = ScriptRun("root t=tabs(m=uinav(A), B)").window
        if let a = window.id(named: "A"), let m = window.id(named: "m") {
            #expect(window.contextDefiningController(forPresentationFrom: a) == m)
            try? window.updateScreen(a) { $0.definesPresentationContext = true }
            #expect(window.contextDefiningController(forPresentationFrom: a) == a)
        } else {
            Issue.record("the tabs were not built")
        }
    }

    @Test(
        "present from a controller outside the hierarchy (a popup's content) presents and warns with UIKit's message (LNPopupController#560)"
    )
    func presentingFromDetached() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            popup present Player on=n
            popup open
            expect warning message="from detached view controller <Player> is not supported" present X from=Player
            expect presented X by=Player
            """)
        #expect(run.errors == [])
        #expect(ScriptRun("root n=uinav(Home)\npresent X from=Home").warnings == [])
    }

    @Test(
        "isMovingToParent / isMovingFromParent hold between willMove(toParent:) and didMove(toParent:) — the pushed or popped controller, not its children; isBeingPresented / isBeingDismissed for the presented root alone (Apple docs isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed)"
    )
    func transitionFlags() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            push t=tabs(A, B)
            expect events t.viewWillAppear[isMovingToParent] t.viewDidAppear[isMovingToParent]
            expect events Home.viewWillDisappear[none] A.viewWillAppear[none]
            pop
            expect events t.viewWillDisappear[isMovingFromParent] t.viewDidDisappear[isMovingFromParent]
            expect events Home.viewWillAppear[none]
            present s=uinav(S)
            expect events s.viewWillAppear[isBeingPresented] s.viewDidAppear[isBeingPresented]
            expect events S.viewWillAppear[none]
            dismiss
            expect events s.viewWillDisappear[isBeingDismissed]
            expect events S.viewDidDisappear[none]
            push D
            swipe-back begin
            expect events D.viewWillDisappear[isMovingFromParent] Home.viewWillAppear[none]
            swipe-back finish
            expect events D.viewDidDisappear[isMovingFromParent]
            present X
            swipe-down begin
            expect events X.viewWillDisappear[isBeingDismissed]
            swipe-down finish
            expect events X.viewDidDisappear[isBeingDismissed]
            expect error expect events X.viewDidDisappear[none]
            """)
        #expect(run.errors == [])
        let bad = ScriptRun("root n=uinav(Home)\npush D\nexpect events D.viewWillAppear[moving]")
        #expect(bad.errors.first?.hasPrefix("unknown flag 'moving'") == true)
    }

    @Test(
        "under Koinu and RT the pushed container is moving to its parent, the content it wraps was added before and is not (Koinu VMNavigationController.swift:143-161; RT RTRootNavigationController.m)",
        arguments: ["koinu", "rt"])
    func flagsUnderWrapping(library: String) {
        let run = ScriptRun(
            """
            library \(library)
            root n=nav(Home)
            push D
            expect events ContainerController.viewWillAppear[isMovingToParent] D.viewWillAppear[none]
            """)
        #expect(run.errors == [])
    }
}
