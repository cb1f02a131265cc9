#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackRendering
#endif

/// `expect snapshot NAME [format=F]`: the state rendered in a format, compared with a
/// reference kept by ``Interpreter/snapshots``, in swift-snapshot-testing's manner.
extension Interpreter {
    mutating func expectSnapshot(_ args: Arguments, in command: Command) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let name = args.word(0)
        if let problem = SnapshotPath.problem(with: name.value) {
            throw ScriptError("invalid snapshot name '\(name.value)': \(problem)", at: name)
        }
        var format = OutputFormat.tree
        if let value = args.option("format") {
            format = try Arguments.choice(value, key: "format", OutputFormat.allCases.map { ($0.rawValue, $0) })
        }
        guard outcomeNesting == 0 else {
            throw ScriptError("'expect snapshot' cannot be nested in 'expect error' or 'expect warning'", at: args.name)
        }
        guard let store = snapshots else {
            throw ScriptError("snapshots are not available here: the interpreter has no snapshot store", at: args.name, kind: .rejected)
        }
        let path = SnapshotPath.path(script: command.location.file, name: name.value, format: format)
        let here = command.location
        if let earlier = snapshotLines[path], earlier.file != here.file || earlier.line != here.line {
            throw ScriptError(
                "snapshot '\(name.value)' in \(format.rawValue) is already checked at \(earlier.file):\(earlier.line); "
                    + "give each 'expect snapshot' its own name",
                at: name)
        }
        snapshotLines[path] = here
        let current = format.render(window)
        if options.recordsSnapshots {
            try record(current, at: path, name: name, in: store)
            throw ScriptError(
                "expectation failed: record mode is on; automatically recorded snapshot '\(path)'", at: name, kind: .recorded,
                notes: ["turn record mode off to compare with it"])
        }
        let reference: String?
        switch store.reference(at: path) {
        case let .success(text): reference = text
        case let .failure(failure):
            throw ScriptError("cannot read snapshot '\(path)': \(failure.reason)", at: name, kind: .rejected)
        }
        guard let reference else {
            try record(current, at: path, name: name, in: store)
            throw ScriptError(
                "expectation failed: no reference was found on disk; automatically recorded snapshot '\(path)'", at: name,
                kind: .recorded, notes: ["run again to compare with it"])
        }
        guard reference != current else { return passed() }
        let diff = LineDiff(old: reference, new: current)
        throw ScriptError(
            "expectation failed: snapshot '\(name.value)' does not match its reference '\(path)'", at: name,
            kind: .expectationFailed,
            notes: [
                "- the reference, + the current state (\(format.rawValue))"
                    + (diff.isMinimal ? "" : "; too many changes for a shortest diff"),
                "record mode (navtree --record, runScript(record: true)) makes the current state the reference",
            ],
            detail: LineDiff.bounded(diff.unified(oldName: path, newName: "the current state")))
    }

    /// Writes `text` as the reference at `path`; a failure is the line's error.
    private func record(
        _ text: String, at path: String, name: Located<String>, in store: any SnapshotStore
    ) throws(ScriptError) {
        if case let .failure(failure) = store.record(text, at: path) {
            throw ScriptError("cannot write snapshot '\(path)': \(failure.reason)", at: name, kind: .rejected)
        }
    }
}
