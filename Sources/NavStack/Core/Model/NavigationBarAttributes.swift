/// The look of one `UINavigationBar`. Every field is optional: `nil` means "never set",
/// which resolves to UIKit's default.
///
/// These are the attributes Koinu's successor copies from the root bar when
/// `useRootNavigationBarAttributes` is on (SBNavigationController 1.0.6
/// `SBContainerNavigationController.swift:106-140`):
/// `barTintColor`, `tintColor`, `titleTextAttributes` (as ``titleColor``), `isTranslucent`,
/// `prefersLargeTitles`, `backgroundColor`, and `shadowImage` (as ``shadowHidden``), and then
/// the four `UINavigationBarAppearance` objects (``appearances``). Images and `barStyle` are
/// not modelled.
public struct NavigationBarAttributes: Hashable, Sendable, Codable {
    /// `barTintColor`.
    public var barTint: Color?
    /// `tintColor` (bar button items and the back chevron).
    public var tint: Color?
    /// The foreground colour in `titleTextAttributes`.
    public var titleColor: Color?
    /// `isTranslucent` (UIKit default `true`).
    public var translucent: Bool?
    /// `prefersLargeTitles` (UIKit default `false`).
    public var prefersLargeTitles: Bool?
    /// `backgroundColor`.
    public var background: Color?
    /// `shadowImage = UIImage()`: the hairline under the bar is hidden.
    public var shadowHidden: Bool?
    /// The bar's own appearance slots (`standardAppearance` … `compactScrollEdgeAppearance`);
    /// an unset `standard` is UIKit's default object, which the legacy properties above style.
    public var appearances = BarAppearanceSlots()

    /// Creates attributes with nothing set.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case barTint, tint, titleColor, translucent, prefersLargeTitles, background, shadowHidden, appearances
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        barTint = try container.decodeIfPresent(Color.self, forKey: .barTint)
        tint = try container.decodeIfPresent(Color.self, forKey: .tint)
        titleColor = try container.decodeIfPresent(Color.self, forKey: .titleColor)
        translucent = try container.decodeIfPresent(Bool.self, forKey: .translucent)
        prefersLargeTitles = try container.decodeIfPresent(Bool.self, forKey: .prefersLargeTitles)
        background = try container.decodeIfPresent(Color.self, forKey: .background)
        shadowHidden = try container.decodeIfPresent(Bool.self, forKey: .shadowHidden)
        appearances = try container.decodeIfPresent(BarAppearanceSlots.self, forKey: .appearances) ?? BarAppearanceSlots()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(barTint, forKey: .barTint)
        try container.encodeIfPresent(tint, forKey: .tint)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
        try container.encodeIfPresent(translucent, forKey: .translucent)
        try container.encodeIfPresent(prefersLargeTitles, forKey: .prefersLargeTitles)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(shadowHidden, forKey: .shadowHidden)
        if !appearances.isEmpty { try container.encode(appearances, forKey: .appearances) }
    }

    /// These attributes with every field that `overrides` sets replaced by its value.
    func overlaid(with overrides: NavigationBarAttributes) -> NavigationBarAttributes {
        var result = self
        if let value = overrides.barTint { result.barTint = value }
        if let value = overrides.tint { result.tint = value }
        if let value = overrides.titleColor { result.titleColor = value }
        if let value = overrides.translucent { result.translucent = value }
        if let value = overrides.prefersLargeTitles { result.prefersLargeTitles = value }
        if let value = overrides.background { result.background = value }
        if let value = overrides.shadowHidden { result.shadowHidden = value }
        result.appearances = appearances.overlaid(with: overrides.appearances)
        return result
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool {
        // Field by field rather than `== NavigationBarAttributes()`: this runs on every push
        // and pop, and building a value to compare against cost more than the check.
        barTint == nil && tint == nil && titleColor == nil && translucent == nil
            && prefersLargeTitles == nil && background == nil && shadowHidden == nil && appearances.isEmpty
    }
}
