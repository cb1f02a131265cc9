/// The order of lifecycle events: given what an operation changed (``LifecycleChanges``),
/// which callbacks UIKit, Koinu and LNPopupController deliver, and when. Every recorded
/// operation's events come from here, whichever way its changes were gathered.
///
/// Sources are beside each rule; "D" marks a modelling choice no source pins down (docs/Lifecycle.md
/// lists them). The general shape (docs/Lifecycle.md G6):
///
/// - `sync`, inside the call: `willMove(toParent:)` for every controller added, and for
///   controllers built off screen their `didMove(toParent:)` right after (Apple docs
///   `willMove(toParent:)`, `didMove(toParent:)`: `addChild` sends the first; a container sends
///   the second after its transition, or at once when there is none).
/// - `start`: `willMove(toParent: nil)` for controllers leaving, views loading, the
///   will-callbacks and `viewIsAppearing` (Apple doc `viewIsAppearing(_:)`).
/// - `end`: the did-callbacks, the `didMove` calls a transition holds back, the delegates'
///   did-calls.
///
/// Each side goes parent first (G4: a container forwards each callback to its children).
extension Window {
    /// The events of the operation `changes` describes, given the window after it, written
    /// into `buffer` (an emptied list whose storage is reused).
    func events(for changes: borrowing LifecycleChanges, into buffer: consuming [LifecycleEvent] = []) -> [LifecycleEvent] {
        let rule = changes.rule
        var list = LifecycleEventList(for: changes, events: buffer)
        switch rule {
        case let .popup(host, action):
            addPopupEvents(on: host, action: action, changes, to: &list)
        case let .tabTap(tabBar, tab, reselected, topBefore):
            // T1/T4: the delegate is asked, then told, and a tap on the selected navigation tab
            // pops it to its root, after didSelect (D: the pop is deferred to layout).
            addDelegate(tabBar, .shouldSelect, .controller(tab), .start, to: &list)
            if reselected {
                addDelegate(tabBar, .didSelect, .controller(tab), .end, to: &list)
                addTransition(.navigation(stackOwner(forCallsOn: tab), animated: true, topBefore: topBefore), changes, to: &list)
            } else {
                addTransition(.tabSelection(tabBar), changes, to: &list)
                addDelegate(tabBar, .didSelect, .controller(tab), .end, to: &list)
            }
        default:
            addTransition(rule, changes, to: &list)
        }
        if case .popup = rule {
        } else if changes.hadPopups || !popupHosts.isEmpty {
            // Popup calls that waited for a container's view run when it enters the window,
            // which it does as the transition starts (D for the exact place among the start
            // callbacks), and unanimated: the library calls them again with `animated:NO`
            // (UIViewController+LNPopupSupport.mm:46-171), passes the flag to every callback
            // (LNPopupController.mm:640-681, :736-755, :1813, :1915) and, unanimated, completes
            // at once, so their did-callbacks run then too.
            // A popup that changed for another reason (its host left with the operation) keeps
            // its own callbacks, animated, after the operation's.
            let changed = Set(changes.popupsBefore.keys).union(popupHosts).sorted().filter { changes.popupsBefore[$0] != nodes.popup($0) }
            let waiting = changes.waitingPopupHostsBefore
            for host in changed where !waiting.contains(host) { addPopupEvents(on: host, action: .present, changes, to: &list) }
            let first = list.count
            for host in changed where waiting.contains(host) { addPopupEvents(on: host, action: .present, changes, to: &list) }
            list.runUnanimated(from: first, as: .start)
        }
        // SwiftUI's onAppear and onDisappear, in a modelled order (`Window+SwiftUIEvents.swift`).
        if !swiftUIViews.isEmpty { return addingSwiftUICallbacks(to: list.events, hostsBefore: changes.swiftUIHostsBefore) }
        return list.events
    }
}

