/// JFPopup's loading HUD: a spinner (and optional text) that stays until hidden and, while it
/// shows, blocks touches and drops every toast (JFPopup 1.5.7 `loading(hit:inView:)`,
/// `toast(options:)`).
public struct LoadingHUD: Hashable, Sendable, Codable {
    /// Where the HUD may sit.
    public enum Position: String, Hashable, Sendable, Codable, CaseIterable {
        /// Centred: 110 × 110 without text.
        case center
        /// Grown out of the Dynamic Island, 144 × 144 without text. JFPopup's default on island
        /// phones; on other devices it falls back to the centre, JFPopup's default there.
        case island
    }

    /// The text under the spinner (`loading(hit:)`).
    public var text: String?
    /// Where it sits.
    public var position: Position

    /// Creates a HUD.
    public init(text: String? = nil, position: Position = .center) {
        self.text = text
        self.position = position
    }

    /// What VoiceOver announces: "Loading", then the text (a NavStack addition, as for toasts).
    public var accessibilityAnnouncement: String {
        ["Loading", text].compactMap { $0 }.joined(separator: ", ")
    }
}
