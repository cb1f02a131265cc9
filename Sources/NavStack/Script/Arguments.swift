/// A command's arguments sorted into positional words, options and tree expressions, with
/// the checks every command shares (unknown or repeated options, counts).
struct Arguments {
    struct Option {
        var key: Located<String>
        var value: Located<String>
        var quoted: Bool
    }

    let command: Command
    var words: [Located<String>] = []
    var options: [String: Option] = [:]
    /// Options in the order written (for `set` and `expect bar`).
    var orderedOptions: [Option] = []
    var trees: [TreeExpression] = []

    /// Sorts `command`'s arguments; options must be in `allowed` (or pass `open`). A short
    /// array is searched faster than a set is built.
    init(_ command: Command, allowed: [String] = [], open: Bool = false) throws(ScriptError) {
        self.command = command
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
                guard options[key.value] == nil else { throw ScriptError("option '\(key.value)' given twice", at: key) }
                let option = Option(key: key, value: value, quoted: quoted)
                options[key.value] = option
                orderedOptions.append(option)
            }
        }
    }

    /// The value of option `key`.
    func option(_ key: String) -> Located<String>? { options[key]?.value }

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
