/// A rejected overlay call: bad input that no library would accept.
public enum OverlayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A duration or wait that is not a finite number of seconds from 0 to
    /// ``ModelClock/maximumSeconds``.
    case invalidDuration(Double)
    /// A toast with neither text nor icon (JFPopup asserts and returns nil, §1.1).
    case emptyToast
    /// A stack toast with no text.
    case emptyStackToast
    /// A drag amount that is not a finite number.
    case invalidDrag(Double)
    /// No toast at that index of the stack.
    case noStackToast(index: Int, count: Int)

    /// The message navtree prints.
    public var description: String {
        switch self {
        case let .invalidDuration(value):
            return "invalid duration \(value); expected seconds from 0 to \(Rect.format(ModelClock.maximumSeconds))"
        case .emptyToast:
            return "a toast needs text or an icon"
        case .emptyStackToast:
            return "a stack toast needs text"
        case let .invalidDrag(value):
            return "invalid drag amount \(value)"
        case let .noStackToast(index, count):
            return "no toast at index \(index); the stack holds \(count)"
        }
    }
}