/// Which rule orders an operation's events, with what the rule needs to know.
enum LifecycleRule: Equatable {
    /// A call on navigation controller `nav` (push, pop, popTo, popToRoot,
    /// setViewControllers), before the recorder resolves it to ``navigation(_:animated:topBefore:)``.
    case stackCall(ControllerID, animated: Bool)
    /// Koinu's `remove` of a screen, before it is resolved.
    case removal(ControllerID)
    /// A tap on the tab at an index of a tab bar controller, before it is resolved to
    /// ``tabTap(_:tab:reselected:topBefore:)``.
    case tap(Int, ControllerID)
    /// push, pop, popTo, popToRoot, setViewControllers, remove on `owner`'s stack (docs/Lifecycle.md
    /// N1–N8, K2–K4, K8), with the top the stack had before.
    case navigation(ControllerID, animated: Bool, topBefore: ControllerID?)
    /// A programmatic tab change (T2, T3, T7).
    case tabSelection(ControllerID)
    /// A user's tap on `tab` of `tabBar` (T1, T4).
    case tabTap(ControllerID, tab: ControllerID, reselected: Bool, topBefore: ControllerID?)
    /// `viewControllers =` on a tab bar controller (T5).
    case tabsReplaced(ControllerID)
    /// present (M1, M3, M7, M8).
    case presentation(animated: Bool)
    /// dismiss (M2, M3, M9).
    case dismissal(animated: Bool)
    /// The window's root (W1, W2).
    case windowRoot
    /// An LNPopupController call on a container (P1–P9).
    case popup(ControllerID, PopupAction)
    /// Anything else: device and trait changes, property writes. No animation; a view that
    /// enters or leaves the window (the More tab appearing on rotation) does so push-like.
    case other
    /// Finishing or cancelling the interactive transition in progress.
    case interactiveStep

    /// Whether the operation may run while an interactive transition is in progress: only
    /// what starts no transition of its own (rotation, property writes).
    var continuesInteractiveTransition: Bool {
        switch self {
        case .interactiveStep, .other: true
        default: false
        }
    }

    /// The `animated` argument of the appearance callbacks (G5: launches and tab switches
    /// pass `false`).
    var animated: Bool {
        switch self {
        case let .navigation(_, animated, _), let .stackCall(_, animated), let .presentation(animated), let .dismissal(animated):
            animated
        default: false
        }
    }
}

/// An LNPopupController call (``LifecycleRule/popup(_:_:)``).
enum PopupAction: Equatable {
    case present, open, close, dismiss
    /// A drag with the interaction it resolved to.
    case drag(PopupInteractionStyle)
}

/// The events of one operation, built in order, and the loads already written.
///
/// The rules that fill it are the window's methods below; the window and the operation's
/// changes are handed to them, never stored here, so building a list copies neither
/// (docs/Performance.md).
struct LifecycleEventList {
    private(set) var events: [LifecycleEvent]
    /// Controllers whose loadView/viewDidLoad was emitted.
    var loadsEmitted = SmallIDSet()

    /// A list written after `events` (an emptied list whose storage is reused), with room
    /// for about what `changes` makes.
    init(for changes: borrowing LifecycleChanges, events: consuming [LifecycleEvent] = []) {
        self.events = events
        self.events.reserveCapacity(4 * (changes.appearing.count + changes.disappearing.count + changes.added.count) + 8)
    }

    mutating func add(_ id: ControllerID, _ callback: LifecycleCallback, _ argument: LifecycleArgument? = nil, _ phase: LifecyclePhase) {
        events.append(LifecycleEvent(controller: id, callback: callback, argument: argument, phase: phase))
    }

    /// How many events the list holds.
    var count: Int { events.count }

    /// Makes the events from `start` on those of calls made without animation that complete
    /// at once as `phase` runs: each in `phase`, each `animated` argument `false`, and moved
    /// before the first event of a later phase. A view they show that loads later in the list
    /// loads first, moved with them (G1: a view loads before any appearance callback).
    mutating func runUnanimated(from start: Int, as phase: LifecyclePhase) {
        guard start < events.count else { return }
        var moved = events[start...].map { event in
            var event = event
            event.phase = phase
            if case .animated? = event.argument { event.argument = .animated(false) }
            return event
        }
        events.removeSubrange(start...)
        let later = LifecyclePhase.allCases.drop { $0 != phase }.dropFirst()
        let index = events.firstIndex { later.contains($0.phase) } ?? events.count
        let shown = Set(moved.map(\.controller))
        var loads: [LifecycleEvent] = []
        var position = index
        while position < events.count {
            let event = events[position]
            guard shown.contains(event.controller), event.callback == .loadView || event.callback == .viewDidLoad else {
                position += 1
                continue
            }
            var load = events.remove(at: position)
            load.phase = phase
            loads.append(load)
        }
        moved.insert(contentsOf: loads, at: 0)
        events.insert(contentsOf: moved, at: index)
    }
}

