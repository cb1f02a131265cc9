import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Inputs the fuzzer (Fuzz/run.sh) found, minimised, each with the rule it broke.
@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    @Test("'expect warning' on a command accepted without a warning fails and leaves the state as it was")
    func expectWarningWithoutWarning() {
        // Found as: a popup that was presented but not opened, then 'expect warning popup open'.
        let run = LineRun("expect warning popup open", after: "root t=tabs(nav(Home))\npopup present Player")
        #expect(run.errors == ["3:16: expectation failed: 'popup' gave no warning"])
        #expect(run.unchanged, "the popup opened although the expectation failed")
        #expect(run.after.invariantViolations() == [])
    }

    @Test("'expect warning message=' on a command that warned otherwise fails and leaves the state as it was")
    func expectWarningWrongMessage() {
        // Found as: 'expect warning message="not kn1000001own for iOS 26" accessory set Lyrics'
        // beside a popup bar: the accessory stayed although the line failed.
        let setup = "design glass\nroot t=tabs(uinav(Library))\npopup present Player"
        let run = LineRun(#"expect warning message="nope" accessory set Lyrics"#, after: setup)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains(#"expected a warning containing "nope""#) == true)
        #expect(run.unchanged, "the accessory stayed although the expectation failed")
        let legacy = LineRun(#"expect warning message="nope" set t tabBarMinimizeBehavior=onScrollDown"#, after: "root t=tabs(A)")
        #expect(legacy.unchanged)
    }

    @Test("'set-tabs' with one new name twice is rejected instead of registering two screens under it")
    func setTabsDuplicateNewName() {
        // Found as: 'root bar=tabs(A, B, C, D, E, F)' then 'set-tabs X X' broke "name 'X' of #7 is
        // not registered to it".
        let run = LineRun("set-tabs X X", after: "root bar=tabs(A, B, C, D, E, F)")
        #expect(run.errors == ["2:10: a controller named 'X' already exists in the window"])
        #expect(run.unchanged)
        #expect(run.after.invariantViolations() == [])
        // Across nested trees too, and at the library level.
        #expect(
            LineRun("set-tabs uinav(X) tabs(uinav(Y), X)", after: "root bar=tabs(A, B)").errors
                == ["2:10: a controller named 'X' already exists in the window"])
        var window = Window()
        let tabs = try? window.setRoot(.tabBarController([.screen("A")])).created
        if let tabs {
            expectRejection(of: window, throws: .duplicateName("X")) { (w: inout Window) throws(NavigationError) in
                try w.setTabs([.screen("X"), .navigationController(root: .screen("X"))], of: tabs)
            }
        } else {
            Issue.record("setRoot failed")
        }
    }

    @Test("a screen's bar styling reaches a plain navigation controller's shared bar without reading freed memory")
    func barAppearanceAfterWrite() {
        // Found as a heap use after free in applyAppearance(ofTopOf:) in optimized builds, on
        // any 'set' or 'push' with bar styling under a plain navigation controller. The debug
        // build the tests run in did not show it; the fuzz run replays
        // Fuzz/regressions/bar-appearance-use-after-free.nav under the address sanitizer.
        let run = LineRun(
            "set List barTint=#FF8B30\npush Item barTint=#00FF00 barHidden=true\nexpect bar Item barTint=#00FF00 hidden=true",
            after: "root plain=uinav(List)")
        #expect(run.errors == [])
        #expect(run.after.invariantViolations() == [])
    }

    /// The lines of `bytes`, ended by LF, CR or CRLF as in a script (and the fuzz target).
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                lines.append(bytes[start..<index])
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start...])
        return lines
    }

    @Test("a lone CR ends a line for the replay as for scripts (the fuzz target split at LF only and took two commands for one line)")
    func lineBreaks() {
        #expect(Self.lines(of: Array("a\rb\r\nc\nd".utf8)).map { String(decoding: $0, as: UTF8.self) } == ["a", "b", "c", "d"])
    }

    /// The saved fuzzer inputs, replayed first by every fuzz run.
    static let savedInputs = FileSystem.list(RepositoryPath.root + "/Fuzz/regressions", suffix: ".nav")

    @Test("every saved fuzzer input passes the fuzz target's checks and its own expectations", arguments: savedInputs)
    func savedInput(_ file: String) throws {
        let bytes = try #require(FileSystem.read(path: RepositoryPath.root + "/Fuzz/regressions/" + file))
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var errors: [String] = []
        interpreter.report = { if $0.severity == .error { errors.append("\($0.location): \($0.message)") } }
        for (index, line) in Self.lines(of: bytes).enumerated() {
            let before = interpreter.window
            let count = errors.count
            interpreter.run(ScriptSource(name: file, bytes: Array(line), firstLine: index + 1))
            #expect(interpreter.window.invariantViolations() == [], "after line \(index + 1)")
            if errors.count > count { #expect(interpreter.window == before, "line \(index + 1) was rejected but changed the window") }
        }
        #expect(errors == [])
        for format in OutputFormat.allCases { _ = format.render(interpreter.window) }
    }
}
