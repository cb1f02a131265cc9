import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// The SVG wireframe draws exactly the layout's frames, escapes every text and stays well
/// formed for any name.
@Suite struct SVGRendererTests {
    static let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")

    /// The window an example leaves (examples run green; their final state is pictured).
    static func exampleWindow(_ name: String) -> Window {
        let bytes = FileSystem.read(path: RepositoryPath.root + "/Examples/" + name) ?? []
        return ScriptRun(String(decoding: bytes, as: UTF8.self)).window
    }

    /// `frames` output's element lines, without the safe areas.
    static func frameLines(_ window: Window) -> [String] {
        FramesRenderer.render(window).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("safearea:") }
    }

    @Test("every element's rectangle in the SVG is its frame, with the numbers of --format frames", arguments: examples)
    func elementsMatchFrames(_ name: String) {
        let window = Self.exampleWindow(name)
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        #expect(parse.isWellFormed, "\(name): \(parse.error ?? "")")
        // Same elements, same numbers; the picture stacks them in its own order.
        #expect(parse.elements.map(\.description).sorted() == Self.frameLines(window).sorted())
    }

    @Test("each screen's content rectangle is its view's frame inset by its safe area, as frames prints it", arguments: examples)
    func contentMatchesSafeAreas(_ name: String) {
        let window = Self.exampleWindow(name)
        let layout = window.layout()
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        let expected = layout.contexts.flatMap(\.screens).map { screen -> String in
            let area = screen.frame.inset(by: screen.safeArea)
            return "\(screen.name) \(area)"
        }
        #expect(parse.safeAreas.map(\.description).sorted() == expected.sorted())
        for screen in layout.contexts.flatMap(\.screens) {
            #expect(layout.safeArea(of: screen.name) == screen.safeArea)
        }
    }

    @Test("the flows' frames match too: re-docked popup bar, open popup, sheets, expanded stack")
    func flowFramesMatch() {
        for script in [
            SVGGoldenTests.popupRedock + "\npush Album hidesBottomBarWhenPushed=true",
            SVGGoldenTests.popupRedock + "\npopup open",
            SVGGoldenTests.toastStack + "\ntoasts tap\ntoasts swipe 1 dx=-150 vx=-120",
            "root nav(A)\npresent nav(B) style=formSheet\npresent C style=overFullScreen",
            "device ipad-pro-11 landscape\nroot tabs(nav(A), nav(B))\npresent nav(C) style=formSheet",
            "root nav(A)\npresent S=nav(B) detent=medium grabber=true",
            "device iphone-se\nroot nav(A)\npresent S=nav(B)\npresent T style=formSheet",
        ] {
            let window = ScriptRun(script).window
            let parse = SVGInspection.parse(SVGRenderer.render(window))
            #expect(parse.isWellFormed)
            #expect(parse.elements.map(\.description).sorted() == Self.frameLines(window).sorted())
        }
    }

    @Test("the picture is the device's size in points, outlined with its display corner radius")
    func size() {
        var window = Window(device: .iPhone15Pro)
        var svg = SVGRenderer.render(window)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\" viewBox=\"0 0 393 852\""))
        #expect(svg.contains("rx=\"55\""))
        window.setDevice(.iPhone15Pro, orientation: .landscape)
        svg = SVGRenderer.render(window)
        #expect(svg.contains("width=\"852\" height=\"393\" viewBox=\"0 0 852 393\""))
        window.setDevice(.iPhoneSE)
        #expect(
            SVGRenderer.render(window).contains("<rect data-device=\"iphone-se\" x=\"0\" y=\"0\" width=\"375\" height=\"667\" rx=\"0\""))
        #expect(Device.all.allSatisfy { $0.displayCornerRadius >= 0 && $0.displayCornerRadius < $0.screenWidth / 2 })
    }

    @Test("an empty window still renders a well-formed picture that says so")
    func emptyWindow() {
        let parse = SVGInspection.parse(SVGRenderer.render(Window()))
        #expect(parse.isWellFormed)
        #expect(parse.texts.contains("No root view controller"))
        #expect(parse.elements.map(\.name).sorted() == ["island", "statusbar"])
    }

    @Test("an open popup covers its container's child bars; a tab bar covers an inner container's popup")
    func stacking() {
        let open = SVGInspection.parse(SVGRenderer.render(ScriptRun(SVGGoldenTests.popupRedock + "\npopup open").window))
        let names = open.elements.map(\.name)
        #expect(names.firstIndex(of: "navbar:Library").map { $0 < (names.firstIndex(of: "popupcontent") ?? -1) } == true)
        #expect(names.last == "island")
        let inner = SVGInspection.parse(SVGRenderer.render(ScriptRun("root t=tabs(l=nav(A))\npopup present P on=l open").window))
        let innerNames = inner.elements.map(\.name)
        #expect(innerNames.firstIndex(of: "popupcontent").map { $0 < (innerNames.firstIndex(of: "tabbar") ?? -1) } == true)
    }

    @Test("random windows: the SVG stays well formed and draws every frame")
    func randomWindows() {
        for seed in 0..<60 {
            var fuzzer = Fuzzer(seed: 0x5EED_0000 + UInt64(seed))
            for step in 1...30 {
                let operation = fuzzer.step()
                _ = try? operation.run(&fuzzer.window)
                guard step % 10 == 0 else { continue }
                let parse = SVGInspection.parse(SVGRenderer.render(fuzzer.window))
                #expect(parse.isWellFormed, "seed \(seed), step \(step): \(parse.error ?? "")")
                #expect(
                    parse.elements.map(\.description).sorted() == Self.frameLines(fuzzer.window).sorted(),
                    "seed \(seed), step \(step)")
            }
        }
    }

    @Test("rendering is deterministic")
    func deterministic() {
        let window = ScriptRun(SVGGoldenTests.popupRedock).window
        #expect(SVGRenderer.render(window) == SVGRenderer.render(window))
    }

    @Test("print svg and --format svg give the renderer's output")
    func formats() {
        let run = ScriptRun("root nav(A)\nprint svg")
        #expect(run.output == SVGRenderer.render(run.window))
        let cli = NavTreeRun(["--format", "svg", "-e", "root nav(A)"])
        #expect(cli.status == .success)
        #expect(cli.stdout == SVGRenderer.render(run.window))
        #expect(OutputFormat(rawValue: "svg") == .svg)
    }

    @Test("the navigation bar shows the resolved back title, the title, items and the bar's colours")
    func navigationBar() throws {
        let window = ScriptRun(
            """
            root uinav(List)
            set List title="Mail" backTitle="Inbox"
            push Message title="Message" rightItems="Reply" barTint=#112233 tint=#FF9500 titleColor=#FFFFFF
            scroll Message middle
            """
        ).window
        let svg = SVGRenderer.render(window)
        let parse = SVGInspection.parse(svg)
        #expect(parse.texts.contains("Inbox"))
        #expect(parse.texts.contains("Message"))
        #expect(parse.texts.contains("Reply"))
        // Scrolled away from the top edge: the legacy bar tint shows (Apple doc `barTintColor`).
        #expect(svg.contains("data-element=\"navbar:Message\" x=\"0\" y=\"54\" width=\"393\" height=\"44\" fill=\"#112233\""))
        #expect(svg.contains("fill=\"#FF9500\" text-anchor=\"start\" data-back=\"Inbox\""))
        let bar = try #require(parse.attributes.first { $0["data-title"] == "inline" })
        #expect(bar["fill"] == "#FFFFFF")
    }

    /// Apple doc `UINavigationBar/scrollEdgeAppearance` ("modified to use a transparent
    /// background"), and the iOS 15 release note: at the top edge the bar draws no background and
    /// no hairline, even when styled with the legacy `barTintColor` (CovidCertificate-App-iOS#78).
    @Test("at the top edge the navigation bar draws no background and no hairline; scrolled, it does")
    func transparentAtRest() {
        let atRest = SVGRenderer.render(ScriptRun("root uinav(List)\nset List barTint=#112233").window)
        #expect(atRest.contains("data-element=\"navbar:List\" x=\"0\" y=\"54\" width=\"393\" height=\"44\" fill=\"none\""))
        #expect(atRest.contains("data-element=\"statusbar\" x=\"0\" y=\"0\" width=\"393\" height=\"54\" fill=\"none\""))
        #expect(!atRest.contains("y1=\"97.75\""))
        let scrolled = SVGRenderer.render(ScriptRun("root uinav(List)\nset List barTint=#112233\nscroll List middle").window)
        #expect(scrolled.contains("data-element=\"navbar:List\" x=\"0\" y=\"54\" width=\"393\" height=\"44\" fill=\"#112233\""))
        #expect(scrolled.contains("y1=\"97.75\""))
    }

    @Test("in landscape the bar spans the screen but its items stay inside the horizontal safe area")
    func landscape() throws {
        let window = ScriptRun("device iphone-15-pro landscape\nroot uinav(List)\nset List title=\"List\"\npush Item rightItems=\"Done\"")
            .window
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        #expect(parse.elements.first { $0.name == "navbar:Item" }?.frame == "0 0 852 32")
        let back = try #require(parse.attributes.first { $0["data-back"] == "List" })
        #expect(back["x"] == "85")  // 59 (safe left) + 26
        let done = try #require(parse.attributes.first { $0["text-anchor"] == "end" && $0["font-size"] == "17" })
        #expect(done["x"] == "777")  // 852 − 59 − 16
    }

    @Test("a large title sits in the bar's extra height")
    func largeTitle() {
        let window = ScriptRun("root uinav(Feed)\nset Feed title=\"Feed\" prefersLargeTitles=true").window
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        #expect(parse.elements.first { $0.name == "navbar:Feed" }?.frame == "0 54 393 96")
        #expect(parse.attributes.contains { $0["data-title"] == "large" && $0["font-size"] == "34" })
    }

    @Test("the tab bar shows four tabs and More, with More marked while a tab behind it is selected")
    func moreTab() {
        let window = ScriptRun("root tabs(A, B, C, D, E, F)\nselect 5").window
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        let tabs = parse.attributes.compactMap { $0["data-tab"] }
        #expect(tabs == ["A", "B", "C", "D", "More"])
        #expect(parse.attributes.filter { $0["data-selected"] == "true" }.compactMap { $0["data-tab"] } == ["More"])
    }

    @Test("the popup bar shows its style, title, subtitle and progress; the open content its close button")
    func popup() {
        let script =
            "root t=tabs(nav(A))\npopup present P title=\"Song\" subtitle=\"Band\" progress=0.25\npopup style progress=top close=round"
        let parse = SVGInspection.parse(SVGRenderer.render(ScriptRun(script).window))
        #expect(
            parse.attributes.contains {
                $0["data-element"] == "popupbar" && $0["data-style"] == "floating" && $0["data-state"] == "barPresented"
            })
        #expect(parse.texts.contains("Song") && parse.texts.contains("Band"))
        #expect(parse.attributes.contains { $0["data-progress"] == "0.25" })
        #expect(!parse.attributes.contains { $0["data-close"] != nil })
        let open = SVGInspection.parse(SVGRenderer.render(ScriptRun(script + "\npopup open").window))
        #expect(open.attributes.contains { $0["data-close"] == "round" })
        #expect(open.safeAreas.map(\.name).contains("P"))
    }

    @Test("names and titles with markup characters, quotes and control characters are escaped")
    func escaping() throws {
        let hostile = "<script>alert(\"x\")</script> & 'q' \u{1}"
        var window = Window()
        try window.setRoot(.navigationController(root: .screen(hostile, ScreenProperties(title: hostile))))
        let screen = try window.lookUp(hostile)
        try window.updateScreen(screen) { $0.navigationItem.rightItems = ["a<b", "c&d"] }
        _ = try window.presentPopupBar(with: .screen("P&<\"'>"), on: try #require(window.root))
        try window.updatePopupItem(on: try #require(window.root)) {
            $0.title = "</text><script>"
            $0.subtitle = "\"quoted\""
        }
        _ = try window.showToast(Toast("1 < 2 & \"3\""))
        try window.addStackToast("it's <b>")
        let svg = SVGRenderer.render(window)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; \u{FFFD}"))
        let parse = SVGInspection.parse(svg)
        #expect(parse.isWellFormed, "\(parse.error ?? "")")
        #expect(parse.texts.contains("</text><script>"))
        #expect(parse.texts.contains("1 < 2 & \"3\""))
        // The control character became U+FFFD, the rest of the name is kept.
        #expect(parse.elements.contains { $0.name == "navbar:" + hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") })
    }

    @Test("right-to-left titles and names are marked rtl and keep their side of the bar")
    func rightToLeft() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("בית", ScreenProperties(title: "בית"))))
        try window.pushViewController(.screen("مرحبا", ScreenProperties(title: "مرحبا بالعالم")), from: try window.lookUp("בית"))
        let parse = SVGInspection.parse(SVGRenderer.render(window))
        #expect(parse.isWellFormed)
        let title = try #require(parse.attributes.first { $0["data-title"] == "inline" })
        #expect(title["direction"] == "rtl" && title["text-anchor"] == "middle")
        // The Hebrew back title stays left of the bar: its visual left edge is the anchor.
        let back = try #require(parse.attributes.first { $0["data-back"] == "בית" })
        #expect(back["direction"] == "rtl" && back["text-anchor"] == "end" && back["x"] == "26")
        #expect(parse.texts.contains("مرحبا"))
    }

    static let pictures = FileSystem.list(RepositoryPath.root + "/docs/images", suffix: ".nav")

    @Test("the pictures in docs/OutputFormats.md come from scripts that run green, each next to its PNG", arguments: pictures)
    func readmePicture(_ name: String) throws {
        let path = RepositoryPath.root + "/docs/images/" + name
        let script = String(decoding: try #require(FileSystem.read(path: path)), as: UTF8.self)
        let run = ScriptRun(script)
        #expect(!run.failed, "\(name): \(run.errors)")
        let page = String(decoding: try #require(FileSystem.read(path: RepositoryPath.root + "/docs/OutputFormats.md")), as: UTF8.self)
        #expect(page.contains("```\n" + script + "```"), "docs/OutputFormats.md does not show \(name) as it is")
        #expect(run.interpreter.statistics.expectationsPassed > 0)
        #expect(FileSystem.read(path: String(path.dropLast(4)) + ".png") != nil, "\(name) has no PNG next to it")
        #expect(SVGInspection.parse(SVGRenderer.render(run.window)).isWellFormed)
    }

    @Test("ids take the given prefix, made safe, so pictures can share a page")
    func idPrefix() {
        let svg = SVGRenderer.render(Window(), options: .init(idPrefix: "1 \"x\"", declaresNamespace: false))
        #expect(svg.hasPrefix("<svg width="))
        #expect(svg.contains("id=\"n1--x--screen\""))
        #expect(svg.contains("clip-path=\"url(#n1--x--screen)\""))
    }
}
