// Unsafe code (`.ci/layering`): the formatter writes a diagnostic's bytes straight into the
// new string's storage, or a caller's byte buffer, through a buffer pointer, which costs a
// fraction of appending to a string or an array piece by piece. Safe because every write is
// clamped to the capacity the text was made with (a piece that would not fit is cut, never
// written past the end), the pointer is used only inside the closure that lends it
// (`String(unsafeUninitializedCapacity:initializingUTF8With:)`'s or the array's
// `withUnsafeMutableBufferPointer`), and the count handed back is the number of bytes written.

#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// UTF-8 text written into a string's storage of a size fixed up front: the diagnostics
/// formatter's buffer.
struct DiagnosticText {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// A string of at most `capacity` bytes, written by `body`. The pieces are valid UTF-8
    /// (strings, ASCII bytes and digits), so the result is their concatenation; a piece past
    /// the capacity is cut, which ``format(_:)`` rules out by counting first.
    static func make(capacity: Int, _ body: (inout DiagnosticText) -> Void) -> String {
        String(unsafeUninitializedCapacity: max(capacity, 0)) { buffer in
            var text = DiagnosticText(buffer)
            body(&text)
            return text.count
        }
    }

    /// Writes at most `capacity` bytes with `body` at the start of `buffer`, growing it first
    /// when it is shorter, and returns how many were written (the rest of `buffer` is left
    /// as it was).
    static func write(into buffer: inout [UInt8], capacity: Int, _ body: (inout DiagnosticText) -> Void) -> Int {
        let capacity = max(capacity, 0)
        if buffer.count < capacity { buffer = [UInt8](repeating: 0, count: max(capacity, 2 * buffer.count)) }
        return buffer.withUnsafeMutableBufferPointer { all in
            var text = DiagnosticText(UnsafeMutableBufferPointer(rebasing: all[..<capacity]))
            body(&text)
            return text.count
        }
    }

    /// Appends `text`. Inlined down to the test for an empty string: without colour, half
    /// the pieces of a diagnostic are empty.
    @inline(__always)
    mutating func add(_ text: String) {
        if !text.isEmpty { addBytes(of: text) }
    }

    /// Appends `text`: the fixed pieces (colours, separators), which need no string. Inlined
    /// down to the test for an empty literal, as ``add(_:)-(String)``.
    @inline(__always)
    mutating func add(_ text: StaticString) {
        // A literal of one scalar holds the scalar, not bytes: it is read as a buffer.
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { add($0) } }
        let length = text.utf8CodeUnitCount
        if length > 0 { add(UnsafeBufferPointer(start: text.utf8Start, count: length)) }
    }

    /// Appends `bytes`, read in place (`inout` only for that: ``MessageBytes/withUTF8(_:)``).
    mutating func add(_ bytes: inout MessageBytes) { bytes.withUTF8 { add($0) } }

    /// Appends `source`, as much of it as fits.
    @inline(__always)
    private mutating func add(_ source: UnsafeBufferPointer<UInt8>) {
        let length = min(source.count, buffer.count - count)
        guard length > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return }
        (to + count).update(from: from, count: length)
        count += length
    }

    /// Appends the UTF-8 bytes of `text`, read in place.
    private mutating func addBytes(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { add($0) }
        guard copied == nil else { return }
        // A string without contiguous UTF-8 (bridged from Objective-C), a byte at a time.
        for byte in text.utf8 { add(byte) }
    }

    /// How many bytes ``add(_:)-(StaticString)`` writes for `text`.
    static func byteCount(_ text: StaticString) -> Int {
        text.hasPointerRepresentation ? text.utf8CodeUnitCount : text.withUTF8Buffer { $0.count }
    }

    /// Appends `byte` (ASCII).
    mutating func add(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends `byte` (ASCII) `repeating` times.
    mutating func add(_ byte: UInt8, repeating times: Int) {
        let length = min(max(times, 0), buffer.count - count)
        guard length > 0, let to = buffer.baseAddress else { return }
        (to + count).update(repeating: byte, count: length)
        count += length
    }

    /// Appends `value` in decimal, whose ``digitCount(_:)`` the caller has.
    mutating func add(_ value: Int, digits: Int) {
        guard buffer.count - count >= digits, let to = buffer.baseAddress else { return }
        var rest = value.magnitude
        var index = count + digits - 1
        // Two digits a step: one division of the whole value per pair, and the pair split
        // in a byte (a line number is written twice in each message).
        while rest >= 100 {
            let pair = UInt8(truncatingIfNeeded: rest % 100)
            rest /= 100
            to[index] = UInt8(ascii: "0") + pair % 10
            to[index - 1] = UInt8(ascii: "0") + pair / 10
            index -= 2
        }
        if rest >= 10 {
            let pair = UInt8(truncatingIfNeeded: rest)
            to[index] = UInt8(ascii: "0") + pair % 10
            to[index - 1] = UInt8(ascii: "0") + pair / 10
        } else {
            to[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest)
        }
        if value < 0 { to[count] = UInt8(ascii: "-") }
        count += digits
    }

    /// How many bytes ``add(_:digits:)`` writes for `value`.
    static func digitCount(_ value: Int) -> Int {
        // Compared with powers of ten rather than divided down.
        let magnitude = value.magnitude
        var digits = value < 0 ? 2 : 1
        var bound: UInt = 10
        while magnitude >= bound {
            digits += 1
            // Past 10^19 no power of ten fits: every larger magnitude has twenty digits.
            guard bound <= UInt.max / 10 else { break }
            bound *= 10
        }
        return digits
    }
}
