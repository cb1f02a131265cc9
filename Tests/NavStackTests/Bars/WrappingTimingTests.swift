import Testing

@testable import NavStackCore
@testable import NavStackScript

/// When Koinu and RTRootNavigationController read a screen: unanimated shows, the
/// placeholder's title, the content's view before `didShow`, the root bar's attributes at
/// `viewDidLoad`. Each test names the rule and its source; `library koinu|rt` selects where
/// the two differ.
@Suite("Wrapping: what the libraries read, and when")
struct WrappingTimingTests {
    @Test(
        "Koinu: an unanimated push of a screen with its own left item or a hidden bar swipes back until it shows again — didShow runs before the view loads, with vm.disableInteractivePop still nil (Koinu VMNavigationController.swift:310, :333-340; VMContainerNavigationController.swift:60-68)"
    )
    func koinuUnanimatedPushKeepsSwipeBackOn() {
        let run = ScriptRun(
            """
            root main=nav(Home)
            push Edit leftItem=Cancel animated=false
            expect pop Edit enabled
            push Next
            pop
            expect pop Edit disabled
            push Hidden barHidden=true animated=false
            expect pop Hidden enabled
            push Animated leftItem=Close
            expect pop Animated disabled
            push Explicit leftItem=Cancel disableInteractivePop=true animated=false
            expect pop Explicit disabled
            push Plain animated=false
            expect pop Plain enabled
            """)
        #expect(run.errors == [])
    }

    @Test(
        "RT loads the content's view in didShow when unanimated, so the automatic value holds at once (RTRootNavigationController.m:1004-1008, 3974306; RT #256, #258)"
    )
    func rtUnanimatedPushDisablesAtOnce() {
        let run = ScriptRun(
            """
            library rt
            root main=nav(Home)
            push Edit leftItem=Cancel animated=false
            expect pop Edit disabled
            """)
        #expect(run.errors == [])
    }

    @Test(
        "Koinu: an unanimated set-stack showing a new screen with its own left item swipes back too; a reused screen that had loaded does not (VMNavigationController.swift:310 reads a loaded view in willShow)"
    )
    func koinuUnanimatedSetStack() {
        let run = ScriptRun(
            """
            root main=nav(Home)
            set-stack Home Edit animated=false
            set Edit leftItem=Cancel
            expect pop Edit enabled
            push Loaded leftItem=Done
            push Top
            set-stack Home Loaded animated=false
            expect pop Loaded disabled
            """)
        #expect(run.errors == [])
    }

    @Test(
        "RT's setViewControllers placeholder reads only the previous controller's title; Koinu's reads title ?? navigationItem.title, and both pushes read navigationItem.title ?? title (RTRootNavigationController.m:816, :767; Koinu VMNavigationController.swift:198, :152; RT #168)",
        arguments: [("koinu", "Inbox", "Inbox"), ("rt", "Back", "Inbox")])
    func placeholderTitleOfSetViewControllers(library: String, setBack: String, pushBack: String) {
        let run = ScriptRun(
            """
            library \(library)
            root main=nav(Home)
            set main useSystemBackBarButtonItem=true
            set Home itemTitle=Inbox
            set-stack Home Detail
            expect back Detail \(setBack)
            push More
            pop
            set-stack Home
            push Other
            expect back Other \(pushBack)
            """)
        #expect(run.errors == [])
    }

    @Test(
        "title sets UIViewController.title and navigationItem.title; itemTitle sets the item's alone, which the bar shows (Apple doc UIViewController.title)"
    )
    func titleAndItemTitle() throws {
        let run = ScriptRun(
            """
            root bar=tabs(nav1=uinav(Home))
            set Home title=Mail
            set Home itemTitle=Inbox
            push Detail
            expect back Detail Inbox
            """)
        #expect(run.errors == [])
        let home = try run.window.require("Home")
        #expect(run.window[home]?.screen.title == "Mail")
        #expect(run.window[home]?.screen.navigationItem.title == "Inbox")
        #expect(run.window[home]?.screen.resolvedTabTitle == "Mail", "the tab bar item follows the controller's title")
    }

