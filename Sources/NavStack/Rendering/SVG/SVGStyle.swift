#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The look of NavStack's SVG wireframes: UIKit's light-mode system colours and text sizes.
///
/// These are drawing choices, not model values: frames come from `Window/layout()`; only
/// what is drawn inside a frame (colours, text, glyphs) is decided here. Colours are UIKit's
/// light-mode defaults (`systemBlue` #007AFF, `separator` as its opaque #C6C6C8, `systemGray`
/// #8E8E93, bar chrome #F9F9F9 at 94 %); text sizes are the iOS text styles at the default
/// Dynamic Type size (body 17, footnote 13, caption 10, large title 34).
enum SVGStyle {
    /// The font stack: San Francisco where installed, else a sans-serif.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// `systemBlue`: the default tint of bar button items, back buttons and the selected tab.
    static let tint = "#007AFF"
    /// `label`: titles.
    static let label = "#000000"
    /// `secondaryLabel` as an opaque grey: subtitles, unselected tabs, screen names.
    static let secondaryLabel = "#8E8E93"
    /// The hairline under a navigation bar and above a tab bar or toolbar.
    static let separator = "#C6C6C8"
    /// Bar chrome (navigation bar, toolbar, tab bar, docked popup bar).
    static let barBackground = "#F9F9F9"
    /// The chrome's opacity while translucent.
    static let barOpacity = 0.94
    /// The screen behind everything.
    static let screenBackground = "#FFFFFF"
    /// The outline of a screen's safe-area content.
    static let contentOutline = "#C7C7CC"
    /// The floating popup bar's pill and the stacked toasts.
    static let elevatedBackground = "#FFFFFF"
    /// The device's outline.
    static let deviceOutline = "#1C1C1E"
    /// Toasts and the HUD: black at 80 %.
    static let toastBackground = "#000000"
    static let toastOpacity = 0.8

    /// Body text (titles, bar buttons, screen names).
    static let bodySize = 17.0
    /// Large titles.
    static let largeTitleSize = 34.0
    /// Subtitles and small labels.
    static let footnoteSize = 13.0
    /// Tab bar titles.
    static let tabTitleSize = 10.0
    /// Space between a bar's edge and its first item, and between items.
    static let barMargin = 16.0
    /// The floating popup bar's pill inside its frame: horizontal and vertical insets and
    /// corner radius (a drawing choice; LNPopupController draws a shadowed rounded pill).
    static let floatingInset = (horizontal: 12.0, vertical: 4.0, cornerRadius: 14.0)
    /// A presented sheet's corner radius on iPad: 10 pt, as the iPhone card's
    /// (`SheetLayout.cornerRadius`; assumed, not measured before iOS 26).
    static let sheetCornerRadius = 10.0
    /// The dimming view under a sheet: black at this opacity (a drawing choice).
    static let dimmingOpacity = 0.4
    /// What shows around a receding presenter's card.
    static let recedingBackground = "#000000"
    /// The sheet's grabber (a drawing choice: a light grey capsule).
    static let grabber = "#C7C7CC"
    /// Liquid Glass (iOS 26): the capsules' fill, its opacity and their rim (a drawing choice
    /// standing for the material, which a wireframe does not render).
    static let glassFill = "#F2F2F7"
    static let glassOpacity = 0.82
    static let glassRim = "#D1D1D6"
    /// The selected tab's pill inside the glass platter.
    static let glassSelection = "#E3E3E8"

    /// Whether `color` is dark enough to need light text on it: its relative luminance (WCAG 2
    /// weights, with sRGB's gamma taken as 2) is under 0.18, where white and black text
    /// contrast about equally.
    static func isDark(_ color: Color) -> Bool {
        let digits = Array(color.hex.dropFirst())
        guard digits.count >= 6 else { return false }
        let channels = stride(from: 0, to: 6, by: 2).map { offset -> Double in
            let value = Double(Int(String(digits[offset..<offset + 2]), radix: 16) ?? 255) / 255
            return value * value
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2] < 0.18
    }

    /// `color` as an SVG paint and opacity: `#RRGGBB` with opacity 1, or the colour without
    /// its alpha byte and the alpha as an opacity.
    static func paint(_ color: Color) -> (fill: String, opacity: Double) {
        let hex = color.hex
        guard hex.count == 9 else { return (hex, 1) }
        let alpha = Int(hex.suffix(2), radix: 16) ?? 255
        return (String(hex.prefix(7)), Double(alpha) / 255)
    }
}