/// The rules, as the window's methods: each reads the window after the operation and the
/// operation's `changes`, and appends to `list`.
extension Window {
    /// A delegate callback, when `id` has a delegate installed (docs/Lifecycle.md, "Delegates").
    func addDelegate(
        _ id: ControllerID, _ callback: LifecycleCallback, _ argument: LifecycleArgument? = nil, _ phase: LifecyclePhase,
        to list: inout LifecycleEventList
    ) {
        guard nodes.hasDelegate(id) else { return }
        list.add(id, callback, argument, phase)
    }

    /// `loadView` and `viewDidLoad`, once, when the operation loaded `id`'s view (G1: always a
    /// pair). A tab bar controller's navigation-controller tabs load right after it (T6, D).
    func loadIfNeeded(_ id: ControllerID, _ phase: LifecyclePhase, _ changes: borrowing LifecycleChanges, to list: inout LifecycleEventList)
    {
        guard changes.loaded.contains(id), !list.loadsEmitted.contains(id) else { return }
        list.loadsEmitted.insert(id)
        list.add(id, .loadView, nil, phase)
        list.add(id, .viewDidLoad, nil, phase)
        if kind(of: id) == .tabBarController {
            for tab in children(of: id) where kind(of: tab)?.isNavigationController == true {
                loadIfNeeded(tab, phase, changes, to: &list)
            }
        }
    }

    /// The navigation controller's top, unwrapped: what Koinu's outer controller forwards to
    /// the app's delegate (Koinu `VMNavigationController.swift:305-360`, K5; RT 0.6.6).
    private func shownController(of owner: ControllerID) -> ControllerID? {
        nodes.lastChild(owner).map(unwrap)
    }

    /// The appearance and containment events of `rule`'s transition.
    func addTransition(_ rule: LifecycleRule, _ changes: borrowing LifecycleChanges, to list: inout LifecycleEventList) {
        var owner: ControllerID?
        var topChanged = false
        if case let .navigation(nav, _, topBefore) = rule {
            owner = nav
            topChanged = topBefore != nodes.lastChild(nav)
        }
        // The container whose transition holds back its new children's didMove (C2, N1).
        var defersDidMoveOf: ControllerID?
        switch rule {
        case let .navigation(nav, _, _), let .tabsReplaced(nav): defersDidMoveOf = nav
        default: break
        }
        // sync: controllers added get willMove at once; those built off screen didMove too (C1, C2).
        changes.added.forEachInPlace { edge in
            list.add(edge.child, .willMove, .controller(edge.parent), .sync)
            if edge.parent != defersDidMoveOf { list.add(edge.child, .didMove, .controller(edge.parent), .sync) }
        }
        // start: controllers leaving get willMove(nil) first (N4, N6; the order among several: D).
        changes.removed.forEachInPlace { list.add($0.child, .willMove, LifecycleArgument.none, .start) }
        // A push loads the pushed controller before the outgoing will-callback (N1; iOS 17.4
        // console, VAndrJ/awesome-apple-bugs); Koinu's container loads its inner navigation
        // controller in its viewDidLoad (VMContainerViewController.swift:88-95, K1). A
        // presented controller loads first too (M1, M3).
        var earlyTop: ControllerID?
        var earlyInner: ControllerID?
        switch rule {
        case let .navigation(nav, _, _):
            if let top = nodes.lastChild(nav), changes.added.contains(where: { $0.child == top }) {
                earlyTop = top
                if kind(of: top) == .containerController {
                    for index in 0..<nodes.childCount(top) {
                        guard let child = nodes.child(top, at: index), kind(of: child) == .containerNavigationController
                        else { continue }
                        earlyInner = child
                        break
                    }
                }
            }
        case .presentation:
            if let top = presentationChain.last, changes.appearing.contains(top) { earlyTop = top }
        default: break
        }
        if let earlyTop { loadIfNeeded(earlyTop, .start, changes, to: &list) }
        if let earlyInner { loadIfNeeded(earlyInner, .start, changes, to: &list) }
        // K4: a push onto Koinu's (or RT's) outer controller without animation: the outer
        // didShow runs before the content's view loads, and the content appears after it
        // (RT #258; RT 0.7.2's fix, which Koinu lacks; C/D).
        let late = lateAppearing(rule, owner: owner, top: earlyTop, inner: earlyInner, changes)
        // (The appearing controllers are handed on in place, not copied, when none is late.)
        if late.isEmpty {
            addPhases(
                rule, owner: owner, topChanged: topChanged, defersDidMoveOf: defersDidMoveOf, appearing: changes.appearing, late: late,
                changes, to: &list)
        } else {
            let appearing = IDList(changes.appearing.lazy.filter { !late.contains($0) })
            addPhases(
                rule, owner: owner, topChanged: topChanged, defersDidMoveOf: defersDidMoveOf, appearing: appearing, late: late, changes,
                to: &list)
        }
    }

