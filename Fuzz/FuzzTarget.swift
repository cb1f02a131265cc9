// The fuzz target: compiled into one module with the library's sources by Fuzz/run.sh
// (NAVSTACK_SINGLE_MODULE), so it calls their internals directly (no `import NavStack`).
//
// Each input is a script. Every line runs on one interpreter with --keep-going, and after
// every line:
//   - the window's invariants hold (`invariantViolations()` is empty);
//   - a line that reported an error left the whole window equal to what it was;
//   - every diagnostic formats.
// At the end every output format and a storyboard of the last steps render. A broken rule
// stops the run with a crash, which is what the fuzzing engine records; only this harness
// traps, never the library.

/// Stops the run with `message`: the fuzzing engine saves the input that got here.
private func violation(_ message: String, script: [UInt8]) -> Never {
    let excerpt = String(decoding: script.prefix(2_000), as: UTF8.self)
    fatalError("\(message)\n--- script (first 2000 bytes)\n\(excerpt)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func navStackFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var interpreter = Interpreter(options: .init(keepGoing: true))
    var errors = 0
    var printed = 0
    let formatter = DiagnosticsFormatter()
    interpreter.report = { diagnostic in
        if diagnostic.severity == .error { errors += 1 }
        if formatter.format(diagnostic).isEmpty { violation("a diagnostic formatted to nothing", script: bytes) }
    }
    interpreter.write = { printed += $0.utf8.count }
    // A storyboard of the whole run.
    var storyboard = StoryboardRenderer.Recorder()
    interpreter.observe = { step in
        storyboard.record(step)
    }

    // Feed the script one line at a time so the checks run after every command; line numbers
    // continue, as navtree's -e texts do.
    var start = 0
    var number = 1
    while start <= bytes.count {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        let line = Array(bytes[start..<end])
        let before = interpreter.window
        let errorsBefore = errors
        interpreter.run(ScriptSource(name: "fuzz.nav", bytes: line, firstLine: number))
        let problems = interpreter.window.invariantViolations()
        if !problems.isEmpty {
            violation("invariants broken after line \(number):\n  " + problems.joined(separator: "\n  "), script: bytes)
        }
        if errors > errorsBefore, interpreter.window != before {
            violation("line \(number) was rejected but changed the window", script: bytes)
        }
        start = end + 1
        number += 1
    }
    // Every format renders; all but frames (empty when nothing is on screen, as in landscape
    // without a root) print something.
    for format in OutputFormat.allCases where format.render(interpreter.window).isEmpty && format != .frames {
        violation("format \(format.rawValue) rendered nothing", script: bytes)
    }
    if StoryboardRenderer.render(storyboard, title: "fuzz.nav").isEmpty {
        violation("the storyboard rendered nothing", script: bytes)
    }
    return 0
}
