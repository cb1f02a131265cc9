import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read back by Foundation's parser: every element with its attributes and
/// text, in document order. A report the parser refuses fails the test.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The index of the enclosing element, `nil` for the root.
        var parent: Int? = nil
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: String?

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "parse failed" }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let parent = open.last
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict, parent: parent))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = "\(parseError)"
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The children of the element at `index`.
    func children(of index: Int) -> [(index: Int, element: Element)] {
        elements.enumerated().filter { $0.element.parent == index }.map { ($0.offset, $0.element) }
    }

    /// What in the document breaks the JUnit schema CI servers read (Jenkins' `junit-10.xsd`,
    /// which GitLab and GitHub Actions' test reporters follow): elements where they may be,
    /// only the attributes it declares, the required ones present, counts that are whole
    /// numbers and agree with the test cases below them. Empty when it conforms.
    func junitSchemaViolations() -> [String] {
        var problems: [String] = []
        func check(_ index: Int, allowed: Set<String>, required: Set<String>, counts: Set<String>) {
            let element = elements[index]
            for key in element.attributes.keys where !allowed.contains(key) { problems.append("<\(element.name)> has '\(key)'") }
            for key in required where element.attributes[key] == nil { problems.append("<\(element.name)> lacks '\(key)'") }
            for key in counts {
                if let value = element.attributes[key], Int(value).map({ $0 < 0 }) ?? true {
                    problems.append("<\(element.name)> \(key)='\(value)' is not a count")
                }
            }
        }
        guard let root = elements.first, root.name == "testsuites" else { return ["the root is not <testsuites>"] }
        check(
            0, allowed: ["name", "time", "tests", "failures", "disabled", "errors"], required: [],
            counts: ["tests", "failures", "errors", "disabled"])
        var totals = (tests: 0, failures: 0, errors: 0)
        for (suiteIndex, suite) in children(of: 0) {
            guard suite.name == "testsuite" else {
                problems.append("<\(suite.name)> in <testsuites>")
                continue
            }
            check(
                suiteIndex,
                allowed: [
                    "name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package", "file",
                    "log", "url", "version",
                ],
                required: ["name", "tests"], counts: ["tests", "failures", "errors", "disabled", "skipped"])
            var counted = (tests: 0, failures: 0, errors: 0)
            for (caseIndex, testCase) in children(of: suiteIndex) {
                guard testCase.name == "testcase" else {
                    if !["properties", "system-out", "system-err"].contains(testCase.name) {
                        problems.append("<\(testCase.name)> in <testsuite>")
                    }
                    continue
                }
                check(
                    caseIndex, allowed: ["name", "assertions", "time", "classname", "status", "file", "line"], required: ["name"],
                    counts: [])
                counted.tests += 1
                let outcomes = children(of: caseIndex)
                for (outcomeIndex, outcome) in outcomes {
                    switch outcome.name {
                    case "failure", "error":
                        check(outcomeIndex, allowed: ["message", "type"], required: [], counts: [])
                        if outcome.name == "failure" { counted.failures += 1 } else { counted.errors += 1 }
                    case "skipped", "system-out", "system-err": break
                    default: problems.append("<\(outcome.name)> in <testcase>")
                    }
                }
                if outcomes.filter({ ["failure", "error"].contains($0.element.name) }).count > 1 {
                    problems.append("testcase '\(testCase.attributes["name"] ?? "")' has more than one outcome")
                }
            }
            if suite.attributes["tests"] != String(counted.tests) { problems.append("suite '\(suite.attributes["name"] ?? "")' tests") }
            if (suite.attributes["failures"] ?? "0") != String(counted.failures) { problems.append("suite failures") }
            if (suite.attributes["errors"] ?? "0") != String(counted.errors) { problems.append("suite errors") }
            totals = (totals.tests + counted.tests, totals.failures + counted.failures, totals.errors + counted.errors)
        }
        if let tests = root.attributes["tests"], tests != String(totals.tests) { problems.append("testsuites tests") }
        if let failures = root.attributes["failures"], failures != String(totals.failures) { problems.append("testsuites failures") }
        if let errors = root.attributes["errors"], errors != String(totals.errors) { problems.append("testsuites errors") }
        return problems
    }

    /// Whether a CI server shows the report red: a failure or an error anywhere.
    var isRed: Bool { elements.contains { $0.name == "failure" || $0.name == "error" } }
}

