/// The window's index of screen names and container labels to controllers: an
/// open-addressing hash table (linear probing, removal by shifting back) over one array of
/// entries.
///
/// Each entry keeps its name's hash, and so does the controller's record in the
/// ``NodeTable``, so a name is hashed once when its controller is created: growing the table
/// and removing a name (matched by hash and controller, not by text) never hash it again. A
/// profile of push+pop showed the standard dictionary hashing each pushed name three times.
/// The hash (``NameHash``) is keyed per process, so names cannot be chosen to collide.
struct NameIndex: Sendable {
    /// One bucket: a name, its hash (normalized, 0 only in an empty bucket) and its
    /// controller. Probing reads only the hash, in place.
    fileprivate struct Entry: Sendable {
        var hash = 0
        var id = ControllerID(rawValue: -1)
        var name = ""
    }

    /// A power-of-two number of buckets (or none), at most half of them full.
    private var buckets: [Entry] = []
    /// How many names are registered.
    private(set) var count = 0

    init() {}

    /// An index holding `dictionary`.
    init(_ dictionary: [String: ControllerID]) {
        for (name, id) in dictionary { self[name] = id }
    }

    /// The hash a name is filed under (``NameHash``).
    static func hash(of name: String) -> Int { NameHash.of(name) }

    /// `hash` as buckets keep it: never 0, which marks an empty bucket.
    @inline(__always)
    private static func normalized(_ hash: Int) -> Int { hash == 0 ? 1 : hash }

    private var mask: Int { buckets.count - 1 }

    /// The bucket holding `name`, or `nil`.
    @inline(__always)
    private func bucket(of name: String, hash: Int) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let key = NameIndex.normalized(hash)
        var bucket = key & mask
        while buckets[bucket].hash != 0 {
            if buckets[bucket].hash == key, buckets[bucket].name == name { return bucket }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// The controller carrying `name`; assigning `nil` removes the name.
    subscript(name: String) -> ControllerID? {
        get { self[name, hash: NameIndex.hash(of: name)] }
        set {
            let hash = NameIndex.hash(of: name)
            if let newValue { insert(name, hash: hash, id: newValue) } else { _ = remove(name, hash: hash) }
        }
    }

    /// The controller carrying `name`, whose ``hash(of:)`` is `hash`.
    @inline(__always)
    subscript(name: String, hash hash: Int) -> ControllerID? {
        guard let bucket = bucket(of: name, hash: hash) else { return nil }
        return buckets[bucket].id
    }

    /// Files `name` (with its ``hash(of:)``) under `id`, replacing any controller it named.
    mutating func insert(_ name: String, hash: Int, id: ControllerID) {
        if (count + 1) * 2 > buckets.count { resize(to: Swift.max(8, buckets.count * 2)) }
        // One pass: the run that holds `name`, if filed, ends at the first empty bucket.
        let key = NameIndex.normalized(hash)
        var bucket = key & mask
        while buckets[bucket].hash != 0 {
            if buckets[bucket].hash == key, buckets[bucket].name == name {
                buckets[bucket].id = id
                return
            }
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = Entry(hash: key, id: id, name: name)
        count += 1
    }

    /// Removes `name` and returns the controller that carried it.
    @discardableResult
    mutating func removeValue(forKey name: String) -> ControllerID? { remove(name, hash: NameIndex.hash(of: name)) }

    private mutating func remove(_ name: String, hash: Int) -> ControllerID? {
        guard let bucket = bucket(of: name, hash: hash) else { return nil }
        let id = buckets[bucket].id
        removeEntry(at: bucket)
        return id
    }

    /// Removes the name filed under `hash` for the controller `id`, if it is still filed
    /// for it; no string is hashed or compared.
    mutating func remove(hash: Int, id: ControllerID) {
        guard !buckets.isEmpty else { return }
        let key = NameIndex.normalized(hash)
        var bucket = key & mask
        while buckets[bucket].hash != 0 {
            if buckets[bucket].hash == key, buckets[bucket].id == id {
                removeEntry(at: bucket)
                return
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Empties `bucket` and shifts later entries of its run back, so every entry stays
    /// reachable from its home bucket without tombstones.
    private mutating func removeEntry(at bucket: Int) {
        var hole = bucket
        var next = (bucket + 1) & mask
        while buckets[next].hash != 0 {
            let home = buckets[next].hash & mask
            // Move the entry into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                buckets.swapAt(hole, next)
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = Entry()
        count -= 1
    }

    private mutating func resize(to capacity: Int) {
        let old = buckets
        buckets = Array(repeating: Entry(), count: capacity)
        for entry in old where entry.hash != 0 {
            var bucket = entry.hash & mask
            while buckets[bucket].hash != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = entry
        }
    }

    /// Every name.
    var keys: [String] { occupied.map(\.name) }

    /// The entries of the full buckets.
    private var occupied: [Entry] { buckets.filter { $0.hash != 0 } }

    /// The index as a plain dictionary.
    var dictionary: [String: ControllerID] {
        var result: [String: ControllerID] = [:]
        result.reserveCapacity(count)
        for entry in occupied { result[entry.name] = entry.id }
        return result
    }

    /// The index with every controller ID transformed.
    func mapValues(_ transform: (ControllerID) -> ControllerID) -> NameIndex {
        var result = self
        for bucket in result.buckets.indices where result.buckets[bucket].hash != 0 {
            result.buckets[bucket].id = transform(result.buckets[bucket].id)
        }
        return result
    }
}

extension NameIndex: Hashable {
    /// Equal when both file the same names under the same controllers, whatever the order
    /// they were filed in.
    static func == (lhs: NameIndex, rhs: NameIndex) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for entry in lhs.occupied where rhs[entry.name, hash: entry.hash] != entry.id { return false }
        return true
    }

    /// Order-independent, so it agrees with ``==``.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for entry in occupied { sum = sum &+ entry.hash &+ entry.id.rawValue &* 31 }
        hasher.combine(sum)
    }
}

extension NameIndex: Sequence {
    func makeIterator() -> some IteratorProtocol<(key: String, value: ControllerID)> {
        buckets.lazy.filter { $0.hash != 0 }.map { (key: $0.name, value: $0.id) }.makeIterator()
    }
}

extension NameIndex: Codable {
    /// Encoded as a dictionary from name to ID.
    func encode(to encoder: any Encoder) throws { try dictionary.encode(to: encoder) }

    init(from decoder: any Decoder) throws { self.init(try [String: ControllerID](from: decoder)) }
}
