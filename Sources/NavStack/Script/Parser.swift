/// Parses script lines into ``Command``s.
///
/// Grammar (one command per line, `#` comments):
///
///     line     := [command] [comment]
///     command  := WORD { argument }
///               | "expect" ("error" | "warning") command
///     argument := expr                      -- first arguments of root, push, present, set-tabs
///               | WORD "=" value            -- an option
///               | WORD | STRING             -- a positional argument
///     value    := WORD | STRING
///     expr     := [LABEL "="] node
///     node     := "nav(" expr ["," "nowrap"] ")"
///               | "cnav(" expr ")" | "uinav(" expr ")"
///               | "tabs(" expr {"," expr} ")"
///               | NAME
///
/// The parser never throws: a bad line becomes a ``Diagnostic`` and parsing goes on with the
/// next line. Expressions, and `expect error` / `expect warning` around a command, nest at
/// most ``maximumDepth`` levels.
public enum Parser {
    /// How deep tree expressions may nest.
    public static let maximumDepth = Window.maximumNestingDepth

    /// For commands whose leading arguments are tree expressions, how many they take
    /// (`.some(nil)`: as many as follow); `nil` for other commands. A switch, not a
    /// dictionary: it is asked once per line, and hashing the word cost more than comparing.
    static func treeArgumentCount(of command: String) -> Int?? {
        switch command {
        case "root", "push", "present": 1
        case "set-tabs": .some(nil)
        default: nil
        }
    }

    /// Parses one line. Returns `nil` for a blank or comment-only line.
    public static func parse(line: String, number: Int, file: String) -> Result<Command?, Diagnostic> {
        switch Lexer.tokenize(line) {
        case let .failure(failure):
            return .failure(Diagnostic(.error, failure.message, at: ScriptLocation(file: file, line: number, column: failure.column),
                                       length: failure.length, sourceLine: line))
        case let .success(tokens):
            guard !tokens.isEmpty else { return .success(nil) }
            var state = State(tokens: tokens, line: line, number: number, file: file)
            do throws(Diagnostic) {
                let command = try state.command()
                if let extra = state.peek {
                    throw state.error("unexpected '\(extra.text)'", at: extra)
                }
                return .success(command)
            } catch {
                return .failure(error)
            }
        }
    }

    private struct State {
        let tokens: [Token]
        let line: String
        let number: Int
        let file: String
        var position = 0

        init(tokens: [Token], line: String, number: Int, file: String) {
            self.tokens = tokens
            self.line = line
            self.number = number
            self.file = file
        }

        var peek: Token? { position < tokens.count ? tokens[position] : nil }

        func error(_ message: String, at token: Token?) -> Diagnostic {
            let column = token?.column ?? (line.count + 1)
            return Diagnostic(.error, message, at: ScriptLocation(file: file, line: number, column: column),
                              length: token?.length ?? 1, sourceLine: line)
        }

        mutating func advance() -> Token? {
            guard let token = peek else { return nil }
            position += 1
            return token
        }

        /// A command; `depth` counts the `expect error` / `expect warning` wrapping it.
        mutating func command(depth: Int = 1) throws(Diagnostic) -> Command {
            guard let head = advance() else { throw error("expected a command", at: nil) }
            guard head.kind == .word else { throw error("expected a command, found '\(head.text)'", at: head) }
            // The command is built once at the end from its parts: filling in a Command value
            // as parsing goes copied and destroyed it.
            let name = Located(head.text, column: head.column, length: head.length)
            let location = ScriptLocation(file: file, line: number, column: head.column)
            if head.text == "expect", let next = peek, next.kind == .word, next.text == "error" || next.text == "warning",
               position + 1 < tokens.count, tokens[position + 1].kind == .word {
                guard depth <= Parser.maximumDepth else {
                    throw error("'expect \(next.text)' nests more than \(Parser.maximumDepth) levels", at: head)
                }
                let mode = Argument.word(Located(next.text, column: next.column, length: next.length), quoted: false)
                position += 1
                let nested = Command.Box(try self.command(depth: depth + 1))
                return Command(name: name, arguments: [mode], nested: nested, location: location, sourceLine: line)
            }
            // Each argument takes at least one of the tokens left: one allocation, not a
            // growing array.
            var arguments: [Argument] = []
            arguments.reserveCapacity(tokens.count - position)
            if let count = Parser.treeArgumentCount(of: head.text) {
                var parsed = 0
                // The first argument is always an expression (so `root L=Home` is a bad label,
                // not an unknown option); later ones only when they are not `key=value`.
                while let token = peek, token.kind == .word, count.map({ parsed < $0 }) ?? true, parsed == 0 || !isOptionStart {
                    arguments.append(.tree(try expression(depth: 1)))
                    parsed += 1
                }
            }
            while let token = peek {
                switch token.kind {
                case .word where isOptionStart:
                    position += 2
                    guard let value = advance(), value.kind == .word || value.kind == .string else {
                        throw error("expected a value after '\(token.text)='", at: peek)
                    }
                    arguments.append(.option(key: Located(token.text, column: token.column, length: token.length),
                                             value: Located(value.text, column: value.column, length: value.length),
                                             quoted: value.kind == .string))
                case .word, .string:
                    position += 1
                    arguments.append(.word(Located(token.text, column: token.column, length: token.length),
                                           quoted: token.kind == .string))
                default:
                    throw error("unexpected '\(token.text)'", at: token)
                }
            }
            return Command(name: name, arguments: arguments, nested: nil, location: location, sourceLine: line)
        }

