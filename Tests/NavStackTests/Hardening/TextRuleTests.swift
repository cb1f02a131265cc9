import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackScript
@testable import navtree

/// One rule for text everywhere (`TextLines.swift`): scripts, hierarchy dumps, class-mapping
/// files and state documents read UTF-8 the same way, end lines at LF, CR LF or a lone CR,
/// skip a byte order mark, and report what they refuse at its line and character column; and
/// what they quote in a message is bounded.
@Suite("One rule for text, bounded messages")
struct TextRuleTests {
    static let dump =
        "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <App.Home>, state: appeared, view: <UIView>\n"

    /// Runs `script` with `files` readable, going on after errors.
    static func run(_ script: String, files: [String: [UInt8]]) -> (Interpreter, [Diagnostic]) {
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var diagnostics: [Diagnostic] = []
        interpreter.report = { diagnostics.append($0) }
        interpreter.readFile = { path in files[path].map { .success($0) } ?? .failure(FileReadError("No such file or directory")) }
        interpreter.run(ScriptSource(name: "t.nav", text: script))
        return (interpreter, diagnostics)
    }

    // MARK: Hierarchy dumps

    @Test("the word-at-a-time byte search finds a byte wherever it lies, in every lane and the tail, and nothing else (seeded)")
    func byteSearchMatchesALoop() {
        var generator = SplitMix64(seed: 0x5EA7C4)
        for length in 0..<40 {
            for _ in 0..<200 {
                // Bytes near the searched one and its neighbours' borrows: 0x26, 0x27, 0x28, 0xA7, 0x00, 0xFF.
                let pool: [UInt8] = [0x26, 0x28, 0xA7, 0x00, 0xFF, 0x01, 0x80, 0x7F, 0x41]
                var bytes = (0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
                if length > 0, generator.next() % 2 == 0 { bytes[Int(generator.next() % UInt64(length))] = 0x27 }
                let found = bytes.withUnsafeBufferPointer { TextLines.contains(0x27, in: $0) }
                #expect(found == bytes.contains(0x27), "\(bytes)")
            }
        }
    }

    @Test("the word-at-a-time printable-ASCII test agrees with a byte loop at every length and lane, around each bound (seeded)")
    func printableASCIIMatchesALoop() {
        var generator = SplitMix64(seed: 0x20_7E)
        // Each bound and its neighbours: control bytes, space, tilde, DEL, and bytes past ASCII.
        let pool: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        for length in 0..<40 {
            for _ in 0..<200 {
                var bytes = (0..<length).map { _ in UInt8(0x20 + generator.next() % 0x5F) }
                if length > 0, generator.next() % 2 == 0 {
                    bytes[Int(generator.next() % UInt64(length))] = pool[Int(generator.next() % UInt64(pool.count))]
                }
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(TextLines.isPrintableASCII(text) == text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }, "\(bytes)")
            }
        }
    }

