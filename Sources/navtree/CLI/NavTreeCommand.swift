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
        /// Writes to standard output.
        var output: (String) -> Void
        /// Writes to standard error.
        var error: (String) -> Void
        /// Writes `contents` to the file at `path` (`--storyboard`, `--output`), replacing it.
        var write: (_ path: String, _ contents: String) -> Result<Void, WriteError> = { _, _ in
            .failure(WriteError("writing files is not supported here"))
        }
        /// Creates the folders the file at `path` lies in that do not exist yet (`expect
        /// snapshot` records references into new folders).
        var createDirectories: (_ path: String) -> Result<Void, WriteError> = { _ in
            .failure(WriteError("creating folders is not supported here"))
        }
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
        let formatter = DiagnosticsFormatter(colorize: environment.colorize)
        var window = Window()
        window.setDevice(options.device)
        if let path = options.state {
            switch environment.read(path) {
            case let .success(bytes):
                do throws(StateDocumentError) {
                    window = try StateDocument.window(from: bytes)
                } catch {
                    environment.error("\(path):\(error.line):\(error.column): error: \(error.description)\n")
                    return .usage
                }
                if options.deviceWasGiven { window.setDevice(options.device) }
            case let .failure(failure):
                environment.error("navtree: error: cannot read '\(path)': \(failure.reason)\n")
                return .usage
            }
        }
        var interpreter = Interpreter(
            window: window,
            options: .init(
                keepGoing: options.keepGoing, trace: options.trace, events: options.events,
                recordsEvents: options.storyboard != nil ? true : nil, recordsSnapshots: options.record))
        interpreter.write = environment.output
        interpreter.report = { environment.error(formatter.format($0)) }
        interpreter.stopRequested = environment.outputFailed
        interpreter.readFile = { path in
            (environment.readAtMost?(path, Interpreter.maximumLoadedFileSize) ?? environment.read(path)).mapError {
                FileReadError($0.reason)
            }
        }
        interpreter.snapshots = FileSnapshotStore(environment: environment)
        var storyboard = StoryboardRenderer.Recorder()
        if options.storyboard != nil {
            interpreter.observe = { storyboard.record($0) }
        }
        var junit = JUnitReport()
        if options.junit != nil {
            interpreter.expectationChecked = { junit.add($0) }
        }

        if options.interactive || (options.inputs == [.standardInput] && !options.inputsGiven && environment.isInteractive()) {
            return runREPL(interpreter, environment: environment)
        }
        // The report is reached through closures only: the interpreter's adds to it while it runs.
        var status = run(options.inputs, on: &interpreter, environment: environment) { junit.begin($0) }
        if status != .usage {
            status = writeResults(of: interpreter, storyboard: storyboard, options: options, environment: environment) ?? status
        }
        if let path = options.junit, case let .failure(failure) = environment.write(path, junit.render()) {
            environment.error("navtree: error: cannot write '\(path)': \(failure.reason)\n")
            status = .usage
        }
        if let summary = summary(of: interpreter.statistics) { environment.error(summary) }
        // A state document that did not read is refused input, as an unreadable script is.
        if interpreter.inputRejected { status = .usage }
        return status
    }

    /// Runs `inputs` in order on `interpreter`, until one stops the run, telling `starting`
    /// each script's name first; `.usage` when a script cannot be read.
    private static func run(
        _ inputs: [CommandLineOptions.Input], on interpreter: inout Interpreter, environment: Environment,
        starting: (String) -> Void
    ) -> ExitStatus {
        var evalLine = 1
        for input in inputs {
            let source: ScriptSource
            switch input {
            case let .eval(text):
                source = ScriptSource(name: "<eval>", text: text, firstLine: evalLine)
                evalLine += source.lineCount
            case .standardInput, .file:
                let path: String? = if case let .file(path) = input { path } else { nil }
                switch environment.read(path) {
                case let .success(bytes):
                    source = ScriptSource(name: path ?? "<stdin>", bytes: bytes)
                case let .failure(failure):
                    environment.error("navtree: error: cannot read \(path.map { "'\($0)'" } ?? "standard input"): \(failure.reason)\n")
                    return .usage
                }
            }
            starting(source.name)
            if !interpreter.run(source) || environment.outputFailed() { break }
        }
        return interpreter.failed ? .failure : .success
    }

    /// Writes the storyboard and the final output; `.usage` when a file cannot be written.
    private static func writeResults(
        of interpreter: Interpreter, storyboard: StoryboardRenderer.Recorder, options: CommandLineOptions,
        environment: Environment
    ) -> ExitStatus? {
        if let path = options.storyboard {
            let title = options.inputs.map { input -> String in
                switch input {
                case let .file(path): path
                case .standardInput: "<stdin>"
                case .eval: "<eval>"
                }
            }.reduce(into: [String]()) { names, name in if !names.contains(name) { names.append(name) } }
                .joined(separator: ", ")
            if case let .failure(failure) = environment.write(
                path, StoryboardRenderer.render(storyboard, title: title))
            {
                environment.error("navtree: error: cannot write '\(path)': \(failure.reason)\n")
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
                environment.error("navtree: error: cannot write '\(path)': \(failure.reason)\n")
                return .usage
            }
        } else if !options.quiet && !environment.outputFailed() {
            environment.output(options.format.render(interpreter.window))
        }
        return nil
    }

    /// The line navtree ends with on standard error once it has checked an expectation:
    /// `12 expectations, 1 failed` (failed: did not hold or could not be checked).
    static func summary(of statistics: Interpreter.Statistics) -> String? {
        let count = statistics.expectations
        guard count > 0 else { return nil }
        let failed = statistics.expectationsFailed + statistics.expectationErrors
        return "\(count) expectation\(count == 1 ? "" : "s"), \(failed) failed\n"
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
