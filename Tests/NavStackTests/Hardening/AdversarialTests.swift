import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// One script input and the one diagnostic it must produce (`LINE:COLUMN: MESSAGE`, after a
/// setup that succeeds), leaving the window exactly as it was.
struct RejectionCase: Sendable, CustomStringConvertible {
    var setup: String
    var line: String
    var expected: String
    var description: String { line }

    init(_ line: String, _ expected: String, after setup: String = AdversarialTests.setup) {
        self.setup = setup
        self.line = line
        self.expected = expected
    }
}

/// Checks `rejection`: exactly its diagnostic, the state unchanged, the invariants intact and
/// every format printable.
func expectRejected(_ rejection: RejectionCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let run = LineRun(rejection.line, after: rejection.setup, sourceLocation: sourceLocation)
    #expect(run.errors == [rejection.expected], sourceLocation: sourceLocation)
    #expect(run.unchanged, "'\(rejection.line)' was rejected but changed the window", sourceLocation: sourceLocation)
    #expect(run.after.invariantViolations() == [], sourceLocation: sourceLocation)
    for format in OutputFormat.allCases { _ = format.render(run.after) }
}

/// Inputs written to break the parser and interpreter: deep nesting, huge lines, bad bytes,
/// unterminated strings, very many controllers, extreme numbers and duplicate names. Each
/// gives its exact diagnostic (or none), never traps, and a rejected line changes nothing.
@Suite("Adversarial inputs")
struct AdversarialTests {
    /// The window most cases start from: a tab bar holding a plain navigation controller.
    static let setup = "root t=tabs(n=uinav(Home))\npush Detail"
    /// The same with a popup bar and a stack toast, for the numeric options.
    static let overlaySetup = "root t=tabs(n=uinav(Home))\npopup present Player\ntoasts add Hi"
    /// ``setup`` with iOS 26's glass chrome, for the bottom accessory.
    static let glassSetup = "design glass\nroot t=tabs(n=uinav(Home))\npush Detail"

    // MARK: Nesting

    @Test("100,000 nested 'nav(' on one line: rejected at the 65th level, without recursing further")
    func nestedNavigation() {
        let deep = String(repeating: "nav(", count: 100_000) + "A" + String(repeating: ")", count: 100_000)
        expectRejected(RejectionCase("root " + deep, "1:262: tree expression nests more than 64 levels", after: ""))
        // Unclosed, and inside other commands.
        expectRejected(
            RejectionCase(
                "push " + String(repeating: "nav(", count: 100_000),
                "3:262: tree expression nests more than 64 levels"))
        expectRejected(
            RejectionCase(
                "set-tabs A " + String(repeating: "tabs(", count: 100_000),
                "3:332: tree expression nests more than 64 levels"))
        expectRejected(RejectionCase("root " + String(repeating: "(", count: 100_000), "3:6: unexpected '('"))
    }

    @Test("64 levels of expression are accepted, 65 are not (Parser.maximumDepth)")
    func nestingLimit() {
        let leafAt64 = String(repeating: "tabs(", count: 63) + "A" + String(repeating: ")", count: 63)
        let run = LineRun("root " + leafAt64)
        #expect(run.errors == [])
        #expect(run.after.count == 64)
        #expect(run.after.invariantViolations() == [])
        let leafAt65 = String(repeating: "tabs(", count: 64) + "A" + String(repeating: ")", count: 64)
        expectRejected(RejectionCase("root " + leafAt65, "1:326: tree expression nests more than 64 levels", after: ""))
    }

    @Test("100,000 nested 'expect error' are rejected at the 65th instead of overflowing the stack")
    func nestedExpectations() {
        let line = String(repeating: "expect error ", count: 100_000) + "push A"
        expectRejected(RejectionCase(line, "3:833: 'expect error' nests more than 64 levels"))
        let warnings = String(repeating: "expect warning ", count: 65) + "pop"
        expectRejected(RejectionCase(warnings, "3:961: 'expect warning' nests more than 64 levels"))
        // 64 levels still run: each level expects the one inside to be rejected.
        let run = LineRun(String(repeating: "expect error ", count: 64) + "push Home")
        #expect(run.errors.count == 1, "an even number of 'expect error' around a rejected command fails")
        #expect(run.unchanged)
    }

    @Test("presentations stack at most 64 deep: the 65th is rejected")
    func presentationChain() {
        var setup = "root uinav(Home)"
        for index in 0..<64 { setup += "\npresent uinav(P\(index))" }
        expectRejected(RejectionCase("present uinav(P64)", "66:9: controllers are nested more than 64 levels deep", after: setup))
        // Dismissing one makes room again.
        let run = LineRun("dismiss\npresent uinav(Again)", after: setup)
        #expect(run.errors == [])
        #expect(run.after.invariantViolations() == [])
    }

    @Test("popup content hosting popups stacks at most 64 deep")
    func popupChain() {
        var setup = "root uinav(C0)"
        for index in 1...63 { setup += "\npopup present C\(index) on=C\(index - 1)" }
        // `C63` lies 64 levels below the window (`C0` at 1, then one more per popup).
        expectRejected(RejectionCase("popup present C64 on=C63", "65:15: controllers are nested more than 64 levels deep", after: setup))
    }

    @Test("tabs replaced inside tabs cannot nest without end")
    func tabsInsideTabs() {
        // Each line replaces the innermost tab bar's tabs with a tab bar 60 levels deep.
        func tabs(_ label: String) -> String {
            String(repeating: "tabs(", count: 59) + "\(label)=tabs(X\(label))" + String(repeating: ")", count: 59)
        }
        let setup = "root T0=tabs(A)\nset-tabs " + tabs("T1") + " on=T0\nset-tabs " + tabs("T2") + " on=T1"
        expectRejected(RejectionCase("set-tabs B on=T2", "4:10: controllers are nested more than 64 levels deep", after: setup))
        #expect(LineRun("set-tabs B on=T1", after: setup).errors == [], "T1 lies 60 levels down: still allowed")
    }

    // MARK: Huge lines

    @Test("a 10 MB comment line is skipped", .timeLimit(.minutes(1)))
    func hugeComment() {
        let run = LineRun("# " + String(repeating: "x", count: 10_000_000))
        #expect(run.diagnostics.isEmpty)
    }

    @Test("a 10 MB word is an unknown command, reported with a bounded excerpt", .timeLimit(.minutes(1)))
    func hugeWord() {
        let word = String(repeating: "x", count: 10_000_000)
        let run = LineRun(word)
        #expect(run.errors == ["1:1: unknown command '\(word)'"])
        let formatted = run.diagnostics.first.map { DiagnosticsFormatter().format($0) } ?? ""
        let excerpt = formatted.split(separator: "\n").dropFirst().first ?? ""
        #expect(excerpt.count <= 2 + 1 + 1 + 200 + 1, "the source excerpt is cut to 200 characters")
    }

    @Test("a 10 MB unterminated string is reported at its quote", .timeLimit(.minutes(1)))
    func hugeString() {
        let body = String(repeating: "é", count: 10_000_000)
        let run = LineRun("toast \"" + body)
        #expect(run.errors == ["1:7: unterminated string"])
        #expect(run.diagnostics.first?.length == 10_000_001, "the length counts characters, not bytes")
    }

    @Test("a 10 MB screen name is accepted and printed", .timeLimit(.minutes(1)))
    func hugeName() {
        let name = String(repeating: "n", count: 10_000_000)
        let run = LineRun("root uinav(\(name))\nexpect top \(name)")
        #expect(run.errors == [])
        #expect(TreeDumper.render(run.after).utf8.count > 10_000_000)
    }

    // MARK: Bytes

