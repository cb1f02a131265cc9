/// What the hot stack calls change, built straight from the stack: `pushViewController` of a
/// new screen and `popViewController` / `popToRootViewController` on a stack whose views are
/// in the window.
///
/// The general producer (`Window+LifecycleRecording.swift`) reads what any operation changed
/// back from the journal of the table's writes. For these calls what changes is known in
/// advance: a push adds one new subtree on top, a pop removes the top members, and one
/// visible path is swapped for another. So their ``LifecycleChanges`` is built here from the
/// stack, with no journal and no snapshot of the window, and the events come from the same
/// rules as every other operation's (`Window+LifecycleRules.swift`), written into the storage
/// of the last result once that is gone (``spareResultStorage``). Everything else — a stack
/// out of the window, a window with popups, an interactive transition, an imported dump's
/// transitional states, a window with SwiftUI views (their `onAppear`,
/// `Window+SwiftUIEvents.swift`) — takes the journal.
///
/// The two producers must agree: the tests run every generated script through both and
/// compare each command's events and window (`StackChangesTests`).
extension Window {
    /// How a recorded call on `nav` gathers its changes — the one place that decides: the
    /// stack owner whose push or pop builds them from the stack, or `nil` when the journal
    /// must read them back (recording is on and nothing else is pending, and the stack's
    /// views are in the window).
    @inline(__always)
    func gatheredStack(_ nav: ControllerID) -> ControllerID? {
        let plain = sideStorage.read { side in
            side.recordsEvents && !side.gathersFromJournal && !side.isTransitioning && side.importedStates.isEmpty
                && side.deferredPopupHosts.isEmpty && side.swiftUIViews.isEmpty
        }
        guard plain, popupHosts.isEmpty, let kind = nodes.kind(nav), kind.isNavigationController else { return nil }
        let owner = stackOwner(forCallsOn: nav)
        guard nodes.kind(owner) != .moreNavigationController, isViewInWindow(owner) else { return nil }
        return owner
    }

