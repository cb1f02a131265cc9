// Unsafe code (`.ci/layering`): lines are split, a byte is searched for, and a name is
// checked, over a buffer pointer to the text's bytes. Safe because every loop tests its index
// against the buffer's count before it reads (a word is loaded only when all eight of its
// bytes lie inside), and no pointer outlives the call that lent it.

/// One rule for text files, whatever they hold (scripts, hierarchy dumps, class-mapping files,
/// state documents): UTF-8; a byte order mark starting the file is not part of its first
/// line; a line ends at a line feed, a carriage return and line feed (Windows) or a carriage
/// return alone (classic Mac OS), as Swift's `Character` and most editors see line breaks;
/// invalid UTF-8 is reported at the character column of its first byte; lines and columns
/// count from 1, columns in characters.
package enum TextLines {
    /// The length of the UTF-8 byte order mark starting `bytes`: 3, or 0 without one.
    package static func byteOrderMarkLength(_ bytes: some RandomAccessCollection<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Whether `bytes` holds `byte`. Eight bytes are tested at once (XORed with `byte` in
    /// every lane, a lane that became zero sets its top bit in `(w − 0x01…01) & ~w & 0x80…80`,
    /// the exact zero-byte test of Sean Anderson's "Bit Twiddling Hacks"), the tail as the
    /// last eight bytes: about a fifth of the instructions of a byte loop, for the messages every warning
    /// and error passes through (``MessageText/shortened(_:quotedLength:length:)``).
    package static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let pattern = UInt64(byte) &* lanes
        func holds(at offset: Int) -> Bool {
            zeroLanes(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern) != 0
        }
        guard bytes.count >= 8 else { return bytes.contains(byte) }
        var offset = 0
        while bytes.count - offset >= 8 {
            if holds(at: offset) { return true }
            offset += 8
        }
        // The tail, as the last eight bytes (overlapping bytes already tested).
        return offset < bytes.count && holds(at: bytes.count - 8)
    }

    /// Whether the first `count` UTF-8 bytes of `text` hold `byte` (``contains(_:in:)``).
    package static func contains(_ byte: UInt8, inFirst count: Int, of text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { contains(byte, inFirst: count, of: $0) }
            ?? text.utf8.prefix(max(count, 0)).contains(byte)
    }

    /// Whether `byte` is among the first `count` of `bytes` (all of them when there are fewer).
    package static func contains(_ byte: UInt8, inFirst count: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(byte, in: UnsafeBufferPointer(rebasing: bytes.prefix(max(count, 0))))
    }

    /// A one in each byte of a word.
    private static let lanes: UInt64 = 0x0101_0101_0101_0101
    /// The top bit of each byte of a word.
    private static let topBits: UInt64 = 0x8080_8080_8080_8080

    /// The zero-byte test of Sean Anderson's "Bit Twiddling Hacks": the top bit is set in the
    /// lane of every zero byte of `word` and may be set in lanes above one (a borrow), so it
    /// tells exactly whether there is one, and the lowest set lane is the first.
    @inline(__always)
    private static func zeroLanes(_ word: UInt64) -> UInt64 { (word &- lanes) & ~word & topBits }

    /// Whether every byte of `text` is printable ASCII (a space to `~`), as a diagnostic's
    /// excerpt prints a line as it is. Eight bytes are tested at once: a byte of 0x80 or more
    /// has its top bit set, 0x7F sets it when one is added, and one under 0x20 sets it in
    /// `(w − 0x20…20) & ~w` — a borrow can only set it again above a lane that already failed,
    /// so the answer is exact ("Bit Twiddling Hacks", `hasless`).
    package static func isPrintableASCII(_ text: String) -> Bool {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            let lanes: UInt64 = 0x0101_0101_0101_0101
            var offset = 0
            while bytes.count - offset >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let outside = word | (word &+ lanes) | ((word &- 0x20 &* lanes) & ~word)
                if outside & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 8
            }
            while offset < bytes.count {
                guard (0x20..<0x7F).contains(bytes[offset]) else { return false }
                offset += 1
            }
            return true
        }
        return result ?? text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// Where the line starting at `start` ends and the next begins.
    @inline(__always)
    package static func lineBreak(in all: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, next: Int) {
        let line = scanLine(in: all, from: start)
        return (line.end, line.next)
    }

    /// Where the line starting at `start` ends (its first line feed or carriage return, or the
    /// end of `all`) and the next begins (past a line feed, a carriage return and line feed, or
    /// a lone carriage return), and whether the line's bytes are ASCII without a NUL, which
    /// needs no UTF-8 check. Eight bytes are read at a time wherever eight remain in `all`
    /// (bytes past the line's end are read but not counted): each word is tested for the two
    /// break bytes with ``zeroLanes(_:)``, whose lowest flagged lane is exact, the lowest lane
    /// being the first byte (little-endian); about a fifth of the instructions of a byte loop for
    /// a script's short lines.
    package static func scanLine(in all: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, next: Int, isPlainASCII: Bool) {
        let count = all.count
        var end = start
        var combined: UInt64 = 0
        var hasNUL = false
        var foundBreak = false
        if let base = all.baseAddress {
            let raw = UnsafeRawPointer(base)
            let lineFeeds = 0x0A &* lanes
            let returns = 0x0D &* lanes
            while count - end >= 8 {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
                let breaks = zeroLanes(word ^ lineFeeds) | zeroLanes(word ^ returns)
                if breaks != 0 {
                    let length = breaks.trailingZeroBitCount >> 3
                    // The bytes before the break alone; the others read as 0xFF (not NUL).
                    let kept: UInt64 = length == 0 ? 0 : UInt64.max >> (64 - 8 * length)
                    combined |= word & kept
                    hasNUL = hasNUL || zeroLanes(word | ~kept) != 0
                    end += length
                    foundBreak = true
                    break
                }
                combined |= word
                hasNUL = hasNUL || zeroLanes(word) != 0
                end += 8
            }
        }
        var isPlainASCII = combined & topBits == 0 && !hasNUL
        if !foundBreak {
            while end < count {
                let byte = all[end]
                if byte == 0x0A || byte == 0x0D { break }
                isPlainASCII = isPlainASCII && byte != 0 && byte < 0x80
                end += 1
            }
        }
        guard end < count else { return (end, end, isPlainASCII) }
        let next = all[end] == 0x0D && end + 1 < count && all[end + 1] == 0x0A ? end + 2 : end + 1
        return (end, next, isPlainASCII)
    }

    /// Calls `body` with each line's number and bytes (without the line break), from the
    /// first line after a byte order mark; stops when `body` returns `false`.
    ///
    /// - Complexity: O(bytes).
    package static func forEachLine(in bytes: [UInt8], firstLine: Int = 1, _ body: (Int, Range<Int>) -> Bool) {
        bytes.withUnsafeBufferPointer { all in
            var start = byteOrderMarkLength(all)
            var number = firstLine
            while start < all.count {
                let (end, next) = lineBreak(in: all, from: start)
                if !body(number, start..<end) { return }
                number += 1
                start = next
            }
        }
    }

    /// The text of `range` of `bytes`, invalid UTF-8 as U+FFFD.
    package static func text(_ range: Range<Int>, of bytes: [UInt8]) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The index of the first byte where `slice` stops being valid UTF-8 (its end when it is
    /// valid throughout).
    package static func firstInvalidByte(_ slice: ArraySlice<UInt8>) -> Int {
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            let length: Int = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= slice.endIndex,
                String(validating: slice[index..<(index + length)], as: UTF8.self) != nil
            else { return index }
            index += length
        }
        return index
    }

    /// The character column (from 1) of the byte at `offset` in the line starting at
    /// `lineStart`, counting what comes before it in characters (invalid bytes as one each).
    package static func column(of offset: Int, lineStart: Int, in bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    }

    /// The line and character column of the byte at `offset` of `bytes` (a byte order mark
    /// is not part of the first line's columns).
    ///
    /// - Complexity: O(offset).
    package static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { all in
            let target = max(0, min(offset, all.count))
            var line = 1
            var lineStart = byteOrderMarkLength(all)
            var start = lineStart
            while start < target {
                let (end, next) = lineBreak(in: all, from: start)
                guard next <= target, next > end else { break }
                line += 1
                lineStart = next
                start = next
            }
            return (line, column(of: max(target, lineStart), lineStart: lineStart, in: bytes[...]))
        }
    }

    /// The text of line `number` of `bytes` (invalid UTF-8 as U+FFFD), at most
    /// `maximumLength` characters of it, for an excerpt; empty past the last line.
    ///
    /// - Complexity: O(bytes up to the line's end).
    package static func line(_ number: Int, of bytes: [UInt8], maximumLength: Int = 1_000) -> String {
        var line = ""
        forEachLine(in: bytes) { current, range in
            guard current == number else { return current < number }
            // A character is at most four bytes here: no more is decoded than is kept.
            line = String(
                text(range.lowerBound..<min(range.upperBound, range.lowerBound + 4 * maximumLength), of: bytes).prefix(maximumLength))
            return false
        }
        return line
    }
}

extension NameRule {
    /// Whether the UTF-8 `bytes` of a text are a valid name (``isValid(_:)``), read from the
    /// bytes alone, so that a parser holding a line's bytes makes no string to check a name:
    /// `nil` when a byte is not ASCII, for the check over the text's scalars.
    package static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? { asciiVerdict(bytes) }
}
