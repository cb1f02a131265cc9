@testable import NavStackCore
@testable import NavStackScript

/// Runs script text through an ``Interpreter`` and keeps what it printed and reported.
struct ScriptRun {
    var interpreter: Interpreter
    var output = ""
    var diagnostics: [Diagnostic] = []

    init(_ text: String, keepGoing: Bool = false, window: Window = Window()) {
        interpreter = Interpreter(window: window, options: .init(keepGoing: keepGoing))
        var output = ""
        var diagnostics: [Diagnostic] = []
        interpreter.write = { output += $0 }
        interpreter.report = { diagnostics.append($0) }
        interpreter.run(ScriptSource(name: "t.nav", text: text))
        self.output = output
        self.diagnostics = diagnostics
    }

    var window: Window { interpreter.window }
    var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.message) }
    var warnings: [String] { diagnostics.filter { $0.severity == .warning }.map(\.message) }
    var failed: Bool { interpreter.failed }
}

/// The usage of the command named in full by `path` (`toast`, `popup present`), as its
/// declaration gives it; empty when there is no such command, so the expectation using it fails.
func usage(of path: String) -> String {
    let words = path.split(separator: " ").map(String.init)
    guard let first = words.first, var declaration = CommandTable.command(named: first) else { return "" }
    for word in words.dropFirst() {
        guard let subcommand = declaration.subcommand(named: word) else { return "" }
        declaration = subcommand
    }
    return declaration.usage
}
