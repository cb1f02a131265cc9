/// The window's controllers, stored field by field in parallel arrays indexed by slot
/// (a structure of arrays). An ID minted here carries its slot, so a lookup is an index and
/// a check of the generation number — no hashing. Freed slots are reused; generation
/// numbers never are.
///
/// Push, pop and the walk after every operation read and write single fields (``kind(_:)``,
/// ``lastChild(_:)``, ``setParent(_:to:)``, …): a field of a trivial type is one load, where
/// reading it out of a whole stored node copied (and retained) the node first. The
/// ``subscript(_:)`` still hands out whole ``ControllerNode`` values for everything else.
struct NodeTable: Sendable {
    /// The generation number stored in each slot, −1 for a free slot.
    private var generations: [Int] = []
    private var kinds: [ControllerKind] = []
    private var names: [String?] = []
    private var parents: [ControllerID?] = []
    private var childLists: [ChildList] = []
    private var loaded: [Bool] = []
    private var screens: [ScreenProperties] = []
    private var payloads: [SharedValue<ControllerNode.Payload>] = []
    private var freeSlots: [Int] = []
    /// How many controllers are stored.
    private(set) var count = 0

    init() {}

    /// Reserves a slot for a new controller with generation `rawValue`.
    mutating func mintID(rawValue: Int) -> ControllerID {
        if freeSlots.isEmpty { appendFreeSlot() }
        return ControllerID(rawValue: rawValue, slot: freeSlots.removeLast())
    }

    /// The slot holding `id`: its own for IDs minted here, else a search (tests, decoding).
    private func slot(of id: ControllerID) -> Int? {
        if id.slot >= 0 {
            guard id.slot < generations.count, generations[id.slot] == id.rawValue else { return nil }
            return id.slot
        }
        guard id.rawValue >= 0 else { return nil }
        return generations.firstIndex(of: id.rawValue)
    }

    // MARK: Whole nodes

    /// The controller `id`, or `nil`. Assigning `nil` removes it; assigning a node stores it
    /// in `id`'s slot.
    subscript(id: ControllerID) -> ControllerNode? {
        get {
            guard let slot = slot(of: id) else { return nil }
            return node(at: slot)
        }
        _modify {
            if let slot = slot(of: id) {
                // The fields move into the yielded node, so it is the only reference to its
                // children and payload and can be changed in place.
                var node: ControllerNode? = take(slot)
                defer {
                    if let node { put(node, at: slot) } else { free(slot) }
                }
                yield &node
            } else {
                var node: ControllerNode?
                defer { if let node { store(node) } }
                yield &node
            }
        }
    }

    /// Removes the controller `id` and returns what a subtree deletion needs of it.
    mutating func remove(_ id: ControllerID) -> (name: String?, children: ChildList, payload: SharedValue<ControllerNode.Payload>)? {
        guard let slot = slot(of: id) else { return nil }
        var name: String?
        var children = ChildList.none
        var payload = SharedValue(sharing: ControllerNode.defaultPayload)
        swap(&name, &names[slot])
        swap(&children, &childLists[slot])
        swap(&payload, &payloads[slot])
        if !screens[slot].isSharingDefaults { screens[slot] = ScreenProperties() }
        release(slot)
        return (name, children, payload)
    }

    private func node(at slot: Int) -> ControllerNode {
        ControllerNode(id: ControllerID(rawValue: generations[slot], slot: slot), kind: kinds[slot],
                       name: names[slot], parent: parents[slot], childList: childLists[slot],
                       isViewLoaded: loaded[slot], screen: screens[slot], payload: payloads[slot])
    }

    /// Moves the node out of `slot`, leaving empty fields behind (the slot stays taken).
    private mutating func take(_ slot: Int) -> ControllerNode {
        var name: String?
        var childList = ChildList.none
        var screen = ScreenProperties()
        var payload = SharedValue(sharing: ControllerNode.defaultPayload)
        swap(&name, &names[slot])
        swap(&childList, &childLists[slot])
        swap(&screen, &screens[slot])
        swap(&payload, &payloads[slot])
        return ControllerNode(id: ControllerID(rawValue: generations[slot], slot: slot), kind: kinds[slot],
                              name: name, parent: parents[slot], childList: childList,
                              isViewLoaded: loaded[slot], screen: screen, payload: payload)
    }

    /// Writes `node`'s fields into `slot`.
    private mutating func put(_ node: ControllerNode, at slot: Int) {
        if generations[slot] < 0 { count += 1 }
        generations[slot] = node.id.rawValue
        kinds[slot] = node.kind
        names[slot] = node.name
        parents[slot] = node.parent
        childLists[slot] = node.childList
        loaded[slot] = node.isViewLoaded
        screens[slot] = node.screen
        payloads[slot] = node.payload
    }

    /// Empties `slot` and makes it available again.
    private mutating func free(_ slot: Int) {
        guard generations[slot] >= 0 else { return }
        names[slot] = nil
        childLists[slot] = .none
        screens[slot] = ScreenProperties()
        payloads[slot] = SharedValue(sharing: ControllerNode.defaultPayload)
        release(slot)
    }

