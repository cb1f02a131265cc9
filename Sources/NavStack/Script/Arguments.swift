#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A command's arguments sorted into positional words, options and tree expressions, with
/// the checks every command shares (unknown or repeated options, counts).
///
/// Built for every command, so it copies nothing: ``words``, ``options`` and ``trees`` are
/// views into the command's own argument array. Options are looked up by scanning: a command
/// has a handful, and comparing a handful of short strings costs less than hashing one.
struct Arguments {
    struct Option {
        var key: Located<String>
        var value: Located<String>
        var quoted: Bool
        /// The key's place among the declaration's options, as the parser found it
        /// (``Argument/option(key:value:quoted:declared:)``); `UInt8.max` when it did not.
        var declared: UInt8 = .max
    }

    /// The command word, for errors about the command as a whole.
    let name: Located<String>
    /// The command's declaration, held and read without a reference count (what a handler
    /// reads on every line, it reads through this).
    let declarationReference: DeclarationReference
    /// The declaration as a reference of its own (retained while it is held).
    var declaration: CommandDeclaration { declarationReference.declaration }
    /// The words naming the command in full (`push`, `expect top`), for messages.
    var path: String { declaration.path }
    /// How the command is written, for messages.
    var usage: String { declaration.usage }
    /// The command's arguments in order, which the lists below view.
    private let arguments: [Argument]
    /// How many positional words there are (a subcommand's own word left out), options and
    /// trees. Counting needs no list, so checking counts retains nothing.
    let wordCount: Int, optionCount: Int, treeCount: Int
    /// The declared options the line gives (``ArgumentShape/given``), when the parser
    /// checked them; `nil` when it did not.
    private let given: UInt32?

    /// Whether the line may give one of the declaration's options in `mask`
    /// (``CommandDeclaration/propertyOptionMask``): `false` only when the parser checked the
    /// options and none of them is one of those, so a handler can skip looking.
    func mayGive(_ mask: UInt32) -> Bool { given.map { $0 & mask != 0 } ?? true }
    /// Where the words start: past a subcommand's own word.
    private let wordStart: Int
    /// The positional words (bare words and strings), in order.
    var words: ArgumentList<Located<String>> { ArgumentList(arguments, start: wordStart, count: wordCount) }
    /// Whether word `index` (0-based, as ``word(_:)`` counts) was written as a quoted string.
    func isQuoted(_ index: Int) -> Bool {
        var remaining = index
        for argument in arguments.dropFirst(wordStart) {
            guard case let .word(_, quoted) = argument else { continue }
            if remaining == 0 { return quoted }
            remaining -= 1
        }
        return false
    }
    /// The options in the order written; no two have the same key.
    var options: ArgumentList<Option> { ArgumentList(arguments, start: 0, count: optionCount) }
    /// The tree expressions, in order.
    var trees: ArgumentList<TreeExpression> { ArgumentList(arguments, start: 0, count: treeCount) }

    /// Up to this many options, a repeated key is found by scanning the ones before it; past
    /// it (only generated or hostile lines), by a set, so a line with a million options stays
    /// linear.
    private static let scannedOptionLimit = 16

