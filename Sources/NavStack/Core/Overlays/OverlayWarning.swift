/// An overlay call that did nothing (or less than asked), as the libraries silently do; the
/// warning says why.
public enum OverlayWarning: Hashable, Sendable, CustomStringConvertible {
    /// A toast while the loading HUD shows: JFPopup's `toast {}` returns nil and only prints
    /// (toasts.md §1.7).
    case toastDroppedWhileLoading(String)
    /// `loading()` while a HUD shows: only one manual toast at a time (JFPopup#5; §1.7).
    case loadingAlreadyShowing
    /// `hideLoading()` with no HUD: nothing to remove.
    case noLoadingToHide
    /// `island` asked for on a device (or orientation) without a Dynamic Island; the overlay
    /// is shown at `fallback`.
    case noDynamicIsland(device: String, fallback: String)
    /// A gesture on the toast stack while the loading HUD blocks touches
    /// (`enableUserInteraction(true)`, §1.7).
    case touchesBlockedByLoading
    /// A tap on the stack with no toast in it: there is nothing to tap.
    case stackEmpty
    /// A tap on the backdrop while the stack is collapsed: the backdrop only exists expanded.
    case noBackdrop
    /// A drag on a toast behind the front one while collapsed: the front toast takes drags
    /// (toasts.md §2.1, "Gesture").
    case onlyFrontToastDraggable(Int)
    /// A drag shorter than `DragGesture`'s 10 pt minimum distance never begins (§2.1).
    case dragTooShort(Double)

    /// The message navtree prints.
    public var description: String {
        switch self {
        case let .toastDroppedWhileLoading(text):
            return "toast '\(text)' dropped: the loading HUD is showing (JFPopup shows no toast until hideLoading)"
        case .loadingAlreadyShowing:
            return "a loading HUD is already showing; JFPopup shows one at a time, the call is ignored"
        case .noLoadingToHide:
            return "no loading HUD is showing; hideLoading does nothing"
        case let .noDynamicIsland(device, fallback):
            return "\(device) has no Dynamic Island; shown at '\(fallback)' instead"
        case .touchesBlockedByLoading:
            return "the loading HUD blocks touches; the gesture does not reach the toasts"
        case .stackEmpty:
            return "the toast stack is empty; there is nothing to tap"
        case .noBackdrop:
            return "the stack is collapsed, so there is no backdrop to tap"
        case let .onlyFrontToastDraggable(index):
            return "toast \(index) is behind the front toast while the stack is collapsed; only toast 0 can be dragged"
        case let .dragTooShort(distance):
            return "a drag of \(Rect.format(abs(distance))) pt is under DragGesture's 10 pt minimum distance; it never begins"
        }
    }
}