/// `--junit FILE`: the report a CI system reads, checked by a real XML parser.
@Suite struct JUnitReportTests {
    /// Passes, a failure, two errors (a name the window lacks, a malformed line), a line the
    /// parser refuses, and a message with markup and a control character.
    static let script = """
        root n=uinav(A)
        expect top A
        expect top B
        expect navbar Missing visible
        expect count Screen
        push C
        expect top "x<y>&\u{7}\\"'"
        expect stack A C on=n
        expect top "unterminated

        """

    @Test("one test case per expect line, named FILE:LINE and its text, with failures, errors and their counts")
    func report() throws {
        let run = NavTreeRun(["--keep-going", "-q", "--junit", "report.xml", "flow.nav"], files: ["flow.nav": Self.script])
        #expect(run.status == .failure)
        let text = try #require(run.written["report.xml"])
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let xml = ParsedXML(text)
        #expect(xml.error == nil, "\(text)")
        let root = try #require(xml.all("testsuites").first)
        #expect(root.attributes["tests"] == "7")
        #expect(root.attributes["failures"] == "2")
        #expect(root.attributes["errors"] == "3")
        let suite = try #require(xml.all("testsuite").first)
        #expect(suite.attributes == ["name": "flow.nav", "tests": "7", "failures": "2", "errors": "3"])
        let cases = xml.all("testcase")
        #expect(
            cases.map { $0.attributes["name"] ?? "" } == [
                "flow.nav:2: expect top A",
                "flow.nav:3: expect top B",
                "flow.nav:4: expect navbar Missing visible",
                "flow.nav:5: expect count Screen",
                "flow.nav:7: expect top \"x<y>&\\u{7}\\\"'\"",
                "flow.nav:8: expect stack A C on=n",
                "flow.nav:9: expect top \"unterminated",
            ])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "flow.nav" })
        let failures = xml.all("failure")
        #expect(
            failures.map { $0.attributes["message"] ?? "" } == [
                "expectation failed: top is 'A', expected 'B'",
                "expectation failed: top is 'C', expected 'x<y>&\\u{7}\"''",
            ])
        #expect(failures.allSatisfy { $0.attributes["type"] == "expectation" })
        #expect(
            failures.first?.text
                == "flow.nav:3:12: error: expectation failed: top is 'A', expected 'B'\n3 | expect top B\n  |            ^\n")
        let errors = xml.all("error")
        #expect(
            errors.map { $0.attributes["message"] ?? "" }.map { $0.prefix(30) } == [
                "no controller named 'Missing'", "missing argument for 'expect c", "unterminated string",
            ])
        // Which test case holds each failure and error.
        let outcomes = xml.elements.filter { ["testcase", "failure", "error"].contains($0.name) }.map(\.name)
        #expect(
            outcomes == [
                "testcase", "testcase", "failure", "testcase", "error", "testcase", "error", "testcase", "failure", "testcase",
                "testcase", "error",
            ])
    }

    @Test(
        "red exactly when navtree exits non-zero, and valid against the JUnit schema: 400 seeded runs with script errors, rejected commands, failed loads, unreadable inputs and stops"
    )
    func redExactlyWhenNonZero() throws {
        var generator = ScriptGenerator(seed: 29)
        var reds = 0
        for run in 0..<400 {
            var files: [String: String] = [:]
            var arguments = ["--junit", "r.xml", "-q"]
            if generator.rng.chance(50) { arguments.append("--keep-going") }
            if generator.rng.chance(5) { arguments += ["--state", "missing.json"] }
            for input in 0..<(1 + generator.rng.below(3)) {
                let roll = generator.rng.below(100)
                if roll < 6 {
                    arguments.append("missing\(input).nav")
                    continue
                }
                var window = Window()
                var lines = ["root uinav(A)"]
                // A third of the scripts are clean, so that green runs are many too.
                let clean = generator.rng.chance(33)
                if clean { lines += ["push B\(input)", "expect top B\(input)", "pop", "expect top A"] }
                for _ in 0..<(clean ? 0 : 1 + generator.rng.below(6)) {
                    let line: String =
                        switch generator.rng.below(10) {
                        case 0: "psh B"
                        case 1: "load state missing.json"
                        case 2: "expect top " + generator.name(in: window)
                        default: generator.line(in: window)
                        }
                    lines.append(line)
                    window = ScriptRun(lines.joined(separator: "\n"), keepGoing: true).window
                }
                if roll < 20 {
                    arguments += ["-e", lines.joined(separator: "\n")]
                } else {
                    files["s\(input).nav"] = lines.joined(separator: "\n") + "\n"
                    arguments.append("s\(input).nav")
                }
            }
            let result = NavTreeRun(arguments, files: files)
            let text = try #require(result.written["r.xml"], "run \(run): no report for \(arguments)")
            let xml = ParsedXML(text)
            #expect(xml.error == nil, "run \(run)")
            #expect(xml.junitSchemaViolations().isEmpty, "run \(run): \(xml.junitSchemaViolations())\n\(text)")
            #expect(xml.isRed == (result.status != .success), "run \(run): exit \(result.status) with \(arguments) \(files)\n\(text)")
            if xml.isRed { reds += 1 }
        }
        // Both outcomes are exercised.
        #expect(reds > 100 && reds < 350, "\(reds) of 400 runs red")
    }

    @Test(
        "every error of a run is a test case with file:line:column and its message: rejected commands, lines that do not parse, failed loads, unreadable scripts, stops"
    )
    func everyErrorIsATestCase() throws {
        let script = "root uinav(A)\npsh B\npush uinav(C)\nload state none.json\nroot (\nexpect top A\n"
        let run = NavTreeRun(["--keep-going", "--junit", "r.xml", "-q", "s.nav", "gone.nav"], files: ["s.nav": script])
        #expect(run.status == .usage)
        let xml = ParsedXML(try #require(run.written["r.xml"]))
        #expect(xml.junitSchemaViolations().isEmpty)
        #expect(
            xml.all("testcase").map { $0.attributes["name"] ?? "" } == [
                "s.nav:2: psh B", "s.nav:3: push uinav(C)", "s.nav:4: load state none.json", "s.nav:5: root (", "s.nav:6: expect top A",
                "gone.nav: cannot be read",
            ])
        let errors = xml.all("error")
        #expect(errors.count == 5)
        #expect(errors.map(\.text).prefix(4).allSatisfy { $0.hasPrefix("s.nav:") }, "file:line:column")
        #expect(errors[0].text.hasPrefix("s.nav:2:1: error: unknown command 'psh'"))
        #expect(errors[1].attributes["message"] == "Pushing a navigation controller is not supported")
        #expect(errors[2].text.hasPrefix("s.nav:4:12: error: cannot read"))
        #expect(errors[4].attributes["message"] == "navtree: error: cannot read 'gone.nav': No such file or directory")
        #expect(run.stderr.hasSuffix("1 expectation, 0 failed, 5 errors\n"))
    }

    @Test("a state document that does not read, and an output that cannot be written, are errors in the report too")
    func inputAndOutputErrors() throws {
        let state = NavTreeRun(["--junit", "r.xml", "--state", "bad.json", "-e", "expect top A"], files: ["bad.json": "{"])
        #expect(state.status == .usage)
        let stateXML = ParsedXML(try #require(state.written["r.xml"]))
        #expect(stateXML.isRed && stateXML.junitSchemaViolations().isEmpty)
        #expect(stateXML.all("error").first?.attributes["message"]?.hasPrefix("bad.json:1:") == true)
        let output = NavTreeRun(["--junit", "r.xml", "-o", "/nope/out.txt", "-e", "root uinav(A)"], unwritable: ["/nope/out.txt"])
        #expect(output.status == .usage)
        let outputXML = ParsedXML(try #require(output.written["r.xml"]))
        #expect(outputXML.all("testcase").map { $0.attributes["name"] ?? "" } == ["/nope/out.txt: cannot be written"])
        // A refused output option: the report says so, nothing else is written.
        let refused = NavTreeRun(["--junit", "r.xml", "-o", "notes.txt", "-e", "root uinav(A)"], files: ["notes.txt": "hi\n"])
        #expect(refused.status == .usage && refused.written.keys.sorted() == ["r.xml"])
        #expect(ParsedXML(try #require(refused.written["r.xml"])).isRed)
    }

    @Test("a suite per script, in the order each first ran; scripts without expectations are listed with none")
    func suites() throws {
        let run = NavTreeRun(
            ["--junit", "r.xml", "a.nav", "-e", "expect top A", "b.nav", "-e", "expect top A"],
            files: ["a.nav": "root uinav(A)\n", "b.nav": "expect top A\n"])
        #expect(run.status == .success)
        let xml = ParsedXML(try #require(run.written["r.xml"]))
        #expect(xml.error == nil)
        #expect(xml.all("testsuite").map { $0.attributes["name"] ?? "" } == ["a.nav", "<eval>", "b.nav"])
        #expect(xml.all("testsuite").map { $0.attributes["tests"] ?? "" } == ["0", "2", "1"])
        #expect(
            xml.all("testcase").map { $0.attributes["name"] ?? "" } == [
                "<eval>:1: expect top A", "<eval>:2: expect top A", "b.nav:1: expect top A",
            ])
        #expect(xml.all("failure").isEmpty && xml.all("error").isEmpty)
    }

    @Test("the report is written when the run stops at a failure, with the expectations it reached")
    func stopped() throws {
        let run = NavTreeRun(["--junit", "r.xml", "-e", "root uinav(A)\nexpect top B\nexpect top A"])
        #expect(run.status == .failure)
        let xml = ParsedXML(try #require(run.written["r.xml"]))
        #expect(
            xml.all("testcase").map { $0.attributes["name"] ?? "" } == [
                "<eval>:2: expect top B", "<eval>: the run stopped at line 2",
            ])
        #expect(xml.all("testsuites").first?.attributes["failures"] == "1")
        #expect(xml.all("testsuites").first?.attributes["errors"] == "1")
        #expect(
            xml.all("error").first?.attributes["message"]
                == "the run stopped at <eval>:2 after the error there; the rest of <eval> did not run (--keep-going runs on)")
        #expect(run.stderr.hasSuffix("1 expectation, 1 failed, 1 error\n"))
        // Stopping at the last line leaves nothing unrun: no such test case.
        let last = NavTreeRun(["--junit", "r.xml", "-e", "root uinav(A)\nexpect top B\n# done\n"])
        #expect(ParsedXML(try #require(last.written["r.xml"])).all("testcase").count == 1)
    }

    @Test("an unwritable report exits 2 with the system's reason; an empty path is a usage error")
    func unwritable() {
        let run = NavTreeRun(["--junit", "/nope/r.xml", "-e", "root uinav(A)\nexpect top A"], unwritable: ["/nope/r.xml"])
        #expect(run.status == .usage)
        #expect(run.stderr == "navtree: error: cannot write '/nope/r.xml': Permission denied\n1 expectation, 0 failed\n")
        let empty = NavTreeRun(["--junit=", "-e", "root uinav(A)"])
        #expect(empty.status == .usage)
        #expect(empty.stderr.hasPrefix("Error: The value '' is invalid for '--junit': expected the path of the XML file to write\n"))
        let twice = NavTreeRun(["--junit", "x", "-o", "x", "-e", "root uinav(A)"])
        #expect(twice.stderr.hasPrefix("Error: '--output' and '--junit' both name 'x'; give each its own file\n"))
    }

    @Test("escaping: markup as entities, line breaks kept in attributes, characters XML 1.0 forbids written as \\u{…}")
    func escaping() throws {
        #expect(JUnitReport.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(JUnitReport.escaped("a<\"'", inAttribute: false) == "a&lt;\"'")
        #expect(JUnitReport.escaped("1\n2\t3\r4") == "1&#10;2&#9;3&#13;4")
        #expect(JUnitReport.escaped("1\n2\t3\r4", inAttribute: false) == "1\n2\t3&#13;4")
        #expect(JUnitReport.escaped("\u{0}\u{1B}\u{7F}\u{85}\u{FFFE}\u{FFFF}") == "\\u{0}\\u{1B}\\u{7F}\\u{85}\\u{FFFE}\\u{FFFF}")
        #expect(JUnitReport.escaped("日本 🎉 \u{10FFFF}") == "日本 🎉 \u{10FFFF}")
        // Every scalar below U+0100, through a parser, in an attribute and in text.
        let all = String(String.UnicodeScalarView((0..<0x100).compactMap(Unicode.Scalar.init)))
        let document = "<r a=\"\(JUnitReport.escaped(all))\">\(JUnitReport.escaped(all, inAttribute: false))</r>"
        let xml = ParsedXML(document)
        #expect(xml.error == nil)
        let expected = JUnitReport.escaped(all).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&#10;", with: "\n")
            .replacingOccurrences(of: "&#9;", with: "\t").replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(xml.all("r").first?.attributes["a"] == expected)
        #expect(xml.all("r").first?.text == expected)
    }
}

