#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavStack

/// navtree: replays navigation scripts on one window and prints the hierarchy.
@main
enum NavTree {
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = run(arguments)
        StandardStream.output.flush()
        if StandardStream.output.failed {
            StandardStream.error.write("navtree: error: cannot write to standard output (closed?)\n")
            exit(ExitStatus.usage.rawValue)
        }
        exit(status.rawValue)
    }

    static func run(_ arguments: [String]) -> ExitStatus {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(arguments: arguments)
        } catch {
            StandardStream.error.write("Error: \(error.message)\n\(Help.usage)\n  See 'navtree --help' for more information.\n")
            return .usage
        }
        if options.help {
            StandardStream.output.write(Help.text)
            return .success
        }
        if options.version {
            StandardStream.output.write(Help.version + "\n")
            return .success
        }
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        let formatter = DiagnosticsFormatter(colorize: isatty(2) == 1 && !noColor)

        var window = Window()
        window.setDevice(options.device)
        var interpreter = Interpreter(window: window, options: .init(keepGoing: options.keepGoing, trace: options.trace))
        interpreter.write = { StandardStream.output.write($0) }
        interpreter.report = { StandardStream.error.write(formatter.format($0)) }

        var evalLine = 1
        for input in options.inputs {
            let source: ScriptSource
            switch input {
            case let .eval(text):
                source = ScriptSource(name: "<eval>", text: text, firstLine: evalLine)
                evalLine += text.split(separator: "\n", omittingEmptySubsequences: false).count
            case .standardInput:
                switch FileReader.read(nil) {
                case let .success(bytes): source = ScriptSource(name: "<stdin>", bytes: bytes)
                case let .failure(message):
                    StandardStream.error.write("navtree: error: cannot read standard input: \(message)\n")
                    return .usage
                }
            case let .file(path):
                switch FileReader.read(path) {
                case let .success(bytes): source = ScriptSource(name: path, bytes: bytes)
                case let .failure(message):
                    StandardStream.error.write("navtree: error: cannot read '\(path)': \(message)\n")
                    return .usage
                }
            }
            if !interpreter.run(source) { break }
            if StandardStream.output.failed { return .failure }
        }
        if !options.quiet && !StandardStream.output.failed {
            StandardStream.output.write(options.format.render(interpreter.window))
        }
        return interpreter.failed ? .failure : .success
    }
}
