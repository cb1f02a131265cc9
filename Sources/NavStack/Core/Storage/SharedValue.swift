// Unsafe code (`.ci/layering`): the value lives in a `ManagedBuffer` header reached through
// its pointer, and the type is `@unchecked Sendable`. Safe because the header is written only
// while the buffer is uniquely referenced, so a buffer another thread can see is never written.

/// A value type with a default value that ``SharedValue`` represents without a buffer.
protocol SharedDefault: Hashable, Sendable {
    /// The value a ``SharedValue`` holds until it is written.
    static var sharedDefault: Self { get }
    /// The default value, for a buffer written for the first time: ``sharedDefault`` unless
    /// a type builds its default for less than a copy costs.
    static func newDefault() -> Self
}

extension SharedDefault {
    static func newDefault() -> Self { sharedDefault }
}

/// A value kept on the heap with value semantics: copies share one buffer until one of them
/// is mutated (copy-on-write). Large structs that are copied far more often than they are
/// changed — a controller's per-kind state, a screen's properties — hold their fields in one
/// of these, so a copy retains one pointer instead of every string and array inside.
///
/// The default value (``SharedDefault/sharedDefault``) is held as no buffer at all, so a
/// default value allocates nothing, copying it retains nothing, and ``isDefault`` is a
/// null check: a shared default buffer would be retained and released for every controller
/// created and removed.
///
/// The value lives in a `ManagedBuffer` header rather than a class's `var`: reads and writes
/// then go through a pointer, without the run-time exclusivity checks Swift makes on every
/// access to a class's stored property.
struct SharedValue<Value: SharedDefault>: Hashable, @unchecked Sendable {
    // Safe to send: a buffer is only mutated while uniquely referenced.
    typealias Buffer = ManagedBuffer<Value, Void>

    /// The buffer, `nil` while the value is the default.
    private var storage: Buffer?

    /// The default value.
    init() {}

    /// A new buffer holding `value`.
    init(_ value: Value) {
        storage = Buffer.create(minimumCapacity: 0) { _ in value }
    }

    /// Whether this is the default value, never written (a value written back to the
    /// default is equal to it but not ``isDefault``).
    var isDefault: Bool { storage == nil }

    /// The value; mutating it copies the buffer first when it is shared.
    var value: Value {
        get { read { $0 } }
        set { uniqueBuffer().withUnsafeMutablePointerToHeader { $0.pointee = newValue } }
        _modify {
            // The buffer stays alive and in place while `self` is being modified.
            let pointer = uniqueBuffer().withUnsafeMutablePointerToHeader { $0 }
            yield &pointer.pointee
        }
    }

    /// The buffer, made or copied first unless this value is its only holder.
    private mutating func uniqueBuffer() -> Buffer {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        // The value is copied straight into the new buffer: a local copy first would copy
        // every field twice.
        let buffer =
            if let shared = storage {
                Buffer.create(minimumCapacity: 0) { _ in shared.withUnsafeMutablePointerToHeader { $0.pointee } }
            } else {
                Buffer.create(minimumCapacity: 0) { _ in Value.newDefault() }
            }
        storage = buffer
        return buffer
    }

    /// Keeps the buffer for writing in place when this value is its only holder; lets go of
    /// it otherwise (the value is then the default). For a buffer kept to be used again: it
    /// is reused once every other holder is gone, without allocating.
    mutating func recycle() {
        if !isKnownUniquelyReferenced(&storage) { storage = nil }
    }

    /// Reads one part of the value through the buffer, without copying the rest.
    func read<T>(_ part: (borrowing Value) -> T) -> T {
        guard let storage else { return part(Value.sharedDefault) }
        return storage.withUnsafeMutablePointerToHeader { part($0.pointee) }
    }

    /// Whether both share one buffer, or both hold the default (so they are equal), in O(1).
    func isIdentical(to other: Self) -> Bool { storage === other.storage }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A ``SharedValue``'s buffer kept to be written again, once the values it was lent to are
/// gone (``SharedValue/recycle()``). Not part of the value that keeps it: any two are equal,
/// hash alike, and nothing encodes them.
struct RecycledStorage<Value: SharedDefault>: Hashable, Sendable {
    private var kept = SharedValue<Value>()

    init() {}

    /// The kept buffer, leaving none.
    mutating func take() -> SharedValue<Value> {
        var taken = SharedValue<Value>()
        swap(&kept, &taken)
        return taken
    }

    /// Keeps `storage`'s buffer (shared with the value it was lent to).
    mutating func keep(_ storage: SharedValue<Value>) { kept = storage }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
