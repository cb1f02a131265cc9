// The fuzz target: compiled into one module with the library's sources by Fuzz/run.sh
// (NAVSTACK_SINGLE_MODULE), so it calls their internals directly (no `import NavStack`).
//
// Each input is a script. Every line runs on one interpreter with --keep-going, and after
// every line:
//   - the window's invariants hold (`invariantViolations()` is empty; once the window holds
//     more than 512 controllers, checked every 64th line and after the last);
//   - a line that reported an error left the whole window equal to what it was;
//   - names have one rule: each named controller is found by its name, by the interpreter's
//     name hints, and by a canonically equal spelling of it (see `nameProblem`);
//   - replaying the line's lifecycle events from the window before it ends in the states
//     of the window after it (`lifecycleReplayViolations`; the window records events);
//   - every diagnostic formats.
// Then the whole script is parsed in one pass, as a run parses it (lines written again copied
// from the parser's table of recent lines), and each line must parse as it does alone.
// At the end every output format and a storyboard of the last steps render. A broken rule
// stops the run with a crash, which is what the fuzzing engine records; only this harness
// traps, never the library.

/// Stops the run with `message`: the fuzzing engine saves the input that got here.
private func violation(_ message: String, script: [UInt8]) -> Never {
    let excerpt = String(decoding: script.prefix(2_000), as: UTF8.self)
    fatalError("\(message)\n--- script (first 2000 bytes)\n\(excerpt)")
}

/// A broken name rule, checked on the first 64 named controllers: each is found by its name,
/// by the interpreter's hints, and by the name with `K`, `;` and `` ` `` swapped for the
/// singletons canonically equal to them (U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK,
/// U+1FEF GREEK VARIA) and back, which `String ==` treats as the same name.
private func nameProblem(in interpreter: Interpreter) -> String? {
    let window = interpreter.window
    let swaps: [Unicode.Scalar: Unicode.Scalar] = [
        "K": "\u{212A}", "\u{212A}": "K", ";": "\u{037E}", "\u{037E}": ";", "`": "\u{1FEF}", "\u{1FEF}": "`",
    ]
    var checked = 0
    for (id, node) in window.nodes {
        guard let name = node.name else { continue }
        var variant = String.UnicodeScalarView()
        variant.append(contentsOf: name.unicodeScalars.map { swaps[$0] ?? $0 })
        let equivalent = String(variant)
        if window.id(named: name) != id { return "'\(name)' does not find \(id)" }
        if interpreter.nameHints.id(named: name, in: window) != id { return "the name hints disagree on '\(name)'" }
        if window.id(named: equivalent) != id { return "'\(equivalent)', equal to '\(name)', does not find \(id)" }
        checked += 1
        if checked == 64 { break }
    }
    return nil
}

/// Snapshot references in memory, at most 64 of them.
private final class FuzzSnapshots: SnapshotStore {
    var files: [String: String] = [:]

    func reference(at path: String) -> Result<String?, SnapshotStoreError> { .success(files[path]) }

    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
        guard files.count < 64 || files[path] != nil else { return .failure(SnapshotStoreError("the fuzzer keeps 64 snapshots")) }
        files[path] = text
        return .success(())
    }
}

/// Whether `command`'s arguments, sorted when it was parsed (``CommandBody/sorted``), are what
/// reading them when it runs gives; `true` when they were not sorted then.
private func sortsAlike(_ command: Command) -> Bool {
    guard let sorted = command.body.sorted, let reference = command.declarationReference else { return true }
    let unshaped = Command(
        name: command.name, declarationReference: reference, arguments: command.arguments, nested: command.nested,
        file: command.file, line: command.line, source: command.source, shape: .unverified)
    guard let read = try? Arguments(unshaped, declaration: reference, isSubcommand: command.isSubcommand) else { return false }
    return read.wordCount == sorted.wordCount && read.optionCount == sorted.optionCount && read.treeCount == sorted.treeCount
        && read.words.map(\.value) == sorted.words.map(\.value) && read.options.map(\.key.value) == sorted.options.map(\.key.value)
        && read.name == sorted.name
}

