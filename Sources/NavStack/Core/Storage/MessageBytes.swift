// Unsafe code (`.ci/layering`): a message's first bytes are gathered in the buffer's own
// inline words through a raw pointer to them. Safe because a piece is copied there only when
// the count plus its length fits the inline words (a longer message moves to an array, which
// manages its own memory), and no pointer to the words leaves this file except the buffer
// ``MessageBytes/withUTF8(_:)`` lends to its closure, for the closure's duration.

/// The bytes of a message being built: a growable buffer of UTF-8, read in place or made
/// into a string.
///
/// A catalogue message (``MessageString``) is a literal with a few interpolations, built
/// once per warning. An array costs a generic `append(contentsOf:)` per piece, and
/// `String(decoding:)` a second validation pass over a copy; this buffer copies each piece
/// with one `memcpy`-sized move. The first 192 bytes are held inline, so a message of that
/// size (nearly all of them) allocates nothing, and a reader that only copies the bytes (the
/// diagnostics formatter) makes no string at all. A longer message moves into an array.
package struct MessageBytes {
    private typealias EightWords = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    /// How many bytes ``inline`` holds.
    private static let inlineCapacity = 192
    /// The first bytes, until they outgrow it.
    private var inline: (EightWords, EightWords, EightWords) = (
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0)
    )
    /// All the bytes once they outgrew ``inline``; `nil` before.
    private var overflow: [UInt8]?
    /// How many bytes ``inline`` holds while ``overflow`` is `nil`.
    private var count = 0

    /// An empty buffer. A message starts inline whatever its length (a longer one moves to
    /// the array at its first piece past the inline bytes): a buffer made with only the
    /// inline words set is made in place, where one that may hold an array is copied.
    package init() {}

    /// How many bytes the buffer holds.
    package var byteCount: Int { overflow?.count ?? count }

    /// Appends `string`'s UTF-8 bytes.
    package mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { piece in append(piece) }
        guard copied == nil else { return }
        // A string without contiguous UTF-8 (bridged from Objective-C), made contiguous.
        var contiguous = string
        contiguous.withUTF8 { append($0) }
    }

    /// Appends `literal`'s UTF-8 bytes.
    package mutating func append(_ literal: StaticString) { literal.withUTF8Buffer { append($0) } }

    /// Appends `piece`.
    @inline(__always)
    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        guard overflow == nil, piece.count <= MessageBytes.inlineCapacity - count else { return appendOverflowing(piece) }
        let start = count
        withUnsafeMutableBytes(of: &inline) { words in
            words.baseAddress.map { ($0 + start).copyMemory(from: source, byteCount: piece.count) }
        }
        count += piece.count
    }

    /// Appends `piece` to ``overflow``, moving the inline bytes there first.
    @inline(never)
    private mutating func appendOverflowing(_ piece: UnsafeBufferPointer<UInt8>) {
        if overflow == nil {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Swift.max(2 * MessageBytes.inlineCapacity, count + piece.count))
            withUTF8 { bytes.append(contentsOf: $0) }
            overflow = bytes
        }
        overflow?.append(contentsOf: piece)
    }

    /// Calls `body` with the bytes, read in place. Mutating only so that the inline bytes
    /// are lent where they are, not copied first.
    package mutating func withUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if let overflow { return overflow.withUnsafeBufferPointer(body) }
        let count = self.count
        withUnsafeMutableBytes(of: &inline) { words in
            UnsafeRawBufferPointer(rebasing: words[..<count]).withMemoryRebound(to: UInt8.self, body)
        }
    }

    /// Whether `byte` is among the first `count` bytes (mutating as ``withUTF8(_:)``).
    package mutating func contains(_ byte: UInt8, inFirst count: Int) -> Bool {
        var found = false
        withUTF8 { found = TextLines.contains(byte, inFirst: count, of: $0) }
        return found
    }

    /// The bytes as a string. The pieces are strings and literals, so the bytes are valid UTF-8 and
    /// decoding them repairs nothing; it is cheaper than initializing a string's storage,
    /// which validates the bytes again afterwards.
    package var string: String {
        var bytes = self
        var string = ""
        bytes.withUTF8 { string = String(decoding: $0, as: UTF8.self) }
        return string
    }
}
