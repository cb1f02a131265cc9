import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The direct recorder of push and pop (`Window+StackEvents.swift`) against the general one
/// (`Window+LifecycleRecording.swift`, `Window+LifecycleRules.swift`): for every command both
/// give the same events, named alike, and the same window.
@Suite("Push and pop record the events the general recorder derives")
struct StackEventsTests {
    /// Runs `setup`, then `actions` one by one, in two interpreters, one recording with the
    /// general recorder only; returns the actions whose events or windows differ, and how many
    /// actions were stack calls the direct recorder took.
    static func compare(_ setup: String, _ actions: [String]) -> (differences: [String], direct: Int) {
        var direct = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
        var general = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
        direct.run(ScriptSource(name: "t.nav", text: setup))
        general.window.usesGeneralLifecycleRecorder = true
        general.run(ScriptSource(name: "t.nav", text: setup))
        var differences: [String] = []
        var directCalls = 0
        for action in actions {
            general.window.usesGeneralLifecycleRecorder = true
            if action.hasPrefix("push") || action.hasPrefix("pop"), let nav = target(of: action, in: direct.window),
                direct.window.recordsStackCallDirectly(on: nav)
            {
                directCalls += 1
            }
            direct.run(ScriptSource(name: "t.nav", text: action))
            general.run(ScriptSource(name: "t.nav", text: action))
            let (a, b) = (direct.lastEvents.map(\.description), general.lastEvents.map(\.description))
            let (pa, pb) = (direct.lastEvents.map(\.event), general.lastEvents.map(\.event))
            if a != b || pa != pb {
                differences.append("\(action): direct \(a.joined(separator: " ")) | general \(b.joined(separator: " "))")
            }
            if direct.window != general.window { differences.append("\(action): the windows differ") }
        }
        return (differences, directCalls)
    }

    /// The stack a push or pop lands on: its `on=` label's, else the top screen's.
    static func target(of action: String, in window: Window) -> ControllerID? {
        if let label = action.split(separator: " ").first(where: { $0.hasPrefix("on=") })?.dropFirst(3) {
            return try? window.lookUp(String(label))
        }
        return window.topScreen.flatMap(window.navigationController(of:))
    }

    /// A window recording events, its root a wrapping navigation controller `N` of screen `A`.
    static func recordingWrappedStack(generalRecorderOnly: Bool = false) throws -> (Window, ControllerID) {
        var window = Window()
        window.recordsLifecycleEvents = true
        window.usesGeneralLifecycleRecorder = generalRecorderOnly
        try window.setRoot(.koinuNavigationController(root: .screen("A"), label: "N"))
        return (window, try window.lookUp("N"))
    }

    static let stacks: [(String, String)] = [
        ("plain", "root N=uinav(A)"),
        ("Koinu", "root N=nav(A)"),
        ("Koinu with the system back button", "root N=nav(A)\nset N useSystemBackBarButtonItem=true"),
        ("RT", "library rt\nroot N=nav(A)"),
        ("a delegate", "root N=nav(A)\nset N delegate=true"),
        ("a plain delegate", "root N=uinav(A)\nset N delegate=true"),
        ("tabs", "root T=tabs(N=nav(A), M=uinav(B))"),
        ("an over-full-screen presentation", "root R=uinav(Home)\npresent N=nav(A) style=overFullScreen"),
        ("a page sheet", "root R=uinav(Home)\npresent N=uinav(A)"),
    ]

    @Test("push, pop and pop-to-root give the general recorder's events (N1, N4, N6, K1, N9)", arguments: stacks)
    func stackCalls(_ stack: (String, String)) {
        let actions = [
            "push B", "push C", "pop", "push D animated=false", "push E", "pop animated=false", "pop-to-root",
            "push F", "push G", "push H", "pop-to-root animated=false", "pop", "set-stack A X Y Z", "pop", "pop-to-root",
        ]
        let (differences, direct) = StackEventsTests.compare(stack.1, actions)
        #expect(differences == [], "\(stack.0)")
        // Every stack here is in the window: the direct recorder takes every push and pop but
        // an unanimated push onto a wrapping stack (K4).
        #expect(direct >= 9, "\(stack.0)")
    }

    @Test("stacks out of the window, under a full-screen presentation and with popups go to the general recorder, alike")
    func generalCases() {
        // The last pop after a finished swipe-back is an ordinary one again.
        let cases = [
            ("root T=tabs(N=nav(A), M=uinav(B))", ["push X on=M", "pop on=M", "push Y on=M", "pop-to-root on=M"], 0),
            ("root N=uinav(A)\npresent P=uinav(Q) style=fullScreen", ["push X on=N", "pop on=N", "push Y on=N"], 0),
            ("root N=nav(A)\npopup present Player", ["push B", "pop", "push C", "popup open", "pop-to-root"], 0),
            ("root N=nav(A)\npush B\nswipe-back begin", ["push C", "pop", "swipe-back finish", "pop"], 1),
        ]
        for (setup, actions, expected) in cases {
            let (differences, direct) = StackEventsTests.compare(setup, actions)
            #expect(differences == [], "\(setup)")
            #expect(direct == expected, "\(setup)")
        }
    }

