import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// navtree's interactive mode: in-process through its environment, the line editor byte by
/// byte, and the real executable through a pseudo-terminal.
@Suite struct REPLTests {
    /// Runs the REPL on `lines` with a terminal (or `-i`): what it printed, and its status.
    func session(_ lines: [String], arguments: [String] = [], interactive: Bool = true) -> (String, navtree.ExitStatus, [[String]]) {
        var out = ""
        var remaining = lines
        var histories: [[String]] = []
        var environment = NavTreeCommand.Environment(read: { _ in .success([]) }, output: { out += $0 }, error: { out += "ERR:" + $0 })
        environment.isInteractive = { interactive }
        environment.readLine = { prompt, history in
            histories.append(history)
            guard !remaining.isEmpty else { return nil }
            out += prompt
            return remaining.removeFirst()
        }
        let status = NavTreeCommand.run(arguments, environment: environment)
        return (out, status, histories)
    }

    @Test func eachLineRunsAtOnceAndTheTreeFollowsEachChange() {
        let (out, status, _) = session(["root uinav(Home)", "expect top Home", "push Detail", "quit", "push Never"])
        #expect(status == .success)
        #expect(
            out == REPL.banner
                + "navtree> UINavigationController\n└─ Home ◀ top\nnavtree> navtree> UINavigationController\n├─ Home\n└─ Detail ◀ top\nnavtree> "
        )
    }

    @Test func diagnosticsAreInlineAndDoNotEndTheSession() {
        let (out, status, _) = session(["root uinav(Home)", "pop", "bogus", "push Detail"])
        #expect(status == .success)
        #expect(out.contains("navtree> <repl>:3:1: error: unknown command 'bogus'\n"))
        #expect(out.hasSuffix("└─ Detail ◀ top\n"))
        #expect(!out.contains("ERR:"))
    }

    @Test func undoReturnsTheWindowBeforeEachChange() {
        let (out, _, _) = session(["root uinav(Home)", "push A", "push B", "undo", "undo", "expect top Home", "undo", "undo"])
        #expect(out.contains("navtree> UINavigationController\n├─ Home\n└─ A ◀ top\nnavtree> UINavigationController\n└─ Home ◀ top\n"))
        #expect(out.contains("navtree> (no root view controller)\n"))
        #expect(out.hasSuffix("navtree> nothing to undo\n"))
        #expect(!out.contains("error"))
    }

    @Test func helpListsCommandsAndOneCommandsUsage() {
        let (out, _, _) = session(["help", "help pop", "help popp"])
        #expect(out.contains("SCRIPT COMMANDS:"))
        #expect(out.contains("  undo             the window before the last change"))
        #expect(out.contains("USAGE: pop [animated=false] [from=SCREEN|on=LABEL]"))
        #expect(out.contains("Unknown command 'popp'. Did you mean 'pop'?"))
    }

    @Test func historyIsKeptWithinTheRun() {
        let (out, _, histories) = session(["root uinav(A)", "push B", "push B", "history"])
        #expect(histories.last == ["root uinav(A)", "push B", "history"])
        #expect(out.hasSuffix("navtree> 1  root uinav(A)\n2  push B\n"))
    }

    /// Piped standard input keeps running as a script; `-i` forces the REPL.
    @Test func pipedInputStaysAScript() {
        let (piped, status, histories) = session(["push A"], interactive: false)
        #expect(status == .success)
        #expect(histories.isEmpty)
        #expect(!piped.contains("navtree>"))
        let (forced, _, _) = session(["root A"], arguments: ["-i"], interactive: false)
        #expect(forced.contains("navtree> A ◀ top\n"))
        let (script, _, scriptHistories) = session([], arguments: ["-e", "root A"])
        #expect(scriptHistories.isEmpty)
        #expect(script == "A ◀ top\n")
    }

    // MARK: The line editor

    func type(_ bytes: [UInt8], history: [String] = []) -> (echo: String, line: String?, ended: Bool) {
        var editor = LineEditor(prompt: "> ", history: history)
        var echo = ""
        for byte in bytes {
            switch editor.feed(byte) {
            case let .editing(text): echo += text
            case let .submitted(line, text): return (echo + text, line, false)
            case .endOfInput: return (echo, nil, true)
            }
        }
        return (echo, nil, false)
    }

    @Test func typingEditingAndSubmitting() {
        #expect(type(Array("push A\r".utf8)).line == "push A")
        #expect(type(Array("pusj".utf8) + [0x7F] + Array("h A\r".utf8)).line == "push A")
        // ← twice, insert, then End and more.
        #expect(
            type(Array("pop".utf8) + [0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x44] + Array("X".utf8) + [0x05] + Array("!\r".utf8)).line == "pXop!")
        #expect(type(Array("push é\r".utf8)).line == "push é")
        #expect(type(Array("abc".utf8) + [0x15] + Array("root A\r".utf8)).line == "root A")
        #expect(type([0x04]).ended)
        #expect(type(Array("a".utf8) + [0x04, 0x0D]).line == "a")
        #expect(type(Array("abc".utf8) + [0x03] + Array("x\r".utf8)).line == "x")
    }

    @Test func arrowsRecallTheHistory() {
        let history = ["root uinav(A)", "push B"]
        let up = [UInt8](arrayLiteral: 0x1B, 0x5B, 0x41)
        let down = [UInt8](arrayLiteral: 0x1B, 0x5B, 0x42)
        #expect(type(up + [0x0D], history: history).line == "push B")
        #expect(type(up + up + [0x0D], history: history).line == "root uinav(A)")
        #expect(type(up + up + up + [0x0D], history: history).line == "root uinav(A)")
        #expect(type(Array("dra".utf8) + up + down + Array("ft\r".utf8), history: history).line == "draft")
        let (echo, _, _) = type(up + [0x0D], history: history)
        #expect(echo.hasPrefix("\r> push B\u{1B}[K"))
    }

    @Test("Ctrl-C while a line runs undoes the line and keeps the session (it ended the session)")
    func interruptUndoesTheLine() {
        var calls = 0
        // Asked before and after each line: Ctrl-C comes during the second line.
        var repl = REPL(
            interpreter: Interpreter(), output: { _ in },
            interrupted: {
                calls += 1
                return calls == 4
            })
        _ = repl.handle("root uinav(Home)")
        var out = ""
        repl = REPL(
            interpreter: repl.interpreter, output: { out += $0 },
            interrupted: {
                calls += 1
                return calls == 4
            })
        let kept = repl.handle("push Detail")
        #expect(kept)
        #expect(out == REPL.interruptedMessage)
        #expect(repl.interpreter.window.id(named: "Detail") == nil)
        #expect(repl.undoStack.isEmpty, "nothing to undo: the line left nothing")
        _ = repl.handle("push Other")
        #expect(repl.interpreter.window.id(named: "Other") != nil)
    }

    @Test(
        "undo keeps what each line wrote, not a copy of the window: a push on a 20,000-screen stack writes in place (27 MB per change at 10^5)"
    )
    func undoDoesNotCopyTheWindow() {
        var repl = REPL(interpreter: Interpreter(), output: { _ in })
        _ = repl.handle("root n=uinav(S0)")
        _ = repl.handle("set-stack " + (0..<20_000).map { "S\($0)" }.joined(separator: " ") + " on=n")
        let tree = TreeDumper.render(repl.interpreter.window)
        let block = ObjectIdentifier(repl.interpreter.window.nodes.slots)
        for index in 0..<50 { _ = repl.handle(index % 5 == 4 ? "pop on=n" : "push X\(index) on=n") }
        #expect(ObjectIdentifier(repl.interpreter.window.nodes.slots) == block, "the records were written in place, not copied")
        for _ in 0..<50 { _ = repl.handle("undo") }
        #expect(TreeDumper.render(repl.interpreter.window) == tree)
        #expect(repl.interpreter.window.invariantViolations() == [])
    }

    @Test("a line that changes nothing prints no tree and leaves nothing to undo, even if it wrote (the same title again)")
    func noOpLines() {
        var out = ""
        var repl = REPL(interpreter: Interpreter(), output: { out += $0 })
        _ = repl.handle("root t=tabs(n=uinav(A), B)")
        _ = repl.handle("set A title=T")
        out = ""
        let stamp = repl.interpreter.window.changeStamp
        for line in ["set A title=T", "select 0 on=t", "toolbar hide on=n", "expect top A"] { _ = repl.handle(line) }
        #expect(out == "")
        #expect(repl.undoStack.count == 2)
        #expect(repl.interpreter.window.changeStamp == stamp)
    }

    @Test("undo reaches back 1,000 changes and no further, and the journal keeps no more than those need")
    func undoIsBounded() {
        var repl = REPL(interpreter: Interpreter(), output: { _ in })
        _ = repl.handle("root n=uinav(S0)")
        for index in 0..<(REPL.maximumUndo + 200) { _ = repl.handle("push X\(index)") }
        #expect(repl.undoStack.count == REPL.maximumUndo)
        #expect((repl.interpreter.window.nodes.journal?.retainedSaves ?? 0) <= 2 * REPL.maximumUndo * 8)
        for _ in 0..<REPL.maximumUndo { _ = repl.handle("undo") }
        #expect(repl.interpreter.window.id(named: "X199") != nil && repl.interpreter.window.id(named: "X200") == nil)
        #expect(repl.interpreter.window.invariantViolations() == [])
    }

    @Test("undo after `load` returns the window the load replaced")
    func undoALoad() {
        var interpreter = Interpreter()
        let state = StateDocument.text(of: ScriptRun("root tabs(A, B)").window)
        interpreter.readFile = { _ in .success(Array(state.utf8)) }
        var repl = REPL(interpreter: interpreter, output: { _ in })
        _ = repl.handle("root uinav(Home)")
        _ = repl.handle("push Detail")
        _ = repl.handle("load state s.json")
        _ = repl.handle("select 1")
        #expect(repl.interpreter.window.id(named: "B") != nil)
        _ = repl.handle("undo")
        _ = repl.handle("undo")
        #expect(TreeDumper.render(repl.interpreter.window) == "UINavigationController\n├─ Home\n└─ Detail ◀ top\n")
        _ = repl.handle("undo")
        #expect(TreeDumper.render(repl.interpreter.window) == "UINavigationController\n└─ Home ◀ top\n")
        #expect(repl.interpreter.window.invariantViolations() == [])
    }

    @Test("an escape sequence longer than 8 bytes is read to its end: nothing of it leaks into the line; Delete, Home and End keys")
    func longEscapeSequences() {
        let mouse = Array("\u{1B}[<0;120;45M".utf8)
        #expect(type(mouse + Array("a\r".utf8)).line == "a")
        #expect(type(Array("ab".utf8) + Array("\u{1B}[1;5D".utf8) + Array("\u{1B}[12345678901234567890C".utf8) + [0x0D]).line == "ab")
        let home = Array("\u{1B}[1~".utf8)
        let end = Array("\u{1B}[4~".utf8)
        let delete = Array("\u{1B}[3~".utf8)
        #expect(type(Array("xabc".utf8) + home + delete + end + Array("d\r".utf8)).line == "abcd")
    }

    @Test("redrawing never goes past the terminal's width, and echo stays linear: 1,000 keys then a 100 KB paste (100 MB of echo)")
    func boundedEcho() {
        var editor = LineEditor(prompt: "navtree> ", history: [], width: 80)
        var echoed = 0
        var keys = 0
        func feed(_ bytes: [UInt8]) {
            for byte in bytes {
                keys += 1
                guard case let .editing(echo) = editor.feed(byte) else { continue }
                echoed += echo.utf8.count
                // A redraw starts at the row's start and writes one row at most.
                if let start = echo.lastIndex(of: "\r"), echo.hasPrefix("\r") {
                    let row = echo[echo.startIndex..<start].replacingOccurrences(of: "\u{1B}[K", with: "")
                    #expect(row.count <= 80, "a redraw wrote past the terminal's width")
                }
            }
        }
        let left = Array("\u{1B}[D".utf8)
        for index in 0..<1_000 { feed(index % 3 == 0 ? left : Array("k".utf8)) }
        // A paste at the end echoes itself, and a redraw per half a row when the view scrolls.
        feed(Array("\u{1B}[F".utf8))
        feed(Array(repeating: UInt8(ascii: "p"), count: 100_000))
        #expect(echoed < 4 * keys, "\(echoed) bytes echoed for \(keys) keys")
        // In the middle of the line every key redraws one row at most.
        feed(Array("\u{1B}[H".utf8))
        let before = echoed
        feed(Array(repeating: UInt8(ascii: "m"), count: 1_000))
        #expect(echoed - before <= 1_000 * (80 + 16))
        guard case let .submitted(line, _) = editor.feed(0x0D) else { return }
        #expect(line.count == 666 + 100_000 + 1_000)
        #expect(line.hasPrefix("mmm") && line.hasSuffix("ppp"))
    }

    // MARK: Through a pseudo-terminal

    /// The built navtree on a pseudo-terminal: the prompt, a line run at once, ↑ recalling it.
    @Test(.enabled(if: PseudoTerminal.navtree != nil, "needs the built navtree executable"))
    func theExecutableOnAPseudoTerminal() throws {
        let terminal = try #require(PseudoTerminal.spawn(PseudoTerminal.navtree ?? "", arguments: []))
        defer { terminal.close() }
        #expect(terminal.read(until: "navtree> ").contains("navtree \(Release.version)"))
        terminal.write("root uinav(Home)\r")
        #expect(terminal.read(until: "navtree> ").contains("UINavigationController\r\n└─ Home ◀ top"))
        terminal.write("push Detail\r")
        #expect(terminal.read(until: "navtree> ").contains("└─ Detail ◀ top"))
        terminal.write("\u{1B}[A\u{1B}[A\r")  // ↑ ↑: root uinav(Home) again
        let again = terminal.read(until: "navtree> ")
        #expect(again.contains("root uinav(Home)"))
        #expect(again.hasSuffix("└─ Home ◀ top\r\nnavtree> "))
        terminal.write("bogus\r")
        #expect(terminal.read(until: "navtree> ").contains("error: unknown command 'bogus'"))
        terminal.write("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Ctrl-C (SIGINT) while a line runs: a `load state` blocked on a FIFO until the test
    /// writes it, so the signal surely comes during the line.
    @Test(.enabled(if: PseudoTerminal.navtree != nil, "needs the built navtree executable"))
    func controlCOnAPseudoTerminal() throws {
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("state.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let terminal = try #require(PseudoTerminal.spawn(PseudoTerminal.navtree ?? "", arguments: []))
        defer { terminal.close() }
        _ = terminal.read(until: "navtree> ")
        terminal.write("root uinav(Home)\r")
        _ = terminal.read(until: "navtree> ")
        terminal.write("load state \(fifo)\r")
        _ = terminal.read(until: "\r\n")
        usleep(200_000)
        terminal.send(SIGINT)
        usleep(100_000)
        try Data(StateDocument.text(of: ScriptRun("root tabs(A, B)").window).utf8).write(to: URL(fileURLWithPath: fifo))
        let after = terminal.read(until: "navtree> ")
        #expect(after.contains("interrupted: the line was undone"))
        terminal.write("expect top Home\r")
        #expect(!terminal.read(until: "navtree> ").contains("error"))
        terminal.write("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
