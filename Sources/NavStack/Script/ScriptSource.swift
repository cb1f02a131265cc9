// NavStackScript's one file of pointer code (`.ci/layering` keeps it so): the script's bytes,
// held whole or read a piece at a time, split into lines, and each line's bytes while it is
// lexed and parsed (``LineBytes``).
// Reading bytes through a pointer costs a fraction of walking a String's Characters, and the
// reads stay inside the buffer: every loop below tests its index against the buffer's count
// before it reads, and a token's range is clamped to its line before it is sliced. No pointer
// outlives the `withUnsafeBufferPointer` or `withUTF8` call that lent it.

#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A script's bytes and its name for diagnostics. Lines are decoded one at a time, so a
/// script is read in one pass.
///
/// A script too large to hold comfortably can be read a piece at a time instead
/// (``init(name:size:firstLine:open:)``): a run then holds a few pieces of it, whatever its
/// length. It is read twice: once to tell whether a line reads lifecycle events (so recording
/// is on from the first line), once to run it.
public struct ScriptSource: Sendable {
    /// The name diagnostics print (`path`, `<stdin>`, `<eval>`).
    public var name: String
    /// The raw bytes (none for a source read a piece at a time).
    public var bytes: [UInt8]
    /// The number of the first line (for `-e` texts that continue a count), from 1.
    public var firstLine: Int
    /// Opens the script for one pass over its bytes, for a source read a piece at a time.
    private var open: (@Sendable () -> Result<any ScriptReader, FileReadError>)?
    /// The size of a source read a piece at a time.
    private var streamedSize = 0

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

    /// Creates a source read a piece at a time: `open` starts a pass over its bytes, which
    /// are `size` bytes long (a hint: the run parses a large script on a second thread).
    public init(
        name: String, size: Int, firstLine: Int = 1, open: @escaping @Sendable () -> Result<any ScriptReader, FileReadError>
    ) {
        self.init(name: name, bytes: [], firstLine: firstLine)
        self.open = open
        streamedSize = size
    }

    /// The script's size in bytes.
    public var byteCount: Int { open == nil ? bytes.count : streamedSize }

    /// How many bytes a source read a piece at a time reads at once (tests make it small).
    var pieceSize = 1 << 20

    /// One line: its number and its text, or why it cannot be read.
    enum Line: Sendable {
        case text(String)
        /// Invalid UTF-8 or a NUL byte: the message, the 1-based character column of the first
        /// bad byte, and the line for excerpts (invalid sequences as U+FFFD, NUL as `?`).
        case unreadable(String, column: Int, excerpt: String)
    }

    /// Calls `body` with each line in order; stops when `body` returns `false`.
    ///
    /// - Complexity: O(bytes).
    func forEachLine(_ body: (Int, Line) -> Bool) {
        forEachRawLine { number, line in
            switch line {
            case let .bytes(bytes, _): body(number, .text(String(decoding: bytes, as: UTF8.self)))
            case let .unreadable(message, column, excerpt): body(number, .unreadable(message, column: column, excerpt: excerpt))
            }
        }
    }

    /// One line as the parser reads it: its bytes, a slice of the script's buffer that
    /// shares its storage (so a line costs no allocation), or why it cannot be read.
    enum RawLine {
        /// Valid UTF-8 without a NUL, without its line break; `isASCII` when every byte is
        /// ASCII (found when the line was split, so the lexer need not look again).
        case bytes(ArraySlice<UInt8>, isASCII: Bool)
        /// As ``Line/unreadable(_:column:excerpt:)``.
        case unreadable(String, column: Int, excerpt: String)
    }

    /// Calls `body` with each line in order; stops when `body` returns `false`. A source
    /// that fails to read ends with an unreadable line saying why.
    ///
    /// - Complexity: O(bytes).
    @inline(__always)
    func forEachRawLine(_ body: (Int, RawLine) -> Bool) {
        var number = firstLine
        guard open != nil else {
            // Held whole: one piece, without a byte order mark.
            _ = ScriptSource.forEachLine(in: bytes, TextLines.byteOrderMarkLength(bytes)..<bytes.count, number: &number, body)
            return
        }
        var stopped = false
        let failure = forEachPiece { piece, range in
            stopped = !ScriptSource.forEachLine(in: piece, range, number: &number, body)
            return !stopped
        }
        if let failure, !stopped {
            _ = body(number, .unreadable("cannot read the script: \(failure.reason)", column: 1, excerpt: ""))
        }
    }

