import Testing

@testable import NavStack

/// Runs `setup`, then each of `actions`, and returns the actions' events as script tokens,
/// with their phases. The window records events from the start.
struct EventRun {
    var interpreter = Interpreter(options: .init(recordsEvents: true))
    var errors: [String] = []
    /// Each action's events.
    var events: [[NamedLifecycleEvent]] = []

    init(_ setup: String, _ actions: [String]) {
        var errors: [String] = []
        interpreter.report = { errors.append($0.message) }
        interpreter.run(ScriptSource(name: "t.nav", text: setup))
        for action in actions {
            interpreter.run(ScriptSource(name: "t.nav", text: action))
            events.append(interpreter.lastEvents)
        }
        self.errors = errors
    }

    /// Every action's events, as tokens.
    var tokens: [String] { events.flatMap { $0.map(\.description) } }
    /// Every action's events, as `phase token`.
    var phased: [String] { events.flatMap { $0.map { $0.phase.rawValue + " " + $0.description } } }
    var window: Window { interpreter.window }
}

/// The events of each scenario of docs/Lifecycle.md, in order, with the rule and the source
/// it comes from in its name. "(D)" marks an order that is a modelling choice.
@Suite("Lifecycle scenarios")
struct LifecycleScenarioTests {
    // MARK: The window root

