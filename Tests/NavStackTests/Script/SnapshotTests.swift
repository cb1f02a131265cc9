import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Snapshot references in memory: what `expect snapshot` reads and records, with failures on
/// request.
final class MemorySnapshotStore: SnapshotStore {
    var files: [String: String]
    var unreadable: Set<String> = []
    var unwritable: Set<String> = []
    private(set) var recorded: [String] = []

    init(_ files: [String: String] = [:]) { self.files = files }

    func reference(at path: String) -> Result<String?, SnapshotStoreError> {
        unreadable.contains(path) ? .failure(SnapshotStoreError("Is a directory")) : .success(files[path])
    }

    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
        if unwritable.contains(path) { return .failure(SnapshotStoreError("Permission denied")) }
        files[path] = text
        recorded.append(path)
        return .success(())
    }
}

/// A script run with a snapshot store: what it reported, each expectation's outcome.
struct SnapshotRun {
    var interpreter: Interpreter
    var diagnostics: [Diagnostic] = []
    var results: [ExpectationResult] = []
    var completed: Bool

    init(
        _ text: String, store: MemorySnapshotStore?, file: String = "flows/login.nav", keepGoing: Bool = false,
        record: Bool = false
    ) {
        interpreter = Interpreter(options: .init(keepGoing: keepGoing, recordsSnapshots: record))
        interpreter.snapshots = store
        var diagnostics: [Diagnostic] = []
        var results: [ExpectationResult] = []
        interpreter.report = { diagnostics.append($0) }
        interpreter.expectationChecked = { results.append($0) }
        completed = interpreter.run(ScriptSource(name: file, text: text))
        self.diagnostics = diagnostics
        self.results = results
    }

    var errors: [String] { diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } }
    var outcomes: [String] {
        results.map {
            switch $0.outcome {
            case .passed: "passed"
            case .failed: "failed"
            case .error: "error"
            }
        }
    }
}

@Suite struct SnapshotTests {
    static let home = "flows/__Snapshots__/login/home.tree.txt"

    @Test("the reference path: __Snapshots__/SCRIPT/NAME.EXT beside the script, eval and stdin in the working directory")
    func paths() {
        #expect(SnapshotPath.path(script: "login.nav", name: "home", format: .tree) == "__Snapshots__/login/home.tree.txt")
        #expect(SnapshotPath.path(script: "flows/login.nav", name: "home", format: .json) == "flows/__Snapshots__/login/home.json")
        #expect(SnapshotPath.path(script: "/abs/a.b.nav", name: "x", format: .svg) == "/abs/__Snapshots__/a.b/x.svg")
        #expect(SnapshotPath.path(script: "./noext", name: "x", format: .uikit) == "./__Snapshots__/noext/x.uikit.txt")
        #expect(SnapshotPath.path(script: ".nav", name: "x", format: .frames) == "__Snapshots__/.nav/x.frames.txt")
        #expect(SnapshotPath.path(script: "<eval>", name: "x", format: .dot) == "__Snapshots__/eval/x.dot")
        #expect(SnapshotPath.path(script: "<stdin>", name: "x", format: .mermaid) == "__Snapshots__/stdin/x.mmd")
        let extensions = OutputFormat.allCases.map(SnapshotPath.fileExtension(for:))
        #expect(Set(extensions).count == OutputFormat.allCases.count, "no two formats share a file")
    }

