import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// No output option overwrites a script it was given or a file that is not of its own kind:
/// `navtree --junit flow.nav` once replaced the script with XML and exited 0.
@Suite("Output files never replace what they should not")
struct OutputGuardTests {
    static let script = "root uinav(A)\nexpect top A\n"

    @Test("a script taken as an output option's file, with no script after it, is a usage error naming the option")
    func missingScriptAfterOption() {
        for option in ["--storyboard", "--junit", "-o", "--output"] {
            let run = NavTreeRun([option, "flow.nav"], files: ["flow.nav": Self.script], stdin: Self.script)
            #expect(run.status == .usage, "\(option)")
            #expect(run.written.isEmpty, "\(option) wrote \(run.written.keys)")
            let named = option == "-o" ? "--output" : option
            #expect(run.stderr.hasPrefix("Error: Missing script: '\(named)' took 'flow.nav' as the file to write"), "\(run.stderr)")
        }
    }

    @Test("an existing script, a folder, a read-only file or a file of another kind is refused before the run: exit 2, nothing written")
    func refusals() {
        let files = [
            "flow.nav": Self.script, "other.nav": "push B\n", "notes.txt": "hello\n", "locked.xml": "",
            "index.html": "<!DOCTYPE html><title>Docs</title>",
        ]
        let cases: [(arguments: [String], message: String)] = [
            (
                ["--junit", "other.nav", "flow.nav"],
                "'--junit' would write 'other.nav', which exists and is not a JUnit XML report (it looks like a navtree script)"
            ),
            (["--junit", "flow.nav", "flow.nav"], "'--junit' names 'flow.nav', a script navtree reads"),
            (["-o", "notes.txt", "flow.nav"], "'--output' would write 'notes.txt', which exists and is not navtree output;"),
            (
                ["--storyboard", "index.html", "flow.nav"],
                "'--storyboard' would write 'index.html', which exists and is not a navtree storyboard"
            ),
            (["--storyboard", "out", "flow.nav"], "'--storyboard' would write 'out', which is a directory"),
            (["--junit", "locked.xml", "flow.nav"], "'--junit' would write 'locked.xml', which is read-only"),
            (["-o", "other.nav", "--state", "flow.nav", "flow.nav"], "'--output' would write 'other.nav'"),
        ]
        for (arguments, message) in cases {
            let run = NavTreeRun(arguments, files: files, unwritable: ["locked.xml"], directories: ["out"])
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.written.isEmpty, "\(arguments) wrote \(run.written.keys)")
            #expect(run.stdout.isEmpty && !run.stderr.contains("expectation"), "\(arguments): the script ran")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
    }

    @Test("a file of the option's own kind, or none, is written as before; a second run replaces the first's")
    func ownKindIsReplaced() {
        var files = ["flow.nav": Self.script]
        for arguments in [["-o", "out.txt"], ["-f", "json", "-o", "out.txt"], ["--junit", "r.xml"], ["--storyboard", "s.html"]] {
            let first = NavTreeRun(arguments + ["flow.nav"], files: files)
            #expect(first.status == .success, "\(arguments): \(first.stderr)")
            let path = arguments[arguments.count - 1]
            files[path] = first.written[path]
            let second = NavTreeRun(arguments + ["flow.nav"], files: files)
            #expect(second.status == .success && second.written[path] != nil, "\(arguments): \(second.stderr)")
        }
    }

    @Test("every format's output is recognized as navtree output, in that format, for windows of every shape")
    func everyFormatRecognized() {
        let scripts = [
            "", "root uinav(A)", "root A", "root tabs(nav(A), uinav(B), pages(C))\npresent D style=formSheet",
            "root t=tabs(A, B, C, D, E, F)\nselect 5", "root t=tabs(A, B, C, D, E, F)\nselect more", "library rt\nroot nav(\"Name\")",
            "root uinav(A)\npush B hidesBottomBarWhenPushed=true\ntabbar hide", "device iphone-15-pro landscape",
        ]
        for script in scripts {
            let window = ScriptRun(script).window
            for format in OutputFormat.allCases {
                let text = format.render(window)
                #expect(OutputKind.output.recognizes(Array(text.utf8)), "\(format) of \(script)")
                #expect(OutputKind.snapshot(format).recognizes(Array(text.utf8)), "\(format) of \(script)")
            }
        }
    }

