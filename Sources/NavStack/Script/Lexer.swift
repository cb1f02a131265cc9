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
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        var afterSpace = true
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character == " " || character == "\t" || character == "\r" {
                index += 1
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
                index += 1
            case "\"":
                var text = ""
                var cursor = index + 1
                var closed = false
                while cursor < characters.count {
                    let current = characters[cursor]
                    if current == "\"" { closed = true; break }
                    if current == "\\" {
                        guard cursor + 1 < characters.count else { break }
                        let escaped = characters[cursor + 1]
                        guard escaped == "\"" || escaped == "\\" else {
                            return .failure(Failure(message: "invalid escape '\\\(escaped)' in string; only '\\\"' and '\\\\' are allowed",
                                                    column: cursor + 1, length: 2))
                        }
                        text.append(escaped)
                        cursor += 2
                        continue
                    }
                    text.append(current)
                    cursor += 1
                }
                guard closed else {
                    return .failure(Failure(message: "unterminated string", column: column, length: characters.count - index))
                }
                tokens.append(Token(kind: .string, text: text, column: column, length: cursor - index + 1, followsSpace: afterSpace))
                index = cursor + 1
            default:
                var cursor = index
                while cursor < characters.count {
                    let current = characters[cursor]
                    if current == " " || current == "\t" || current == "\r" || current == "(" || current == ")"
                        || current == "," || current == "=" || current == "\"" { break }
                    cursor += 1
                }
                tokens.append(Token(kind: .word, text: String(characters[index..<cursor]), column: column,
                                    length: cursor - index, followsSpace: afterSpace))
                index = cursor
            }
            afterSpace = false
        }
        return .success(tokens)
    }

    /// Whether `text` is a valid name: letters, digits, `_`, `-` and `.`.
    public static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
        }
    }
}
