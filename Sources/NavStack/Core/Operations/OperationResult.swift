/// What an operation did besides changing the window.
///
/// Most results say one thing, or nothing: a push creates one controller, a pop removes one
/// screen. Those are stored inline; warnings and further removed screens sit behind one
/// copy-on-write pointer that stays empty (no buffer) otherwise, so making and dropping a
/// result costs next to nothing (docs/Performance.md).
public struct OperationResult: Hashable, Sendable {
    /// Why nothing (or less than asked) happened, for operations UIKit silently ignores.
    public var warnings: [NavigationWarning] {
        get { extras.isDefault ? [] : extras.read { $0.warnings } }
        set {
            // A result's first extra is made whole, not copied from the default and written.
            if extras.isDefault { extras = SharedValue(Extras(warnings: newValue)) } else { extras.value.warnings = newValue }
        }
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
    /// The presented controllers the operation's events present and dismiss, while the window
    /// records events (``transitionFlags(ofEventAt:)``).
    var presentationMoves: PresentationMoves {
        get { extras.isDefault ? PresentationMoves() : extras.read { $0.presentationMoves } }
        set {
            if newValue != PresentationMoves() || !extras.isDefault { extras.value.presentationMoves = newValue }
        }
    }

    /// The first of ``removed``.
    private var firstRemoved: ControllerReference?
    /// The warnings and the rest of ``removed`` (always empty while `firstRemoved` is `nil`).
    private var extras = SharedValue<Extras>()

    struct Extras: SharedDefault {
        var warnings: [NavigationWarning] = []
        var otherRemoved: [ControllerReference] = []
        var events: [LifecycleEvent] = []
        var departedNames = DepartedNames()
        var presentationMoves = PresentationMoves()
        static let sharedDefault = Extras()
    }

    /// An empty result.
    public init() {}

    /// The event list of `spare`, the storage of an earlier result that the window keeps
    /// (``adoptEvents(of:)``), emptied for writing: once no result holds the storage any more
    /// its list keeps its buffer, so a recorded push or pop allocates nothing
    /// (docs/Performance.md). ``storeEvents(_:_:in:)`` puts it back.
    static func takeEventList(from spare: inout SharedValue<Extras>) -> [LifecycleEvent] {
        spare.recycle()
        var list: [LifecycleEvent] = []
        if !spare.isDefault { swap(&spare.value.events, &list) }
        list.removeAll(keepingCapacity: true)
        return list
    }

    /// Puts `events` and `names` in `spare`, with nothing else.
    static func storeEvents(_ events: inout [LifecycleEvent], _ names: inout DepartedNames, in spare: inout SharedValue<Extras>) {
        store(&events, &names, in: &spare.value)
    }

    /// Swaps the lists in rather than copying them (`events` and `names` get the old ones).
    private static func store(_ events: inout [LifecycleEvent], _ names: inout DepartedNames, in extras: inout Extras) {
        if !extras.warnings.isEmpty { extras.warnings = [] }
        if !extras.otherRemoved.isEmpty { extras.otherRemoved = [] }
        if !extras.presentationMoves.isEmpty { extras.presentationMoves = PresentationMoves() }
        swap(&extras.events, &events)
        swap(&extras.departedNames, &names)
    }

    /// Takes the events and departed names ``storeEvents(_:_:in:)`` put in `spare`,
    /// sharing its storage when this result has no extras of its own.
    mutating func adoptEvents(of spare: SharedValue<Extras>) {
        if extras.isDefault {
            extras = spare
        } else {
            extras.value.events = spare.read { $0.events }
            extras.value.departedNames = spare.read { $0.departedNames }
        }
    }

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
    func eventName(of id: ControllerID, in window: Window) -> String {
        window.eventName(of: id) ?? departedNames[id] ?? "nil"
    }

    /// ``events`` named as a script writes them, given `window`, the window after the
    /// operation.
    public func namedEvents(in window: Window) -> [NamedLifecycleEvent] {
        events.indices.map { index in
            let event = events[index]
            let argument: String? =
                switch event.argument {
                case let .animated(flag)?: flag ? "true" : "false"
                case let .controller(id)?: eventName(of: id, in: window)
                case .some(.none): "nil"
                case nil: nil
                }
            return NamedLifecycleEvent(
                event, name: eventName(of: event.controller, in: window), argument: argument, flags: transitionFlags(ofEventAt: index))
        }
    }
}

/// The names of the controllers an operation removed, by ID. A pop removes three or so (a
/// wrapped screen, its inner navigation controller and its container): up to four are held
/// inline, allocating nothing; more go to a dictionary (a dismissed tree). An entry keeps the
/// ID's generation alone (IDs are equal when their generations are), so the whole value is
/// 112 bytes: under the 128 a copy moves inline rather than by `memcpy`.
struct DepartedNames: Hashable, Sendable {
    private struct Entry: Hashable, Sendable {
        var generation = -1
        var name = ""

        init() {}

        init(_ id: ControllerID, _ name: String) {
            generation = id.rawValue
            self.name = name
        }

        var id: ControllerID { ControllerID(rawValue: generation) }
    }
    /// How many of the inline entries hold a name.
    private var count = 0
    private var first = Entry(), second = Entry(), third = Entry(), fourth = Entry()
    private var more: [ControllerID: String]?

    init() {}

