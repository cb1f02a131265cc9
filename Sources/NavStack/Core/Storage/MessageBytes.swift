// Unsafe code (`.ci/layering`): a message's bytes are gathered in memory this file allocates
// and frees. Safe because every copy into it first makes room (the buffer only grows, and a
// piece is copied only after the count plus its length fits the capacity), the buffer is
// freed exactly once, by ``MessageBytes/takeString()``, which the one owner calls last, and
// no pointer to it leaves this file.

/// The bytes of a message being built: a growable buffer of UTF-8 that becomes one string.
///
/// A catalogue message (``MessageString``) is a literal with a few interpolations, built
/// once per warning. An array costs a generic `append(contentsOf:)` per piece, and
/// `String(decoding:)` a second validation pass over a copy; this buffer copies each piece
/// with one `memcpy`-sized move and hands its bytes to the string once. Its owner, a message's
/// string interpolation, is made by the compiler for one literal and consumed once.
package struct MessageBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends `string`'s UTF-8 bytes.
    package mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { piece in
            guard let from = piece.baseAddress, !piece.isEmpty else { return }
            reserve(piece.count)
            (base + count).update(from: from, count: piece.count)
            count += piece.count
        }
        guard copied == nil else { return }
        // A string without contiguous UTF-8 (bridged from Objective-C), a byte at a time.
        for byte in string.utf8 {
            reserve(1)
            base[count] = byte
            count += 1
        }
    }

    /// Makes room for `more` bytes past the count.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if more > capacity - count { grow(more) }
    }

    @inline(never)
    private mutating func grow(_ more: Int) {
        let larger = Swift.max(2 * capacity, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// The bytes as a string, freeing the buffer: the last use of the buffer (the pieces are
    /// strings, so the bytes are valid UTF-8).
    package func takeString() -> String {
        let text = String(unsafeUninitializedCapacity: count) { target in
            guard let to = target.baseAddress else { return 0 }
            to.update(from: base, count: count)
            return count
        }
        base.deallocate()
        return text
    }
}
