#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

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
///               | "tabs(" expr {"," expr} ")" | "pages(" expr ")"
///               | "hosting(" NAME ["," expr] ")"      -- SwiftUI
///               | "stack(" expr ["," TYPE] ")" | "tabview(" expr {"," expr} ")" | "tab(" TAG "," expr ")"
///               | NAME                       -- ContainerSyntax says what each makes
///
/// The parser never throws: a bad line becomes a ``Diagnostic`` and parsing goes on with the
/// next line. Expressions, and `expect error` / `expect warning` around a command, nest at
/// most ``maximumDepth`` levels.
package enum Parser {
    /// How deep tree expressions may nest.
    package static let maximumDepth = Window.maximumNestingDepth
    /// The room a new argument array gets at least, so that a recycled one fits most lines.
    static let sparedArgumentCount = 4
    /// The most arguments a recycled array has room for: a longer line's (only generated or
    /// hostile lines) is freed, not kept for the rest of the run.
    static let recycledArgumentLimit = 64

    /// Parses one line. Returns `nil` for a blank or comment-only line.
    package static func parse(line: String, number: Int, file: String) -> Result<Command?, Diagnostic> {
        var scratch = Scratch()
        return parse(line: ArraySlice(line.utf8), number: number, file: file, scratch: &scratch)
    }

    /// What a caller that parses many lines keeps between them, so that its storage is
    /// allocated once, not once a line: the lexer's tokens, and argument arrays of commands it
    /// is done with (``recycle(_:)``), which new commands fill instead of allocating their own.
    struct Scratch {
        /// What the parser's state holds while it reads a line.
        struct LineStorage {
            /// The lexer's tokens of the line lexed last.
            var tokens: [Token] = []
            /// Empty arrays with room for a few arguments.
            var spareArguments: [[Argument]] = []
        }

        /// The storage the parser's state takes for a line and hands back.
        var lineStorage = LineStorage()
        /// The commands of lines parsed recently, whose bodies a line written again shares. (Not in
        /// ``lineStorage``: the state would then carry it through every line, and destroy an
        /// empty one after each.)
        var recentLines = RecentLines()

        /// Keeps `command`'s argument array, emptied, for a command parsed later, when nothing
        /// else holds its body (the table of recent lines, another line sharing it, a caller's
        /// copy). The body itself is freed: it is immutable, so that every line reads it
        /// without copying what it holds.
        mutating func recycle(_ command: inout Command) {
            guard isKnownUniquelyReferenced(&command.body), (1...Parser.recycledArgumentLimit).contains(command.body.arguments.capacity)
            else { return }
            var arguments = command.body.arguments
            // The body freed, the array is this one's alone again.
            command.body = .none
            arguments.removeAll(keepingCapacity: true)
            lineStorage.spareArguments.append(arguments)
        }
    }

    /// Parses one line, its UTF-8 bytes (valid, without a NUL), with `scratch` as its working
    /// storage; `isASCII` when the caller knows whether every byte is ASCII. The command keeps
    /// `line` as its source, which shares the script's buffer: no string is made for a line
    /// unless a message shows it. A line met again shares the body kept in `scratch`'s table of
    /// recent lines (``RecentLines``) rather than being lexed and parsed.
    static func parse(
        line: ArraySlice<UInt8>, number: Int, file: String, scratch: inout Scratch, isASCII: Bool? = nil
    ) -> Result<Command?, Diagnostic> {
        if let command = scratch.recentLines.command(of: line, number: number, file: file) {
            return .success(command)
        }
        return LineBytes.withBytes(of: line) { bytes in
            if let failure = bytes.tokenize(into: &scratch.lineStorage.tokens, isASCII: isASCII) {
                return .failure(
                    Diagnostic(
                        .error, failure.message, at: ScriptLocation(file: file, line: number, column: failure.column),
                        length: failure.length, sourceLine: bytes.text))
            }
            guard !scratch.lineStorage.tokens.isEmpty else { return .success(nil) }
            // The state holds the scratch storage while parsing and hands it back at the end,
            // moved both ways: a copy retains and releases its arrays, and a copy left alive
            // (without `consume`) would share the spare argument arrays, so taking one would
            // copy them all.
            var taken = Scratch.LineStorage()
            swap(&taken, &scratch.lineStorage)
            // The state holds neither the line's bytes as the command keeps them nor the file
            // name, which the command takes from here: a state's copy of them would be retained
            // and released on every line. Its errors get the file name here.
            var state = State(storage: consume taken, bytes: bytes, number: number)
            defer { swap(&scratch.lineStorage, &state.storage) }
            do throws(Diagnostic) {
                let command = try state.command(file: file, source: line)
                if let extra = state.peek {
                    throw state.error("unexpected '\(state.text(extra))'", at: extra)
                }
                scratch.recentLines.keep(command, of: line)
                return .success(command)
            } catch {
                var diagnostic = error
                diagnostic.location.file = file
                return .failure(diagnostic)
            }
        }
    }

    /// Counts a command's arguments as the parser reads them and checks its options: each a
    /// declared key, none given twice (a set bit per declared key seen).
    private struct ShapeCounter {
        var words = 0, options = 0, trees = 0
        /// Whether every option so far is declared and new.
        private var checked: Bool
        /// The declared options seen, a bit each (the first 64; a later one is not checked).
        private var seen: UInt64 = 0

        /// `open` when the declaration takes any key: its handler checks its options.
        init(open: Bool) { checked = !open }

        /// An option whose key is the declaration's key at `declaredIndex`, `nil` when it is
        /// none of them (unknown, or too long for the lookup).
        @inline(__always)
        mutating func addOption(declaredIndex: Int?) {
            options += 1
            guard let index = declaredIndex, index < UInt64.bitWidth, seen & (1 << index) == 0 else {
                checked = false
                return
            }
            seen |= 1 << index
        }

        /// The shape; unverified when an option was not, or a count does not fit.
        @inline(__always)
        var shape: ArgumentShape {
            let limit = Int(UInt8.max)
            // An open declaration with no options has nothing for its handler to check.
            guard checked || options == 0, words <= limit, options <= limit, trees <= limit else { return .unverified }
            return ArgumentShape(
                words: UInt8(truncatingIfNeeded: words), options: UInt8(truncatingIfNeeded: options),
                trees: UInt8(truncatingIfNeeded: trees), isChecked: true, given: ArgumentShape.given(seen: seen))
        }
    }

    private struct State {
        var storage: Scratch.LineStorage
        /// The line's tokens (kept in ``storage``).
        var tokens: [Token] { storage.tokens }
        /// The line's UTF-8 bytes, valid while the line is parsed.
        let bytes: LineBytes
        let number: Int
        var position = 0

        init(storage: consuming Scratch.LineStorage, bytes: LineBytes, number: Int) {
            self.storage = storage
            self.bytes = bytes
            self.number = number
        }

        /// The line, for messages.
        var line: String { bytes.text }

        var peek: Token? { position < tokens.count ? tokens[position] : nil }

        /// The text of `token`.
        func text(_ token: Token) -> String { token.text(bytes: bytes) }

        /// Whether bare word `token` is a valid name (``Lexer/isName(_:)``), read from the
        /// line's bytes: a name the parser keeps is checked before its string is made.
        func isName(_ token: Token) -> Bool { bytes.isName(token) ?? Lexer.isName(text(token)) }

        /// The text of `token` with its place.
        func located(_ token: Token) -> Located<String> {
            Located(text(token), column: token.column, length: token.length)
        }

        /// The error `message` at `token` (the end of the line when `nil`); the caller of the
        /// parse gives it the file name.
        func error(_ message: String, at token: Token?) -> Diagnostic {
            let line = self.line
            let column = token?.column ?? (line.count + 1)
            return Diagnostic(
                .error, message, at: ScriptLocation(file: "", line: number, column: column),
                length: token?.length ?? 1, sourceLine: line)
        }

        mutating func advance() -> Token? {
            guard let token = peek else { return nil }
            position += 1
            return token
        }

        /// A command of `file` whose line's bytes are `source`; `depth` counts the
        /// `expect error` / `expect warning` wrapping it.
        mutating func command(depth: Int = 1, file: String, source: ArraySlice<UInt8>) throws(Diagnostic) -> Command {
            guard let head = advance() else { throw error("expected a command", at: nil) }
            guard head.kind == .word else { throw error("expected a command, found '\(text(head))'", at: head) }
            // The command is built once at the end from its parts: filling in a Command value
            // as parsing goes copied and destroyed it.
            let entry = CommandTable.entry(ofBytes: bytes[head])
            // A known command's word is its declaration's string: no string is made for it.
            let name =
                entry.map { entry in entry.reference.read { Located($0.name, column: head.column, length: head.length) } }
                ?? located(head)
            var declaration = entry?.reference
            var isSubcommand = false
            // A group's first word names its subcommand, found here once from the bytes; a
            // missing or unknown one is reported when the command runs.
            if let group = declaration, let next = peek, next.kind == .word || next.kind == .string,
                let subcommand = group.read({ $0.subcommands.isEmpty ? nil : $0.subcommandLookup.entry(ofBytes: bytes[next]) })
            {
                declaration = subcommand.reference
                isSubcommand = true
                // `expect error [message=TEXT] COMMAND …`: the subcommand's options, then the
                // nested command, which starts with a word.
                if subcommand.reference.read({ $0.nestsCommand }), position + 1 < tokens.count {
                    let start = position
                    position += 1
                    var arguments: [Argument] = [.word(located(next), quoted: false)]
                    while isOptionStart, position + 2 < tokens.count,
                        tokens[position + 2].kind == .word || tokens[position + 2].kind == .string
                    {
                        let key = tokens[position]
                        let value = tokens[position + 2]
                        arguments.append(.option(key: located(key), value: located(value), quoted: value.kind == .string))
                        position += 3
                    }
                    if let command = peek, command.kind == .word {
                        guard depth <= Parser.maximumDepth else {
                            throw error("'\(name.value) \(text(next))' nests more than \(Parser.maximumDepth) levels", at: head)
                        }
                        let nested = Command.Box(try self.command(depth: depth + 1, file: file, source: source))
                        return Command(
                            name: name, declarationReference: declaration, arguments: arguments, nested: nested, file: file, line: number,
                            source: source, shape: .unverified)
                    }
                    // No command follows: parse the line as written, for the handler to report.
                    position = start
                }
            }
            // Each argument takes at least one of the tokens left: room made once, not a
            // growing array, in an array a command done with left when there is one. A line of
            // one word (`pop`) needs none.
            var arguments: [Argument] = []
            if position < tokens.count {
                arguments = storage.spareArguments.popLast() ?? []
                // A recycled array nearly always has the room (reserving checks it is unique first).
                let room = Swift.max(tokens.count - position, Parser.sparedArgumentCount)
                if arguments.capacity < room { arguments.reserveCapacity(room) }
            }
            // The arguments' shape (``ArgumentShape``): counted as they are read, the options
            // checked against the declaration as their keys are looked up.
            var shape = ShapeCounter(open: declaration?.read { $0.acceptsAnyOption } ?? true)
            if isSubcommand, let word = advance(), let subcommand = declaration {
                let name = subcommand.read { Located($0.name, column: word.column, length: word.length) }
                arguments.append(.word(name, quoted: word.kind == .string))
                shape.words += 1
            }
            let trees = isSubcommand ? .none : entry?.trees ?? .none
            if trees != .none {
                let count: Int? = trees == .one ? 1 : nil
                var parsed = 0
                // The first argument is always an expression (so `root L=Home` is a bad label,
                // not an unknown option); later ones only when they are not `key=value`.
                while let token = peek, token.kind == .word, count.map({ parsed < $0 }) ?? true, parsed == 0 || !isOptionStart {
                    arguments.append(.tree(try expression(depth: 1)))
                    parsed += 1
                    shape.trees += 1
                }
            }
            while let token = peek {
                switch token.kind {
                case .word where isOptionStart:
                    position += 2
                    guard let value = advance(), value.kind == .word || value.kind == .string else {
                        throw error("expected a value after '\(text(token))='", at: peek)
                    }
                    // A declared key is the declaration's string; another is made from the line
                    // (and reported as unknown when the command runs).
                    let index = declaration?.read { $0.optionKeyLookup.index(ofBytes: bytes[token]) }
                    shape.addOption(declaredIndex: index)
                    let key =
                        index.flatMap { index in
                            declaration?.read { Located($0.optionKeys[index], column: token.column, length: token.length) }
                        } ?? located(token)
                    arguments.append(
                        .option(
                            key: key, value: located(value), quoted: value.kind == .string,
                            declared: index.map { UInt8(clamping: $0) } ?? .max))
                case .word, .string:
                    if token.kind == .word, position + 1 < tokens.count, tokens[position + 1].kind == .leftParenthesis,
                        let event = eventToken()
                    {
                        arguments.append(.word(event, quoted: false))
                        shape.words += 1
                        continue
                    }
                    position += 1
                    arguments.append(.word(located(token), quoted: token.kind == .string))
                    shape.words += 1
                default:
                    throw error("unexpected '\(text(token))'", at: token)
                }
            }
            return Command(
                name: name, declarationReference: declaration, arguments: arguments, nested: nil, file: file, line: number, source: source,
                shape: declaration == nil ? .unverified : shape.shape)
        }

        /// `NAME.callback(ARG)` written without spaces, an event token of `expect events`, read
        /// as one word: a word with a dot (no name has one), `(`, a word, `)`. `nil` (and
        /// nothing read) when the next tokens are not one.
        @inline(never)
        mutating func eventToken() -> Located<String>? {
            guard position + 3 < tokens.count, !tokens[position + 1].followsSpace,
                tokens[position + 2].kind == .word, !tokens[position + 2].followsSpace,
                tokens[position + 3].kind == .rightParenthesis, !tokens[position + 3].followsSpace
            else { return nil }
            let name = text(tokens[position])
            guard name.contains(".") else { return nil }
            let first = tokens[position]
            let close = tokens[position + 3]
            let text = name + "(" + text(tokens[position + 2]) + ")"
            position += 4
            return Located(text, column: first.column, length: close.column + close.length - first.column)
        }

        /// `expr {"," expr}`: the tabs of `tabs(` and `tabview(`.
        mutating func expressionList(depth: Int) throws(Diagnostic) -> [TreeExpression] {
            var list = [try expression(depth: depth)]
            while let comma = peek, comma.kind == .comma {
                position += 1
                list.append(try expression(depth: depth))
            }
            return list
        }

        /// `, WORD` if it comes next (a flag of a container), else nothing.
        mutating func optionalWord(after container: String) throws(Diagnostic) -> Located<String>? {
            guard let comma = peek, comma.kind == .comma else { return nil }
            position += 1
            guard let word = advance(), word.kind == .word else { throw error("expected a word after ',' in '\(container)'", at: comma) }
            return located(word)
        }

        /// Whether the next tokens are `WORD =`.
        var isOptionStart: Bool {
            guard position + 1 < tokens.count, tokens[position].kind == .word else { return false }
            guard tokens[position + 1].kind == .equals else { return false }
            // `LABEL=nav(` is a labelled expression, not an option.
            if position + 3 < tokens.count, tokens[position + 2].kind == .word,
                tokens[position + 3].kind == .leftParenthesis, !tokens[position + 2].followsSpace
            {
                return false
            }
            return true
        }

        mutating func expression(depth: Int) throws(Diagnostic) -> TreeExpression {
            guard depth <= Parser.maximumDepth else {
                throw error("tree expression nests more than \(Parser.maximumDepth) levels", at: peek)
            }
            guard let first = advance() else { throw error("expected a tree expression", at: nil) }
            guard first.kind == .word else { throw error("expected a tree expression, found '\(text(first))'", at: first) }
            var label: Located<String>?
            var head = first
            if let equals = peek, equals.kind == .equals {
                let labelText = text(first)
                guard isName(first) else { throw error("invalid label '\(labelText)'", at: first) }
                label = Located(labelText, column: first.column, length: first.length)
                position += 1
                guard let next = advance(), next.kind == .word else {
                    throw error("expected a tree expression after '\(labelText)='", at: peek)
                }
                head = next
            }
            let headText = text(head)
            let node: TreeExpression.Node
            if let open = peek, open.kind == .leftParenthesis {
                position += 1
                switch headText {
                case "nav":
                    let root = try expression(depth: depth + 1)
                    var noWrapping = false
                    if let comma = peek, comma.kind == .comma {
                        position += 1
                        guard let flag = advance(), flag.kind == .word, text(flag) == "nowrap" else {
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
                    node = .tabs(try expressionList(depth: depth + 1))
                case "pages":
                    node = .pages(try expression(depth: depth + 1))
                case "stack":
                    let root = try expression(depth: depth + 1)
                    node = .stack(root, elementType: try optionalWord(after: "stack("))
                case "tabview":
                    node = .tabView(try expressionList(depth: depth + 1))
                case "tab":
                    guard let tag = advance(), tag.kind == .word || tag.kind == .string else {
                        throw error("expected a tag after 'tab('", at: tokens[position - 1])
                    }
                    guard let comma = peek, comma.kind == .comma else { throw error("expected ',' after the tag of 'tab('", at: peek) }
                    position += 1
                    node = .tab(tag: located(tag), try expression(depth: depth + 1))
                case "hosting":
                    guard let view = advance(), view.kind == .word, isName(view) else {
                        throw error("expected a view's name after 'hosting('", at: tokens[position - 1])
                    }
                    var content: TreeExpression?
                    if let comma = peek, comma.kind == .comma {
                        position += 1
                        content = try expression(depth: depth + 1)
                    }
                    node = .hosting(view: located(view), content: content)
                default:
                    throw error("unknown container '\(headText)('; expected \(ContainerSyntax.wordList)", at: head)
                }
                guard let close = peek, close.kind == .rightParenthesis else {
                    throw error("expected ')' to close '\(headText)('", at: peek)
                }
                position += 1
                let end = close.column + close.length
                return TreeExpression(label: label, node: node, column: first.column, length: end - first.column)
            }
            guard isName(head) else { throw error("invalid name '\(headText)'", at: head) }
            if let label {
                throw error("a label names a container; '\(label.value)=\(headText)' labels a screen, whose name is its label", at: first)
            }
            return TreeExpression(label: nil, node: .name(headText), column: head.column, length: head.length)
        }
    }
}
