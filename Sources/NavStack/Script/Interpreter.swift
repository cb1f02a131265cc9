#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackRendering
#endif

/// Runs navtree scripts on a `Window`: parses and executes the lines in order (one pass,
/// linear in the input; a large script is parsed a little ahead on a second thread, see
/// ``run(_:)``), reports diagnostics, and checks `expect` lines.
///
/// ```swift
/// var interpreter = Interpreter()
/// interpreter.write = { print($0, terminator: "") }
/// interpreter.report = { print($0) }  // flow.nav:3:12: error: expectation failed: …
/// interpreter.run(ScriptSource(name: "flow.nav", text: "root nav(Home)\npush Detail\nexpect top Home"))
/// ```
public struct Interpreter {
    /// Run options.
    public struct Options: Sendable {
        /// Report a rejected command or failed expectation and go on with the next line.
        public var keepGoing = false
        /// Print the tree after every command that changes the state.
        public var trace = false
        /// Print each command's lifecycle events after it (`navtree --events`).
        public var events = false
        /// Record lifecycle events: `nil` does so when a script mentions events (`expect
        /// events`, `expect no-events`, `print events`) or ``events`` is on, since recording
        /// costs each operation a journal of its writes.
        public var recordsEvents: Bool?

        /// Creates default options.
        public init(keepGoing: Bool = false, trace: Bool = false, events: Bool = false, recordsEvents: Bool? = nil) {
            self.keepGoing = keepGoing
            self.trace = trace
            self.events = events
            self.recordsEvents = recordsEvents
        }
    }

    /// Counts for a summary.
    public struct Statistics: Hashable, Sendable {
        public var commands = 0
        public var errors = 0
        public var warnings = 0
        public var expectationsPassed = 0
        public var expectationsFailed = 0
    }

    /// The window the script drives.
    public var window: Window
    /// Options.
    public var options: Options
    /// Receives printed output (`print`, `--trace`).
    public var write: (String) -> Void = { _ in }
    /// Receives diagnostics.
    public var report: (Diagnostic) -> Void = { _ in }
    /// Receives every executed command with the state after it, when set (a storyboard
    /// records the flow this way).
    public var observe: ((Step) -> Void)?
    /// Reads the file at a path (`load hierarchy`, `load state`): its bytes, or why not. Paths
    /// arrive resolved against the script's folder (the working directory for `-e` and
    /// standard input). By default nothing can be read.
    public var readFile: (_ path: String) -> Result<[UInt8], FileReadError> = { _ in
        .failure(FileReadError("reading files is not supported here"))
    }
    /// Asked before each line; `true` stops the run there (navtree: standard output is gone).
    public var stopRequested: () -> Bool = { false }
    /// Whether any command was rejected or any expectation failed.
    public private(set) var failed = false
    /// Whether a file given to `load state` was refused (navtree then exits 2, as for an
    /// unreadable input).
    public internal(set) var inputRejected = false
    /// Counts so far.
    public internal(set) var statistics = Statistics()
    /// The controllers recent names led to, for ``lookUp(_:)``.
    let nameHints = NameHints()
    /// The lifecycle events of the last command that ran (not an expectation or a print).
    public internal(set) var lastEvents: [LifecycleEvent] = []
    /// The header `print events` and `--events` give the last command: `> FILE:LINE: COMMAND`.
    var lastEventsHeader = ""
    /// How many commands have set ``lastEvents`` by a transition (the tests and the fuzzer
    /// replay each one's); `load` empties them without counting.
    package internal(set) var eventCommands = 0

    /// Creates an interpreter on an empty window.
    public init(window: Window = Window(), options: Options = Options()) {
        self.window = window
        self.options = options
    }

    /// Runs every line of `source`. Returns `false` if it stopped at a failure (without
    /// `keepGoing`) or because ``stopRequested`` said so, `true` if it reached the end.
    ///
    /// A large script (256 KiB or more) is parsed ahead on a second thread while this one
    /// executes; a small one is parsed line by line here. Both report the same
    /// diagnostics in the same order and leave the same state.
    @discardableResult
    public mutating func run(_ source: ScriptSource) -> Bool {
        run(source, parsingAhead: source.bytes.count >= ParseAhead.minimumScriptSize)
    }

