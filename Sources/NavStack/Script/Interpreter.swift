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
        /// Record lifecycle events: `nil` does so when a line of the script reads them
        /// (`expect events`, `expect no-events`, `print events`, also inside `expect error` or
        /// `expect warning`) or ``events`` is on, since recording costs each operation a
        /// journal of its writes. The word in a comment, a name or a title does not count.
        public var recordsEvents: Bool?
        /// Record mode (`navtree --record`): `expect snapshot` writes the current state as the
        /// reference instead of comparing with it, and reports each as a failure that does
        /// not stop the run, as swift-snapshot-testing's record mode does.
        public var recordsSnapshots = false

        /// Creates default options.
        public init(
            keepGoing: Bool = false, trace: Bool = false, events: Bool = false, recordsEvents: Bool? = nil,
            recordsSnapshots: Bool = false
        ) {
            self.keepGoing = keepGoing
            self.trace = trace
            self.events = events
            self.recordsEvents = recordsEvents
            self.recordsSnapshots = recordsSnapshots
        }
    }

    /// Counts for a summary.
    public struct Statistics: Hashable, Sendable {
        /// Commands executed (each `expect` line counts once, with what it nests).
        public var commands = 0
        /// Errors reported: rejected commands, failed expectations, malformed lines.
        public var errors = 0
        /// Warnings reported.
        public var warnings = 0
        /// `expect` lines that held.
        public var expectationsPassed = 0
        /// `expect` lines that did not hold (``ExpectationResult/Outcome/failed(_:)``).
        public var expectationsFailed = 0
        /// `expect` lines that could not be checked (``ExpectationResult/Outcome/error(_:)``).
        public var expectationErrors = 0
        /// Errors on lines that are not `expect` lines: rejected commands (a failed `load`
        /// among them) and lines that do not parse (`Interpreter.commandFailed`).
        public var commandErrors = 0

        /// Every `expect` line checked: passed, failed or in error.
        public var expectations: Int { expectationsPassed + expectationsFailed + expectationErrors }
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
    /// Receives the outcome of every `expect` line, when set (navtree's `--junit` report).
    public var expectationChecked: ((ExpectationResult) -> Void)?
    /// Receives every error on a line that is not an `expect` line, when set: a rejected
    /// command (a `load` that failed among them) or a line that does not parse. With
    /// ``expectationChecked`` it sees every error the run reports, so a test report that lists
    /// both fails exactly when the run does.
    package var commandFailed: ((Diagnostic) -> Void)?
    /// Where the run stopped at a failure, when it did without ``Options/keepGoing`` (the
    /// lines after it did not run).
    package private(set) var stoppedAt: ScriptLocation?
    /// Where `expect snapshot` reads and records references; without one, `expect snapshot`
    /// is an error. The interpreter does no file I/O of its own.
    public var snapshots: (any SnapshotStore)?
    /// Asked before each line; `true` stops the run there (navtree: standard output is gone).
    public var stopRequested: () -> Bool = { false }
    /// Whether any command was rejected or any expectation failed.
    public private(set) var failed = false
    /// Whether a file given to `load state` was refused (navtree then exits 2, as for an
    /// unreadable input).
    package internal(set) var inputRejected = false
    /// Whether a failure stops the run (without ``Options/keepGoing``): any but a recorded
    /// snapshot.
    private var stops = false
    /// The snapshot each reference path was checked for, and where: a second line checking
    /// the same one is an error.
    var snapshotLines: [String: ScriptLocation] = [:]
    /// How deep the command running is nested in `expect error` and `expect warning`.
    var outcomeNesting = 0
    /// Counts so far.
    public internal(set) var statistics = Statistics()
    /// The controllers recent names led to, for ``lookUp(_:)``.
    let nameHints = NameHints()
    /// The lifecycle events of the last command that ran (not an expectation or a print).
    package internal(set) var lastEvents: [NamedLifecycleEvent] = []
    /// The header `print events` and `--events` give the last command: `> FILE:LINE: COMMAND`.
    var lastEventsHeader = ""
    /// The transition the last command played when it changed a SwiftUI path (`expect animation`).
    var lastAnimation: StackAnimation?
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
        run(source, parsingAhead: source.byteCount >= ParseAhead.minimumScriptSize)
    }

    /// ``run(_:)`` with the parsing mode chosen by the caller (tests run both).
    mutating func run(_ source: ScriptSource, parsingAhead: Bool) -> Bool {
        if options.recordsEvents ?? (options.events || source.readsEvents) { window.recordsLifecycleEvents = true }
        // Read once: reading the name from the source on every line retains and releases it
        // (a name longer than fifteen bytes, most paths, is a string on the heap).
        let file = source.name
        guard parsingAhead else {
            var completed = true
            // The parser's working storage, shared by every line.
            var scratch = Parser.Scratch()
            source.forEachRawLine { number, line in
                guard var parsed = ParsedLine(number: number, line: line, file: file, scratch: &scratch) else { return true }
                completed = handle(parsed, file: file)
                parsed.recycle(into: &scratch)
                return completed
            }
            return completed
        }
        return ParseAhead.run(source) { parsed in handle(parsed, file: file) }
    }

    /// Acts on one parsed line of `file`; `false` when the run stops here.
    private mutating func handle(_ parsed: borrowing ParsedLine, file: String) -> Bool {
        if stopRequested() { return false }
        switch parsed.problem {
        case let .unreadable(message, line, column, excerpt)?:
            let diagnostic = Diagnostic(.error, message, at: ScriptLocation(file: file, line: line, column: column), sourceLine: excerpt)
            fail(diagnostic)
            unparsedLineFailed(diagnostic)
        case let .failure(diagnostic)?:
            fail(diagnostic)
            unparsedLineFailed(diagnostic)
        case nil:
            execute(parsed.command)
        }
        guard stops && !options.keepGoing else { return true }
        stoppedAt = ScriptLocation(file: file, line: parsed.number, column: 1)
        return false
    }

    /// ``perform(_:)`` for a traced run, which prints the window after each line that changed
    /// it: a line that wrote but changed nothing (a value set to what it was) is rolled back
    /// to a checkpoint, so that its stamp stays, O(what it wrote); `changed` tells whether the
    /// window's stamp moved. Out of line, so that an untraced line carries neither the
    /// checkpoint (some 160 bytes, copied and dropped per line) nor the stamp.
    private mutating func performKeepingStamp(_ command: borrowing Command, changed: inout Bool) throws(ScriptError) -> CommandWarnings {
        // The stamp, not a copy of the window: holding a copy would make the command's first
        // write copy every controller.
        let before = window.changeStamp
        defer { changed = before != window.changeStamp }
        let checkpoint = window.beginCheckpoint()
        let warnings: CommandWarnings
        do throws(ScriptError) {
            warnings = try perform(command)
        } catch {
            window.endCheckpoint(checkpoint)
            throw error
        }
        if window.isUnchanged(since: checkpoint) { window.rollBack(to: checkpoint) } else { window.endCheckpoint(checkpoint) }
        return warnings
    }

    /// Executes one parsed command and reports what happened.
    package mutating func execute(_ command: Command) {
        statistics.commands += 1
        let hasEvents = startEvents(of: command)
        // Whether a traced line changed the window (``performKeepingStamp(_:changed:)``).
        var changed = false
        do throws(ScriptError) {
            let warnings = try options.trace ? performKeepingStamp(command, changed: &changed) : perform(command)
            // Most lines warn of nothing: no iterator for them.
            if !warnings.isEmpty { reportWarnings(warnings, of: command) }
            // Lines that write nothing (expectations, ignored calls) keep the stamp: O(1).
            if changed {
                write("# \(command.location.file):\(command.location.line): \(Interpreter.trimmingSpaces(command.sourceLine))\n")
                write(TreeDumper.render(window))
            }
            if options.events, hasEvents { write(lastEventsHeader + Interpreter.eventLines(lastEvents)) }
            if !hasEvents, command.declarationReference?.read({ $0.isExpectation }) == true {
                statistics.expectationsPassed += 1
                expectationChecked?(ExpectationResult(command, .passed))
            }
            observe?(Step(command: command, window: window, warnings: warnings.texts, events: hasEvents ? lastEvents : []))
        } catch {
            let diagnostic: Diagnostic
            let (column, length) = error.place(endColumn: command.endColumn)
            if let (location, sourceLine) = error.elsewhere {
                diagnostic = Diagnostic(
                    .error, error.message, at: location, sourceLine: sourceLine,
                    notes: error.notes + [
                        "in '\(command.declaration?.path ?? command.name.value)' at \(command.location.file):\(command.location.line):\(column)"
                    ], detail: error.detail)
            } else {
                diagnostic = Diagnostic(
                    .error, error.message, at: ScriptLocation(file: command.location.file, line: command.location.line, column: column),
                    length: length, sourceLine: command.sourceLine, notes: error.notes, detail: error.detail)
            }
            fail(diagnostic, stopping: error.kind != .recorded)
            if command.declaration?.isExpectation == true {
                if error.kind == .expectationFailed || error.kind == .recorded {
                    statistics.expectationsFailed += 1
                    expectationChecked?(ExpectationResult(command, .failed(diagnostic)))
                } else {
                    statistics.expectationErrors += 1
                    expectationChecked?(ExpectationResult(command, .error(diagnostic)))
                }
            } else {
                statistics.commandErrors += 1
                commandFailed?(diagnostic)
            }
            observe?(Step(command: command, window: window, error: error.message))
        }
    }

    /// Reports `warnings`, which `command` gave.
    private mutating func reportWarnings(_ warnings: CommandWarnings, of command: borrowing Command) {
        for warning in warnings {
            statistics.warnings += 1
            report(Diagnostic(.warning, warning, at: command.location, length: command.name.length, sourceLine: command.sourceLine))
        }
    }

    /// Counts a line the parser refused as an expectation in error when it starts with the
    /// word `expect`, as a command error otherwise: a report lists it with the others.
    private mutating func unparsedLineFailed(_ diagnostic: Diagnostic) {
        var line = Substring(diagnostic.sourceLine)
        while let first = line.first, first == " " || first == "\t" { line = line.dropFirst() }
        let rest = line.dropFirst("expect".count)
        guard line.hasPrefix("expect"), rest.isEmpty || rest.first == " " || rest.first == "\t" else {
            statistics.commandErrors += 1
            commandFailed?(diagnostic)
            return
        }
        statistics.expectationErrors += 1
        expectationChecked?(
            ExpectationResult(
                location: ScriptLocation(file: diagnostic.location.file, line: diagnostic.location.line, column: 1),
                text: Interpreter.trimmingSpaces(diagnostic.sourceLine), outcome: .error(diagnostic)))
    }

    /// When `command` has events (not an expectation or a print), makes it the command
    /// ``lastEvents`` belong to, with none yet; returns whether it has.
    @inline(__always)
    mutating func startEvents(of command: Command) -> Bool {
        // Any line but an expectation's and a print's (`CommandRole.reportsEvents`), an
        // unknown word's too (it has none); the role read once.
        let role = command.declarationReference?.read { $0.role }
        guard role?.reportsEvents ?? true else { return false }
        // A loaded window is not reached by a transition: its events are none, and there is
        // nothing to replay.
        if role != .load { eventCommands += 1 }
        if !lastEvents.isEmpty { lastEvents = [] }
        if lastAnimation != nil { lastAnimation = nil }
        if window.recordsLifecycleEvents { lastEventsHeader = Interpreter.eventsHeader(of: command) }
        return true
    }

    /// `> FILE:LINE: COMMAND`, the line `--events` and `print events` print before a command's events.
    static func eventsHeader(of command: Command) -> String {
        "> \(command.location.file):\(command.location.line): \(Interpreter.trimmingSpaces(command.sourceLine))\n"
    }

    private mutating func fail(_ diagnostic: Diagnostic, stopping: Bool = true) {
        statistics.errors += 1
        failed = true
        if stopping { stops = true }
        report(diagnostic)
    }
}

