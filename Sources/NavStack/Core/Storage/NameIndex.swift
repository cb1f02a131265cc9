// Unsafe code (`.ci/layering`): two indexes are compared by their buckets' base addresses
// (whether they share storage), which reads no memory through the pointers.

/// The window's index of screen names and container labels to controllers: an
/// open-addressing hash table (linear probing, removal by shifting back) over one array of
/// entries.
///
/// An entry is a name's hash and its controller, nothing more: the name itself stays in the
/// controller's record in the ``NodeTable``, which a lookup reads to tell apart names that
/// share a hash. Entries are then plain values — filing, removing and shifting one retains
/// and releases nothing — where a copy of each name in the index cost a retain and a release
/// per push and pop and made every shifted entry a string move.
///
/// The record keeps its name's hash too, so a name is hashed once when its controller is
/// created: growing the table and removing a name (matched by hash and controller, not by
/// text) never hash it again. The hash (``NameHash``) is keyed per process, so names cannot
/// be chosen to collide.
struct NameIndex: Sendable {
    /// One bucket: a hash (normalized, 0 only in an empty bucket) and its controller.
    fileprivate struct Entry: Sendable {
        var hash = 0
        var id = ControllerID(rawValue: -1)
    }

    /// A power-of-two number of buckets (or none), at most half of them full.
    private var buckets: [Entry] = []
    /// How many names are filed.
    private(set) var count = 0

    init() {}

    /// An index filing each controller in `dictionary` under its name's hash (a decoded
    /// window's names, whose records carry the same names).
    init(_ dictionary: [String: ControllerID]) {
        for (name, id) in dictionary { insert(hash: NameIndex.hash(of: name), id: id) }
    }

    /// The hash a name is filed under: ``NameHash``'s low 32 bits, sign-extended, so a
    /// record keeps it in four bytes (``NodeRecord``). Buckets take the low bits anyway; a
    /// table would need 2³² buckets to miss the others.
    @inline(__always)
    static func hash(of name: String) -> Int { Int(Int32(truncatingIfNeeded: NameHash.of(name))) }

    /// `hash` as buckets keep it: never 0, which marks an empty bucket.
    @inline(__always)
    private static func normalized(_ hash: Int) -> Int { hash == 0 ? 1 : hash }

    private var mask: Int { buckets.count - 1 }

    /// The controller named `name` in `nodes`.
    func id(named name: String, in nodes: NodeTable) -> ControllerID? {
        id(named: name, hash: NameIndex.hash(of: name), in: nodes)
    }

    /// The controller named `name`, whose ``hash(of:)`` is `hash`, reading the names of
    /// controllers filed under the same hash from `nodes`.
    @inline(__always)
    func id(named name: String, hash: Int, in nodes: NodeTable) -> ControllerID? {
        guard !buckets.isEmpty else { return nil }
        let key = NameIndex.normalized(hash)
        var bucket = key & mask
        while buckets[bucket].hash != 0 {
            if buckets[bucket].hash == key, nodes.hasName(buckets[bucket].id, name) { return buckets[bucket].id }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Files the controller `id` under its name's ``hash(of:)``. The name must not be filed
    /// already (the window checks names are free before it creates a controller).
    mutating func insert(hash: Int, id: ControllerID) {
        if (count + 1) * 2 > buckets.count { resize(to: Swift.max(8, buckets.count * 2)) }
        let key = NameIndex.normalized(hash)
        var bucket = key & mask
        while buckets[bucket].hash != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Entry(hash: key, id: id)
        count += 1
    }

    /// Removes the name filed under `hash` for the controller `id`, if it is filed; no
    /// string is hashed or compared.
    mutating func remove(hash: Int, id: ControllerID) {
        if let bucket = bucket(of: id, key: NameIndex.normalized(hash)) { removeEntry(at: bucket) }
    }

    /// The bucket filing `id` under the normalized hash `key`, or `nil`.
    @inline(__always)
    private func bucket(of id: ControllerID, key: Int) -> Int? {
        guard !buckets.isEmpty else { return nil }
        var bucket = key & mask
        while buckets[bucket].hash != 0 {
            if buckets[bucket].hash == key, buckets[bucket].id == id { return bucket }
            bucket = (bucket + 1) & mask
        }
        return nil
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
                buckets[hole] = buckets[next]
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

    /// Every filed controller.
    var ids: [ControllerID] { occupied.map(\.id) }

    /// The entries of the full buckets.
    private var occupied: [Entry] { buckets.filter { $0.hash != 0 } }

    /// The index as a plain dictionary, with the names read from `nodes`.
    func dictionary(in nodes: NodeTable) -> [String: ControllerID] {
        var result: [String: ControllerID] = [:]
        result.reserveCapacity(count)
        for entry in occupied {
            if let name = nodes.name(entry.id) { result[name] = entry.id }
        }
        return result
    }
}

extension NameIndex {
    /// Whether both share one bucket array (so they are equal), in O(1).
    func isIdentical(to other: NameIndex) -> Bool {
        guard buckets.count == other.buckets.count else { return false }
        return buckets.withUnsafeBufferPointer { mine in
            other.buckets.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

extension NameIndex: Hashable {
    /// Equal when both file the same controllers under the same hashes, whatever the order
    /// they were filed in. Hashes are of the controllers' names, so two windows with equal
    /// controllers and equal indexes give every name the same controller.
    static func == (lhs: NameIndex, rhs: NameIndex) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // A copy shares its buckets until either side changes: then they are equal at once.
        if lhs.isIdentical(to: rhs) { return true }
        return lhs.occupied.allSatisfy { rhs.bucket(of: $0.id, key: $0.hash) != nil }
    }

    /// Order-independent, so it agrees with ``==``.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for entry in occupied { sum = sum &+ entry.hash &+ entry.id.rawValue &* 31 }
        hasher.combine(sum)
    }
}
