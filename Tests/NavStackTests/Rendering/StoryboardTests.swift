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

    @Test("one card per command that is not a folded expectation, with the command line, the state's picture and tree, and its warnings")
    func cards() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "-e", Self.script])
        #expect(run.status == .success, "\(run.stderr)")
        let html = try #require(run.written["flow.html"])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // Six lines, five cards: `expect top Home` folds into the first pop's card.
        #expect(Self.cards(in: html).count == 5)
        let svgs = SVGInspection.inlineSVGs(in: html)
        #expect(svgs.count == 5)
        for svg in svgs { #expect(SVGInspection.parse(svg).isWellFormed) }
        #expect(html.contains("<code>set Home title=&quot;Home &amp; &lt;Away&gt;&quot;</code>"))
        #expect(
            html.contains(
                "<span class=\"number\">3/5</span></a> <span class=\"location\">&lt;eval&gt;:3</span> <code>push Detail title=&quot;שלום&quot;</code>"
            ))
        // The second pop is at the root: a UIKit no-op, so a warning and an unchanged state, nothing marked.
        let unchanged = Self.cards(in: html)[4]
        #expect(unchanged.hasPrefix("<li class=\"step warned unchanged\" id=\"step-5\">"))
        #expect(unchanged.contains("<p class=\"warning\">warning: "))
        #expect(!unchanged.contains("<mark"))
        #expect(unchanged.contains(MarkupText.escaped(TreeDumper.render(ScriptRun("root main=nav(Home)").window))))
        #expect(html.contains("<a class=\"number\" href=\"#step-2\">"))
        #expect(html.contains("<p class=\"summary\">6 commands in 5 cards; 1 expectation: <span class=\"pass\">1 ✓</span></p>"))
    }

    /// The cards of a page, each from its `<li class="step` to its `</li>`.
    static func cards(in html: String) -> [String] {
        html.components(separatedBy: "<li class=\"step").dropFirst().map { "<li class=\"step" + $0 }
    }

    static let foldingScript = """
        expect count Screen 0
        root main=nav(Home)
        push Detail
        expect top Detail
        expect stack Home Detail on=main
        push uinav(Nope)
        expect top Home
        pop
        expect top Home
        """

    @Test("an expectation is listed with ✓ or ✗ in the card of the last command that changed the state before it")
    func expectationsFold() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "--keep-going", "-e", Self.foldingScript])
        #expect(run.status == .failure)
        let cards = Self.cards(in: try #require(run.written["flow.html"]))
        #expect(cards.count == 5, "expectations fold; the rejected push keeps its card")
        // Before any state: a card of its own, listing it.
        #expect(cards[0].contains("<code>expect count Screen 0</code></p>"))
        #expect(cards[0].contains("<li class=\"pass\"><span class=\"verdict\">✓</span> <code>expect count Screen 0</code>"))
        #expect(!cards[1].contains("class=\"expectations\""), "the root's card checks nothing")
        // The push's card holds both of its expectations, passing, in order.
        let push = cards[2]
        #expect(push.contains("<code>push Detail</code>"))
        let top = try #require(push.range(of: "<li class=\"pass\"><span class=\"verdict\">✓</span> <code>expect top Detail</code>"))
        let stack = try #require(
            push.range(of: "<li class=\"pass\"><span class=\"verdict\">✓</span> <code>expect stack Home Detail on=main</code>"))
        #expect(top.lowerBound < stack.lowerBound)
        #expect(push.contains("<span class=\"location\">&lt;eval&gt;:4</span>"))
        // The rejected push changed nothing, so `expect top Home` after it checks the push's
        // state, and fails there; the rejected card lists no expectation.
        #expect(cards[3].hasPrefix("<li class=\"step failed unchanged\" id=\"step-4\">"))
        #expect(!cards[3].contains("class=\"expectations\""))
        #expect(push.hasPrefix("<li class=\"step expectation-failed\" id=\"step-3\">"))
        #expect(
            push.contains(
                "<li class=\"fail\"><span class=\"verdict\">✗</span> <code>expect top Home</code> <span class=\"location\">&lt;eval&gt;:7</span>"
                    + "<p class=\"failure\">expectation failed: top is &#39;Detail&#39;, expected &#39;Home&#39;</p></li>"))
        // The pop's card: the same expectation holds.
        #expect(cards[4].contains("<code>pop</code>"))
        #expect(cards[4].contains("<li class=\"pass\"><span class=\"verdict\">✓</span> <code>expect top Home</code>"))
        #expect(cards[4].contains("<p class=\"removed\">Removed: Detail</p>"))
    }

    @Test("the controllers a command added or changed are marked in its card's tree and outlined in its wireframe")
    func highlights() throws {
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "-e", "root main=uinav(Home)\npush Detail\nset Detail title=T\npop"])
        let cards = Self.cards(in: try #require(run.written["flow.html"]))
        #expect(cards.count == 4)
        // The root: everything is new.
        #expect(cards[0].contains("<mark class=\"added\">UINavigationController &quot;main&quot;</mark>"))
        #expect(cards[0].contains("<mark class=\"added\">Home ◀ top</mark>"))
        // The push: Detail is new, Home went out of the window, the navigation controller is as it was.
        let push = cards[1]
        #expect(push.contains("└─ <mark class=\"added\">Detail ◀ top</mark>\n"))
        #expect(push.contains("├─ <mark class=\"changed\">Home</mark>\n"))
        #expect(push.contains("<pre class=\"tree\">UINavigationController &quot;main&quot;\n"))
        let picture = try #require(SVGInspection.inlineSVGs(in: push).first)
        let attributes = SVGInspection.parse(picture).attributes
        #expect(attributes.contains { $0["data-safearea"] == "Detail" && $0["class"] == "changed" })
        #expect(!attributes.contains { $0["class"] == "changed" && $0["data-safearea"] != "Detail" })
        // A property: only that screen.
        #expect(cards[2].contains("<mark class=\"changed\">Detail ◀ top</mark>"))
        #expect(cards[2].components(separatedBy: "<mark").count == 2)
        // The pop: Home is back, Detail is gone.
        #expect(cards[3].contains("<mark class=\"changed\">Home ◀ top</mark>"))
        #expect(cards[3].contains("<p class=\"removed\">Removed: Detail</p>"))
    }

    @Test("an expectation that changed the state gets a card of its own; past the last card, expectations are counted")
    func recorderExpectations() throws {
        var recorder = StoryboardRenderer.Recorder()
        let empty = Window()
        recorder.recordExpectation(location: "t:1", command: "expect count Screen 0", window: empty, failure: nil)
        #expect(recorder.frames.count == 1 && recorder.frames[0].isExpectation)
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("A"), label: "n"))
        recorder.recordExpectation(location: "t:2", command: "expect warning …", window: window, failure: "nope")
        #expect(recorder.frames.count == 2, "the state changed: a card of its own")
        #expect(recorder.frames[1].expectations == [.init(location: "t:2", command: "expect warning …", failure: "nope")])
        recorder.recordExpectation(location: "t:3", command: "expect top A", window: window, failure: nil)
        #expect(recorder.frames.count == 2 && recorder.frames[1].expectations.count == 2, "the same state: folded")
        let html = StoryboardRenderer.render(recorder, title: "t")
        #expect(html.contains("3 commands in 2 cards; 3 expectations: <span class=\"pass\">2 ✓</span> <span class=\"fail\">1 ✗</span>"))
    }

    @Test("the storyboard of a small script matches its golden page")
    func golden() throws {
        let script = "root main=nav(Home)\npush Detail title=\"A & B\"\nexpect top Detail\nexpect top Home\npop"
        let run = NavTreeRun(["--storyboard", "flow.html", "-q", "--keep-going", "-e", script])
        assertGolden(try #require(run.written["flow.html"]), named: "storyboard-small", extension: "html")
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
        // Many events fold under their count; a few show.
        #expect(html.contains("<details class=\"events\"><summary>9 lifecycle events</summary>"))
        let dismiss = NavTreeRun(["--storyboard", "d.html", "-q", "-e", "root uinav(A)\npresent B style=fullScreen\ndismiss"])
        #expect(try #require(dismiss.written["d.html"]).contains("<details class=\"events\" open><summary>"))
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
        #expect(html.contains("id=\"step-1-screen\"") && html.contains("id=\"step-5-screen\""))
        // Standard output is unchanged by the storyboard.
        #expect(run.stdout == NavTreeRun(["-e", Self.script]).stdout)
    }

    @Test(
        "a swipe begun and not finished changes the state: its card does not say the state is unchanged; a cancelled one's state is the one before"
    )
    func swipeInProgress() throws {
        let run = NavTreeRun(
            ["--storyboard", "flow.html", "-q", "-e", "root uinav(Home)\npush Detail\nswipe-back begin\nswipe-back cancel"])
        let cards = Self.cards(in: try #require(run.written["flow.html"]))
        #expect(cards.count == 4)
        #expect(!cards[2].contains("The state is unchanged"), "swipe-back begin")
        #expect(!cards[2].hasPrefix("<li class=\"step unchanged\""))
        #expect(!cards[3].contains("The state is unchanged"), "the cancel ends the transition the begin started")
        let before = ScriptRun("root n=uinav(Home)\npush Detail").window
        var begun = before
        try begun.beginSwipeBack(on: try begun.lookUp("n"))
        #expect(begun.changeStamp != before.changeStamp, "the transition is part of the change stamp")
    }

    @Test("a rejected command gets a failed card with its error and the unchanged state, and the run still exits 1")
    func failure() throws {
        let run = NavTreeRun(["--storyboard", "out.html", "--keep-going", "-e", "root nav(A)\npush uinav(B)\nexpect top B"])
        #expect(run.status == .failure)
        let html = try #require(run.written["out.html"])
        #expect(html.contains("<li class=\"step failed unchanged\" id=\"step-2\">"))
        #expect(html.contains("<p class=\"error\">error: Pushing a navigation controller is not supported</p>"))
        // The failed expectation checks the root's state: it is marked ✗ in that card.
        let root = try #require(Self.cards(in: html).first)
        #expect(root.hasPrefix("<li class=\"step expectation-failed\" id=\"step-1\">"))
        #expect(root.contains("<li class=\"fail\"><span class=\"verdict\">✗</span> <code>expect top B</code>"))
        #expect(root.contains("<p class=\"failure\">expectation failed: top is &#39;A&#39;, expected &#39;B&#39;</p>"))
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
