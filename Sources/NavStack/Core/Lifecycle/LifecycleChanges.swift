/// What an operation changed, as the lifecycle rules read it: the one value every recorded
/// operation hands to the ordering rules (`Window+LifecycleRules.swift`), which turn it into
/// events.
///
/// Two producers make it, and only they decide how (``Window/gatheredStack(_:)``):
///
/// - the general one reads it back from the journal of the table's writes, for any operation
///   (`Window+LifecycleRecording.swift`);
/// - the hot stack calls (a push of a new screen, a pop, a pop to the root on a stack whose
///   views are in the window) build it straight from the stack, without the journal
///   (`Window+StackChanges.swift`).
///
/// The tests run every command of generated scripts through both and require the same value's
/// events and the same window (`StackChangesTests`).
///
/// The value is not copyable: it is built in place, lent to the rules and dropped. It holds
/// a dozen lists, sets and names, so each copy the compiler would otherwise make on the way
/// (some 500 instructions) cost more than the rules that read it (docs/Performance.md).
struct LifecycleChanges: ~Copyable {
    /// The rule ordering the events: the kind of transition, its `animated` flag and what it
    /// needs of the window before the operation (``LifecycleRule``).
    var rule = LifecycleRule.other
    /// Controllers whose views left the window, parent first.
    var disappearing = IDList()
    /// Controllers whose views entered the window, parent first.
    var appearing = IDList()
    /// Controllers whose views loaded.
    var loaded = SmallIDSet()
    /// Containment edges made, in the order the children were built (``LifecycleRule``).
    var added = EdgeList()
    /// Containment edges broken: the top controller of each subtree that left its parent
    /// (its own children stay with it, docs/Lifecycle.md C3), topmost in the stack first.
    var removed = EdgeList()
    /// Names (or kind words) of controllers that are gone, for naming the events.
    var goneNames = DepartedNames()
    /// The popups and SwiftUI hosts of the window before, `nil` while it had none: a push or
    /// pop in a window without them then drops one null pointer for them, not three lists.
    private var hostsBefore: HostsBefore?

    /// What ``hostsBefore`` holds.
    private struct HostsBefore {
        var popups: [ControllerID: PopupState] = [:]
        var swiftUIHosts = SmallIDSet()
        var waitingPopupHosts: Set<ControllerID> = []
    }

    /// The popup hosts whose LNPopupController calls were waiting for their view before the
    /// operation (`Window+PopupDeferral.swift`): the calls that run during it run unanimated.
    var waitingPopupHostsBefore: Set<ControllerID> {
        get { hostsBefore?.waitingPopupHosts ?? [] }
        set {
            if hostsBefore == nil, newValue.isEmpty { return }
            hostsBefore = hostsBefore ?? HostsBefore()
            hostsBefore?.waitingPopupHosts = newValue
        }
    }

    /// The controllers in the window before that hosted a SwiftUI view (their `onDisappear`,
    /// `Window+SwiftUIEvents.swift`).
    var swiftUIHostsBefore: SmallIDSet {
        get { hostsBefore?.swiftUIHosts ?? SmallIDSet() }
        set {
            if hostsBefore == nil, newValue.isEmpty { return }
            hostsBefore = hostsBefore ?? HostsBefore()
            hostsBefore?.swiftUIHosts = newValue
        }
    }

    /// The popups before, by host.
    var popupsBefore: [ControllerID: PopupState] {
        get { hostsBefore?.popups ?? [:] }
        set {
            if hostsBefore == nil, newValue.isEmpty { return }
            hostsBefore = hostsBefore ?? HostsBefore()
            hostsBefore?.popups = newValue
        }
    }

    /// Whether the window before had a popup.
    var hadPopups: Bool { hostsBefore?.popups.isEmpty == false }

    /// Changes of `rule` that only loaded `loaded`.
    init(_ rule: LifecycleRule = .other, loaded: SmallIDSet = SmallIDSet()) {
        self.rule = rule
        self.loaded = loaded
    }

    /// No changes, with the names of `ids`, which the operation about to run removes.
    init(remembering ids: [ControllerID], in window: Window) {
        for id in ids {
            if let name = window.eventName(of: id) { goneNames.insert(id, name) }
            if window.nodes.screen(id)?.swiftUI?.view != nil { swiftUIHostsBefore.insert(id) }
        }
    }
}

/// A containment edge an operation made or broke: `child`'s parent is (or was) `parent`.
struct ContainmentEdge: Hashable {
    var child: ControllerID
    var parent: ControllerID

    init(_ child: ControllerID, _ parent: ControllerID) {
        self.child = child
        self.parent = parent
    }
}
