/// Which chrome the window's bars draw: UIKit's navigation bars, tab bars and toolbars, and
/// LNPopupController's popup bar alike (`design legacy|glass`).
///
/// An app gets glass when it is built with the iOS 26 SDK and runs on iOS 26 or later, unless
/// its Info.plist sets `UIDesignRequiresCompatibility`; built with the iOS 27 SDK it gets glass
/// whatever the key says (Apple doc "UIDesignRequiresCompatibility": "ignored when you build
/// for iOS 27 or later"). An app built with an older SDK keeps the legacy chrome on any iOS.
/// LNPopupController follows the same switch (`LNPopupEnvironmentHasGlass()`,
/// LeoNatan/LNPopupController `LNPopupController/LNPopupController/Private/Utils/_LNPopupGlassUtils.mm`).
public enum BarDesign: String, Hashable, Sendable, Codable, CaseIterable {
    /// iOS 13–18 chrome (or an iOS 26 SDK build with `UIDesignRequiresCompatibility`): the
    /// default.
    case legacy
    /// iOS 26 and later, Liquid Glass: bars at the safe-area top, the floating tab bar, its
    /// bottom accessory and minimizing (``GlassMetrics``).
    case glass
}

/// ``BarDesign`` by its name from before it switched UIKit's bars too.
@available(*, deprecated, renamed: "BarDesign")
public typealias PopupDesign = BarDesign
