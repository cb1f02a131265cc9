#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavStack

/// navtree: replays navigation scripts on one window and prints the hierarchy. Everything but
/// the real files and streams lives in ``NavTreeCommand``.
@main
enum NavTree {
    static func main() {
        // A closed pipe (`navtree … | head`) must become a write error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let noColor = getenv("NO_COLOR").map { !String(cString: $0).isEmpty } ?? false
        var environment = NavTreeCommand.Environment(
            read: { path in FileReader.read(path) },
            output: { StandardStream.output.write($0) },
            error: { StandardStream.error.write($0) })
        environment.outputFailed = { StandardStream.output.failed }
        environment.write = { path, contents in FileWriter.write(path, contents) }
        environment.colorize = isatty(2) == 1 && !noColor
        let status = NavTreeCommand.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
        StandardStream.output.flush()
        if StandardStream.output.failed {
            StandardStream.error.write("navtree: error: cannot write to standard output: \(String(cString: strerror(StandardStream.output.failure)))\n")
            exit(ExitStatus.failure.rawValue)
        }
        exit(status.rawValue)
    }
}
