/// The modal presentation styles NavStack models (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Sendable, Codable, CaseIterable {
    /// `.fullScreen`: the presenter's views leave the window.
    case fullScreen
    /// `.pageSheet`: what `.automatic` resolves to for most controllers from iOS 13 to 17, and
    /// `present`'s default; from iOS 18 `.automatic` resolves to `.formSheet` (Apple doc
    /// `UIModalPresentationStyle.automatic`), which on iPhone shows the same card.
    case pageSheet
    /// `.formSheet`.
    case formSheet
    /// `.overFullScreen`: covers the screen, the presenter stays in the window.
    case overFullScreen

    /// Whether the presenter's views stay in the window while this presentation is up.
    ///
    /// Source: Apple doc `UIModalPresentationStyle.fullScreen`, `.overFullScreen`;
    /// velog.io/@yeahg_dev — only `.fullScreen` removes the presenter's views
    /// (page and form sheets, over-full-screen and custom keep them, and the presenter
    /// gets no disappearance callbacks).
    public var keepsPresenterInWindow: Bool { self != .fullScreen }

    /// Whether this is a sheet (`.pageSheet` or `.formSheet`): a card on iPhone in compact
    /// width, a centred panel on iPad.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// The private presentation controller class UIKit's `_printHierarchy` names.
    ///
    /// Source: objc.io Issue 19, "Debugging: A Case Study" (P. Steinberger);
    /// Mainstayz/ViewControllerHierarchy. `_UIFormSheetPresentationController` is not in those
    /// sources and follows UIKit's naming pattern (unverified).
    public var presentationControllerClassName: String {
        switch self {
        case .fullScreen: "_UIFullscreenPresentationController"
        case .pageSheet: "_UIPageSheetPresentationController"
        case .formSheet: "_UIFormSheetPresentationController"
        case .overFullScreen: "_UIOverFullscreenPresentationController"
        }
    }
}
