import Testing
@testable import NavStack

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

    // MARK: Nesting

    @Test("100,000 nested 'nav(' on one line: rejected at the 65th level, without recursing further")
    func nestedNavigation() {
        let deep = String(repeating: "nav(", count: 100_000) + "A" + String(repeating: ")", count: 100_000)
        expectRejected(RejectionCase("root " + deep, "1:262: tree expression nests more than 64 levels", after: ""))
        // Unclosed, and inside other commands.
        expectRejected(RejectionCase("push " + String(repeating: "nav(", count: 100_000),
                                     "3:262: tree expression nests more than 64 levels"))
        expectRejected(RejectionCase("set-tabs A " + String(repeating: "tabs(", count: 100_000),
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
        // C63 lies 64 levels below the window (C0 at 1, then one more per popup).
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
        ByteCase(bytes: [0x80, 0x41], expected: "1:1: invalid UTF-8 in script"),                  // lone continuation byte
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

    @Test("200,000 unreadable lines are reported one by one in linear time", .timeLimit(.minutes(1)))
    func manyUnreadableLines() {
        // Each excerpt used to be found by rescanning the script from its start.
        let bytes = Array(repeating: [UInt8]([0x41, 0xFF, 0x0A]), count: 200_000).flatMap { $0 }
        let run = LineRun(bytes: bytes)
        #expect(run.errors.count == 200_000)
        #expect(run.errors.last == "200000:2: invalid UTF-8 in script")
        #expect(run.diagnostics.last?.sourceLine == "A\u{FFFD}")
    }
}
