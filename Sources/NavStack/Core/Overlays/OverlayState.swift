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
    ///
    /// - Complexity: O(overlays on screen).
    public var entries: [OverlayEntry] { onScreen.elements }
    /// Toasts waiting for their turn in the queue.
    ///
    /// - Complexity: O(toasts waiting).
    public var queue: [Toast] { Array(waiting[waitingStart...]) }
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

    // The timeline's storage: each line costs O(log n) in the overlays on screen and the
    // toasts waiting, however many pile up while the clock stands still.

    /// ``entries``, with the times they leave the screen.
    private var onScreen = ExpiringList<OverlayEntry>()
    /// ``queue`` from `waitingStart` on (earlier ones were shown).
    private var waiting: [Toast] = []
    private var waitingStart = 0
    /// The loading HUD that shows and is not hidden (in ``onScreen``), if any.
    private var activeLoadingNumber: Int?
    /// When the queued toast on screen leaves it, if one is on screen.
    private var queuedToastLeavesAt: Int?

    /// The pause between queued toasts: SwiftMessages' `pauseBetweenMessages` and Drops' gap,
    /// both 0.5 s (SwiftMessages 10.0.2 `SwiftMessages.swift`; Drops 1.7.0). JFPopup itself has
    /// no toast queue (1.5.7 `JFToastView.swift`, `toast(options:)`).
    static let queuePauseMilliseconds = 500

    /// Nothing on screen, at time zero.
    public init() {}

    /// The loading HUD that is showing and not yet hidden: while there is one, JFPopup drops
    /// toasts (its `JFLoadingViewsQueue` is not empty: `toast(options:)`, since JFPopup 94b12a4).
    public var activeLoading: OverlayEntry? { activeLoadingNumber.flatMap { onScreen.element(numbered: $0) } }

    /// Whether nothing at all is drawn or pending.
    public var isEmpty: Bool { onScreen.count == 0 && !hasWaitingToast && stack.count == 0 && stack.leaving.isEmpty }

    private var hasWaitingToast: Bool { waitingStart < waiting.count }

    // MARK: Timeline

    /// Adds an overlay at the current time and posts its announcement.
    mutating func present(_ content: OverlayEntry.Content, durationMilliseconds: Int?, queued: Bool) {
        let now = clock.now
        let dismissAt = durationMilliseconds.map { now + ToastMetrics.animationMilliseconds + $0 }
        let entry = OverlayEntry(id: nextID, content: content, shownAt: now, dismissAt: dismissAt, isQueued: queued)
        nextID += 1
        let number = onScreen.append(entry, expiringAt: entry.removedAt)
        if entry.isLoading, dismissAt == nil { activeLoadingNumber = number }
        if queued { queuedToastLeavesAt = entry.removedAt }
        if let announcement = entry.accessibilityAnnouncement { lastAnnouncement = announcement }
    }

    /// Fixes the screen every overlay on screen was laid out on, where not fixed yet: JFPopup
    /// sizes its view to the screen and sets the toast's frame once, as it presents, and lays
    /// nothing out again (``OverlayEntry/laidOutOn``).
    mutating func keepLayouts(device: Device, orientation: Orientation) {
        onScreen.modifyEach { entry in
            if entry.laidOutOn == nil { entry.laidOutOn = OverlayScreen(device: device, orientation: orientation) }
        }
    }

    /// Puts `toast` at the end of the queue.
    mutating func enqueue(_ toast: Toast) { waiting.append(toast) }

    /// Starts the fade-out of the loading HUD that shows (JFPopup's `hideLoading()`);
    /// `false` when none does.
    mutating func hideLoading() -> Bool {
        guard let number = activeLoadingNumber, var entry = onScreen.element(numbered: number) else { return false }
        entry.dismissAt = clock.now
        onScreen.update(numbered: number, to: entry, expiringAt: entry.removedAt ?? clock.now)
        activeLoadingNumber = nil
        settle()
        return true
    }

    /// Moves the clock to `target`, applying every event on the way in time order: overlays
    /// leaving the screen, stack toasts finishing their removal, queued toasts starting.
    ///
    /// - Complexity: O(events × log(overlays)).
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
        guard hasWaitingToast, activeLoadingNumber == nil, queuedToastLeavesAt == nil else { return nil }
        return max(queueResumesAt ?? clock.now, clock.now)
    }

    /// The earliest pending event.
    private func nextEventTime() -> Int? {
        [onScreen.nextExpiry, stack.leaving.first?.until, queueStartTime].compactMap { $0 }.min()
    }

    /// Applies everything due at the current time.
    mutating func settle() {
        let now = clock.now
        if let leavesAt = queuedToastLeavesAt, leavesAt <= now {
            queueResumesAt = leavesAt + OverlayState.queuePauseMilliseconds
            queuedToastLeavesAt = nil
        }
        if let next = onScreen.nextExpiry, next <= now { _ = onScreen.removeExpired(by: now) }
        // Leaving stack toasts end in the order they began.
        if let first = stack.leaving.first, first.until <= now { stack.leaving.removeAll { $0.until <= now } }
        if let start = queueStartTime, start <= now {
            let toast = waiting[waitingStart]
            waitingStart += 1
            if waitingStart > 32, waitingStart * 2 > waiting.count {
                waiting.removeFirst(waitingStart)
                waitingStart = 0
            }
            // Durations were checked when the toast was queued.
            present(.toast(toast), durationMilliseconds: ModelClock.milliseconds(fromSeconds: toast.duration) ?? 0, queued: true)
        }
    }

    // MARK: Equality and coding

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.clock == rhs.clock && lhs.onScreen == rhs.onScreen && lhs.queue == rhs.queue
            && lhs.queueResumesAt == rhs.queueResumesAt && lhs.stack == rhs.stack && lhs.lastAnnouncement == rhs.lastAnnouncement
            && lhs.nextID == rhs.nextID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(clock)
        hasher.combine(onScreen)
        hasher.combine(queue)
        hasher.combine(queueResumesAt)
        hasher.combine(stack)
        hasher.combine(lastAnnouncement)
        hasher.combine(nextID)
    }

    private enum CodingKeys: String, CodingKey {
        case clock, entries, queue, queueResumesAt, stack, lastAnnouncement, nextID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        clock = try container.decode(ModelClock.self, forKey: .clock)
        for entry in try container.decode([OverlayEntry].self, forKey: .entries) {
            // Times are checked after decoding (`Window+Decoding.swift`): until then, one past
            // the largest integer leaves at the end of time rather than overflowing.
            let removedAt = entry.dismissAt.map { $0.addingReportingOverflow(ToastMetrics.animationMilliseconds) }
                .map { $0.overflow ? Int.max : $0.partialValue }
            let number = onScreen.append(entry, expiringAt: removedAt)
            if entry.isLoading, entry.dismissAt == nil, activeLoadingNumber == nil { activeLoadingNumber = number }
            if entry.isQueued { queuedToastLeavesAt = min(queuedToastLeavesAt ?? .max, removedAt ?? .max) }
        }
        waiting = try container.decode([Toast].self, forKey: .queue)
        queueResumesAt = try container.decodeIfPresent(Int.self, forKey: .queueResumesAt)
        stack = try container.decode(ToastStack.self, forKey: .stack)
        lastAnnouncement = try container.decodeIfPresent(String.self, forKey: .lastAnnouncement)
        nextID = try container.decode(Int.self, forKey: .nextID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(clock, forKey: .clock)
        try container.encode(entries, forKey: .entries)
        try container.encode(queue, forKey: .queue)
        try container.encodeIfPresent(queueResumesAt, forKey: .queueResumesAt)
        try container.encode(stack, forKey: .stack)
        try container.encodeIfPresent(lastAnnouncement, forKey: .lastAnnouncement)
        try container.encode(nextID, forKey: .nextID)
    }
}

extension OverlayState: SharedDefault {
    /// No toasts, no HUD, no stack, the clock at zero.
    static let sharedDefault = OverlayState()
}