/// The summary navtree ends with, and the results the interpreter reports for a report.
@Suite struct ExpectationSummaryTests {
    @Test(
        "the summary: a count and how many failed, singular for one; none when no expectation was checked",
        arguments: [
            ("root uinav(A)", nil),
            ("root uinav(A)\nexpect top A", "1 expectation, 0 failed"),
            ("root uinav(A)\nexpect top A\nexpect top A", "2 expectations, 0 failed"),
            ("root uinav(A)\nexpect top B\nexpect top A\nexpect tpo A", "3 expectations, 2 failed"),
        ] as [(String, String?)])
    func summary(_ script: String, _ line: String?) {
        let run = NavTreeRun(["--keep-going", "-q", "-e", script])
        if let line {
            #expect(run.stderr.hasSuffix("\n" + line + "\n") || run.stderr == line + "\n", "\(run.stderr)")
        } else {
            #expect(run.stderr == "")
        }
    }

    @Test("the interpreter reports each expect line once: passed, failed, or in error (a line the parser refused included)")
    func results() {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var results: [ExpectationResult] = []
        interpreter.expectationChecked = { results.append($0) }
        interpreter.run(
            ScriptSource(
                name: "t.nav",
                text:
                    "root uinav(A)\n  expect top A  \nexpect error expect top A\nexpect error push uinav(B)\nexpect bogus\nexpect top \"x\npush B\nexpect top A"
            ))
        #expect(results.map(\.location.line) == [2, 3, 4, 5, 6, 8])
        #expect(results.first?.text == "expect top A")
        #expect(results.first?.location.column == 3)
        func kind(_ result: ExpectationResult) -> String {
            switch result.outcome {
            case .passed: "passed"
            case .failed: "failed"
            case .error: "error"
            }
        }
        #expect(results.map(kind) == ["passed", "failed", "passed", "error", "error", "failed"])
        let statistics = interpreter.statistics
        #expect(statistics.expectationsPassed == 2, "the nested 'expect top A' is not counted on its own")
        #expect(statistics.expectationsFailed == 2)
        #expect(statistics.expectationErrors == 2)
        #expect(statistics.expectations == 6)
    }
}
