/// The window's controllers, stored in slots of an array. An ID minted here carries its slot,
/// so a lookup is an index and a check of the generation number — no hashing. Freed slots
/// are reused; generation numbers never are.
struct NodeTable: Sendable {
    private var slots: [ControllerNode?] = []
    private var freeSlots: [Int] = []
    /// How many controllers are stored.
    private(set) var count = 0

    init() {}

    /// Reserves a slot for a new controller with generation `rawValue`.
    mutating func mintID(rawValue: Int) -> ControllerID {
        if let slot = freeSlots.popLast() { return ControllerID(rawValue: rawValue, slot: slot) }
        slots.append(nil)
        return ControllerID(rawValue: rawValue, slot: slots.count - 1)
    }

    /// The slot holding `id`: its own for IDs minted here, else a search (tests, decoding).
    private func slot(of id: ControllerID) -> Int? {
        if id.slot >= 0 {
            guard id.slot < slots.count, slots[id.slot]?.id.rawValue == id.rawValue else { return nil }
            return id.slot
        }
        return slots.firstIndex { $0?.id.rawValue == id.rawValue }
    }

    /// The controller `id`, or `nil`. Assigning `nil` removes it; assigning a node stores it
    /// in `id`'s slot.
    subscript(id: ControllerID) -> ControllerNode? {
        // Reads borrow the stored node instead of copying it, so `nodes[id]?.kind` costs an index.
        _read {
            if let slot = slot(of: id) {
                yield slots[slot]
            } else {
                yield nil
            }
        }
        _modify {
            if let slot = slot(of: id) {
                yield &slots[slot]
                if slots[slot] == nil {
                    count -= 1
                    freeSlots.append(slot)
                }
            } else {
                var value: ControllerNode?
                yield &value
                if let value { store(value) }
            }
        }
    }

    /// Runs `body` on the controller `id` in place; does nothing when it is missing.
    mutating func modify(_ id: ControllerID, _ body: (inout ControllerNode) -> Void) {
        guard let slot = slot(of: id), var node = slots[slot] else { return }
        slots[slot] = nil   // leave `node` the only reference while `body` runs
        body(&node)
        slots[slot] = node
    }

    /// Stores `node` in the slot its ID names.
    private mutating func store(_ node: ControllerNode) {
        guard node.id.slot >= 0 else {
            var placed = node
            let id = mintID(rawValue: node.id.rawValue)
            placed.id = id
            slots[id.slot] = placed
            count += 1
            return
        }
        while slots.count <= node.id.slot { slots.append(nil) }
        if let free = freeSlots.lastIndex(of: node.id.slot) { freeSlots.remove(at: free) }
        if slots[node.id.slot] == nil { count += 1 }
        slots[node.id.slot] = node
    }

    /// Removes and returns the controller `id`.
    @discardableResult
    mutating func removeValue(forKey id: ControllerID) -> ControllerNode? {
        guard let slot = slot(of: id), let node = slots[slot] else { return nil }
        slots[slot] = nil
        count -= 1
        freeSlots.append(slot)
        return node
    }

    /// Every stored controller, in slot order.
    var values: [ControllerNode] { slots.compactMap { $0 } }

    /// Every stored ID, in slot order.
    var keys: [ControllerID] { slots.compactMap { $0?.id } }
}

extension NodeTable: Sequence {
    func makeIterator() -> AnyIterator<(key: ControllerID, value: ControllerNode)> {
        var index = 0
        let slots = self.slots
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if let node = slots[index] { return (node.id, node) }
            }
            return nil
        }
    }
}

extension NodeTable: Hashable {
    /// Equal when both hold the same controllers, wherever they are stored.
    static func == (lhs: NodeTable, rhs: NodeTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.slots == rhs.slots { return true }
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
        guard let slot = slot(of: id), let node = slots[slot] else { return id }
        return node.id
    }
}
