/// A positioned toast, JFPopup style: text, an optional icon, a position and how long it
/// stays (JFPopup 1.5.7 `JFToastView.swift`, `toast(options:)`).
///
///     var window = Window(device: .iPhone15Pro)
///     try window.showToast(Toast("Saved", icon: .success, position: .top))
///     try window.advanceClock(bySeconds: 2.5)      // 0.25 in + 2 shown + 0.25 out
///     window.toastOverlays.isEmpty                   // true
public struct Toast: Hashable, Sendable, Codable {
    /// The text (`hit`); empty for an icon-only toast.
    public var text: String
    /// The icon above the text.
    public var icon: ToastIcon?
    /// Where it sits; `nil` takes JFPopup's default (`ToastPosition.default(hasIsland:)`).
    public var position: ToastPosition?
    /// Seconds it stays after its present animation (`autoDismissDuration`, default 2 s,
    /// JFPopup 1.5.7 `JFPopup.swift`).
    public var duration: Double

    /// Creates a toast.
    public init(
        _ text: String, icon: ToastIcon? = nil, position: ToastPosition? = nil,
        duration: Double = ToastMetrics.defaultDuration
    ) {
        self.text = text
        self.icon = icon
        self.position = position
        self.duration = duration
    }

    /// What VoiceOver announces when the toast appears: the icon's prefix and the text joined
    /// by ", ", as SwiftMessages builds `accessibilityMessage` (SwiftMessages 10.0.2). JFPopup
    /// posts no announcement (1.5.7 has no `UIAccessibility.post`); NavStack adds one so apps can
    /// check what they say.
    public var accessibilityAnnouncement: String? {
        let parts = [icon?.accessibilityPrefix, text.isEmpty ? nil : text].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
