#if canImport(Glibc)
import Glibc
#endif
import NavStack

// Benchmarks for NavStack, run in a release build:
//   swift run -c release navstack-bench [--quick] [--print-only]
// Prints a table of medians over several runs. Not part of the tests. Flags:
//   --quick                     10,000-deep trees and shorter runs.
//   --print-only                only the rows printing a deep tree in every format.
//   --profile-pushpop N         only N wrapped push+pop pairs at depth 1,000, for a profiler.
//   --profile-script N          only interpret an N-line generated script, for a profiler.
//   --emit-script N             print the N-line generated script, to time `navtree -q` on it.
//   --profile-format FORMAT N   only print an N-deep plain stack once in FORMAT (an
//                               `OutputFormat` raw value such as `json`), for a profiler.

let quick = CommandLine.arguments.contains("--quick")
let printOnly = CommandLine.arguments.contains("--print-only")
let runs = quick ? 3 : 7

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

/// Push+pop pairs per second on a stack already `depth` deep.
func pushPop(depth: Int, wrapping: Bool, pairs: Int) -> Double {
    var window = Window()
    let root: ControllerSpec = wrapping ? .wrappingNavigationController(root: .screen("Root"), label: "n")
                                        : .navigationController(root: .screen("Root"), label: "n")
    _ = try? window.setRoot(root)
    guard let nav = window.id(named: "n") else { return 0 }
    for index in 1..<depth { _ = try? window.pushViewController(.screen("S\(index)"), onto: nav) }
    let seconds = median { pushPopPairs(pairs, on: nav, in: &window) }
    return Double(pairs) / seconds
}

// `--profile-pushpop N`: only N wrapped push+pop pairs at depth 1,000, for a profiler.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-pushpop"),
   flag + 1 < CommandLine.arguments.count, let count = Int(CommandLine.arguments[flag + 1]) {
    var window = Window()
    _ = try? window.setRoot(.wrappingNavigationController(root: .screen("Root"), label: "n"))
    if let nav = window.id(named: "n") {
        for index in 1..<1_000 { _ = try? window.pushViewController(.screen("S\(index)"), onto: nav) }
        pushPopPairs(count, on: nav, in: &window)
    }
    print(window.count)
    exit(0)
}

// `--profile-script N`: only interpret an N-line generated script, for a profiler.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-script"),
   flag + 1 < CommandLine.arguments.count, let count = Int(CommandLine.arguments[flag + 1]) {
    var interpreter = Interpreter()
    interpreter.run(ScriptSource(name: "bench", text: generatedScript(lines: count)))
    print(interpreter.statistics.commands)
    exit(0)
}

// `--emit-script N`: print the N-line generated script, to time `navtree -q` on it end to end.
if let flag = CommandLine.arguments.firstIndex(of: "--emit-script"),
   flag + 1 < CommandLine.arguments.count, let count = Int(CommandLine.arguments[flag + 1]) {
    print(generatedScript(lines: count), terminator: "")
    exit(0)
}

/// A window holding one plain navigation stack `depth` controllers deep.
func deepStack(_ depth: Int) -> Window {
    var window = Window()
    _ = try? window.setRoot(.navigationController(root: .screen("R"), label: "n"))
    if let nav = window.id(named: "n") {
        for index in 1..<depth { _ = try? window.pushViewController(.screen("S\(index)"), onto: nav) }
    }
    return window
}

// `--profile-format FORMAT N`: only print an N-deep plain stack once in FORMAT, for a profiler.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-format"), flag + 2 < CommandLine.arguments.count,
   let format = OutputFormat(rawValue: CommandLine.arguments[flag + 1]),
   let count = Int(CommandLine.arguments[flag + 2]) {
    let window = deepStack(count)
    print(format.render(window).utf8.count)
    exit(0)
}

print("NavStack benchmarks (release build, median of \(runs) runs)")
print(String(repeating: "-", count: 78))
let pairs = quick ? 20_000 : 200_000
for depth in [10, 1_000, 100_000] where !(quick && depth == 100_000) && !printOnly {
    row("wrapped push+pop pairs/s at depth \(depth)", format(pushPop(depth: depth, wrapping: true, pairs: pairs) / 1e6) + " M/s")
}
for depth in [10, 1_000, 100_000] where !(quick && depth == 100_000) && !printOnly {
    row("plain push+pop pairs/s at depth \(depth)", format(pushPop(depth: depth, wrapping: false, pairs: pairs) / 1e6) + " M/s")
}

// A generated script: push/pop/select/set/popup/expect mix, stack depth up to 64.
func generatedScript(lines: Int) -> String {
    var text = "root t=tabs(a=nav(A0), b=uinav(B0))\npopup present Player title=Song\n"
    var depth = [1, 1]
    var tab = 0
    var state: UInt64 = 0x9E3779B97F4A7C15
    var next = 0
    for _ in 0..<lines {
        state = state &* 6364136223846793005 &+ 1442695040888963407
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

if !printOnly {
    let scriptLines = quick ? 100_000 : 1_000_000
    let script = generatedScript(lines: scriptLines)
    var failures = 0
    let scriptSeconds = median {
        var interpreter = Interpreter()
        interpreter.run(ScriptSource(name: "bench", text: script))
        failures = interpreter.statistics.errors
    }
    row("interpret a \(scriptLines)-line generated script", format(scriptSeconds, digits: 3) + " s (\(failures) errors)")
}

// Printing a deep tree: a plain stack `count` deep, in every format.
let deep = quick ? 10_000 : 100_000
let deepWindow = deepStack(deep)
for format in OutputFormat.allCases {
    var bytes = 0
    let seconds = median { bytes = format.render(deepWindow).utf8.count }
    row("print a \(deep)-controller stack as \(format.rawValue)", "\(formatSeconds(seconds)) (\(bytes / 1024) KiB)")
}

func formatSeconds(_ seconds: Double) -> String {
    seconds < 0.01 ? format(seconds * 1000, digits: 2) + " ms" : format(seconds, digits: 3) + " s"
}
