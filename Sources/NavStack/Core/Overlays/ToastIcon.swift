/// The icon above a toast's text: JFPopup's `JFToastAssetIconType` (JFPopup 1.5.7 `JFToastView.swift`).
public enum ToastIcon: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The bundled `success.png`.
    case success
    /// The bundled `fail.png`.
    case fail
    /// An image of the app's, by name (`.imageName(name:)`).
    case image(String)

    /// The icon's size in points. The bundled icons are 120 × 120 px `@2x` PNGs, so 60 × 60 pt
    /// (JFPopup `Resources/success@2x.png`, `fail@2x.png`). A named image's size is the app's;
    /// NavStack takes it to be 60 × 60 as well (unverified modelling choice).
    package var size: (width: Double, height: Double) { (ToastMetrics.iconSide, ToastMetrics.iconSide) }

    /// What VoiceOver says before the text: "Success" or "Error", the prefixes apps give
    /// SwiftMessages' themes (SwiftMessages `accessibilityPrefix`; the two words are a modelling
    /// choice, unverified); nothing for an image.
    var accessibilityPrefix: String? {
        switch self {
        case .success: "Success"
        case .fail: "Error"
        case .image: nil
        }
    }

    /// Parses navtree's spelling: `success`, `fail` or `image:NAME`.
    public init?(_ text: String) {
        switch text {
        case "success": self = .success
        case "fail": self = .fail
        default:
            guard text.hasPrefix("image:"), text.count > "image:".count else { return nil }
            self = .image(String(text.dropFirst("image:".count)))
        }
    }

    /// navtree's spelling.
    public var description: String {
        switch self {
        case .success: "success"
        case .fail: "fail"
        case let .image(name): "image:" + name
        }
    }
}
