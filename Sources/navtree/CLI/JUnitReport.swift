import NavStack

/// The JUnit XML report `--junit FILE` writes: a `<testsuite>` per script, a `<testcase>` per
/// `expect` line it reached — a `<failure>` for one that did not hold, an `<error>` for one that
/// could not be checked — and a `<testcase>` with an `<error>` for every other error the run
/// reports: a rejected command (a failed `load` among them), a line that does not parse, a
/// script or state document that cannot be read, a file that cannot be written, and a run that
/// stopped before its end. So the report is red exactly when navtree exits non-zero.
///
/// The shape is the one CI servers read (Jenkins' JUnit schema, which GitLab and GitHub
/// Actions' test reporters follow): `<testsuites>` of `<testsuite name tests failures errors>`
/// of `<testcase name classname>`, each holding at most one `<failure message type>` or
/// `<error message type>` with the whole diagnostic as its text.
struct JUnitReport {
    /// One test case.
    struct Case {
        /// What it checked: `flow.nav:3: expect top A`, `flow.nav:4: push uinav(Settings)`.
        var name: String
        var outcome: Outcome
    }

    /// A test case's outcome.
    enum Outcome {
        case passed
        /// An expectation that did not hold.
        case failed(Diagnostic)
        /// An error, of `type` (`expectation`, `command`, `stopped`, `input`, `output`): the
        /// message, and the text navtree printed for it.
        case error(type: String, message: String, text: String)
    }

    /// One script's test cases.
    struct Suite {
        /// The script's name as diagnostics give it (`flow.nav`, `<eval>`, `<stdin>`).
        var name: String
        var cases: [Case] = []

        var failures: Int { cases.count(where: { if case .failed = $0.outcome { true } else { false } }) }
        var errors: Int { cases.count(where: { if case .error = $0.outcome { true } else { false } }) }
    }

    /// The suites, in the order their scripts first ran.
    private(set) var suites: [Suite] = []
    /// Formats a failure's body as navtree prints it on standard error.
    private let formatter = DiagnosticsFormatter()

    /// Whether any test case failed or is in error: the report is red.
    var isRed: Bool { suites.contains { $0.failures + $0.errors > 0 } }

    /// Makes `name` a suite, if it is not one yet: a script without expectations is listed too.
    mutating func begin(_ name: String) {
        if !suites.contains(where: { $0.name == name }) { suites.append(Suite(name: name)) }
    }

    /// Adds the outcome of an `expect` line to its script's suite.
    mutating func add(_ result: ExpectationResult) {
        let outcome: Outcome =
            switch result.outcome {
            case .passed: .passed
            case let .failed(diagnostic): .failed(diagnostic)
            case let .error(diagnostic): error(type: "expectation", diagnostic)
            }
        add(Case(name: "\(result.location.file):\(result.location.line): \(result.text)", outcome: outcome), to: result.location.file)
    }

    /// Adds an error on a line that is not an `expect` line (a rejected command, a line that
    /// does not parse) to its script's suite.
    mutating func addCommandError(_ diagnostic: Diagnostic) {
        let location = diagnostic.location
        let text = Interpreter.trimmingSpaces(diagnostic.sourceLine)
        add(Case(name: "\(location.file):\(location.line): \(text)", outcome: error(type: "command", diagnostic)), to: location.file)
    }

    /// Adds an error that belongs to no line: a script that cannot be read, a run that stopped
    /// early, a file that cannot be written. `suite` is the script it concerns, or `navtree`.
    mutating func addError(_ name: String, type: String, message: String, suite: String = "navtree") {
        add(Case(name: name, outcome: .error(type: type, message: message, text: message + "\n")), to: suite)
    }

    private func error(type: String, _ diagnostic: Diagnostic) -> Outcome {
        .error(type: type, message: formatter.message(of: diagnostic), text: formatter.format(diagnostic))
    }

    private mutating func add(_ testCase: Case, to suite: String) {
        if let index = suites.lastIndex(where: { $0.name == suite }) {
            suites[index].cases.append(testCase)
        } else {
            suites.append(Suite(name: suite, cases: [testCase]))
        }
    }

    /// The report as a UTF-8 XML 1.0 document.
    func render() -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"navtree\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(Self.escaped(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\">\n"
            for testCase in suite.cases {
                xml += "    <testcase name=\"\(Self.escaped(testCase.name))\" classname=\"\(Self.escaped(suite.name))\""
                switch testCase.outcome {
                case .passed:
                    xml += "/>\n"
                case let .failed(diagnostic):
                    xml +=
                        ">\n" + element("failure", type: "expectation", formatter.message(of: diagnostic), formatter.format(diagnostic))
                        + "    </testcase>\n"
                case let .error(type, message, text):
                    xml += ">\n" + element("error", type: type, message, text) + "    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// `<failure>` or `<error>`: the message in an attribute, the whole diagnostic as text.
    private func element(_ tag: String, type: String, _ message: String, _ text: String) -> String {
        "      <\(tag) message=\"\(Self.escaped(message))\" type=\"\(type)\">" + Self.escaped(text, inAttribute: false) + "</\(tag)>\n"
    }

    /// `text` as XML 1.0 character data: markup characters as entities; in an attribute, tab,
    /// line feed and carriage return as character references (a parser turns them into spaces
    /// otherwise), in text a carriage return (a parser turns it into a line feed). Characters
    /// XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF) and the discouraged ones (DEL, C1
    /// controls) are written as `\u{HEX}`, as the tree writes them in names.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22 where inAttribute: out += "&quot;"
            case 0x27 where inAttribute: out += "&apos;"
            case 0x09 where inAttribute: out += "&#9;"
            case 0x0A where inAttribute: out += "&#10;"
            case 0x0D: out += "&#13;"
            case 0x09, 0x0A: out.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
