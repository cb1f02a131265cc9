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
    /// `.popover`: a popover in a regular environment (iPad); on iPhone, compact in width or
    /// height, it behaves as `.formSheet` from iOS 13 (Apple doc
    /// `UIModalPresentationStyle.popover`), `adapted(to:)`. Its `modalPresentationStyle`
    /// stays `.popover`.
    case popover
    /// `.currentContext`: covers the controller that defines the presentation context
    /// (``Window/contextDefiningController(forPresentationFrom:)``), whose views are removed
    /// once it shows (Apple doc `UIModalPresentationStyle.currentContext`).
    case currentContext
    /// `.overCurrentContext`: as `.currentContext`, but the views below stay in the window
    /// (Apple doc `UIModalPresentationStyle.overCurrentContext`).
    case overCurrentContext

    /// Whether the presenter's views stay in the window while this presentation is up.
    ///
    /// Source: Apple doc `UIModalPresentationStyle.fullScreen`, `.overFullScreen`,
    /// `.currentContext` ("the views belonging to the presenting view controller are removed
    /// after the presentation completes"), `.overCurrentContext`;
    /// velog.io/@yeahg_dev — only `.fullScreen` removes the presenter's views
    /// (page and form sheets, over-full-screen and custom keep them, and the presenter
    /// gets no disappearance callbacks).
    var keepsPresenterInWindow: Bool { self != .fullScreen && self != .currentContext }

    /// Whether this style covers the controller that defines the presentation context rather
    /// than the screen (Apple doc `definesPresentationContext`).
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether this is a sheet (`.pageSheet` or `.formSheet`): a card on iPhone in compact
    /// width, a centred panel on iPad.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// The style UIKit shows on a device of `idiom`: a popover on iPhone — compact in width in
    /// portrait, in height in landscape — behaves as a form sheet (Apple doc
    /// `UIModalPresentationStyle.popover`: "In iOS 13 and later, for horizontally or vertically
    /// compact environments, this option behaves the same as formSheet"); every other style is
    /// shown as it is.
    func adapted(to idiom: Device.Idiom) -> ModalPresentationStyle {
        self == .popover && idiom == .phone ? .formSheet : self
    }

    /// The private presentation controller class UIKit's `_printHierarchy` names.
    ///
    /// Source: objc.io Issue 19, "Debugging: A Case Study" (P. Steinberger);
    /// Mainstayz/ViewControllerHierarchy. `_UIFormSheetPresentationController` is not in those
    /// sources and follows UIKit's naming pattern (unverified).
    package var presentationControllerClassName: String {
        switch self {
        case .fullScreen: "_UIFullscreenPresentationController"
        case .pageSheet: "_UIPageSheetPresentationController"
        case .formSheet: "_UIFormSheetPresentationController"
        case .overFullScreen: "_UIOverFullscreenPresentationController"
        // Public; printed for an iPad popover (objc.io Issue 19). Adapted to a form sheet on
        // iPhone, the controller is still the popover presentation controller (Apple doc
        // `UIPopoverPresentationController.adaptiveSheetPresentationController`); the class
        // `_printHierarchy` prints then was not recorded.
        case .popover: "UIPopoverPresentationController"
        // Not in the sources above; UIKit's naming pattern (unverified).
        case .currentContext: "_UICurrentContextPresentationController"
        case .overCurrentContext: "_UIOverCurrentContextPresentationController"
        }
    }
}
