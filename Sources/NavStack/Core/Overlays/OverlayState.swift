/// Everything drawn above the controllers: JFPopup toasts and the loading HUD, the optional
/// toast queue, the interactive toast stack, and the model clock that drives them.
///
/// A `Window` holds one (``Window/overlays``); change it through the `Window` methods in
/// `Window+Overlays.swift`.
public struct OverlayState: Hashable, Sendable, Codable {
    /// The model clock.
    public internal(set) var clock = ModelClock()
    /// Toasts and the HUD on screen, back to front (each JFPopup overlay is added to the key
    /// window above the previous ones).
    public internal(set) var entries: [OverlayEntry] = []
    /// Toasts waiting for their turn in the queue.
    public internal(set) var queue: [Toast] = []
    /// When the queue may show its next toast: 0.5 s after the previous queued toast left.
    public internal(set) var queueResumesAt: Int?
    /// The interactive toast stack.
    public internal(set) var stack = ToastStack()
    /// The last accessibility announcement posted (a NavStack addition; see ``Toast``).
    public internal(set) var lastAnnouncement: String?
    /// JFPopup's default toast position, as the process captured it: `nil` until the first
    /// toast or HUD. The default lives in the static `JFPopupConfig.dialog`, created on first
    /// use with `toastPosition` set from the island test of that moment (`Core/JFPopup.swift:133`,
    /// `:139`); later toasts that give no position take that value, and the default path sets
    /// island mode from it alone (`JFToastView.swift:276`). So a first toast in portrait on an
    /// island phone makes every later default toast an island toast, in landscape too, and a
    /// first one in landscape makes them centred for good.
    public internal(set) var defaultToastPosition: ToastPosition?
    var nextID = 0

    /// The pause between queued toasts: SwiftMessages' `pauseBetweenMessages` and Drops' gap,
    /// both 0.5 s (SwiftMessages 10.0.2 `SwiftMessages.swift`; Drops 1.7.0). JFPopup itself has
    /// no toast queue (1.5.7 `JFToastView.swift`, `toast(options:)`).
    public static let queuePauseMilliseconds = 500

    /// Nothing on screen, at time zero.
    public init() {}

    /// The loading HUD that is showing and not yet hidden: while there is one, JFPopup drops
    /// toasts (its `JFLoadingViewsQueue` is not empty: `toast(options:)`, since JFPopup 94b12a4).
    public var activeLoading: OverlayEntry? { entries.first { $0.isLoading && $0.dismissAt == nil } }

    /// Whether nothing at all is drawn or pending.
    public var isEmpty: Bool { entries.isEmpty && queue.isEmpty && stack.count == 0 && stack.leaving.isEmpty }

    // MARK: Timeline

    /// Adds an overlay at the current time and posts its announcement.
    mutating func present(_ content: OverlayEntry.Content, durationMilliseconds: Int?, queued: Bool) {
        let now = clock.now
        let dismissAt = durationMilliseconds.map { now + ToastMetrics.animationMilliseconds + $0 }
        let entry = OverlayEntry(id: nextID, content: content, shownAt: now, dismissAt: dismissAt, isQueued: queued)
        nextID += 1
        entries.append(entry)
        if let announcement = entry.accessibilityAnnouncement { lastAnnouncement = announcement }
    }

    /// Moves the clock to `target`, applying every event on the way in time order: overlays
    /// leaving the screen, stack toasts finishing their removal, queued toasts starting.
    ///
    /// - Complexity: O(events × overlays).
    mutating func advance(to target: Int) {
        settle()
        while let time = nextEventTime(), time <= target {
            clock.now = max(clock.now, time)
            settle()
        }
        clock.now = max(clock.now, target)
        settle()
    }

    /// When the queue could start its next toast, if it has one and nothing holds it.
    private var queueStartTime: Int? {
        guard !queue.isEmpty, activeLoading == nil, !entries.contains(where: \.isQueued) else { return nil }
        return max(queueResumesAt ?? clock.now, clock.now)
    }

    /// The earliest pending event.
    private func nextEventTime() -> Int? {
        let times = entries.compactMap(\.removedAt) + stack.leaving.map(\.until) + [queueStartTime].compactMap { $0 }
        return times.min()
    }

    /// Applies everything due at the current time.
    mutating func settle() {
        let now = clock.now
        for entry in entries where entry.isQueued {
            if let removedAt = entry.removedAt, removedAt <= now {
                queueResumesAt = removedAt + OverlayState.queuePauseMilliseconds
            }
        }
        entries.removeAll { ($0.removedAt ?? Int.max) <= now }
        stack.leaving.removeAll { $0.until <= now }
        if let start = queueStartTime, start <= now, !queue.isEmpty {
            let toast = queue.removeFirst()
            // Durations were checked when the toast was queued.
            present(.toast(toast), durationMilliseconds: ModelClock.milliseconds(fromSeconds: toast.duration) ?? 0, queued: true)
        }
    }
}

extension OverlayState: SharedDefault {
    /// No toasts, no HUD, no stack, the clock at zero.
    static let sharedDefault = OverlayState()
}
