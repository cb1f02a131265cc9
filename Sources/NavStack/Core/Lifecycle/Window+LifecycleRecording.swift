/// Recording lifecycle events: what an operation changed, read back after it ran.
///
/// Events are derived, not written by hand in each operation (docs/Lifecycle.md): before an
/// operation the recorder keeps the controllers whose views are in the window and opens a
/// journal of the table's writes; after it, the journal gives each touched controller as it
/// was. The difference — views that left or entered the window, views loaded, containment
/// edges made or broken — is ordered by the operation's rule (`Window+LifecycleRules.swift`).
///
/// Recording is off unless ``Window/recordsLifecycleEvents`` is set; every operation then
/// checks one pointer for `nil`, as it checks for deferred popup calls.
extension Window {
    /// Whether operations report their lifecycle events in ``OperationResult/events``.
    ///
    /// Off by default. Recording is not part of the window's state: windows that differ only
    /// in it are equal, and encoding drops it.
    public var recordsLifecycleEvents: Bool {
        get { !sideStorage.isDefault && sideStorage.read { $0.recordsEvents } }
        set {
            guard newValue != recordsLifecycleEvents else { return }
            updateSideState { $0.recordsEvents = newValue }
            spareResultStorage = RecycledStorage()
        }
    }

    /// Whether every operation's changes are read back from the journal, none built from the
    /// stack (``gatheredStack(_:)``): for the tests that compare the two producers of
    /// ``LifecycleChanges``.
    var gathersAllChangesFromJournal: Bool {
        get { !sideStorage.isDefault && sideStorage.read { $0.gathersFromJournal } }
        set {
            guard newValue != gathersAllChangesFromJournal else { return }
            updateSideState { $0.gathersFromJournal = newValue }
        }
    }

    /// The interactive transition in progress (`swipe-back begin`, `swipe-down begin`), if any.
    public var interactiveTransition: InteractiveTransition? { sideStorage.isDefault ? nil : sideStorage.read { $0.transition } }

    /// Runs `body` as the operation `rule` describes: refused while an interactive transition
    /// is in progress (unless `rule` continues it), and with its events recorded when
    /// ``recordsLifecycleEvents`` is on. Costs one null test otherwise. (The hot operations
    /// test ``sideStorage`` themselves and call their body directly: a closure on the fast
    /// path cost a push+pop pair 200 instructions.)
    @inline(__always)
    mutating func recordingLifecycleIfNeeded(
        _ rule: LifecycleRule, _ body: (inout Window) throws(NavigationError) -> OperationResult
    ) throws(NavigationError) -> OperationResult {
        if sideStorage.isDefault { return try body(&self) }
        return try recordingLifecycleSlowly(rule, body)
    }

    /// ``recordingLifecycleIfNeeded(_:_:)`` for operations that return nothing (and cannot fail).
    @inline(__always)
    mutating func recordingLifecycleOfChange(_ rule: LifecycleRule, _ body: (inout Window) -> Void) -> OperationResult {
        if sideStorage.isDefault {
            body(&self)
            return OperationResult()
        }
        let result = try? recordingLifecycleSlowly(rule) { (window: inout Window) throws(NavigationError) in
            body(&window)
            return OperationResult()
        }
        return result ?? OperationResult()
    }

    /// The recording path of ``recordingLifecycleIfNeeded(_:_:)``, for an operation whose
    /// ``sideStorage`` is not the default.
    @inline(never)
    mutating func recordingLifecycleSlowly(
        _ rule: LifecycleRule, _ body: (inout Window) throws(NavigationError) -> OperationResult
    ) throws(NavigationError) -> OperationResult {
        if let transition = interactiveTransition, !rule.continuesInteractiveTransition {
            throw .transitionInProgress(transition.description(in: self))
        }
        guard recordsLifecycleEvents else {
            let result = try body(&self)
            endImportedTransition()
            return result
        }
        let rule = resolved(rule)
        let chainBefore = presentationChain
        let before = LifecycleSnapshot(of: &self)
        var result: OperationResult
        do {
            result = try body(&self)
        } catch {
            nodes.endJournal(at: before.mark)
            throw error
        }
        let changes = LifecycleChanges(rule, from: before, to: self)
        nodes.endJournal(at: before.mark)
        result.events = events(for: changes)
        result.departedNames = changes.goneNames
        let chainAfter = presentationChain
        // The roots of presented trees that came and went (not the window's root).
        result.presentationMoves = PresentationMoves(
            presented: chainAfter.dropFirst().filter { !chainBefore.contains($0) },
            dismissed: chainBefore.dropFirst().filter { !chainAfter.contains($0) })
        endImportedTransition()
        return result
    }

