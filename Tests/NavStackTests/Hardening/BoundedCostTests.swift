import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// Inputs that once cost time or memory out of proportion to their size. Each test runs at a
/// size where the old cost would show (seconds or gigabytes), so a regression makes it slow
/// rather than needing a timer; each also checks the answer.
@Suite("Bounded cost on every input")
struct BoundedCostTests {
    /// A script making a plain stack of `count` screens named `S0`….
    static func bigStack(_ count: Int) -> String {
        "root n=uinav(S0)\nset-stack " + (0..<count).map { "S\($0)" }.joined(separator: " ") + "\n"
    }

    // MARK: Did you mean

    @Test("the banded edit distance agrees with the full one wherever it answers (2,000 seeded pairs)")
    func bandedDistance() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for i in 1...max(1, a.count) where !a.isEmpty {
                var current = [i] + [Int](repeating: 0, count: b.count)
                for j in stride(from: 1, through: b.count, by: 1) {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return a.isEmpty ? b.count : previous[b.count]
        }
        var rng = SplitMix64(seed: 14)
        let alphabet = Array("abcAB")
        for _ in 0..<2_000 {
            let a = (0..<Int(rng.next() % 9)).map { _ in alphabet[Int(rng.next() % 5)] }
            let b = (0..<Int(rng.next() % 9)).map { _ in alphabet[Int(rng.next() % 5)] }
            let limit = 1 + Int(rng.next() % 3)
            let exact = full(a, b)
            #expect(Spelling.levenshtein(a, b, limit: limit) == min(exact, limit + 1), "\(String(a)) \(String(b)) \(limit)")
        }
    }

    @Test("a missing 100,000-character name beside one almost like it is reported at once, its message cut short")
    func longUnknownName() throws {
        let name = String(repeating: "x", count: 100_000)
        let run = NavTreeRun(["-q", "s.nav"], files: ["s.nav": "root n=uinav(\(name))\npop-to \(name.dropLast())y\n"])
        #expect(run.status == .failure)
        let firstLine = try #require(run.stderr.split(separator: "\n").first)
        #expect(firstLine.count < 200, "the message names the name by its start and end")
        #expect(firstLine.contains("no controller named 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxxy'; did you mean 'xxxx"))
    }

    @Test("an unknown name among 100,000 looks at the first 2,000 candidates only, in creation order")
    func candidateCap() {
        let run = ScriptRun(Self.bigStack(100_000) + "push Zebra\nexpect error pop-to S1x\nexpect error pop-to Zebr\n", keepGoing: true)
        #expect(run.errors == [])
        let window = run.window
        #expect(throws: NavigationError.unknownName("S1x", suggestion: "S1")) { _ = try window.lookUp("S1x") }
        #expect(throws: NavigationError.unknownName("Zebr", suggestion: nil)) { _ = try window.lookUp("Zebr") }
    }

