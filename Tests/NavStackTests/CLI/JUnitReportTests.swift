import Foundation
import Testing

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
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict))
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
        #expect(xml.all("testcase").count == 1)
        #expect(xml.all("testsuites").first?.attributes["failures"] == "1")
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