    /// The transitional states of an imported dump (`appearing`, `disappearing`: the dump was
    /// taken during a transition, as swift-snapshot-testing's `.hierarchy` strategy records a
    /// tab bar controller that sets its tabs in `viewDidLoad`). They hold until the next
    /// operation, which completes the transition; its events do not include the completion.
    public var importedTransitionalStates: [ControllerID: AppearanceState] {
        sideStorage.isDefault ? [:] : sideStorage.read { $0.importedStates }
    }

    /// The state `_printHierarchy` shows for `id` during a transition, interactive or imported,
    /// if one is in progress for it.
    public func transitionalState(of id: ControllerID) -> AppearanceState? {
        guard !sideStorage.isDefault else { return nil }
        return sideStorage.read { side in
            if let transition = side.transition {
                if transition.appearing.contains(id) { return .appearing }
                if transition.disappearing.contains(id) { return .disappearing }
            }
            return side.importedStates[id]
        }
    }

    /// Sets the imported transitional states (only `appearing` and `disappearing` are kept).
    package mutating func setImportedTransitionalStates(_ states: [ControllerID: AppearanceState]) {
        let kept = states.filter { $0.value == .appearing || $0.value == .disappearing }
        updateSideState { $0.importedStates = kept }
    }

    private mutating func endImportedTransition() {
        if !sideStorage.read({ $0.importedStates.isEmpty }) { updateSideState { $0.importedStates = [:] } }
    }

    /// The name events give `id` (``OperationResult/eventName(of:in:)``): its screen name or
    /// container label, else its kind word; `nil` for an ID this window does not hold.
    func eventName(of id: ControllerID) -> String? {
        // A controller never given screen properties (an unlabelled container) has no SwiftUI
        // word: its kind word is read without copying the properties.
        if let name = nodes.name(id) { return name }
        if nodes.hasScreenProperties(id), let word = nodes.screen(id)?.swiftUI?.word { return word }
        return nodes.kind(id)?.rawValue
    }

    /// The controllers whose views are in the window, each context's visible path from the
    /// bottom context up, parent first (docs/Lifecycle.md G2, G4). Popup content is not on it:
    /// LNPopupController delivers its callbacks itself (docs/Lifecycle.md, P1–P9).
    var appearedInOrder: [ControllerID] {
        contextsInWindow.reversed().flatMap { visibleDescent(from: $0) }
    }
}

/// What the recorder keeps of the window before an operation.
struct LifecycleSnapshot {
    let journal: NodeJournal
    let mark: NodeJournal.Mark
    let appeared: [ControllerID]
    /// How many slots the table had made (``NodeTable/slotCount``): later ones were free.
    let slotCount: Int
    let popups: [ControllerID: PopupState]
    /// The popup hosts with calls waiting for their view (``Window/deferredPopupHosts``).
    let waitingPopupHosts: Set<ControllerID>
    /// The controllers in the window hosting a SwiftUI view (their `onDisappear`,
    /// `Window+SwiftUIEvents.swift`): the journal keeps no screen properties of those that go.
    let swiftUIHosts: SmallIDSet
    /// The words naming the unnamed controllers SwiftUI made in the window (``SwiftUINode/word``).
    let swiftUIWords: [ControllerID: String]

    init(of window: inout Window) {
        appeared = window.appearedInOrder
        var hosts = SmallIDSet()
        var words: [ControllerID: String] = [:]
        if !window.swiftUIViews.isEmpty {
            for id in appeared {
                guard let node = window.nodes.screen(id)?.swiftUI else { continue }
                if node.view != nil { hosts.insert(id) }
                if window.nodes.name(id) == nil { words[id] = node.word }
            }
        }
        swiftUIHosts = hosts
        swiftUIWords = words
        slotCount = window.nodes.slotCount
        var popups: [ControllerID: PopupState] = [:]
        for host in window.popupHosts { popups[host] = window.nodes.popup(host) }
        self.popups = popups
        waitingPopupHosts = window.deferredPopupHosts
        (journal, mark) = window.nodes.beginJournal(forRecordingOnly: true)
    }
}

