import Testing

@testable import NavStackCore
@testable import NavStackScript

/// Parsing a large script ahead on a second thread must be invisible: the same diagnostics
/// in the same order, the same output, the same statistics and the same window as parsing
/// each line just before it runs.
@Suite("Parsing ahead changes nothing but the speed")
struct ParseAheadTests {
    /// Everything a run leaves behind.
    struct Outcome: Equatable {
        var completed: Bool
        var diagnostics: [String]
        var written: [String]
        var statistics: Interpreter.Statistics
        var window: Window
    }

    final class Log {
        var diagnostics: [String] = []
        var written: [String] = []
        var steps = 0
    }

    static func run(
        _ source: ScriptSource, parsingAhead: Bool, keepGoing: Bool,
        stopAfter: Int? = nil
    ) -> Outcome {
        let log = Log()
        var interpreter = Interpreter(options: .init(keepGoing: keepGoing))
        interpreter.report = { log.diagnostics.append(DiagnosticsFormatter().format($0)) }
        interpreter.write = { log.written.append($0) }
        interpreter.stopRequested = {
            log.steps += 1
            return stopAfter.map { log.steps > $0 } ?? false
        }
        let completed = interpreter.run(source, parsingAhead: parsingAhead)
        return Outcome(
            completed: completed, diagnostics: log.diagnostics, written: log.written,
            statistics: interpreter.statistics, window: interpreter.window)
    }

    /// A random script of `count` lines (every command, valid and broken lines) with an
    /// unreadable line and a NUL byte in it, spanning several of the worker's batches.
    static func randomScript(lines count: Int, seed: UInt64) -> ScriptSource {
        var generator = ScriptGenerator(seed: seed)
        var driver = Interpreter(options: .init(keepGoing: true))
        var bytes: [UInt8] = []
        for index in 0..<count {
            let line = generator.line(in: driver.window)
            _ = driver.run(ScriptSource(name: "random.nav", text: line), parsingAhead: false)
            bytes += Array(line.utf8)
            if index == count / 3 { bytes += [0x70, 0x75, 0x73, 0x68, 0x20, 0xFF, 0xFE] }  // "push " + invalid UTF-8
            if index == count / 2 { bytes += [0x0A, 0x70, 0x6F, 0x70, 0x00] }  // a line "pop\0"
            bytes.append(0x0A)
        }
        return ScriptSource(name: "random.nav", bytes: bytes)
    }

    @Test("a random 10,000-line script with errors: same diagnostics, output, statistics and window (--keep-going)")
    func sameOutcomeKeepingGoing() {
        let source = Self.randomScript(lines: 10_000, seed: 0x5041_5253_4541_4844)
        #expect(ParseAhead.batchSize < 10_000, "the script spans several batches")
        let inOrder = Self.run(source, parsingAhead: false, keepGoing: true)
        let ahead = Self.run(source, parsingAhead: true, keepGoing: true)
        #expect(inOrder.statistics.errors > 100, "the script exercises errors")
        #expect(inOrder.diagnostics.contains { $0.contains("invalid UTF-8") } && inOrder.diagnostics.contains { $0.contains("NUL byte") })
        #expect(ahead == inOrder)
    }

    @Test(
        "random 2,000-line scripts from more seeds: the same outcome either way, with and without --keep-going",
        arguments: 1...6)
    func sameOutcomeForSeeds(seed: UInt64) {
        let source = Self.randomScript(lines: 2_000, seed: seed &* 0x9E37_79B9_7F4A_7C15)
        for keepGoing in [true, false] {
            let inOrder = Self.run(source, parsingAhead: false, keepGoing: keepGoing)
            let ahead = Self.run(source, parsingAhead: true, keepGoing: keepGoing)
            #expect(ahead == inOrder, "seed \(seed), keepGoing \(keepGoing)")
        }
    }

