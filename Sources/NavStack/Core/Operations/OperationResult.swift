/// What an operation did besides changing the window.
///
/// Most results say one thing, or nothing: a push creates one controller, a pop removes one
/// screen. Those are stored inline; warnings and further removed screens sit behind one
/// copy-on-write pointer that stays empty (no buffer) otherwise, so making and dropping a
/// result costs next to nothing (docs/Performance.md).
public struct OperationResult: Hashable, Sendable {
    /// Why nothing (or less than asked) happened, for operations UIKit silently ignores.
    public var warnings: [NavigationWarning] {
        get { extras.read { $0.warnings } }
        set { extras.value.warnings = newValue }
    }
    /// Screens that left the window (popped, removed, dismissed, replaced), unwrapped, in
    /// stack order — what UIKit's pop methods return.
    public var removed: [ControllerReference] {
        get { firstRemoved.map { [$0] + extras.read { $0.otherRemoved } } ?? [] }
        set {
            firstRemoved = newValue.first
            let others = Array(newValue.dropFirst())
            // A single screen leaves the extras without a buffer, as appending it does.
            if !others.isEmpty || !extras.isDefault { extras.value.otherRemoved = others }
        }
    }
    /// The lifecycle callbacks the operation delivered, in order, while the window records
    /// them (``Window/recordsLifecycleEvents``; empty otherwise).
    public var events: [LifecycleEvent] {
        get { extras.isDefault ? [] : extras.read { $0.events } }
        set {
            if !newValue.isEmpty || !extras.isDefault { extras.value.events = newValue }
        }
    }
    /// The top controller the operation created, if any.
    public var created: ControllerID?

    /// The first of ``removed``.
    private var firstRemoved: ControllerReference?
    /// The warnings and the rest of ``removed`` (always empty while `firstRemoved` is `nil`).
    private var extras = SharedValue<Extras>()

    struct Extras: SharedDefault {
        var warnings: [NavigationWarning] = []
        var otherRemoved: [ControllerReference] = []
        var events: [LifecycleEvent] = []
        static let sharedDefault = Extras()
    }

    /// An empty result.
    public init() {}

    /// Appends `reference` to ``removed``.
    @inline(__always)
    mutating func appendRemoved(_ reference: ControllerReference) {
        if firstRemoved == nil { firstRemoved = reference } else { extras.value.otherRemoved.append(reference) }
    }

    /// Appends what `other` removed and warned about.
    mutating func append(_ other: OperationResult) {
        for reference in other.removed { appendRemoved(reference) }
        if !other.warnings.isEmpty { warnings += other.warnings }
    }

    static func warning(_ warning: NavigationWarning) -> OperationResult {
        var result = OperationResult()
        result.warnings = [warning]
        return result
    }
}