    @Test("scripts, prose, other JSON, HTML and XML are not navtree output")
    func otherFilesNotRecognized() {
        let others = [
            "root uinav(A)\npush B\n", "# a comment\npush B\n", "hello\n", "Home\nDetail\n", "{\"name\": \"app\"}\n",
            "<!DOCTYPE html><html><title>x</title></html>", "<?xml version=\"1.0\"?><project/>", "# NavStack\n\nA README.\n",
            "digraph G { a -> b }\n", "A B\n",
        ]
        for text in others {
            #expect(!OutputKind.output.recognizes(Array(text.utf8)), "\(text)")
            #expect(!OutputKind.storyboard.recognizes(Array(text.utf8)), "\(text)")
            #expect(!OutputKind.junit.recognizes(Array(text.utf8)), "\(text)")
        }
        #expect(OutputKind.junit.recognizes(Array("<?xml version=\"1.0\"?>\n<!-- x -->\n<testsuite name=\"a\" tests=\"1\"/>".utf8)))
        #expect(OutputKind.junit.recognizes(Array("<testsuites>\n</testsuites>\n".utf8)))
        #expect(OutputKind.storyboard.recognizes([]), "an empty file holds nothing to lose")
    }

    /// Runs navtree on the real file system, standard streams captured; every argument that
    /// is not an option names a file in `folder` (tests run in parallel: none changes the
    /// working directory).
    static func runReal(_ arguments: [String], in folder: String) -> (status: navtree.ExitStatus, stderr: String) {
        var environment = NavTreeCommand.Environment.system
        var stderr = ""
        environment.output = { _ in }
        environment.error = { stderr += $0 }
        let absolute = arguments.map { $0.hasPrefix("-") ? $0 : folder + "/" + $0 }
        return (NavTreeCommand.run(absolute, environment: environment), stderr)
    }

    @Test("on real files: a script, a folder, a read-only file and a symbolic link to a script are left as they were")
    func realFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navtree-guard-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try Self.script.write(toFile: folder + "/flow.nav", atomically: false, encoding: .utf8)
        try "push B\n".write(toFile: folder + "/other.nav", atomically: false, encoding: .utf8)
        try "".write(toFile: folder + "/locked.xml", atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder + "/locked.xml")
        try manager.createSymbolicLink(atPath: folder + "/link.html", withDestinationPath: "flow.nav")
        try manager.createSymbolicLink(atPath: folder + "/other-link.xml", withDestinationPath: "other.nav")
        let cases: [([String], String)] = [
            (["--storyboard", "flow.nav"], "Missing script: '--storyboard'"),
            (["--junit", "other.nav", "flow.nav"], "is not a JUnit XML report"),
            (["-o", "out", "flow.nav"], "which is a directory"),
            (["--junit", "locked.xml", "flow.nav"], "which is read-only"),
            (["--storyboard", "link.html", "flow.nav"], "which is a script navtree reads"),
            (["--junit", "other-link.xml", "flow.nav"], "is not a JUnit XML report (it looks like a navtree script)"),
        ]
        for (arguments, message) in cases {
            let run = Self.runReal(arguments, in: folder)
            #expect(run.status == .usage, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: folder + "/flow.nav", encoding: .utf8) == Self.script)
        #expect(try String(contentsOfFile: folder + "/other.nav", encoding: .utf8) == "push B\n")
        #expect(try String(contentsOfFile: folder + "/locked.xml", encoding: .utf8) == "")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder + "/link.html") == "flow.nav")
        #expect(try manager.contentsOfDirectory(atPath: folder + "/out").isEmpty)
        #expect(
            Set(try manager.contentsOfDirectory(atPath: folder)) == [
                "out", "flow.nav", "other.nav", "locked.xml", "link.html", "other-link.xml",
            ])
        // A report of its own kind is written, and written again.
        #expect(Self.runReal(["--junit", "report.xml", "flow.nav"], in: folder).status == .success)
        #expect(Self.runReal(["--junit", "report.xml", "flow.nav"], in: folder).status == .success)
    }

    @Test("recording a snapshot never replaces a script: a reference that links to one is an error, the script unchanged")
    func snapshotRecording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navtree-guard-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/__Snapshots__/flow", withIntermediateDirectories: true)
        let script = "root uinav(A)\nexpect snapshot home\n"
        try script.write(toFile: folder + "/flow.nav", atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder + "/__Snapshots__/flow/home.tree.txt", withDestinationPath: "../../flow.nav")
        let run = Self.runReal(["--record", "flow.nav"], in: folder)
        #expect(run.status == .failure)
        #expect(run.stderr.contains("the file there is a script navtree reads"), "\(run.stderr)")
        #expect(try String(contentsOfFile: folder + "/flow.nav", encoding: .utf8) == script)
    }
}
