/// One JFPopup overlay on screen — a toast or the loading HUD — with its timeline on the
/// model clock (JFPopup 1.5.7 `JFPopupAnimation.swift`): presented over 0.25 s, shown, then
/// dismissed over 0.25 s.
///
/// A toast's dismissal starts `duration` after its present animation ends (`JFPopupView`
/// starts the timer in the present completion); the HUD's starts when it is hidden.
public struct OverlayEntry: Hashable, Sendable, Codable {
    /// What the overlay shows.
    public enum Content: Hashable, Sendable, Codable {
        /// A positioned toast.
        case toast(Toast)
        /// The loading HUD.
        case loading(LoadingHUD)
    }

    /// Where the overlay is in its timeline.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The present animation (0.25 s): alpha 0 → 1, or the island pill growing.
        case presenting
        /// Fully shown.
        case shown
        /// The dismiss animation (0.25 s): alpha → 0, or shrinking into the pill.
        case dismissing
    }

    /// A number unique in the window.
    public var id: Int
    /// The toast or the HUD.
    public var content: Content
    /// When it was shown, in model milliseconds.
    public var shownAt: Int
    /// When its dismiss animation starts; `nil` for a HUD that is not hidden yet.
    public var dismissAt: Int?
    /// Whether it came through the toast queue.
    public var isQueued: Bool
    /// The screen it was laid out on, once the window's device or orientation changed while it
    /// showed; `nil` while it is laid out on the window's own. JFPopup sizes its view to the
    /// screen once (`JFPopupView.swift:157`, `:165`) and sets the toast's frame once, in the
    /// present animation (`JFPopupAnimation.swift:36-47`; its size in `JFToastView.swift:124-155`),
    /// with no `layoutSubviews` and no autoresizing mask (whose default is none, Apple doc
    /// `UIView.autoresizingMask`): a rotation moves nothing, so a centred toast or HUD keeps its
    /// portrait frame and an island toast keeps the island's.
    public var laidOutOn: OverlayScreen?

    /// When it leaves the screen (the end of the dismiss animation).
    public var removedAt: Int? { dismissAt.map { $0 + ToastMetrics.animationMilliseconds } }

    /// Its phase at `now`.
    public func phase(at now: Int) -> Phase {
        if let dismissAt, now >= dismissAt { return .dismissing }
        return now < shownAt + ToastMetrics.animationMilliseconds ? .presenting : .shown
    }

    /// The toast, if this is one.
    public var toast: Toast? {
        if case let .toast(toast) = content { return toast }
        return nil
    }

    /// Whether this is the loading HUD.
    package var isLoading: Bool {
        if case .loading = content { return true }
        return false
    }

    /// What VoiceOver announces when it appears.
    public var accessibilityAnnouncement: String? {
        switch content {
        case let .toast(toast): toast.accessibilityAnnouncement
        case let .loading(hud): hud.accessibilityAnnouncement
        }
    }
}

/// A screen an overlay was laid out on (``OverlayEntry/laidOutOn``).
public struct OverlayScreen: Hashable, Sendable, Codable {
    /// The device.
    public var device: Device
    /// Its orientation.
    public var orientation: Orientation

    /// Creates a screen.
    public init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }
}