    /// Makes `slot`, whose name, children and payload were already moved out, available again.
    private mutating func release(_ slot: Int) {
        generations[slot] = -1
        kinds[slot] = .screen
        parents[slot] = nil
        loaded[slot] = false
        count -= 1
        freeSlots.append(slot)
    }

    /// Stores `node` in the free slot its ID names, or in a fresh slot when that one is taken
    /// or the ID was not minted here.
    private mutating func store(_ node: ControllerNode) {
        let slot = node.id.slot
        if slot >= generations.count {
            while generations.count <= slot { appendFreeSlot() }
            freeSlots.removeLast()
        } else if slot < 0 || generations[slot] >= 0 {
            var placed = node
            placed.id = mintID(rawValue: node.id.rawValue)
            put(placed, at: placed.id.slot)
            return
        } else if let free = freeSlots.lastIndex(of: slot) {
            freeSlots.remove(at: free)
        }
        put(node, at: slot)
    }

    private mutating func appendFreeSlot() {
        generations.append(-1)
        kinds.append(.screen)
        names.append(nil)
        parents.append(nil)
        childLists.append(.none)
        loaded.append(false)
        screens.append(ScreenProperties())
        payloads.append(SharedValue(sharing: ControllerNode.defaultPayload))
        freeSlots.append(generations.count - 1)
    }

    // MARK: Single fields
    //
    // Push, pop and the walk after every operation go through these.

    /// Whether `id` is stored here.
    func contains(_ id: ControllerID) -> Bool { slot(of: id) != nil }

    /// The kind of `id`.
    func kind(_ id: ControllerID) -> ControllerKind? {
        guard let slot = slot(of: id) else { return nil }
        return kinds[slot]
    }

    /// The parent of `id`.
    func parent(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return parents[slot]
    }

    /// The name or label of `id`.
    func name(_ id: ControllerID) -> String? {
        guard let slot = slot(of: id) else { return nil }
        return names[slot]
    }

    /// How many children `id` has.
    func childCount(_ id: ControllerID) -> Int {
        guard let slot = slot(of: id) else { return 0 }
        return childLists[slot].count
    }

    /// The first child of `id`.
    func firstChild(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return childLists[slot].first
    }

    /// The last child of `id` (the top of a stack).
    func lastChild(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return childLists[slot].last
    }

