/// The detent a sheet is at on iPhone (`UISheetPresentationController.Detent`), as navtree's
/// `detent=` selects it.
///
/// UIKit's `detents` default to `[.large()]`, and a nil `selectedDetentIdentifier` shows the
/// smallest one (Apple docs `uisheetpresentationcontroller/detents`,
/// `…/selecteddetentidentifier`). The model keeps one value: ``large`` is the default
/// `[.large()]`; ``medium`` stands for `detents = [.medium(), .large()]` with `.medium`
/// selected, the usual half-height sheet (a modelling choice). Changing the value changes only
/// the selection, as setting `selectedDetentIdentifier` does.
public enum SheetDetent: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.medium()`: "approximately half the height of the screen", inactive in compact height
    /// (Apple doc `uisheetpresentationcontroller/detent/medium()`). Its height is a modelling
    /// choice (``SheetLayout``).
    case medium
    /// `.large()`: "a system detent for a sheet at full height" (Apple doc
    /// `uisheetpresentationcontroller/detent/large()`).
    case large
}
