import Foundation
import NavStack
import NavStackTesting
import Testing

/// `runScript` records each diagnostic as an issue at the script's line in this file.
@Suite("runScript in a test")
struct RunScriptTests {
    @Test("a script that holds records nothing and returns the window it leaves")
    func passes() throws {
        let window = runScript(
            """
            root tabs(main=nav(Home), uinav(Settings))
            push Detail from=Home
            expect top Detail
            """, firstLineOffset: 2)
        #expect(window.topName == "Detail")
        #expect(try window.stackNames(of: "main") == ["Home", "Detail"])
    }

    @Test("a failed expectation is an issue at its line in the string literal, with the script's message")
    func failedExpectation() {
        // swift-format puts the literal's `"""` on the line after `runScript(`: offset 2.
        let expected = #line + 6
        withKnownIssue {
            runScript(
                """
                root nav(Home)
                push Detail
                expect top Home
                expect top Detail
                """, firstLineOffset: 2)
        } matching: { issue in
            issue.sourceLocation?.line == expected && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.filePath == #filePath
                && issue.comments.map(\.rawValue) == ["expectation failed: top is 'Detail', expected 'Home'"]
        }
    }

    @Test("by default the script's first line is the one after the call's line, where `runScript(\"\"\"` has it")
    func defaultOffset() {
        // `line:` stands for the call's `#line`: the literal opens at the end of that line.
        let callLine = #line + 1
        let script = """
            root nav(Home)
            expect top Detail
            """
        withKnownIssue {
            runScript(script, line: callLine)
        } matching: { issue in
            issue.sourceLocation?.line == callLine + 2
        }
    }

    @Test("the column is the token's when the literal's indentation is given; every failure is recorded, the script goes on")
    func columnsAndKeepGoing() {
        let first = #line + 3
        withKnownIssue {
            _ = runScript(
                """
                root uinav(Home)
                push uinav(Nope)
                push Detail from=Hoem
                push Detail
                """, firstLineOffset: 2, indentation: 16)
        } matching: { issue in
            let location = issue.sourceLocation
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            switch location?.line {
            case first + 2:
                return location?.column == 22
                    && comment == "Pushing a navigation controller is not supported\nnote: UIKit raises NSInvalidArgumentException"
            case first + 3:
                return location?.column == 34 && comment == "no controller named 'Hoem'; did you mean 'Home'?"
            default:
                return false
            }
        }
    }

    @Test(
        "expect snapshot keeps references beside the test file in __Snapshots__/TESTFILE/: recorded once, then compared; record mode rewrites them"
    )
    func snapshots() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runscript-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let testFile = folder + "/FlowTests.swift"
        let reference = folder + "/__Snapshots__/FlowTests/home.tree.txt"
        let script = "root n=uinav(Home)\nexpect snapshot home"
        // The first run records the reference and reports it, as swift-snapshot-testing does.
        withKnownIssue {
            runScript(script, filePath: testFile)
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix("expectation failed: no reference was found on disk") == true
        }
        let recorded = FileManager.default.contents(atPath: reference).map { String(decoding: $0, as: UTF8.self) }
        #expect(recorded == "UINavigationController \"n\"\n└─ Home ◀ top\n")
        // Then it holds.
        runScript(script, filePath: testFile)
        // A different state fails, with the reference's path.
        withKnownIssue {
            runScript("root n=uinav(Home)\npush Detail\nexpect snapshot home", filePath: testFile)
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).first ?? ""
            return comment.hasPrefix("expectation failed: snapshot 'home' does not match its reference '\(reference)'")
                && comment.contains("+└─ Detail ◀ top")  // the comment carries the diff
        }
        // Record mode, by argument, rewrites it.
        withKnownIssue {
            runScript("root n=uinav(Home)\npush Detail\nexpect snapshot home", record: true, filePath: testFile)
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix("expectation failed: record mode is on") == true
        }
        runScript("root n=uinav(Home)\npush Detail\nexpect snapshot home", record: false, filePath: testFile)
    }

    @Test("the script's window goes on: the test continues on the state after its last line")
    func returnsTheState() throws {
        var window = Window()
        withKnownIssue {
            window = runScript(
                """
                root main=uinav(Home)
                pop-to Nope
                push Detail
                """)
        }
        #expect(window.topName == "Detail", "the rejected line did not stop the script")
        try window.push("More")
        #expect(try window.stackNames(of: "main") == ["Home", "Detail", "More"])
    }

    @Test("a warning does not fail the test")
    func warningsDoNotFail() {
        // A pop at the root is UIKit's no-op: a warning issue (from Swift 6.3), not a failure.
        let window = runScript(
            """
            root uinav(Home)
            pop
            """)
        #expect(window.topName == "Home")
    }

    @Test("a script may start from a window")
    func startsFromAWindow() throws {
        var start = Window()
        try start.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let window = runScript("push Detail\nexpect stack Home Detail on=main", on: start)
        #expect(window.topName == "Detail")
    }
}