extension Interpreter {
    /// `text` without leading and trailing spaces and tabs.
    package static func trimmingSpaces(_ text: String) -> String {
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

/// The outcome of one `expect` line, as a test report lists it (navtree's `--junit`): where it
/// is, what it says, and whether it held.
public struct ExpectationResult: Hashable, Sendable {
    /// Whether an expectation held.
    public enum Outcome: Hashable, Sendable {
        /// It held.
        case passed
        /// It did not hold, with the error reported (a snapshot recorded instead of compared
        /// is a failure too).
        case failed(Diagnostic)
        /// It could not be checked, with the error reported: the line is malformed, names what
        /// the window does not hold, or a snapshot could not be read or written.
        case error(Diagnostic)
    }

    /// Where the line is (the column of its first word).
    public var location: ScriptLocation
    /// The line as written, without leading and trailing spaces and tabs.
    public var text: String
    /// Whether it held.
    public var outcome: Outcome

    /// Creates a result.
    public init(location: ScriptLocation, text: String, outcome: Outcome) {
        self.location = location
        self.text = text
        self.outcome = outcome
    }

    /// The result of `command`.
    init(_ command: Command, _ outcome: Outcome) {
        self.init(location: command.location, text: Interpreter.trimmingSpaces(command.sourceLine), outcome: outcome)
    }
}
