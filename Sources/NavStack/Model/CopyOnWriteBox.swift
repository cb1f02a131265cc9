/// Heap storage with value semantics: copies share one instance until one of them is
/// mutated. It keeps ``ControllerNode`` small, so moving nodes in and out of the window's
/// table copies a pointer instead of every property.
struct CopyOnWriteBox<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    // Safe to send: the instance is only mutated while uniquely referenced.
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    /// The value; mutating it copies the storage first when it is shared.
    var value: Value {
        // Reads project into the storage, so reading one field does not copy the whole value.
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
