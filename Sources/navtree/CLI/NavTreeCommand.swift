import NavStack

/// The whole of navtree but its I/O: parses the command line, runs the inputs in order on one
/// window and prints the result. The executable supplies real files and streams; tests supply
/// their own.
struct NavTreeCommand {
    /// What navtree reads and writes.
    struct Environment {
        /// Reads a file (`nil`: standard input); returns the bytes or a reason (`strerror` text).
        var read: (String?) -> Result<[UInt8], ReadError>
        /// Reads a file, refused without reading past `maximumSize` bytes (`load` reads at most
        /// 64 MiB); `read` when not given.
        var readAtMost: ((_ path: String, _ maximumSize: Int) -> Result<[UInt8], ReadError>)?
        /// The script at a path as a source read a piece at a time as it runs, when it is
        /// large enough to be worth it; `nil` to ``read`` it whole.
        var streamedScript: (String) -> ScriptSource? = { _ in nil }
        /// Writes to standard output.
        var output: (String) -> Void
        /// Writes to standard error. Setting it drops ``errorBytes``, which would go around it.
        var error: (String) -> Void {
            didSet { errorBytes = nil }
        }
        /// Writes UTF-8 bytes to standard error, for diagnostics, which are formatted into one
        /// buffer reused for each rather than into a string apiece; `nil` to use ``error``.
        var errorBytes: ((ArraySlice<UInt8>) -> Void)?
        /// Writes `contents` to the file at `path` (`--storyboard`, `--output`), replacing it.
        var write: (_ path: String, _ contents: String) -> Result<Void, WriteError> = { _, _ in
            .failure(WriteError("writing files is not supported here"))
        }
        /// Creates the folders the file at `path` lies in that do not exist yet (`expect
        /// snapshot` records references into new folders).
        var createDirectories: (_ path: String) -> Result<Void, WriteError> = { _ in
            .failure(WriteError("creating folders is not supported here"))
        }
        /// What is at a path navtree is about to write (``OutputGuard`` decides whether it may).
        var examine: (_ path: String) -> ExistingFile = { _ in .missing }
        /// Whether output has failed (a closed pipe); navtree then stops at the next line.
        var outputFailed: () -> Bool = { false }
        /// Whether diagnostics get ANSI colour.
        var colorize = false
        /// Whether standard input and output are a terminal (navtree with no script then
        /// starts the REPL).
        var isInteractive: () -> Bool = { false }
        /// Reads one line for the REPL after writing `prompt`, offering `history` (oldest
        /// first) to recall; `nil` at the end of input.
        var readLine: (_ prompt: String, _ history: [String]) -> String? = { _, _ in nil }
        /// Whether Ctrl-C came since the last call; the first call makes Ctrl-C a request
        /// rather than the end of the process (the REPL stops the line it runs).
        var interrupted: () -> Bool = { false }

        /// Creates an environment.
        init(
            read: @escaping (String?) -> Result<[UInt8], ReadError>, output: @escaping (String) -> Void,
            error: @escaping (String) -> Void
        ) {
            self.read = read
            self.output = output
            self.error = error
        }
    }

    /// Why a file could not be read.
    struct ReadError: Error, Sendable {
        var reason: String
        /// Whether there is no such file (a snapshot not recorded yet), not another failure.
        var missing: Bool
        init(_ reason: String, missing: Bool = false) {
            self.reason = reason
            self.missing = missing
        }
    }

