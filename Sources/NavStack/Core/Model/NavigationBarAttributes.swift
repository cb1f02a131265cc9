/// The look of one `UINavigationBar`. Every field is optional: `nil` means "never set",
/// which resolves to UIKit's default.
///
/// These are the attributes Koinu's successor copies from the root bar when
/// `useRootNavigationBarAttributes` is on (SBNavigationController 1.0.6
/// `SBContainerNavigationController.swift:106-140`):
/// `barTintColor`, `tintColor`, `titleTextAttributes` (as ``titleColor``), `isTranslucent`,
/// `prefersLargeTitles`, `backgroundColor`, and `shadowImage` (as ``shadowHidden``). Images,
/// `barStyle` and the `UINavigationBarAppearance` objects are not modelled.
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

    /// Creates attributes with nothing set.
    public init() {}

    /// These attributes with every field that `overrides` sets replaced by its value.
    public func overlaid(with overrides: NavigationBarAttributes) -> NavigationBarAttributes {
        var result = self
        if let value = overrides.barTint { result.barTint = value }
        if let value = overrides.tint { result.tint = value }
        if let value = overrides.titleColor { result.titleColor = value }
        if let value = overrides.translucent { result.translucent = value }
        if let value = overrides.prefersLargeTitles { result.prefersLargeTitles = value }
        if let value = overrides.background { result.background = value }
        if let value = overrides.shadowHidden { result.shadowHidden = value }
        return result
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool {
        // Field by field rather than `== NavigationBarAttributes()`: this runs on every push
        // and pop, and building a value to compare against cost more than the check.
        barTint == nil && tint == nil && titleColor == nil && translucent == nil
            && prefersLargeTitles == nil && background == nil && shadowHidden == nil
    }
}
