import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackScript

/// The assertions apps write every day, and the delegates that answer no.
@Suite("Everyday assertions and refusing delegates")
struct EverydayAssertionsTests {
    @Test(
        "expect presented NAME [style=] [by=]: the presented controller, its modalPresentationStyle and its presentingViewController, the root of the presenter's tree (Apple doc presentingViewController)"
    )
    func expectPresented() {
        let run = ScriptRun(
            """
            root t=tabs(n=uinav(Home), B)
            present s=uinav(Sheet) style=formSheet from=Home
            expect presented s
            expect presented s style=formSheet by=t
            expect presented s by=TabBarController
            expect error expect presented s style=fullScreen
            expect error expect presented s by=Home
            expect error expect presented Sheet
            expect error expect presented Home
            present Login style=fullScreen from=Sheet
            expect presented Login by=s style=fullScreen
            """)
        #expect(run.errors == [])
    }

    @Test(
        "expect parent names the presenting controller of a presented one, by name or kind; a child's parent by name or kind; the root's is Window (Apple docs parent, presentingViewController)"
    )
    func expectParent() {
        let run = ScriptRun(
            """
            root t=tabs(n=uinav(Home), B)
            present s=uinav(Sheet)
            expect parent s t
            expect parent s TabBarController
            expect error expect parent s none
            expect parent Sheet s
            expect parent Sheet UINavigationController
            expect parent t Window
            expect parent Home n
            """)
        #expect(run.errors == [])
    }

    @Test(
        "expect title NAME TEXT|none: the title NAME's bar shows — its item's, or the container's on a stack for the screens inside it (Apple doc UINavigationController: the topmost view controller's item)"
    )
    func expectTitle() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            expect title Home none
            set Home title=Inbox
            expect title Home Inbox
            push t=tabs(A, B) title=Mail
            expect title A Mail
            set Home itemTitle="All Inboxes"
            expect title Home "All Inboxes"
            """)
        #expect(run.errors == [])
    }

    @Test("badges: set NAME badge=TEXT|none and expect badge NAME TEXT|none (Apple doc UITabBarItem.badgeValue)")
    func badges() {
        let run = ScriptRun(
            """
            root t=tabs(n=uinav(Home), Inbox)
            expect badge Inbox none
            set Inbox badge=3
            expect badge Inbox 3
            set n badge=New
            expect badge n New
            set Inbox badge=none
            expect badge Inbox none
            expect error expect badge Inbox 3
            """)
        #expect(run.errors == [])
        let text = StateDocument.text(of: run.window)
        #expect(text.contains("New"), "the state document keeps the badge")
    }

    @Test(
        "a tap on the More tab selects it as it was, with shouldSelect and didSelect for the More navigation controller; a tap while it shows pops its stack to the list (Apple UITabBarController overview; Apple doc tabBarController(_:didSelect:))"
    )
    func moreTap() {
        let run = ScriptRun(
            """
            root bar=tabs(A, B, C, D, enav=uinav(E), F)
            select E
            push G from=E
            select 0
            select more by=tap
            expect top G
            expect selected 4
            select more by=tap
            expect selected more
            expect parent E enav
            select more by=tap
            expect selected more
            """)
        #expect(run.errors == [])
        let events = EventRun(
            "root bar=tabs(A, B, C, D, enav=uinav(E), F)\nset bar delegate=true\nselect F", ["select more by=tap"])
        #expect(events.tokens.first == "bar.shouldSelect(UIMoreNavigationController)")
        #expect(events.tokens.contains("bar.didSelect(UIMoreNavigationController)"))
        #expect(events.tokens.contains("F.viewWillDisappear(true)"))
    }

    @Test(
        "a tab whose delegate answers no to shouldSelect ignores a tap: the delegate is asked, nothing else happens; code still selects it (Apple doc tabBarController(_:shouldSelect:))"
    )
    func shouldSelectNo() {
        let run = ScriptRun(
            """
            root t=tabs(A, Locked)
            set Locked shouldSelect=false
            expect warning message="answers no" select Locked by=tap
            expect selected 0
            select Locked
            expect selected 1
            """)
        #expect(run.errors == [])
        let events = EventRun("root t=tabs(A, Locked)\nset Locked shouldSelect=false", ["select 1 by=tap"])
        #expect(events.tokens == ["t.shouldSelect(Locked)"])
    }

    @Test(
        "a presentation controller delegate answering no to shouldDismiss refuses the swipe-down and hears didAttemptToDismiss; dismiss from code still works (Apple docs presentationControllerShouldDismiss, presentationControllerDidAttemptToDismiss; WWDC19 slide)"
    )
    func shouldDismissNo() {
        let run = ScriptRun(
            """
            root Home
            present Sheet shouldDismiss=false
            expect warning message="presentationControllerShouldDismiss" swipe-down begin
            expect top Sheet
            dismiss
            expect top Home
            """)
        #expect(run.errors == [])
        let events = EventRun("root Home\npresent Sheet shouldDismiss=false", ["swipe-down begin"])
        #expect(events.tokens == ["Sheet.presentationControllerShouldDismiss", "Sheet.presentationControllerDidAttemptToDismiss"])
    }

    @Test(
        "a navigation controller whose pop gesture delegate answers no never swipes back, under UIKit, Koinu and RT alike; pop from code still works (Apple doc gestureRecognizerShouldBegin(_:))",
        arguments: ["uinav", "nav"])
    func gestureShouldBeginNo(container: String) {
        let run = ScriptRun(
            """
            root n=\(container)(Home)
            push Detail
            set n gestureShouldBegin=false
            expect pop Detail disabled
            expect warning message="gestureRecognizerShouldBegin" swipe-back begin
            expect top Detail
            pop
            expect top Home
            expect error set Home gestureShouldBegin=false
            """)
        #expect(run.errors == [])
        let events = EventRun("root n=\(container)(Home)\npush Detail\nset n gestureShouldBegin=false", ["swipe-back begin"])
        #expect(events.tokens == ["n.gestureRecognizerShouldBegin"])
    }
}