    /// Why a file could not be written.
    struct WriteError: Error, Sendable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Runs navtree with `arguments` (without the program name).
    static func run(_ arguments: [String], environment: Environment) -> ExitStatus {
        let options: CommandLineOptions
        do throws(CommandLineOptions.UsageError) {
            options = try CommandLineOptions(arguments: arguments)
        } catch {
            environment.error("Error: \(error.message)\n\(Help.usage)\n  See 'navtree --help' for more information.\n")
            return .usage
        }
        if options.help {
            environment.output(Help.text)
            return .success
        }
        if let topic = options.helpTopic {
            guard let page = Help.page(for: topic) else {
                let suggestion = Help.suggestion(for: topic).map { " Did you mean '\($0)'?" } ?? ""
                environment.error(
                    "Error: Unknown command '\(topic.joined(separator: " "))'.\(suggestion)\n"
                        + "  See 'navtree --help' for the list of commands.\n")
                return .usage
            }
            environment.output(page)
            return .success
        }
        if options.version {
            environment.output(Help.version + "\n")
            return .success
        }
        // The JUnit report and the summary count every error; errors that belong to no line
        // (an unreadable input, a run stopped early, a file not written) are added here.
        let report = RunReport()
        let fail = report.fail
        /// Writes the report and the summary, and returns `status`.
        func finish(_ status: ExitStatus, _ statistics: Interpreter.Statistics? = nil) -> ExitStatus {
            var status = status
            if let path = options.junit {
                // Red exactly when navtree exits non-zero: a non-zero exit nothing above
                // explains still gets its test case.
                if status != .success, !report.junit.isRed {
                    fail("navtree exit status", "exit", "navtree exits with status \(status.rawValue)", "navtree")
                }
                if case let .failure(failure) = environment.write(path, report.junit.render()) {
                    environment.error("navtree: error: cannot write '\(path)': \(failure.reason)\n")
                    status = .usage
                }
            }
            if let line = summary(of: statistics, otherErrors: report.otherErrors) { environment.error(line) }
            return status
        }

        // Before anything runs: no output option may replace a script, a folder, a read-only
        // file or a file of another kind.
        let scripts = scriptIdentities(options, environment: environment)
        for (kind, path) in [(OutputKind.junit, options.junit), (.output, options.output), (.storyboard, options.storyboard)] {
            guard let path,
                let refusal = OutputGuard.refusal(toWrite: kind, at: path, existing: environment.examine(path), scripts: scripts)
            else { continue }
            environment.error("Error: \(refusal)\n\(Help.usage)\n  See 'navtree --help' for more information.\n")
            // The report itself may not be written where it was refused.
            if case .junit = kind { return .usage }
            fail("navtree \(kind.option)", "usage", refusal, "navtree")
            return finish(.usage)
        }
        let formatter = DiagnosticsFormatter(colorize: environment.colorize)
        var window = Window()
        window.setDevice(options.device)
        if let path = options.state {
            switch environment.read(path) {
            case let .success(bytes):
                do throws(StateDocumentError) {
                    window = try StateDocument.window(from: bytes)
                } catch {
                    let message = "\(path):\(error.line):\(error.column): error: \(error.description)"
                    environment.error(message + "\n")
                    fail("\(path): --state", "input", message, path)
                    return finish(.usage)
                }
                if options.deviceWasGiven { window.setDevice(options.device) }
            case let .failure(failure):
                let message = "navtree: error: cannot read '\(path)': \(failure.reason)"
                environment.error(message + "\n")
                fail("\(path): --state", "input", message, path)
                return finish(.usage)
            }
        }
        var interpreter = Interpreter(
            window: window,
            options: .init(
                keepGoing: options.keepGoing, trace: options.trace, events: options.events,
                recordsEvents: options.storyboard != nil ? true : nil, recordsSnapshots: options.record))
        interpreter.write = environment.output
        interpreter.report = reporter(formatter, environment: environment)
        interpreter.stopRequested = environment.outputFailed
        interpreter.readFile = { path in
            (environment.readAtMost?(path, Interpreter.maximumLoadedFileSize) ?? environment.read(path)).mapError {
                FileReadError($0.reason)
            }
        }
        interpreter.snapshots = FileSnapshotStore(environment: environment, scripts: scripts)
        var storyboard = StoryboardRenderer.Recorder()
        if options.storyboard != nil {
            interpreter.observe = { storyboard.record($0) }
        }
        if options.junit != nil {
            interpreter.expectationChecked = { report.junit.add($0) }
            interpreter.commandFailed = { report.junit.addCommandError($0) }
        }

        if options.interactive || (options.inputs == [.standardInput] && !options.inputsGiven && environment.isInteractive()) {
            return runREPL(interpreter, environment: environment)
        }
        // The report is reached through closures only: the interpreter's adds to it while it runs.
        let (ran, notRun) = run(
            options.inputs, on: &interpreter, environment: environment, starting: { report.junit.begin($0) },
            unreadable: { fail("\($0): cannot be read", "input", $1, $0) })
        var status = ran
        if let stop = interpreter.stoppedAt, !notRun.isEmpty {
            fail(
                "\(stop.file): the run stopped at line \(stop.line)", "stopped",
                "the run stopped at \(stop.file):\(stop.line) after the error there; "
                    + "\(notRun.joined(separator: ", ")) did not run (--keep-going runs on)",
                stop.file)
        } else if environment.outputFailed() {
            fail("standard output", "output", "standard output was closed; the run stopped where it failed", "navtree")
        }
        if status != .usage {
            status =
                writeResults(of: interpreter, storyboard: storyboard, options: options, environment: environment) { path, message in
                    fail("\(path): cannot be written", "output", message, "navtree")
                } ?? status
        }
        // A state document that did not read is refused input, as an unreadable script is.
        if interpreter.inputRejected { status = .usage }
        return finish(status, interpreter.statistics)
    }

