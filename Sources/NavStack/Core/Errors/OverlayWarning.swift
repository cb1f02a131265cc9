/// An overlay call that did nothing (or less than asked), as the libraries silently do; the
/// warning says why.
///
/// The wording of each case is in `OverlayWarning+Messages.swift`.
public enum OverlayWarning: Hashable, Sendable {
    /// A toast while the loading HUD shows: JFPopup's `toast {}` returns nil and only prints
    /// (JFPopup 1.5.7 `toast(options:)`, since 94b12a4).
    case toastDroppedWhileLoading(String)
    /// `loading()` while a HUD shows: only one manual toast at a time (JFPopup#5).
    case loadingAlreadyShowing
    /// `hideLoading()` with no HUD: nothing to remove.
    case noLoadingToHide
    /// `island` asked for on a device (or orientation) without a Dynamic Island; the overlay
    /// is shown at `fallback`.
    case noDynamicIsland(device: String, fallback: String)
    /// A gesture on the toast stack while the loading HUD blocks touches
    /// (`enableUserInteraction(true)` in JFPopup's `loading(hit:inView:)`).
    case touchesBlockedByLoading
    /// A gesture on the toast stack while a controller is presented over the window's root,
    /// whose view the stack is attached to: the presentation covers it and takes the touches
    /// (Apple docs `UIModalPresentationStyle.fullScreen`, `largestUndimmedDetentIdentifier`).
    case touchesBlockedByPresentation(presented: String)
    /// A tap on the stack with no toast in it: there is nothing to tap.
    case stackEmpty
    /// A tap on the backdrop while the stack is collapsed: the backdrop only exists expanded.
    case noBackdrop
    /// A drag on a toast behind the front one while collapsed: the front toast takes drags
    /// (Kavsoft "SwiftUI Toasts | Xcode 16").
    case onlyFrontToastDraggable(Int)
    /// A drag shorter than `DragGesture`'s 10 pt minimum distance never begins (Apple doc
    /// `DragGesture.init(minimumDistance:coordinateSpace:)`).
    case dragTooShort(Double)
}
