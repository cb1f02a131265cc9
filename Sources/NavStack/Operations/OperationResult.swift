/// What an operation did besides changing the window.
public struct OperationResult: Hashable, Sendable {
    /// Why nothing (or less than asked) happened, for operations UIKit silently ignores.
    public var warnings: [NavigationWarning] = []
    /// Screens that left the window (popped, removed, dismissed, replaced), unwrapped, in
    /// stack order — what UIKit's pop methods return.
    public var removed: [ControllerReference] = []
    /// The top controller the operation created, if any.
    public var created: ControllerID?

    /// An empty result.
    public init() {}

    static func warning(_ warning: NavigationWarning) -> OperationResult {
        var result = OperationResult()
        result.warnings = [warning]
        return result
    }
}