    /// Sorts `command`'s arguments for `declaration`: its options must be among the
    /// declaration's (unless it accepts any), none given twice. A short array is searched
    /// faster than a set is built.
    ///
    /// The command is borrowed, and every stored property is set at the end, after the last
    /// check that can throw: copying the command in, and a half-built value out, cost more
    /// than the checks.
    ///
    /// For a subcommand (`popup present …`), the first word names it and is left out of
    /// ``words``.
    ///
    /// `declaration` is the command's own. A line whose options the parser checked against it
    /// (``Command/shape``) is sorted when it is parsed instead (``CommandBody/sorted``), so this
    /// reads the arguments of the others, and gives their errors.
    init(_ command: borrowing Command, declaration reference: DeclarationReference, isSubcommand: Bool = false)
        throws(ScriptError)
    {
        let body = command.body
        let arguments = body.arguments
        let declaration = reference.declaration
        let allowed = declaration.optionKeys
        let open = declaration.acceptsAnyOption
        var wordCount = 0
        var optionCount = 0
        var treeCount = 0
        var keys = Set<String>()
        // By index, reading each argument in place: a loop over the values would copy each
        // one (a retain and a release of each of its strings) only to count it.
        for index in arguments.indices {
            switch arguments[index] {
            case .word: wordCount += 1
            case .tree: treeCount += 1
            case let .option(key, _, _, _):
                guard open || allowed.contains(key.value) else {
                    throw Arguments.unknownOption(key, for: declaration)
                }
                let repeated: Bool
                if optionCount < Arguments.scannedOptionLimit {
                    repeated = arguments[..<index].contains { earlier in
                        if case let .option(earlierKey, _, _, _) = earlier { earlierKey.value == key.value } else { false }
                    }
                } else {
                    if keys.isEmpty { keys = Set(arguments[..<index].lazy.compactMap { Option($0)?.key.value }) }
                    repeated = !keys.insert(key.value).inserted
                }
                guard !repeated else { throw ScriptError("option '\(key.value)' given twice", at: key) }
                optionCount += 1
            }
        }
        self.init(
            body.name, arguments, declaration: reference, isSubcommand: isSubcommand, wordCount: wordCount, optionCount: optionCount,
            treeCount: treeCount, given: nil)
    }

    /// The arguments of a command's body sorted for its declaration when the parser checked
    /// them against it (`shape`), so that nothing can be wrong with them
    /// (``CommandBody/sorted``); `nil` when it did not, or when the declaration is a group's,
    /// whose first word names the subcommand to run.
    init?(presorted name: Located<String>, declaration: DeclarationReference?, arguments: [Argument], shape: ArgumentShape) {
        guard let declaration, shape.isChecked else { return nil }
        let (isSubcommand, isGroup) = declaration.read { ($0.isSubcommand, !$0.subcommands.isEmpty) }
        guard isSubcommand || !isGroup else { return nil }
        self.init(
            name, arguments, declaration: declaration, isSubcommand: isSubcommand, wordCount: Int(shape.words),
            optionCount: Int(shape.options), treeCount: Int(shape.trees), given: shape.given)
    }

    /// Arguments of the command `name` with the counts found.
    private init(
        _ name: Located<String>, _ arguments: [Argument], declaration: DeclarationReference, isSubcommand: Bool, wordCount: Int,
        optionCount: Int, treeCount: Int, given: UInt32?
    ) {
        self.name = name
        declarationReference = declaration
        self.arguments = arguments
        // A subcommand's own word is the first argument (the parser found it there).
        let dropsWord = isSubcommand && wordCount > 0
        self.wordCount = dropsWord ? wordCount - 1 : wordCount
        wordStart = dropsWord ? 1 : 0
        self.optionCount = optionCount
        self.treeCount = treeCount
        self.given = given
    }

    /// The error for option `key`, which `declaration` does not take.
    private static func unknownOption(_ key: Located<String>, for declaration: CommandDeclaration) -> ScriptError {
        let allowed = declaration.optionKeys
        let suggestion = Spelling.closest(to: key.value, in: allowed)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? (allowed.isEmpty ? "; '\(declaration.path)' takes no options" : "")
        return ScriptError("unknown option '\(key.value)' for '\(declaration.path)'\(hint)", at: key)
    }

    /// The option with key `key`.
    func option(named key: String) -> Option? {
        for argument in arguments {
            if case let .option(optionKey, value, quoted, declared) = argument, optionKey.value == key {
                return Option(key: optionKey, value: value, quoted: quoted, declared: declared)
            }
        }
        return nil
    }

    /// The value of option `key`.
    func option(_ key: String) -> Located<String>? { withOption(key) { copy $0 } }

    /// What `body` makes of the value of option `key` where the arguments hold it, without
    /// copying it out (a retain and a release a read); `nil` when the line does not give the
    /// option or `body` gives `nil`.
    @inline(__always)
    func withOption<Result>(_ key: String, _ body: (borrowing Located<String>) -> Result?) -> Result? {
        for index in arguments.indices {
            if case let .option(optionKey, value, _, _) = arguments[index], optionKey.value == key { return body(value) }
        }
        return nil
    }