    @Test(
        "the word-at-a-time line scan agrees with a byte loop on the line's end, the next line's start and its plain ASCII, at every start and length (seeded)"
    )
    func lineScanMatchesALoop() {
        var generator = SplitMix64(seed: 0x0A_0D)
        // Line breaks, NUL, the ASCII bound and bytes past it, among printable bytes.
        let pool: [UInt8] = [0x0A, 0x0D, 0x00, 0x01, 0x09, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        for length in 0..<40 {
            for _ in 0..<200 {
                var bytes = (0..<length).map { _ in UInt8(0x20 + generator.next() % 0x5F) }
                for _ in 0..<Int(generator.next() % 3) where length > 0 {
                    bytes[Int(generator.next() % UInt64(length))] = pool[Int(generator.next() % UInt64(pool.count))]
                }
                let start = length == 0 ? 0 : Int(generator.next() % UInt64(length + 1))
                let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? length
                let plain = bytes[start..<end].allSatisfy { $0 != 0 && $0 < 0x80 }
                let next = end == length ? end : bytes[end] == 0x0D && end + 1 < length && bytes[end + 1] == 0x0A ? end + 2 : end + 1
                let scanned = bytes.withUnsafeBufferPointer { TextLines.scanLine(in: $0, from: start) }
                #expect(scanned.end == end && scanned.next == next && scanned.isPlainASCII == plain, "\(bytes) from \(start)")
            }
        }
    }

    @Test("invalid UTF-8 in a dump is reported at its line and character column, as in a script (it was read as U+FFFD)")
    func dumpInvalidUTF8() {
        let bytes =
            Array("<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <App.Hé".utf8) + [0xFF]
            + Array(">, state: appeared, view: <UIView>\n".utf8)
        let (interpreter, diagnostics) = Self.run("load hierarchy d.txt", files: ["d.txt": bytes])
        #expect(diagnostics.map(\.message) == ["invalid UTF-8 in the hierarchy dump"])
        #expect(diagnostics.first?.location == ScriptLocation(file: "d.txt", line: 2, column: 13))
        #expect(interpreter.window.root == nil)
        #expect(throws: HierarchyImportError(.invalidUTF8, line: 1, column: 3)) { try HierarchyDump(parsing: [0x3C, 0x41, 0xC3]) }
    }

    @Test("a dump's lines end at LF, CR LF or a lone CR, as a script's do (lone CRs were refused)")
    func dumpLineEnds() throws {
        let lf = try HierarchyDump(parsing: Self.dump)
        for ending in ["\r\n", "\r"] {
            let other = try HierarchyDump(parsing: Self.dump.replacingOccurrences(of: "\n", with: ending))
            #expect(other == lf)
        }
        let bom = try HierarchyDump(parsing: [0xEF, 0xBB, 0xBF] + Array(Self.dump.utf8))
        #expect(bom == lf)
    }

    @Test("an error on a line of a dump with mixed line ends shows that line (the excerpt was empty)")
    func dumpExcerptWithMixedEnds() {
        let text =
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\r\n   | <App.Home>, state: appeared, view: <UIView>\r   | bogus\n"
        let (_, diagnostics) = Self.run("load hierarchy d.txt", files: ["d.txt": Array(text.utf8)])
        #expect(diagnostics.first?.location.line == 3)
        #expect(diagnostics.first?.sourceLine == "   | bogus")
    }

    @Test("a class-mapping file follows the same rule: lone CRs end lines, invalid UTF-8 is reported at its column")
    func mappingFiles() {
        let files = ["d.txt": Array(Self.dump.utf8), "m.txt": Array("# classes\rApp.Home screen\r".utf8), "bad.txt": [0x41, 0x20, 0xFE]]
        let (interpreter, diagnostics) = Self.run(
            "load hierarchy d.txt mapfile=m.txt\nexpect top Home\nload hierarchy d.txt mapfile=bad.txt", files: files)
        #expect(interpreter.statistics.expectationsPassed == 1)
        #expect(diagnostics.map(\.message) == ["invalid UTF-8 in the class mapping file"])
        #expect(diagnostics.first?.location == ScriptLocation(file: "bad.txt", line: 1, column: 3))
    }

    // MARK: State documents

    static var document: String { StateDocument.text(of: ScriptRun("root uinav(A)\npush B").window) }

    @Test("a state document may start with a byte order mark (it was refused), and a refusal then counts columns after it")
    func stateByteOrderMark() throws {
        let window = try StateDocument.window(from: [0xEF, 0xBB, 0xBF] + Array(Self.document.utf8))
        #expect(window == ScriptRun("root uinav(A)\npush B").window)
        #expect(throws: StateDocumentError.self) { try StateDocument.window(from: [0xEF, 0xBB, 0xBF] + Array("[".utf8)) }
        do {
            _ = try StateDocument.window(from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        } catch {
            #expect(error.line == 1 && error.column == 1)
        }
    }

    @Test("a state document with lone-CR line ends reports an error on its own line (every error was on line 1)")
    func stateCarriageReturns() {
        let text = Self.document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2").replacingOccurrences(
            of: "\n", with: "\r")
        let lf = Self.document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        var errors: [StateDocumentError] = []
        for variant in [text, lf] {
            do { _ = try StateDocument.window(from: Array(variant.utf8)) } catch { errors.append(error) }
        }
        #expect(errors.count == 2)
        #expect(errors.first?.line == errors.last?.line && errors.first?.column == errors.last?.column)
        #expect((errors.first?.line ?? 0) > 1)
    }

    @Test(
        "a state document holds only names a script can refer to (\"\", \"A B\" and a line break were accepted)",
        arguments: ["", "A B", "a\nb", "x=y"])
    func stateNames(name: String) throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen(name), label: "n"))
        do {
            _ = try StateDocument.window(from: Array(StateDocument.text(of: window).utf8))
            Issue.record("the name \(name.debugDescription) was accepted")
        } catch {
            #expect(error.path.hasSuffix(".name"))
            #expect(error.message.contains("is not a name a script can use"))
            #expect(!error.description.contains("\n"), "the message is one line")
        }
    }

    @Test("a state document's error quotes a 1 MB key by its ends: at most 2,000 characters (it printed it twice, 2 MB)")
    func boundedStateErrors() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let text = Self.document.replacingOccurrences(of: "\"names\": {", with: "\"names\": {\"\(key)\": 0, ")
        do {
            _ = try StateDocument.window(from: Array(text.utf8))
            Issue.record("the document was accepted")
        } catch {
            #expect(error.description.count <= MessageText.maximumLength + 40)
            #expect(error.description.contains("kkk…kkk"))
        }
        let run = NavTreeRun(["--state", "s.json", "-e", "expect top B"], files: ["s.json": text])
        #expect(run.status == .usage)
        #expect(run.stderr.utf8.count < 2_200)
    }

    // MARK: Snapshots and loaded files

    @Test("a script named `...nav` or `..nav` keeps its snapshots inside __Snapshots__ (they went to its parent)")
    func snapshotFolders() {
        #expect(SnapshotPath.path(script: "...nav", name: "s", format: .tree) == "__Snapshots__/...nav/s.tree.txt")
        #expect(SnapshotPath.path(script: "dir/..nav", name: "s", format: .json) == "dir/__Snapshots__/..nav/s.json")
        #expect(SnapshotPath.path(script: "dir/.nav", name: "s", format: .json) == "dir/__Snapshots__/.nav/s.json")
        #expect(SnapshotPath.path(script: "flow.nav", name: "s", format: .tree) == "__Snapshots__/flow/s.tree.txt")
    }

    @Test(
        "a file `load` names is refused past 64 MiB without reading further: a larger regular file by its size, an endless one at the limit"
    )
    func loadReadsAtMost64MiB() throws {
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(Interpreter.maximumLoadedFileSize + 1))
        try handle.close()
        guard case let .failure(failure) = FileReader.read(path, maximumSize: Interpreter.maximumLoadedFileSize) else {
            Issue.record("a file past the limit was read")
            return
        }
        #expect(failure.reason == "larger than 64 MiB, the most 'load' reads")
        if FileManager.default.fileExists(atPath: "/dev/zero") {
            guard case let .failure(endless) = FileReader.read("/dev/zero", maximumSize: 1 << 20) else {
                Issue.record("/dev/zero was read whole")
                return
            }
            #expect(endless.reason == "larger than 1 MiB, the most 'load' reads")
        }
    }
}