    /// A regression: a slot the table grew by was read as it was when first saved, after the
    /// push had stored a controller there, so the container built into it looked old and its
    /// `willMove`, `loadView` and `didMove` went missing (docs/Lifecycle.md K1, N1).
    @Test("the general recorder sees a wrapped push that grows the table (K1)")
    func generalRecorderAcrossGrowth() throws {
        var (window, nav) = try StackEventsTests.recordingWrappedStack(generalRecorderOnly: true)
        for name in ["B", "C", "D"] {
            let capacity = window.nodes.slotCapacity
            let named = try window.pushViewController(.screen(name), onto: nav).namedEvents(in: window).map(\.description)
            for token in ["ContainerController.willMove(N)", "ContainerController.loadView", "ContainerController.didMove(N)"] {
                #expect(named.contains(token), "push \(name), table \(capacity) → \(window.nodes.slotCapacity)")
            }
        }
    }

    @Test("a pop keeps the names of the controllers it removes, for naming its events")
    func departedNames() throws {
        var (window, nav) = try StackEventsTests.recordingWrappedStack()
        try window.pushViewController(.screen("B"), onto: nav)
        #expect(window.recordsStackCallDirectly(on: nav))
        let pop = try window.popViewController(on: nav)
        let named = pop.namedEvents(in: window).map(\.description)
        #expect(named.first == "ContainerController.willMove(nil)")
        #expect(named.contains("B.viewDidDisappear(true)") && named.contains("ContainerNavigationController.viewWillDisappear(true)"))
        #expect(!named.contains { $0.hasPrefix("nil.") })
    }

    /// The window lends a recorded result's storage to the next push or pop once the result is
    /// gone; a result still held keeps its events (copy on write).
    @Test("a result still held keeps its events when the next call reuses the storage")
    func heldResultsKeepTheirEvents() throws {
        var (window, nav) = try StackEventsTests.recordingWrappedStack()
        let first = try window.pushViewController(.screen("B"), onto: nav)
        let (firstEvents, firstNames) = (first.events, first.namedEvents(in: window).map(\.description))
        let second = try window.popViewController(on: nav)
        #expect(first.events == firstEvents && first.events != second.events)
        #expect(firstNames.contains("B.viewWillAppear(true)") && !firstNames.contains("B.viewWillDisappear(true)"))
        #expect(second.namedEvents(in: window).map(\.description).contains("B.viewWillDisappear(true)"))
        // Dropped results: the next calls write in place, and give the same events again.
        for _ in 0..<3 {
            let again = try window.pushViewController(.screen("B"), onto: nav).events.count
            #expect(again == first.events.count)
            #expect(try window.popViewController(on: nav).events.count == second.events.count)
        }
        // The storage kept is not state: the window equals one that never recorded.
        var plain = Window()
        try plain.setRoot(.koinuNavigationController(root: .screen("A"), label: "N"))
        for _ in 0..<4 {
            try plain.pushViewController(.screen("B"), onto: nav)
            try plain.popViewController(on: nav)
        }
        window.recordsLifecycleEvents = false
        #expect(plain == window)
    }

    @Test("pop-to-root names every controller it removes, past the four held inline")
    func popToRootNamesEveryRemovedController() throws {
        var (window, nav) = try StackEventsTests.recordingWrappedStack()
        for name in ["B", "C", "D", "E", "F", "G"] { try window.pushViewController(.screen(name), onto: nav) }
        #expect(window.recordsStackCallDirectly(on: nav))
        let named = try window.popToRootViewController(on: nav).namedEvents(in: window).map(\.description)
        #expect(named.filter { $0 == "ContainerController.willMove(nil)" }.count == 6)
        #expect(named.contains("G.viewWillDisappear(true)") && named.contains("A.viewWillAppear(true)"))
        #expect(!named.contains { $0.hasPrefix("nil.") })
    }

    @Test("800 random scripts × 30 lines: every command gives both recorders the same events and window")
    func randomScripts() {
        var differences: [String] = []
        var direct = 0
        for index in 0..<800 {
            var generator = ScriptGenerator(seed: RandomScripts.seed(10_000 + index))
            var probe = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
            var lines: [String] = []
            for _ in 0..<30 {
                let line = generator.line(in: probe.window)
                lines.append(line)
                probe.run(ScriptSource(name: "random.nav", text: line))
            }
            let (found, calls) = StackEventsTests.compare("", lines.filter { !$0.hasPrefix("load") })
            direct += calls
            differences += found.prefix(1).map { "seed \(10_000 + index): \($0)" }
            if differences.count >= 3 { break }
        }
        #expect(differences == [])
        #expect(direct > 300)
    }
}
