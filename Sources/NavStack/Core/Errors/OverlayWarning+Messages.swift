extension OverlayWarning: CustomStringConvertible {
    /// A stable identifier of the case, for tests and machine-readable output.
    public var messageID: String {
        switch self {
        case .dragTooShort: "dragTooShort"
        case .loadingAlreadyShowing: "loadingAlreadyShowing"
        case .noBackdrop: "noBackdrop"
        case .noDynamicIsland: "noDynamicIsland"
        case .noLoadingToHide: "noLoadingToHide"
        case .onlyFrontToastDraggable: "onlyFrontToastDraggable"
        case .stackEmpty: "stackEmpty"
        case .toastDroppedWhileLoading: "toastDroppedWhileLoading"
        case .touchesBlockedByLoading: "touchesBlockedByLoading"
        case .touchesBlockedByPresentation: "touchesBlockedByPresentation"
        }
    }

    /// The message navtree prints after `warning:`.
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
        case let .touchesBlockedByPresentation(presented):
            return "\(presented) is presented over the window's root, whose view holds the toasts; the gesture does not reach them"
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
