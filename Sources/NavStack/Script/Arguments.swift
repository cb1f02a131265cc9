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
    }

    /// The command word, for errors about the command as a whole.
    let name: Located<String>
    /// The command's line: a missing argument is reported just past its end.
    private let sourceLine: String
    /// The command's arguments in order, which the lists below view.
    private let arguments: [Argument]
    /// The positional words (bare words and strings), in order.
    var words: ArgumentList<Located<String>>
    /// The options in the order written; no two have the same key.
    let options: ArgumentList<Option>
    /// The tree expressions, in order.
    let trees: ArgumentList<TreeExpression>

    /// Up to this many options, a repeated key is found by scanning the ones before it; past
    /// it (only generated or hostile lines), by a set, so a line with a million options stays
    /// linear.
    private static let scannedOptionLimit = 16

    /// Sorts `command`'s arguments; options must be in `allowed` (or pass `open`). A short
    /// array is searched faster than a set is built.
    ///
    /// The command is borrowed, and every stored property is set at the end, after the last
    /// check that can throw: copying the command in, and a half-built value out, cost more
    /// than the checks.
    init(_ command: borrowing Command, allowed: [String] = [], open: Bool = false) throws(ScriptError) {
        let arguments = command.arguments
        var wordCount = 0, optionCount = 0, treeCount = 0
        var keys = Set<String>()
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case .word: wordCount += 1
            case .tree: treeCount += 1
            case let .option(key, _, _):
                guard open || allowed.contains(key.value) else {
                    let suggestion = Spelling.closest(to: key.value, in: allowed)
                    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? (allowed.isEmpty ? "; '\(command.name.value)' takes no options" : "")
                    throw ScriptError("unknown option '\(key.value)' for '\(command.name.value)'\(hint)", at: key)
                }
                let repeated: Bool
                if optionCount < Arguments.scannedOptionLimit {
                    repeated = arguments[..<index].contains { earlier in
                        if case let .option(earlierKey, _, _) = earlier { earlierKey.value == key.value } else { false }
                    }
                } else {
                    if keys.isEmpty { keys = Set(arguments[..<index].lazy.compactMap { Option($0)?.key.value }) }
                    repeated = !keys.insert(key.value).inserted
                }
                guard !repeated else { throw ScriptError("option '\(key.value)' given twice", at: key) }
                optionCount += 1
            }
        }
        name = command.name
        sourceLine = command.sourceLine
        self.arguments = arguments
        words = ArgumentList(arguments, count: wordCount)
        options = ArgumentList(arguments, count: optionCount)
        trees = ArgumentList(arguments, count: treeCount)
    }

    /// The column just past the end of the line, where a missing argument is reported.
    var endColumn: Int { sourceLine.count + 1 }

    /// The option with key `key`.
    func option(named key: String) -> Option? {
        for argument in arguments {
            if case let .option(optionKey, value, quoted) = argument, optionKey.value == key {
                return Option(key: optionKey, value: value, quoted: quoted)
            }
        }
        return nil
    }

    /// The value of option `key`.
    func option(_ key: String) -> Located<String>? {
        for argument in arguments {
            if case let .option(optionKey, value, _) = argument, optionKey.value == key { return value }
        }
        return nil
    }

    /// Checks the number of positional words: between `minimum` and `maximum`.
    func expectWords(_ minimum: Int, _ maximum: Int?, usage: String) throws(ScriptError) {
        if words.count < minimum {
            throw ScriptError("missing argument for '\(name.value)'; usage: \(usage)", at: endColumn, length: 1)
        }
        if let maximum, words.count > maximum {
            let extra = word(maximum)
            throw ScriptError("unexpected argument '\(extra.value)'; usage: \(usage)", at: extra)
        }
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

    /// A finite number, optionally at least `minimum`.
    static func number(_ value: Located<String>, key: String, minimum: Double? = nil) throws(ScriptError) -> Double {
        guard let number = Double(value.value), number.isFinite, value.value.count <= 32 else {
            throw ScriptError("invalid number '\(value.value)' for '\(key)'", at: value)
        }
        if let minimum, number < minimum {
            throw ScriptError("'\(key)' must be at least \(Rect.format(minimum)), got \(value.value)", at: value)
        }
        return number
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
        guard case let .option(key, value, quoted) = argument else { return nil }
        self.init(key: key, value: value, quoted: quoted)
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
    /// Where the scan starts: past the elements ``removeFirst()`` dropped.
    private var start = 0
    /// How many elements the list holds.
    private(set) var count: Int

    /// The `count` elements of kind `Element` in `arguments`.
    init(_ arguments: [Argument], count: Int) {
        self.arguments = arguments
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

    /// Drops the first element (a subcommand's own word); does nothing on an empty list.
    mutating func removeFirst() {
        var index = start
        while index < arguments.count {
            defer { index += 1 }
            if Element(arguments[index]) != nil {
                start = index + 1
                count -= 1
                return
            }
        }
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
