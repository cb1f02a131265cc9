// Unsafe code (`.ci/layering`): a message's bytes are gathered in the buffer's own inline
// words, or past them in memory this file allocates and frees. Safe because every copy into
// it first makes room (the buffer only grows, and a piece is copied only after the count plus
// its length fits the capacity), the heap memory is freed exactly once, by
// ``MessageBytes/takeString()``, which the one owner calls last, and no pointer to either
// leaves this file.

/// The bytes of a message being built: a growable buffer of UTF-8 that becomes one string.
///
/// A catalogue message (``MessageString``) is a literal with a few interpolations, built
/// once per warning. An array costs a generic `append(contentsOf:)` per piece, and
/// `String(decoding:)` a second validation pass over a copy; this buffer copies each piece
/// with one `memcpy`-sized move and hands its bytes to the string once. The first 192 bytes
/// are held inline, so a message of that size (nearly all of them) allocates nothing until it
/// becomes its string. Its owner, a message's string interpolation, is made by the compiler
/// for one literal and consumed once.
package struct MessageBytes {
    private typealias EightWords = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    /// How many bytes ``inline`` holds.
    private static let inlineCapacity = 192
    /// The first bytes, until they outgrow it.
    private var inline: (EightWords, EightWords, EightWords) = (
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0)
    )
    /// All the bytes once they outgrew ``inline``; `nil` before.
    private var heap: UnsafeMutablePointer<UInt8>?
    private var capacity = MessageBytes.inlineCapacity
    private var count = 0

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        if capacity > MessageBytes.inlineCapacity {
            heap = .allocate(capacity: capacity)
            self.capacity = capacity
        }
    }

    /// Appends `string`'s UTF-8 bytes.
    package mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { piece in append(piece) }
        guard copied == nil else { return }
        // A string without contiguous UTF-8 (bridged from Objective-C), made contiguous.
        var contiguous = string
        contiguous.withUTF8 { append($0) }
    }

    /// Appends `piece`.
    @inline(__always)
    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        if piece.count > capacity - count { grow(piece.count) }
        let start = count
        if let heap {
            (heap + start).update(from: source, count: piece.count)
        } else {
            withUnsafeMutableBytes(of: &inline) { words in
                words.baseAddress.map { ($0 + start).copyMemory(from: source, byteCount: piece.count) }
            }
        }
        count += piece.count
    }

    @inline(never)
    private mutating func grow(_ more: Int) {
        let larger = Swift.max(2 * capacity, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        if let heap {
            moved.update(from: heap, count: count)
            heap.deallocate()
        } else {
            let count = self.count
            withUnsafeBytes(of: &inline) { words in
                UnsafeMutableRawBufferPointer(start: moved, count: count)
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: words[..<count]))
            }
        }
        heap = moved
        capacity = larger
    }

    /// The bytes as a string, freeing the buffer: the last use of the buffer. The pieces are
    /// strings, so the bytes are valid UTF-8 and decoding them repairs nothing; it is cheaper
    /// than initializing a string's storage, which validates the bytes again afterwards.
    package func takeString() -> String {
        if let heap {
            let text = String(decoding: UnsafeBufferPointer(start: heap, count: count), as: UTF8.self)
            heap.deallocate()
            return text
        }
        let count = self.count
        return withUnsafeBytes(of: inline) { words in
            UnsafeRawBufferPointer(rebasing: words[..<count]).withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
        }
    }
}
