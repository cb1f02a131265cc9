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
    /// The names (or kind words) of the controllers the operation removed that its events
    /// mention, which the window after it no longer knows.
    var departedNames: DepartedNames {
        get { extras.isDefault ? DepartedNames() : extras.read { $0.departedNames } }
        set {
            if !newValue.isEmpty || !extras.isDefault { extras.value.departedNames = newValue }
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
        var departedNames = DepartedNames()
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

/// Naming the events (``NamedLifecycleEvent``).
extension OperationResult {
    /// The name ``events`` give `id`, given `window`, the window after the operation: its
    /// screen name or container label, its kind word when it has neither, the same for a
    /// controller the operation removed, `nil` for an ID neither knows.
    public func eventName(of id: ControllerID, in window: Window) -> String {
        if let name = window.name(of: id) { return name }
        if let kind = window.kind(of: id) { return kind.rawValue }
        return departedNames[id] ?? "nil"
    }

    /// ``events`` named as a script writes them, given `window`, the window after the
    /// operation.
    public func namedEvents(in window: Window) -> [NamedLifecycleEvent] {
        events.map { event in
            let argument: String? =
                switch event.argument {
                case let .animated(flag)?: flag ? "true" : "false"
                case let .controller(id)?: eventName(of: id, in: window)
                case .some(.none): "nil"
                case nil: nil
                }
            return NamedLifecycleEvent(event, name: eventName(of: event.controller, in: window), argument: argument)
        }
    }
}

/// The names of the controllers an operation removed, by ID: a plain list while there are few
/// (a pop's three), a dictionary once there are many (a dismissed tree), as ``SmallIDSet`` does.
struct DepartedNames: Hashable, Sendable {
    private struct Entry: Hashable, Sendable {
        let id: ControllerID
        let name: String
    }
    private var small: [Entry] = []
    private var large: [ControllerID: String] = [:]

    init() {}

    init(_ names: [ControllerID: String]) {
        if names.count <= 16 {
            small = names.sorted { $0.key < $1.key }.map { Entry(id: $0.key, name: $0.value) }
        } else {
            large = names
        }
    }

    var isEmpty: Bool { small.isEmpty && large.isEmpty }

    /// Adds `name` for `id` (the first name given for an ID stays).
    mutating func insert(_ id: ControllerID, _ name: String) {
        if !large.isEmpty {
            if large[id] == nil { large[id] = name }
        } else if small.count < 16 {
            if !small.contains(where: { $0.id == id }) { small.append(Entry(id: id, name: name)) }
        } else {
            large = Dictionary(small.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            small = []
            if large[id] == nil { large[id] = name }
        }
    }

    subscript(id: ControllerID) -> String? {
        large.isEmpty ? small.first { $0.id == id }?.name : large[id]
    }
}
