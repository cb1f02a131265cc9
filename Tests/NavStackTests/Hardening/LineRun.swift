import Testing

@testable import NavStackCore
@testable import NavStackScript

/// Runs a setup script that must succeed, then one more input on the same interpreter, and
/// keeps what that input reported and the window before and after it.
struct LineRun {
    var before: Window
    var after: Window
    var diagnostics: [Diagnostic]
    var output: String

    /// `input` runs as lines following `setup` in file `t.nav`, with --keep-going.
    init(_ input: String, after setup: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(bytes: Array(input.utf8), after: setup, sourceLocation: sourceLocation)
    }

    init(bytes: [UInt8], after setup: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var diagnostics: [Diagnostic] = []
        var output = ""
        interpreter.report = { diagnostics.append($0) }
        interpreter.write = { output += $0 }
        let newlines = setup.utf8.filter { $0 == 0x0A }.count
        let setupLines = setup.isEmpty ? 0 : newlines + (setup.hasSuffix("\n") ? 0 : 1)
        interpreter.run(ScriptSource(name: "t.nav", text: setup))
        if interpreter.failed {
            Issue.record("setup failed: \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        }
        diagnostics = []
        output = ""
        before = interpreter.window
        interpreter.run(ScriptSource(name: "t.nav", bytes: bytes, firstLine: setupLines + 1))
        after = interpreter.window
        self.diagnostics = diagnostics
        self.output = output
    }

    /// The errors reported, as `line:column: message`.
    var errors: [String] {
        diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// Whether the input left the window exactly as it was.
    var unchanged: Bool { before == after }
}
