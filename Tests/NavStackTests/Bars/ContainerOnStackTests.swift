import Testing

@testable import NavStackCore
@testable import NavStackScript

/// A tab bar or page view controller that is not a stack's root: the bar shows the
/// container's navigation item, with a back button from the item below, and swipe-back pops
/// the container whichever tab or page shows. Sources: Apple doc `UINavigationController`
/// ("the navigation bar displays the navigation item of the topmost view controller"),
/// "Updating the navigation bar", `interactivePopGestureRecognizer`; RT #178 (recorded: the
/// bar shows the tab bar controller's item); Koinu `VMNavigationController.swift:189-208`,
/// `:284-296`, `:328-340`, `VMContainerNavigationController.swift:39`, `:60-71`.
@Suite("Containers pushed on a stack")
struct ContainerOnStackTests {
    @Test(
        "a tab bar controller pushed on a UINavigationController: its tabs show its item's back button and swipe it back, whichever tab shows (Apple doc UINavigationController; RT #178)"
    )
    func tabBarPushedOnPlainStack() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            set Home title=Inbox
            push t=tabs(A, B)
            expect back A Inbox
            expect pop A enabled
            expect navbar A visible
            select 1
            expect back B Inbox
            expect pop B enabled
            swipe-back begin
            swipe-back finish
            expect top Home
            """)
        #expect(run.errors == [])
    }

    @Test(
        "the container's own item decides: a left item on the tab bar controller replaces the back button and stops swipe-back; hidesBackButton too (openradar 19031955; pocket-casts-ios#4282)"
    )
    func containerItemDecides() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            push t=tabs(A, B)
            set t leftItem=Close
            expect back A none
            expect pop A disabled
            expect error swipe-back begin
            set t leftItem=none hidesBackButton=true
            expect back B none
            expect pop A disabled
            set t hidesBackButton=false backTitle=Mail
            push C from=A
            expect back C Mail
            """)
        #expect(run.errors == [])
    }

    @Test(
        "a page view controller pushed on a stack: its page shows the container's back button and swipes back (Apple doc UINavigationController: the topmost view controller's item)"
    )
    func pagesPushedOnStack() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            set Home title=Inbox
            push p=pages(Page)
            expect back Page Inbox
            expect pop Page enabled
            """)
        #expect(run.errors == [])
    }

    @Test(
        "under Koinu and RT a pushed tab bar controller is wrapped: the library's \"Back\" is installed on its item, and the outer gesture pops it from any tab (Koinu VMNavigationController.swift:284-296, :328-340; RT #178)",
        arguments: ["koinu", "rt"])
    func tabBarPushedOnWrappingStack(library: String) {
        let run = ScriptRun(
            """
            library \(library)
            root main=nav(Home)
            push t=tabs(A, B)
            expect back A Back
            expect pop A enabled
            select 1
            expect pop B enabled
            swipe-back begin
            swipe-back finish
            expect top Home
            """)
        #expect(run.errors == [])
    }

    @Test(
        "tab roots of a no-wrapping root never swipe back; after setViewControllers([D, T]) the tab bar controller is off the outer root and its tab roots swipe it back (Koinu re-wraps it, VMNavigationController.swift:189-208; RT passes it through, RTRootNavigationController.m:105-119, and enables the gesture off the root, :1009-1015)",
        arguments: ["koinu", "rt"])
    func deepLinkOverNoWrappingRoot(library: String) {
        let run = ScriptRun(
            """
            library \(library)
            root main=nav(t=tabs(cnav(A), cnav(B)), nowrap)
            expect pop A disabled
            set-stack D t
            expect pop A enabled
            select 1
            expect pop B enabled
            swipe-back begin
            swipe-back finish
            expect top D
            """)
        #expect(run.errors == [])
    }

    @Test(
        "the same rule in a sheet: a tab bar controller pushed on a presented navigation controller (Apple doc UINavigationController)"
    )
    func inASheet() {
        let run = ScriptRun(
            """
            root Home
            present s=uinav(List)
            set List title=Songs
            push t=tabs(A, B) from=List
            expect back A Songs
            expect pop A enabled
            """)
        #expect(run.errors == [])
    }

    @Test(
        "a navigation controller inside the pushed tab bar controller decides for its own screens: a tab root does not swipe back (Signal-iOS#3540: the gesture never begins at a root)"
    )
    func nestedNavigationDecides() {
        let run = ScriptRun(
            """
            root n=uinav(Home)
            push t=tabs(inner=uinav(A), B)
            expect pop A disabled
            expect back A none
            push C from=A
            expect pop C enabled
            expect back C Back
            """)
        #expect(run.errors == [])
    }
}