    /// `pushViewController` while the window records events.
    @inline(never)
    mutating func pushRecordingLifecycle(_ spec: ControllerSpec, onto nav: ControllerID, animated: Bool) throws(NavigationError)
        -> OperationResult
    {
        guard case .screen = spec, let owner = gatheredStack(nav) else {
            return try recordingLifecycleSlowly(.stackCall(nav, animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performPush(spec, onto: nav)
            }
        }
        var changes = LifecycleChanges()
        var (result, gathered) = try pushGatheringChanges(spec, onto: nav, owner: owner, animated: animated, into: &changes)
        if gathered { recordEvents(of: &changes, in: &result) }
        return result
    }

    /// Pushes `spec` onto `owner`'s stack (a call on `nav`) and builds what the push changed
    /// in `changes` (an empty value), when it made a new screen (`gathered`). The value is
    /// filled in place, as it is large: a copy of it costs more than the rules that read it.
    mutating func pushGatheringChanges(
        _ spec: ControllerSpec, onto nav: ControllerID, owner: ControllerID, animated: Bool, into changes: inout LifecycleChanges
    ) throws(NavigationError) -> (result: OperationResult, gathered: Bool) {
        let topBefore = nodes.lastChild(owner)
        changes.disappearing = visiblePath(from: topBefore)
        let result = try performPush(spec, onto: nav)
        guard let member = nodes.lastChild(owner), let content = result.created else { return (result, false) }
        changes.rule = .navigation(owner, animated: animated, topBefore: topBefore)
        changes.appearing = visiblePath(from: member)
        // The edges made, in construction order (C1, C2): Koinu builds the container around
        // its content (K1), so the inner navigation controller's children come first, then
        // the inner controller, then the container. All of them are new: those whose views
        // the push loaded are loaded.
        if member != content, let inner = nodes.firstChild(member) {
            for index in 0..<nodes.childCount(inner) {
                guard let child = nodes.child(inner, at: index) else { continue }
                changes.added.append(ContainmentEdge(child, inner))
                if nodes.isViewLoaded(child) { changes.loaded.insert(child) }
            }
            changes.added.append(ContainmentEdge(inner, member))
            if nodes.isViewLoaded(inner) { changes.loaded.insert(inner) }
        }
        changes.added.append(ContainmentEdge(member, owner))
        if nodes.isViewLoaded(member) { changes.loaded.insert(member) }
        return (result, true)
    }

    /// `popViewController` (`toRoot == false`) or `popToRootViewController` while the window
    /// records events.
    @inline(never)
    mutating func popRecordingLifecycle(on nav: ControllerID, animated: Bool, toRoot: Bool) throws(NavigationError) -> OperationResult {
        let perform = { (window: inout Window) throws(NavigationError) -> OperationResult in
            toRoot ? try window.performPopToRoot(on: nav) : try window.performPop(on: nav)
        }
        guard let owner = gatheredStack(nav), nodes.childCount(owner) > 1,
            let top = nodes.lastChild(owner), let newTop = nodes.child(owner, at: toRoot ? 0 : nodes.childCount(owner) - 2)
        else { return try recordingLifecycleSlowly(.stackCall(nav, animated: animated), perform) }
        var changes = LifecycleChanges()
        var result = try popGatheringChanges(
            owner: owner, top: top, newTop: newTop, toRoot: toRoot, animated: animated, into: &changes, perform)
        recordEvents(of: &changes, in: &result)
        return result
    }

    /// Pops `owner`'s stack from `top` to `newTop` by `perform` and builds what the pop changed
    /// in `changes` (an empty value, filled in place).
    mutating func popGatheringChanges(
        owner: ControllerID, top: ControllerID, newTop: ControllerID, toRoot: Bool, animated: Bool,
        into changes: inout LifecycleChanges, _ perform: (inout Window) throws(NavigationError) -> OperationResult
    ) throws(NavigationError) -> OperationResult {
        // Everything a pop changes is known before it runs: read from the stack as it is, with
        // the names of the controllers leaving, for naming them.
        changes.rule = .navigation(owner, animated: animated, topBefore: top)
        // The members leaving, topmost in the stack first, the latest made first (D).
        if toRoot {
            for index in 1..<nodes.childCount(owner) {
                if let member = nodes.child(owner, at: index) { changes.removed.append(ContainmentEdge(member, owner)) }
            }
            changes.removed.sort { $0.child > $1.child }
        } else {
            changes.removed.append(ContainmentEdge(top, owner))
        }
        // (The lists are read by index: a `for … in` copies a list into its iterator.)
        for index in changes.removed.indices {
            let child = changes.removed[index].child
            if let name = eventName(of: child) { changes.goneNames.insert(child, name) }
        }
        changes.disappearing = visiblePath(from: top)
        for index in changes.disappearing.indices {
            let id = changes.disappearing[index]
            if let name = eventName(of: id) { changes.goneNames.insert(id, name) }
        }
        changes.appearing = visiblePath(from: newTop)
        // The views the pop may load: those of the incoming path not loaded yet, with a tab
        // bar controller's navigation tabs (T6).
        var unloaded: [ControllerID] = []
        for index in changes.appearing.indices where !nodes.isViewLoaded(changes.appearing[index]) {
            let id = changes.appearing[index]
            unloaded.append(id)
            guard nodes.kind(id) == .tabBarController else { continue }
            for index in 0..<nodes.childCount(id) {
                if let tab = nodes.child(id, at: index), !nodes.isViewLoaded(tab) { unloaded.append(tab) }
            }
        }
        let result = try perform(&self)
        for id in unloaded where nodes.isViewLoaded(id) { changes.loaded.insert(id) }
        return result
    }

    /// ``visibleDescent(from:)`` as an ``IDList``, which allocates nothing for a path of up
    /// to four; empty from `nil`.
    private func visiblePath(from start: ControllerID?) -> IDList {
        var path = IDList()
        var current = start
        while let id = current, nodes.contains(id) {
            path.append(id)
            current = visibleChild(of: id)
        }
        return path
    }

    /// Orders `changes` by the rules and puts the events, with the names of the controllers
    /// that left, in `result`, in the storage of the last result the window lent once that
    /// result is gone.
    private mutating func recordEvents(of changes: inout LifecycleChanges, in result: inout OperationResult) {
        var spare = spareResultStorage.take()
        var events = events(for: changes, into: OperationResult.takeEventList(from: &spare))
        OperationResult.storeEvents(&events, &changes.goneNames, in: &spare)
        result.adoptEvents(of: spare)
        spareResultStorage.keep(spare)
    }
}