    /// The child of `id` at `index`, or `nil` when out of range.
    func child(_ id: ControllerID, at index: Int) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return childLists[slot][checked: index]
    }

    /// Reads part of the per-kind state of `id` in place.
    func readPayload<T>(_ id: ControllerID, _ part: (borrowing ControllerNode.Payload) -> T) -> T? {
        guard let slot = slot(of: id) else { return nil }
        return payloads[slot].read(part)
    }

    /// The children of `id` as an array.
    func children(_ id: ControllerID) -> [ControllerID] {
        guard let slot = slot(of: id) else { return [] }
        return childLists[slot].array
    }

    /// The controller `id` presents.
    func presented(_ id: ControllerID) -> ControllerID? { readPayload(id) { $0.presented } ?? nil }

    /// The controller presenting `id`.
    func presenter(_ id: ControllerID) -> ControllerID? { readPayload(id) { $0.presenter } ?? nil }

    /// How `id` was presented.
    func presentationStyle(_ id: ControllerID) -> ModalPresentationStyle? { readPayload(id) { $0.presentationStyle } ?? nil }

    /// The container hosting `id` as popup content.
    func popupHost(_ id: ControllerID) -> ControllerID? { readPayload(id) { $0.popupHost } ?? nil }

    /// The screen state of `id`.
    func screen(_ id: ControllerID) -> ScreenProperties? {
        guard let slot = slot(of: id) else { return nil }
        return screens[slot]
    }

    /// Changes the screen state of `id` in place; does nothing when `id` is missing.
    mutating func modifyScreen(_ id: ControllerID, _ body: (inout ScreenProperties) -> Void) {
        guard let slot = slot(of: id) else { return }
        body(&screens[slot])
    }

    /// The navigation controller state of `id`.
    func navigation(_ id: ControllerID) -> NavigationState? { readPayload(id) { $0.navigation } }

    /// The tab bar controller state of `id`.
    func tabs(_ id: ControllerID) -> TabState? { readPayload(id) { $0.tabs } }

    /// The popup `id` presents as a popup container.
    func popup(_ id: ControllerID) -> PopupState? { readPayload(id) { $0.popup } ?? nil }

    /// Creates the controller `id` (minted by ``mintID(rawValue:)``) with no children.
    mutating func insert(_ id: ControllerID, kind: ControllerKind, name: String?, parent: ControllerID?) {
        let slot = id.slot
        guard slot >= 0, slot < generations.count, generations[slot] < 0 else {
            var node = ControllerNode(id: id, kind: kind, name: name)
            node.parent = parent
            self[id] = node
            return
        }
        generations[slot] = id.rawValue
        kinds[slot] = kind
        names[slot] = name
        parents[slot] = parent
        if kind == .wrappingNavigationController { payloads[slot] = ControllerNode.initialPayload(for: kind) }
        count += 1
    }

    /// Sets the parent of `id`.
    mutating func setParent(_ id: ControllerID, to parent: ControllerID?) {
        guard let slot = slot(of: id) else { return }
        parents[slot] = parent
    }

    /// Appends `child` to the children of `id`, in place.
    mutating func appendChild(_ child: ControllerID, to id: ControllerID) {
        guard let slot = slot(of: id) else { return }
        childLists[slot].append(child)
    }

    /// Removes the last `k` children of `id`, in place.
    mutating func removeLastChildren(_ k: Int, of id: ControllerID) {
        guard let slot = slot(of: id) else { return }
        childLists[slot].removeLast(k)
    }

    /// Changes the per-kind state of `id` in place; does nothing when `id` is missing.
    @discardableResult
    mutating func modifyPayload<T>(_ id: ControllerID, _ body: (inout ControllerNode.Payload) -> T) -> T? {
        guard let slot = slot(of: id) else { return nil }
        return body(&payloads[slot].value)
    }

    /// Replaces the children of `id`.
    mutating func setChildren(_ id: ControllerID, _ children: [ControllerID]) {
        guard let slot = slot(of: id) else { return }
        childLists[slot] = ChildList(children)
    }

    /// Marks the views on the visible path from `start` down loaded, with a tab bar
    /// controller's tabs (``Window/didChangeHierarchy()`` states the rule). It runs after
    /// every operation, so each level is looked up once.
    mutating func markVisiblePathLoaded(from start: ControllerID) {
        var current = slot(of: start)
        while let slot = current {
            if !loaded[slot] { loaded[slot] = true }
            if kinds[slot] == .tabBarController {
                for tab in childLists[slot].array {
                    if let tabSlot = self.slot(of: tab), !loaded[tabSlot] { loaded[tabSlot] = true }
                }
            }
            // No closures here: in a mutating method they captured a copy of the table.
            guard let child = visibleChild(ofSlot: slot) else { return }
            current = self.slot(of: child)
        }
    }

    /// The child of `id` on screen (``Window/visibleChild(of:)`` states the rule).
    func visibleChild(of id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return visibleChild(ofSlot: slot)
    }

    private func visibleChild(ofSlot slot: Int) -> ControllerID? {
        switch kinds[slot] {
        case .navigationController, .wrappingNavigationController, .containerNavigationController:
            return childLists[slot].last
        case .containerController:
            return childLists[slot].first
        case .tabBarController:
            let selected = payloads[slot].read { $0.tabs.selectedIndex }
            return selected.flatMap { childLists[slot][checked: $0] }
        case .screen, .placeholder:
            return nil
        }
    }

    // MARK: All nodes

    /// Every stored controller, in slot order.
    var values: [ControllerNode] { occupiedSlots.map(node(at:)) }

    /// Every stored ID, in slot order.
    var keys: [ControllerID] { occupiedSlots.map { ControllerID(rawValue: generations[$0], slot: $0) } }

    private var occupiedSlots: [Int] { generations.indices.filter { generations[$0] >= 0 } }
}

extension NodeTable: Sequence {
    func makeIterator() -> AnyIterator<(key: ControllerID, value: ControllerNode)> {
        var index = 0
        let table = self
        return AnyIterator {
            while index < table.generations.count {
                defer { index += 1 }
                if table.generations[index] >= 0 {
                    let node = table.node(at: index)
                    return (node.id, node)
                }
            }
            return nil
        }
    }
}

extension NodeTable: Hashable {
    /// Equal when both hold the same controllers, wherever they are stored.
    static func == (lhs: NodeTable, rhs: NodeTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Free slots are reset to the same empty fields, so equal layouts compare field-wise.
        if lhs.generations == rhs.generations, lhs.kinds == rhs.kinds, lhs.names == rhs.names,
           lhs.parents == rhs.parents, lhs.childLists == rhs.childLists, lhs.loaded == rhs.loaded, lhs.screens == rhs.screens,
           lhs.payloads == rhs.payloads {
            return true
        }
        var byRaw: [Int: ControllerNode] = [:]
        for node in rhs.values { byRaw[node.id.rawValue] = node }
        return lhs.values.allSatisfy { byRaw[$0.id.rawValue] == $0 }
    }

    /// Order-independent, so it agrees with ``==``.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for node in values { sum = sum &+ node.hashValue }
        hasher.combine(sum)
    }
}

extension NodeTable: Codable {
    /// Encoded as the list of controllers in ID order.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values.sorted { $0.id < $1.id })
    }

    /// Decoded controllers get fresh slots; ``Window`` then re-links the IDs they hold.
    init(from decoder: any Decoder) throws {
        let nodes = try decoder.singleValueContainer().decode([ControllerNode].self)
        self.init()
        for node in nodes { self[node.id] = node }
    }

    /// The ID of generation `id.rawValue` as stored here (with its slot).
    func resolved(_ id: ControllerID) -> ControllerID {
        guard let slot = slot(of: id) else { return id }
        return ControllerID(rawValue: generations[slot], slot: slot)
    }
}