    /// The rest of ``addTransition(_:_:to:)``, from the delegate's `willShow` on: `appearing`
    /// are the controllers that appear with the transition, `late` those that appear after it
    /// (K4), `owner` the navigation controller of a navigation rule, whose top changed when
    /// `topChanged`, and `defersDidMoveOf` the container whose transition holds back its new
    /// children's `didMove`.
    private func addPhases(
        _ rule: LifecycleRule, owner: ControllerID?, topChanged: Bool, defersDidMoveOf: ControllerID?, appearing: IDList, late: IDList,
        _ changes: borrowing LifecycleChanges, to list: inout LifecycleEventList
    ) {
        let animated = rule.animated
        let ownerDelegateShows = owner.map { nodes.hasDelegate($0) && topChanged } ?? false
        if ownerDelegateShows, let owner, let shown = shownController(of: owner) {
            list.add(owner, .willShow, .controller(shown), .start)
        }
        // (A navigation controller appearing for the first time would tell its delegate it
        // shows its top (W1); a delegate is installed on a controller that exists, so a new
        // tree has none.)
        if case .tabSelection = rule {
            // T1: the incoming tab's will-callback comes first, then the outgoing tab's pair,
            // then the incoming tab's viewIsAppearing (D) and viewDidAppear (pgzxc, wendingding).
            appearing.forEachInPlace { addWillAppear($0, animated: animated, changes, to: &list) }
            changes.disappearing.forEachInPlace { list.add($0, .viewWillDisappear, .animated(false), .start) }
            changes.disappearing.forEachInPlace { list.add($0, .viewDidDisappear, .animated(false), .end) }
            appearing.forEachInPlace { list.add($0, .viewIsAppearing, .animated(false), .end) }
            appearing.forEachInPlace { list.add($0, .viewDidAppear, .animated(false), .end) }
        } else {
            // N1, N4, M1, M2: the outgoing will-callbacks, then the incoming ones.
            changes.disappearing.forEachInPlace { list.add($0, .viewWillDisappear, .animated(animated), .start) }
            appearing.forEachInPlace { addWillAppear($0, animated: animated, changes, to: &list) }
            appearing.forEachInPlace { list.add($0, .viewIsAppearing, .animated(animated), .start) }
        }
        // Views loaded off the visible path (a tab bar controller's new navigation tabs, T6).
        if changes.loaded.contains(where: { !list.loadsEmitted.contains($0) && !late.contains($0) }) {
            for id in changes.loaded.sorted() where !list.loadsEmitted.contains(id) && !late.contains(id) {
                loadIfNeeded(id, .start, changes, to: &list)
            }
        }
        switch rule {
        case let .tabSelection(tabBar):
            // T1's did-callbacks are above. N5: a navigation controller tab that is selected
            // tells its delegate it shows its top once more (openradar 29912893, duplicate of
            // 9602023, recorded on iOS 10: "every consequential selection … causes correctly
            // just one call"; openradar 44966342 on iOS 12). Old evidence, which nothing newer
            // contradicts. A container navigation controller forwards its delegate to the
            // outer one and tells none (Koinu VMContainerNavigationController.swift:108-120).
            appearing.forEachInPlace { id in
                guard nodes.parent(id) == tabBar, let kind = kind(of: id),
                    kind == .navigationController || kind == .koinuNavigationController,
                    let shown = shownController(of: id)
                else { return }
                addDelegate(id, .didShow, .controller(shown), .end, to: &list)
            }
        case .presentation, .dismissal:
            // M1, M2: the incoming side's viewDidAppear comes before the outgoing side's
            // viewDidDisappear (betterhee; WinObjC UIViewControllerTests.mm).
            appearing.forEachInPlace { list.add($0, .viewDidAppear, .animated(animated), .end) }
            changes.disappearing.forEachInPlace { list.add($0, .viewDidDisappear, .animated(animated), .end) }
        default:
            changes.disappearing.forEachInPlace { list.add($0, .viewDidDisappear, .animated(animated), .end) }
            appearing.forEachInPlace { list.add($0, .viewDidAppear, .animated(animated), .end) }
        }
        // end: the didMove a transition held back (N1: after viewDidAppear), then those of the
        // controllers that left (C3), then the delegates (N9; D for the position).
        changes.added.forEachInPlace { edge in
            if edge.parent == defersDidMoveOf { list.add(edge.child, .didMove, .controller(edge.parent), .end) }
        }
        changes.removed.forEachInPlace { list.add($0.child, .didMove, LifecycleArgument.none, .end) }
        // N4: RT's didShow reads the content's view before it tells the app's delegate, so
        // the content loads first, animated or not (`RTRootNavigationController.m:1004-1024`,
        // 3974306 for RT #258); Koinu's does not, and the content loads after (K4).
        if !late.isEmpty, wrappingLibrary == .rt, let owner, let shown = shownController(of: owner), late.contains(shown) {
            loadIfNeeded(shown, .end, changes, to: &list)
        }
        if ownerDelegateShows, let owner, let shown = shownController(of: owner) {
            list.add(owner, .didShow, .controller(shown), .end)
        }
        late.forEachInPlace { id in
            loadIfNeeded(id, .end, changes, to: &list)
            list.add(id, .viewWillAppear, .animated(false), .end)
        }
        late.forEachInPlace { list.add($0, .viewIsAppearing, .animated(false), .end) }
        late.forEachInPlace { list.add($0, .viewDidAppear, .animated(false), .end) }
    }