        /// Whether the next tokens are `WORD =`.
        var isOptionStart: Bool {
            guard position + 1 < tokens.count, tokens[position].kind == .word else { return false }
            guard tokens[position + 1].kind == .equals else { return false }
            // `LABEL=nav(` is a labelled expression, not an option.
            if position + 3 < tokens.count, tokens[position + 2].kind == .word,
               tokens[position + 3].kind == .leftParenthesis, !tokens[position + 2].followsSpace {
                return false
            }
            return true
        }

        mutating func expression(depth: Int) throws(Diagnostic) -> TreeExpression {
            guard depth <= Parser.maximumDepth else {
                throw error("tree expression nests more than \(Parser.maximumDepth) levels", at: peek)
            }
            guard let first = advance() else { throw error("expected a tree expression", at: nil) }
            guard first.kind == .word else { throw error("expected a tree expression, found '\(first.text)'", at: first) }
            var label: Located<String>?
            var head = first
            if let equals = peek, equals.kind == .equals {
                guard Lexer.isName(first.text) else { throw error("invalid label '\(first.text)'", at: first) }
                label = Located(first.text, column: first.column, length: first.length)
                position += 1
                guard let next = advance(), next.kind == .word else {
                    throw error("expected a tree expression after '\(first.text)='", at: peek)
                }
                head = next
            }
            let node: TreeExpression.Node
            if let open = peek, open.kind == .leftParenthesis {
                position += 1
                switch head.text {
                case "nav":
                    let root = try expression(depth: depth + 1)
                    var noWrapping = false
                    if let comma = peek, comma.kind == .comma {
                        position += 1
                        guard let flag = advance(), flag.kind == .word, flag.text == "nowrap" else {
                            throw error("expected 'nowrap' after ',' in 'nav('", at: tokens[position - 1])
                        }
                        noWrapping = true
                    }
                    node = .wrappingNavigation(root, noWrapping: noWrapping)
                case "cnav":
                    node = .containerNavigation(try expression(depth: depth + 1))
                case "uinav":
                    node = .navigation(try expression(depth: depth + 1))
                case "tabs":
                    var tabs = [try expression(depth: depth + 1)]
                    while let comma = peek, comma.kind == .comma {
                        position += 1
                        tabs.append(try expression(depth: depth + 1))
                    }
                    node = .tabs(tabs)
                default:
                    throw error("unknown container '\(head.text)('; expected 'nav(', 'cnav(', 'uinav(' or 'tabs('", at: head)
                }
                guard let close = peek, close.kind == .rightParenthesis else {
                    throw error("expected ')' to close '\(head.text)('", at: peek)
                }
                position += 1
                let end = close.column + close.length
                return TreeExpression(label: label, node: node, column: first.column, length: end - first.column)
            }
            guard Lexer.isName(head.text) else { throw error("invalid name '\(head.text)'", at: head) }
            if let label {
                throw error("a label names a container; '\(label.value)=\(head.text)' labels a screen, whose name is its label", at: first)
            }
            return TreeExpression(label: nil, node: .name(head.text), column: head.column, length: head.length)
        }
    }
}
