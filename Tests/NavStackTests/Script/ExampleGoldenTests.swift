import Testing
@testable import NavStack

/// Every script in Examples/ runs green and prints exactly its golden output
/// (Tests/NavStackTests/Golden/Examples/NAME.out: standard output, then standard error).
@Suite struct ExampleGoldenTests {
    static let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")

    @Test("the Examples folder holds a script for every required scenario")
    func examplesExist() {
        for name in ["koinu-wrapping", "koinu-tab-root", "koinu-tab-per-nav", "bar-styling", "back-buttons",
                     "swipe-back", "hides-bottom-bar", "errors", "modals", "more-tab"] {
            #expect(Self.examples.contains(name + ".nav"), "missing Examples/\(name).nav")
        }
    }

    @Test("example runs with exit 0 and matches its golden output", arguments: examples)
    func example(_ name: String) {
        let run = NavTreeRun(["/repo/Examples/" + name])
        #expect(run.status == .success, "\(name) exited \(run.status): \(run.stderr)")
        let transcript = run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr)
        let golden = name.replacingOccurrences(of: ".nav", with: ".out")
        if let diff = GoldenFile.mismatch("Examples/" + golden, actual: transcript) {
            Issue.record(Comment(rawValue: diff))
        }
    }

    @Test("every example carries expect lines")
    func examplesAssert() throws {
        for name in Self.examples {
            let text = String(decoding: try #require(FileSystem.read(path: RepositoryPath.root + "/Examples/" + name)), as: UTF8.self)
            #expect(text.contains("\nexpect "), "\(name) has no expect line")
        }
    }
}