    /// K4: the controllers of an unanimated push onto Koinu's outer controller that appear
    /// only after its didShow: those of `changes.appearing` inside the container's inner
    /// navigation controller `inner`, below the pushed `top` and `inner` themselves.
    private func lateAppearing(
        _ rule: LifecycleRule, owner: ControllerID?, top: ControllerID?, inner: ControllerID?, _ changes: borrowing LifecycleChanges
    ) -> IDList {
        guard case .navigation(_, animated: false, _) = rule, let owner, kind(of: owner) == .koinuNavigationController, let inner
        else { return IDList() }
        var late = IDList()
        changes.appearing.forEachInPlace { id in
            if id != inner, id != top, isDescendant(id, of: inner) { late.append(id) }
        }
        return late
    }

    /// N5, swipe-back begin: the top leaves its parent at once (`willMove(toParent: nil)`,
    /// FeatherweightRouter#9), the delegate hears the controller below will show, both sides
    /// get their will-callbacks, animated.
    func addSwipeBackBegin(
        _ transition: InteractiveTransition, popping member: ControllerID, showing previous: ControllerID,
        _ changes: borrowing LifecycleChanges,
        to list: inout LifecycleEventList
    ) {
        guard case let .pop(owner, _) = transition.kind else { return }
        list.add(member, .willMove, LifecycleArgument.none, .start)
        addDelegate(owner, .willShow, .controller(unwrap(previous)), .start, to: &list)
        for id in transition.disappearing { list.add(id, .viewWillDisappear, .animated(true), .start) }
        for id in transition.appearing { addWillAppear(id, animated: true, changes, to: &list) }
        for id in transition.appearing { list.add(id, .viewIsAppearing, .animated(true), .start) }
    }

    /// N5, swipe-back finish (the window after the pop): the did-callbacks, then
    /// `didMove(toParent: nil)` and the delegate's `didShow`.
    func addSwipeBackFinish(_ transition: InteractiveTransition, popped member: ControllerID, to list: inout LifecycleEventList) {
        guard case let .pop(owner, _) = transition.kind else { return }
        for id in transition.disappearing { list.add(id, .viewDidDisappear, .animated(true), .end) }
        for id in transition.appearing { list.add(id, .viewDidAppear, .animated(true), .end) }
        list.add(member, .didMove, LifecycleArgument.none, .end)
        if let shown = nodes.lastChild(owner) { addDelegate(owner, .didShow, .controller(unwrap(shown)), .end, to: &list) }
    }

