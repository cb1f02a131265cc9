/// What an operation did besides changing the window.
public struct OperationResult: Hashable, Sendable {
    /// Why nothing (or less than asked) happened, for operations UIKit silently ignores.
    public var warnings: [NavigationWarning] = []
    /// Screens that left the window (popped, removed, dismissed, replaced), unwrapped, in
    /// stack order — what UIKit's pop methods return.
    public var removed: [ControllerReference] {
        get { firstRemoved.map { [$0] + otherRemoved } ?? [] }
        set {
            firstRemoved = newValue.first
            otherRemoved = Array(newValue.dropFirst())
        }
    }
    /// ``removed`` as stored, so that a single pop's screen needs no array: the first, and
    /// the others (always empty while `firstRemoved` is `nil`).
    private var firstRemoved: ControllerReference?
    private var otherRemoved: [ControllerReference] = []
    /// The top controller the operation created, if any.
    public var created: ControllerID?

    /// An empty result.
    public init() {}

    /// Appends `reference` to ``removed``.
    mutating func appendRemoved(_ reference: ControllerReference) {
        if firstRemoved == nil { firstRemoved = reference } else { otherRemoved.append(reference) }
    }

    static func warning(_ warning: NavigationWarning) -> OperationResult {
        var result = OperationResult()
        result.warnings = [warning]
        return result
    }
}
