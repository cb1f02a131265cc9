// NavStackScript's one file of pointer code (`.ci/layering` keeps it so): the script's bytes,
// split into lines, and each line's bytes while it is lexed and parsed (``LineBytes``).
// Reading bytes through a pointer costs a fraction of walking a String's Characters, and the
// reads stay inside the buffer: every loop below tests its index against the buffer's count
// before it reads, and a token's range is clamped to its line before it is sliced. No pointer
// outlives the `withUnsafeBufferPointer` or `withUTF8` call that lent it.

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
        forEachRawLine { number, line in
            switch line {
            case let .bytes(bytes): body(number, .text(String(decoding: bytes, as: UTF8.self)))
            case let .unreadable(message, column, excerpt): body(number, .unreadable(message, column: column, excerpt: excerpt))
            }
        }
    }

    /// One line as the parser reads it: its bytes, a slice of the script's buffer that
    /// shares its storage (so a line costs no allocation), or why it cannot be read.
    enum RawLine {
        /// Valid UTF-8 without a NUL, without its line break.
        case bytes(ArraySlice<UInt8>)
        /// As ``Line/unreadable(_:column:excerpt:)``.
        case unreadable(String, column: Int, excerpt: String)
    }

    /// Calls `body` with each line in order; stops when `body` returns `false`.
    ///
    /// - Complexity: O(bytes).
    func forEachRawLine(_ body: (Int, RawLine) -> Bool) {
        let bytes = self.bytes
        bytes.withUnsafeBufferPointer { all in
            // A UTF-8 byte order mark (editors on Windows write one) is not part of the first line.
            var start = TextLines.byteOrderMarkLength(all)
            var number = firstLine
            let count = all.count
            while start < count {
                // A line ends at LF, CR LF or a lone CR (``TextLines``), scanned inline.
                var end = start
                while end < count, all[end] != 0x0A, all[end] != 0x0D { end += 1 }
                let line =
                    ScriptSource.isReadable(UnsafeBufferPointer(rebasing: all[start..<end]))
                    ? .bytes(bytes[start..<end]) : ScriptSource.unreadableLine(bytes[start..<end])
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
        forEachRawLine { current, line in
            guard current > number else { return true }
            if case let .bytes(bytes) = line {
                let rest = String(decoding: bytes, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
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

    /// Whether a line's bytes (without its line break) are valid UTF-8 without a NUL. ASCII,
    /// nearly every script, is checked in one pass.
    private static func isReadable(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        var nul = false
        for byte in line {
            combined |= byte
            nul = nul || byte == 0
        }
        guard !nul else { return false }
        return combined < 0x80 || String(validating: line, as: UTF8.self) != nil
    }

    /// The line `slice`, which is invalid UTF-8 or holds a NUL, for a diagnostic.
    private static func unreadableLine(_ slice: ArraySlice<UInt8>) -> RawLine {
        let range = slice.indices
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
    /// Whether a line of the script reads lifecycle events — `expect events`, `expect
    /// no-events` or `print events`, alone or inside `expect error` / `expect warning` — so
    /// the window must record them. A comment, a name or a title holding the word does not
    /// count: only the lines holding the bytes `events` are parsed to tell, so the cost is one
    /// pass over the bytes and the parse of those lines.
    package var readsEvents: Bool {
        var offset = 0
        while let hit = eventsWord(from: offset) {
            // The line around the hit: its start after the last line end before it, its end
            // at the next.
            var start = hit
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = hit
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if let line = String(validating: bytes[start..<end], as: UTF8.self),
                case let .success(command?) = Parser.parse(line: line, number: 1, file: name),
                ScriptSource.readsEvents(command)
            {
                return true
            }
            offset = end
        }
        return false
    }

    /// Whether `command`, or the command it wraps, reads lifecycle events, as its declaration
    /// says (``CommandDeclaration/readsEvents``).
    private static func readsEvents(_ command: Command) -> Bool {
        var command = command
        // The parser nests at most `Parser.maximumDepth` commands.
        for _ in 0...Parser.maximumDepth {
            switch command.declaration?.readsEvents {
            case .always?: return true
            case let .withWord(word)?:
                guard case let .word(first, _)? = command.arguments.first else { return false }
                return first.value == word
            case .never?, nil:
                guard let nested = command.nested else { return false }
                command = nested.command
            }
        }
        return false
    }

    /// The offset of the next `v` at or after `offset` that is the `v` of the bytes `events`.
    /// Eight bytes at a time: a word holds a `v` when XORing it with eight `v`s leaves a zero
    /// byte (the classic SWAR test), and only then are its bytes compared.
    private func eventsWord(from offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count >= 6, offset < count, let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            func isEvents(at index: Int) -> Bool {
                index >= 1 && index + 4 < count && base[index - 1] == 0x65 && base[index + 1] == 0x65 && base[index + 2] == 0x6E
                    && base[index + 3] == 0x74 && base[index + 4] == 0x73
            }
            var offset = offset
            while count - offset >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x7676_7676_7676_7676
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                    for index in offset..<offset + 8 where base[index] == 0x76 && isEvents(at: index) { return index }
                }
                offset += 8
            }
            for index in offset..<count where base[index] == 0x76 && isEvents(at: index) { return index }
            return nil
        }
    }
}

/// The UTF-8 bytes of the line being lexed or parsed, valid for the length of the
/// ``withBytes(of:_:)`` call that lends them; the lexer and the parser read a line's tokens
/// from them.
struct LineBytes {
    private let base: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the bytes of `line`.
    @inline(__always)
    static func withBytes<R>(of line: ArraySlice<UInt8>, _ body: (LineBytes) -> R) -> R {
        line.withUnsafeBufferPointer { body(LineBytes(base: $0)) }
    }

    /// The bytes of `token` (its range clamped to the line).
    @inline(__always)
    subscript(token: Token) -> Slice<UnsafeBufferPointer<UInt8>> { base[token.textRange.clamped(to: 0..<base.count)] }

    /// The tokens of the line, into `tokens` (``Lexer/tokenize(_:into:)``).
    func tokenize(into tokens: inout [Token]) -> Lexer.Failure? {
        tokens.removeAll(keepingCapacity: true)
        // Scripts are nearly always ASCII: then a byte is a character and lexing can run over
        // the UTF-8 bytes directly, which is many times faster than walking Characters.
        if Lexer.isASCII(base) { return Lexer.tokenize(units: base, into: &tokens).failure }
        return Lexer.tokenize(units: String(decoding: base, as: UTF8.self), into: &tokens).failure
    }
}

extension Token {
    /// The token's text (unescaped for strings), made straight from the line's UTF-8 bytes.
    func text(bytes: LineBytes) -> String {
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[self]), as: UTF8.self)
        return hasEscapes ? Lexer.unescaped(Substring(written)) : written
    }
}

extension Lexer {
    /// Whether every byte of `bytes` is ASCII, so that each byte is one character.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}

/// An ASCII line's bytes as the lexer's units; the lexer reads only indices in
/// `startIndex..<endIndex`.
extension UnsafeBufferPointer<UInt8>: LexerInput {
    func ascii(at index: Int) -> UInt8 { self[index] }
    func character(at index: Int) -> Character { Character(Unicode.Scalar(self[index])) }
    func offset(of index: Int) -> Int { index }
}