    @Test(
        "RT's didShow loads the content before it tells the app's delegate, animated or not; Koinu's content loads after (RTRootNavigationController.m:1004-1024; Koinu VMNavigationController.swift:328-346; RT #258)",
        arguments: ["koinu", "rt"])
    func contentLoadsBeforeDidShowUnderRT(library: String) {
        let run = EventRun("library \(library)\nroot O=nav(A)\nset O delegate=true", ["push B animated=false"])
        let tokens = run.tokens
        let didShow = tokens.firstIndex(of: "O.didShow(B)")
        let loaded = tokens.firstIndex(of: "B.viewDidLoad")
        let appears = tokens.firstIndex(of: "B.viewWillAppear(false)")
        #expect(didShow != nil && loaded != nil && appears != nil)
        if let didShow, let loaded, let appears {
            #expect(library == "rt" ? loaded < didShow : loaded > didShow)
            #expect(appears > didShow, "the content appears when the inner controller lays it out, after didShow")
        }
        let animated = EventRun("library \(library)\nroot O=nav(A)\nset O delegate=true", ["push B"])
        if let loaded = animated.tokens.firstIndex(of: "B.viewDidLoad"), let shown = animated.tokens.firstIndex(of: "O.didShow(B)") {
            #expect(loaded < shown)
        } else {
            Issue.record("an animated push loads B and tells the delegate")
        }
    }

    @Test(
        "useRootNavigationBarAttributes switched on late copies only into bars that load afterwards; loaded bars keep their own, with a warning (Koinu VMContainerNavigationController.swift:36-41, SB SBContainerNavigationController.swift:100-106, RT RTRootNavigationController.m:389-396: all at viewDidLoad)"
    )
    func rootAttributesSwitchedOnLate() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"])
        try window.updateNavigationBar(of: nav) { $0.barTint = Color(hex: "#FF0000") }
        // Koinu wraps every element anew (VMNavigationController.swift:189-208): Home and
        // Detail get new inner controllers whose bars have not loaded; only Top's, on screen, has.
        try window.setViewControllers([.existing(try window.require("Home")), .screen("Detail"), .screen("Top")], on: nav)
        let result = try window.setUseRootNavigationBarAttributes(true, on: nav)
        #expect(result.warnings == [.rootBarAttributesNotCopiedToLoadedBars(ref(window, nav), bars: 1)])
        #expect(window.resolvedBar(of: try window.require("Home")).attributes.barTint == Color(hex: "#FF0000"))
        #expect(window.resolvedBar(of: try window.require("Top")).attributes.barTint == nil)
        #expect(window.resolvedBar(of: try window.require("Detail")).attributes.barTint == Color(hex: "#FF0000"))
        try window.pushViewController(.screen("Later"), onto: nav)
        #expect(window.resolvedBar(of: try window.require("Later")).attributes.barTint == Color(hex: "#FF0000"))
    }

    @Test(
        "root … useRootNavigationBarAttributes=true sets the option before any bar loads, so the root screen's bar is restyled too (an app sets it before makeKeyAndVisible)"
    )
    func rootOptionsApplyBeforeTheRootShows() {
        let run = ScriptRun(
            """
            root main=nav(Home) barTint=#112233 useRootNavigationBarAttributes=true
            expect bar Home barTint=#112233
            expect error root x=uinav(A) useRootNavigationBarAttributes=true
            expect bar Home barTint=#112233
            """)
        #expect(run.errors == [])
        #expect(run.warnings == [])
    }
}

/// N5: a navigation tab's delegate hears `didShow` when the tab is selected (openradar
/// 29912893, duplicate of Apple 9602023, recorded on iOS 10; openradar 44966342, iOS 12).
@Suite("Navigation tabs tell their delegate")
struct NavigationTabDelegateTests {
    @Test(
        "selecting a navigation tab, by code or by a tap, calls its delegate's didShow once for its top (openradar 29912893: 'every consequential selection … causes correctly just one call'; old evidence, iOS 10)",
        arguments: ["n=uinav(A)", "n=nav(A)"])
    func didShowOnSelection(tab: String) {
        let run = EventRun(
            "root t=tabs(\(tab), B)\nset n delegate=true\npush C from=A", ["select 1", "select 0", "select 1", "select 0 by=tap"])
        #expect(run.errors == [])
        let told = { (events: [NamedLifecycleEvent]) in
            events.filter { $0.name == "n" && $0.callback.isDelegateCallback }.map(\.description)
        }
        #expect(told(run.events[0]).isEmpty, "the tab leaving tells nothing")
        #expect(told(run.events[1]) == ["n.didShow(C)"])
        #expect(told(run.events[3]) == ["n.didShow(C)"])
        let tapped = run.events[3].map(\.description)
        if let shown = tapped.firstIndex(of: "n.didShow(C)"), let appeared = tapped.firstIndex(of: "C.viewDidAppear(false)") {
            #expect(appeared < shown)
        }
    }

    @Test(
        "a container navigation controller tab of a no-wrapping root tells no delegate of its own: its delegate setter forwards to the outer controller (Koinu VMContainerNavigationController.swift:108-120)"
    )
    func containerNavigationTabTellsNone() {
        let run = EventRun("root main=nav(t=tabs(c1=cnav(A), c2=cnav(B)), nowrap)\nset main delegate=true", ["select 1"])
        #expect(run.errors == [])
        #expect(!run.tokens.contains { $0.contains("didShow") })
    }
}
