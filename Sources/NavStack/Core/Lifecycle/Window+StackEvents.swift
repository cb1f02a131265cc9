/// Recording the events of the hot stack calls directly: `pushViewController` of a new screen
/// and `popViewController` / `popToRootViewController` on a stack whose views are in the window.
///
/// The general recorder (`Window+LifecycleRecording.swift`) reads what any operation changed
/// back from the table's journal and orders it by the operation's rule
/// (`Window+LifecycleRules.swift`). For these calls what changes is known in advance: a push
/// adds one new subtree on top, a pop removes the top members, and one visible path is
/// swapped for another. So the events of rules N1 and N4 are written here straight from the
/// stack, in the order `LifecycleEventList.addTransition` gives them, with no journal, no
/// snapshot of the window and no intermediate lists, into the storage of the last result once
/// that is gone (``spareResultStorage``); a recorded push+pop pair then costs 3.4 times an
/// unrecorded one, against 44 for the general recorder (docs/Lifecycle.md, "Cost").
/// Everything else — an unanimated push onto a wrapping stack (K4), a stack out of the
/// window, a window with popups, an interactive transition, an imported dump's transitional
/// states, a window with SwiftUI views (their `onAppear`, `Window+SwiftUIEvents.swift`) — takes
/// the general recorder.
///
/// The two must agree: the tests run every generated script through both and compare each
/// command's events (`StackEventsTests`).
extension Window {
    /// The stack owner a call on `nav` records here, or `nil` when the general recorder must:
    /// recording is on and nothing else is pending, and the stack's views are in the window.
    @inline(__always)
    private func directlyRecordedStack(_ nav: ControllerID) -> ControllerID? {
        let plain = sideStorage.read { side in
            side.recordsEvents && !side.usesGeneralRecorder && side.transition == nil && side.importedStates.isEmpty
                && side.deferredPopupHosts.isEmpty && side.swiftUIViews.isEmpty
        }
        guard plain, popupHosts.isEmpty, let kind = nodes.kind(nav), kind.isNavigationController else { return nil }
        let owner = stackOwner(forCallsOn: nav)
        guard nodes.kind(owner) != .moreNavigationController, isViewInWindow(owner) else { return nil }
        return owner
    }

    /// Whether a push or pop on `nav` would record its events here (for the tests).
    func recordsStackCallDirectly(on nav: ControllerID) -> Bool { directlyRecordedStack(nav) != nil }

