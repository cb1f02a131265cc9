/// A command's arguments sorted into positional words, options and tree expressions, with
/// the checks every command shares (unknown or repeated options, counts).
///
/// Built for every command, so it keeps to a few small arrays, each allocated once at its
/// final size, and looks options up by scanning them: a command has a handful, and comparing
/// a handful of short strings costs less than hashing one.
struct Arguments {
    struct Option {
        var key: Located<String>
        var value: Located<String>
        var quoted: Bool
    }

    let command: Command
    var words: [Located<String>] = []
    /// The options in the order written; no two have the same key.
    var options: [Option] = []
    var trees: [TreeExpression] = []

    /// Up to this many options, a repeated key is found by scanning the ones before it; past
    /// it (only generated or hostile lines), by a set, so a line with a million options stays
    /// linear.
    private static let scannedOptionLimit = 16

    /// Sorts `command`'s arguments; options must be in `allowed` (or pass `open`). A short
    /// array is searched faster than a set is built.
    init(_ command: Command, allowed: [String] = [], open: Bool = false) throws(ScriptError) {
        self.command = command
        var wordCount = 0, optionCount = 0, treeCount = 0
        for argument in command.arguments {
            switch argument {
            case .word: wordCount += 1
            case .option: optionCount += 1
            case .tree: treeCount += 1
            }
        }
        words.reserveCapacity(wordCount)
        options.reserveCapacity(optionCount)
        trees.reserveCapacity(treeCount)
        var keys = Set<String>()
        for argument in command.arguments {
            switch argument {
            case let .word(word, _):
                words.append(word)
            case let .tree(tree):
                trees.append(tree)
            case let .option(key, value, quoted):
                guard open || allowed.contains(key.value) else {
                    let suggestion = Spelling.closest(to: key.value, in: allowed)
                    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? (allowed.isEmpty ? "; '\(command.name.value)' takes no options" : "")
                    throw ScriptError("unknown option '\(key.value)' for '\(command.name.value)'\(hint)", at: key)
                }
                let repeated: Bool
                if options.count < Arguments.scannedOptionLimit {
                    repeated = options.contains { $0.key.value == key.value }
                } else {
                    if keys.isEmpty { keys = Set(options.lazy.map(\.key.value)) }
                    repeated = !keys.insert(key.value).inserted
                }
                guard !repeated else { throw ScriptError("option '\(key.value)' given twice", at: key) }
                options.append(Option(key: key, value: value, quoted: quoted))
            }
        }
    }

    /// The option with key `key`.
    func option(named key: String) -> Option? { options.first { $0.key.value == key } }

    /// The value of option `key`.
    func option(_ key: String) -> Located<String>? { option(named: key)?.value }

    /// Checks the number of positional words: between `minimum` and `maximum`.
    func expectWords(_ minimum: Int, _ maximum: Int?, usage: String) throws(ScriptError) {
        if words.count < minimum {
            throw ScriptError("missing argument for '\(command.name.value)'; usage: \(usage)",
                              at: command.sourceLine.count + 1, length: 1)
        }
        if let maximum, words.count > maximum {
            throw ScriptError("unexpected argument '\(words[maximum].value)'; usage: \(usage)", at: words[maximum])
        }
    }

    /// The word at `index`, after ``expectWords(_:_:usage:)`` checked it exists.
    func word(_ index: Int) -> Located<String> {
        words.indices.contains(index) ? words[index] : Located("", column: command.name.column, length: 1)
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