extension LifecycleChanges {
    /// What the operation `rule` changed from `before` to `window`, read back from the
    /// journal. An operation touches a handful of controllers: small arrays searched linearly
    /// cost less than sets and dictionaries, which hash and allocate.
    init(_ rule: LifecycleRule, from before: LifecycleSnapshot, to window: Window) {
        self.init(rule)
        swiftUIHostsBefore = before.swiftUIHosts
        // A slot the block grew by was free at the mark, whatever the journal saved of it: a
        // controller stored there is saved (as it already is) when it is next written.
        var touched = window.nodes.recordsAtMark(before.journal, before.mark).map { saved in
            (slot: saved.slot, was: saved.slot < before.slotCount ? Optional(saved.record) : nil)
        }
        if window.nodes.slotCount > before.slotCount {
            let saved = Set(touched.map(\.slot))
            for slot in before.slotCount..<window.nodes.slotCount where !saved.contains(slot) { touched.append((slot, nil)) }
        }
        touched.sort { $0.slot < $1.slot }
        var goneIDs = SmallIDSet()
        var wasParent: [(child: ControllerID, parent: ControllerID)] = []
        var newIDs: [ControllerID] = []
        for (slot, was) in touched {
            let now = window.nodes.recordCopy(slot)
            let nowID = now.generation >= 0 ? ControllerID(rawValue: now.generation, slot: slot) : nil
            if let was, was.generation >= 0 {
                let wasID = ControllerID(rawValue: was.generation, slot: slot)
                if nowID != wasID {
                    goneIDs.insert(wasID)
                    goneNames.insert(wasID, was.name ?? before.swiftUIWords[wasID] ?? was.kind.rawValue)
                }
                if let parent = was.parent { wasParent.append((wasID, parent)) }
                if nowID == wasID, now.isViewLoaded, !was.isViewLoaded { loaded.insert(wasID) }
                if nowID == wasID, now.parent != was.parent, now.parent != nil { newIDs.append(wasID) }
            }
            if let nowID, was.map({ $0.generation != now.generation }) ?? true {
                newIDs.append(nowID)
                if now.isViewLoaded { loaded.insert(nowID) }
            }
        }
        // Broken edges: a controller that left its parent, unless the parent left too.
        var broken: [ContainmentEdge] = []
        for (child, parent) in wasParent where !goneIDs.contains(parent) {
            let stays = window.nodes.contains(child) && window.nodes.parent(child) == parent
            if !stays { broken.append(ContainmentEdge(child, parent)) }
        }
        // Topmost in the stack first: the latest made first, as a stack is pushed in order
        // (the journal does not keep child lists; for a reordered set-stack the order is D).
        removed = EdgeList(broken.sorted { ($0.parent, $1.child) < ($1.parent, $0.child) })
        // Made edges, in the order the children were built.
        let made = newIDs.filter { window.nodes.parent($0) != nil }
        added = made.isEmpty ? [] : EdgeList(LifecycleChanges.constructionOrder(of: SmallIDSet(made), made, in: window))
        let after = window.appearedInOrder
        let afterIDs = SmallIDSet(after)
        let beforeIDs = SmallIDSet(before.appeared)
        disappearing = IDList(before.appeared.lazy.filter { !afterIDs.contains($0) })
        appearing = IDList(after.lazy.filter { !beforeIDs.contains($0) })
        popupsBefore = before.popups
        waitingPopupHostsBefore = before.waitingPopupHosts
    }

    /// The made edges in construction order: each new subtree from the top down (lifecycle
    /// notes W1, a modelling choice), except that a Koinu container is built around its
    /// content, which is why the content's edge and the inner navigation controller's come
    /// before the container's own (Koinu `VMContainerViewController.swift:47-65`, K1).
    private static func constructionOrder(
        of made: SmallIDSet, _ ids: [ControllerID], in window: Window
    ) -> [ContainmentEdge] {
        var tops = ids.filter { child in window.nodes.parent(child).map { !made.contains($0) } ?? false }.sorted()
        // In their parents' order; a push makes one top, and its parent's list is not read.
        // Each parent's list is read once, so a set-stack of n new screens sorts in
        // O(n log n).
        if tops.count > 1 {
            var position: [ControllerID: Int] = [:]
            for parent in Set(tops.compactMap { window.nodes.parent($0) }) {
                for (index, child) in window.nodes.children(parent).enumerated() { position[child] = index }
            }
            tops.sort { lhs, rhs in
                let (lp, rp) = (window.nodes.parent(lhs), window.nodes.parent(rhs))
                if lp != rp { return (lp ?? lhs) < (rp ?? rhs) }
                return (position[lhs] ?? 0) < (position[rhs] ?? 0)
            }
        }
        var order: [ContainmentEdge] = []
        // Iterative, so a deep new tree cannot overflow the stack: (controller, emitted-after).
        for top in tops {
            var stack: [(id: ControllerID, afterChildren: Bool)] = [(top, false)]
            while let (id, afterChildren) = stack.popLast() {
                guard let parent = window.nodes.parent(id) else { continue }
                let wrapsContent =
                    window.nodes.kind(id) == .containerController
                    || window.nodes.kind(id) == .containerNavigationController && window.nodes.kind(parent) == .containerController
                if afterChildren {
                    order.append(ContainmentEdge(id, parent))
                    continue
                }
                let children = window.nodes.children(id).filter(made.contains)
                if wrapsContent {
                    stack.append((id, true))
                    for child in children.reversed() { stack.append((child, false)) }
                } else {
                    order.append(ContainmentEdge(id, parent))
                    for child in children.reversed() { stack.append((child, false)) }
                }
            }
        }
        return order
    }
}