    /// `pushViewController` while the window records events.
    @inline(never)
    mutating func pushRecordingLifecycle(_ spec: ControllerSpec, onto nav: ControllerID, animated: Bool) throws(NavigationError)
        -> OperationResult
    {
        guard case .screen = spec, let owner = directlyRecordedStack(nav),
            animated || nodes.kind(owner) != .koinuNavigationController
        else {
            return try recordingLifecycleSlowly(.stackCall(nav, animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performPush(spec, onto: nav)
            }
        }
        let topBefore = nodes.lastChild(owner)
        var result = try performPush(spec, onto: nav)
        guard let member = nodes.lastChild(owner), let content = result.created else { return result }
        var spare = spareResultStorage.take()
        var events = StackEvents(animated: animated, list: OperationResult.takeEventList(from: &spare), capacity: 40)
        addPushEvents(owner: owner, member: member, content: content, topBefore: topBefore, to: &events)
        OperationResult.storeEvents(&events.list, DepartedNames(), in: &spare)
        result.adoptEvents(of: spare)
        spareResultStorage.keep(spare)
        return result
    }

    /// The events of a push of `member` (showing `content`) onto `owner`'s stack over `topBefore`.
    private func addPushEvents(
        owner: ControllerID, member: ControllerID, content: ControllerID, topBefore: ControllerID?, to events: inout StackEvents
    ) {
        // sync (C1, C2): willMove for every controller added, in construction order (Koinu builds
        // the container around its content, K1); didMove at once for those built off screen.
        let inner = member == content ? nil : nodes.firstChild(member)
        if let inner {
            for index in 0..<nodes.childCount(inner) {
                guard let child = nodes.child(inner, at: index) else { continue }
                events.add(child, .willMove, .controller(inner), .sync)
                events.add(child, .didMove, .controller(inner), .sync)
            }
            events.add(inner, .willMove, .controller(member), .sync)
            events.add(inner, .didMove, .controller(member), .sync)
        }
        events.add(member, .willMove, .controller(owner), .sync)
        // start: the pushed controller (and Koinu's inner navigation controller) loads before
        // the outgoing will-callback (N1, K1).
        events.addLoad(member)
        if let inner { events.addLoad(inner) }
        let delegate = nodes.hasDelegate(owner)
        if delegate { events.add(owner, .willShow, .controller(content), .start) }
        addWillDisappear(from: topBefore, to: &events)
        var id: ControllerID? = member
        while let current = id {
            if current != member && current != inner { events.addLoad(current) }
            events.add(current, .viewWillAppear, events.animatedFlag, .start)
            id = visibleChild(of: current)
        }
        addAppearanceEnd(disappearing: topBefore, appearing: member, to: &events)
        // end: the didMove the transition held back (N1), then the delegate (N9).
        events.add(member, .didMove, .controller(owner), .end)
        if delegate { events.add(owner, .didShow, .controller(content), .end) }
    }

    /// `popViewController` (`keepingRoot == false`) or `popToRootViewController` while the
    /// window records events.
    @inline(never)
    mutating func popRecordingLifecycle(on nav: ControllerID, animated: Bool, toRoot: Bool) throws(NavigationError) -> OperationResult {
        let perform = { (window: inout Window) throws(NavigationError) -> OperationResult in
            toRoot ? try window.performPopToRoot(on: nav) : try window.performPop(on: nav)
        }
        guard let owner = directlyRecordedStack(nav), nodes.childCount(owner) > 1,
            let top = nodes.lastChild(owner), let newTop = nodes.child(owner, at: toRoot ? 0 : nodes.childCount(owner) - 2)
        else { return try recordingLifecycleSlowly(.stackCall(nav, animated: animated), perform) }
        // Everything a pop does is known before it runs: the events are written first, from the
        // stack as it is, with the names of the controllers leaving, for naming them.
        var spare = spareResultStorage.take()
        var events = StackEvents(animated: animated, list: OperationResult.takeEventList(from: &spare), capacity: 24)
        var departed = DepartedNames()
        addPopEvents(owner: owner, top: top, newTop: newTop, toRoot: toRoot, to: &events, naming: &departed)
        OperationResult.storeEvents(&events.list, departed, in: &spare)
        var result = try perform(&self)
        result.adoptEvents(of: spare)
        spareResultStorage.keep(spare)
        return result
    }

    /// The events of a pop from `top` to `newTop` on `owner`'s stack (to its root when
    /// `toRoot`), and the names of the controllers it removes.
    private func addPopEvents(
        owner: ControllerID, top: ControllerID, newTop: ControllerID, toRoot: Bool, to events: inout StackEvents,
        naming departed: inout DepartedNames
    ) {
        // The members leaving, topmost in the stack first, the latest made first (as the
        // general recorder orders them, D): a plain pop's one, the top, needs no list.
        var leaving: [ControllerID] = []
        if toRoot {
            for index in 1..<nodes.childCount(owner) {
                if let member = nodes.child(owner, at: index) { leaving.append(member) }
            }
            leaving.sort(by: >)
            events.reserve(2 * leaving.count)
        }
        // start: willMove(nil) for the controllers leaving (N4, N6), the delegate's willShow,
        // the outgoing will-callbacks, then the incoming ones, loading views not loaded (N1, N4).
        for member in leaving {
            events.add(member, .willMove, LifecycleArgument.none, .start)
            if let name = eventName(of: member) { departed.insert(member, name) }
        }
        if !toRoot {
            events.add(top, .willMove, LifecycleArgument.none, .start)
            if let name = eventName(of: top) { departed.insert(top, name) }
        }
        let delegate = nodes.hasDelegate(owner)
        let shown = unwrap(newTop)
        if delegate { events.add(owner, .willShow, .controller(shown), .start) }
        addWillDisappear(from: top, to: &events)
        var id: ControllerID? = newTop
        while let current = id {
            if !nodes.isViewLoaded(current) { events.addLoad(current) }
            events.add(current, .viewWillAppear, events.animatedFlag, .start)
            id = visibleChild(of: current)
        }
        addAppearanceEnd(disappearing: top, appearing: newTop, to: &events)
        // end: didMove(nil) for the controllers that left (C3), then the delegate (N9).
        for member in leaving { events.add(member, .didMove, LifecycleArgument.none, .end) }
        if !toRoot { events.add(top, .didMove, LifecycleArgument.none, .end) }
        if delegate { events.add(owner, .didShow, .controller(shown), .end) }
        id = visibleChild(of: top)
        while let current = id {
            if let name = eventName(of: current) { departed.insert(current, name) }
            id = visibleChild(of: current)
        }
    }

    /// The outgoing will-callbacks, parent first (N1, N4).
    private func addWillDisappear(from top: ControllerID?, to events: inout StackEvents) {
        var id = top
        while let current = id {
            events.add(current, .viewWillDisappear, events.animatedFlag, .start)
            id = visibleChild(of: current)
        }
    }

    /// `viewIsAppearing` for the incoming side, then the outgoing side's `viewDidDisappear`
    /// and the incoming side's `viewDidAppear`, each parent first (N1, N4).
    private func addAppearanceEnd(disappearing top: ControllerID?, appearing newTop: ControllerID, to events: inout StackEvents) {
        var id: ControllerID? = newTop
        while let current = id {
            events.add(current, .viewIsAppearing, events.animatedFlag, .start)
            id = visibleChild(of: current)
        }
        id = top
        while let current = id {
            events.add(current, .viewDidDisappear, events.animatedFlag, .end)
            id = visibleChild(of: current)
        }
        id = newTop
        while let current = id {
            events.add(current, .viewDidAppear, events.animatedFlag, .end)
            id = visibleChild(of: current)
        }
    }
}

/// The events of a stack call, written in order.
private struct StackEvents {
    /// The events, in a list taken from a result's storage to be written in place.
    var list: [LifecycleEvent] = []
    /// The `animated` argument of the appearance callbacks.
    let animatedFlag: LifecycleArgument

    /// Writes after the events of `list` (an emptied one, its buffer kept), with room for
    /// `capacity` events.
    init(animated: Bool, list: [LifecycleEvent], capacity: Int) {
        animatedFlag = .animated(animated)
        self.list = list
        self.list.reserveCapacity(capacity)
    }

    /// Makes room for `count` more events.
    mutating func reserve(_ count: Int) {
        if count > 0 { list.reserveCapacity(list.count + count + 24) }
    }

    @inline(__always)
    mutating func add(_ id: ControllerID, _ callback: LifecycleCallback, _ argument: LifecycleArgument?, _ phase: LifecyclePhase) {
        list.append(LifecycleEvent(controller: id, callback: callback, argument: argument, phase: phase))
    }

    /// `loadView` and `viewDidLoad` (G1: always a pair).
    @inline(__always)
    mutating func addLoad(_ id: ControllerID) {
        add(id, .loadView, nil, .start)
        add(id, .viewDidLoad, nil, .start)
    }
}
