/// An overlay call that did nothing (or less than asked), as the libraries silently do; the
/// warning says why.
///
/// The wording of each case is in `OverlayWarning+Messages.swift`.
public enum OverlayWarning: Hashable, Sendable {
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
}
