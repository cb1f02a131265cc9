import Testing

@testable import NavStackCore
@testable import NavStackScript

/// A line written again shares the command body kept in the parser's table of recent lines
/// (`RecentLines`) instead of being parsed again: what a run sees must be what parsing every
/// line afresh gives.
@Suite("A line parsed again shares the body parsed before, and gives what parsing it gives")
struct RecentLinesTests {
    /// Line `number` of `f.nav`, parsed with `scratch` as the worker parses it.
    static func parsed(_ text: String, number: Int, scratch: inout Parser.Scratch) -> ParsedLine? {
        ParseAheadTests.parsed(text, number: number, scratch: &scratch)
    }

    /// Checks `parsed` against `text` parsed alone, with a scratch of its own (no table).
    static func expectFresh(_ parsed: ParsedLine?, _ text: String, number: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var alone = Parser.Scratch()
        let fresh = Self.parsed(text, number: number, scratch: &alone)
        #expect((parsed == nil) == (fresh == nil), "\(text)", sourceLocation: sourceLocation)
        guard let parsed, let fresh else { return }
        switch (parsed.problem, fresh.problem) {
        case (nil, nil):
            #expect(parsed.command == fresh.command, "\(text)", sourceLocation: sourceLocation)
            #expect(parsed.command.shape == fresh.command.shape, "\(text)", sourceLocation: sourceLocation)
            #expect(parsed.command.declaration === fresh.command.declaration, "\(text)", sourceLocation: sourceLocation)
            #expect(parsed.command.isSubcommand == fresh.command.isSubcommand, "\(text)", sourceLocation: sourceLocation)
            #expect(parsed.number == number, "\(text)", sourceLocation: sourceLocation)
        case let (.failure(diagnostic)?, .failure(freshDiagnostic)?):
            #expect(diagnostic == freshDiagnostic, "\(text)", sourceLocation: sourceLocation)
        default:
            Issue.record(
                "\(text): \(String(describing: parsed.problem)) against \(String(describing: fresh.problem))",
                sourceLocation: sourceLocation)
        }
    }

    @Test("the second and later parses of a line share its kept command; the first keeps nothing")
    func secondSightKeeps() throws {
        var scratch = Parser.Scratch()
        // The table is made at the second line a scratch files (`oneLineMakesNoTable`).
        _ = Self.parsed("pop", number: 0, scratch: &scratch)
        let line = "push Detail on=a title=\"Detail\""
        let first = try #require(Self.parsed(line, number: 1, scratch: &scratch))
        let second = try #require(Self.parsed(line, number: 2, scratch: &scratch))
        let third = try #require(Self.parsed(line, number: 3, scratch: &scratch))
        // Kept the second time: the later lines share one body, the first has its own.
        #expect(first.command.body !== second.command.body)
        #expect(second.command.body === third.command.body)
        for (number, parsed) in [(1, first), (2, second), (3, third)] { Self.expectFresh(parsed, line, number: number) }
        #expect(Array(third.command.source) == Array(line.utf8) && third.command.file == "f.nav" && third.command.line == 3)
    }

    @Test("parsing one line makes no table (the one-line parse, run for each line that mentions events); a second line makes it")
    func oneLineMakesNoTable() {
        var scratch = Parser.Scratch()
        _ = Self.parsed("expect events A.viewDidAppear(true)", number: 1, scratch: &scratch)
        let madeAfterOne = scratch.recentLines.hasSlots
        _ = Self.parsed("pop", number: 2, scratch: &scratch)
        let madeAfterTwo = scratch.recentLines.hasSlots
        #expect(!madeAfterOne && madeAfterTwo)
        // The first line's hash was not filed: met again, it is filed now, and kept the time after.
        let again = Self.parsed("expect events A.viewDidAppear(true)", number: 3, scratch: &scratch)
        let kept = Self.parsed("expect events A.viewDidAppear(true)", number: 4, scratch: &scratch)
        let later = Self.parsed("expect events A.viewDidAppear(true)", number: 5, scratch: &scratch)
        #expect(again?.command.body !== kept?.command.body && kept?.command.body === later?.command.body)
    }

    @Test("a line sharing a kept body gives nothing back when recycled; a line parsed once gives its argument array back")
    func recyclingSkipsShared() throws {
        var scratch = Parser.Scratch()
        let line = "pop on=b animated=false"
        for number in 1...3 { _ = Self.parsed(line, number: number, scratch: &scratch) }
        var hit = try #require(Self.parsed(line, number: 4, scratch: &scratch))
        let spares = scratch.lineStorage.spareArguments.count
        hit.recycle(into: &scratch)
        #expect(scratch.lineStorage.spareArguments.count == spares)
        Self.expectFresh(Self.parsed(line, number: 5, scratch: &scratch), line, number: 5)
        // A command parsed once owns its array, which recycling keeps for the next line.
        var once = try #require(Self.parsed("pop on=c", number: 6, scratch: &scratch))
        once.recycle(into: &scratch)
        #expect(scratch.lineStorage.spareArguments.count == spares + 1)
        #expect(once.command.body === CommandBody.none && once.command.arguments.isEmpty)
        // A line parsed once whose command a caller still holds keeps its array.
        var held = try #require(Self.parsed("pop on=d", number: 7, scratch: &scratch))
        let copy = held
        let sparesBefore = scratch.lineStorage.spareArguments.count
        held.recycle(into: &scratch)
        #expect(scratch.lineStorage.spareArguments.count == sparesBefore)
        #expect(copy.command.arguments.count == 1 && held.command.body === copy.command.body)
    }