    /// N5 and M6, a cancelled swipe: the side that was appearing disappears again, then the
    /// side that was disappearing appears again (G3's reversal edges); no `didMove`, no
    /// `didShow`, no `presentationControllerDidDismiss`.
    func addReversal(of transition: InteractiveTransition, to list: inout LifecycleEventList) {
        for id in transition.appearing { list.add(id, .viewWillDisappear, .animated(true), .end) }
        for id in transition.appearing { list.add(id, .viewDidDisappear, .animated(true), .end) }
        for id in transition.disappearing { list.add(id, .viewWillAppear, .animated(true), .end) }
        for id in transition.disappearing { list.add(id, .viewIsAppearing, .animated(true), .end) }
        for id in transition.disappearing { list.add(id, .viewDidAppear, .animated(true), .end) }
    }

    /// M5, a swipe-down that does not begin: with `isModalInPresentation` the delegate hears
    /// of the attempt; a delegate that answers no to `presentationControllerShouldDismiss` is
    /// asked first (Apple docs `presentationControllerShouldDismiss(_:)`,
    /// `presentationControllerDidAttemptToDismiss(_:)`).
    func addSwipeDownRefused(_ presented: ControllerID, askingDelegate: Bool, to list: inout LifecycleEventList) {
        if askingDelegate {
            list.add(presented, .presentationControllerShouldDismiss, nil, .start)
            list.add(presented, .presentationControllerDidAttemptToDismiss, nil, .start)
        } else {
            addDelegate(presented, .presentationControllerDidAttemptToDismiss, nil, .start, to: &list)
        }
    }

    /// M4, swipe-down begin: the delegate is asked and told (WWDC19: shouldDismiss,
    /// willDismiss), then the sheet's `viewWillDisappear`; the presenter gets nothing (M3).
    func addSwipeDownBegin(_ transition: InteractiveTransition, of presented: ControllerID, to list: inout LifecycleEventList) {
        addDelegate(presented, .presentationControllerShouldDismiss, nil, .start, to: &list)
        addDelegate(presented, .presentationControllerWillDismiss, nil, .start, to: &list)
        for id in transition.disappearing { list.add(id, .viewWillDisappear, .animated(true), .start) }
    }

    /// M4, swipe-down finish: `viewDidDisappear`, then the delegate's
    /// `presentationControllerDidDismiss` (its delegate read before the sheet went).
    func addSwipeDownFinish(
        _ transition: InteractiveTransition, of presented: ControllerID, toldDelegate: Bool, to list: inout LifecycleEventList
    ) {
        for id in transition.disappearing { list.add(id, .viewDidDisappear, .animated(true), .end) }
        if toldDelegate { list.add(presented, .presentationControllerDidDismiss, nil, .end) }
    }

    /// A view about to appear: it loads first if the operation loaded it (G1), then
    /// `viewWillAppear`.
    private func addWillAppear(_ id: ControllerID, animated: Bool, _ changes: borrowing LifecycleChanges, to list: inout LifecycleEventList)
    {
        loadIfNeeded(id, .start, changes, to: &list)
        list.add(id, .viewWillAppear, .animated(animated), .start)
    }

