/// What every error and warning of the model offers: a stable identifier of its case, for
/// tests and machine-readable output, and its message, worded in the family's `+Messages`
/// file (one catalogue per family, as swift-syntax keeps its diagnostic messages).
public protocol ModelMessage: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the case (`popAtRoot`, `emptyToast`).
    var messageID: String { get }
}

/// An operation the model rejects; the window is left exactly as it was.
public protocol ModelError: ModelMessage, Error {
    /// The exception UIKit raises for this misuse, when it raises one.
    var uikitException: String? { get }
}

extension ModelError {
    public var uikitException: String? { nil }
}

/// What an operation reports besides changing the window: the calls UIKit or a library
/// silently ignores, each with the reason.
public protocol ModelResult {
    /// The kind of warning the operation gives.
    associatedtype Warning: ModelMessage
    /// Why nothing (or less than asked) happened.
    var warnings: [Warning] { get }
    /// The lifecycle events the operation delivered (none for operations that have none).
    var events: [LifecycleEvent] { get }
    /// ``events`` named, given `window`, the window after the operation.
    func namedEvents(in window: Window) -> [NamedLifecycleEvent]
}

extension ModelResult {
    public var events: [LifecycleEvent] { [] }
    public func namedEvents(in window: Window) -> [NamedLifecycleEvent] { [] }

    /// The lifecycle events the operation delivered.
    @available(*, deprecated, renamed: "events")
    public var lifecycleEvents: [LifecycleEvent] { events }

    /// The lifecycle events named, given `window`, the window after the operation.
    @available(*, deprecated, renamed: "namedEvents(in:)")
    public func namedLifecycleEvents(in window: Window) -> [NamedLifecycleEvent] { namedEvents(in: window) }
}

extension NavigationError: ModelError {}
extension OverlayError: ModelError {}
extension NavigationWarning: ModelMessage {}
extension OverlayWarning: ModelMessage {}
extension OperationResult: ModelResult {}
extension OverlayResult: ModelResult {}
