// NavStackFormats' one file of unsafe code (`.ci/layering` keeps it so): the chunk is raw
// memory, so an append is a capacity check and a copy. Safe because a write happens only after
// a check that the bytes fit (`count + length` at most the chunk's capacity), and a read covers
// only the first `count` bytes, which are always written.

/// Text built from many short pieces of UTF-8, for renderers writing large outputs.
///
/// Every append to a `String` checks its capacity, uniqueness and ASCII flag and updates its
/// count, and `Array.append(contentsOf:)` goes through the generic sequence copy; a renderer
/// writing millions of short pieces spends most of its time there. This buffer gathers the
/// pieces in a small chunk of its own (an append is a capacity check and a copy) and moves a
/// full chunk into the text in one append. The chunk stays in cache, and the text is the only
/// allocation that grows with the output.
///
/// Pieces must be whole UTF-8 characters, so a chunk never ends inside one.
///
/// Copies share the chunk, so an output is kept in one place and lent out with `swap`.
///
/// The renderers (NavStackRendering) write through it from another module, so what an append
/// runs is `@inlinable` and inlined there as it was when the buffer lived beside them.
package struct UTF8Output {
    /// Bytes gathered before they move into the text.
    @usableFromInline
    final class Chunk {
        @usableFromInline let start: UnsafeMutableRawPointer
        @usableFromInline let capacity: Int

        @usableFromInline
        init(capacity: Int) {
            start = .allocate(byteCount: capacity, alignment: 1)
            self.capacity = capacity
        }

        deinit { start.deallocate() }
    }

    /// The most bytes gathered before they move into the text.
    @usableFromInline static let chunkSize = 1 << 16

    /// The text moved out of the chunk so far.
    @usableFromInline var text = ""
    /// The chunk, once anything is written.
    @usableFromInline var chunk: Chunk?
    /// How many bytes of the chunk are written.
    @usableFromInline var count = 0

    /// An empty output.
    @inlinable
    package init() {}

    /// How many bytes have been written.
    package var byteCount: Int { text.utf8.count + count }

    /// Makes room for `byteCount` bytes in all, so a large text is written once instead of
    /// copied each time it outgrows its storage.
    package mutating func reserveCapacity(_ byteCount: Int) {
        text.reserveCapacity(byteCount)
    }

    /// All the text written; the output is left empty.
    package mutating func finish() -> String {
        flush()
        defer { text = "" }
        return text
    }

    /// Appends `bytes`, which must hold whole UTF-8 characters.
    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let chunk, count + bytes.count <= chunk.capacity else { return appendMakingRoom(bytes) }
        UnsafeMutableRawBufferPointer(start: chunk.start + count, count: bytes.count).copyMemory(from: bytes)
        count += bytes.count
    }

    /// Appends `bytes`, a run of a string's UTF-8 (as `withUTF8` lends it), which must hold
    /// whole UTF-8 characters.
    @inlinable @inline(__always)
    package mutating func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes.base)[bytes.startIndex..<bytes.endIndex]))
    }

    /// Appends `text`.
    @inlinable @inline(__always)
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `text`.
    @inlinable
    package mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends one ASCII character.
    @inlinable @inline(__always)
    package mutating func append(ascii byte: UInt8) {
        if !hasRoom(for: 1) { makeRoom(for: 1) }
        guard let chunk else { return }
        chunk.start.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends `value` in decimal.
    @inlinable
    package mutating func append(_ value: Int) {
        if value < 0 { append(ascii: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        if !hasRoom(for: digits) { makeRoom(for: digits) }
        guard let chunk else { return }
        // Fill the digits in from the last.
        let end = count + digits
        var position = end
        repeat {
            position -= 1
            let digit = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            chunk.start.storeBytes(of: digit, toByteOffset: position, as: UInt8.self)
            magnitude /= 10
        } while magnitude > 0
        count = end
    }

    /// Appends `count` spaces.
    @inlinable @inline(__always)
    package mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let length = min(remaining, Self.chunkSize)
            if !hasRoom(for: length) { makeRoom(for: length) }
            guard let chunk else { return }
            UnsafeMutableRawBufferPointer(start: chunk.start + self.count, count: length)
                .initializeMemory(as: UInt8.self, repeating: 0x20)
            self.count += length
            remaining -= length
        }
    }

    /// Whether the chunk has room for `length` more bytes.
    @inlinable @inline(__always)
    func hasRoom(for length: Int) -> Bool {
        guard let chunk else { return false }
        return count + length <= chunk.capacity
    }

    /// Appends `bytes` once the chunk has no room for them.
    @usableFromInline @inline(never)
    mutating func appendMakingRoom(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count <= Self.chunkSize else {
            // Longer than a chunk: straight into the text.
            flush()
            text += String(decoding: bytes, as: UTF8.self)
            return
        }
        makeRoom(for: bytes.count)
        guard let chunk else { return }
        UnsafeMutableRawBufferPointer(start: chunk.start + count, count: bytes.count).copyMemory(from: bytes)
        count += bytes.count
    }

    /// Makes room in the chunk for `length` more bytes (at most ``chunkSize``): grows a
    /// chunk that is still small, else moves its bytes into the text.
    @usableFromInline @inline(never)
    mutating func makeRoom(for length: Int) {
        if count + length > Self.chunkSize { flush() }
        let capacity = chunk?.capacity ?? 0
        guard count + length > capacity else { return }
        let grown = Chunk(capacity: min(Self.chunkSize, max(count + length, 2 * capacity, 256)))
        if let chunk { grown.start.copyMemory(from: chunk.start, byteCount: count) }
        chunk = grown
    }

    /// Moves the chunk's bytes into the text.
    @usableFromInline
    mutating func flush() {
        guard let chunk, count > 0 else { return }
        text += String(decoding: UnsafeRawBufferPointer(start: chunk.start, count: count), as: UTF8.self)
        count = 0
    }
}