    /// ``run(_:)`` with the parsing mode chosen by the caller (tests run both).
    mutating func run(_ source: ScriptSource, parsingAhead: Bool) -> Bool {
        if options.recordsEvents ?? (options.events || source.mentionsEvents) { window.recordsLifecycleEvents = true }
        guard parsingAhead else {
            var completed = true
            // The lexer's scratch space, shared by every line.
            var tokens: [Token] = []
            source.forEachLine { number, line in
                guard let parsed = ParsedLine(number: number, line: line, file: source.name, tokens: &tokens) else { return true }
                completed = handle(parsed, file: source.name)
                return completed
            }
            return completed
        }
        return ParseAhead.run(source) { parsed in handle(parsed, file: source.name) }
    }

    /// Acts on one parsed line of `file`; `false` when the run stops here.
    private mutating func handle(_ parsed: borrowing ParsedLine, file: String) -> Bool {
        if stopRequested() { return false }
        switch parsed.content {
        case let .unreadable(message, column, excerpt):
            fail(
                Diagnostic(
                    .error, message, at: ScriptLocation(file: file, line: parsed.number, column: column),
                    sourceLine: excerpt))
        case let .failure(diagnostic):
            fail(diagnostic)
        case let .command(command):
            execute(command)
        }
        return !(failed && !options.keepGoing)
    }

    /// Executes one parsed command and reports what happened.
    package mutating func execute(_ command: Command) {
        statistics.commands += 1
        let hasEvents = startEvents(of: command)
        // The stamp, not a copy of the window: holding a copy would make the command's first
        // write copy every controller.
        let before = options.trace ? window.changeStamp : nil
        do throws(ScriptError) {
            let warnings = try perform(command)
            for warning in warnings {
                statistics.warnings += 1
                report(
                    Diagnostic(
                        .warning, warning, at: command.location, length: command.name.length,
                        sourceLine: command.sourceLine))
            }
            // Lines that write nothing (expectations, ignored calls) keep the stamp: O(1).
            if let before, before != window.changeStamp {
                write("# \(command.location.file):\(command.location.line): \(Interpreter.trimmingSpaces(command.sourceLine))\n")
                write(TreeDumper.render(window))
            }
            if options.events, hasEvents { write(lastEventsHeader + Interpreter.eventLines(lastEvents)) }
            observe?(Step(command: command, window: window, warnings: warnings, events: hasEvents ? lastEvents : []))
        } catch {
            if error.kind == .expectationFailed { statistics.expectationsFailed += 1 }
            if let (location, sourceLine) = error.elsewhere {
                fail(
                    Diagnostic(
                        .error, error.message, at: location, sourceLine: sourceLine,
                        notes: error.notes + [
                            "in '\(command.declaration?.path ?? command.name.value)' at \(command.location.file):\(command.location.line):\(error.column)"
                        ]))
            } else {
                fail(
                    Diagnostic(
                        .error, error.message,
                        at: ScriptLocation(file: command.location.file, line: command.location.line, column: error.column),
                        length: error.length, sourceLine: command.sourceLine, notes: error.notes))
            }
            observe?(Step(command: command, window: window, error: error.message))
        }
    }

    /// When `command` has events (not an expectation or a print), makes it the command
    /// ``lastEvents`` belong to, with none yet; returns whether it has.
    mutating func startEvents(of command: Command) -> Bool {
        guard Interpreter.hasEvents(command) else { return false }
        // A loaded window is not reached by a transition: its events are none, and there is
        // nothing to replay.
        if command.declaration?.path.hasPrefix("load ") != true { eventCommands += 1 }
        if !lastEvents.isEmpty { lastEvents = [] }
        if window.recordsLifecycleEvents { lastEventsHeader = Interpreter.eventsHeader(of: command) }
        return true
    }

    /// `> FILE:LINE: COMMAND`, the line `--events` and `print events` print before a command's events.
    static func eventsHeader(of command: Command) -> String {
        "> \(command.location.file):\(command.location.line): \(Interpreter.trimmingSpaces(command.sourceLine))\n"
    }

    private mutating func fail(_ diagnostic: Diagnostic) {
        statistics.errors += 1
        failed = true
        report(diagnostic)
    }
}

extension Interpreter {
    /// `text` without leading and trailing spaces and tabs.
    static func trimmingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

/// Why ``Interpreter/readFile`` could not read a file.
public struct FileReadError: Error, Hashable, Sendable {
    /// The reason, as `strerror` words it (`No such file or directory`).
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }
}