    struct ByteCase: Sendable, CustomStringConvertible {
        var bytes: [UInt8]
        var expected: String
        var description: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    static let byteCases: [ByteCase] = [
        ByteCase(bytes: Array("root ".utf8) + [0xFF], expected: "1:6: invalid UTF-8 in script"),
        // Columns count characters: 'É' is two bytes, one column.
        ByteCase(bytes: Array("set É title=".utf8) + [0xC3], expected: "1:13: invalid UTF-8 in script"),
        ByteCase(bytes: [0x80, 0x41], expected: "1:1: invalid UTF-8 in script"),  // lone continuation byte
        ByteCase(bytes: Array("pop ".utf8) + [0xC0, 0x80], expected: "1:5: invalid UTF-8 in script"),  // overlong NUL
        ByteCase(bytes: Array("pop ".utf8) + [0xED, 0xA0, 0x80], expected: "1:5: invalid UTF-8 in script"),  // surrogate
        ByteCase(bytes: Array("pop ".utf8) + [0xF4, 0x90, 0x80, 0x80], expected: "1:5: invalid UTF-8 in script"),  // above U+10FFFF
        ByteCase(bytes: Array("pop ".utf8) + [0xE2, 0x82], expected: "1:5: invalid UTF-8 in script"),  // truncated
        ByteCase(bytes: Array("root".utf8) + [0x00] + Array(" uinav(A)".utf8), expected: "1:5: NUL byte in script"),
        ByteCase(bytes: [0x00], expected: "1:1: NUL byte in script"),
        // The first bad byte decides the message.
        ByteCase(bytes: [0x41, 0xFF, 0x00], expected: "1:2: invalid UTF-8 in script"),
        ByteCase(bytes: [0x41, 0x00, 0xFF], expected: "1:2: NUL byte in script"),
        ByteCase(bytes: Array("toast \"日本".utf8) + [0x00] + Array("\"".utf8), expected: "1:10: NUL byte in script"),
    ]

    @Test("invalid UTF-8 and NUL bytes: one error at the first bad byte's character column", arguments: byteCases)
    func badBytes(_ byteCase: ByteCase) {
        let run = LineRun(bytes: byteCase.bytes)
        #expect(run.errors == [byteCase.expected])
        #expect(run.unchanged)
        for diagnostic in run.diagnostics { _ = DiagnosticsFormatter().format(diagnostic) }
    }

