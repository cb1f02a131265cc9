import Foundation
import Testing

@testable import navtree

/// `expect snapshot` through navtree: references beside the script, `--record`, and the
/// outcomes in the JUnit report.
@Suite struct SnapshotCommandTests {
    static let tree = "UINavigationController\n└─ A ◀ top\n"

    @Test("a missing reference is recorded beside the script, its folders created, and the run exits 1")
    func records() {
        let run = NavTreeRun(["-q", "flows/login.nav"], files: ["flows/login.nav": "root uinav(A)\nexpect snapshot home\nexpect top A\n"])
        #expect(run.status == .failure)
        #expect(run.written == ["flows/__Snapshots__/login/home.tree.txt": Self.tree])
        #expect(run.directories == ["flows/__Snapshots__/login/home.tree.txt"])
        #expect(
            run.stderr == """
                flows/login.nav:2:17: error: expectation failed: no reference was found on disk; automatically recorded snapshot 'flows/__Snapshots__/login/home.tree.txt'
                2 | expect snapshot home
                  |                 ^~~~
                flows/login.nav:2:17: note: run again to compare with it
                2 expectations, 1 failed

                """)
    }

    @Test("a matching reference passes; -e and standard input keep theirs under eval and stdin")
    func matches() {
        let ok = NavTreeRun(
            ["-q", "login.nav"],
            files: ["login.nav": "root uinav(A)\nexpect snapshot home\n", "__Snapshots__/login/home.tree.txt": Self.tree])
        #expect(ok.status == .success)
        #expect(ok.stderr == "1 expectation, 0 failed\n")
        #expect(ok.written.isEmpty)
        let eval = NavTreeRun(["-q", "-e", "root uinav(A)\nexpect snapshot e format=json"])
        #expect(eval.written.keys.sorted() == ["__Snapshots__/eval/e.json"])
        let stdin = NavTreeRun(["-q"], stdin: "root uinav(A)\nexpect snapshot s format=uikit\n")
        #expect(stdin.written.keys.sorted() == ["__Snapshots__/stdin/s.uikit.txt"])
    }

    @Test("--record rewrites every reference and exits 1; a reference that cannot be written is the line's error")
    func record() {
        let files = ["s.nav": "root uinav(A)\nexpect snapshot a\nexpect snapshot b\n", "__Snapshots__/s/a.tree.txt": Self.tree]
        let run = NavTreeRun(["-q", "--record", "s.nav"], files: files)
        #expect(run.status == .failure)
        #expect(run.written == ["__Snapshots__/s/a.tree.txt": Self.tree, "__Snapshots__/s/b.tree.txt": Self.tree])
        #expect(run.stderr.components(separatedBy: "record mode is on; automatically recorded snapshot").count == 3)
        #expect(run.stderr.hasSuffix("2 expectations, 2 failed\n"))
        #expect(NavTreeRun(["--record=1"]).stderr.hasPrefix("Error: Option '--record' takes no value"))
        let unwritable = NavTreeRun(
            ["-q", "s.nav"], files: ["s.nav": "root uinav(A)\nexpect snapshot c\n"], unwritable: ["__Snapshots__/s/c.tree.txt"])
        #expect(unwritable.status == .failure)
        #expect(unwritable.stderr.hasPrefix("s.nav:2:17: error: cannot write snapshot '__Snapshots__/s/c.tree.txt': Permission denied\n"))
    }

    @Test("in the JUnit report a recorded or differing snapshot is a failure, with the diff in its text")
    func junit() throws {
        let files = [
            "s.nav": "root uinav(A)\nexpect snapshot new\nexpect snapshot old\n",
            "__Snapshots__/s/old.tree.txt": "UINavigationController\n└─ B ◀ top\n",
        ]
        let run = NavTreeRun(["-q", "--junit", "r.xml", "s.nav"], files: files)
        let xml = ParsedXML(try #require(run.written["r.xml"]))
        #expect(xml.error == nil)
        #expect(xml.all("testsuites").first?.attributes["failures"] == "2")
        let failures = xml.all("failure")
        #expect(failures.count == 2)
        #expect(
            failures.last?.attributes["message"]
                == "expectation failed: snapshot 'old' does not match its reference '__Snapshots__/s/old.tree.txt'")
        #expect(failures.last?.text.contains("@@ -1,2 +1,2 @@\n UINavigationController\n-└─ B ◀ top\n+└─ A ◀ top\n") == true)
    }

    @Test("navtree's store reads and writes real files: folders made, a missing reference told from an unreadable one")
    func realFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navtree-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let store = FileSnapshotStore(environment: .system, scripts: [])
        let path = root + "/__Snapshots__/flow/home.tree.txt"
        #expect(try store.reference(at: path).get() == nil)
        #expect((try? store.record("A ◀ top\n", at: path).get()) != nil)
        #expect(try store.reference(at: path).get() == "A ◀ top\n")
        #expect((try? store.record("B ◀ top\n", at: path).get()) != nil, "the folders exist now")
        #expect(try store.reference(at: path).get() == "B ◀ top\n")
        // A folder where the reference should be cannot be read; a file where a folder should be cannot hold one.
        if case .success = store.reference(at: root + "/__Snapshots__/flow") { Issue.record("a folder read as a reference") }
        if case .success = store.record("x", at: path + "/inside.txt") { Issue.record("a reference written under a file") }
    }
}
