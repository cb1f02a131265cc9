import NavStack

/// navtree's interactive mode: a prompt, each line run at once on one window, the tree printed
/// after every line that changes it, diagnostics inline. Besides the script language it knows
/// `help`, `help COMMAND`, `undo` (the window before the last change: the window is a value),
/// `history` and `quit`.
struct REPL {
    /// The prompt.
    static let prompt = "navtree> "
    /// How many changes `undo` can take back.
    static let maximumUndo = 1_000

    var interpreter: Interpreter
    /// The windows before each change, the latest last.
    private(set) var undoStack: [Window] = []
    /// The lines entered, oldest first.
    private(set) var history: [String] = []
    private let output: (String) -> Void

    init(interpreter: Interpreter, output: @escaping (String) -> Void) {
        self.interpreter = interpreter
        self.output = output
    }

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
            if let previous = undoStack.popLast() {
                interpreter.window = previous
                output(TreeDumper.render(previous))
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
        let before = interpreter.window
        let stamp = before.changeStamp
        interpreter.run(ScriptSource(name: "<repl>", text: line, firstLine: history.count))
        if interpreter.window.changeStamp != stamp, interpreter.window != before {
            undoStack.append(before)
            if undoStack.count > REPL.maximumUndo { undoStack.removeFirst() }
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
