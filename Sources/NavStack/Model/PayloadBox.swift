/// Heap storage for a ``ControllerNode``'s payload with value semantics: copies share one
/// instance until one of them is mutated. It keeps nodes small, so moving them in and out of
/// the window's table copies a pointer instead of every property.
///
/// New nodes share one empty payload, so creating a controller that never sets a name or
/// per-kind state (containers, most navigation controllers) allocates nothing here.
struct PayloadBox: Hashable, @unchecked Sendable {
    // Safe to send: an instance is only mutated while uniquely referenced, and the shared
    // empty instance never is (the static below holds it).
    private final class Storage: @unchecked Sendable {
        var value: ControllerNode.Payload
        init(_ value: ControllerNode.Payload) { self.value = value }
    }

    private static let empty = Storage(ControllerNode.Payload())

    private var storage = PayloadBox.empty

    init() {}

    /// The payload; mutating it copies the storage first when it is shared.
    var value: ControllerNode.Payload {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}
