/// The window's index of screen names and container labels to controllers.
///
/// Keys keep their string's hash, computed once, so the dictionary never hashes a name
/// again when it grows or when a removal shifts its neighbours back (a profile of
/// push+pop showed those rehashes costing more than the lookup itself). The hash is the
/// standard library's seeded string hash, so names chosen to collide gain nothing.
struct NameIndex: Hashable, Sendable {
    private struct Key: Hashable, Sendable {
        let text: String
        let hash: Int

        init(_ text: String) {
            self.text = text
            hash = text.hashValue
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hash == rhs.hash && lhs.text == rhs.text }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// The bucket hash the dictionary asks for. The stored hash is already the seeded
        /// string hash, so mixing in the table's seed is enough; going through `Hasher`
        /// again cost about as much as the lookup itself.
        func _rawHashValue(seed: Int) -> Int {
            var bits = UInt64(bitPattern: Int64(hash ^ seed))
            bits = (bits ^ (bits >> 31)) &* 0x9E37_79B9_7F4A_7C15
            return Int(bitPattern: UInt(bits ^ (bits >> 29)))
        }
    }

    private var table: [Key: ControllerID] = [:]

    init() {}

    /// An index holding `dictionary`.
    init(_ dictionary: [String: ControllerID]) {
        for (name, id) in dictionary { table[Key(name)] = id }
    }

    /// The controller carrying `name`; assigning `nil` removes the name.
    subscript(name: String) -> ControllerID? {
        get { table[Key(name)] }
        set { table[Key(name)] = newValue }
    }

    /// Removes `name` and returns the controller that carried it.
    @discardableResult
    mutating func removeValue(forKey name: String) -> ControllerID? { table.removeValue(forKey: Key(name)) }

    /// Every name.
    var keys: [String] { table.keys.map(\.text) }

    /// How many names are registered.
    var count: Int { table.count }

    /// The index as a plain dictionary.
    var dictionary: [String: ControllerID] {
        Dictionary(uniqueKeysWithValues: table.map { ($0.key.text, $0.value) })
    }

    /// The index with every controller ID transformed.
    func mapValues(_ transform: (ControllerID) -> ControllerID) -> NameIndex {
        var result = self
        result.table = table.mapValues(transform)
        return result
    }
}

extension NameIndex: Sequence {
    func makeIterator() -> some IteratorProtocol<(key: String, value: ControllerID)> {
        table.lazy.map { (key: $0.key.text, value: $0.value) }.makeIterator()
    }
}

extension NameIndex: Codable {
    /// Encoded as a dictionary from name to ID.
    func encode(to encoder: any Encoder) throws { try dictionary.encode(to: encoder) }

    init(from decoder: any Decoder) throws { self.init(try [String: ControllerID](from: decoder)) }
}
