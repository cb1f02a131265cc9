import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// `--storyboard OUT.html`: one self-contained page with a card per executed command.
@Suite struct StoryboardTests {
    static let script = """
        root main=nav(Home)
        set Home title="Home & <Away>"
        push Detail title="שלום"
        pop
        pop
        expect top Home
        """

    @Test("one card per command, each with the command line, the state's picture and tree, and its warnings")
    func cards() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "-e", Self.script])
        #expect(run.status == .success, "\(run.stderr)")
        let html = try #require(run.written["flow.html"])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.components(separatedBy: "<li class=\"step").count - 1 == 6)
        let svgs = SVGInspection.inlineSVGs(in: html)
        #expect(svgs.count == 6)
        for svg in svgs { #expect(SVGInspection.parse(svg).isWellFormed) }
        #expect(html.contains("<code>set Home title=&quot;Home &amp; &lt;Away&gt;&quot;</code>"))
        #expect(
            html.contains(
                "<span class=\"number\">3/6</span> <span class=\"location\">&lt;eval&gt;:3</span> <code>push Detail title=&quot;שלום&quot;</code>"
            ))
        // The second pop is at the root: a UIKit no-op, so a warning and an unchanged state.
        #expect(html.contains("<li class=\"step warned unchanged\" id=\"step-5\">"))
        #expect(html.contains("<p class=\"warning\">warning: "))
        #expect(html.contains(MarkupText.escaped(TreeDumper.render(ScriptRun("root main=nav(Home)\npush Detail").window))))
        #expect(html.contains("<a href=\"#step-2\">next →</a>"))
    }

    @Test("each card lists its command's lifecycle events, in order")
    func cardEvents() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "-e", "root N=uinav(A)\npush B\nexpect top B"])
        #expect(run.status == .success, "\(run.stderr)")
        let html = try #require(run.written["flow.html"])
        #expect(html.components(separatedBy: "<ol class=\"events\">").count - 1 == 2)
        #expect(
            html.contains(
                "<ol class=\"events\"><li>B.willMove(N)</li><li>B.loadView</li><li>B.viewDidLoad</li><li>A.viewWillDisappear(true)</li>"
            ))
    }

    @Test("the page is self-contained: no scripts, no external references, ids unique per card")
    func selfContained() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-e", Self.script])
        let html = try #require(run.written["flow.html"])
        let lowered = html.lowercased()
        for forbidden in ["<script", "http://", "https://", "src=", "@import", "<link", "url(http", "url(//"] {
            #expect(!lowered.contains(forbidden), "the page contains \(forbidden)")
        }
        #expect(html.contains("<style>"))
        #expect(html.contains("id=\"step-1-screen\"") && html.contains("id=\"step-6-screen\""))
        // Standard output is unchanged by the storyboard.
        #expect(run.stdout == NavTreeRun(["-e", Self.script]).stdout)
    }

    @Test("a rejected command gets a failed card with its error and the unchanged state, and the run still exits 1")
    func failure() throws {
        let run = NavTreeRun(["--storyboard", "out.html", "--keep-going", "-e", "root nav(A)\npush uinav(B)\nexpect top B"])
        #expect(run.status == .failure)
        let html = try #require(run.written["out.html"])
        #expect(html.contains("<li class=\"step failed unchanged\" id=\"step-2\">"))
        #expect(html.contains("<p class=\"error\">error: Pushing a navigation controller is not supported</p>"))
        #expect(html.contains("<p class=\"error\">error: expectation failed"))
    }

    @Test("an unwritable storyboard is reported and exits 2; a missing path is a usage error")
    func unwritable() {
        let run = NavTreeRun(["--storyboard", "/nope/out.html", "-e", "root nav(A)"], unwritable: ["/nope/out.html"])
        #expect(run.status == .usage)
        #expect(run.stderr == "navtree: error: cannot write '/nope/out.html': Permission denied\n")
        let missing = NavTreeRun(["-e", "root nav(A)", "--storyboard"])
        #expect(missing.status == .usage)
        #expect(missing.stderr.hasPrefix("Error: Missing value for '--storyboard'"))
        // An empty path is given, not missing: the message says what it should be.
        for arguments in [["--storyboard="], ["--storyboard", "", "-e", "root nav(A)"]] {
            let empty = NavTreeRun(arguments)
            #expect(empty.status == .usage)
            #expect(
                empty.stderr.hasPrefix("Error: The value '' is invalid for '--storyboard': expected the path of the HTML file to write"))
        }
    }

    @Test("the interpreter reports each executed command and the state after it")
    func observer() {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var steps: [Interpreter.Step] = []
        interpreter.observe = { steps.append($0) }
        interpreter.run(ScriptSource(name: "t.nav", text: "root nav(A)\n# a comment\npush B\npop-to Nope\ndismiss"))
        #expect(steps.map(\.command.name.value) == ["root", "push", "pop-to", "dismiss"])
        #expect(steps[1].window.topScreen.flatMap(steps[1].window.name(of:)) == "B")
        #expect(steps[2].error != nil && steps[2].window == steps[1].window)
        #expect(steps[3].warnings.count == 1)
    }

    @Test("the storyboard of no command says so")
    func empty() {
        let html = StoryboardRenderer.render([], title: "empty.nav")
        #expect(html.contains("<li class=\"empty\">No command ran.</li>"))
        #expect(html.contains("<title>empty.nav — navtree storyboard</title>"))
    }
}
