import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The two producers of ``LifecycleChanges``: the one that builds a push's or pop's changes
/// from the stack (`Window+StackChanges.swift`) against the one that reads any operation's
/// changes back from the journal (`Window+LifecycleRecording.swift`). The change values must
/// be equal, and so the events the one set of rules (`Window+LifecycleRules.swift`) makes of
/// them, named alike, and the windows.
@Suite("Push and pop build from the stack the changes the journal reads back")
struct StackChangesTests {
    /// Runs `setup`, then `actions` one by one, in two interpreters, one gathering every
    /// change from the journal; returns the actions whose events or windows differ, and how
    /// many actions were stack calls that built their changes from the stack.
    static func compare(_ setup: String, _ actions: [String]) -> (differences: [String], direct: Int) {
        var direct = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
        var general = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
        direct.run(ScriptSource(name: "t.nav", text: setup))
        general.window.gathersAllChangesFromJournal = true
        general.run(ScriptSource(name: "t.nav", text: setup))
        var differences: [String] = []
        var directCalls = 0
        for action in actions {
            general.window.gathersAllChangesFromJournal = true
            if action.hasPrefix("push") || action.hasPrefix("pop"), let nav = target(of: action, in: direct.window),
                direct.window.gatheredStack(nav) != nil
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

    /// The stack a push or pop lands on: its `on=` label's, else its `from=` screen's
    /// navigation controller, else the top screen's.
    static func target(of action: String, in window: Window) -> ControllerID? {
        let words = action.split(separator: " ")
        if let label = words.first(where: { $0.hasPrefix("on=") })?.dropFirst(3) {
            return try? window.lookUp(String(label))
        }
        if let screen = words.first(where: { $0.hasPrefix("from=") })?.dropFirst(5) {
            return (try? window.lookUp(String(screen))).flatMap(window.navigationController(of:))
        }
        return window.topScreen.flatMap(window.navigationController(of:))
    }

    /// A window recording events, its root a wrapping navigation controller `N` of screen `A`.
    static func recordingWrappedStack(journalOnly: Bool = false) throws -> (Window, ControllerID) {
        var window = Window()
        window.recordsLifecycleEvents = true
        window.gathersAllChangesFromJournal = journalOnly
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

    @Test("push, pop and pop-to-root give the events of the journal's changes (N1, N4, N6, K1, N9)", arguments: stacks)
    func stackCalls(_ stack: (String, String)) {
        let actions = [
            "push B", "push C", "pop", "push D animated=false", "push E", "pop animated=false", "pop-to-root",
            "push F", "push G", "push H", "pop-to-root animated=false", "pop", "set-stack A X Y Z", "pop", "pop-to-root",
        ]
        let (differences, direct) = StackChangesTests.compare(stack.1, actions)
        #expect(differences == [], "\(stack.0)")
        // Every stack here is in the window: every push and pop builds its changes from the
        // stack.
        #expect(direct >= 12, "\(stack.0)")
        let changes = StackChangesTests.compareChanges(stack.1, actions)
        #expect(changes.differences == [] && changes.compared >= 12, "\(stack.0)")
    }

    @Test("stacks out of the window, under a full-screen presentation and with popups read the journal, alike")
    func generalCases() {
        // The last pop after a finished swipe-back is an ordinary one again.
        let cases = [
            ("root T=tabs(N=nav(A), M=uinav(B))", ["push X on=M", "pop on=M", "push Y on=M", "pop-to-root on=M"], 0),
            ("root N=uinav(A)\npresent P=uinav(Q) style=fullScreen", ["push X on=N", "pop on=N", "push Y on=N"], 0),
            ("root N=nav(A)\npopup present Player", ["push B", "pop", "push C", "popup open", "pop-to-root"], 0),
            ("root N=nav(A)\npush B\nswipe-back begin", ["push C", "pop", "swipe-back finish", "pop"], 1),
        ]
        for (setup, actions, expected) in cases {
            let (differences, direct) = StackChangesTests.compare(setup, actions)
            #expect(differences == [], "\(setup)")
            #expect(direct == expected, "\(setup)")
        }
    }

    /// A regression: a slot the table grew by was read as it was when first saved, after the
    /// push had stored a controller there, so the container built into it looked old and its
    /// `willMove`, `loadView` and `didMove` went missing (docs/Lifecycle.md K1, N1).
    @Test("the journal sees a wrapped push that grows the table (K1)")
    func journalAcrossGrowth() throws {
        var (window, nav) = try StackChangesTests.recordingWrappedStack(journalOnly: true)
        for name in ["B", "C", "D"] {
            let capacity = window.nodes.slotCount
            let named = try window.pushViewController(.screen(name), onto: nav).namedEvents(in: window).map(\.description)
            for token in ["ContainerController.willMove(N)", "ContainerController.loadView", "ContainerController.didMove(N)"] {
                #expect(named.contains(token), "push \(name), table \(capacity) → \(window.nodes.slotCount)")
            }
        }
    }

    @Test("a pop keeps the names of the controllers it removes, for naming its events")
    func departedNames() throws {
        var (window, nav) = try StackChangesTests.recordingWrappedStack()
        try window.pushViewController(.screen("B"), onto: nav)
        #expect(window.gatheredStack(nav) != nil)
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
        var (window, nav) = try StackChangesTests.recordingWrappedStack()
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
        var (window, nav) = try StackChangesTests.recordingWrappedStack()
        for name in ["B", "C", "D", "E", "F", "G"] { try window.pushViewController(.screen(name), onto: nav) }
        #expect(window.gatheredStack(nav) != nil)
        let named = try window.popToRootViewController(on: nav).namedEvents(in: window).map(\.description)
        #expect(named.filter { $0 == "ContainerController.willMove(nil)" }.count == 6)
        #expect(named.contains("G.viewWillDisappear(true)") && named.contains("A.viewWillAppear(true)"))
        #expect(!named.contains { $0.hasPrefix("nil.") })
    }

    @Test("800 random scripts × 30 lines: every command gives both producers' changes the same events and window")
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
            let (found, calls) = StackChangesTests.compare("", lines.filter { !$0.hasPrefix("load") })
            direct += calls
            differences += found.prefix(1).map { "seed \(10_000 + index): \($0)" }
            if differences.count >= 3 { break }
        }
        #expect(differences == [])
        #expect(direct > 300)
    }

    @Test(
        "seeded random push, pop and pop-to-root runs on every kind of stack: the changes from the stack equal the journal's",
        arguments: stacks)
    func randomStackCalls(_ stack: (String, String)) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var actions: [String] = []
        for index in 0..<120 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let roll = Int(state >> 33) % 10
            let flag = (state >> 20) & 3 == 0 ? " animated=false" : ""
            switch roll {
            case 0..<5: actions.append("push R\(index)" + flag)
            case 5..<9: actions.append("pop" + flag)
            default: actions.append("pop-to-root" + flag)
            }
        }
        let changes = StackChangesTests.compareChanges(stack.1, actions)
        #expect(changes.differences == [], "\(stack.0)")
        #expect(changes.compared >= 90, "\(stack.0): \(changes.compared)")
    }

    /// Runs `setup`, then `actions` one by one; before each push, pop or pop-to-root that
    /// builds its changes from the stack, runs the call on two copies of the window — one
    /// building the changes from the stack, one reading them back from the journal — and
    /// returns the calls whose change values or windows differ, and how many calls it compared.
    static func compareChanges(_ setup: String, _ actions: [String]) -> (differences: [String], compared: Int) {
        var interpreter = Interpreter(options: .init(keepGoing: true, recordsEvents: true))
        interpreter.run(ScriptSource(name: "t.nav", text: setup))
        var differences: [String] = []
        var compared = 0
        for action in actions {
            if let nav = target(of: action, in: interpreter.window), let call = StackCall(action) {
                do {
                    if let (difference, windowsEqual) = try bothChanges(of: call, on: nav, in: interpreter.window) {
                        compared += 1
                        if let difference { differences.append("\(action): \(difference)") }
                        if !windowsEqual { differences.append("\(action): the windows differ") }
                    }
                } catch {
                    // A rejected call changes nothing either way (`compare` checks the windows).
                }
            }
            interpreter.run(ScriptSource(name: "t.nav", text: action))
        }
        return (differences, compared)
    }

    /// A push of a screen with no properties, a pop or a pop-to-root line of a script, with
    /// its `animated` flag (and its target, ``target(of:in:)``); `nil` for other lines.
    enum StackCall {
        case push(String, animated: Bool)
        case pop(toRoot: Bool, animated: Bool)

        init?(_ line: String) {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first,
                words.dropFirst().allSatisfy({ !$0.contains("=") || ["on=", "from=", "animated="].contains(where: $0.hasPrefix) }),
                words.filter({ $0.hasPrefix("on=") || $0.hasPrefix("from=") }).count <= 1
            else { return nil }
            let animated = !words.contains("animated=false")
            let positional = words.dropFirst().filter { !$0.contains("=") }
            switch first {
            case "push" where positional.count == 1 && positional[0].allSatisfy({ $0.isLetter || $0.isNumber }):
                self = .push(positional[0], animated: animated)
            case "pop" where positional.isEmpty: self = .pop(toRoot: false, animated: animated)
            case "pop-to-root" where positional.isEmpty: self = .pop(toRoot: true, animated: animated)
            default: return nil
            }
        }
    }

    /// `call` on `nav` in two copies of `window`: how the changes built from the stack differ
    /// from those read back from the journal (with the names of the controllers gone that the
    /// former names, which must agree, standing for the journal's), `nil` when they agree,
    /// and whether the windows after are equal; `nil` when the call does not build its
    /// changes from the stack.
    static func bothChanges(of call: StackCall, on nav: ControllerID, in window: Window) throws(NavigationError)
        -> (difference: String?, windowsEqual: Bool)?
    {
        guard let owner = window.gatheredStack(nav) else { return nil }
        var direct = window
        var journaled = window
        let topBefore = window.nodes.lastChild(owner)
        let before = LifecycleSnapshot(of: &journaled)
        var built = LifecycleChanges()
        let animated: Bool
        switch call {
        case let .push(name, flag):
            animated = flag
            guard try direct.pushGatheringChanges(.screen(name), onto: nav, owner: owner, animated: flag, into: &built).gathered else {
                return nil
            }
            _ = try journaled.performPush(.screen(name), onto: nav)
        case let .pop(toRoot, flag):
            animated = flag
            let count = window.nodes.childCount(owner)
            guard count > 1, let top = window.nodes.lastChild(owner), let newTop = window.nodes.child(owner, at: toRoot ? 0 : count - 2)
            else { return nil }
            let perform = { (window: inout Window) throws(NavigationError) -> OperationResult in
                toRoot ? try window.performPopToRoot(on: nav) : try window.performPop(on: nav)
            }
            _ = try direct.popGatheringChanges(
                owner: owner, top: top, newTop: newTop, toRoot: toRoot, animated: flag, into: &built, perform)
            _ = try perform(&journaled)
        }
        var read = LifecycleChanges(.navigation(owner, animated: animated, topBefore: topBefore), from: before, to: journaled)
        journaled.nodes.endJournal(at: before.mark)
        // The stack names the controllers its events mention; the journal every one gone.
        let mentioned = built.removed.map(\.child) + built.disappearing
        if mentioned.allSatisfy({ built.goneNames[$0] != nil && built.goneNames[$0] == read.goneNames[$0] }) {
            read.goneNames = built.goneNames
        }
        let difference = built.isSame(as: read) ? nil : "from the stack \(built.summary) | from the journal \(read.summary)"
        return (difference, direct == journaled)
    }

    /// The change value of a wrapped push, against K1 and N1 (docs/Lifecycle.md): the
    /// content, its inner navigation controller and the container are added in construction
    /// order, all three load, and the pushed path replaces the old top's.
    @Test("a wrapped push's changes: made edges in construction order, three views loaded, one path for another (K1, N1)")
    func wrappedPushChanges() throws {
        var (window, nav) = try StackChangesTests.recordingWrappedStack()
        let oldPath = window.visibleDescent(from: try #require(window.nodes.lastChild(nav)))
        let owner = try #require(window.gatheredStack(nav))
        var changes = LifecycleChanges()
        let gathered = try window.pushGatheringChanges(.screen("B"), onto: nav, owner: owner, animated: true, into: &changes).gathered
        try #require(gathered)
        let container = try #require(window.nodes.lastChild(nav))
        let inner = try #require(window.nodes.firstChild(container))
        let content = try window.lookUp("B")
        #expect(window.kind(of: container) == .containerController && window.kind(of: inner) == .containerNavigationController)
        #expect(changes.added == [ContainmentEdge(content, inner), ContainmentEdge(inner, container), ContainmentEdge(container, nav)])
        #expect(changes.appearing == [container, inner, content])
        #expect(Array(changes.disappearing) == oldPath && oldPath.count == 3)
        #expect(changes.loaded == SmallIDSet([container, inner, content]))
        #expect(changes.removed.isEmpty)
        #expect(changes.rule == .navigation(nav, animated: true, topBefore: oldPath.first))
    }

    /// The change value of a pop to the root, against N6 and C3: every member above the root
    /// leaves, topmost first; only the old top's path disappears; each is named.
    @Test("a pop to the root's changes: the members leave topmost first, the old top's path disappears (N6, C3)")
    func popToRootChanges() throws {
        var window = Window()
        window.recordsLifecycleEvents = true
        try window.setRoot(.navigationController(root: .screen("A"), label: "N"))
        let nav = try window.lookUp("N")
        for name in ["B", "C", "D"] { try window.pushViewController(.screen(name), onto: nav) }
        let (a, b, c, d) = (try window.lookUp("A"), try window.lookUp("B"), try window.lookUp("C"), try window.lookUp("D"))
        let perform = { (window: inout Window) throws(NavigationError) -> OperationResult in try window.performPopToRoot(on: nav) }
        var changes = LifecycleChanges()
        _ = try window.popGatheringChanges(owner: nav, top: d, newTop: a, toRoot: true, animated: false, into: &changes, perform)
        #expect(changes.removed == [ContainmentEdge(d, nav), ContainmentEdge(c, nav), ContainmentEdge(b, nav)])
        #expect(changes.disappearing == [d] && changes.appearing == [a] && changes.added.isEmpty && changes.loaded.isEmpty)
        #expect([b, c, d].map { changes.goneNames[$0] } == ["B", "C", "D"])
        #expect(changes.rule == .navigation(nav, animated: false, topBefore: d))
    }

    /// The events of a result read through `ModelResult` (as the script layer reads every
    /// library call's), for any result type.
    static func events<Result: ModelResult>(of result: Result, in window: Window) -> ([LifecycleEvent], [String]) {
        (result.events, result.namedEvents(in: window).map(\.description))
    }

    @Test("results have one name for their events: `events` and `namedEvents(in:)` through ModelResult")
    func oneNameForEvents() throws {
        var (window, nav) = try StackChangesTests.recordingWrappedStack()
        let push = try window.pushViewController(.screen("B"), onto: nav)
        let (events, named) = StackChangesTests.events(of: push, in: window)
        #expect(events == push.events && events.count == 27)
        #expect(named == push.namedEvents(in: window).map(\.description) && named.contains("B.viewDidAppear(true)"))
        let change = PathChange(push, animation: .push)
        #expect(StackChangesTests.events(of: change, in: window).0 == events)
        #expect(StackChangesTests.events(of: OverlayResult(), in: window).0.isEmpty)
    }
}

/// Comparing two producers' values: `LifecycleChanges` is not copyable, so it is not `Equatable`.
extension LifecycleChanges {
    /// Whether `other` describes the same changes.
    func isSame(as other: borrowing LifecycleChanges) -> Bool {
        rule == other.rule && disappearing == other.disappearing && appearing == other.appearing && loaded == other.loaded
            && added == other.added && removed == other.removed && goneNames == other.goneNames
            && swiftUIHostsBefore == other.swiftUIHostsBefore && popupsBefore == other.popupsBefore
    }

    /// The fields, for a test's message.
    var summary: String {
        "rule \(rule), disappearing \(Array(disappearing)), appearing \(Array(appearing)), loaded \(loaded.sorted()), "
            + "added \(Array(added)), removed \(Array(removed)), gone \(goneNames), SwiftUI hosts \(swiftUIHostsBefore.sorted()), "
            + "popups \(popupsBefore)"
    }
}