    /// LNPopupController's callbacks (docs/Lifecycle.md, P1–P9): the content is not a child
    /// controller, only its view is, so the framework delivers the content's appearance
    /// callbacks itself, and the container and the controllers under the popup get none
    /// (LNPopupController #222, "the intended behavior").
    func addPopupEvents(
        on host: ControllerID, action: PopupAction, _ changes: borrowing LifecycleChanges, to list: inout LifecycleEventList
    ) {
        let before = changes.popupsBefore[host]
        let after = nodes.popup(host)
        let wasState = before?.state ?? .barHidden
        let state = after?.state ?? .barHidden
        let oldContent = wasState == .barHidden ? nil : before?.content
        let content = state == .barHidden ? nil : after?.content
        let item = LifecycleArgument.animated(true)
        // P1, P8: presenting loads the content's view (LNPopupController.mm:1312-1379).
        if let content, content != oldContent {
            if wasState == .open, let oldContent {
                // P9: new content while open (LNPopupController.mm:1312-1379). The source
                // reads the new view after its viewWillAppear; NavStack loads it first, as a
                // view loads before any appearance callback (D; the replay check holds it).
                list.add(oldContent, .viewWillDisappear, .animated(false), .start)
                loadIfNeeded(content, .start, changes, to: &list)
                list.add(content, .viewWillAppear, .animated(false), .start)
                list.add(content, .viewIsAppearing, .animated(false), .start)
                list.add(content, .viewDidAppear, .animated(false), .end)
                list.add(oldContent, .viewDidDisappear, .animated(false), .end)
                return
            }
            loadIfNeeded(content, .sync, changes, to: &list)
        }
        switch (wasState, state) {
        case (.barHidden, .barPresented):
            // P1 (LNPopupController.mm:1714-1935).
            addDelegate(host, .popupWillPresentBar, item, .start, to: &list)
            addDelegate(host, .popupDidPresentBar, item, .end, to: &list)
        case (.barHidden, .open):
            // P8: willOpen is sent twice, by the present block and by _transitionToState
            // (LNPopupController.mm:1843-1851, :592-595, :631-641; read, not observed).
            guard let content else { return }
            addDelegate(host, .popupWillPresentBar, item, .start, to: &list)
            addDelegate(host, .popupWillOpen, item, .start, to: &list)
            addDelegate(host, .popupWillOpen, item, .start, to: &list)
            list.add(content, .viewWillAppear, item, .start)
            list.add(content, .viewIsAppearing, item, .start)
            addDelegate(host, .popupDidPresentBar, item, .end, to: &list)
            list.add(content, .viewDidAppear, item, .end)
            addDelegate(host, .popupDidOpen, item, .end, to: &list)
        case (.barPresented, .open):
            guard let content else { return }
            if case .drag(.drag) = action {
                // P4: a drag in the drag style delivers all three appear callbacks at its
                // start, then willOpen on release.
                addDragStart(of: content, to: &list)
                addDelegate(host, .popupWillOpen, item, .start, to: &list)
                addDelegate(host, .popupDidOpen, item, .end, to: &list)
                return
            }
            // P2 (LNPopupController.mm:547-760: willOpen :631-641, viewWillAppear :660-668,
            // viewIsAppearing :676-682, completion :731-758).
            addDelegate(host, .popupWillOpen, item, .start, to: &list)
            list.add(content, .viewWillAppear, item, .start)
            list.add(content, .viewIsAppearing, item, .start)
            list.add(content, .viewDidAppear, item, .end)
            addDelegate(host, .popupDidOpen, item, .end, to: &list)
        case (.open, .barPresented):
            guard let content else { return }
            addClose(of: content, on: host, to: &list)
        case (.barPresented, .barPresented):
            // P5: a drag in the drag style that settles back: the appear callbacks at its start,
            // then the disappear pair, and no delegate call (LNPopupController.mm:580-589, :1228-1241).
            guard case .drag(.drag) = action, let content else { return }
            addDragStart(of: content, to: &list)
            list.add(content, .viewWillDisappear, item, .start)
            list.add(content, .viewDidDisappear, item, .end)
        case (.open, .barHidden), (.barPresented, .barHidden):
            // P7: an open popup closes first with its callbacks (LNPopupController.mm:2165-2373).
            if wasState == .open, let oldContent { addClose(of: oldContent, on: host, to: &list) }
            addDelegate(host, .popupWillDismissBar, item, .start, to: &list)
            addDelegate(host, .popupDidDismissBar, item, .end, to: &list)
        default:
            break
        }
    }

    /// P4, P5: the first change of a drag in the drag style, from the presented bar, delivers
    /// the three appear callbacks at once, unanimated (LNPopupController.mm:1077-1097, :554-578).
    private func addDragStart(of content: ControllerID, to list: inout LifecycleEventList) {
        list.add(content, .viewWillAppear, .animated(false), .start)
        list.add(content, .viewIsAppearing, .animated(false), .start)
        list.add(content, .viewDidAppear, .animated(false), .start)
    }

    /// P3: closing (LNPopupController.mm:580-589, :644-656, :670-674, :693-699, :724-730).
    private func addClose(of content: ControllerID, on host: ControllerID, to list: inout LifecycleEventList) {
        addDelegate(host, .popupWillClose, .animated(true), .start, to: &list)
        list.add(content, .viewWillDisappear, .animated(true), .start)
        list.add(content, .viewDidDisappear, .animated(true), .end)
        addDelegate(host, .popupDidClose, .animated(true), .end, to: &list)
    }
}

extension Window {
    /// Whether `id` is below `ancestor` in the containment tree.
    func isDescendant(_ id: ControllerID, of ancestor: ControllerID) -> Bool {
        var current = nodes.parent(id)
        for _ in 0...nodes.count {
            guard let parent = current else { return false }
            if parent == ancestor { return true }
            current = nodes.parent(parent)
        }
        return false
    }
}
