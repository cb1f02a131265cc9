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
}