    @Test(
        "lines of one slot of a direct-mapped table: two alternating are both kept; a line met once pushes out neither; two more alternating take both slots"
    )
    func keptCommandStays() throws {
        // Four lines of one hash modulo the slot count, found under this process's hash key:
        // a table of single slots would file them all in one slot, this one in one set.
        var slotOf: [Int: [String]] = [:]
        var lines: [String]?
        for index in 0..<40_000 where lines == nil {
            let line = "push S\(index) on=tab0"
            let slot = NameHash.ofBytes(Array(line.utf8)[...]) & (RecentLines.slotCount - 1)
            slotOf[slot, default: []].append(line)
            if slotOf[slot]?.count == 4 { lines = slotOf[slot] }
        }
        let found = try #require(lines)
        let (a, b, c, d) = (found[0], found[1], found[2], found[3])
        var scratch = Parser.Scratch()
        var number = 0
        func parse(_ line: String) throws -> CommandBody {
            number += 1
            let parsed = try #require(Self.parsed(line, number: number, scratch: &scratch))
            Self.expectFresh(parsed, line, number: number)
            return parsed.command.body
        }
        _ = try parse("pop")
        // Two lines met alternately in an empty set: each is kept the second time.
        for line in [a, b, a, b] { _ = try parse(line) }
        let bodyA = try parse(a)
        let bodyB = try parse(b)
        #expect(try parse(a) === bodyA && parse(b) === bodyB, "two alternating lines of one set were not both kept")
        // A line met once pushes out neither.
        _ = try parse(c)
        #expect(try parse(a) === bodyA && parse(b) === bodyB, "a line met once pushed out a kept command")
        // Two more lines met alternately take the set's two slots in turn.
        for line in [d, c, d] { _ = try parse(line) }
        let bodyC = try parse(c)
        let bodyD = try parse(d)
        #expect(try parse(c) === bodyC && parse(d) === bodyD, "two more alternating lines were not both kept")
        #expect(try parse(a) !== bodyA && parse(b) !== bodyB, "the set held more than two commands")
    }

    @Test("a line sharing a kept body takes its own line's file")
    func copyTakesFile() throws {
        var scratch = Parser.Scratch()
        let bytes = Array("pop on=b".utf8)
        var bodies: [CommandBody] = []
        for number in 1...3 {
            let line = try #require(ParsedLine(number: number, line: .bytes(bytes[...], isASCII: true), file: "a.nav", scratch: &scratch))
            bodies.append(line.command.body)
        }
        let copy = try #require(ParsedLine(number: 4, line: .bytes(bytes[...], isASCII: true), file: "b.nav", scratch: &scratch))
        #expect(copy.command.body === bodies[2] && copy.command.file == "b.nav" && copy.command.location.file == "b.nav")
    }

    @Test("lines equal but for a byte, spaces or a comment are told apart")
    func nearLinesDiffer() {
        var scratch = Parser.Scratch()
        let lines = [
            "push A on=tab0", "push B on=tab0", "push A on=tab1", "push A  on=tab0", " push A on=tab0", "push A on=tab0 # note",
            "push A on=tab0 #", "expect top A", "expect top B", "push é on=tab0", "push e\u{301} on=tab0", "push A on=tab0 x=1",
            "push A on=", "push A",
        ]
        for round in 0..<4 {
            for (index, line) in lines.enumerated() {
                let number = round * lines.count + index + 1
                Self.expectFresh(Self.parsed(line, number: number, scratch: &scratch), line, number: number)
            }
        }
    }

    @Test("a long line and a command nesting another are never kept")
    func notKept() throws {
        var scratch = Parser.Scratch()
        let long = "push L on=tab0 title=\"" + String(repeating: "x", count: RecentLines.maximumLineLength) + "\""
        let nested = "expect error push A on=nowhere"
        var bodies: [CommandBody] = []
        for number in 1...3 {
            let longLine = try #require(Self.parsed(long, number: number, scratch: &scratch))
            let nestedLine = try #require(Self.parsed(nested, number: number, scratch: &scratch))
            #expect(!bodies.contains { $0 === longLine.command.body || $0 === nestedLine.command.body })
            bodies += [longLine.command.body, nestedLine.command.body]
            Self.expectFresh(longLine, long, number: number)
            Self.expectFresh(nestedLine, nested, number: number)
        }
    }

    @Test("more distinct lines than the table has slots: every line still parses as it would alone")
    func moreLinesThanSlots() {
        var scratch = Parser.Scratch()
        let count = RecentLines.slotCount * 2 + 3
        var number = 0
        for _ in 0..<3 {
            for index in 0..<count {
                number += 1
                let line = "push S\(index) on=tab\(index % 3)"
                Self.expectFresh(Self.parsed(line, number: number, scratch: &scratch), line, number: number)
            }
        }
    }

    @Test("seeded random lines, most of them repeated, recycled in batches as the worker does", arguments: [UInt64(1), 2, 3])
    func randomRepeatedLines(seed: UInt64) {
        var generator = ScriptGenerator(seed: seed &* 0xA076_1D64_78BD_642F)
        var rng = SplitMix64(seed: seed)
        var driver = Interpreter(options: .init(keepGoing: true))
        var seen: [String] = []
        var scratch = Parser.Scratch()
        var batch: [ParsedLine] = []
        for number in 1...3_000 {
            let line: String
            if !seen.isEmpty, rng.chance(60) {
                line = seen[rng.below(seen.count)]
            } else {
                line = generator.line(in: driver.window)
                seen.append(line)
            }
            _ = driver.run(ScriptSource(name: "random.nav", text: line), parsingAhead: false)
            let parsed = Self.parsed(line, number: number, scratch: &scratch)
            Self.expectFresh(parsed, line, number: number)
            if let parsed { batch.append(parsed) }
            if batch.count == 64 {
                for index in batch.indices { batch[index].recycle(into: &scratch) }
                batch.removeAll()
            }
        }
    }
}
