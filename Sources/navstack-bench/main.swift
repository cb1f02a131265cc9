import Foundation  // JSONEncoder and JSONDecoder, for the decoding rows
import NavStack

// Benchmarks for NavStack, run in a release build:
//   swift run -c release navstack-bench [--quick] [--print-only]
// Prints a table of medians over several runs. Not part of the tests. Flags:
//   --quick                     10,000-deep trees and shorter runs.
//   --print-only                only the rows printing a deep tree in every format.
//   --profile-pushpop N         only N wrapped push+pop pairs at depth 1,000, for a profiler.
//   --profile-pushpop-depth D N the same at depth D.
//   --profile-pushpop-plain N   N push+pop pairs at depth 1,000 on a plain (unwrapping)
//                               UINavigationController.
//   --profile-pushpop-events N  the pairs at depth 1,000 with lifecycle events recorded.
//   --profile-event-floor N     only build, N times, the events one recorded pair delivers
//                               (fresh values in a fresh array, as a result holds them): what
//                               any recorder pays to hand them over, whatever it does first.
//   --profile-nested CAP N      only N actions of the nested tab workload with stacks capped
//                               at CAP, for a profiler.
//   --profile-script N          only interpret an N-line generated script, for a profiler.
//   --profile-decode N          only decode (JSON) a window of an N-deep wrapped stack (about
//                               3N controllers), for a profiler; N = 0 decodes an empty window.
//   --profile-state N           only read (StateDocument.window(from:)) the state document of
//                               an N-deep wrapped stack (about 3N controllers), for a profiler.
//   --emit-script N             print the N-line generated script, to time `navtree -q` on it.
//   --emit-nested CAP N         print N actions of the nested tab workload as a script, to
//                               measure it through `navtree -q`.
//   --profile-format FORMAT N   only print an N-deep plain stack once in FORMAT (an
//                               `OutputFormat` raw value such as `json`), for a profiler.
//   --glass                     with any of the above: the window's design is glass (iOS 26
//                               chrome); the generated script starts with `design glass` and
//                               gives its tab bar controller an accessory and a minimize
//                               behaviour.
// Instruction counts come from `valgrind --tool=callgrind` on a --profile-… run, minus the
// same run with N = 0, divided by N (docs/Performance.md).

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let printOnly = arguments.contains("--print-only")
let runs = quick ? 3 : 7
/// `--glass`: the design of every window the modes build.
let design: BarDesign = arguments.contains("--glass") ? .glass : .legacy

/// The integer arguments after `flag`, when it is given with `count` of them.
func integers(after flag: String, count: Int) -> [Int]? {
    guard let index = arguments.firstIndex(of: flag), index + count < arguments.count else { return nil }
    let values = arguments[(index + 1)...(index + count)].compactMap { Int($0) }
    return values.count == count ? values : nil
}