    @Test("without --keep-going both stop at the same failing line, with the same state")
    func sameStopAtFailure() {
        // Valid lines, then a failing one deep in the script, then more valid lines.
        var text = "root nav(Home)\n"
        for index in 0..<9_000 { text += index % 2 == 0 ? "push S\(index)\n" : "pop\n" }
        text += "pop-to Nowhere\n"
        for index in 0..<9_000 { text += "push T\(index)\n" }
        let source = ScriptSource(name: "stop.nav", text: text)
        let inOrder = Self.run(source, parsingAhead: false, keepGoing: false)
        let ahead = Self.run(source, parsingAhead: true, keepGoing: false)
        #expect(!inOrder.completed && inOrder.diagnostics.count == 1)
        #expect(inOrder.diagnostics.first?.contains("stop.nav:9002:") == true)
        #expect(ahead == inOrder)
    }

    @Test("a stop request (a closed output) stops both at the same line")
    func sameStopOnRequest() {
        let source = Self.randomScript(lines: 9_000, seed: 7)
        let inOrder = Self.run(source, parsingAhead: false, keepGoing: true, stopAfter: 5_000)
        let ahead = Self.run(source, parsingAhead: true, keepGoing: true, stopAfter: 5_000)
        #expect(!inOrder.completed)
        #expect(ahead.statistics == inOrder.statistics && ahead.diagnostics == inOrder.diagnostics && ahead.window == inOrder.window)
    }

    @Test("the public entry point parses small scripts line by line and large ones ahead, to the same result")
    func publicEntryPoint() {
        #expect(ParseAhead.minimumScriptSize == 256 * 1024)
        var text = "root nav(Home)\n"
        while text.utf8.count < ParseAhead.minimumScriptSize { text += "push P\(text.utf8.count)\npop\n" }
        text += "push Last\nexpect top Last\n"
        let large = ScriptSource(name: "large.nav", text: text)
        var viaSize = Interpreter()
        let completed = viaSize.run(large)
        #expect(completed && viaSize.statistics.errors == 0 && viaSize.statistics.expectationsPassed == 1)
        #expect(viaSize.window == Self.run(large, parsingAhead: false, keepGoing: false).window)
    }

    @Test("a parsed line is at most 128 bytes, the most a move copies without calling memcpy (it moves into its batch, out and back)")
    func parsedLineLayout() {
        #expect(MemoryLayout<ParsedLine>.size <= 128)
    }

    /// Line `number` of `f.nav`, `text`, parsed as the worker parses it (its ASCII check as
    /// the line split makes it); `nil` for a blank or comment line.
    static func parsed(_ text: String, number: Int, scratch: inout Parser.Scratch) -> ParsedLine? {
        let bytes = Array(text.utf8)
        return ParsedLine(
            number: number, line: .bytes(bytes[...], isASCII: bytes.allSatisfy { $0 < 0x80 }), file: "f.nav", scratch: &scratch)
    }

    @Test("a parsed line's number is its command's, or its problem's when it has one")
    func parsedLineNumbers() throws {
        var scratch = Parser.Scratch()
        let command = try #require(Self.parsed("push A", number: 7, scratch: &scratch))
        let failed = try #require(Self.parsed("push (", number: 8, scratch: &scratch))
        let unreadable = try #require(
            ParsedLine(number: 9, line: .unreadable("NUL byte in script", column: 2, excerpt: ""), file: "f.nav", scratch: &scratch))
        #expect(command.problem == nil && command.number == 7)
        #expect(failed.problem != nil && failed.number == 8)
        #expect(unreadable.problem != nil && unreadable.number == 9)
        #expect(Self.parsed("# note", number: 10, scratch: &scratch) == nil)
    }

    @Test("a subcommand's line knows it from its declaration; a group's word alone is not one")
    func subcommandFromDeclaration() throws {
        var scratch = Parser.Scratch()
        let sub = try #require(Self.parsed("popup present Player", number: 1, scratch: &scratch))
        let plain = try #require(Self.parsed("push A", number: 2, scratch: &scratch))
        let group = try #require(Self.parsed("popup", number: 3, scratch: &scratch))
        #expect(sub.command.isSubcommand && sub.command.declaration?.path == "popup present")
        #expect(!plain.command.isSubcommand && !group.command.isSubcommand && group.command.declaration?.path == "popup")
    }
}