    /// Calls `body` with each line of `piece` in `range`, whole lines, numbering them from
    /// `number` on; `false` when `body` stopped.
    @inline(__always)
    private static func forEachLine(
        in piece: [UInt8], _ range: Range<Int>, number: inout Int, _ body: (Int, RawLine) -> Bool
    ) -> Bool {
        piece.withUnsafeBufferPointer { all in
            var start = range.lowerBound
            let count = min(range.upperBound, all.count)
            while start < count {
                // A line ends at LF, CR LF or a lone CR (``TextLines``); plain ASCII, nearly
                // every script, needs no further check.
                let (end, next, isPlainASCII) = TextLines.scanLine(in: UnsafeBufferPointer(rebasing: all[..<count]), from: start)
                let line =
                    isPlainASCII || isReadable(UnsafeBufferPointer(rebasing: all[start..<end]))
                    ? .bytes(piece[start..<end], isASCII: isPlainASCII) : unreadableLine(piece[start..<end])
                if !body(number, line) { return false }
                number += 1
                start = next
            }
            return true
        }
    }

    /// Calls `body` with the script's bytes a piece at a time — a buffer and the range of it
    /// that holds whole lines (the last piece's last line may end without a line break),
    /// without a byte order mark — until it returns `false`; returns why a read failed, if one
    /// did. A source held whole is one piece.
    ///
    /// - Complexity: O(bytes); a line longer than a piece makes the next read as long as
    ///   itself, so it is copied O(1) times on average.
    private func forEachPiece(_ body: ([UInt8], Range<Int>) -> Bool) -> FileReadError? {
        guard let open else {
            // A UTF-8 byte order mark (editors on Windows write one) is not part of the first line.
            _ = body(bytes, TextLines.byteOrderMarkLength(bytes)..<bytes.count)
            return nil
        }
        var reader: any ScriptReader
        switch open() {
        case let .success(opened): reader = opened
        case let .failure(failure): return failure
        }
        var carried: [UInt8] = []
        var first = true
        while true {
            // The line the last piece ended in, then as much again or a piece's worth.
            var piece = carried
            let start = piece.count
            piece.append(contentsOf: repeatElement(0, count: max(pieceSize, start)))
            var filled = start
            filling: while filled < piece.count {
                switch reader.read(into: &piece, from: filled) {
                case .success(0): break filling
                case let .success(count): filled += count
                case let .failure(failure): return failure
                }
            }
            let atEnd = filled < piece.count
            piece.removeLast(piece.count - filled)
            let from = first ? TextLines.byteOrderMarkLength(piece) : 0
            first = false
            let end = atEnd ? piece.count : ScriptSource.wholeLinesEnd(of: piece, from: from)
            if atEnd || end > from, !body(piece, from..<end) { return nil }
            if atEnd { return nil }
            carried = Array(piece[end...])
        }
    }

    /// Where the whole lines of `piece` from `from` end: just past its last line break. A
    /// carriage return ending the piece does not count, since a line feed may follow it in
    /// the next piece.
    private static func wholeLinesEnd(of piece: [UInt8], from: Int) -> Int {
        var index = piece.count
        if index > from, piece[index - 1] == 0x0D { index -= 1 }
        while index > from, piece[index - 1] != 0x0A, piece[index - 1] != 0x0D { index -= 1 }
        return index
    }

