/// A value kept on the heap with value semantics: copies share one buffer until one of them
/// is mutated (copy-on-write). Large structs that are copied far more often than they are
/// changed — a controller's per-kind state, a screen's properties — hold their fields in one
/// of these, so a copy retains one pointer instead of every string and array inside.
///
/// Each user keeps one shared buffer holding its default value (see ``init(sharing:)``), so a
/// default value allocates nothing and ``isSharing(_:)`` tells cheaply whether a value was
/// ever written.
///
/// The value lives in a `ManagedBuffer` header rather than a class's `var`: reads and writes
/// then go through a pointer, without the run-time exclusivity checks Swift makes on every
/// access to a class's stored property (a profile of push+pop showed those checks).
struct SharedValue<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    // Safe to send: a buffer is only mutated while uniquely referenced, and the shared
    // default buffers never are (their owners' statics hold them).
    typealias Buffer = ManagedBuffer<Value, Void>

    private var storage: Buffer

    /// A value sharing `buffer`, typically its type's default.
    init(sharing buffer: Buffer) { storage = buffer }

    /// A new buffer holding `value`.
    static func makeBuffer(_ value: Value) -> Buffer {
        Buffer.create(minimumCapacity: 0) { _ in value }
    }

    /// Whether this value still shares `buffer` (for a default buffer: was never written).
    func isSharing(_ buffer: Buffer) -> Bool { storage === buffer }

    /// The value; mutating it copies the buffer first when it is shared.
    var value: Value {
        get { storage.withUnsafeMutablePointerToHeader { $0.pointee } }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.withUnsafeMutablePointerToHeader { $0.pointee = newValue }
            } else {
                storage = SharedValue.makeBuffer(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) {
                storage = SharedValue.makeBuffer(storage.withUnsafeMutablePointerToHeader { $0.pointee })
            }
            // The buffer stays alive and in place while `self` is being modified.
            let pointer = storage.withUnsafeMutablePointerToHeader { $0 }
            yield &pointer.pointee
        }
    }

    /// Reads one part of the value through the buffer, without copying the rest.
    func read<T>(_ part: (borrowing Value) -> T) -> T {
        storage.withUnsafeMutablePointerToHeader { part($0.pointee) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
