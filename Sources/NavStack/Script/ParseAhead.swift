// Unsafe code (`.ci/layering`): ``ParseAhead/Channel`` is `@unchecked Sendable`, safe because
// every stored property is read and written only while its lock is held; the reader moves each
// parsed line out of a batch and back in through the batch's buffer pointer, inside its bounds
// and always initializing the slot again before the batch is touched.

import Dispatch

#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// One line of a script, parsed: a command, a syntax error, or unreadable bytes. Blank and
/// comment lines have none.
///
/// The command is a stored property of its own rather than an enum's payload: the interpreter
/// runs it where it lies, borrowed, while taking it out of an enum copied it (a retain and a
/// release of each of its buffers, about a tenth of a line's cost).
struct ParsedLine: Sendable {
    /// Why a line holds no command to run. Boxed (`indirect`): a diagnostic is some hundred
    /// bytes that every line would otherwise carry, and a line is moved into its batch, out of
    /// it and back for each command run (docs/Performance.md).
    indirect enum Problem: Sendable {
        case failure(Diagnostic)
        case unreadable(String, line: Int, column: Int, excerpt: String)
    }

    /// The line's number: its command's, its diagnostic's, or its unreadable bytes'. (Not
    /// stored apart: a parsed line stays well within the 128 bytes a move copies inline,
    /// without `memcpy`.)
    var number: Int {
        switch problem {
        case nil: command.line
        case let .failure(diagnostic)?: diagnostic.location.line
        case let .unreadable(_, line, _, _)?: line
        }
    }
    /// The command; for a line with a ``problem``, an empty one that is never run.
    private(set) var command: Command
    /// What is wrong with the line, if anything.
    let problem: Problem?

    /// Parses `line`, numbered `number` in `file`, with `scratch` as the parser's working
    /// storage; `nil` for a blank or comment line.
    init?(number: Int, line: ScriptSource.RawLine, file: String, scratch: inout Parser.Scratch) {
        switch line {
        case let .unreadable(message, column, excerpt):
            command = .none
            problem = .unreadable(message, line: number, column: column, excerpt: excerpt)
        case let .bytes(bytes, isASCII):
            switch Parser.parse(line: bytes, number: number, file: file, scratch: &scratch, isASCII: isASCII) {
            case let .failure(diagnostic):
                command = .none
                problem = .failure(diagnostic)
            case .success(nil): return nil
            case let .success(parsed?):
                command = parsed
                problem = nil
            }
        }
    }

    /// Hands the command's argument array to `scratch` for the lines parsed next, when no
    /// other command shares its body; the line is left holding no command.
    mutating func recycle(into scratch: inout Parser.Scratch) { scratch.recycle(&command) }
}

extension Command {
    /// No command: what a line that failed to parse holds in its place.
    fileprivate static var none: Command { Command(body: .none, file: "", line: 0, source: []) }
}

/// Parses a script on a second thread while the calling thread executes it.
///
/// Parsing needs nothing from the window, so a worker decodes, lexes and parses lines in
/// batches, ahead of the interpreter, which takes the batches in order. On a generated
/// million-line script parsing was about a third of the time, so with two cores the run
/// takes about the time of executing alone. Diagnostics come in line order and the window
/// ends the same as when parsing line by line: only the interpreter acts on what is parsed.
/// The worker is at most ``batchesInFlight`` batches ahead, so memory stays bounded, and it
/// stops as soon as the interpreter does.
enum ParseAhead {
    /// Scripts smaller than this are parsed on the calling thread: starting a worker would
    /// cost more than it saves (a 10-line script runs in a few milliseconds).
    static let minimumScriptSize = 256 * 1024
    /// Lines handed over at a time. Small enough that a batch (18 KB of parsed lines, 72 bytes each) is
    /// still in cache when the interpreter takes it: batches of 4,096 lines cost the two
    /// threads together 70 % more CPU time than parsing in line, for no gain in wall time.
    static let batchSize = 256
    /// Batches the worker may be ahead.
    static let batchesInFlight = 4