    /// The identities of the files the run reads as input (its scripts and `--state`): no
    /// output may replace them, whatever path names them.
    static func scriptIdentities(_ options: CommandLineOptions, environment: Environment) -> Set<ExistingFile.Identity> {
        var paths = options.inputs.compactMap { input -> String? in if case let .file(path) = input { path } else { nil } }
        if let state = options.state { paths.append(state) }
        return Set(paths.compactMap { environment.examine($0).identity })
    }

    /// Runs `inputs` in order on `interpreter`, until one stops the run, telling `starting`
    /// each script's name first and `unreadable` a script that cannot be read (its name and the
    /// message printed); `.usage` then. Also returns the inputs that did not run.
    private static func run(
        _ inputs: [CommandLineOptions.Input], on interpreter: inout Interpreter, environment: Environment,
        starting: (String) -> Void, unreadable: (String, String) -> Void
    ) -> (ExitStatus, notRun: [String]) {
        var evalLine = 1
        for (index, input) in inputs.enumerated() {
            let source: ScriptSource
            switch input {
            case let .eval(text):
                source = ScriptSource(name: "<eval>", text: text, firstLine: evalLine)
                evalLine += source.lineCount
            case .standardInput, .file:
                let path: String? = if case let .file(path) = input { path } else { nil }
                if let streamed = path.flatMap(environment.streamedScript) {
                    source = streamed
                    break
                }
                switch environment.read(path) {
                case let .success(bytes):
                    source = ScriptSource(name: path ?? "<stdin>", bytes: bytes)
                case let .failure(failure):
                    let message = "navtree: error: cannot read \(path.map { "'\($0)'" } ?? "standard input"): \(failure.reason)"
                    environment.error(message + "\n")
                    unreadable(path ?? "<stdin>", message)
                    return (.usage, names(inputs.dropFirst(index + 1)))
                }
            }
            starting(source.name)
            if !interpreter.run(source) || environment.outputFailed() {
                var notRun = names(inputs.dropFirst(index + 1))
                if let stop = interpreter.stoppedAt, source.hasCommands(after: stop.line) {
                    notRun.insert("the rest of \(source.name)", at: 0)
                }
                return (interpreter.failed ? .failure : .success, notRun)
            }
        }
        return (interpreter.failed ? .failure : .success, [])
    }

    /// The names of `inputs` as the report gives them.
    private static func names(_ inputs: ArraySlice<CommandLineOptions.Input>) -> [String] {
        inputs.map { input in
            switch input {
            case let .file(path): path
            case .standardInput: "<stdin>"
            case .eval: "<eval>"
            }
        }
    }