/// A line the script's one pass over its lines (one parser scratch, so lines written again
/// share the command bodies kept in its table of recent lines, and commands recycled in
/// batches as the parse-ahead worker does) parses differently from the same line parsed
/// alone, its arguments sorted when parsed included.
private func recentLinesProblem(in bytes: [UInt8]) -> String? {
    var scratch = Parser.Scratch()
    var batch: [ParsedLine] = []
    var problem: String?
    ScriptSource(name: "fuzz.nav", bytes: bytes).forEachRawLine { number, raw in
        var alone = Parser.Scratch()
        let inPass = ParsedLine(number: number, line: raw, file: "fuzz.nav", scratch: &scratch)
        let fresh = ParsedLine(number: number, line: raw, file: "fuzz.nav", scratch: &alone)
        let same: Bool
        switch (inPass, fresh) {
        case (nil, nil): same = true
        case let (inPass?, fresh?):
            switch (inPass.problem, fresh.problem) {
            case (nil, nil):
                same =
                    inPass.command == fresh.command && inPass.command.shape == fresh.command.shape
                    && inPass.command.declaration === fresh.command.declaration
                    && sortsAlike(inPass.command) && sortsAlike(fresh.command)
            case let (.failure(first)?, .failure(second)?): same = first == second
            case (.unreadable?, .unreadable?): same = true
            default: same = false
            }
            batch.append(inPass)
        default: same = false
        }
        guard same else {
            problem = "line \(number) parses differently in the script's pass than alone"
            return false
        }
        if batch.count == 8 {
            for index in batch.indices { batch[index].recycle(into: &scratch) }
            batch.removeAll()
        }
        return true
    }
    return problem
}

@_cdecl("LLVMFuzzerTestOneInput")
public func navStackFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var interpreter = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
    interpreter.window.recordsLifecycleEvents = true
    var errors = 0
    var printed = 0
    let formatter = DiagnosticsFormatter()
    interpreter.report = { diagnostic in
        if diagnostic.severity == .error { errors += 1 }
        if formatter.format(diagnostic).isEmpty { violation("a diagnostic formatted to nothing", script: bytes) }
    }
    interpreter.write = { printed += $0.utf8.count }
    // Snapshots in memory, so `expect snapshot` lines record, compare and diff.
    interpreter.snapshots = FuzzSnapshots()
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
        // A line ends at LF, CR or CRLF, as in ScriptSource: a line holding a lone CR would
        // otherwise run as two commands and one check.
        let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
        let line = Array(bytes[start..<end])
        let before = interpreter.window
        let errorsBefore = errors
        let eventCommandsBefore = interpreter.eventCommands
        interpreter.run(ScriptSource(name: "fuzz.nav", bytes: line, firstLine: number))
        // The check is O(window): after every line of a small window, every 64th of a large
        // one (and after the last), so that the large seeds stay linear.
        let isLast = end >= bytes.count
        if interpreter.window.count <= 512 || number % 64 == 0 || isLast {
            let problems = interpreter.window.invariantViolations()
            if !problems.isEmpty {
                violation("invariants broken after line \(number):\n  " + problems.joined(separator: "\n  "), script: bytes)
            }
            // The events of the command the line ran, if it ran one that has events (not an
            // expectation or a print, which keep the last command's).
            if interpreter.eventCommands > eventCommandsBefore {
                let replay = interpreter.window.lifecycleReplayViolations(of: interpreter.lastEvents.map(\.event), from: before)
                if !replay.isEmpty {
                    violation("the events of line \(number) do not replay:\n  " + replay.joined(separator: "\n  "), script: bytes)
                }
            }
        }
        if let problem = nameProblem(in: interpreter) {
            violation("after line \(number): \(problem)", script: bytes)
        }
        if errors > errorsBefore, interpreter.window != before {
            violation("line \(number) was rejected but changed the window", script: bytes)
        }
        start = end + 1
        if end < bytes.count, bytes[end] == 0x0D, start < bytes.count, bytes[start] == 0x0A { start += 1 }
        number += 1
    }
    if let problem = recentLinesProblem(in: bytes) { violation(problem, script: bytes) }
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
