/// SwiftUI's `onAppear` and `onDisappear` among the hosting controllers' callbacks.
///
/// Apple documents only that `onAppear`'s action "completes before the first rendered frame
/// appears" (Apple doc `onAppear(perform:)`); where it falls among the hosting controller's
/// `viewWillAppear`/`viewDidAppear` was never recorded, and changed between SDKs
/// (dev.classmethod.jp, "Navigation Stack's onAppear fires at unexpected times in apps built with
/// Xcode 16.3 or later"). NavStack places them as the conventional reading has it (square/Blueprint#48:
/// `onAppear` runs before the appearance animation, `onDisappear` after the view left): right
/// after the host's `viewWillAppear` and right after its `viewDidDisappear`. `print events`
/// marks them `(modelled order)`.
extension Window {
    /// `events` with each SwiftUI view's `onAppear` after its host's `viewWillAppear` and its
    /// `onDisappear` after its host's `viewDidDisappear`; `hostsBefore` are the hosts in the
    /// window before the operation, some of which it may have removed.
    func addingSwiftUICallbacks(to events: [LifecycleEvent], hostsBefore: SmallIDSet) -> [LifecycleEvent] {
        var result: [LifecycleEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            result.append(event)
            let hostsView = nodes.screen(event.controller)?.swiftUI?.view != nil || hostsBefore.contains(event.controller)
            guard hostsView else { continue }
            switch event.callback {
            case .viewWillAppear: result.append(LifecycleEvent(controller: event.controller, callback: .onAppear, phase: event.phase))
            case .viewDidDisappear: result.append(LifecycleEvent(controller: event.controller, callback: .onDisappear, phase: event.phase))
            default: break
            }
        }
        return result
    }

    /// `events` with SwiftUI's callbacks when the window has SwiftUI views, else as they are
    /// (the interactive transitions, `Window+InteractiveTransitions.swift`).
    func withSwiftUICallbacks(_ events: [LifecycleEvent], hostsBefore: SmallIDSet = SmallIDSet()) -> [LifecycleEvent] {
        swiftUIViews.isEmpty ? events : addingSwiftUICallbacks(to: events, hostsBefore: hostsBefore)
    }
}
