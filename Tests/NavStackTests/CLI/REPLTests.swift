import Testing

@testable import NavStackCore
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
}
