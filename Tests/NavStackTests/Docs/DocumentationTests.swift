import Foundation
import NavStack
import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The code the documentation shows compiles and does what it says: each example below is the
/// documentation's text, and a test checks the text still matches.
@Suite("Documentation examples")
struct DocumentationTests {
    /// The lines between `// BEGIN name` and `// END name` in the calling file (or `file`),
    /// without their common indentation.
    static func region(_ name: String, in file: String = #filePath) -> String {
        let source = String(decoding: FileSystem.read(path: file) ?? [], as: UTF8.self)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// BEGIN \(name)") }),
            let end = lines[begin...].firstIndex(where: { $0.hasSuffix("// END \(name)") })
        else { return "" }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// The first ```swift block of `text` after `heading` (the whole text when empty).
    static func swiftBlock(in text: String, after heading: String = "") -> String {
        let start = heading.isEmpty ? text.startIndex : (text.range(of: heading)?.upperBound ?? text.endIndex)
        guard let open = text.range(of: "```swift\n", range: start..<text.endIndex),
            let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else { return "" }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The ```swift block of a `///` doc comment in `file` that precedes `declaration`.
    static func docCommentBlock(in file: String, before declaration: String) -> String {
        let source = String(decoding: FileSystem.read(path: RepositoryPath.root + "/" + file) ?? [], as: UTF8.self)
        guard let end = source.range(of: declaration) else { return "" }
        let comment = source[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropLast().reversed()
            .prefix { $0.hasPrefix("///") }.reversed()
            .map { $0.dropFirst(3).drop(while: { $0 == " " }) == "" ? "" : String($0.dropFirst(4)) }
        return swiftBlock(in: comment.joined(separator: "\n"))
    }

    static func file(_ path: String) -> String {
        String(decoding: FileSystem.read(path: RepositoryPath.root + "/" + path) ?? [], as: UTF8.self)
    }

    @Test("the README's library example runs and gives the stack and back button it claims")
    func readmeExample() throws {
        // BEGIN readme
        var window = Window()
        try window.setRoot(.koinuNavigationController(root: .screen("Home"), label: "main"))
        let home = try window.lookUp("Home")
        try window.pushViewController(.screen("Detail"), from: home)  // Home.navigationController.push…
        let main = try window.lookUp("main")
        let stack = window.vmViewControllers(of: main).compactMap(window.name(of:))  // ["Home", "Detail"]
        let back = window.backButton(of: try window.lookUp("Detail"))  // .titled("Back"): Koinu's own item
        print(TreeDumper.render(window))
        // END readme
        #expect(stack == ["Home", "Detail"])
        #expect(back == .titled("Back"))
        let shown = Self.swiftBlock(in: Self.file("README.md"), after: "## Using the library")
        #expect(shown == "import NavStack\n\n" + Self.region("readme"), "README.md's example differs from this test's")
    }

    @Test("Window's documentation example runs and gives the stack it claims")
    func windowExample() throws {
        // BEGIN window
        var window = Window()
        try window.setRoot(.koinuNavigationController(root: .screen("Home"), label: "main"))
        let nav = try window.lookUp("main")
        try window.pushViewController(.screen("Detail"), onto: nav)
        let names = window.vmViewControllers(of: nav).compactMap(window.name(of:))  // ["Home", "Detail"]
        // END window
        #expect(names == ["Home", "Detail"])
        let shown = Self.docCommentBlock(in: "Sources/NavStack/Core/Model/Window.swift", before: "public struct Window:")
        #expect(shown == Self.region("window"), "Window's doc comment differs from this test's example")
    }

    @Test("Interpreter's documentation example runs and reports its failed expectation as a compiler message")
    func interpreterExample() {
        var printed: [String] = []
        func print(_ item: Any, terminator: String = "\n") { printed.append("\(item)" + terminator) }
        // BEGIN interpreter
        var interpreter = Interpreter()
        interpreter.write = { print($0, terminator: "") }
        interpreter.report = { print($0) }  // flow.nav:3:12: error: expectation failed: …
        interpreter.run(ScriptSource(name: "flow.nav", text: "root nav(Home)\npush Detail\nexpect top Home"))
        // END interpreter
        #expect(
            printed == [
                """
                flow.nav:3:12: error: expectation failed: top is 'Detail', expected 'Home'
                3 | expect top Home
                  |            ^~~~

                """
            ])
        let shown = Self.docCommentBlock(in: "Sources/NavStack/Script/Interpreter.swift", before: "public struct Interpreter")
        #expect(shown == Self.region("interpreter"), "Interpreter's doc comment differs from this test's example")
    }

    @Test("a Diagnostic prints as the Swift compiler's message, notes included")
    func diagnosticDescription() {
        let diagnostic = Diagnostic(
            .error, "Pushing a navigation controller is not supported",
            at: ScriptLocation(file: "flow.nav", line: 4, column: 6), length: 15,
            sourceLine: "push uinav(Settings)", notes: ["UIKit raises NSInvalidArgumentException"])
        #expect(
            "\(diagnostic)" == """
                flow.nav:4:6: error: Pushing a navigation controller is not supported
                4 | push uinav(Settings)
                  |      ^~~~~~~~~~~~~~~
                flow.nav:4:6: note: UIKit raises NSInvalidArgumentException
                """)
    }

    @Test("one version everywhere: the library, navtree --version, the changelog's latest release and the README's install line")
    func version() {
        #expect(Release.version.split(separator: ".").count == 3 && Release.version.allSatisfy { $0.isNumber || $0 == "." })
        let changelog = Self.file("CHANGELOG.md")
        // Keep a Changelog's `## [Unreleased]` collects what the next release adds.
        let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(latest?.hasPrefix("## [\(Release.version)]") == true, "CHANGELOG.md's latest entry is \(latest ?? "missing")")
        let readme = Self.file("README.md")
        #expect(readme.contains("# navtree \(Release.version)"))
        // No release is tagged, so the README may not tell SwiftPM to resolve a version
        // (`from:`, `exact:`, `.upToNextMajor`): that does not resolve. .ci/install-check builds
        // its snippet against a clone.
        for line in readme.split(separator: "\n") where line.contains(".package(") {
            for versioned in ["from: \"", "exact: \"", "upToNext", "OWNER"] {
                #expect(!line.contains(versioned), "README.md's installation uses '\(versioned)': \(line)")
            }
        }
        #expect(readme.contains(".package(path: \"../NavStack\")"))
    }

    @Test("the README stays short: what NavStack is, installation, a quick start, an example and links")
    func readmeIsShort() {
        let readme = Self.file("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        for heading in ["## Quick start", "## Installation", "## Using the library", "## Documentation"] {
            #expect(readme.contains(heading), "\(heading)")
        }
    }
}