    @Test("a 1 MB word in a message is printed by its start and end; a 10,000-name stack in a message is cut")
    func messagesAreBounded() {
        let formatter = DiagnosticsFormatter()
        let word = String(repeating: "é", count: 1_000_000)
        let long = Diagnostic(.error, "unknown command '\(word)'", at: ScriptLocation(file: "t.nav", line: 1, column: 1), sourceLine: word)
        #expect(formatter.format(long).count < 600)
        let list = (0..<10_000).map { "S\($0)" }.joined(separator: ", ")
        let failed = formatter.shortened("expectation failed: stack is [\(list)], expected [A]")
        #expect(failed.count < 2_100 && failed.hasSuffix("more characters)"))
        #expect(
            formatter.shortened(
                "the navigation bar of <X> is always hidden (Koinu shows each screen's own bar); ignored and it is a long one")
                == "the navigation bar of <X> is always hidden (Koinu shows each screen's own bar); ignored and it is a long one",
            "an apostrophe inside a word opens no quote")
    }

    // MARK: Per-line costs that grew with the window

    @Test("expect count is O(1): 200 of them at 100,000 screens, and the counts follow every push, pop and replacement")
    func expectCount() {
        let run = ScriptRun(Self.bigStack(100_000) + String(repeating: "expect count Screen 100000\n", count: 200))
        #expect(run.errors == [])
        var window = Window()
        _ = try? window.setRoot(.koinuNavigationController(root: .screen("A"), label: "n"))
        #expect(window.count(of: .containerController) == 1 && window.count(of: .screen) == 1)
        if let nav = window.id(named: "n") {
            _ = try? window.pushViewController(.screen("B"), onto: nav)
            _ = try? window.setViewControllers([.screen("C"), .screen("D"), .screen("E")], on: nav)
        }
        for kind in ControllerKind.allCases {
            #expect(window.count(of: kind) == window.nodes.values.filter { $0.kind == kind }.count, "\(kind)")
        }
        #expect(window.nodes.storageViolations() == [])
    }

    @Test("--trace on 200 lines that change nothing at 100,000 screens prints nothing and copies nothing")
    func traceUnchanged() {
        let run = NavTreeRun(
            ["-q", "--trace", "s.nav"], files: ["s.nav": Self.bigStack(100_000) + String(repeating: "expect top S99999\n", count: 200)])
        #expect(run.status == .success)
        #expect(run.stdout.components(separatedBy: "# s.nav:").count == 3, "only the two lines that change the state are traced")
    }

    @Test(
        "--trace prints nothing for lines that change nothing at 10,000 screens: the same title, a hidden toolbar hidden, the current tab selected, the same scroll, the same stack (900 KB per line)"
    )
    func traceNoOps() {
        let stack = (0..<10_000).map { "S\($0)" }.joined(separator: " ")
        // (The toolbar starts hidden: line 4 changes nothing already.)
        let setup = "root t=tabs(n=uinav(S0), Other)\nset-stack \(stack) on=n\nset S9999 title=T\ntoolbar hide on=n\nscroll S9999 middle\n"
        let noOps = "set S9999 title=T\ntoolbar hide on=n\nselect 0 on=t\nscroll S9999 middle\nset-stack \(stack) on=n\nexpect top S9999\n"
        let run = NavTreeRun(["-q", "--trace", "s.nav"], files: ["s.nav": setup + noOps + "set S9999 title=U\n"])
        #expect(run.status == .success, "\(run.stderr)")
        let traced = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("# s.nav:") }
        #expect(
            traced == [
                "# s.nav:1: root t=tabs(n=uinav(S0), Other)", "# s.nav:2: set-stack \(stack) on=n", "# s.nav:3: set S9999 title=T",
                "# s.nav:5: scroll S9999 middle", "# s.nav:12: set S9999 title=U",
            ])
    }

    @Test(
        "push and pop under a tab bar of 100,000 tabs do not walk the tabs; the navigation tab loads with the tab bar, the plain tabs do not"
    )
    func manyTabs() {
        let tabs = (1..<100_000).map { "T\($0)" }.joined(separator: ", ")
        let run = ScriptRun("root t=tabs(n=uinav(T0), \(tabs))\n" + String(repeating: "push P\npop\n", count: 1_000))
        #expect(run.errors == [])
        let window = run.window
        #expect(window.count(of: .screen) == 100_000, "each pushed screen was popped again")
        let tabBarTabs = window.viewControllers(ofTabBar: window.id(named: "t") ?? ControllerID(rawValue: -1))
        #expect(tabBarTabs.count == 100_000)
        #expect(tabBarTabs.first.flatMap { window[$0]?.isViewLoaded } == true)
        #expect(tabBarTabs.dropFirst().allSatisfy { window[$0]?.isViewLoaded == false })
    }

    @Test("navigation tabs added to a loaded tab bar load with it, as its first tabs did; plain ones wait to be selected")
    func setTabsLoads() {
        let run = ScriptRun("root t=tabs(A, B)\nset-tabs A n=uinav(C) D")
        #expect(run.errors == [])
        let loaded = { (name: String) in run.window.id(named: name).flatMap { run.window[$0] }?.isViewLoaded }
        #expect(loaded("A") == true)
        #expect(loaded("n") == true)
        #expect(loaded("C") == false)
        #expect(loaded("D") == false)
    }

    @Test("a dump line whose class carries 20,000 pointers (80 KB) reads in linear time: every pointer dropped (6–13 s)")
    func manyPointers() throws {
        let pointers = (0..<20_000).map { " 0x\(String($0, radix: 16))" }.joined()
        let line = "<App.Home\(pointers)>, state: appeared, view: <UIView\(pointers)>"
        let dump = try HierarchyDump(parsing: line)
        #expect(dump.entries.first?.className == "App.Home")
        #expect(dump.entries.first?.viewClassName == "UIView")
    }

    // MARK: Overlays while the clock stands still

    @Test(
        "20,000 toasts shown at one moment, a HUD shown and hidden 5,000 times among them, then all drained by one wait (6 s; 10^5 timed out)"
    )
    func toastsPileUp() {
        var script = "root uinav(A)\n"
        for index in 0..<20_000 {
            script += "toast T\(index)\n"
            if index % 4 == 0 { script += "loading show\nloading hide\n" }
        }
        script += "expect toast visible text=T19999\nwait 10\nexpect toast none\nexpect loading none\n"
        let run = ScriptRun(script)
        #expect(run.errors == [])
        #expect(run.window.overlays.isEmpty)
        #expect(run.window.overlays.nextID == 25_000)
    }

    @Test("20,000 queued toasts drain, one after another 0.5 s apart, with one wait (3.7 s at 10^5)")
    func queueDrains() {
        let script = "root uinav(A)\n" + String(repeating: "toast Q queue=true duration=1\n", count: 20_000) + "wait 30000\n"
        let run = ScriptRun(script + "expect toast visible\nwait 100000\nexpect toast none\n")
        #expect(run.errors == [])
        #expect(run.window.overlays.queue.isEmpty && run.window.overlays.entries.isEmpty)
        // Each queued toast takes 0.25 + 1 + 0.25 s on screen and a 0.5 s pause: 2 s apiece,
        // so at 30 s the 15,001st has just started.
        let partial = ScriptRun(script)
        #expect(partial.window.overlays.queue.count == 20_000 - 15_001)
    }

    // MARK: The storyboard

    @Test("the storyboard of 3,000 pushes keeps a folded tree per card, and its size grows linearly")
    func storyboardIsLinear() throws {
        func page(_ pushes: Int) -> String {
            let script = "root n=uinav(S0)\n" + (1...pushes).map { "push S\($0)" }.joined(separator: "\n") + "\n"
            return NavTreeRun(["-q", "--storyboard", "out.html", "s.nav"], files: ["s.nav": script]).written["out.html"] ?? ""
        }
        let small = page(300)
        let large = page(3_000)
        #expect(large.utf8.count < small.utf8.count * 12, "ten times the commands make about ten times the page")
        #expect(large.contains("… 2997 more"), "the stack is folded to its root and its top")
        #expect(large.contains("<li class=\"step\" id=\"step-3001\">"))
    }

    @Test("a storyboard stops drawing at its maximum and says how many commands it left out")
    func storyboardLimit() {
        var recorder = StoryboardRenderer.Recorder()
        let window = Window()
        for line in 0..<(StoryboardRenderer.maximumCards + 3) {
            recorder.record(location: "t.nav:\(line)", command: "expect count Screen 0", window: window, warnings: [], error: nil)
        }
        #expect(recorder.frames.count == StoryboardRenderer.maximumCards)
        #expect(recorder.omitted == 3)
        #expect(recorder.frames[1].isUnchanged, "the same state again is marked unchanged")
        let html = StoryboardRenderer.render(recorder, title: "t.nav")
        #expect(html.contains("3 more commands not shown: a storyboard shows at most \(StoryboardRenderer.maximumCards)."))
    }

    @Test("concurrent writers of one storyboard path leave a whole page, never a mixture")
    func concurrentStoryboards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navstack-sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("page.html").path
        let pages = (0..<8).map { index in String(repeating: "<p>\(index)</p>\n", count: 20_000 + index * 997) }
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            _ = FileWriter.write(path, pages[index % pages.count])
        }
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(pages.contains(written), "the file is one of the pages, whole")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "page.html" }
        #expect(leftovers == [], "no temporary file is left behind")
    }

    // MARK: Change stamps and identity

    @Test("a window's change stamp moves with every write and not otherwise; identity implies equality")
    func changeStamp() throws {
        var window = Window()
        let empty = window.changeStamp
        try window.setRoot(.navigationController(root: .screen("A"), label: "n"))
        #expect(window.changeStamp != empty)
        let copy = window
        #expect(copy.isIdentical(to: window) && copy == window)
        let stamp = window.changeStamp
        _ = try? window.lookUp("Nope")
        _ = window.layout()
        #expect(window.changeStamp == stamp, "reading writes nothing")
        #expect(throws: NavigationError.self) { try window.pushViewController(.screen("A"), onto: try window.lookUp("n")) }
        #expect(window.changeStamp == stamp, "a rejected call writes nothing")
        try window.pushViewController(.screen("B"), onto: try window.lookUp("n"))
        #expect(window.changeStamp != stamp && !copy.isIdentical(to: window))
        window.design = .glass
        let glass = window.changeStamp
        window.design = .legacy
        #expect(glass != window.changeStamp)
    }
}
