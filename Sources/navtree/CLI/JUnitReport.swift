import NavStack

/// The JUnit XML report `--junit FILE` writes: a `<testsuite>` per script, a `<testcase>` per
/// `expect` line it reached, with a `<failure>` for an expectation that did not hold and an
/// `<error>` for one that could not be checked. CI systems (Jenkins, GitLab, GitHub Actions'
/// test reporters) read this shape.
struct JUnitReport {
    /// One script's expectations.
    struct Suite {
        /// The script's name as diagnostics give it (`flow.nav`, `<eval>`, `<stdin>`).
        var name: String
        var results: [ExpectationResult] = []

        var failures: Int { results.count(where: { if case .failed = $0.outcome { true } else { false } }) }
        var errors: Int { results.count(where: { if case .error = $0.outcome { true } else { false } }) }
    }

    /// The suites, in the order their scripts first ran.
    private(set) var suites: [Suite] = []
    /// Formats a failure's body as navtree prints it on standard error.
    private let formatter = DiagnosticsFormatter()

    /// Makes `name` a suite, if it is not one yet: a script without expectations is listed too.
    mutating func begin(_ name: String) {
        if !suites.contains(where: { $0.name == name }) { suites.append(Suite(name: name)) }
    }

    /// Adds `result` to its script's suite.
    mutating func add(_ result: ExpectationResult) {
        let name = result.location.file
        if let index = suites.lastIndex(where: { $0.name == name }) {
            suites[index].results.append(result)
        } else {
            suites.append(Suite(name: name, results: [result]))
        }
    }

    /// The report as a UTF-8 XML 1.0 document.
    func render() -> String {
        let tests = suites.reduce(0) { $0 + $1.results.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"navtree\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(Self.escaped(suite.name))\" tests=\"\(suite.results.count)\" "
                + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\">\n"
            for result in suite.results {
                let name = "\(result.location.file):\(result.location.line): \(result.text)"
                xml += "    <testcase name=\"\(Self.escaped(name))\" classname=\"\(Self.escaped(suite.name))\""
                switch result.outcome {
                case .passed:
                    xml += "/>\n"
                case let .failed(diagnostic):
                    xml += ">\n" + element("failure", type: "expectation", diagnostic) + "    </testcase>\n"
                case let .error(diagnostic):
                    xml += ">\n" + element("error", type: "error", diagnostic) + "    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// `<failure>` or `<error>`: the message in an attribute, the whole diagnostic as text.
    private func element(_ tag: String, type: String, _ diagnostic: Diagnostic) -> String {
        "      <\(tag) message=\"\(Self.escaped(formatter.message(of: diagnostic)))\" type=\"\(type)\">"
            + Self.escaped(formatter.format(diagnostic), inAttribute: false) + "</\(tag)>\n"
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
