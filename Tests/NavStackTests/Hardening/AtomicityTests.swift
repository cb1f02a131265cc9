import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// A rejected line leaves the whole window `==` to what it was: every way out of `expect error`
/// and `expect warning` that is not a pass rolls the command back (`Interpreter+Expectations.swift`).
@Suite("Rejected lines change nothing")
struct AtomicityTests {
    @Test("a failed `expect warning message=TEXT CMD` keeps nothing of CMD when CMD warns with another message (B stayed pushed)")
    func warningWithAnotherMessage() {
        let run = LineRun("expect warning message=nomatch push B detent=medium\nexpect top A", after: "root uinav(A)")
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("expected a warning containing \"nomatch\"") == true)
        #expect(run.unchanged)
        #expect(run.after.id(named: "B") == nil)
    }

    @Test(
        "every failing form of `expect error` / `expect warning` leaves the window as it was",
        arguments: [
            "expect warning message=nomatch push B detent=medium",
            "expect warning push B",
            "expect warning pop-to Nowhere",
            "expect error push B",
            "expect error message=nomatch pop-to Nowhere",
            "expect warning expect warning message=nomatch push B detent=medium",
            "expect error message=nomatch expect error push B",
        ])
    func everyFailingForm(line: String) {
        let run = LineRun(line, after: "root uinav(A)\npush C")
        #expect(run.errors.count == 1, "\(run.errors)")
        #expect(run.unchanged)
    }

    @Test("`expect error load …` of a file that loads rolls the whole replaced window back (it kept the loaded one)")
    func loadInsideExpectError() {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        let dump =
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <App.Other>, state: appeared, view: <UIView>\n"
        interpreter.readFile = { _ in .success(Array(dump.utf8)) }
        interpreter.run(ScriptSource(name: "t.nav", text: "root nav(A)\npush B"))
        let before = interpreter.window
        interpreter.run(
            ScriptSource(
                name: "t.nav",
                text: "expect error load hierarchy d.txt\nexpect error message=nomatch expect warning load hierarchy d.txt"))
        #expect(interpreter.statistics.errors == 2)
        #expect(interpreter.window == before)
        #expect(interpreter.window.invariantViolations() == [])
        interpreter.run(ScriptSource(name: "t.nav", text: "push C\nexpect stack A B C"))
        #expect(interpreter.statistics.errors == 2)
    }

    @Test("a passing `expect warning message=TEXT CMD` keeps CMD's change, as a plain warning does")
    func passingWarningKeepsTheChange() {
        let run = LineRun("expect warning message=detent push B detent=medium", after: "root uinav(A)")
        #expect(run.errors == [])
        #expect(run.after.id(named: "B") != nil)
    }

    /// How many lines the random check rejects in all: over 250,000.
    static let batches = 16
    static let rejectedPerBatch = 15_700

    /// The command a line runs, as far as the check counts forms: `expect error message=`,
    /// `expect top`, `push`.
    static func form(of line: String) -> String {
        let words = line.split(separator: " ").prefix(3).map(String.init)
        guard words.first == "expect", words.count > 1 else { return words.first ?? "" }
        if ["error", "warning"].contains(words[1]), words.count > 2, words[2].hasPrefix("message=") {
            return "expect \(words[1]) message="
        }
        return "expect \(words[1])"
    }

    /// Every `expect` form: each subcommand, and `expect error` / `expect warning` with `message=`.
    static var expectForms: Set<String> {
        let subcommands = CommandTable.command(named: "expect")?.subcommands.map(\.path) ?? []
        return Set(subcommands + ["expect error message=", "expect warning message="])
    }

    /// One batch of the random check: how many lines it rejected, the `expect` forms among
    /// them, and the rejected lines that changed the window.
    struct Batch: Sendable {
        var rejected = 0
        var forms = Set<String>()
        var violations: [String] = []
    }

    static func runBatch(_ batch: Int) -> Batch {
        var result = Batch()
        var script = 0
        while result.rejected < AtomicityTests.rejectedPerBatch, result.violations.count < 3 {
            let seed = RandomScripts.seed(1_000_000 + batch * 100_000 + script)
            script += 1
            var generator = ScriptGenerator(seed: seed)
            let made = RandomScripts.makeInterpreter(recording: seed % 4 == 0)
            var interpreter = made.0
            var lines: [String] = []
            for step in 0..<40 {
                // A few lines to build a window, then mostly lines that may fail.
                let line = step < 6 ? generator.line(in: interpreter.window) : generator.failingLine(in: interpreter.window)
                lines.append(line)
                let before = interpreter.window
                if line.hasPrefix("load") { made.1.text = UIKitHierarchyRenderer.render(before) }
                let errors = interpreter.statistics.errors
                interpreter.run(ScriptSource(name: "random.nav", text: line, firstLine: step + 1))
                guard interpreter.statistics.errors > errors else { continue }
                result.rejected += 1
                result.forms.insert(AtomicityTests.form(of: line))
                if interpreter.window != before {
                    result.violations.append(
                        "seed 0x\(String(seed, radix: 16)) step \(step): '\(line)' was rejected but changed the window\n    "
                            + lines.joined(separator: "\n    "))
                }
            }
        }
        return result
    }

    @Test(
        "over 250,000 rejected lines of seeded random scripts, weighted to lines that fail and among them every `expect` form (with and without `message=`): each leaves the window =="
    )
    func randomRejectedLines() async {
        let batches = await withTaskGroup(of: Batch.self) { group in
            for batch in 0..<AtomicityTests.batches { group.addTask { AtomicityTests.runBatch(batch) } }
            var all: [Batch] = []
            for await batch in group { all.append(batch) }
            return all
        }
        let rejected = batches.reduce(0) { $0 + $1.rejected }
        let forms = batches.reduce(into: Set<String>()) { $0.formUnion($1.forms) }
        #expect(batches.flatMap(\.violations) == [])
        #expect(rejected >= 250_000)
        #expect(AtomicityTests.expectForms.subtracting(forms) == [], "expect forms never rejected")
    }
}

extension ScriptGenerator {
    /// A line likely to be rejected: `expect error` / `expect warning` around any line (half
    /// with `message=`), any expectation, a broken line, or now and then a command.
    mutating func failingLine(in window: Window) -> String {
        switch rng.below(100) {
        case 0..<40: return outcomeExpectation(in: window)
        case 40..<70: return expectation(in: window)
        case 70..<78: return brokenLine(in: window)
        default: return line(in: window)
        }
    }
}
