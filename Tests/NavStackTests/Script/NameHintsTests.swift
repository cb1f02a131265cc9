import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The interpreter remembers the controllers the last few names led to (``NameHints``), moving
/// the one found to the front. A hint is never the answer unless the window still gives that
/// name to that controller: every lookup must agree with the window's own.
@Suite("Name hints never answer differently from the window")
struct NameHintsTests {
    @Test("seeded pushes, pops and reused names over more containers than the hints hold: each lookup is the window's")
    func agreesWithWindow() throws {
        // Six stacks, more than the four names the hints keep, so entries are replaced and
        // moved while the names they hold are pushed, popped and pushed again as new screens.
        var interpreter = Interpreter(options: .init(keepGoing: true))
        interpreter.report = { _ in }
        interpreter.run(
            ScriptSource(name: "t.nav", text: "root tabs(" + (0..<6).map { "n\($0)=nav(R\($0))" }.joined(separator: ", ") + ")"))
        var rng = SplitMix64(seed: 31)
        let names = (0..<6).map { "n\($0)" } + (0..<6).map { "R\($0)" } + (0..<8).map { "S\($0)" }
        var lookups = 0
        for _ in 0..<3_000 {
            let stack = Int(rng.next() % 6)
            let screen = Int(rng.next() % 8)
            let line = rng.next() % 3 == 0 ? "pop on=n\(stack)" : "push S\(screen) on=n\(stack)"
            interpreter.run(ScriptSource(name: "t.nav", text: line))
            for _ in 0..<3 {
                let name = names[Int(rng.next() % UInt64(names.count))]
                let hinted = try? interpreter.lookUp(Located(name, column: 1, length: name.count))
                #expect(hinted == interpreter.window.id(named: name), "\(line): \(name)")
                if hinted != nil { lookups += 1 }
            }
        }
        // Most lookups find a controller: the comparison above is not only of two `nil`s.
        #expect(lookups > 4_000)
    }

    @Test("on=NAME through the hints: a push lands on the navigation controller the window names, and fails when the name is not one")
    func navigationTargetAgreesWithWindow() throws {
        // The hints hold screens too (every lookup files its name), so `on=` a screen's name
        // finds a hint that leads to a controller that is not a navigation controller.
        var interpreter = Interpreter(options: .init(keepGoing: true))
        let reported = Reported()
        interpreter.report = { reported.diagnostics.append($0) }
        interpreter.run(
            ScriptSource(name: "t.nav", text: "root tabs(" + (0..<6).map { "n\($0)=nav(R\($0))" }.joined(separator: ", ") + ")"))
        var rng = SplitMix64(seed: 32)
        let names = (0..<6).map { "n\($0)" } + (0..<6).map { "R\($0)" } + ["gone"]
        var landed = 0
        for index in 0..<2_000 {
            let target = names[Int(rng.next() % UInt64(names.count))]
            _ = try? interpreter.lookUp(Located(target, column: 1, length: target.count))
            let window = interpreter.window
            let named = window.id(named: target)
            let isNavigation = named.flatMap { window.kind(of: $0) }?.isNavigationController == true
            let errors = interpreter.statistics.commandErrors
            let line = "push F\(index) on=\(target)"
            interpreter.run(ScriptSource(name: "t.nav", text: line))
            #expect((interpreter.statistics.commandErrors == errors) == isNavigation, "\(line)")
            if !isNavigation {
                // The error is the script's, at the label: `on=` names no navigation controller.
                let error = try #require(reported.diagnostics.last)
                #expect(error.location.column == line.count - target.count + 1, "\(line): \(error.message)")
            }
            guard isNavigation, let screen = interpreter.window.id(named: "F\(index)") else { continue }
            // Its stack is the named one's (a Koinu stack holds each screen in a container).
            var ancestor = interpreter.window.parent(of: screen)
            while let id = ancestor, id != named { ancestor = interpreter.window.parent(of: id) }
            #expect(ancestor == named, "\(index) on=\(target)")
            landed += 1
            if rng.next() % 2 == 0 { interpreter.run(ScriptSource(name: "t.nav", text: "pop on=\(target)")) }
        }
        // Both outcomes are met, and most pushes land.
        #expect(landed > 500 && landed < 2_000)
    }

    @Test("copies of an interpreter share their hints: a hint another window gave leads nowhere in this one")
    func sharedHintsAcrossWindows() throws {
        var first = Interpreter(options: .init(keepGoing: true))
        let reported = Reported()
        first.report = { reported.diagnostics.append($0) }
        first.run(ScriptSource(name: "t.nav", text: "root A"))
        var second = first
        // The two windows mint the same IDs for trees of the same shape, under other labels.
        second.run(ScriptSource(name: "t.nav", text: "root tabs(m0=nav(M0), m1=nav(M1))\npush S on=m0"))
        first.run(ScriptSource(name: "t.nav", text: "root tabs(k0=nav(K0), k1=nav(K1))"))
        let m0 = try #require(second.window.id(named: "m0"))
        #expect(first.window.id(named: "k0") == m0 && first.window.id(named: "m0") == nil)
        let errors = first.statistics.commandErrors
        first.run(ScriptSource(name: "t.nav", text: "push T on=m0"))
        #expect(first.statistics.commandErrors == errors + 1)
        #expect(first.window.id(named: "T") == nil)
        let error = try #require(reported.diagnostics.last)
        #expect(error.location.column == 11, "\(error.message)")
    }
}

/// Diagnostics a test's interpreter reported.
private final class Reported {
    var diagnostics: [Diagnostic] = []
}
