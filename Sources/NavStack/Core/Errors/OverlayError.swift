/// A rejected overlay call: bad input that no library would accept.
///
/// The wording of each case is in `OverlayError+Messages.swift`.
public enum OverlayError: Error, Hashable, Sendable {
    /// A duration or wait that is not a finite number of seconds from 0 to
    /// `ModelClock.maximumSeconds`.
    case invalidDuration(Double)
    /// A toast with neither text nor icon (JFPopup asserts and returns nil,
    /// `JFToastView.swift` `toast(options:)`).
    case emptyToast
    /// A stack toast with no text.
    case emptyStackToast
    /// A drag amount that is not a finite number.
    case invalidDrag(Double)
    /// No toast at that index of the stack.
    case noStackToast(index: Int, count: Int)
}
