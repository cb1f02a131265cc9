#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Splits one script line into tokens.
///
/// Rules (navtree's script language): tokens are separated by spaces or tabs; `#` starts a
/// comment when it begins a token after whitespace (so `barTint=#FF0000` is a colour);
/// double-quoted strings take `\"` and `\\` escapes; `(`, `)`, `,` and `=` are tokens of
/// their own; anything else runs until one of those or whitespace.
///
/// - Complexity: O(length of the line).
package enum Lexer {
    /// A lexing error: a message and the column range it points at.
    package struct Failure: Error, Hashable, Sendable {
        package var message: String
        package var column: Int
        package var length: Int
    }

    /// The tokens of `line`, or the first error.
    package static func tokenize(_ line: String) -> Result<[Token], Failure> {
        var tokens: [Token] = []
        if let failure = tokenize(line, into: &tokens) { return .failure(failure) }
        return .success(tokens)
    }

    /// Replaces the contents of `tokens` with the tokens of `line`; returns the first error.
    /// A caller that reads many lines passes the same array each time, so its storage is
    /// allocated once, not once a line.
    static func tokenize(_ line: String, into tokens: inout [Token]) -> Failure? {
        LineBytes.withBytes(of: ArraySlice(line.utf8)) { $0.tokenize(into: &tokens) }
    }

    /// The outcome of a lexer run: the error that stopped it, if one did. (A wrapper, so that
    /// "not run" and "ran without error" differ in ``LineBytes/tokenize(into:)``.)
    struct Outcome {
        var failure: Failure?
    }

    /// The lexer proper, over the bytes of an ASCII line or the Characters of any other: the
    /// rules are written once, and columns count the units walked (bytes of an ASCII line are
    /// its characters). Generic code is specialized for each input, so the byte walk costs no
    /// more than a loop written for bytes alone.
    ///
    /// - Complexity: O(number of units); the line is walked once, never copied.
    static func tokenize<Input: LexerInput>(units line: Input, into tokens: inout [Token]) -> Outcome {
        var index = line.startIndex
        var column = 1
        var afterSpace = true
        while index < line.endIndex {
            let unit = line.ascii(at: index)
            if unit == .space || unit == .tab || unit == .carriageReturn {
                line.formIndex(after: &index)
                column += 1
                afterSpace = true
                continue
            }
            if unit == .hash, afterSpace { break }
            switch unit {
            case .leftParenthesis, .rightParenthesis, .comma, .equals:
                let kind: Token.Kind =
                    switch unit {
                    case .leftParenthesis: .leftParenthesis
                    case .rightParenthesis: .rightParenthesis
                    case .comma: .comma
                    default: .equals
                    }
                let next = line.index(after: index)
                tokens.append(
                    Token(
                        kind: kind, textRange: line.offset(of: index)..<line.offset(of: next), hasEscapes: false,
                        column: column, length: 1, followsSpace: afterSpace))
                index = next
                column += 1
            case .quote:
                let contentStart = line.index(after: index)
                var cursor = contentStart
                var cursorColumn = column + 1
                var closed = false
                var hasEscapes = false
                while cursor < line.endIndex {
                    let current = line.ascii(at: cursor)
                    if current == .quote {
                        closed = true
                        break
                    }
                    if current == .backslash {
                        let next = line.index(after: cursor)
                        guard next < line.endIndex else {
                            cursorColumn += 1
                            break
                        }
                        let escaped = line.ascii(at: next)
                        guard escaped == .quote || escaped == .backslash else {
                            let message = "invalid escape '\\\(line.character(at: next))' in string; only '\\\"' and '\\\\' are allowed"
                            return Outcome(failure: Failure(message: message, column: cursorColumn, length: 2))
                        }
                        hasEscapes = true
                        cursor = line.index(after: next)
                        cursorColumn += 2
                        continue
                    }
                    line.formIndex(after: &cursor)
                    cursorColumn += 1
                }
                guard closed else {
                    return Outcome(failure: Failure(message: "unterminated string", column: column, length: cursorColumn - column))
                }
                tokens.append(
                    Token(
                        kind: .string, textRange: line.offset(of: contentStart)..<line.offset(of: cursor),
                        hasEscapes: hasEscapes, column: column, length: cursorColumn - column + 1,
                        followsSpace: afterSpace))
                index = line.index(after: cursor)
                column = cursorColumn + 1
            default:
                var cursor = index
                var cursorColumn = column
                while cursor < line.endIndex {
                    if line.ascii(at: cursor).endsWord { break }
                    line.formIndex(after: &cursor)
                    cursorColumn += 1
                }
                tokens.append(
                    Token(
                        kind: .word, textRange: line.offset(of: index)..<line.offset(of: cursor), hasEscapes: false,
                        column: column, length: cursorColumn - column, followsSpace: afterSpace))
                index = cursor
                column = cursorColumn
            }
            afterSpace = false
        }
        return Outcome(failure: nil)
    }

    /// The contents of a string token as written, without its escapes: each `\` followed by
    /// `"` or `\` stands for that character (the lexer allowed no other escape).
    static func unescaped(_ written: Substring) -> String {
        var text = ""
        var escaping = false
        for character in written {
            if !escaping, character == "\\" {
                escaping = true
                continue
            }
            escaping = false
            text.append(character)
        }
        return text
    }

    /// Whether `text` is a valid name (``NameRule``).
    package static func isName(_ text: String) -> Bool { NameRule.isValid(text) }
}

/// What the lexer reads a line as: a collection of units (bytes of an ASCII line, Characters of
/// any other), each one column wide.
protocol LexerInput: BidirectionalCollection {
    /// The unit at `index` as an ASCII byte; a unit that is not one ASCII character gives
    /// ``UInt8/nonASCII``, which matches none of the lexer's punctuation.
    func ascii(at index: Index) -> UInt8
    /// The unit at `index` as a Character, for messages.
    func character(at index: Index) -> Character
    /// The UTF-8 offset of `index` in the line.
    func offset(of index: Index) -> Int
}

extension String: LexerInput {
    /// A Character is one of the lexer's ASCII units only when it is that one scalar: `(`
    /// followed by a combining mark is a different Character, as `==` says. (The one
    /// two-scalar Character with an ASCII value, CR LF, gives LF, which is none of them.)
    func ascii(at index: Index) -> UInt8 { self[index].asciiValue ?? .nonASCII }
    func character(at index: Index) -> Character { self[index] }
    /// O(1): a native string's UTF-8 view measures distances by offsets.
    func offset(of index: Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
}

extension UInt8 {
    /// The lexer's punctuation and whitespace, and a value for everything else.
    fileprivate static let space: UInt8 = 0x20, tab: UInt8 = 0x09, carriageReturn: UInt8 = 0x0D, hash: UInt8 = 0x23
    fileprivate static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
    fileprivate static let leftParenthesis: UInt8 = 0x28, rightParenthesis: UInt8 = 0x29, comma: UInt8 = 0x2C
    fileprivate static let equals: UInt8 = 0x3D
    fileprivate static let nonASCII: UInt8 = 0xFF

    /// The units that end a bare word (whitespace, a quote, parentheses, `,` and `=`), as a
    /// mask of bits: all are below 64.
    private static var wordEnds: UInt64 {
        1 << space | 1 << tab | 1 << carriageReturn | 1 << quote | 1 << leftParenthesis | 1 << rightParenthesis | 1 << comma | 1 << equals
    }

    /// Whether this unit ends a bare word: one shift and test instead of eight comparisons.
    fileprivate var endsWord: Bool { self < 64 && UInt8.wordEnds & 1 << self != 0 }
}