    /// Whether a line after line `number` holds anything to run: more than spaces, tabs and a
    /// comment (a run that stopped at `number` left it unrun).
    ///
    /// - Complexity: O(bytes).
    package func hasCommands(after number: Int) -> Bool {
        var found = false
        forEachRawLine { current, line in
            guard current > number else { return true }
            if case let .bytes(bytes, _) = line {
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
        var lines = 1
        _ = forEachPiece { piece, range in
            piece.withUnsafeBufferPointer { all in
                var start = range.lowerBound
                while start < range.upperBound {
                    let (end, next) = TextLines.lineBreak(in: UnsafeBufferPointer(rebasing: all[..<range.upperBound]), from: start)
                    if next > end { lines += 1 }
                    start = next
                }
            }
            return true
        }
        return lines
    }

    /// Whether a line's bytes (without its line break) are valid UTF-8 without a NUL: asked of
    /// the lines ``TextLines/scanLine(in:from:)`` did not find plain ASCII.
    private static func isReadable(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        !TextLines.contains(0, in: line) && String(validating: line, as: UTF8.self) != nil
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
        var found = false
        _ = forEachPiece { piece, range in
            found = ScriptSource.readsEvents(in: piece, range, file: name)
            return !found
        }
        return found
    }

    /// Whether a line of `bytes` in `range` (whole lines) reads lifecycle events.
    private static func readsEvents(in bytes: [UInt8], _ range: Range<Int>, file: String) -> Bool {
        var offset = range.lowerBound
        while let hit = eventsWord(in: bytes, from: offset, to: range.upperBound) {
            // The line around the hit: its start after the last line end before it, its end
            // at the next.
            var start = hit
            while start > range.lowerBound, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = hit
            while end < range.upperBound, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if let line = String(validating: bytes[start..<end], as: UTF8.self),
                case let .success(command?) = Parser.parse(line: line, number: 1, file: file),
                readsEvents(command)
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

    /// The offset of the next `v` at or after `offset`, before `limit`, that is the `v` of the
    /// bytes `events`.
    /// Thirty-two bytes at a time, then eight: a word holds a `v` when XORing it with eight
    /// `v`s leaves a zero byte (the classic SWAR test), four words' tests are joined before one
    /// branch, and only a block that holds a `v` has its bytes compared.
    private static func eventsWord(in bytes: [UInt8], from offset: Int, to limit: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = min(limit, buffer.count)
            guard count >= 6, offset < count, let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            func isEvents(at index: Int) -> Bool {
                index >= 1 && index + 4 < count && base[index - 1] == 0x65 && base[index + 1] == 0x65 && base[index + 2] == 0x6E
                    && base[index + 3] == 0x74 && base[index + 4] == 0x73
            }
            var offset = offset
            func hasV(_ at: Int) -> UInt64 {
                let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) ^ 0x7676_7676_7676_7676
                return (word &- 0x0101_0101_0101_0101) & ~word
            }
            while count &- offset >= 32 {
                if (hasV(offset) | hasV(offset &+ 8) | hasV(offset &+ 16) | hasV(offset &+ 24)) & 0x8080_8080_8080_8080 != 0 {
                    for index in offset..<offset + 32 where base[index] == 0x76 && isEvents(at: index) { return index }
                }
                offset &+= 32
            }
            while count - offset >= 8 {
                if hasV(offset) & 0x8080_8080_8080_8080 != 0 {
                    for index in offset..<offset + 8 where base[index] == 0x76 && isEvents(at: index) { return index }
                }
                offset += 8
            }
            for index in offset..<count where base[index] == 0x76 && isEvents(at: index) { return index }
            return nil
        }
    }
}

/// Reads a script's bytes in order, for a source read a piece at a time
/// (``ScriptSource/init(name:size:firstLine:open:)``), such as a file read as it runs.
public protocol ScriptReader {
    /// Reads the next bytes of the script into `buffer` from index `start` up to its end;
    /// returns how many it read, 0 at the end of the script, or why it cannot.
    mutating func read(into buffer: inout [UInt8], from start: Int) -> Result<Int, FileReadError>
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

    /// The whole line, for messages.
    var text: String { String(utf8Bytes: base) }

    /// Whether bare word `token` is a valid name, from its bytes (``NameRule/isValid(utf8:)``):
    /// `nil` when one is not ASCII.
    func isName(_ token: Token) -> Bool? { NameRule.isValid(utf8: UnsafeBufferPointer(rebasing: self[token])) }

    /// The tokens of the line, into `tokens` (``Lexer/tokenize(_:into:)``); `isASCII` when
    /// the caller knows whether every byte is ASCII.
    func tokenize(into tokens: inout [Token], isASCII: Bool? = nil) -> Lexer.Failure? {
        tokens.removeAll(keepingCapacity: true)
        // Scripts are nearly always ASCII: then a byte is a character and lexing can run over
        // the UTF-8 bytes directly, which is many times faster than walking Characters.
        if isASCII ?? Lexer.isASCII(base) { return Lexer.tokenize(units: base, into: &tokens).failure }
        return Lexer.tokenize(units: String(decoding: base, as: UTF8.self), into: &tokens).failure
    }
}

extension Token {
    /// The token's text (unescaped for strings), made straight from the line's UTF-8 bytes.
    func text(bytes: LineBytes) -> String {
        let written = String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[self]))
        return hasEscapes ? Lexer.unescaped(Substring(written)) : written
    }
}

extension String {
    /// The text of the UTF-8 `bytes`, invalid bytes repaired as `String(decoding:as:)` repairs
    /// them, written straight into the new string's storage. For a word short enough to be held
    /// inline (15 bytes), as nearly all are, that costs half of what `String(decoding:as:)`
    /// does; a longer string costs about a tenth more (choosing by length cost more than it
    /// saved: the parser's call stopped being inlined).
    init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// The text of the UTF-8 `bytes`, made as from a buffer of them.
    init(utf8Bytes bytes: ArraySlice<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(utf8Bytes: $0) }
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