    @Test("first appearance of a navigation root (W1, C2; readke.com lines 1-10; containment order D)")
    func firstAppearance() {
        let run = EventRun("", ["root N=uinav(A)"])
        #expect(run.errors == [])
        #expect(
            run.phased == [
                "sync A.willMove(N)", "sync A.didMove(N)", "start N.loadView", "start N.viewDidLoad",
                "start N.viewWillAppear(false)", "start A.loadView", "start A.viewDidLoad", "start A.viewWillAppear(false)",
                "start N.viewIsAppearing(false)", "start A.viewIsAppearing(false)", "end N.viewDidAppear(false)",
                "end A.viewDidAppear(false)",
            ])
    }

    @Test("a tab bar root loads its navigation tabs' views right after its own, not their roots (T6; snapshot-testing fixture; timing D)")
    func tabBarRootLoadsNavigationTabs() {
        let run = EventRun("", ["root T=tabs(NA=uinav(A), NB=uinav(B))"])
        let loads = run.tokens.filter { $0.hasSuffix(".viewDidLoad") }
        #expect(loads == ["T.viewDidLoad", "NA.viewDidLoad", "NB.viewDidLoad", "A.viewDidLoad"])
        #expect(!run.tokens.contains("B.viewDidLoad"))
    }

    @Test("replacing the root: the old visible path disappears, then the new root appears (W2; Apple doc rootViewController; D)")
    func replacingTheRoot() {
        let run = EventRun("root N=uinav(A)", ["root M=uinav(B)"])
        let appearance = run.tokens.filter { $0.contains("view") && !$0.contains("Load") }
        #expect(
            appearance == [
                "N.viewWillDisappear(false)", "A.viewWillDisappear(false)", "M.viewWillAppear(false)", "B.viewWillAppear(false)",
                "M.viewIsAppearing(false)", "B.viewIsAppearing(false)", "N.viewDidDisappear(false)", "A.viewDidDisappear(false)",
                "M.viewDidAppear(false)", "B.viewDidAppear(false)",
            ])
    }

    // MARK: UINavigationController

    @Test(
        "push, animated: the pushed view loads before the outgoing will-callback (N1, B; iOS 17.4 console, VAndrJ/awesome-apple-bugs; delegate positions D)"
    )
    func pushAnimated() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true", ["push B"])
        #expect(
            run.phased == [
                "sync B.willMove(N)", "start B.loadView", "start B.viewDidLoad", "start N.willShow(B)",
                "start A.viewWillDisappear(true)", "start B.viewWillAppear(true)", "start B.viewIsAppearing(true)",
                "end A.viewDidDisappear(true)", "end B.viewDidAppear(true)", "end B.didMove(N)", "end N.didShow(B)",
            ])
    }

    @Test("push, not animated: the same callbacks with false (N2, B; wsa.jianshu.io/p/ff7ded05242d)")
    func pushNotAnimated() {
        let run = EventRun("root N=uinav(A)", ["push B animated=false"])
        #expect(
            run.tokens == [
                "B.willMove(N)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(N)",
            ])
    }

    @Test("pop, animated: willMove(nil) first, didMove(nil) after the did-callbacks (N4, B; readke.com lines 21-26, arm1.ru)")
    func popAnimated() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true\npush B", ["pop"])
        #expect(
            run.tokens == [
                "B.willMove(nil)", "N.willShow(A)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)",
                "N.didShow(A)",
            ])
    }

    @Test(
        "pop-to-root past screens never shown: they get willMove/didMove only and stay unloaded (N6; G2, Apple doc viewWillAppear; order D)"
    )
    func popToRootMiddleSilent() {
        let run = EventRun("root N=uinav(R)\nset-stack R X Y T", ["pop-to-root"])
        #expect(
            run.tokens == [
                "T.willMove(nil)", "Y.willMove(nil)", "X.willMove(nil)", "T.viewWillDisappear(true)", "R.viewWillAppear(true)",
                "R.viewIsAppearing(true)", "T.viewDidDisappear(true)", "R.viewDidAppear(true)", "T.didMove(nil)",
                "Y.didMove(nil)", "X.didMove(nil)",
            ])
    }

    @Test("set-stack with a new top is a push transition; the old top leaves (N7, C; Apple doc setViewControllers(_:animated:))")
    func setStackReplacingTheTop() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true\npush B", ["set-stack A C"])
        #expect(
            run.phased == [
                "sync C.willMove(N)", "start B.willMove(nil)", "start C.loadView", "start C.viewDidLoad", "start N.willShow(C)",
                "start B.viewWillDisappear(true)", "start C.viewWillAppear(true)", "start C.viewIsAppearing(true)",
                "end B.viewDidDisappear(true)", "end C.viewDidAppear(true)", "end C.didMove(N)", "end B.didMove(nil)",
                "end N.didShow(C)",
            ])
    }

    @Test("set-stack keeping the top: containment calls only, no delegate (N7; D)")
    func setStackKeepingTheTop() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true\npush B", ["set-stack X B"])
        #expect(run.tokens == ["X.willMove(N)", "A.willMove(nil)", "X.didMove(N)", "A.didMove(nil)"])
    }

    @Test("pop at the root does nothing: no events (N8, A; Apple doc popViewController(animated:))")
    func popAtTheRoot() {
        let run = EventRun("root N=uinav(A)", ["pop"])
        #expect(run.tokens == [])
    }

    @Test("swipe-back finished: the pop's start at begin, its end at finish (N5, B; SO 18927878, FeatherweightRouter#9)")
    func swipeBackFinished() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true\npush B", ["swipe-back begin", "swipe-back finish"])
        #expect(
            run.events.map { $0.map(\.description) } == [
                ["B.willMove(nil)", "N.willShow(A)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)"],
                ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "N.didShow(A)"],
            ])
        #expect(run.window.appearanceState(of: run.window.id(named: "A")!) == .appeared)
        #expect(run.window.id(named: "B") == nil)
    }

    @Test(
        "swipe-back cancelled: A disappears again, B appears again; no didMove, no didShow (N5, B; wangling.me 2014, dev.mo4tech.com; no didShow: C)"
    )
    func swipeBackCancelled() {
        let run = EventRun("root N=uinav(A)\nset N delegate=true\npush B", ["swipe-back begin", "swipe-back cancel"])
        #expect(
            run.events[1].map(\.description) == [
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
            ])
        let window = run.window
        #expect(window.appearanceState(of: window.id(named: "B")!) == .appeared)
        #expect(window.stackNames("N") == ["A", "B"])
    }

    @Test("while a swipe-back is in progress, -f uikit and expect state show the transitional states")
    func swipeBackTransitionalStates() {
        let run = EventRun(
            "root N=uinav(A)\npush B\nswipe-back begin\nexpect state A appearing\nexpect state B disappearing", [])
        #expect(run.errors == [])
        let uikit = UIKitHierarchyRenderer.render(run.window)
        #expect(uikit.contains("<A>, state: appearing, view: <UIView>\n"), "\(uikit)")
        #expect(uikit.contains("<B>, state: disappearing, view: <UIView>"), "\(uikit)")
    }

    @Test("other navigation commands are refused while a swipe-back is in progress; properties and overlays go on (N10)")
    func commandsDuringASwipe() {
        let run = EventRun(
            "root N=uinav(A)\npush B\nswipe-back begin",
            [
                "push C", "present S", "select 0", "set B title=Hi", "toast Saved", "swipe-back begin", "swipe-down begin",
                "swipe-back cancel",
            ])
        #expect(
            run.errors == [
                "a swipe-back on <UINavigationController N> is in progress: finish or cancel it first (UIKit would interleave two transitions)",
                "a swipe-back on <UINavigationController N> is in progress: finish or cancel it first (UIKit would interleave two transitions)",
                "no tab bar controller on screen; use on=LABEL",
                "a swipe-back on <UINavigationController N> is in progress: finish or cancel it first (UIKit would interleave two transitions)",
                "a swipe-back on <UINavigationController N> is in progress: finish or cancel it first (UIKit would interleave two transitions)",
            ])
        #expect(run.window.interactiveTransition == nil)
    }

    @Test("swipe-back does not begin where the pop gesture is off: at the root, with a left item (expect pop's rules)")
    func swipeBackRefused() {
        #expect(
            EventRun("root N=uinav(A)", ["swipe-back begin"]).errors.first?.hasPrefix(
                "swipe-back does not begin on <UINavigationController N>") == true)
        #expect(
            EventRun("root N=uinav(A)\npush B leftItem=Close", ["swipe-back begin"]).errors == [
                "swipe-back does not begin on <B>: its interactive pop gesture is off (expect pop shows why)"
            ])
    }

    // MARK: UITabBarController

    @Test(
        "a user's tap on a tab: shouldSelect, the incoming will first, didSelect last (T1, B; pgzxc.github.io, wendingding 2014; viewIsAppearing D)"
    )
    func tabTap() {
        let run = EventRun("root T=tabs(A, B)\nset T delegate=true", ["select B by=tap"])
        #expect(
            run.tokens == [
                "T.shouldSelect(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
                "A.viewDidDisappear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)", "T.didSelect(B)",
            ])
    }

    @Test("programmatic selection: the same callbacks, no delegate (T2, A; Apple doc tabBarController(_:didSelect:))")
    func programmaticSelection() {
        let run = EventRun("root T=tabs(A, B)\nset T delegate=true\nselect B\nselect A", ["select B"])
        #expect(
            run.tokens == [
                "B.viewWillAppear(false)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)",
            ])
    }

    @Test("navigation tabs switch parent first; the navigation delegate is not told (T3, C; G4: 39.103.169.235/p/ad86ca978747)")
    func navigationTabs() {
        let run = EventRun("root T=tabs(NA=uinav(A), NB=uinav(B))\nset T delegate=true\nset NB delegate=true", ["select 1 by=tap"])
        #expect(
            run.tokens == [
                "T.shouldSelect(NB)", "NB.viewWillAppear(false)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "NA.viewWillDisappear(false)", "A.viewWillDisappear(false)", "NA.viewDidDisappear(false)",
                "A.viewDidDisappear(false)", "NB.viewIsAppearing(false)", "B.viewIsAppearing(false)", "NB.viewDidAppear(false)",
                "B.viewDidAppear(false)", "T.didSelect(NB)",
            ])
    }

    @Test("a tap on the selected navigation tab: didSelect, then a pop to its root (T4; Apple UITabBarController overview; order D)")
    func reselectingANavigationTab() {
        let run = EventRun("root T=tabs(N=uinav(A), M)\nset T delegate=true\npush B\npush C", ["select 0 by=tap"])
        #expect(
            run.tokens == [
                "T.shouldSelect(N)", "T.didSelect(N)", "C.willMove(nil)", "B.willMove(nil)", "C.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "C.viewDidDisappear(true)", "A.viewDidAppear(true)",
                "C.didMove(nil)", "B.didMove(nil)",
            ])
        #expect(run.window.stackNames("N") == ["A"])
    }

    @Test("a tap on a screen on the More stack taps the tab shown there, as select does (regression: it tapped past the last tab)")
    func tapInsideMore() {
        let run = EventRun("root bar=tabs(A, B, C, D, E, F)\nselect 5\npush G from=F\nselect A", ["select G by=tap"])
        #expect(run.errors == [])
        #expect(run.window.tabs(of: run.window.id(named: "bar")!)?.selectedIndex == 5)
        #expect(run.tokens.contains("G.viewDidAppear(false)"))
    }

    @Test("replacing the tabs keeps the selected tab: containment calls only (T5; Apple doc viewControllers; order D)")
    func replacingTabs() {
        let run = EventRun("root T=tabs(A, B)", ["set-tabs A C"])
        #expect(run.tokens == ["C.willMove(T)", "B.willMove(nil)", "C.didMove(T)", "B.didMove(nil)"])
    }

    // MARK: Modal presentation

    @Test(
        "present full screen: the presenter's path disappears after the presented one appears (M1, B; betterhee.tistory.com/75, WinObjC UIViewControllerTests.mm)"
    )
    func presentFullScreen() {
        let run = EventRun("root N=uinav(A)", ["present B style=fullScreen"])
        #expect(
            run.phased == [
                "start B.loadView", "start B.viewDidLoad", "start N.viewWillDisappear(true)", "start A.viewWillDisappear(true)",
                "start B.viewWillAppear(true)", "start B.viewIsAppearing(true)", "end B.viewDidAppear(true)",
                "end N.viewDidDisappear(true)", "end A.viewDidDisappear(true)",
            ])
    }

    @Test(
        "dismiss full screen: the dismissed will first, its did last (M2, B; betterhee.tistory.com/75); no presentation delegate calls (Apple docs)"
    )
    func dismissFullScreen() {
        let run = EventRun("root N=uinav(A)\npresent B style=fullScreen\nset B delegate=true", ["dismiss"])
        #expect(
            run.tokens == [
                "B.viewWillDisappear(true)", "N.viewWillAppear(true)", "A.viewWillAppear(true)", "N.viewIsAppearing(true)",
                "A.viewIsAppearing(true)", "N.viewDidAppear(true)", "A.viewDidAppear(true)", "B.viewDidDisappear(true)",
            ])
    }

    @Test(
        "a page sheet: the presenter gets nothing, either way (M3, B; velog @yeahg_dev, yagamo-style.com; Apple doc presentationControllerDidDismiss)"
    )
    func pageSheet() {
        let run = EventRun("root N=uinav(A)", ["present B style=pageSheet", "dismiss"])
        #expect(
            run.tokens == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
            ])
        for style in ["formSheet", "overFullScreen"] {
            let other = EventRun("root N=uinav(A)", ["present B style=\(style)"])
            #expect(!other.tokens.contains { $0.hasPrefix("A.") || $0.hasPrefix("N.") }, "\(style)")
        }
    }

    @Test("a presented navigation controller: its root loads right before its own will-callback (M8; C, D for the position)")
    func presentingANavigationController() {
        let run = EventRun("root N=uinav(A)", ["present M=uinav(X) style=fullScreen"])
        #expect(
            Array(run.tokens.prefix(8)) == [
                "X.willMove(M)", "X.didMove(M)", "M.loadView", "M.viewDidLoad", "N.viewWillDisappear(true)",
                "A.viewWillDisappear(true)", "M.viewWillAppear(true)", "X.loadView",
            ])
    }

    @Test("present full screen from a tab: only the selected tab's path disappears (M7; G2)")
    func presentFromATab() {
        let run = EventRun("root T=tabs(N=uinav(A), M=uinav(X))", ["present B style=fullScreen"])
        #expect(
            run.tokens.filter { $0.contains("WillDisappear") } == [
                "T.viewWillDisappear(true)", "N.viewWillDisappear(true)", "A.viewWillDisappear(true)",
            ])
        #expect(!run.tokens.contains { $0.hasPrefix("M.") || $0.hasPrefix("X.") })
    }

    @Test(
        "dismissing from below several presentations: the intermediate ones get nothing (M9, A for the behaviour; Apple doc dismiss(animated:completion:); events D)"
    )
    func dismissingSeveral() {
        let run = EventRun("root N=uinav(A)\npresent B style=fullScreen\npresent C style=fullScreen", ["dismiss from=A"])
        #expect(run.tokens.filter { $0.hasPrefix("B.") } == [])
        #expect(run.tokens.contains("C.viewDidDisappear(true)"))
        #expect(run.tokens.contains("A.viewDidAppear(true)"))
    }

    @Test(
        "a sheet swiped down: shouldDismiss, willDismiss, viewWillDisappear; then viewDidDisappear, didDismiss (M4; WWDC19 slide via qiita hirothings; interleaving D)"
    )
    func sheetSwipedDown() {
        let run = EventRun("root N=uinav(A)\npresent B style=pageSheet\nset B delegate=true", ["swipe-down begin", "swipe-down finish"])
        #expect(
            run.events.map { $0.map(\.description) } == [
                ["B.presentationControllerShouldDismiss", "B.presentationControllerWillDismiss", "B.viewWillDisappear(true)"],
                ["B.viewDidDisappear(true)", "B.presentationControllerDidDismiss"],
            ])
        #expect(run.window.id(named: "B") == nil)
    }

    @Test("a sheet swipe that springs back: the sheet appears again, no didDismiss (M6, B; velog @rudin_)")
    func sheetSwipeCancelled() {
        let run = EventRun("root N=uinav(A)\npresent B\nset B delegate=true", ["swipe-down begin", "swipe-down cancel"])
        #expect(run.events[1].map(\.description) == ["B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)"])
        #expect(run.window.appearanceState(of: run.window.id(named: "B")!) == .appeared)
    }

    @Test(
        "modalInPresentation: the swipe does not begin; the delegate hears of the attempt (M5, A; Apple doc presentationControllerDidAttemptToDismiss(_:))"
    )
    func sheetSwipeRefused() {
        let run = EventRun("root N=uinav(A)\npresent B modalInPresentation=true\nset B delegate=true", ["swipe-down begin"])
        #expect(run.tokens == ["B.presentationControllerDidAttemptToDismiss"])
        #expect(run.window.interactiveTransition == nil)
        #expect(
            EventRun("root N=uinav(A)\npresent B style=fullScreen", ["swipe-down begin"]).errors == [
                "<B> is presented full screen: only a sheet (a style that keeps its presenter) is dismissed by a swipe down"
            ])
    }

    // MARK: Koinu and RTRootNavigationController

    @Test(
        "Koinu push: the content and inner controller are wrapped in the call, the containers load first (K1, K2; VMNavigationController.swift:143-161, VMContainerViewController.swift:47-65, 88-95)"
    )
    func koinuPush() {
        let run = EventRun("root O=nav(A)\nset O delegate=true", ["push B"])
        let container = "ContainerController"
        let inner = "ContainerNavigationController"
        #expect(
            run.tokens == [
                "B.willMove(\(inner))", "B.didMove(\(inner))", "\(inner).willMove(\(container))", "\(inner).didMove(\(container))",
                "\(container).willMove(O)", "\(container).loadView", "\(container).viewDidLoad", "\(inner).loadView",
                "\(inner).viewDidLoad", "O.willShow(B)", "\(container).viewWillDisappear(true)", "\(inner).viewWillDisappear(true)",
                "A.viewWillDisappear(true)", "\(container).viewWillAppear(true)", "\(inner).viewWillAppear(true)", "B.loadView",
                "B.viewDidLoad", "B.viewWillAppear(true)", "\(container).viewIsAppearing(true)", "\(inner).viewIsAppearing(true)",
                "B.viewIsAppearing(true)", "\(container).viewDidDisappear(true)", "\(inner).viewDidDisappear(true)",
                "A.viewDidDisappear(true)", "\(container).viewDidAppear(true)", "\(inner).viewDidAppear(true)",
                "B.viewDidAppear(true)", "\(container).didMove(O)", "O.didShow(B)",
            ])
    }

    @Test("Koinu pop: the content never gets willMove or didMove (K3, K6; RT #36, RT #243)")
    func koinuPop() {
        let run = EventRun("root O=nav(A)\nset O delegate=true\npush B", ["pop"])
        #expect(run.tokens.first == "ContainerController.willMove(nil)")
        #expect(run.tokens.last == "O.didShow(A)")
        #expect(!run.tokens.contains { $0.hasPrefix("B.willMove") || $0.hasPrefix("B.didMove") })
        #expect(run.tokens.filter { $0.hasPrefix("B.") } == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
    }

    @Test(
        "Koinu push without animation: the outer didShow runs before the content loads and appears (K4; RT #258, fix 3974306 which Koinu lacks; C/D)"
    )
    func koinuPushNotAnimated() {
        let run = EventRun("root O=nav(A)\nset O delegate=true", ["push B animated=false"])
        let tail = Array(run.tokens.suffix(6))
        #expect(
            tail == [
                "O.didShow(B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)",
            ])
    }

    @Test(
        "Koinu swipe-back runs at container level, forwarded to the app's delegate unwrapped (K3, K5; VMNavigationController.swift:305-360)"
    )
    func koinuSwipeBack() {
        let run = EventRun("root O=nav(A)\nset O delegate=true\npush B", ["swipe-back begin", "swipe-back finish"])
        #expect(run.events[0].map(\.description).prefix(2) == ["ContainerController.willMove(nil)", "O.willShow(A)"])
        #expect(run.events[1].last?.description == "O.didShow(A)")
    }

    // MARK: LNPopupController

    @Test("presenting the bar loads the content, with no appearance callback (P1, A; LNPopupController.mm:1312-1379, :1714-1935)")
    func popupPresentBar() {
        let run = EventRun("root N=uinav(Home)\nset N delegate=true", ["popup present Player title=Song"])
        #expect(
            run.phased == [
                "sync Player.loadView", "sync Player.viewDidLoad", "start N.popupWillPresentBar(true)", "end N.popupDidPresentBar(true)",
            ])
    }

    @Test(
        "open then close: the content's callbacks inside the delegate's; the container gets nothing (P2, P3, P11, A; LNPopupController.mm:547-760; LNPopupController#222)"
    )
    func popupOpenClose() {
        let run = EventRun("root N=uinav(Home)\nset N delegate=true\npopup present Player", ["popup open", "popup close"])
        #expect(
            run.tokens == [
                "N.popupWillOpen(true)", "Player.viewWillAppear(true)", "Player.viewIsAppearing(true)", "Player.viewDidAppear(true)",
                "N.popupDidOpen(true)", "N.popupWillClose(true)", "Player.viewWillDisappear(true)",
                "Player.viewDidDisappear(true)", "N.popupDidClose(true)",
            ])
    }

    @Test(
        "a drag-style drag that settles back: appeared, then disappeared, no delegate call (P5, A; LNPopupController.mm:1077-1097, :554-578)"
    )
    func popupDragCancelled() {
        let run = EventRun(
            "root N=uinav(Home)\nset N delegate=true\npopup present Player\npopup style interaction=drag", ["popup drag dy=-100 vy=300"])
        #expect(
            run.tokens == [
                "Player.viewWillAppear(false)", "Player.viewIsAppearing(false)", "Player.viewDidAppear(false)",
                "Player.viewWillDisappear(true)", "Player.viewDidDisappear(true)",
            ])
    }

    @Test("a drag-style drag that opens: all three appear callbacks at its start, then willOpen (P4, A; LNPopupController.mm:554-578)")
    func popupDragOpened() {
        let run = EventRun(
            "root N=uinav(Home)\nset N delegate=true\npopup present Player\npopup style interaction=drag", ["popup drag dy=-400 vy=-300"])
        #expect(
            run.tokens == [
                "Player.viewWillAppear(false)", "Player.viewIsAppearing(false)", "Player.viewDidAppear(false)",
                "N.popupWillOpen(true)", "N.popupDidOpen(true)",
            ])
    }

    @Test("dismissing an open popup closes it first with its callbacks (P7, A; LNPopupController.mm:2165-2373)")
    func popupDismissOpen() {
        let run = EventRun("root N=uinav(Home)\nset N delegate=true\npopup present Player open", ["popup dismiss"])
        #expect(
            run.tokens == [
                "N.popupWillClose(true)", "Player.viewWillDisappear(true)", "Player.viewDidDisappear(true)", "N.popupDidClose(true)",
                "N.popupWillDismissBar(true)", "N.popupDidDismissBar(true)",
            ])
    }

    @Test(
        "present with openPopup: willOpen twice, as the source reads (P8, A: source, not observed; LNPopupController.mm:1843-1851, :631-641)"
    )
    func popupPresentOpen() {
        let run = EventRun("root N=uinav(Home)\nset N delegate=true", ["popup present Player open"])
        #expect(
            run.tokens == [
                "Player.loadView", "Player.viewDidLoad", "N.popupWillPresentBar(true)", "N.popupWillOpen(true)",
                "N.popupWillOpen(true)", "Player.viewWillAppear(true)", "Player.viewIsAppearing(true)",
                "N.popupDidPresentBar(true)", "Player.viewDidAppear(true)", "N.popupDidOpen(true)",
            ])
    }

    @Test(
        "new content while open: unanimated swap, no delegate call (P9, A; LNPopupController.mm:1312-1379; load before viewWillAppear: D)")
    func popupSwapWhileOpen() {
        let run = EventRun("root N=uinav(Home)\nset N delegate=true\npopup present Player open", ["popup present Radio"])
        #expect(
            run.window.lifecycleReplayViolations(
                of: run.events[0].map(\.event), from: EventRun("root N=uinav(Home)\npopup present Player open", []).window) == [])
        #expect(
            run.tokens == [
                "Player.viewWillDisappear(false)", "Radio.loadView", "Radio.viewDidLoad", "Radio.viewWillAppear(false)",
                "Radio.viewIsAppearing(false)", "Radio.viewDidAppear(false)", "Player.viewDidDisappear(false)",
            ])
    }

    @Test("pushes on a container with an open popup give the content nothing (P11, A)")
    func popupContentIgnoresPushes() {
        let run = EventRun("root N=uinav(Home)\npopup present Player open", ["push Detail", "present S style=fullScreen"])
        #expect(!run.tokens.contains { $0.hasPrefix("Player.") })
        #expect(run.window.appearanceState(of: run.window.id(named: "Player")!) == .appeared)
    }

    // MARK: Rotation

    @Test(
        "a device change that removes the More tab: the tab behind More returns to the bar and appears (R4 does not apply: views move; events derived, D)"
    )
    func deviceChangeRemovesMore() {
        let run = EventRun("root bar=tabs(A, B, C, D, E, F)\nselect 5\npush G from=F", ["device ipad-pro-11"])
        #expect(run.tokens.contains("F.viewDidAppear(false)"))
        #expect(run.tokens.contains("G.viewDidDisappear(false)"))
        #expect(run.tokens.first == "F.willMove(bar)")
    }

    @Test("rotation causes no appearance callbacks (R4, A)")
    func rotation() {
        let run = EventRun("root N=uinav(A)\npush B", ["device iphone-15-pro landscape"])
        #expect(run.tokens == [])
    }
}

extension Window {
    /// The names of the stack of the navigation controller labelled `label`.
    fileprivate func stackNames(_ label: String) -> [String] {
        guard let nav = id(named: label) else { return [] }
        return children(of: nav).compactMap { name(of: $0) }
    }
}