    /// Parses `source` on a worker and calls `handle` with each parsed line in order on this
    /// thread until it returns `false`. Returns whether every line was handled.
    static func run(_ source: ScriptSource, handle: (borrowing ParsedLine) -> Bool) -> Bool {
        let channel = Channel()
        // A queue of its own, not a global one: libdispatch gives a private serial queue an
        // "overcommit" thread, so the worker starts even when every pool thread is busy or
        // blocked (as the calling thread is, waiting for batches).
        DispatchQueue(label: "NavStack.ParseAhead").async {
            var scratch = Parser.Scratch()
            var batch: [ParsedLine] = []
            batch.reserveCapacity(batchSize)
            // Read once, not retained and released on every line.
            let file = source.name
            source.forEachRawLine { number, line in
                if let parsed = ParsedLine(number: number, line: line, file: file, scratch: &scratch) {
                    batch.append(parsed)
                }
                guard batch.count == batchSize else { return true }
                var full: [ParsedLine] = []
                swap(&full, &batch)
                guard channel.send(full) else { return false }
                // Reuse a batch the interpreter is done with: its commands are destroyed
                // here, on the worker, which spares the interpreter's thread up to a fifth of
                // its time, and their argument arrays are kept for the next lines' commands.
                // (Recycling a line at a time as lines are read, so that each body a line met
                // once frees is the one the next line's takes from the allocator's small
                // per-thread cache, took about 160 instructions off such a line and put about
                // 20 on every other: docs/Performance.md.)
                batch = channel.takeReturned() ?? []
                for index in batch.indices { batch[index].recycle(into: &scratch) }
                batch.removeAll(keepingCapacity: true)
                batch.reserveCapacity(batchSize)
                return true
            }
            if !batch.isEmpty { _ = channel.send(batch) }
            channel.finish()
        }
        var completed = true
        while completed, var batch = channel.receive() {
            batch.withUnsafeMutableBufferPointer { lines in
                guard let first = lines.baseAddress else { return }
                for index in lines.indices {
                    // Each line is moved out of the batch and back in. Handed over in place,
                    // it would be copied and destroyed around every call the interpreter makes
                    // through a closure; moved, it is neither, and the batch goes back to the
                    // worker whole, to be destroyed there.
                    let parsed = (first + index).move()
                    completed = handle(parsed)
                    (first + index).initialize(to: parsed)
                    if !completed { break }
                }
            }
            channel.giveBack(batch)
        }
        channel.close()
        return completed
    }

    /// A bounded queue of batches from one worker to one reader.
    ///
    /// Safe to share: every stored property is read and written only while `lock` is held,
    /// and the semaphores only count. The worker waits for a free place, the reader for a
    /// batch; closing wakes a waiting worker, which then stops.
    final class Channel: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        /// Counts free places. It starts at 0 and is signalled up in `init`: libdispatch
        /// traps when a semaphore is destroyed below the value it was created with, which a
        /// reader that stops early leaves this one at.
        private let free = DispatchSemaphore(value: 0)
        private let ready = DispatchSemaphore(value: 0)
        /// Signalled when the worker has stopped touching the channel.
        private let stopped = DispatchSemaphore(value: 0)
        private var batches: [[ParsedLine]] = []
        private var head = 0
        /// Batches the reader is done with, for the worker to empty and refill.
        private var returned: [[ParsedLine]] = []
        private var finished = false
        private var closed = false

        init() {
            for _ in 0..<ParseAhead.batchesInFlight { free.signal() }
        }

        /// Worker: queues `batch`, waiting while the reader is behind. `false` once the reader
        /// has closed the channel (the batch is dropped).
        func send(_ batch: [ParsedLine]) -> Bool {
            free.wait()
            lock.wait()
            defer { lock.signal() }
            guard !closed else { return false }
            batches.append(batch)
            ready.signal()
            return true
        }

        /// Worker: a batch the reader is done with, if any.
        func takeReturned() -> [ParsedLine]? {
            lock.wait()
            defer { lock.signal() }
            return returned.popLast()
        }

        /// Reader: hands a handled batch back to the worker.
        func giveBack(_ batch: [ParsedLine]) {
            lock.wait()
            defer { lock.signal() }
            if !closed, !finished { returned.append(batch) }
        }

        /// Worker: no more batches.
        func finish() {
            lock.wait()
            finished = true
            lock.signal()
            ready.signal()
            stopped.signal()
        }

        /// Reader: the next batch, or `nil` when the worker has finished and all are taken.
        func receive() -> [ParsedLine]? {
            ready.wait()
            lock.wait()
            defer { lock.signal() }
            guard head < batches.count else { return nil }
            var batch: [ParsedLine] = []
            swap(&batch, &batches[head])
            head += 1
            if head == batches.count {
                batches.removeAll(keepingCapacity: true)
                head = 0
            }
            free.signal()
            return batch
        }

        /// Reader: stop the worker and wait until it has let go of the channel.
        func close() {
            lock.wait()
            closed = true
            batches.removeAll()
            head = 0
            lock.signal()
            // A worker waiting for a free place wakes, sees the channel closed and finishes.
            free.signal()
            stopped.wait()
        }
    }
}