/// The median of `runs` timings of `body`, in seconds.
func median(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func row(_ name: String, _ value: String) {
    print(name + String(repeating: " ", count: max(1, 58 - name.count)) + value)
}

func format(_ value: Double, digits: Int = 2) -> String {
    let scale = Double([1, 10, 100, 1000, 10000][min(digits, 4)])
    return String((value * scale).rounded() / scale)
}

func formatSeconds(_ seconds: Double) -> String {
    seconds < 0.01 ? format(seconds * 1000, digits: 2) + " ms" : format(seconds, digits: 3) + " s"
}

// MARK: Push and pop on one stack

/// The names the pushed screens take in turn, made before any timing. One repeated name
/// would measure a single bucket of the name index: how long the run of full buckets at its
/// home is depends on the per-process hash key, and moved single-name runs by ±10 %.
let pushedNames = (0..<1_024).map { "Top\($0)" }

/// `pairs` push+pop pairs on `nav`, the pushed screens named from ``pushedNames`` in turn.
func pushPopPairs(_ pairs: Int, on nav: ControllerID, in window: inout Window) {
    for pair in 0..<pairs {
        _ = try? window.pushViewController(.screen(pushedNames[pair & 1_023]), onto: nav)
        _ = try? window.popViewController(on: nav)
    }
}

/// A window whose root is a navigation controller labelled `n` holding `depth` screens.
func stack(depth: Int, wrapping: Bool) -> (Window, ControllerID?) {
    var window = Window()
    window.design = design
    let root: ControllerSpec =
        wrapping
        ? .koinuNavigationController(root: .screen("Root"), label: "n")
        : .navigationController(root: .screen("Root"), label: "n")
    _ = try? window.setRoot(root)
    guard let nav = window.id(named: "n") else { return (window, nil) }
    for index in 1..<max(1, depth) { _ = try? window.pushViewController(.screen("S\(index)"), onto: nav) }
    return (window, nav)
}

/// Push+pop pairs per second on a stack already `depth` deep.
func pushPop(depth: Int, wrapping: Bool, pairs: Int) -> Double {
    var (window, nav) = stack(depth: depth, wrapping: wrapping)
    guard let nav else { return 0 }
    let seconds = median { pushPopPairs(pairs, on: nav, in: &window) }
    return Double(pairs) / seconds
}

// MARK: The nested tab workload

/// The workload of a side-by-side comparison with React Navigation's routers: a tab bar
/// controller of three tabs, each a Koinu wrapping navigation controller, driven by a seeded
/// mix of 40 % push, 30 % pop, 2 % pop to root, 8 % tab switch and 20 % no-op (asking for the
/// top screen). A push on a stack at `cap` screens pops instead, and a pop (or pop to root) at
/// the root pushes instead, so every action changes or reads the window. The same stream runs
/// through the library (``NestedWorkload``) and prints as a script for navtree
/// (``nestedScript(cap:actions:)``), so the two costs compare one to one.
struct NestedActions {
    /// One action of the stream.
    enum Action {
        case push(tab: Int, name: String)
        case pop(tab: Int)
        case popToRoot(tab: Int)
        case select(tab: Int)
        case top(name: String)
    }

    private var depths = [1, 1, 1]
    private var selected = 0
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private let cap: Int
    /// The screen pushed at each depth of each tab, made before timing: a screen's name is
    /// unique while it is on its stack.
    let names: [[String]]

    init(cap: Int) {
        self.cap = cap
        names = (0..<3).map { tab in (0...cap).map { "T\(tab)D\($0)" } }
    }

    /// The next action.
    mutating func next() -> Action {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int((state >> 33) % 100)
        let tab = selected
        switch roll {
        case 0..<72:
            let wantsPush = roll < 40
            if (wantsPush && depths[tab] < cap) || (!wantsPush && depths[tab] == 1) {
                depths[tab] += 1
                return .push(tab: tab, name: names[tab][depths[tab] - 1])
            }
            if roll >= 70 {
                depths[tab] = 1
                return .popToRoot(tab: tab)
            }
            depths[tab] -= 1
            return .pop(tab: tab)
        case 72..<80:
            selected = (selected + 1 + Int((state >> 20) & 1)) % 3
            return .select(tab: selected)
        default:
            return .top(name: names[tab][depths[tab] - 1])
        }
    }
}

/// ``NestedActions`` through the library.
struct NestedWorkload {
    var window = Window()
    private(set) var navigationControllers: [ControllerID] = []
    private var tabBar: ControllerID?
    private var actions: NestedActions
    /// Sums the top screens' IDs, so the queries are not optimized away.
    private(set) var checksum = 0

    init(cap: Int) {
        actions = NestedActions(cap: cap)
        let tabs: [ControllerSpec] = (0..<3).map { tab in
            .koinuNavigationController(root: .screen(actions.names[tab][0]), label: "tab\(tab)")
        }
        _ = try? window.setRoot(.tabBarController(tabs, label: "tabs"))
        tabBar = window.id(named: "tabs")
        navigationControllers = (0..<3).compactMap { window.id(named: "tab\($0)") }
    }

    /// Runs `count` actions.
    mutating func run(_ count: Int) {
        guard let tabBar, navigationControllers.count == 3 else { return }
        for _ in 0..<count {
            switch actions.next() {
            case .push(let tab, let name): _ = try? window.pushViewController(.screen(name), onto: navigationControllers[tab])
            case .pop(let tab): _ = try? window.popViewController(on: navigationControllers[tab])
            case .popToRoot(let tab): _ = try? window.popToRootViewController(on: navigationControllers[tab])
            case .select(let tab): _ = try? window.selectTab(at: tab, of: tabBar)
            case .top: checksum &+= window.topScreen?.rawValue ?? 0
            }
        }
    }
}

/// ``NestedActions`` as a navtree script of `actions` lines after its root line: `push`,
/// `pop`, `pop-to-root`, `select` and `expect top`, which checks the top screen the stream
/// expects.
func nestedScript(cap: Int, actions count: Int) -> String {
    var actions = NestedActions(cap: cap)
    var text = "root tabs=tabs(" + (0..<3).map { "tab\($0)=nav(\(actions.names[$0][0]))" }.joined(separator: ", ") + ")\n"
    for _ in 0..<count {
        switch actions.next() {
        case .push(let tab, let name): text += "push \(name) on=tab\(tab)\n"
        case .pop(let tab): text += "pop on=tab\(tab)\n"
        case .popToRoot(let tab): text += "pop-to-root on=tab\(tab)\n"
        case .select(let tab): text += "select \(tab)\n"
        case .top(let name): text += "expect top \(name)\n"
        }
    }
    return text
}

/// Actions per second of the nested workload with stacks capped at `cap`.
func nested(cap: Int, actions: Int) -> Double {
    var workload = NestedWorkload(cap: cap)
    let seconds = median { workload.run(actions) }
    return Double(actions) / seconds
}

// MARK: A generated script

/// A generated script: push/pop/select/set/popup/expect mix, stack depth up to 64.
func generatedScript(lines: Int) -> String {
    var text = "root t=tabs(a=nav(A0), b=uinav(B0))\npopup present Player title=Song\n"
    if design == .glass {
        // With an accessory, every push also checks its name against the accessory's.
        text =
            "design glass\nroot t=tabs(a=nav(A0), b=uinav(B0))\naccessory set Mini\nset t tabBarMinimizeBehavior=onScrollDown\n"
            + "popup present Player title=Song\n"
    }
    var depth = [1, 1]
    var tab = 0
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var next = 0
    for _ in 0..<lines {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int((state >> 33) % 100)
        let label = tab == 0 ? "a" : "b"
        switch roll {
        case 0..<40 where depth[tab] < 64:
            next += 1
            text += "push P\(next) on=\(label) title=\"P\(next)\"\n"
            depth[tab] += 1
        case 0..<70 where depth[tab] > 1:
            text += "pop on=\(label)\n"
            depth[tab] -= 1
        case 70..<78:
            tab = 1 - tab
            text += "select \(tab)\n"
        case 78..<86:
            text += "set \(tab == 0 ? "A0" : "B0") title=\"T\(roll)\"\n"
        case 86..<90:
            text += "popup set progress=0.\(roll % 10)\n"
        default:
            text += "expect selected \(tab)\n"
        }
    }
    return text
}

/// The JSON of a window holding a wrapped stack `depth` screens deep (none for 0).
func encodedStack(depth: Int) -> Data {
    let window = depth > 0 ? stack(depth: depth, wrapping: true).0 : Window()
    return (try? JSONEncoder().encode(window)) ?? Data()
}

/// A window holding one plain navigation stack `depth` controllers deep.
func deepStack(_ depth: Int) -> Window { stack(depth: depth, wrapping: false).0 }

// MARK: Modes

/// Runs the one part a `--profile-…` or `--emit-script` flag asks for; `false` when none does.
func runSinglePart() -> Bool {
    if let values = integers(after: "--profile-pushpop", count: 1) {
        var (window, nav) = stack(depth: 1_000, wrapping: true)
        if let nav { pushPopPairs(values[0], on: nav, in: &window) }
        print(window.count)
    } else if let values = integers(after: "--profile-pushpop-plain", count: 1) {
        var (window, nav) = stack(depth: 1_000, wrapping: false)
        if let nav { pushPopPairs(values[0], on: nav, in: &window) }
        print(window.count)
    } else if let values = integers(after: "--profile-pushpop-events", count: 1) {
        let depth = integers(after: "--depth", count: 1)?.first ?? 1_000
        var (window, nav) = stack(depth: depth, wrapping: true)
        window.recordsLifecycleEvents = true
        var events = 0
        if let nav {
            for pair in 0..<values[0] {
                events += (try? window.pushViewController(.screen(pushedNames[pair & 1_023]), onto: nav))?.events.count ?? 0
                events += (try? window.popViewController(on: nav))?.events.count ?? 0
            }
        }
        print(window.count, events)
    } else if let values = integers(after: "--profile-event-floor", count: 1) {
        var (window, nav) = stack(depth: 1_000, wrapping: true)
        window.recordsLifecycleEvents = true
        var template: [LifecycleEvent] = []
        if let nav {
            template += (try? window.pushViewController(.screen(pushedNames[0]), onto: nav))?.events ?? []
            template += (try? window.popViewController(on: nav))?.events ?? []
        }
        var total = 0
        for _ in 0..<values[0] {
            var events: [LifecycleEvent] = []
            events.reserveCapacity(template.count)
            for event in template {
                events.append(
                    LifecycleEvent(controller: event.controller, callback: event.callback, argument: event.argument, phase: event.phase))
            }
            total &+= events.count
        }
        print(template.count, total)
    } else if let values = integers(after: "--profile-pushpop-depth", count: 2) {
        var (window, nav) = stack(depth: values[0], wrapping: true)
        if let nav { pushPopPairs(values[1], on: nav, in: &window) }
        print(window.count)
    } else if let values = integers(after: "--profile-nested", count: 2) {
        var workload = NestedWorkload(cap: max(2, values[0]))
        workload.run(values[1])
        print(workload.window.count, workload.checksum)
    } else if let values = integers(after: "--profile-script", count: 1) {
        var interpreter = Interpreter()
        interpreter.run(ScriptSource(name: "bench", text: generatedScript(lines: values[0])))
        print(interpreter.statistics.commands)
    } else if let values = integers(after: "--profile-decode", count: 1) {
        let data = encodedStack(depth: values[0])
        print((try? JSONDecoder().decode(Window.self, from: data))?.count ?? -1)
    } else if let values = integers(after: "--profile-state", count: 1) {
        let document = Array(StateDocument.text(of: values[0] > 0 ? stack(depth: values[0], wrapping: true).0 : Window()).utf8)
        print((try? StateDocument.window(from: document))?.count ?? -1)
    } else if let values = integers(after: "--emit-nested", count: 2) {
        print(nestedScript(cap: values[0], actions: values[1]), terminator: "")
    } else if let values = integers(after: "--emit-script", count: 1) {
        print(generatedScript(lines: values[0]), terminator: "")
    } else if let index = arguments.firstIndex(of: "--profile-format"), index + 2 < arguments.count,
        let format = OutputFormat(rawValue: arguments[index + 1]), let count = Int(arguments[index + 2])
    {
        print(format.render(deepStack(count)).utf8.count)
    } else {
        return false
    }
    return true
}

/// The full table.
func runBenchmarks() {
    print("NavStack benchmarks (release build, median of \(runs) runs)")
    print(String(repeating: "-", count: 78))
    let pairs = quick ? 20_000 : 200_000
    let depths = quick ? [10, 100, 1_000] : [10, 100, 1_000, 100_000]
    if !printOnly {
        for depth in depths {
            let rate = pushPop(depth: depth, wrapping: true, pairs: pairs)
            row("wrapped push+pop pairs/s at depth \(depth)", format(rate / 1e6) + " M/s")
        }
        for depth in depths {
            let rate = pushPop(depth: depth, wrapping: false, pairs: pairs)
            row("plain push+pop pairs/s at depth \(depth)", format(rate / 1e6) + " M/s")
        }
        for cap in [10, 100] {
            let rate = nested(cap: cap, actions: pairs * 2)
            row("nested tabs, stacks capped at \(cap): actions/s", format(rate / 1e6) + " M/s")
        }
        let scriptLines = quick ? 100_000 : 1_000_000
        let script = generatedScript(lines: scriptLines)
        var failures = 0
        let scriptSeconds = median {
            var interpreter = Interpreter()
            interpreter.run(ScriptSource(name: "bench", text: script))
            failures = interpreter.statistics.errors
        }
        row("interpret a \(scriptLines)-line generated script", format(scriptSeconds, digits: 3) + " s (\(failures) errors)")
        // Decoding validates the whole document: linear in its size.
        let decodeDepth = quick ? 3_334 : 33_334
        let data = encodedStack(depth: decodeDepth)
        var decoded = 0
        let decodeSeconds = median { decoded = (try? JSONDecoder().decode(Window.self, from: data))?.count ?? -1 }
        row("decode a \(decoded)-controller window from JSON", "\(formatSeconds(decodeSeconds)) (\(data.count / 1024) KiB)")
    }
    // Printing a deep tree: a plain stack `count` deep, in every format.
    let deep = quick ? 10_000 : 100_000
    let deepWindow = deepStack(deep)
    for format in OutputFormat.allCases {
        var bytes = 0
        let seconds = median { bytes = format.render(deepWindow).utf8.count }
        row("print a \(deep)-controller stack as \(format.rawValue)", "\(formatSeconds(seconds)) (\(bytes / 1024) KiB)")
    }
}

if !runSinglePart() { runBenchmarks() }
