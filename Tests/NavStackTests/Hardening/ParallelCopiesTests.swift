import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Copies of one `Window` share its storage until one is written (copy-on-write); a script
/// on each, on as many threads, must never see another's writes or checkpoints. CI runs this
/// suite under ThreadSanitizer (`swift test --sanitize=thread --filter ParallelCopiesTests`).
@Suite("Copies of one window on many threads")
struct ParallelCopiesTests {
    /// A window to copy: a tab bar of two Koinu stacks, one of 60 screens.
    static let base: Window = {
        let screens = (0..<60).map { "S\($0)" }.joined(separator: " ")
        return ScriptRun("root t=tabs(a=nav(Home), b=uinav(Feed))\nset-stack \(screens) on=a\nset S3 title=Three").window
    }()

    /// Script `index`: checkpoints that roll back (`expect error` of accepted commands, a
    /// failed `expect warning message=`), checkpoints that keep (`expect warning`), and plain
    /// writes, different for every script.
    static func script(_ index: Int) -> String {
        """
        expect error push X\(index) on=a
        expect warning message=nomatch push W\(index) detent=medium on=a
        expect warning message=detent push V\(index) detent=medium on=a
        expect error message=nomatch pop-to Nowhere on=a
        expect error pop-to S\(index % 50) on=a
        push P\(index) on=b
        set S\(index % 50) title=T\(index)
        expect error expect error push Y\(index) on=b
        select \(index % 2) on=t
        pop-to S\(index % 40 + 1) on=a
        expect warning push Q\(index) grabber=true on=b
        """
    }

    /// What script `index` leaves, run on a copy of ``base``: the tree and the error count.
    static func outcome(_ index: Int) -> String {
        let run = ScriptRun(script(index), keepGoing: true, window: base)
        return TreeDumper.render(run.window) + "errors: \(run.errors.count)\n"
    }

    @Test("100 scripts at once, each from a copy of one window, end as each does alone (a shared block's journal raced)")
    func parallelScripts() {
        let expected = (0..<100).map(ParallelCopiesTests.outcome)
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values = [String](repeating: "", count: 100)
        }
        let results = Results()
        // Threads of their own (a task group may run every child on one thread).
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            let outcome = ParallelCopiesTests.outcome(index)
            results.lock.withLock { results.values[index] = outcome }
        }
        for index in 0..<100 where results.values[index] != expected[index] {
            Issue.record("script \(index) ended otherwise on a thread of its own:\n\(results.values[index])\nalone:\n\(expected[index])")
        }
        #expect(expected.allSatisfy { $0.hasSuffix("errors: 4\n") })
    }
}
