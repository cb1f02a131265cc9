import NavStack

/// One of navtree's flags: its names, its value, its help and what it sets. ``all`` is the one
/// declaration of them, which parsing (``CommandLineOptions``), `--help` (``Help``), "did you
/// mean" and the README's check all read, as swift-argument-parser derives each from one
/// property declaration.
struct CommandLineFlag: Sendable {
    typealias UsageError = CommandLineOptions.UsageError

    /// `--format`.
    let long: String
    /// `-f`, if it has one.
    let short: String?
    /// The value's placeholder in the help (`FILE`); `nil` for a flag that takes none.
    let value: String?
    /// The help text, in lines that fit the help's column.
    let help: [String]
    /// Sets what the flag says on the options being parsed, given its value (`""` for a
    /// flag that takes none).
    let apply: @Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void

    /// Every flag, in the order `--help` lists them.
    static let all: [CommandLineFlag] = [
        CommandLineFlag("--eval", "-e", value: "TEXT", help: ["Run TEXT as script lines (repeatable)."]) {
            options, text throws(UsageError) in
            options.inputs.append(.eval(text))
        },
        CommandLineFlag(
            "--format", "-f", value: "FORMAT",
            help: ["What to print at the end: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))", "(default: tree)."]
        ) { options, text throws(UsageError) in
            options.format = try choice(text, for: "--format", OutputFormat.allCases.map { ($0.rawValue, $0) })
        },
        CommandLineFlag(
            "--output", "-o", value: "FILE",
            help: ["Write the final output to FILE instead of standard", "output ('print' still writes to standard output)."]
        ) { options, path throws(UsageError) in
            // `-o -` is standard output, as with curl and most tools that take `-o`.
            let path = try nonEmpty(path, for: "--output", "the path of the file to write")
            options.output = path == "-" ? nil : path
        },
        CommandLineFlag("--junit", value: "FILE", help: ["Also write a JUnit XML report: a test case per", "'expect' line."]) {
            options, path throws(UsageError) in
            options.junit = try nonEmpty(path, for: "--junit", "the path of the XML file to write")
        },
        CommandLineFlag("--trace", help: ["Print the tree after every command that changes", "the state."]) {
            options, _ throws(UsageError) in
            options.trace = true
        },
        CommandLineFlag(
            "--events",
            help: ["Print each command's lifecycle events after it:", "\"> FILE:LINE: COMMAND\", then \"  PHASE EVENT\" lines."]
        ) { options, _ throws(UsageError) in options.events = true },
        CommandLineFlag(
            "--storyboard", value: "OUT.html", help: ["Also write an HTML page showing the state after", "every command (and its events)."]
        ) { options, path throws(UsageError) in
            options.storyboard = try nonEmpty(path, for: "--storyboard", "the path of the HTML file to write")
        },
        CommandLineFlag("--device", value: "ID", help: ["Starting device (default: \(Device.iPhone15Pro.id))."]) {
            options, text throws(UsageError) in
            guard let device = Device.named(text) else {
                throw UsageError(message: "Unknown device '\(text)'; expected one of: " + Device.all.map(\.id).joined(separator: ", "))
            }
            options.device = device
            options.deviceWasGiven = true
        },
        CommandLineFlag(
            "--state", value: "FILE",
            help: ["Start from a state document written by -f state", "(its device, unless --device is given too)."]
        ) { options, path throws(UsageError) in
            options.state = try nonEmpty(path, for: "--state", "the path of a state document")
        },
        CommandLineFlag("--keep-going", help: ["Report a rejected command and continue."]) { options, _ throws(UsageError) in
            options.keepGoing = true
        },
        CommandLineFlag(
            "--interactive", "-i", help: ["The interactive mode (the default on a terminal", "with no script): each line runs at once."]
        ) { options, _ throws(UsageError) in options.interactive = true },
        CommandLineFlag(
            "--record", help: ["Record every 'expect snapshot' reference the run", "reaches (each is reported as a failure)."]
        ) { options, _ throws(UsageError) in options.record = true },
        CommandLineFlag("--quiet", "-q", help: ["Print no final output."]) { options, _ throws(UsageError) in options.quiet = true },
        CommandLineFlag("--help", "-h", help: ["Show help information."]) { options, _ throws(UsageError) in options.help = true },
        CommandLineFlag("--version", help: ["Show the version."]) { options, _ throws(UsageError) in options.version = true },
    ]

    init(
        _ long: String, _ short: String? = nil, value: String? = nil, help: [String],
        apply: @escaping @Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void
    ) {
        self.long = long
        self.short = short
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// The flag named `name` (long or short).
    static func named(_ name: String) -> CommandLineFlag? {
        all.first { $0.long == name || $0.short == name }
    }

    /// How the flag is written in the help: `-f, --format FORMAT`.
    var label: String {
        (short.map { $0 + ", " } ?? "") + long + (value.map { " " + $0 } ?? "")
    }

    /// The flag's lines in the OPTIONS section of `--help`.
    var helpLines: String {
        let column = 26
        let label = "  " + label
        var lines = label + String(repeating: " ", count: Swift.max(1, column - label.count)) + (help.first ?? "") + "\n"
        for line in help.dropFirst() { lines += String(repeating: " ", count: column) + line + "\n" }
        return lines
    }

    /// `text`, which must not be empty.
    private static func nonEmpty(_ text: String, for flag: String, _ expected: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError(message: "The value '' is invalid for '\(flag)': expected \(expected)") }
        return text
    }

    /// The value of `choices` named `text`.
    private static func choice<Value>(_ text: String, for flag: String, _ choices: [(String, Value)]) throws(UsageError) -> Value {
        guard let value = choices.first(where: { $0.0 == text })?.1 else {
            throw UsageError(
                message: "The value '\(text)' is invalid for '\(flag)'; expected one of: " + choices.map(\.0).joined(separator: ", "))
        }
        return value
    }
}
