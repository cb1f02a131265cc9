/// Splits one script line into tokens.
///
/// Rules (navtree's script language): tokens are separated by spaces or tabs; `#` starts a
/// comment when it begins a token after whitespace (so `barTint=#FF0000` is a colour);
/// double-quoted strings take `\"` and `\\` escapes; `(`, `)`, `,` and `=` are tokens of
/// their own; anything else runs until one of those or whitespace.
///
/// - Complexity: O(length of the line).
public enum Lexer {
    /// A lexing error: a message and the column range it points at.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public var column: Int
        public var length: Int
    }

    /// The tokens of `line`, or the first error.
    public static func tokenize(_ line: String) -> Result<[Token], Failure> {
        var line = line
        // Scripts are nearly always ASCII: then a byte is a character and lexing can run over
        // the UTF-8 bytes directly, which is many times faster than walking Characters.
        if let result = line.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? tokenizeASCII(bytes) : nil }) {
            return result
        }
        return tokenizeCharacters(line)
    }

    /// The byte-level lexer for ASCII lines; columns are byte offsets + 1.
    private static func tokenizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[Token], Failure> {
        let space: UInt8 = 0x20, tab: UInt8 = 0x09, carriageReturn: UInt8 = 0x0D, hash: UInt8 = 0x23
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        let open: UInt8 = 0x28, close: UInt8 = 0x29, comma: UInt8 = 0x2C, equals: UInt8 = 0x3D
        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var tokens: [Token] = []
        var index = 0
        var afterSpace = true
        while index < bytes.count {
            let byte = bytes[index]
            let column = index + 1
            if byte == space || byte == tab || byte == carriageReturn {
                index += 1
                afterSpace = true
                continue
            }
            if byte == hash, afterSpace { break }
            switch byte {
            case open, close, comma, equals:
                let kind: Token.Kind = byte == open ? .leftParenthesis : byte == close ? .rightParenthesis : byte == comma ? .comma : .equals
                tokens.append(Token(kind: kind, text: text(index, index + 1), column: column, length: 1, followsSpace: afterSpace))
                index += 1
            case quote:
                var value: [UInt8] = []
                var cursor = index + 1
                var closed = false
                while cursor < bytes.count {
                    let current = bytes[cursor]
                    if current == quote { closed = true; break }
                    if current == backslash {
                        guard cursor + 1 < bytes.count else { break }
                        let escaped = bytes[cursor + 1]
                        guard escaped == quote || escaped == backslash else {
                            return .failure(Failure(message: "invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in string; only '\\\"' and '\\\\' are allowed",
                                                    column: cursor + 1, length: 2))
                        }
                        value.append(escaped)
                        cursor += 2
                        continue
                    }
                    value.append(current)
                    cursor += 1
                }
                guard closed else {
                    return .failure(Failure(message: "unterminated string", column: column, length: bytes.count - index))
                }
                tokens.append(Token(kind: .string, text: String(decoding: value, as: UTF8.self), column: column,
                                    length: cursor - index + 1, followsSpace: afterSpace))
                index = cursor + 1
            default:
                var cursor = index
                while cursor < bytes.count {
                    let current = bytes[cursor]
                    if current == space || current == tab || current == carriageReturn || current == open || current == close
                        || current == comma || current == equals || current == quote { break }
                    cursor += 1
                }
                tokens.append(Token(kind: .word, text: text(index, cursor), column: column, length: cursor - index, followsSpace: afterSpace))
                index = cursor
            }
            afterSpace = false
        }
        return .success(tokens)
    }

    /// The Character-level lexer, for lines with non-ASCII text: columns count Characters.
    /// It walks the line's characters in place (no copy into an array of `Character`s), so a
    /// multi-megabyte line costs one pass and the size of its tokens.
    private static func tokenizeCharacters(_ line: String) -> Result<[Token], Failure> {
        var tokens: [Token] = []
        var index = line.startIndex
        var column = 1
        var afterSpace = true
        while index < line.endIndex {
            let character = line[index]
            if character == " " || character == "\t" || character == "\r" {
                index = line.index(after: index)
                column += 1
                afterSpace = true
                continue
            }
            if character == "#", afterSpace { break }
            switch character {
            case "(", ")", ",", "=":
                let kind: Token.Kind = switch character {
                case "(": .leftParenthesis
                case ")": .rightParenthesis
                case ",": .comma
                default: .equals
                }
                tokens.append(Token(kind: kind, text: String(character), column: column, length: 1, followsSpace: afterSpace))
                index = line.index(after: index)
                column += 1
            case "\"":
                var text = ""
                var cursor = line.index(after: index)
                var cursorColumn = column + 1
                var closed = false
                while cursor < line.endIndex {
                    let current = line[cursor]
                    if current == "\"" { closed = true; break }
                    if current == "\\" {
                        let next = line.index(after: cursor)
                        guard next < line.endIndex else { cursorColumn += 1; break }
                        let escaped = line[next]
                        guard escaped == "\"" || escaped == "\\" else {
                            return .failure(Failure(message: "invalid escape '\\\(escaped)' in string; only '\\\"' and '\\\\' are allowed",
                                                    column: cursorColumn, length: 2))
                        }
                        text.append(escaped)
                        cursor = line.index(after: next)
                        cursorColumn += 2
                        continue
                    }
                    text.append(current)
                    cursor = line.index(after: cursor)
                    cursorColumn += 1
                }
                guard closed else {
                    return .failure(Failure(message: "unterminated string", column: column, length: cursorColumn - column))
                }
                tokens.append(Token(kind: .string, text: text, column: column, length: cursorColumn - column + 1, followsSpace: afterSpace))
                index = line.index(after: cursor)
                column = cursorColumn + 1
            default:
                var cursor = index
                var cursorColumn = column
                while cursor < line.endIndex {
                    let current = line[cursor]
                    if current == " " || current == "\t" || current == "\r" || current == "(" || current == ")"
                        || current == "," || current == "=" || current == "\"" { break }
                    cursor = line.index(after: cursor)
                    cursorColumn += 1
                }
                tokens.append(Token(kind: .word, text: String(line[index..<cursor]), column: column,
                                    length: cursorColumn - column, followsSpace: afterSpace))
                index = cursor
                column = cursorColumn
            }
            afterSpace = false
        }
        return .success(tokens)
    }

    /// Whether `text` is a valid name: letters, digits, `_`, `-` and `.`.
    public static func isName(_ text: String) -> Bool {
        // ASCII fast path: letters, digits, '_', '-', '.'.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return !text.isEmpty && text.utf8.allSatisfy { byte in
                (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == 0x5F || byte == 0x2D || byte == 0x2E
            }
        }
        return !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
        }
    }
}