    @Test("a UTF-8 byte order mark starting a script is skipped; elsewhere it is text")
    func byteOrderMark() {
        let run = LineRun(bytes: [0xEF, 0xBB, 0xBF] + Array("root uinav(A)\nexpect top A".utf8))
        #expect(run.errors == [])
        let inside = LineRun(bytes: Array("root uinav(A)\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("pop".utf8))
        #expect(inside.errors == ["2:1: unknown command '\u{FEFF}pop'; did you mean 'pop'?"])
    }

    @Test("200,000 unreadable lines are reported one by one in linear time", .timeLimit(.minutes(1)))
    func manyUnreadableLines() {
        // Each excerpt used to be found by rescanning the script from its start.
        let bytes = Array(repeating: [UInt8]([0x41, 0xFF, 0x0A]), count: 200_000).flatMap { $0 }
        let run = LineRun(bytes: bytes)
        #expect(run.errors.count == 200_000)
        #expect(run.errors.last == "200000:2: invalid UTF-8 in script")
        #expect(run.diagnostics.last?.sourceLine == "A\u{FFFD}")
    }

    // MARK: Strings

    static let stringCases: [RejectionCase] = [
        RejectionCase("toast \"Hi", "3:7: unterminated string"),
        RejectionCase("toast \"", "3:7: unterminated string"),
        RejectionCase("toast \"Hi\\", "3:7: unterminated string"),
        RejectionCase("toast \"Hi\\\"", "3:7: unterminated string"),
        RejectionCase("set Home title=\"a # b", "3:16: unterminated string"),
        RejectionCase("toast \"a\\tb\"", "3:9: invalid escape '\\t' in string; only '\\\"' and '\\\\' are allowed"),
        RejectionCase("toast Hi\"there\"", "3:9: unexpected argument 'there'; usage: " + usage(of: "toast")),
    ]

    @Test("unterminated strings and bad escapes: rejected at the quote or the escape", arguments: stringCases)
    func strings(_ rejection: RejectionCase) {
        expectRejected(rejection)
    }

    // MARK: Snapshot names

    static let snapshotCases: [RejectionCase] = [
        RejectionCase("expect snapshot a/b", "3:17: invalid snapshot name 'a/b': a name is a file name, without '/' or '\\'"),
        RejectionCase(
            "expect snapshot ../../etc/passwd", "3:17: invalid snapshot name '../../etc/passwd': a name is a file name, without '/' or '\\'"
        ),
        RejectionCase("expect snapshot ..", "3:17: invalid snapshot name '..': a name may not hold '..'"),
        RejectionCase("expect snapshot \"\"", "3:17: invalid snapshot name '': it is empty"),
        RejectionCase("expect snapshot \"\u{1B}[2J\"", "3:17: invalid snapshot name '\u{1B}[2J': it holds the control character U+001B"),
        RejectionCase(
            "expect snapshot home format=gif",
            "3:29: invalid value 'gif' for 'format'; expected 'tree', 'uikit', 'json', 'dot', 'mermaid', 'frames', 'svg' or 'state'"),
        RejectionCase("expect snapshot home", "3:1: snapshots are not available here: the interpreter has no snapshot store"),
    ]

    @Test(
        "snapshot names that are not plain file names, and snapshots without a store: rejected, nothing changed", arguments: snapshotCases)
    func snapshotNames(_ rejection: RejectionCase) {
        expectRejected(rejection)
    }

    @Test("an unterminated string underlines the rest of the line, a trailing backslash included")
    func unterminatedLength() {
        #expect(LineRun("toast \"Hi\\").diagnostics.first?.length == 4)
        #expect(LineRun("toast \"Hi").diagnostics.first?.length == 3)
    }

    // MARK: Many controllers

    /// Runs each script of `scripts` in turn on one interpreter, checking the invariants after
    /// each; returns the interpreter and the errors of each script.
    static func session(_ scripts: [String], sourceLocation: SourceLocation = #_sourceLocation) -> (Interpreter, [[String]]) {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        let collected = ErrorLog()
        interpreter.report = { collected.lines.append("\($0.location.line):\($0.location.column): \($0.message)") }
        var result: [[String]] = []
        for script in scripts {
            collected.lines = []
            interpreter.run(ScriptSource(name: "t.nav", text: script))
            result.append(collected.lines)
            #expect(interpreter.window.invariantViolations() == [], sourceLocation: sourceLocation)
        }
        return (interpreter, result)
    }

    /// Collects reported lines across runs.
    final class ErrorLog { var lines: [String] = [] }

    @Test("200,000 screens in one 'set-stack' line (a million is the release-build scale)", .timeLimit(.minutes(1)))
    func manyScreens() {
        // A million names (an 8 MB line) pass too, but take over ten seconds in a debug build.
        let count = 200_000
        let names = (0..<count).map { "S\($0)" }.joined(separator: " ")
        let (interpreter, errors) = AdversarialTests.session([
            "root n=uinav(Home)", "set-stack \(names) on=n\nexpect count Screen \(count)\nexpect top S\(count - 1)",
            "print json", "set-stack Home on=n\nexpect count Screen 1",
        ])
        #expect(errors == [[], [], [], []])
        #expect(interpreter.window.invariantViolations() == [])
    }

    @Test(
        "100,000 pushes on a plain and on a Koinu stack, then a pop to the root", .timeLimit(.minutes(1)),
        arguments: ["uinav", "nav"])
    func deepStack(container: String) {
        var pushes = ""
        for index in 1...100_000 { pushes += "push S\(index)\n" }
        let (interpreter, errors) = AdversarialTests.session([
            "root n=\(container)(S0)", pushes + "expect top S100000\nexpect count Screen 100001",
            "print tree\nprint uikit\nprint frames", "pop-to-root on=n\nexpect top S0\nexpect count Screen 1",
        ])
        #expect(errors == [[], [], [], []])
        #expect(interpreter.window.invariantViolations() == [])
    }

    // MARK: Numbers

    static let numberCases: [RejectionCase] = [
        // popup drag
        RejectionCase("popup drag dy=nan", "4:15: invalid number 'nan' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=NaN", "4:15: invalid number 'NaN' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=inf", "4:15: invalid number 'inf' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=-infinity", "4:15: invalid number '-infinity' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=1e400", "4:15: invalid number '1e400' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=-1e400", "4:15: invalid number '-1e400' for 'dy'", after: overlaySetup),
        RejectionCase("popup drag dy=1 vy=nan", "4:20: invalid number 'nan' for 'vy'", after: overlaySetup),
        RejectionCase(
            "popup drag dy=123456789012345678901234567890123", "4:15: invalid number '123456789012345678901234567890123' for 'dy'",
            after: overlaySetup),
        // popup progress, height, snap, margin
        RejectionCase("popup set progress=nan", "4:20: invalid number 'nan' for 'progress'", after: overlaySetup),
        RejectionCase("popup set progress=inf", "4:20: invalid number 'inf' for 'progress'", after: overlaySetup),
        RejectionCase("popup set progress=1e400", "4:20: invalid number '1e400' for 'progress'", after: overlaySetup),
        RejectionCase("popup present Other progress=nan", "4:30: invalid number 'nan' for 'progress'", after: overlaySetup),
        RejectionCase("popup style height=nan", "4:20: invalid number 'nan' for 'height'", after: overlaySetup),
        RejectionCase("popup style height=-1", "4:20: 'height' must be at least 0, got -1", after: overlaySetup),
        RejectionCase("popup style snap=inf", "4:18: invalid number 'inf' for 'snap'", after: overlaySetup),
        RejectionCase("popup dock on=t view=custom height=1 margin=nan", "4:45: invalid number 'nan' for 'margin'", after: overlaySetup),
        // toast duration
        RejectionCase("toast Hi duration=nan", "4:19: invalid number 'nan' for 'duration'", after: overlaySetup),
        RejectionCase("toast Hi duration=inf", "4:19: invalid number 'inf' for 'duration'", after: overlaySetup),
        RejectionCase("toast Hi duration=1e400", "4:19: invalid number '1e400' for 'duration'", after: overlaySetup),
        RejectionCase(
            "toast Hi duration=1e7", "4:19: invalid value '1e7' for 'duration'; expected seconds from 0 to 1000000", after: overlaySetup),
        RejectionCase(
            "toast Hi duration=-1", "4:19: invalid value '-1' for 'duration'; expected seconds from 0 to 1000000", after: overlaySetup),
        RejectionCase(
            "toast Hi duration=1000000.001", "4:19: invalid value '1000000.001' for 'duration'; expected seconds from 0 to 1000000",
            after: overlaySetup),
        RejectionCase(
            "toast Hi duration=99999999999999999999",
            "4:19: invalid value '99999999999999999999' for 'duration'; expected seconds from 0 to 1000000", after: overlaySetup),
        // wait
        RejectionCase("wait nan", "4:6: invalid number 'nan' for 'wait'", after: overlaySetup),
        RejectionCase("wait inf", "4:6: invalid number 'inf' for 'wait'", after: overlaySetup),
        RejectionCase("wait 1e400", "4:6: invalid number '1e400' for 'wait'", after: overlaySetup),
        RejectionCase("wait -1", "4:6: invalid value '-1' for 'wait'; expected seconds from 0 to 1000000", after: overlaySetup),
        RejectionCase("wait 1000001", "4:6: invalid value '1000001' for 'wait'; expected seconds from 0 to 1000000", after: overlaySetup),
        RejectionCase(
            "wait 99999999999999999999", "4:6: invalid value '99999999999999999999' for 'wait'; expected seconds from 0 to 1000000",
            after: overlaySetup),
        RejectionCase("wait .5", "4:6: invalid number '.5' for 'wait'", after: overlaySetup),
        RejectionCase("wait 5.", "4:6: invalid number '5.' for 'wait'", after: overlaySetup),
        RejectionCase("wait +1", "4:6: invalid number '+1' for 'wait'", after: overlaySetup),
        RejectionCase("wait 0.5.5", "4:6: invalid number '0.5.5' for 'wait'", after: overlaySetup),
        // select
        RejectionCase("select 99999999999999999999", "4:8: tab index '99999999999999999999' is out of range", after: overlaySetup),
        RejectionCase("select -99999999999999999999", "4:8: tab index '-99999999999999999999' is out of range", after: overlaySetup),
        RejectionCase("select 9223372036854775808", "4:8: tab index '9223372036854775808' is out of range", after: overlaySetup),
        RejectionCase(
            "select 9223372036854775807", "4:8: tab index 9223372036854775807 is out of range: <TabBarController t> has 1 tab",
            after: overlaySetup),
        RejectionCase("select -1", "4:8: tab index -1 is out of range: <TabBarController t> has 1 tab", after: overlaySetup),
        // expect frame, safearea and the overlay counts
        RejectionCase("expect frame statusbar nan 0 393 54", "4:24: invalid number 'nan' for 'frame'", after: overlaySetup),
        RejectionCase("expect frame statusbar 0 0 393 inf", "4:32: invalid number 'inf' for 'frame'", after: overlaySetup),
        RejectionCase("expect frame statusbar 1e400 0 393 54", "4:24: invalid number '1e400' for 'frame'", after: overlaySetup),
        RejectionCase(
            "expect frame statusbar 0 0 393 1e300", "4:24: expectation failed: statusbar is 0 0 393 54, expected 0 0 393 1e+300",
            after: overlaySetup),
        RejectionCase("expect safearea Home nan 0", "4:22: invalid number 'nan' for 'top'", after: overlaySetup),
        RejectionCase("expect safearea Home 0 1e400", "4:24: invalid number '1e400' for 'bottom'", after: overlaySetup),
        RejectionCase("expect count Screen 99999999999999999999", "4:21: invalid count '99999999999999999999'", after: overlaySetup),
        RejectionCase(
            "expect toasts 99999999999999999999",
            "4:15: invalid value '99999999999999999999' for 'toasts'; expected a count, 'expanded' or 'collapsed'", after: overlaySetup),
        RejectionCase(
            "expect toast-stack 99999999999999999999 offset=0", "4:20: invalid index '99999999999999999999'; expected 0 or more",
            after: overlaySetup),
        RejectionCase("expect toast-stack 0 scale=nan", "4:28: invalid number 'nan' for 'scale'", after: overlaySetup),
        RejectionCase("toasts swipe 0 dx=nan", "4:19: invalid number 'nan' for 'dx'", after: overlaySetup),
        RejectionCase("toasts swipe 0 dx=-1e400", "4:19: invalid number '-1e400' for 'dx'", after: overlaySetup),
        // One grammar for every number (JSON's): no hexadecimal, no '+', no bare '.5' or '5.', no
        // exponent without digits, wherever the number is.
        RejectionCase("popup drag dy=0x10", "4:15: invalid number '0x10' for 'dy'", after: overlaySetup),
        RejectionCase("popup style height=+5", "4:20: invalid number '+5' for 'height'", after: overlaySetup),
        RejectionCase("popup set progress=.5", "4:20: invalid number '.5' for 'progress'", after: overlaySetup),
        RejectionCase("popup style snap=5.", "4:18: invalid number '5.' for 'snap'", after: overlaySetup),
        RejectionCase("wait 1e", "4:6: invalid number '1e' for 'wait'", after: overlaySetup),
        RejectionCase("wait 0x1p3", "4:6: invalid number '0x1p3' for 'wait'", after: overlaySetup),
        RejectionCase("expect frame statusbar 0 0 393 5.4e", "4:32: invalid number '5.4e' for 'frame'", after: overlaySetup),
        RejectionCase(
            "toasts swipe 99999999999999999999 dx=1", "4:14: invalid index '99999999999999999999'; expected 0 or more",
            after: overlaySetup),
    ]

    @Test("NaN, infinities, overflowing and malformed numbers are rejected with the option's name", arguments: numberCases)
    func badNumbers(_ rejection: RejectionCase) {
        expectRejected(rejection)
    }

    @Test(
        "extreme but finite numbers are accepted and keep the model sound and printable",
        arguments: [
            "popup drag dy=-0", "popup drag dy=1e300 vy=-1e300", "popup drag dy=99999999999999999999 vy=1e-300",
            "popup set progress=-0", "popup set progress=1e300", "popup set progress=-1e300", "popup style height=1e300",
            "popup style height=0", "popup style snap=1e300", "popup style snap=-1e300",
            "popup dock on=t view=custom height=1e308 margin=1e308", "popup dock on=t view=custom height=0 margin=-1e308",
            "toast Hi duration=-0", "toast Hi duration=1000000", "toast Hi duration=0.0001", "wait -0", "wait 1000000",
            "wait 1000000\nwait 1000000\nwait 1000000", "expect frame statusbar -0 0 393 54",
            "toasts swipe 0 dx=-99999999999999999999 vx=-99999999999999999999", "toasts swipe 0 dx=-1e300",
            // The same grammar everywhere: exponents work in waits and durations too.
            "wait 1e0", "wait 1.5E-3", "toast Hi duration=1e3", "popup style height=1e2",
            "expect frame statusbar 0e0 0 3.93e2 54",
        ])
    func extremeNumbers(line: String) {
        let run = LineRun(line, after: AdversarialTests.overlaySetup)
        #expect(run.errors == [])
        #expect(run.after.invariantViolations() == [])
        for format in OutputFormat.allCases { _ = format.render(run.after) }
        _ = run.after.layout()
    }

    @Test("the clamped popup progress and snap stay in range")
    func clampedPopupValues() throws {
        let run = LineRun("popup set progress=1e300\npopup style snap=-1e300", after: AdversarialTests.overlaySetup)
        let tabs = try #require(run.after.id(named: "t"))
        #expect(run.after[tabs]?.popup?.item.progress == 1)
        #expect(run.after[tabs]?.popup?.configuration.snapPercent == 0.1)
    }

    // MARK: Duplicate names

    static let duplicateCases: [RejectionCase] = [
        RejectionCase("root tabs(A, A)", "3:6: a controller named 'A' already exists in the window"),
        RejectionCase("root main=uinav(main)", "3:6: a controller named 'main' already exists in the window"),
        RejectionCase("root a=tabs(a=uinav(X))", "3:6: a controller named 'a' already exists in the window"),
        RejectionCase(
            "push Detail",
            "3:6: <UINavigationController n> is pushing the same view controller instance (<Detail>) more than once which is not supported and is most likely an error in the application"
        ),
        RejectionCase("present Home", "3:9: Application tried to present modally an active controller <Home>."),
        RejectionCase(
            "present uinav(Home)",
            "3:9: child view controller:<Home> should have parent view controller:<UINavigationController n> but requested parent is:<new container>"
        ),
        RejectionCase("set-stack Home Home", "3:11: All view controllers in a navigation controller must be distinct ((Home, Home))"),
        RejectionCase(
            "set-stack Home Detail Detail",
            "3:11: All view controllers in a navigation controller must be distinct ((Home, Detail, Detail))"),
        RejectionCase("set-tabs n n", "3:10: All view controllers in a navigation controller must be distinct ((n, n))"),
        RejectionCase("set-tabs X X", "3:10: a controller named 'X' already exists in the window"),
        RejectionCase("set-tabs uinav(X) X", "3:10: a controller named 'X' already exists in the window"),
        RejectionCase("set-tabs n t2=tabs(n2=uinav(Y), Z) uinav(Z)", "3:10: a controller named 'Z' already exists in the window"),
        RejectionCase(
            "popup present Home",
            "3:15: <Home> is already in the controller hierarchy or hosted by another popup; popup content must be a controller of its own"),
        RejectionCase(
            "popup present n",
            "3:15: <UINavigationController n> is already in the controller hierarchy or hosted by another popup; popup content must be a controller of its own"
        ),
    ]

    @Test("duplicate names and reused controllers are rejected", arguments: duplicateCases)
    func duplicateNames(_ rejection: RejectionCase) {
        expectRejected(rejection)
    }
}

/// Every command, sub-command and expectation with an argument missing (each trailing one in
/// turn, and required options), with an extra positional argument and with an unknown option.
@Suite("Every command with a missing or an extra argument")
struct ArgumentTableTests {
    static let cases: [RejectionCase] = [
        RejectionCase("device", "3:7: missing argument for 'device'; usage: device ID [portrait|landscape]"),
        RejectionCase("device iphone-se portrait extra", "3:27: unexpected argument 'extra'; usage: device ID [portrait|landscape]"),
        RejectionCase("device iphone-se portrait bogus=1", "3:27: unknown option 'bogus' for 'device'; 'device' takes no options"),
        RejectionCase("root", "3:5: missing tree expression; usage: root EXPR [key=value ...]"),
        RejectionCase("root A extra", "3:8: unexpected argument 'extra'; usage: root EXPR [key=value ...]"),
        RejectionCase("root A bogus=1", "3:8: unknown option 'bogus' for 'root'"),
        RejectionCase(
            "root uinav(A) useRootNavigationBarAttributes=true",
            "3:15: 'useRootNavigationBarAttributes' does not apply to the root UINavigationController, a UINavigationController"),
        RejectionCase("set title=x", "3:12: missing argument for 'set'; usage: set NAME key=value ..."),
        RejectionCase("set Home", "3:9: missing key=value for 'set'; usage: set NAME key=value ..."),
        RejectionCase("set Home extra title=x", "3:10: unexpected argument 'extra'; usage: set NAME key=value ..."),
        RejectionCase("set Home title=x bogus=1", "3:18: unknown option 'bogus' for 'set'"),
        RejectionCase("push", "3:5: missing tree expression; usage: push EXPR [key=value ...] [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase(
            "push A extra", "3:8: unexpected argument 'extra'; usage: push EXPR [key=value ...] [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("push A bogus=1", "3:8: unknown option 'bogus' for 'push'"),
        RejectionCase("pop extra", "3:5: unexpected argument 'extra'; usage: pop [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("pop bogus=1", "3:5: unknown option 'bogus' for 'pop'"),
        RejectionCase("pop-to", "3:7: missing argument for 'pop-to'; usage: pop-to NAME [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("pop-to Home extra", "3:13: unexpected argument 'extra'; usage: pop-to NAME [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("pop-to Home bogus=1", "3:13: unknown option 'bogus' for 'pop-to'"),
        RejectionCase("pop-to-root extra", "3:13: unexpected argument 'extra'; usage: pop-to-root [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("pop-to-root bogus=1", "3:13: unknown option 'bogus' for 'pop-to-root'"),
        RejectionCase(
            "set-stack", "3:10: missing argument for 'set-stack'; usage: set-stack NAME ... [animated=false] [from=SCREEN|on=LABEL]"),
        RejectionCase("set-stack Home bogus=1", "3:16: unknown option 'bogus' for 'set-stack'"),
        RejectionCase("remove", "3:7: missing argument for 'remove'; usage: remove NAME"),
        RejectionCase("remove Detail extra", "3:15: unexpected argument 'extra'; usage: remove NAME"),
        RejectionCase("remove Detail bogus=1", "3:15: unknown option 'bogus' for 'remove'; 'remove' takes no options"),
        RejectionCase("select", "3:7: missing argument for 'select'; usage: select INDEX|NAME|more [by=tap] [on=LABEL]"),
        RejectionCase("select 0 extra", "3:10: unexpected argument 'extra'; usage: select INDEX|NAME|more [by=tap] [on=LABEL]"),
        RejectionCase("select 0 bogus=1", "3:10: unknown option 'bogus' for 'select'"),
        RejectionCase("set-tabs", "3:1: missing tree expression; usage: set-tabs EXPR ... [on=LABEL]"),
        RejectionCase("set-tabs A bogus=1", "3:12: unknown option 'bogus' for 'set-tabs'"),
        RejectionCase(
            "present",
            "3:8: missing tree expression; usage: present EXPR [style=STYLE] [animated=false] [from=SCREEN] [key=value ...]"
        ),
        RejectionCase(
            "present A extra",
            "3:11: unexpected argument 'extra'; usage: present EXPR [style=STYLE] [animated=false] [from=SCREEN] [key=value ...]"
        ),
        RejectionCase("present A bogus=1", "3:11: unknown option 'bogus' for 'present'"),
        RejectionCase("dismiss extra", "3:9: unexpected argument 'extra'; usage: dismiss [animated=false] [from=SCREEN]"),
        RejectionCase("dismiss bogus=1", "3:9: unknown option 'bogus' for 'dismiss'"),
        RejectionCase("toolbar", "3:8: missing argument for 'toolbar'; usage: toolbar show|hide [from=SCREEN|on=LABEL]"),
        RejectionCase("toolbar show extra", "3:14: unexpected argument 'extra'; usage: toolbar show|hide [from=SCREEN|on=LABEL]"),
        RejectionCase("toolbar show bogus=1", "3:14: unknown option 'bogus' for 'toolbar'"),
        RejectionCase("tabbar", "3:7: missing argument for 'tabbar'; usage: tabbar show|hide [on=LABEL]"),
        RejectionCase("tabbar show extra", "3:13: unexpected argument 'extra'; usage: tabbar show|hide [on=LABEL]"),
        RejectionCase("tabbar show bogus=1", "3:13: unknown option 'bogus' for 'tabbar'"),
        RejectionCase(
            "print tree extra", "3:12: unexpected argument 'extra'; usage: print [tree|uikit|json|dot|mermaid|frames|svg|state|events]"),
        RejectionCase("print tree bogus=1", "3:12: unknown option 'bogus' for 'print'; 'print' takes no options"),
        RejectionCase("expect top", "3:11: missing argument for 'expect top'; usage: expect top NAME"),
        RejectionCase("expect top Home extra", "3:17: unexpected argument 'extra'; usage: expect top NAME"),
        RejectionCase("expect top Home bogus=1", "3:17: unknown option 'bogus' for 'expect top'; 'expect top' takes no options"),
        RejectionCase("expect stack", "3:13: missing argument for 'expect stack'; usage: expect stack NAME ... [from=SCREEN|on=LABEL]"),
        RejectionCase("expect stack Home bogus=1", "3:19: unknown option 'bogus' for 'expect stack'"),
        RejectionCase("expect selected", "3:16: missing argument for 'expect selected'; usage: expect selected INDEX|NAME|more [on=LABEL]"),
        RejectionCase("expect selected 0 extra", "3:19: unexpected argument 'extra'; usage: expect selected INDEX|NAME|more [on=LABEL]"),
        RejectionCase("expect selected 0 bogus=1", "3:19: unknown option 'bogus' for 'expect selected'"),
        RejectionCase(
            "expect tabbar", "3:14: missing argument for 'expect tabbar'; usage: expect tabbar visible|hidden|minimized|expanded"),
        RejectionCase(
            "expect tabbar visible extra", "3:23: unexpected argument 'extra'; usage: expect tabbar visible|hidden|minimized|expanded"),
        RejectionCase(
            "expect tabbar shown", "3:15: invalid value 'shown' for 'tabbar'; expected 'visible', 'hidden', 'minimized' or 'expanded'"),
        RejectionCase(
            "expect tabbar visible bogus=1", "3:23: unknown option 'bogus' for 'expect tabbar'; 'expect tabbar' takes no options"),
        RejectionCase(
            "expect toolbar", "3:15: missing argument for 'expect toolbar'; usage: expect toolbar visible|hidden [from=SCREEN|on=LABEL]"),
        RejectionCase(
            "expect toolbar hidden extra", "3:23: unexpected argument 'extra'; usage: expect toolbar visible|hidden [from=SCREEN|on=LABEL]"),
        RejectionCase("expect toolbar hidden bogus=1", "3:23: unknown option 'bogus' for 'expect toolbar'"),
        RejectionCase(
            "expect state Home",
            "3:18: missing argument for 'expect state'; usage: expect state NAME appeared|appearing|disappearing|disappeared|not-loaded"),
        RejectionCase(
            "expect state Home gone",
            "3:19: invalid value 'gone' for 'state'; expected 'appeared', 'appearing', 'disappearing', 'disappeared' or 'not-loaded'"),
        RejectionCase("expect navbar Home", "3:19: missing argument for 'expect navbar'; usage: expect navbar NAME visible|hidden"),
        RejectionCase("expect navbar", "3:14: missing argument for 'expect navbar'; usage: expect navbar NAME visible|hidden"),
        RejectionCase("expect navbar Home visible extra", "3:28: unexpected argument 'extra'; usage: expect navbar NAME visible|hidden"),
        RejectionCase(
            "expect navbar Home visible bogus=1", "3:28: unknown option 'bogus' for 'expect navbar'; 'expect navbar' takes no options"),
        RejectionCase("expect bar barTint=#FF0000", "3:27: missing argument for 'expect bar'; usage: expect bar NAME key=VALUE ..."),
        RejectionCase("expect bar Home", "3:16: missing key=VALUE for 'expect bar'"),
        RejectionCase("expect bar Home extra barTint=#FF0000", "3:17: unexpected argument 'extra'; usage: expect bar NAME key=VALUE ..."),
        RejectionCase("expect back Home", "3:17: missing argument for 'expect back'; usage: expect back NAME TITLE|none|chevron"),
        RejectionCase("expect back", "3:12: missing argument for 'expect back'; usage: expect back NAME TITLE|none|chevron"),
        RejectionCase("expect back Home none extra", "3:23: unexpected argument 'extra'; usage: expect back NAME TITLE|none|chevron"),
        RejectionCase("expect back Home none bogus=1", "3:23: unknown option 'bogus' for 'expect back'; 'expect back' takes no options"),
        RejectionCase("expect pop Home", "3:16: missing argument for 'expect pop'; usage: expect pop NAME enabled|disabled"),
        RejectionCase("expect pop", "3:11: missing argument for 'expect pop'; usage: expect pop NAME enabled|disabled"),
        RejectionCase("expect pop Home enabled extra", "3:25: unexpected argument 'extra'; usage: expect pop NAME enabled|disabled"),
        RejectionCase("expect pop Home enabled bogus=1", "3:25: unknown option 'bogus' for 'expect pop'; 'expect pop' takes no options"),
        RejectionCase("expect parent Home", "3:19: missing argument for 'expect parent'; usage: expect parent NAME KIND|PARENT"),
        RejectionCase("expect parent", "3:14: missing argument for 'expect parent'; usage: expect parent NAME KIND|PARENT"),
        RejectionCase(
            "expect parent Home Window extra", "3:27: unexpected argument 'extra'; usage: expect parent NAME KIND|PARENT"),
        RejectionCase("expect presented", "3:17: missing argument for 'expect presented'; usage: " + usage(of: "expect presented")),
        RejectionCase(
            "expect presented Home style=tiny",
            "3:29: invalid value 'tiny' for 'style'; expected "
                + ModalPresentationStyle.allCases.map { "'\($0.rawValue)'" }.dropLast().joined(separator: ", ") + " or '"
                + (ModalPresentationStyle.allCases.last?.rawValue ?? "") + "'"),
        RejectionCase("expect title Home", "3:18: missing argument for 'expect title'; usage: expect title NAME TEXT|none"),
        RejectionCase("expect badge Home", "3:18: missing argument for 'expect badge'; usage: expect badge NAME TEXT|none"),
        RejectionCase("expect badge Home 3 bogus=1", "3:21: unknown option 'bogus' for 'expect badge'; 'expect badge' takes no options"),
        RejectionCase("set n gestureShouldBegin=maybe", "3:26: invalid value 'maybe' for 'gestureShouldBegin'; expected 'true' or 'false'"),
        RejectionCase("set Home gestureShouldBegin=false", "3:10: 'gestureShouldBegin' does not apply to <Home>, a Screen"),
        RejectionCase(
            "expect parent Home Window bogus=1", "3:27: unknown option 'bogus' for 'expect parent'; 'expect parent' takes no options"),
        RejectionCase("expect count Screen", "3:20: missing argument for 'expect count'; usage: expect count KIND N"),
        RejectionCase("expect count", "3:13: missing argument for 'expect count'; usage: expect count KIND N"),
        RejectionCase("expect count Screen 1 extra", "3:23: unexpected argument 'extra'; usage: expect count KIND N"),
        RejectionCase("expect count Screen 1 bogus=1", "3:23: unknown option 'bogus' for 'expect count'; 'expect count' takes no options"),
        RejectionCase(
            "expect popup",
            "3:13: missing argument for 'expect popup'; usage: expect popup hidden|presented|open [on=LABEL] | expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]"
        ),
        RejectionCase(
            "expect popup hidden extra", "3:21: unexpected argument 'extra'; usage: expect popup hidden|presented|open [on=LABEL]"),
        RejectionCase("expect popup hidden bogus=1", "3:21: unknown option 'bogus' for 'expect popup'"),
        RejectionCase(
            "expect popup dock",
            "3:18: missing argument for 'expect popup'; usage: expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]"),
        RejectionCase(
            "expect popup dock tabbar extra",
            "3:26: unexpected argument 'extra'; usage: expect popup hidden|presented|open [on=LABEL] | expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]"
        ),
        RejectionCase("expect popup dock tabbar bogus=1", "3:26: unknown option 'bogus' for 'expect popup'"),
        RejectionCase("expect frame statusbar 0 0 393", "3:31: missing argument for 'expect frame'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase("expect frame statusbar 0 0", "3:27: missing argument for 'expect frame'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase("expect frame statusbar 0", "3:25: missing argument for 'expect frame'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase("expect frame statusbar", "3:23: missing argument for 'expect frame'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase("expect frame", "3:13: missing argument for 'expect frame'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase("expect frame statusbar 0 0 393 54 extra", "3:35: unexpected argument 'extra'; usage: expect frame ELEMENT X Y W H"),
        RejectionCase(
            "expect frame statusbar 0 0 393 54 bogus=1", "3:35: unknown option 'bogus' for 'expect frame'; 'expect frame' takes no options"),
        RejectionCase("expect safearea Home 0", "3:23: missing argument for 'expect safearea'; usage: expect safearea NAME TOP BOTTOM"),
        RejectionCase("expect safearea Home", "3:21: missing argument for 'expect safearea'; usage: expect safearea NAME TOP BOTTOM"),
        RejectionCase("expect safearea", "3:16: missing argument for 'expect safearea'; usage: expect safearea NAME TOP BOTTOM"),
        RejectionCase("expect safearea Home 0 0 extra", "3:26: unexpected argument 'extra'; usage: expect safearea NAME TOP BOTTOM"),
        RejectionCase(
            "expect safearea Home 0 0 bogus=1", "3:26: unknown option 'bogus' for 'expect safearea'; 'expect safearea' takes no options"),
        RejectionCase("expect error", "3:13: missing command after 'expect error'; usage: expect error [message=TEXT] COMMAND ..."),
        RejectionCase("expect warning", "3:15: missing command after 'expect warning'; usage: expect warning [message=TEXT] COMMAND ..."),
        RejectionCase(
            "expect toast",
            "3:13: missing argument for 'expect toast'; usage: expect toast visible|none [text=T] [position=P] [announcement=A]"),
        RejectionCase(
            "expect toast none extra",
            "3:19: unexpected argument 'extra'; usage: expect toast visible|none [text=T] [position=P] [announcement=A]"),
        RejectionCase("expect toast none bogus=1", "3:19: unknown option 'bogus' for 'expect toast'"),
        RejectionCase("expect toasts", "3:14: missing argument for 'expect toasts'; usage: expect toasts N|expanded|collapsed"),
        RejectionCase("expect toasts 0 extra", "3:17: unexpected argument 'extra'; usage: expect toasts N|expanded|collapsed"),
        RejectionCase("expect toasts 0 bogus=1", "3:17: unknown option 'bogus' for 'expect toasts'; 'expect toasts' takes no options"),
        RejectionCase(
            "expect toast-stack offset=0",
            "3:28: missing argument for 'expect toast-stack'; usage: expect toast-stack INDEX offset=DY scale=S"),
        RejectionCase("expect toast-stack 0", "3:21: missing offset=DY or scale=S; usage: expect toast-stack INDEX offset=DY scale=S"),
        RejectionCase(
            "expect toast-stack 0 extra offset=0", "3:22: unexpected argument 'extra'; usage: expect toast-stack INDEX offset=DY scale=S"),
        RejectionCase("expect toast-stack 0 offset=0 bogus=1", "3:31: unknown option 'bogus' for 'expect toast-stack'"),
        RejectionCase("expect loading", "3:15: missing argument for 'expect loading'; usage: expect loading visible|none"),
        RejectionCase("expect loading none extra", "3:21: unexpected argument 'extra'; usage: expect loading visible|none"),
        RejectionCase(
            "expect loading none bogus=1", "3:21: unknown option 'bogus' for 'expect loading'; 'expect loading' takes no options"),
        RejectionCase(
            "popup present",
            "3:14: missing argument for 'popup present'; usage: popup present NAME [title=… subtitle=… progress=… image=…] [open] [on=LABEL|from=SCREEN]"
        ),
        RejectionCase(
            "popup present P extra",
            "3:17: unexpected argument 'extra'; usage: popup present NAME [title=… subtitle=… progress=… image=…] [open] [on=LABEL|from=SCREEN]"
        ),
        RejectionCase("popup present P bogus=1", "3:17: unknown option 'bogus' for 'popup present'"),
        RejectionCase("popup open extra", "3:12: unexpected argument 'extra'; usage: popup open [on=LABEL]"),
        RejectionCase("popup open bogus=1", "3:12: unknown option 'bogus' for 'popup open'"),
        RejectionCase("popup close extra", "3:13: unexpected argument 'extra'; usage: popup close [on=LABEL]"),
        RejectionCase("popup close bogus=1", "3:13: unknown option 'bogus' for 'popup close'"),
        RejectionCase("popup dismiss extra", "3:15: unexpected argument 'extra'; usage: popup dismiss [on=LABEL]"),
        RejectionCase("popup dismiss bogus=1", "3:15: unknown option 'bogus' for 'popup dismiss'"),
        RejectionCase("popup set", "3:10: missing key=value for 'popup set'; usage: popup set key=value ... [on=LABEL]"),
        RejectionCase("popup set extra title=x", "3:11: unexpected argument 'extra'; usage: popup set key=value ... [on=LABEL]"),
        RejectionCase("popup set title=x bogus=1", "3:19: unknown option 'bogus' for 'popup set'"),
        RejectionCase(
            "popup style",
            "3:12: missing key=value for 'popup style'; usage: popup style [bar=…] [height=N] [progress=…] [close=…] [interaction=…] [inherits=true|false] [on=LABEL]"
        ),
        RejectionCase(
            "popup style extra bar=compact",
            "3:13: unexpected argument 'extra'; usage: popup style [bar=…] [height=N] [progress=…] [close=…] [interaction=…] [inherits=true|false] [on=LABEL]"
        ),
        RejectionCase("popup style bar=compact bogus=1", "3:25: unknown option 'bogus' for 'popup style'"),
        RejectionCase(
            "popup dock",
            "3:1: missing 'on=LABEL'; usage: popup dock on=LABEL view=custom height=N [margin=N] [hidden=true|false] | popup dock on=LABEL view=default"
        ),
        RejectionCase(
            "popup dock extra on=t view=default",
            "3:12: unexpected argument 'extra'; usage: popup dock on=LABEL view=custom height=N [margin=N] [hidden=true|false] | popup dock on=LABEL view=default"
        ),
        RejectionCase("popup dock on=t view=default bogus=1", "3:30: unknown option 'bogus' for 'popup dock'"),
        RejectionCase("popup drag", "3:1: missing 'dy='; usage: popup drag dy=N [vy=N] [on=LABEL]"),
        RejectionCase("popup drag extra dy=1", "3:12: unexpected argument 'extra'; usage: popup drag dy=N [vy=N] [on=LABEL]"),
        RejectionCase("popup drag dy=1 bogus=1", "3:17: unknown option 'bogus' for 'popup drag'"),
        RejectionCase("design", "3:7: missing argument for 'design'; usage: design legacy|glass"),
        // iOS 26: the bottom accessory and minimizing.
        RejectionCase(
            "accessory set A",
            "3:15: 'bottomAccessory' is only available in iOS 26.0 or newer: the window's design is legacy (iOS 18 and earlier, or an iOS 26 build with UIDesignRequiresCompatibility); use 'design glass'"
        ),
        RejectionCase("accessory", "4:10: missing accessory command; one of: set, remove", after: AdversarialTests.glassSetup),
        RejectionCase("accessory drop", "4:11: unknown accessory command 'drop'", after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory set", "4:14: missing argument for 'accessory set'; usage: accessory set NAME [on=LABEL]",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory set A extra", "4:17: unexpected argument 'extra'; usage: accessory set NAME [on=LABEL]",
            after: AdversarialTests.glassSetup),
        RejectionCase("accessory set A bogus=1", "4:17: unknown option 'bogus' for 'accessory set'", after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory remove extra", "4:18: unexpected argument 'extra'; usage: accessory remove [on=LABEL]",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory remove bogus=1", "4:18: unknown option 'bogus' for 'accessory remove'", after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory set Home", "4:15: a controller named 'Home' already exists in the window", after: AdversarialTests.glassSetup),
        RejectionCase(
            "accessory set A on=n", "4:20: <UINavigationController n> is not a tab bar controller", after: AdversarialTests.glassSetup),
        RejectionCase(
            "set t tabBarMinimizeBehavior=sometimes",
            "4:30: invalid value 'sometimes' for 'tabBarMinimizeBehavior'; expected 'automatic', 'never', 'onScrollDown' or 'onScrollUp'",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "set Home tabBarMinimizeBehavior=never", "4:10: 'tabBarMinimizeBehavior' does not apply to <Home>, a Screen",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "expect accessory", "4:17: missing argument for 'expect accessory'; usage: expect accessory none|regular|inline [on=LABEL]",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "expect accessory none extra", "4:23: unexpected argument 'extra'; usage: expect accessory none|regular|inline [on=LABEL]",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "expect accessory floating", "4:18: invalid value 'floating' for 'accessory'; expected 'none', 'regular' or 'inline'",
            after: AdversarialTests.glassSetup),
        RejectionCase(
            "expect accessory none bogus=1", "4:23: unknown option 'bogus' for 'expect accessory'", after: AdversarialTests.glassSetup),
        RejectionCase("library", "3:8: missing argument for 'library'; usage: library koinu|rt"),
        RejectionCase("library sb", "3:9: invalid value 'sb' for 'library'; expected 'koinu' or 'rt'"),
        RejectionCase("design glass extra", "3:14: unexpected argument 'extra'; usage: design legacy|glass"),
        RejectionCase("design glass bogus=1", "3:14: unknown option 'bogus' for 'design'; 'design' takes no options"),
        RejectionCase(
            "toast",
            "3:6: missing argument for 'toast'; usage: toast TEXT [icon=success|fail|image:NAME] [position=center|top|bottom|island] [duration=S] [queue=true|false]"
        ),
        RejectionCase(
            "toast Hi extra",
            "3:10: unexpected argument 'extra'; usage: toast TEXT [icon=success|fail|image:NAME] [position=center|top|bottom|island] [duration=S] [queue=true|false]"
        ),
        RejectionCase("toast Hi bogus=1", "3:10: unknown option 'bogus' for 'toast'"),
        RejectionCase("loading show bogus=1", "3:14: unknown option 'bogus' for 'loading show'"),
        RejectionCase("loading hide extra", "3:14: unexpected argument 'extra'; usage: loading hide"),
        RejectionCase("loading hide bogus=1", "3:14: unknown option 'bogus' for 'loading hide'; 'loading hide' takes no options"),
        RejectionCase("toasts add", "3:11: missing argument for 'toasts add'; usage: toasts add TEXT"),
        RejectionCase("toasts add Hi extra", "3:15: unexpected argument 'extra'; usage: toasts add TEXT"),
        RejectionCase("toasts add Hi bogus=1", "3:15: unknown option 'bogus' for 'toasts add'; 'toasts add' takes no options"),
        RejectionCase("toasts tap extra", "3:12: unexpected argument 'extra'; usage: toasts tap"),
        RejectionCase("toasts tap bogus=1", "3:12: unknown option 'bogus' for 'toasts tap'; 'toasts tap' takes no options"),
        RejectionCase("toasts tap-backdrop extra", "3:21: unexpected argument 'extra'; usage: toasts tap-backdrop"),
        RejectionCase(
            "toasts tap-backdrop bogus=1", "3:21: unknown option 'bogus' for 'toasts tap-backdrop'; 'toasts tap-backdrop' takes no options"),
        RejectionCase("toasts swipe dx=1", "3:18: missing argument for 'toasts swipe'; usage: toasts swipe INDEX dx=N [vx=N]"),
        RejectionCase("toasts swipe 0", "3:15: missing option 'dx' for 'toasts swipe'; usage: toasts swipe INDEX dx=N [vx=N]"),
        RejectionCase("toasts swipe 0 extra dx=1", "3:16: unexpected argument 'extra'; usage: toasts swipe INDEX dx=N [vx=N]"),
        RejectionCase("toasts swipe 0 dx=1 bogus=1", "3:21: unknown option 'bogus' for 'toasts swipe'"),
        RejectionCase("toasts clear extra", "3:14: unexpected argument 'extra'; usage: toasts clear"),
        RejectionCase("toasts clear bogus=1", "3:14: unknown option 'bogus' for 'toasts clear'; 'toasts clear' takes no options"),
        RejectionCase("wait", "3:5: missing argument for 'wait'; usage: wait SECONDS"),
        RejectionCase("wait 1 extra", "3:8: unexpected argument 'extra'; usage: wait SECONDS"),
        RejectionCase("wait 1 bogus=1", "3:8: unknown option 'bogus' for 'wait'; 'wait' takes no options"),
        RejectionCase("expect bar Home bogus=1", "3:17: unknown bar attribute 'bogus'"),
        RejectionCase("popup set on=t", "3:15: missing key=value for 'popup set'; usage: popup set key=value ... [on=LABEL]"),
        RejectionCase(
            "popup style on=t",
            "3:17: missing key=value for 'popup style'; usage: popup style [bar=…] [height=N] [progress=…] [close=…] [interaction=…] [inherits=true|false] [on=LABEL]"
        ),
        RejectionCase("expect error (", "3:14: unexpected '('"),
        RejectionCase(
            "expect warning \"pop\"", "3:16: expected a command after 'expect warning'; usage: expect warning [message=TEXT] COMMAND ..."),
        RejectionCase("popup drag on=t", "3:1: missing 'dy='; usage: popup drag dy=N [vy=N] [on=LABEL]"),
        RejectionCase("popup dock on=t view=custom", "3:22: missing 'height=' for a custom docking view"),
        RejectionCase(
            "popup dock view=default",
            "3:1: missing 'on=LABEL'; usage: popup dock on=LABEL view=custom height=N [margin=N] [hidden=true|false] | popup dock on=LABEL view=default"
        ),
        RejectionCase("toasts", "3:7: missing toasts command; one of: add, tap, tap-backdrop, swipe, clear"),
        RejectionCase("loading", "3:8: missing loading command; one of: show, hide"),
        RejectionCase("popup", "3:6: missing popup command; one of: present, open, close, dismiss, set, style, dock, drag"),
        RejectionCase(
            "expect",
            "3:7: missing expectation; one of: top, stack, selected, tabbar, accessory, toolbar, state, events, no-events, navbar, bar, appearance, back, pop, parent, presented, title, badge, count, popup, frame, safearea, error, warning, toast, toasts, toast-stack, loading, snapshot, path, binding, animation"
        ),
        RejectionCase("expect snapshot", "3:16: missing argument for 'expect snapshot'; usage: " + usage(of: "expect snapshot")),
        RejectionCase("expect snapshot a b", "3:19: unexpected argument 'b'; usage: " + usage(of: "expect snapshot")),
        RejectionCase("expect snapshot a/b", "3:17: invalid snapshot name 'a/b': a name is a file name, without '/' or '\\'"),
        RejectionCase("select more extra", "3:13: unexpected argument 'extra'; usage: select INDEX|NAME|more [by=tap] [on=LABEL]"),
        RejectionCase("toasts bogus", "3:8: unknown toasts command 'bogus'"),
        RejectionCase(
            "swipe-back", "3:11: missing argument for 'swipe-back'; usage: swipe-back begin|cancel|finish [from=SCREEN|on=LABEL]"),
        RejectionCase("swipe-back bogus", "3:12: invalid value 'bogus' for 'swipe-back'; expected 'begin', 'cancel' or 'finish'"),
        RejectionCase("swipe-back finish", "3:12: no swipe-back is in progress: begin it first"),
        RejectionCase("swipe-back cancel on=n", "3:19: 'on=' applies to 'swipe-back begin' only"),
        RejectionCase("swipe-down", "3:11: missing argument for 'swipe-down'; usage: swipe-down begin|cancel|finish"),
        RejectionCase("swipe-down begin", "3:12: nothing is presented, so there is no sheet to swipe down"),
        RejectionCase("swipe-down finish", "3:12: no swipe-down is in progress: begin it first"),
        RejectionCase("expect events", "3:14: missing event tokens (NAME.callback or NAME.callback(ARG)); usage: expect events TOKEN ..."),
        RejectionCase("expect events Home.bogus", "3:15: unknown callback 'bogus'"),
        RejectionCase("expect events nodot", "3:15: expected an event token NAME.callback or NAME.callback(ARG), found 'nodot'"),
        RejectionCase("expect no-events", "3:17: missing a name or an event token; usage: expect no-events NAME|NAME.callback ..."),
        RejectionCase("select 0 by=bogus", "3:13: invalid value 'bogus' for 'by'; expected 'tap' or 'code'"),
        RejectionCase(
            "select more by=tap",
            "3:8: -[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected (<UIMoreNavigationController> is not a tab of <TabBarController t>)"
        ),
        RejectionCase("push X animated=maybe", "3:17: invalid value 'maybe' for 'animated'; expected 'true' or 'false'"),
        // Bar appearances: a bad value, a key of the wrong object, a slot a tab bar lacks.
        RejectionCase("scroll Home", "3:12: missing argument for 'scroll'; usage: scroll NAME top|middle|bottom|fits"),
        RejectionCase("scroll Home sideways", "3:13: invalid value 'sideways' for 'scroll'; expected 'top', 'middle', 'bottom' or 'fits'"),
        RejectionCase(
            "set Home standard=glass", "3:19: invalid value 'glass' for 'standard'; expected 'default', 'opaque', 'transparent' or 'none'"),
        RejectionCase(
            "set Home scrollEdge.backgroundColor=red", "3:37: invalid colour 'red' for 'scrollEdge.backgroundColor'; expected #RRGGBB"),
        RejectionCase("set Home tabBar.standard=opaque", "3:10: 'tabBar.standard' does not apply to <Home>, a Screen"),
        RejectionCase("set Home tabBar.compact=opaque", "3:10: unknown option 'tabBar.compact' for 'set'; did you mean 'toolbar.compact'?"),
        RejectionCase("set Home standard.tint=#FFFFFF", "3:10: unknown option 'standard.tint' for 'set'"),
        RejectionCase("push X tabBar.standard=opaque", "3:8: 'tabBar.standard' applies to a tab bar controller, not a screen"),
        RejectionCase(
            "expect appearance Home", "3:23: missing argument for 'expect appearance'; usage: " + usage(of: "expect appearance")),
        RejectionCase(
            "expect appearance Home sidebar",
            "3:24: invalid value 'sidebar' for 'bar'; expected 'navbar', 'tabbar', 'toolbar' or 'popupbar'"),
        RejectionCase("expect appearance Home navbar source=item", "3:38: invalid value 'item' for 'source'; expected " + sources),
        RejectionCase(
            "expect appearance Home navbar shadow=hidden", "3:38: invalid value 'hidden' for 'shadow'; expected 'visible' or 'none'"),
        RejectionCase("expect appearance Home navbar colour=#FFFFFF", "3:31: unknown option 'colour' for 'expect appearance'"),
        RejectionCase(
            "popup style inherits=maybe", "4:22: invalid value 'maybe' for 'inherits'; expected 'true' or 'false'",
            after: AdversarialTests.overlaySetup),
        RejectionCase("load", "3:5: missing load command; one of: hierarchy, state"),
        RejectionCase(
            "load hierarchy", "3:15: missing argument for 'load hierarchy'; usage: load hierarchy PATH [map=CLASS:KIND,...] [mapfile=PATH]"),
        RejectionCase("load hierarchy dump.txt", "3:16: cannot read 'dump.txt': reading files is not supported here"),
        RejectionCase(
            "load hierarchy dump.txt map=A:window",
            "3:29: invalid class mapping 'A:window'; expected CLASS:KIND with KIND one of nav, tabs, pages, host, screen"),
        // SwiftUI (docs/SwiftUI.md): each command and expectation with its argument missing.
        RejectionCase("link", "3:5: missing argument for 'link'; usage: " + usage(of: "link")),
        RejectionCase("link Nowhere", "3:6: invalid value 'Nowhere': write an Int (3), a String (\"text\") or TYPE:VALUE (Product:shoes)"),
        RejectionCase("view", "3:5: missing argument for 'view'; usage: " + usage(of: "view")),
        RejectionCase("path", "3:5: missing path command; one of: append, removeLast, set"),
        RejectionCase("path bogus", "3:6: unknown path command 'bogus'"),
        RejectionCase("destination", "3:12: missing tree expression; usage: " + usage(of: "destination")),
        RejectionCase("fullScreenCover", "3:16: missing tree expression; usage: " + usage(of: "fullScreenCover")),
        RejectionCase("sheet", "3:6: missing tree expression; usage: " + usage(of: "sheet")),
        RejectionCase("sheet Bogus", "3:1: <Detail> is not a SwiftUI view's hosting controller; use in=VIEW"),
        RejectionCase("binding", "3:8: missing argument for 'binding'; usage: " + usage(of: "binding")),
        RejectionCase("expect path", "3:12: missing argument for 'expect path'; usage: " + usage(of: "expect path")),
        RejectionCase("expect binding", "3:15: missing argument for 'expect binding'; usage: " + usage(of: "expect binding")),
        RejectionCase("expect animation", "3:17: missing argument for 'expect animation'; usage: " + usage(of: "expect animation")),
    ]

    /// The `source=` vocabulary as a rejection lists it.
    static let sources: String = {
        let names = ResolvedAppearance.Source.allCases.map { "'\($0.rawValue)'" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }()

    @Test("each is rejected with a diagnostic naming what is wrong, and changes nothing", arguments: cases)
    func rejected(_ rejection: RejectionCase) {
        expectRejected(rejection)
    }

    @Test("the table covers every command, expectation and popup and toast-stack action")
    func coverage() {
        let words = ArgumentTableTests.cases.map { $0.line.split(separator: " ").map(String.init) }
        let commands = Set(words.compactMap(\.first))
        #expect(Set(CommandTable.commands.map(\.name)).subtracting(commands) == [])
        let expectations = Set(words.filter { $0.first == "expect" && $0.count > 1 }.map { $0[1] })
        #expect(Set(CommandTable.command(named: "expect")?.subcommands.map(\.name) ?? []).subtracting(expectations) == [])
        let popups = Set(words.filter { $0.first == "popup" && $0.count > 1 }.map { $0[1] })
        #expect(Set(["present", "open", "close", "dismiss", "set", "style", "dock", "drag"]).subtracting(popups) == [])
        let stack = Set(words.filter { $0.first == "toasts" && $0.count > 1 }.map { $0[1] })
        #expect(Set(["add", "tap", "tap-backdrop", "swipe", "clear"]).subtracting(stack) == [])
    }

    // MARK: Sheet properties

    @Test("bad detent= and grabber= values are typed errors naming the choices; the window is unchanged")
    func sheetPropertyValues() {
        let sheet = AdversarialTests.setup + "\npresent S=nav(Compose) detent=medium"
        expectRejected(
            RejectionCase("set S detent=tiny", "4:14: invalid value 'tiny' for 'detent'; expected 'medium' or 'large'", after: sheet))
        expectRejected(RejectionCase("set S detent=", "4:14: expected a value after 'detent='", after: sheet))
        expectRejected(
            RejectionCase("set S grabber=maybe", "4:15: invalid value 'maybe' for 'grabber'; expected 'true' or 'false'", after: sheet))
        expectRejected(
            RejectionCase(
                "present T detent=Medium", "3:18: invalid value 'Medium' for 'detent'; expected 'medium' or 'large'"))
        // Every value is checked before any applies: a good detent next to a bad grabber changes nothing.
        expectRejected(
            RejectionCase(
                "set S detent=large grabber=2", "4:28: invalid value '2' for 'grabber'; expected 'true' or 'false'", after: sheet))
    }
}