    /// Writes the storyboard and the final output; `.usage` when a file cannot be written.
    private static func writeResults(
        of interpreter: Interpreter, storyboard: StoryboardRenderer.Recorder, options: CommandLineOptions,
        environment: Environment, unwritten: (_ path: String, _ message: String) -> Void
    ) -> ExitStatus? {
        if let path = options.storyboard {
            let title = names(options.inputs[...])
                .reduce(into: [String]()) { names, name in if !names.contains(name) { names.append(name) } }
                .joined(separator: ", ")
            if case let .failure(failure) = environment.write(
                path, StoryboardRenderer.render(storyboard, title: title))
            {
                let message = "navtree: error: cannot write '\(path)': \(failure.reason)"
                environment.error(message + "\n")
                unwritten(path, message)
                return .usage
            }
            if storyboard.omitted > 0 {
                environment.error(
                    "navtree: warning: the storyboard shows the first \(StoryboardRenderer.maximumCards) commands; "
                        + "\(storyboard.omitted) more are not drawn\n")
            }
        }
        if let path = options.output {
            // `print` and `--trace` wrote to standard output during the run; the file holds the
            // final output alone.
            if case let .failure(failure) = environment.write(path, options.format.render(interpreter.window)) {
                let message = "navtree: error: cannot write '\(path)': \(failure.reason)"
                environment.error(message + "\n")
                unwritten(path, message)
                return .usage
            }
        } else if !options.quiet && !environment.outputFailed() {
            environment.output(options.format.render(interpreter.window))
        }
        if options.output != nil || !options.quiet {
            for warning in options.format.warnings(for: interpreter.window) {
                environment.error("navtree: warning: \(warning.description)\n")
            }
        }
        return nil
    }

    /// The line navtree ends with on standard error once it has checked an expectation:
    /// `12 expectations, 1 failed` (failed: did not hold or could not be checked), then
    /// `, 2 errors` when other errors marred the run — rejected commands and lines that do not
    /// parse (`statistics`), and `otherErrors` (an unreadable input, a run stopped before its
    /// end, a file not written). The JUnit report has a test case for each of them.
    static func summary(of statistics: Interpreter.Statistics?, otherErrors: Int = 0) -> String? {
        let count = statistics?.expectations ?? 0
        let errors = (statistics?.commandErrors ?? 0) + otherErrors
        guard count > 0 else { return nil }
        let failed = (statistics?.expectationsFailed ?? 0) + (statistics?.expectationErrors ?? 0)
        let tail = errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : ""
        return "\(count) expectation\(count == 1 ? "" : "s"), \(failed) failed\(tail)\n"
    }

    /// Reports a diagnostic to standard error: into one buffer that every diagnostic reuses
    /// when the environment takes bytes, else as a string.
    private static func reporter(_ formatter: DiagnosticsFormatter, environment: Environment) -> (Diagnostic) -> Void {
        guard let errorBytes = environment.errorBytes else { return { environment.error(formatter.format($0)) } }
        return DiagnosticWriter(formatter: formatter, write: errorBytes).report
    }

    /// The interactive session: lines from ``Environment/readLine`` until `quit` or the end of
    /// input; every line runs on its own, so an error never ends it.
    private static func runREPL(_ interpreter: Interpreter, environment: Environment) -> ExitStatus {
        var interpreter = interpreter
        interpreter.options.keepGoing = true
        // Diagnostics inline, in order with the trees.
        let formatter = DiagnosticsFormatter(colorize: environment.colorize)
        interpreter.report = { environment.output(formatter.format($0)) }
        var repl = REPL(interpreter: interpreter, output: environment.output, interrupted: environment.interrupted)
        environment.output(REPL.banner)
        while let line = environment.readLine(REPL.prompt, repl.history) {
            if !repl.handle(line) || environment.outputFailed() { break }
        }
        return .success
    }
}

/// What a run reports besides its diagnostics: the JUnit report, and the errors that belong to
/// no line (an unreadable input, a run stopped early, a file not written), which the summary
/// counts. A class: the interpreter's callbacks add to it while the run goes on.
final class RunReport {
    var junit = JUnitReport()
    private(set) var otherErrors = 0

    /// Adds an error that belongs to no line: its test case's name, type, message and suite.
    func fail(_ name: String, _ type: String, _ message: String, _ suite: String) {
        otherErrors += 1
        junit.addError(name, type: type, message: message, suite: suite)
    }
}

/// Formats diagnostics into one buffer that each reuses, and writes its bytes.
private final class DiagnosticWriter {
    private let formatter: DiagnosticsFormatter
    private let write: (ArraySlice<UInt8>) -> Void
    private var buffer: [UInt8] = []

    init(formatter: DiagnosticsFormatter, write: @escaping (ArraySlice<UInt8>) -> Void) {
        self.formatter = formatter
        self.write = write
    }

    func report(_ diagnostic: Diagnostic) {
        let count = formatter.format(diagnostic, into: &buffer)
        write(buffer[..<count])
    }
}