    init(_ names: [ControllerID: String]) {
        for (id, name) in names.sorted(by: { $0.key < $1.key }) { insert(id, name) }
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `name` for `id` (the first name given for an ID stays).
    mutating func insert(_ id: ControllerID, _ name: String) {
        guard !contains(id) else { return }
        let entry = Entry(id, name)
        switch count {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        case 3: fourth = entry
        default:
            if more == nil { more = [id: name] } else { more?[id] = name }
        }
        count += 1
    }

    /// Whether a name is held for `id`: its generation compared with the entries', no name
    /// copied out.
    private func contains(_ id: ControllerID) -> Bool {
        let generation = id.rawValue
        switch count {
        case 0: return false
        case 1: return first.generation == generation
        case 2: return first.generation == generation || second.generation == generation
        case 3: return first.generation == generation || second.generation == generation || third.generation == generation
        default:
            return first.generation == generation || second.generation == generation || third.generation == generation
                || fourth.generation == generation || more?[id] != nil
        }
    }

    subscript(id: ControllerID) -> String? {
        // No list of the entries: looking up allocates nothing either.
        let generation = id.rawValue
        if count > 0, first.generation == generation { return first.name }
        if count > 1, second.generation == generation { return second.name }
        if count > 2, third.generation == generation { return third.name }
        if count > 3, fourth.generation == generation { return fourth.name }
        return count > 4 ? more?[id] : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.dictionary == rhs.dictionary }

    func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }

    /// Every name, by ID.
    private var dictionary: [ControllerID: String] {
        var all = more ?? [:]
        for entry in [first, second, third, fourth].prefix(count) { all[entry.id] = entry.name }
        return all
    }
}

/// The presented controllers (the roots of presented trees) an operation presents and
/// dismisses: what UIKit's `isBeingPresented` and `isBeingDismissed` report during their
/// appearance callbacks.
struct PresentationMoves: Hashable, Sendable {
    var presented: [ControllerID] = []
    var dismissed: [ControllerID] = []
    /// Controllers that received `willMove(toParent: nil)` in an earlier step (a swipe-back
    /// begun) and are still leaving.
    var leaving: [ControllerID] = []

    /// Whether no controller moves.
    var isEmpty: Bool { presented.isEmpty && dismissed.isEmpty && leaving.isEmpty }
}

/// The four flags UIKit sets on a controller while its appearance callbacks run, which apps
/// branch on in `viewWillAppear(_:)` and `viewWillDisappear(_:)` (Apple docs
/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`: "only
/// when called from inside" those callbacks).
public struct TransitionFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `isMovingToParent`: the controller is being added to a parent.
    public static let isMovingToParent = TransitionFlags(rawValue: 1)
    /// `isMovingFromParent`: the controller is being removed from its parent.
    public static let isMovingFromParent = TransitionFlags(rawValue: 2)
    /// `isBeingPresented`: the controller is the one being presented (not a child of it).
    public static let isBeingPresented = TransitionFlags(rawValue: 4)
    /// `isBeingDismissed`: the controller is the one being dismissed (not a child of it).
    public static let isBeingDismissed = TransitionFlags(rawValue: 8)

    /// The flags by UIKit's names, in this order.
    public static let named: [(name: String, flag: TransitionFlags)] = [
        ("isMovingToParent", .isMovingToParent), ("isMovingFromParent", .isMovingFromParent),
        ("isBeingPresented", .isBeingPresented), ("isBeingDismissed", .isBeingDismissed),
    ]
}

extension OperationResult {
    /// The flags UIKit has set on the event's controller while the callback at `index` of
    /// ``events`` runs. They are read in the appearance callbacks only (empty for the others):
    ///
    /// - `isMovingToParent` in `viewWillAppear`, `viewIsAppearing` and `viewDidAppear` while
    ///   the controller is between `willMove(toParent:)` with a parent and its `didMove` — a
    ///   pushed controller (or a container pushed with its children: only the container), a
    ///   tab added while it shows; a controller built into its parent before the operation (the
    ///   root of a presented navigation controller) is not moving;
    /// - `isMovingFromParent` in `viewWillDisappear` and `viewDidDisappear` between
    ///   `willMove(toParent: nil)` and `didMove(toParent: nil)`: a popped or removed controller;
    /// - `isBeingPresented` / `isBeingDismissed` for the root of the presented tree alone
    ///   (its children read `false`, Apple doc `isBeingPresented`), in its appearance and
    ///   disappearance callbacks; a swipe-down sets `isBeingDismissed` as it begins.
    ///
    /// - Complexity: O(index).
    public func transitionFlags(ofEventAt index: Int) -> TransitionFlags {
        let events = self.events
        guard events.indices.contains(index) else { return [] }
        let event = events[index]
        let appearing: Bool
        switch event.callback {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: appearing = true
        case .viewWillDisappear, .viewDidDisappear: appearing = false
        default: return []
        }
        var flags: TransitionFlags = []
        // The last containment call the controller received before this callback.
        let isMove = { (other: LifecycleEvent) in
            other.controller == event.controller && (other.callback == .willMove || other.callback == .didMove)
        }
        if let move = events[..<index].last(where: isMove), move.callback == .willMove {
            let toParent = move.argument != LifecycleArgument.none
            if appearing && toParent { flags.insert(.isMovingToParent) }
            if !appearing && !toParent { flags.insert(.isMovingFromParent) }
        }
        let moves = presentationMoves
        if appearing && moves.presented.contains(event.controller) { flags.insert(.isBeingPresented) }
        if !appearing && moves.dismissed.contains(event.controller) { flags.insert(.isBeingDismissed) }
        if !appearing && moves.leaving.contains(event.controller) { flags.insert(.isMovingFromParent) }
        return flags
    }
}
