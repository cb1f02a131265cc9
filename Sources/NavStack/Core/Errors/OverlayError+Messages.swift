extension OverlayError: CustomStringConvertible {
    /// A stable identifier of the case, for tests and machine-readable output.
    public var messageID: String {
        switch self {
        case .emptyStackToast: "emptyStackToast"
        case .emptyToast: "emptyToast"
        case .invalidDrag: "invalidDrag"
        case .invalidDuration: "invalidDuration"
        case .noStackToast: "noStackToast"
        }
    }

    /// The message navtree prints after `error:`.
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