    /// Checks the number of positional words: between `minimum` and `maximum`; a message
    /// shows `usage` (by default the command's).
    ///
    /// The count is checked inline, in every handler; the message is made out of line.
    @inline(__always)
    func expectWords(_ minimum: Int, _ maximum: Int?, usage: String? = nil) throws(ScriptError) {
        guard wordCount < minimum || maximum.map({ wordCount > $0 }) == true else { return }
        throw wordCountError(minimum, maximum, usage: usage)
    }

    /// Why the number of positional words is not between `minimum` and `maximum`: too many,
    /// else too few.
    private func wordCountError(_ minimum: Int, _ maximum: Int?, usage: String?) -> ScriptError {
        // The usage is read only for a message: reading it retains the declaration's string.
        guard let maximum, wordCount > maximum else {
            return .pastEndOfLine("missing argument for '\(path)'; usage: \(usage ?? self.usage)")
        }
        let extra = word(maximum)
        return ScriptError("unexpected argument '\(extra.value)'; usage: \(usage ?? self.usage)", at: extra)
    }

    /// Throws "missing WHAT; usage: …" at the end of the line.
    func missing(_ what: String) -> ScriptError {
        .pastEndOfLine("missing \(what); usage: \(usage)")
    }

    /// The one tree expression a command takes when it is a plain name without a label (most
    /// pushes), read without copying the expression; `nil` for any other.
    @inline(__always)
    func singleTreeName() -> Located<String>? {
        for index in arguments.indices {
            guard case let .tree(tree) = arguments[index] else { continue }
            guard tree.label == nil, case let .name(name) = tree.node else { return nil }
            return Located(name, column: tree.column, length: tree.length)
        }
        return nil
    }

    /// The one tree expression a command takes.
    func singleTree() throws(ScriptError) -> TreeExpression {
        for argument in arguments {
            if case let .tree(tree) = argument { return tree }
        }
        throw missing("tree expression")
    }

    /// The word at `index`, after ``expectWords(_:_:usage:)`` checked it exists.
    func word(_ index: Int) -> Located<String> {
        words[index] ?? Located("", column: name.column, length: 1)
    }

    /// A boolean option value.
    static func bool(_ value: Located<String>, key: String) throws(ScriptError) -> Bool {
        switch value.value {
        case "true": return true
        case "false": return false
        default: throw ScriptError("invalid value '\(value.value)' for '\(key)'; expected 'true' or 'false'", at: value)
        }
    }

    /// One of `choices`.
    static func choice<T>(_ value: Located<String>, key: String, _ choices: [(String, T)]) throws(ScriptError) -> T {
        if let match = choices.first(where: { $0.0 == value.value }) { return match.1 }
        let names = choices.map { "'\($0.0)'" }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
        throw ScriptError("invalid value '\(value.value)' for '\(key)'; expected \(list)", at: value)
    }

    /// A number in the script's one number grammar, optionally at least `minimum`: JSON's
    /// (`-`, digits, an optional fraction, an optional exponent: `2`, `-0.5`, `1e3`), at most
    /// ``maximumNumberLength`` characters and finite as a `Double`. No `+`, no bare `.5` or
    /// `5.`, no hexadecimal, `nan` or `inf`.
    static func number(_ value: Located<String>, key: String, minimum: Double? = nil) throws(ScriptError) -> Double {
        guard value.value.utf8.count <= maximumNumberLength, let number = parseNumber(value.value), number.isFinite else {
            throw ScriptError("invalid number '\(value.value)' for '\(key)'", at: value)
        }
        if let minimum, number < minimum {
            throw ScriptError("'\(key)' must be at least \(Rect.format(minimum)), got \(value.value)", at: value)
        }
        return number
    }

    /// The longest number a script may write.
    static let maximumNumberLength = 32

