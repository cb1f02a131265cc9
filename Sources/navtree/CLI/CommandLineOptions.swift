import NavStack

/// navtree's parsed command line.
struct CommandLineOptions: Sendable {
    /// One input, in command-line order.
    enum Input: Equatable, Sendable {
        case file(String)
        case standardInput
        case eval(String)
    }

    var inputs: [Input] = []
    var format = OutputFormat.tree
    var trace = false
    var events = false
    /// `--storyboard OUT.html`: where to write the run's HTML storyboard.
    var storyboard: String?
    /// `-o FILE`: where to write the final output instead of standard output.
    var output: String?
    /// `--junit FILE`: where to write the JUnit XML report of the expectations.
    var junit: String?
    var device = Device.iPhone15Pro
    /// Whether `--device` was given (with `--state`, the document's device stays otherwise).
    var deviceWasGiven = false
    /// `--state FILE`: the state document the run starts from.
    var state: String?
    var keepGoing = false
    /// `-i`, `--interactive`: the REPL, even when standard input is not a terminal.
    var interactive = false
    /// Whether any script, `-` or `-e` was given (none: standard input, or the REPL on a terminal).
    var inputsGiven = false
    /// `--record`: `expect snapshot` rewrites every reference it reaches.
    var record = false
    var quiet = false
    var help = false
    /// `navtree help COMMAND [SUBCOMMAND]`: the words after `help`.
    var helpTopic: [String]?
    var version = false

    /// A usage error, worded like swift-argument-parser's.
    struct UsageError: Error, Sendable {
        var message: String
    }

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(UsageError) {
        // `navtree help …` is a subcommand, as in swift-argument-parser; a script named
        // `help` runs as `./help` or `-- help`.
        if arguments.first == "help" {
            helpTopic = Array(arguments.dropFirst())
            return
        }
        var index = 0
        var onlyFiles = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "Missing value for '\(option)'") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                inputs.append(argument == "-" ? .standardInput : .file(argument))
                index += 1
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if name == "--" {
                onlyFiles = true
                index += 1
                continue
            }
            guard let flag = CommandLineFlag.named(name) else {
                let suggestion = CommandLineOptions.closest(to: name)
                throw UsageError(message: "Unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
            }
            if flag.value == nil, inline != nil { throw UsageError(message: "Option '\(name)' takes no value") }
            try flag.apply(&self, flag.value == nil ? "" : try value(for: name, inline: inline))
            index += 1
        }
        inputsGiven = !inputs.isEmpty
        // `navtree --junit flow.nav`: the script was taken for the file to write.
        if !inputsGiven {
            for (option, path) in [("--output", output), ("--junit", junit), ("--storyboard", storyboard)] {
                guard let path, path.hasSuffix(".nav") else { continue }
                throw UsageError(
                    message: "Missing script: '\(option)' took '\(path)' as the file to write, and no script follows; "
                        + "give the file, then the script (navtree \(option) FILE SCRIPT)")
            }
        }
        if inputs.isEmpty { inputs = [.standardInput] }
        if quiet, output != nil {
            throw UsageError(message: "'--output' writes the final output, which '--quiet' leaves out; give one of them")
        }
        try checkDistinctPaths()
    }

    /// Refuses a run that would write one file twice, or over a script it reads.
    private func checkDistinctPaths() throws(UsageError) {
        let written = [("--output", output), ("--junit", junit), ("--storyboard", storyboard)].compactMap { option, path in
            path.map { (option, $0) }
        }
        for (index, (option, path)) in written.enumerated() {
            if let earlier = written[..<index].first(where: { $0.1 == path }) {
                throw UsageError(message: "'\(earlier.0)' and '\(option)' both name '\(path)'; give each its own file")
            }
            if inputs.contains(.file(path)) {
                throw UsageError(message: "'\(option)' names '\(path)', a script navtree reads; give another file")
            }
        }
    }

    /// The closest known option, for "Did you mean".
    static func closest(to name: String) -> String? {
        Spelling.closest(to: name, in: CommandLineFlag.all.map(\.long))
    }
}
