import NavStack

/// navtree's interactive mode: a prompt, each line run at once on one window, the tree printed
/// after every line that changes it, diagnostics inline. Besides the script language it knows
/// `help`, `help COMMAND`, `undo` (the window before the last change), `history` and `quit`.
///
/// Undo keeps a checkpoint per change (`Window+Checkpoint.swift`): the records each line
/// wrote, not a copy of the window, so a change costs what it changed however large the
/// window. Ctrl-C while a line runs (SIGINT, seen through ``interrupted``) undoes that line
/// and keeps the session, as a shell stops the command it runs.
struct REPL {
    /// The prompt.
    static let prompt = "navtree> "
    /// How many changes `undo` can take back.
    static let maximumUndo = 1_000

    var interpreter: Interpreter
    /// A checkpoint before each change, the latest last.
    private(set) var undoStack: [Window.Checkpoint] = []
    /// The lines entered, oldest first.
    private(set) var history: [String] = []
    private let output: (String) -> Void
    /// Whether Ctrl-C came since it was last asked.
    private let interrupted: () -> Bool

    init(interpreter: Interpreter, output: @escaping (String) -> Void, interrupted: @escaping () -> Bool = { false }) {
        self.interpreter = interpreter
        self.output = output
        self.interrupted = interrupted
    }

    /// What the REPL prints when Ctrl-C stopped a line.
    static let interruptedMessage = "^C\ninterrupted: the line was undone\n"

    /// The first lines it prints.
    static let banner = "navtree \(Release.version) — type script commands; 'help', 'undo', 'history', 'quit'.\n"

    /// Runs one line; returns `false` when the session ends.
    mutating func handle(_ rawLine: String) -> Bool {
        let line = Interpreter.trimmingSpaces(rawLine)
        guard !line.isEmpty else { return true }
        if history.last != line { history.append(line) }
        let words = line.split(separator: " ").map(String.init)
        switch words.first {
        case "quit", "exit":
            return false
        case "help":
            let topic = Array(words.dropFirst())
            if let page = Help.page(for: topic.isEmpty ? [] : topic) {
                output(topic.isEmpty ? REPL.helpText : page)
            } else {
                let suggestion = Help.suggestion(for: topic).map { " Did you mean '\($0)'?" } ?? ""
                output("Unknown command '\(topic.joined(separator: " "))'.\(suggestion)\n")
            }
            return true
        case "undo" where words.count == 1:
            if let checkpoint = undoStack.popLast() {
                interpreter.window.rollBack(to: checkpoint)
                output(TreeDumper.render(interpreter.window))
            } else {
                output("nothing to undo\n")
            }
            return true
        case "history" where words.count == 1:
            for (number, entry) in history.dropLast().enumerated() { output("\(number + 1)  \(entry)\n") }
            return true
        default:
            break
        }
        _ = interrupted()
        let checkpoint = interpreter.window.beginCheckpoint()
        interpreter.run(ScriptSource(name: "<repl>", text: line, firstLine: history.count))
        if interrupted() {
            interpreter.window.rollBack(to: checkpoint)
            output(REPL.interruptedMessage)
        } else if interpreter.window.isUnchanged(since: checkpoint) {
            // Nothing to show or undo (a value set to what it was): the exact state before.
            interpreter.window.rollBack(to: checkpoint)
        } else {
            undoStack.append(checkpoint)
            if undoStack.count > REPL.maximumUndo {
                undoStack.removeFirst()
                if let oldest = undoStack.first { interpreter.window.forgetCheckpoints(before: oldest) }
            }
            output(TreeDumper.render(interpreter.window))
        }
        return true
    }

    /// `help` in the REPL: the commands, then the REPL's own words.
    static var helpText: String {
        "SCRIPT COMMANDS:\n" + CommandTable.commandList
            + "\nREPL:\n  help [COMMAND]   this list, or a command's usage and options\n"
            + "  undo             the window before the last change\n  history          the lines entered so far (↑ and ↓ recall them)\n"
            + "  quit             end the session (also Ctrl-D)\n"
    }
}
