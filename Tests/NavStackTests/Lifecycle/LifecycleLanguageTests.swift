import Testing

@testable import NavStack

/// The events in the library and the script language: results carrying them, recording
/// on and off, `expect events`, `expect no-events`, `print events` and `--events`, and the
/// replay check.
@Suite("Lifecycle events in the library and the language")
struct LifecycleLanguageTests {
    @Test("an operation's result carries its events while the window records them, none otherwise")
    func resultsCarryEvents() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("A"), label: "N"))
        let nav = try window.lookUp("N")
        let silent = try window.pushViewController(.screen("B"), onto: nav)
        #expect(silent.events == [])
        window.recordsLifecycleEvents = true
        let pop = try window.popViewController(on: nav, animated: false)
        // B left the window: the result keeps its name.
        let named = pop.namedEvents(in: window)
        #expect(named.map(\.description).contains("B.viewDidDisappear(false)"))
        let b = named.first { $0.name == "B" }
        #expect(b?.callback == .willMove && b?.event.argument == LifecycleArgument.none && b?.argument == "nil" && b?.phase == .start)
        #expect(named.map(\.event) == pop.events)
    }

    @Test("recording is not state: windows that differ only in it are equal and encode alike")
    func recordingIsNotState() throws {
        var a = Window()
        try a.setRoot(.screen("A"))
        var b = a
        b.recordsLifecycleEvents = true
        #expect(a == b)
        b.recordsLifecycleEvents = false
        #expect(b.isIdentical(to: a) || b == a)
    }

    @Test("the replay check accepts an operation's own events and rejects events that lie")
    func replayCheck() throws {
        var window = Window()
        window.recordsLifecycleEvents = true
        try window.setRoot(.navigationController(root: .screen("A"), label: "N"))
        let before = window
        let push = try window.pushViewController(.screen("B"), onto: try window.lookUp("N"))
        #expect(window.lifecycleReplayViolations(of: push.events, from: before) == [])
        // Without B's viewDidAppear the replay leaves B appearing.
        let b = try window.lookUp("B")
        let missing = push.events.filter { !($0.controller == b && $0.callback == .viewDidAppear) }
        #expect(
            window.lifecycleReplayViolations(of: missing, from: before) == [
                "the events leave B appearing, but the window shows it appeared"
            ])
        // A second viewDidLoad is not a legal edge.
        let doubled = push.events + push.events.filter { $0.callback == .viewDidLoad }
        #expect(
            window.lifecycleReplayViolations(of: doubled, from: before).first == "B.viewDidLoad is not a legal callback while B is appeared"
        )
    }

    @Test(
        "expect events compares only the events whose controller and callback both occur among the tokens, in order; an argument only where given"
    )
    func expectEventsFilters() {
        let passing = ScriptRun(
            """
            root N=uinav(A)
            push B
            expect events A.viewWillDisappear B.viewWillAppear
            expect events A.viewWillDisappear(true) B.viewWillAppear(true) A.viewDidDisappear B.viewDidAppear(true)
            expect events B.didMove(N)
            expect no-events A.willMove A.viewDidLoad C
            expect no-events B.viewDidAppear(false)
            """)
        #expect(passing.errors == [])
        let order = ScriptRun("root N=uinav(A)\npush B\nexpect events B.viewWillAppear A.viewWillDisappear")
        #expect(
            order.errors == [
                "expectation failed: events were A.viewWillDisappear(true) B.viewWillAppear(true), expected B.viewWillAppear A.viewWillDisappear"
            ])
        let argument = ScriptRun("root N=uinav(A)\npush B animated=false\nexpect events B.viewDidAppear(true)")
        #expect(argument.errors == ["expectation failed: events were B.viewDidAppear(false), expected B.viewDidAppear(true)"])
        let present = ScriptRun("root N=uinav(A)\npush B\nexpect no-events A")
        #expect(present.errors.first?.hasPrefix("expectation failed: the last command gave A events (A.viewWillDisappear(true)") == true)
    }

    @Test("expectations and prints are not commands for expect events; a command inside expect warning is")
    func whichCommandCounts() {
        let run = ScriptRun(
            """
            root N=uinav(A)
            push B
            expect top B
            print events
            expect events B.viewDidAppear(true)
            pop-to-root
            expect events A.viewDidAppear(true)
            expect warning pop
            expect events
            """, keepGoing: true)
        #expect(run.errors == ["missing event tokens (NAME.callback or NAME.callback(ARG)); usage: expect events TOKEN ..."])
        #expect(run.output.hasPrefix("> t.nav:2: push B\n  sync B.willMove(N)\n  start B.loadView\n"))
        // A popup presented on an inner container warns, and is presented.
        let warned = ScriptRun("root T=tabs(N=uinav(A))\nexpect warning popup present P on=N\nexpect events P.loadView P.viewDidLoad")
        #expect(warned.errors == [])
        // A command expect error saw accepted is undone, and so are its events.
        let undone = ScriptRun("root N=uinav(A)\nexpect error push B\nexpect no-events B", keepGoing: true)
        #expect(undone.errors == ["expectation failed: 'push' was accepted, expected it to be rejected"])
        let afterRejection = ScriptRun("root N=uinav(A)\npush B\nexpect error push B\nexpect no-events B")
        #expect(afterRejection.errors == [])
    }

    @Test("--events prints each command, then its events, one per line")
    func eventsOption() {
        var interpreter = Interpreter(options: .init(events: true))
        var output = ""
        interpreter.write = { output += $0 }
        interpreter.run(ScriptSource(name: "f.nav", text: "root N=uinav(A)\npush B animated=false\nexpect top B"))
        #expect(
            output == """
                > f.nav:1: root N=uinav(A)
                  sync A.willMove(N)
                  sync A.didMove(N)
                  start N.loadView
                  start N.viewDidLoad
                  start N.viewWillAppear(false)
                  start A.loadView
                  start A.viewDidLoad
                  start A.viewWillAppear(false)
                  start N.viewIsAppearing(false)
                  start A.viewIsAppearing(false)
                  end N.viewDidAppear(false)
                  end A.viewDidAppear(false)
                > f.nav:2: push B animated=false
                  sync B.willMove(N)
                  start B.loadView
                  start B.viewDidLoad
                  start A.viewWillDisappear(false)
                  start B.viewWillAppear(false)
                  start B.viewIsAppearing(false)
                  end A.viewDidDisappear(false)
                  end B.viewDidAppear(false)
                  end B.didMove(N)

                """)
    }

    @Test("a script records events exactly when a line reads them, never for the word in a comment, a name or a title")
    func readsEvents() {
        for (text, expected) in [
            ("root A", false), ("expect events A.loadView", true), ("print events", true), ("evenst", false),
            ("x events", false), ("events", false), ("eventsevents", false), ("# expect events A.loadView", false),
            ("root uinav(A) # print events", false), ("push events", false), ("set A title=\"events\"", false),
            ("print tree\nprint events", true), ("  expect no-events A", true), ("root A\r\nexpect events A.loadView", true),
            ("expect error expect events A.loadView", true), ("expect warning message=x print events", true),
            ("print eventsx", false), (String(repeating: "v", count: 40) + " events\nprint events", true),
            (String(repeating: "ev ", count: 30), false),
        ] {
            #expect(ScriptSource(name: "t", text: text).readsEvents == expected, "\(text)")
        }
        // The word at every place in the 32- and 8-byte blocks the scan reads: alone in its
        // block (so each word of a block's test is the one that must find it), after `v`s that
        // start no word, and a near miss after them.
        for padding in 0..<80 {
            let plain = "#" + String(repeating: "x", count: padding) + "\n"
            let vs = "#" + String(repeating: "v", count: padding) + "\n"
            #expect(ScriptSource(name: "t", text: plain + "print events").readsEvents, "\(padding)")
            #expect(ScriptSource(name: "t", text: vs + "print events").readsEvents, "\(padding)")
            #expect(!ScriptSource(name: "t", text: vs + "print eventz").readsEvents, "\(padding)")
        }
        let quiet = ScriptRun("root uinav(A)\npush B")
        #expect(!quiet.window.recordsLifecycleEvents)
        #expect(ScriptRun("root uinav(A)\nprint events").window.recordsLifecycleEvents)
    }

    @Test(
        "a 20,000-screen set-stack and its pop-to-root record every containment call, in stack order (sorted once per parent, not per comparison)"
    )
    func largeStacks() throws {
        var window = Window()
        window.recordsLifecycleEvents = true
        try window.setRoot(.navigationController(root: .screen("A"), label: "N"))
        let nav = try window.lookUp("N")
        let names = (0..<20_000).map { "S\($0)" }
        let set = try window.setViewControllers([.existing(try window.lookUp("A"))] + names.map { .screen($0) }, on: nav)
        let willMoves = set.namedEvents(in: window).filter { $0.callback == .willMove }.map(\.name)
        #expect(willMoves == names)
        #expect(set.events.filter { $0.callback == .didMove }.count == 20_000)
        let pop = try window.popToRootViewController(on: nav)
        #expect(pop.namedEvents(in: window).filter { $0.callback == .willMove }.map(\.name) == names.reversed())
    }

    @Test("event tokens parse as one word only when written without spaces, with a dot in the name")
    func tokenParsing() {
        #expect(ScriptRun("root uinav(A)\nexpect events A.viewDidAppear (false)").errors == ["unexpected '('"])
        #expect(ScriptRun("root uinav(A)\nexpect top A(B)").errors == ["unexpected '('"])
        #expect(ScriptRun("root uinav(A)\nexpect events A.bogus(x)").errors.first?.hasPrefix("unknown callback 'bogus'") == true)
    }
}