    /// `text` as a `Double` when it follows the number grammar,
    /// `-? digits ('.' digits)? ([eE] [+-]? digits)?`, read in one pass over its bytes.
    ///
    /// The numbers scripts write (`0.7`, `-12.5`, `390`) have at most 15 digits and no
    /// exponent: their digits as an integer and the power of ten they are divided by are both
    /// exact doubles, so the one correctly rounded division gives the correctly rounded value
    /// (Clinger's fast path, W. D. Clinger, "How to Read Floating Point Numbers Accurately",
    /// PLDI 1990), the same double `Double(_:)` reads. Longer digit strings and exponents
    /// are left to `Double(_:)`.
    static func parseNumber(_ text: String) -> Double? {
        var bytes = text.utf8.makeIterator()
        var byte = bytes.next()
        let negative = byte == UInt8(ascii: "-")
        if negative { byte = bytes.next() }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        // The integer part, then the fraction's digits: both at least one digit long.
        for part in 0..<2 {
            if part == 1 {
                guard byte == UInt8(ascii: ".") else { break }
                byte = bytes.next()
            }
            guard let first = byte, first &- UInt8(ascii: "0") < 10 else { return nil }
            while let digit = byte.map({ $0 &- UInt8(ascii: "0") }), digit < 10 {
                if digitCount < 16 { digits = digits &* 10 &+ UInt64(digit) }
                digitCount += 1
                if part == 1 { fractionDigits += 1 }
                byte = bytes.next()
            }
        }
        var hasExponent = false
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            hasExponent = true
            byte = bytes.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
            guard let first = byte, first &- UInt8(ascii: "0") < 10 else { return nil }
            while let digit = byte, digit &- UInt8(ascii: "0") < 10 { byte = bytes.next() }
        }
        guard byte == nil else { return nil }
        guard !hasExponent, digitCount <= 15, fractionDigits <= 22 else { return Double(text) }
        var divisor = 1.0
        for _ in 0..<fractionDigits { divisor *= 10 }
        let magnitude = Double(digits) / divisor
        return negative ? -magnitude : magnitude
    }

    /// A `#RRGGBB` colour.
    static func color(_ value: Located<String>, key: String) throws(ScriptError) -> Color? {
        if value.value == "default" || value.value == "none" { return nil }
        guard let color = Color(hex: value.value) else {
            throw ScriptError("invalid colour '\(value.value)' for '\(key)'; expected #RRGGBB", at: value)
        }
        return color
    }
}

/// What an ``ArgumentList`` can hold: the payload of one kind of ``Argument``.
protocol ArgumentPayload {
    /// The payload of `argument`, when it is of this kind.
    init?(_ argument: Argument)
}

extension Located<String>: ArgumentPayload {
    /// A positional word (bare or quoted).
    init?(_ argument: Argument) {
        guard case let .word(word, _) = argument else { return nil }
        self = word
    }
}

extension Arguments.Option: ArgumentPayload {
    init?(_ argument: Argument) {
        guard case let .option(key, value, quoted, declared) = argument else { return nil }
        self.init(key: key, value: value, quoted: quoted, declared: declared)
    }
}

extension TreeExpression: ArgumentPayload {
    init?(_ argument: Argument) {
        guard case let .tree(tree) = argument else { return nil }
        self = tree
    }
}

/// The arguments of one kind, in order: a view into a command's arguments that shares their
/// storage, so sorting a command's arguments allocates nothing.
///
/// - Complexity: ``count`` and ``isEmpty`` are O(1); reaching an element scans the arguments
///   up to it. Commands read the first few words or iterate once, so that is O(arguments).
struct ArgumentList<Element: ArgumentPayload>: Sequence {
    private let arguments: [Argument]
    /// Where the scan starts.
    private let start: Int
    /// How many elements the list holds.
    let count: Int

    /// The `count` elements of kind `Element` in `arguments` from index `start` on.
    init(_ arguments: [Argument], start: Int, count: Int) {
        self.arguments = arguments
        self.start = start
        self.count = count
    }

    var isEmpty: Bool { count == 0 }

    /// The first element.
    var first: Element? { self[0] }

    /// The element at `position` (0-based), if the list has that many.
    subscript(position: Int) -> Element? {
        var remaining = position
        for element in self {
            if remaining == 0 { return element }
            remaining -= 1
        }
        return nil
    }

    func makeIterator() -> Iterator { Iterator(arguments: arguments, index: start) }

    struct Iterator: IteratorProtocol {
        let arguments: [Argument]
        var index: Int

        mutating func next() -> Element? {
            while index < arguments.count {
                defer { index += 1 }
                if let element = Element(arguments[index]) { return element }
            }
            return nil
        }
    }
}
