/// navtree: replays navigation scripts on one window and prints the hierarchy. Everything but
/// the real files and streams lives in ``NavTreeCommand``; the C library is reached through
/// ``Platform`` only.
@main
enum NavTree {
    static func main() {
        // A closed pipe (`navtree … | head`) must become a write error, not a signal.
        Platform.ignoreBrokenPipe()
        let status = NavTreeCommand.run(Array(CommandLine.arguments.dropFirst()), environment: .system)
        StandardStream.output.flush()
        if let failure = StandardStream.output.failure {
            StandardStream.error.write("navtree: error: cannot write to standard output: \(failure.reason)\n")
            Platform.exit(ExitStatus.failure.rawValue)
        }
        Platform.exit(status.rawValue)
    }
}

extension NavTreeCommand.Environment {
    /// The real files, standard streams and terminal.
    static var system: Self {
        let noColor = Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        var environment = NavTreeCommand.Environment(
            read: { path in FileReader.read(path) },
            output: { StandardStream.output.write($0) },
            error: { StandardStream.error.write($0) })
        environment.errorBytes = { StandardStream.error.write($0) }
        environment.readAtMost = { path, maximumSize in FileReader.read(path, maximumSize: maximumSize) }
        environment.streamedScript = { path in FileReader.streamedScript(path) }
        environment.outputFailed = { StandardStream.output.failed }
        environment.write = { path, contents in FileWriter.write(path, contents) }
        environment.examine = { path in FileReader.examine(path) }
        environment.createDirectories = { path in FileWriter.createDirectories(for: path) }
        environment.colorize = Platform.isTerminal(Platform.standardError) && !noColor
        environment.isInteractive = { Platform.isTerminal(Platform.standardInput) && Platform.isTerminal(Platform.standardOutput) }
        environment.readLine = { prompt, history in TerminalInput.readLine(prompt: prompt, history: history) }
        environment.interrupted = {
            Platform.catchInterrupts()
            return Platform.takeInterrupt()
        }
        return environment
    }
}