/// State a window holds for a while besides its controllers (``Window/sideStorage``).
struct WindowSideState: SharedDefault {
    static let sharedDefault = WindowSideState()
    /// Containers holding deferred popup calls (``Window/deferredPopupHosts``).
    var deferredPopupHosts: Set<ControllerID> = []
    /// ``Window/recordsLifecycleEvents``.
    var recordsEvents = false
    /// ``Window/gathersAllChangesFromJournal``.
    var gathersFromJournal = false
    /// ``Window/interactiveTransition``.
    var transition: InteractiveTransition?
    /// The transitional states an imported dump showed (``Window/importedTransitionalStates``).
    var importedStates: [ControllerID: AppearanceState] = [:]
    /// The app's SwiftUI view declarations (``Window/swiftUIViews``): a window with SwiftUI
    /// views takes every operation's general path, and a UIKit window keeps its null test.
    var swiftUIViews = SwiftUIViews()

    var isDefault: Bool {
        deferredPopupHosts.isEmpty && !recordsEvents && !gathersFromJournal && !isTransitioning && importedStates.isEmpty
            && swiftUIViews.isEmpty
    }

    /// Whether an interactive transition is in progress. Read by pattern: `transition == nil`
    /// picks the optional's `==`, which copies the transition and its lists to compare them.
    var isTransitioning: Bool {
        if case .some = transition { true } else { false }
    }

    // Recording is not state.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deferredPopupHosts == rhs.deferredPopupHosts && lhs.transition == rhs.transition
            && lhs.importedStates == rhs.importedStates && lhs.swiftUIViews == rhs.swiftUIViews
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(deferredPopupHosts)
        hasher.combine(transition)
        hasher.combine(importedStates)
        hasher.combine(swiftUIViews)
    }
}

extension Window {
    /// `rule` with what it needs of the window before the operation: a stack call's stack
    /// (the one it lands on) and its top, a tap's tab.
    private func resolved(_ rule: LifecycleRule) -> LifecycleRule {
        switch rule {
        case let .stackCall(nav, animated):
            guard nodes.kind(nav)?.isNavigationController == true else { return .other }
            let owner = stackOwner(forCallsOn: nav)
            return .navigation(owner, animated: animated, topBefore: nodes.lastChild(owner))
        case let .removal(screen):
            // Koinu's remove is setViewControllers twice, unanimated (K8).
            guard let nav = navigationController(of: screen) else { return .other }
            return resolved(.stackCall(nav, animated: false))
        case let .tap(index, tabBar):
            guard let tab = nodes.child(tabBar, at: index) else { return .other }
            let reselected = nodes.selectedIndex(tabBar) == index && nodes.kind(tab)?.isNavigationController == true
            return .tabTap(tabBar, tab: tab, reselected: reselected, topBefore: nodes.lastChild(tab))
        default:
            return rule
        }
    }
}

/// A set of controller IDs that is a plain array while it is small (an operation's touched
/// controllers, a visible path), and a hashed set once it grows, so that large operations
/// stay linear.
struct SmallIDSet: Equatable {
    private var small = IDList()
    private var large: Set<ControllerID>?

    init() {}

    init(_ ids: [ControllerID]) {
        if ids.count <= 32 { small = IDList(ids) } else { large = Set(ids) }
    }

    mutating func insert(_ id: ControllerID) {
        if large != nil {
            large?.insert(id)
        } else if small.count < 32 {
            if !small.contains(id) { small.append(id) }
        } else {
            large = Set(small).union([id])
            small = []
        }
    }

    func contains(_ id: ControllerID) -> Bool { large?.contains(id) ?? small.contains(id) }

    /// Whether an ID in the set satisfies `predicate`, in no particular order.
    func contains(where predicate: (ControllerID) -> Bool) -> Bool {
        large?.contains(where: predicate) ?? small.contains(where: predicate)
    }

    /// The IDs, in ID order.
    func sorted() -> [ControllerID] { large.map { $0.sorted() } ?? small.sorted() }

    /// Whether the set holds no ID.
    var isEmpty: Bool { small.isEmpty && (large?.isEmpty ?? true) }

    /// How many IDs the set holds.
    var count: Int { large?.count ?? small.count }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sorted() == rhs.sorted() }
}
