/// The check that an operation's events tell the truth: replayed from the states before it,
/// they end in the states the window shows after it.
extension Window {
    /// What breaks when `events` are replayed from `before`'s appearance states: each event
    /// must be a legal edge of the state machine `_printHierarchy` prints (docs/Lifecycle.md G3:
    /// `loadView` then `viewDidLoad` once, before any appearance callback;
    /// `disappeared → appearing → appeared → disappearing → disappeared`, with the reversals
    /// `appearing ⇄ disappearing`; `viewIsAppearing` only while appearing), and every
    /// controller of this window must end in its ``appearanceState(of:)``.
    ///
    /// Empty when the events are consistent. The tests and the fuzzer run it after every
    /// command.
    ///
    /// - Complexity: O(events + n).
    public func lifecycleReplayViolations(of events: [LifecycleEvent], from before: Window) -> [String] {
        var states: [ControllerID: ReplayState] = [:]
        var violations: [String] = []
        let appearedBefore = before.appearedControllers
        let appearedAfter = appearedControllers
        func initial(_ id: ControllerID) -> ReplayState {
            ReplayState(before.appearanceState(of: id) { appearedBefore.contains(id) } ?? .notLoaded)
        }
        for event in events {
            let state = states[event.controller] ?? initial(event.controller)
            guard let next = state.after(event.callback) else {
                let name = replayName(of: event.controller, before: before)
                violations.append("\(name).\(event.callback.rawValue) is not a legal callback while \(name) is \(state)")
                continue
            }
            states[event.controller] = next
        }
        for id in allIDs {
            let replayed = states[id] ?? initial(id)
            guard let actual = appearanceState(of: id, isInWindow: { appearedAfter.contains(id) }), replayed != ReplayState(actual)
            else { continue }
            violations.append(
                "the events leave \(replayName(of: id, before: before)) \(replayed), but the window shows it \(actual.rawValue)")
        }
        return violations
    }

    /// The name a violation gives `id`: as events name it, from this window or `before`.
    private func replayName(of id: ControllerID, before: Window) -> String {
        name(of: id) ?? before.name(of: id) ?? kind(of: id)?.rawValue ?? before.kind(of: id)?.rawValue ?? id.description
    }
}

/// A controller's state while events are replayed: ``AppearanceState`` and the moment
/// between `loadView` and `viewDidLoad`.
private enum ReplayState: Equatable, CustomStringConvertible {
    case notLoaded, loading, disappeared, appearing, appeared, disappearing

    init(_ state: AppearanceState) {
        switch state {
        case .notLoaded: self = .notLoaded
        case .disappeared: self = .disappeared
        case .appearing: self = .appearing
        case .appeared: self = .appeared
        case .disappearing: self = .disappearing
        }
    }

    /// The state after `callback`, `nil` when it is not a legal edge. Containment and
    /// delegate callbacks do not change it.
    func after(_ callback: LifecycleCallback) -> ReplayState? {
        switch (callback, self) {
        case (.loadView, .notLoaded): .loading
        case (.viewDidLoad, .loading): .disappeared
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): .appearing
        case (.viewIsAppearing, .appearing): .appearing
        case (.viewDidAppear, .appearing): .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): .disappearing
        case (.viewDidDisappear, .disappearing): .disappeared
        case (.loadView, _), (.viewDidLoad, _), (.viewWillAppear, _), (.viewIsAppearing, _), (.viewDidAppear, _),
            (.viewWillDisappear, _), (.viewDidDisappear, _):
            nil
        default: self
        }
    }

    var description: String {
        switch self {
        case .notLoaded: "not-loaded"
        case .loading: "loading (loadView without viewDidLoad)"
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}
