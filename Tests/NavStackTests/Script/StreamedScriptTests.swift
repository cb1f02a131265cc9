import Testing

@testable import NavStackCore
@testable import NavStackScript

/// A script read a piece at a time runs as the same script held whole: the same lines, the
/// same diagnostics, output, statistics and window, whatever the pieces' boundaries cut.
@Suite("A script read a piece at a time runs as the same script held whole")
struct StreamedScriptTests {
    /// Hands out `bytes` in reads of a few bytes at a time (sizes from a seed), failing with
    /// `failure` once `failingAt` bytes are read, when given.
    struct ChunkedReader: ScriptReader {
        let bytes: [UInt8]
        var offset = 0
        var state: UInt64
        var failingAt: Int?

        mutating func read(into buffer: inout [UInt8], from start: Int) -> Result<Int, FileReadError> {
            if let failingAt, offset >= failingAt { return .failure(FileReadError("Input/output error")) }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let wanted = 1 + Int((state >> 33) % 13)
            let count = min(wanted, buffer.count - start, bytes.count - offset)
            guard count > 0 else { return .success(0) }
            buffer.replaceSubrange(start..<(start + count), with: bytes[offset..<(offset + count)])
            offset += count
            return .success(count)
        }
    }

    /// `source`'s bytes as a source read in pieces of `pieceSize` bytes.
    static func streamed(_ source: ScriptSource, pieceSize: Int, seed: UInt64 = 1, failingAt: Int? = nil) -> ScriptSource {
        let bytes = source.bytes
        var streamed = ScriptSource(name: source.name, size: bytes.count) {
            .success(ChunkedReader(bytes: bytes, state: seed, failingAt: failingAt))
        }
        streamed.pieceSize = pieceSize
        return streamed
    }

    /// A random script with every kind of line break, a byte order mark, a line longer than
    /// several pieces, unreadable lines and a line that reads events.
    static func script(seed: UInt64) -> ScriptSource {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        var state = seed
        for (index, byte) in ParseAheadTests.randomScript(lines: 1_500, seed: seed).bytes.enumerated() {
            guard byte == 0x0A else {
                bytes.append(byte)
                continue
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            switch (state >> 33) % 4 {
            case 0: bytes += [0x0D, 0x0A]
            case 1: bytes.append(0x0D)
            default: bytes.append(0x0A)
            }
            if index % 997 == 0 { bytes += Array("set Home title=\"\(String(repeating: "x", count: 300))\"\n".utf8) }
        }
        bytes += Array("expect no-events # events\n\r\n".utf8)
        return ScriptSource(name: "streamed.nav", bytes: bytes)
    }

    @Test("random scripts in pieces of 64 to 4,096 bytes: the same lines and the same run, ahead or not", arguments: 1...4)
    func sameRun(seed: UInt64) {
        let whole = Self.script(seed: seed)
        let reference = ParseAheadTests.run(whole, parsingAhead: false, keepGoing: true)
        #expect(reference.statistics.errors > 10 && whole.readsEvents)
        for pieceSize in [64, 301, 4_096] {
            let streamed = Self.streamed(whole, pieceSize: pieceSize, seed: seed &+ UInt64(pieceSize))
            #expect(streamed.readsEvents && streamed.lineCount == whole.lineCount)
            #expect(streamed.hasCommands(after: 1_000) == whole.hasCommands(after: 1_000))
            var lines: [String] = []
            streamed.forEachLine { number, line in
                lines.append("\(number): \(line)")
                return true
            }
            var wholeLines: [String] = []
            whole.forEachLine { number, line in
                wholeLines.append("\(number): \(line)")
                return true
            }
            #expect(lines == wholeLines, "piece size \(pieceSize)")
            for parsingAhead in [false, true] {
                let run = ParseAheadTests.run(streamed, parsingAhead: parsingAhead, keepGoing: true)
                #expect(run == reference, "piece size \(pieceSize), parsing ahead \(parsingAhead)")
            }
        }
    }

    @Test("a carriage return ending a piece and the line feed starting the next are one line break")
    func lineBreakAcrossPieces() {
        let whole = ScriptSource(name: "crlf.nav", text: "root nav(A)\r\npush B\r\nexpect top B\r\n")
        for pieceSize in 1...20 {
            let streamed = Self.streamed(whole, pieceSize: pieceSize)
            var numbers: [Int] = []
            streamed.forEachLine { number, _ in
                numbers.append(number)
                return true
            }
            #expect(numbers == [1, 2, 3], "piece size \(pieceSize)")
        }
    }

    @Test("a read that fails ends the run with an error on the line it reached")
    func readFailure() {
        let whole = ScriptSource(name: "fail.nav", text: "root nav(A)\npush B\npush C\n")
        let streamed = Self.streamed(whole, pieceSize: 8, failingAt: 20)
        let run = ParseAheadTests.run(streamed, parsingAhead: false, keepGoing: true)
        #expect(run.diagnostics.count == 1 && run.statistics.errors == 1)
        #expect(run.diagnostics.first?.contains(":1: error: cannot read the script: Input/output error\n") == true)
        #expect(run.statistics.commands >= 1, "the lines read before the failure ran")
    }
}
