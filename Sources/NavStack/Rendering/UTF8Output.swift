/// Text built from many short pieces of UTF-8, for renderers writing large outputs.
///
/// Every append to a `String` checks its capacity, uniqueness and ASCII flag and updates its
/// count, and `Array.append(contentsOf:)` goes through the generic sequence copy; a renderer
/// writing millions of short pieces spends most of its time there. This buffer gathers the
/// pieces in a small zeroed chunk (an append is a capacity check and a copy) and moves a full
/// chunk into the text in one append. The chunk stays in cache, and the text is the only
/// allocation that grows with the output.
///
/// Pieces must be whole UTF-8 characters, so a chunk never ends inside one.
struct UTF8Output {
    /// The most bytes gathered before they move into the text.
    private static let chunkSize = 1 << 16

    /// The text moved out of the chunk so far.
    private var text = ""
    /// The chunk: `count` bytes not yet moved into `text`, then zeros.
    private var chunk: [UInt8] = []
    /// How many bytes of `chunk` are written.
    private var count = 0

    /// How many bytes have been written.
    var byteCount: Int { text.utf8.count + count }

    /// Makes room for `byteCount` bytes in all, so a large text is written once instead of
    /// copied each time it outgrows its storage.
    mutating func reserveCapacity(_ byteCount: Int) {
        text.reserveCapacity(byteCount)
    }

    /// All the text written; the output is left empty.
    mutating func finish() -> String {
        flush()
        defer { text = "" }
        return text
    }

    /// Appends `bytes`, which must hold whole UTF-8 characters.
    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > chunk.count {
            guard bytes.count <= Self.chunkSize else { return appendLong(bytes) }
            makeRoom(for: bytes.count)
        }
        let start = count
        let end = start + bytes.count
        chunk.withUnsafeMutableBytes { target in
            UnsafeMutableRawBufferPointer(rebasing: target[start..<end]).copyMemory(from: bytes)
        }
        count = end
    }

    /// Appends `text`.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `text`.
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends one ASCII character.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        if count == chunk.count { makeRoom(for: 1) }
        chunk[count] = byte
        count += 1
    }

    /// Appends `value` in decimal.
    mutating func append(_ value: Int) {
        if value < 0 { append(ascii: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        if count + digits > chunk.count { makeRoom(for: digits) }
        // Fill the digits in from the last.
        let end = count + digits
        var position = end
        repeat {
            position -= 1
            chunk[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count = end
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let length = min(remaining, Self.chunkSize)
            if self.count + length > chunk.count { makeRoom(for: length) }
            let start = self.count
            let end = start + length
            chunk.withUnsafeMutableBytes { target in
                _ = UnsafeMutableRawBufferPointer(rebasing: target[start..<end]).initializeMemory(as: UInt8.self, repeating: 0x20)
            }
            self.count = end
            remaining -= length
        }
    }

    /// Makes room in the chunk for `length` more bytes (at most ``chunkSize``): grows a
    /// chunk that is still small, else moves its bytes into the text.
    @inline(never)
    private mutating func makeRoom(for length: Int) {
        if count + length > Self.chunkSize { flush() }
        if count + length > chunk.count {
            let size = min(Self.chunkSize, max(count + length, 2 * chunk.count, 256))
            chunk.append(contentsOf: repeatElement(0, count: size - chunk.count))
        }
    }

    /// Appends `bytes`, longer than a chunk, straight to the text.
    @inline(never)
    private mutating func appendLong(_ bytes: UnsafeRawBufferPointer) {
        flush()
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Moves the chunk's bytes into the text.
    private mutating func flush() {
        guard count > 0 else { return }
        text += String(decoding: chunk[..<count], as: UTF8.self)
        count = 0
    }
}
