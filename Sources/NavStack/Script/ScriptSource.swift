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
        // A UTF-8 byte order mark (editors on Windows write one) is not part of the first line.
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = firstLine
        let count = bytes.count
        while start < count {
            var end = start
            while end < count, bytes[end] != 0x0A { end += 1 }
            let slice = bytes[start..<end]
            let line: Line
            if let text = String(validating: slice, as: UTF8.self), !slice.contains(0) {
                line = .text(text.hasSuffix("\r") ? String(text.dropLast()) : text)
            } else {
                // Whichever comes first, an invalid sequence or a NUL; the bytes before it are
                // valid UTF-8, so its column is their character count plus one.
                let invalid = ScriptSource.firstInvalidByte(slice)
                let nul = slice.firstIndex(of: 0) ?? end
                let bad = min(invalid, nul)
                let column = String(decoding: slice[start..<bad], as: UTF8.self).count + 1
                let excerpt = String(decoding: slice.map { $0 == 0 ? 0x3F : $0 }, as: UTF8.self)
                line = .unreadable(nul < invalid ? "NUL byte in script" : "invalid UTF-8 in script", column: column, excerpt: excerpt)
            }
            if !body(number, line) { return }
            number += 1
            start = end + 1
        }
    }

    /// The index of the first byte where `slice` stops being valid UTF-8.
    static func firstInvalidByte(_ slice: ArraySlice<UInt8>) -> Int {
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            let length: Int = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= slice.endIndex,
                  String(validating: slice[index..<(index + length)], as: UTF8.self) != nil else { return index }
            index += length
        }
        return index
    }
}