    @Test("a missing reference is recorded and fails, without stopping the run; the next run passes")
    func missingIsRecorded() {
        let store = MemorySnapshotStore()
        let script = "root n=uinav(Home)\nexpect snapshot home\npush Detail\nexpect top Detail\n"
        let first = SnapshotRun(script, store: store)
        #expect(first.completed, "a recorded snapshot does not stop the run")
        #expect(first.interpreter.failed)
        #expect(
            first.errors == [
                "2:17: expectation failed: no reference was found on disk; automatically recorded snapshot '\(Self.home)'"
            ])
        #expect(first.diagnostics.first?.notes == ["run again to compare with it"])
        #expect(first.outcomes == ["failed", "passed"])
        #expect(first.interpreter.statistics.expectationsFailed == 1)
        #expect(store.files == [Self.home: "UINavigationController \"n\"\n└─ Home ◀ top\n"])
        #expect(first.interpreter.window.count(of: .screen) == 2, "the lines after it ran")
        let second = SnapshotRun(script, store: store)
        #expect(second.errors == [])
        #expect(second.outcomes == ["passed", "passed"])
        #expect(store.recorded == [Self.home], "a matching snapshot is not rewritten")
    }

    @Test("a mismatch fails with a unified diff of the reference and the current state, and stops the run")
    func mismatch() throws {
        let store = MemorySnapshotStore([Self.home: "UINavigationController \"n\"\n├─ Home\n└─ Settings ◀ top\n"])
        let run = SnapshotRun("root n=uinav(Home)\npush Detail\nexpect snapshot home\npush More\n", store: store)
        #expect(!run.completed)
        #expect(run.errors == ["3:17: expectation failed: snapshot 'home' does not match its reference '\(Self.home)'"])
        let diagnostic = try #require(run.diagnostics.first)
        #expect(
            diagnostic.notes == [
                "- the reference, + the current state (tree)",
                "record mode (navtree --record, runScript(record: true)) makes the current state the reference",
            ])
        #expect(
            diagnostic.detail == [
                "--- \(Self.home)", "+++ the current state", "@@ -1,3 +1,3 @@", " UINavigationController \"n\"", " ├─ Home",
                "-└─ Settings ◀ top", "+└─ Detail ◀ top",
            ])
        #expect(run.outcomes == ["failed"])
        #expect(run.interpreter.window.count(of: .screen) == 2, "'push More' did not run")
        #expect(store.recorded == [], "a mismatch never rewrites the reference")
        // The formatter prints the diff after the notes, as it is; coloured when asked.
        let text = DiagnosticsFormatter().format(diagnostic)
        #expect(
            text.hasSuffix(
                "reference\n--- \(Self.home)\n+++ the current state\n@@ -1,3 +1,3 @@\n UINavigationController \"n\"\n ├─ Home\n-└─ Settings ◀ top\n+└─ Detail ◀ top\n"
            ))
        let coloured = DiagnosticsFormatter(colorize: true).format(diagnostic)
        #expect(coloured.contains("\u{1B}[31m-└─ Settings ◀ top\u{1B}[0m\n\u{1B}[32m+└─ Detail ◀ top\u{1B}[0m\n"))
    }

    @Test("format= compares that rendering, in its own file; every format round-trips")
    func formats() {
        let store = MemorySnapshotStore()
        let lines = OutputFormat.allCases.map { "expect snapshot s format=\($0.rawValue)" }.joined(separator: "\n")
        let run = SnapshotRun("root n=uinav(Home)\n" + lines, store: store)
        #expect(run.outcomes == Array(repeating: "failed", count: OutputFormat.allCases.count))
        for format in OutputFormat.allCases {
            let path = SnapshotPath.path(script: "flows/login.nav", name: "s", format: format)
            #expect(store.files[path] == format.render(run.interpreter.window), "\(format)")
        }
        let again = SnapshotRun("root n=uinav(Home)\n" + lines, store: store)
        #expect(again.errors == [])
        #expect(again.outcomes == Array(repeating: "passed", count: OutputFormat.allCases.count))
    }

    @Test("record mode rewrites every reference the run reaches, each reported as a failure that does not stop the run")
    func recordMode() {
        let store = MemorySnapshotStore([Self.home: "old\n"])
        let run = SnapshotRun("root n=uinav(Home)\nexpect snapshot home\nexpect snapshot other format=json\n", store: store, record: true)
        #expect(run.completed)
        #expect(
            run.errors == [
                "2:17: expectation failed: record mode is on; automatically recorded snapshot '\(Self.home)'",
                "3:17: expectation failed: record mode is on; automatically recorded snapshot 'flows/__Snapshots__/login/other.json'",
            ])
        #expect(run.outcomes == ["failed", "failed"])
        #expect(store.files[Self.home] == "UINavigationController \"n\"\n└─ Home ◀ top\n")
        #expect(store.recorded == [Self.home, "flows/__Snapshots__/login/other.json"])
    }

    @Test("a reference that cannot be read or written is an error of the line, not a failure")
    func storeFailures() {
        let unreadable = MemorySnapshotStore()
        unreadable.unreadable = [Self.home]
        let read = SnapshotRun("root uinav(A)\nexpect snapshot home", store: unreadable)
        #expect(read.errors == ["2:17: cannot read snapshot '\(Self.home)': Is a directory"])
        #expect(read.outcomes == ["error"])
        #expect(!read.completed)
        let unwritable = MemorySnapshotStore()
        unwritable.unwritable = [Self.home]
        let write = SnapshotRun("root uinav(A)\nexpect snapshot home", store: unwritable)
        #expect(write.errors == ["2:17: cannot write snapshot '\(Self.home)': Permission denied"])
        #expect(write.outcomes == ["error"])
        let none = SnapshotRun("root uinav(A)\nexpect snapshot home", store: nil)
        #expect(none.errors == ["2:1: snapshots are not available here: the interpreter has no snapshot store"])
        #expect(none.outcomes == ["error"])
    }

    @Test(
        "a name must be a plain file name; a bad one is a malformed line and nothing is read or written",
        arguments: [
            ("expect snapshot \"\"", "2:17: invalid snapshot name '': it is empty"),
            ("expect snapshot a/b", "2:17: invalid snapshot name 'a/b': a name is a file name, without '/' or '\\'"),
            ("expect snapshot \"a\\\\b\"", "2:17: invalid snapshot name 'a\\b': a name is a file name, without '/' or '\\'"),
            ("expect snapshot ..", "2:17: invalid snapshot name '..': a name may not hold '..'"),
            ("expect snapshot a..b", "2:17: invalid snapshot name 'a..b': a name may not hold '..'"),
            ("expect snapshot \"a\u{7}b\"", "2:17: invalid snapshot name 'a\u{7}b': it holds the control character U+0007"),
            ("expect snapshot \"a\u{85}\"", "2:17: invalid snapshot name 'a\u{85}': it holds the control character U+0085"),
            (
                "expect snapshot " + String(repeating: "n", count: 201),
                "2:17: invalid snapshot name '\(String(repeating: "n", count: 201))': it is longer than 200 bytes"
            ),
            (
                "expect snapshot home format=png",
                "2:29: invalid value 'png' for 'format'; expected 'tree', 'uikit', 'json', 'dot', 'mermaid', 'frames', 'svg' or 'state'"
            ),
            ("expect snapshot", "2:16: missing argument for 'expect snapshot'; usage: " + usage(of: "expect snapshot")),
            ("expect snapshot a b", "2:19: unexpected argument 'b'; usage: " + usage(of: "expect snapshot")),
            ("expect snapshot a colour=red", "2:19: unknown option 'colour' for 'expect snapshot'"),
        ])
    func badLines(_ line: String, _ error: String) {
        let store = MemorySnapshotStore()
        let run = SnapshotRun("root uinav(A)\n" + line, store: store)
        #expect(run.errors == [error])
        #expect(run.outcomes == ["error"])
        #expect(store.recorded == [])
        #expect(SnapshotPath.problem(with: "home-after login") == nil)
    }

    @Test("one snapshot checked from two lines is an error; the same line run again is not")
    func duplicates() {
        let store = MemorySnapshotStore()
        var run = SnapshotRun(
            "root uinav(A)\nexpect snapshot home\npush B\nexpect snapshot home format=json\nexpect snapshot home\n", store: store,
            keepGoing: true)
        #expect(
            run.errors.last
                == "5:17: snapshot 'home' in tree is already checked at flows/login.nav:2; give each 'expect snapshot' its own name")
        #expect(run.outcomes == ["failed", "failed", "error"])
        run.interpreter.run(ScriptSource(name: "flows/login.nav", text: "pop\nexpect snapshot home"))
        #expect(run.interpreter.statistics.expectationErrors == 1, "line 2 again")
    }

    @Test("'expect snapshot' inside 'expect error' or 'expect warning' is a script error: a rejection cannot undo a file")
    func notNested() {
        let store = MemorySnapshotStore()
        for form in ["error", "warning"] {
            let run = SnapshotRun("root uinav(A)\nexpect \(form) expect snapshot home", store: store)
            #expect(run.errors == ["2:\(form.count + 9): 'expect snapshot' cannot be nested in 'expect error' or 'expect warning'"])
        }
        #expect(store.recorded == [])
    }
}
