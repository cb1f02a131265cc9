#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A script's bytes and its name for diagnostics. Lines are decoded one at a time, so a
/// script is read in one pass.
public struct ScriptSource: Sendable {
    /// The name diagnostics print (`path`, `<stdin>`, `<eval>`).
    public var name: String
    /// The raw bytes.
    public var bytes: [UInt8]
    /// The number of the first line (for `-e` texts that continue a count), from 1.
    public var firstLine: Int

    /// Creates a source from bytes.
    public init(name: String, bytes: [UInt8], firstLine: Int = 1) {
        self.name = name
        self.bytes = bytes
        self.firstLine = firstLine
    }

    /// Creates a source from text.
    public init(name: String, text: String, firstLine: Int = 1) {
        self.init(name: name, bytes: Array(text.utf8), firstLine: firstLine)
    }

    /// One line: its number and its text, or why it cannot be read.
    public enum Line: Sendable {
        case text(String)
        /// Invalid UTF-8 or a NUL byte: the message, the 1-based character column of the first
        /// bad byte, and the line for excerpts (invalid sequences as U+FFFD, NUL as `?`).
        case unreadable(String, column: Int, excerpt: String)
    }

    /// Calls `body` with each line in order; stops when `body` returns `false`.
    ///
    /// - Complexity: O(bytes).
    public func forEachLine(_ body: (Int, Line) -> Bool) {
        bytes.withUnsafeBufferPointer { all in
            // A UTF-8 byte order mark (editors on Windows write one) is not part of the first line.
            var start = TextLines.byteOrderMarkLength(all)
            var number = firstLine
            let count = all.count
            while start < count {
                // A line ends at LF, CR LF or a lone CR (``TextLines``), scanned inline.
                var end = start
                while end < count, all[end] != 0x0A, all[end] != 0x0D { end += 1 }
                let line = ScriptSource.decode(UnsafeBufferPointer(rebasing: all[start..<end])) ?? unreadableLine(start..<end)
                if !body(number, line) { return }
                number += 1
                start = end + 1
                if start < count, all[end] == 0x0D, all[start] == 0x0A { start += 1 }
            }
        }
    }

    /// Whether a line after line `number` holds anything to run: more than spaces, tabs and a
    /// comment (a run that stopped at `number` left it unrun).
    ///
    /// - Complexity: O(bytes).
    package func hasCommands(after number: Int) -> Bool {
        var found = false
        forEachLine { current, line in
            guard current > number else { return true }
            if case let .text(text) = line {
                let rest = text.drop { $0 == " " || $0 == "\t" }
                if rest.isEmpty || rest.first == "#" { return true }
            }
            found = true
            return false
        }
        return found
    }

    /// How many lines the text spans: one more than its line breaks (so `-e` texts given one
    /// after another continue the count).
    ///
    /// - Complexity: O(bytes).
    public var lineCount: Int {
        bytes.withUnsafeBufferPointer { all in
            var lines = 1
            var start = 0
            while start < all.count {
                let (end, next) = TextLines.lineBreak(in: all, from: start)
                if next > end { lines += 1 }
                start = next
            }
            return lines
        }
    }

    /// The text of a line's bytes (without its line break), or `nil` when they are not
    /// valid UTF-8 or hold a NUL. ASCII, nearly every script, is checked in one pass.
    private static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Line? {
        var combined: UInt8 = 0
        var nul = false
        for byte in line {
            combined |= byte
            nul = nul || byte == 0
        }
        guard !nul else { return nil }
        if combined < 0x80 { return .text(String(decoding: line, as: UTF8.self)) }
        return String(validating: line, as: UTF8.self).map(Line.text)
    }

    /// The line at `range`, which is invalid UTF-8 or holds a NUL, for a diagnostic.
    private func unreadableLine(_ range: Range<Int>) -> Line {
        let slice = bytes[range]
        // Whichever comes first, an invalid sequence or a NUL; the bytes before it are
        // valid UTF-8, so its column is their character count plus one.
        let invalid = TextLines.firstInvalidByte(slice)
        let nul = slice.firstIndex(of: 0) ?? range.upperBound
        let bad = min(invalid, nul)
        let column = TextLines.column(of: bad, lineStart: range.lowerBound, in: slice)
        let excerpt = String(decoding: slice.map { $0 == 0 ? 0x3F : $0 }, as: UTF8.self)
        return .unreadable(nul < invalid ? "NUL byte in script" : "invalid UTF-8 in script", column: column, excerpt: excerpt)
    }
}

extension ScriptSource {
    /// Whether the script mentions lifecycle events: it contains the word `events` (as in
    /// `expect events`, `expect no-events`, `print events`), so the window records them.
    /// One pass over the bytes, eight at a time: a word holds a `v` when XORing it with
    /// eight `v`s leaves a zero byte (the classic SWAR test), and only then are its bytes
    /// compared.
    package var mentionsEvents: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count >= 6, let base = buffer.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            func isEvents(at index: Int) -> Bool {
                index >= 1 && index + 4 < count && base[index - 1] == 0x65 && base[index + 1] == 0x65 && base[index + 2] == 0x6E
                    && base[index + 3] == 0x74 && base[index + 4] == 0x73
            }
            var offset = 0
            while count - offset >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x7676_7676_7676_7676
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                    for index in offset..<offset + 8 where base[index] == 0x76 && isEvents(at: index) { return true }
                }
                offset += 8
            }
            for index in offset..<count where base[index] == 0x76 && isEvents(at: index) { return true }
            return false
        }
    }
}
