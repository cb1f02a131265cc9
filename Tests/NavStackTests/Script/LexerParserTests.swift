import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The script language's lexer and parser: every error with its exact message and column.
@Suite struct LexerParserTests {
    /// A diagnostic case: the line, the message, the 1-based column and the underline length.
    struct ErrorCase: Sendable, CustomStringConvertible {
        var line: String
        var message: String
        var column: Int
        var length: Int
        var description: String { line }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(line: "push \"Detail", message: "unterminated string", column: 6, length: 7),
        ErrorCase(
            line: "set A title=\"a\\nb\"", message: "invalid escape '\\n' in string; only '\\\"' and '\\\\' are allowed", column: 15,
            length: 2),
        ErrorCase(line: "root nav(Home", message: "expected ')' to close 'nav('", column: 14, length: 1),
        ErrorCase(line: "root nav(Home, wrap)", message: "expected 'nowrap' after ',' in 'nav('", column: 16, length: 4),
        ErrorCase(line: "root tabs(A,)", message: "expected a tree expression, found ')'", column: 13, length: 1),
        ErrorCase(
            line: "root box(A)",
            message:
                "unknown container 'box('; expected 'nav(', 'uinav(', 'cnav(', 'tabs(', 'pages(', 'hosting(', 'stack(', 'tabview(' or 'tab('",
            column: 6,
            length: 3),
        ErrorCase(line: "root nav(A) )", message: "unexpected ')'", column: 13, length: 1),
        ErrorCase(
            line: "root L=Home", message: "a label names a container; 'L=Home' labels a screen, whose name is its label", column: 6,
            length: 1),
        ErrorCase(line: "root nav(Ho!me)", message: "invalid name 'Ho!me'", column: 10, length: 5),
        ErrorCase(line: "= push", message: "expected a command, found '='", column: 1, length: 1),
        ErrorCase(line: "set A title=", message: "expected a value after 'title='", column: 13, length: 1),
    ]

    @Test("each syntax error has its exact message and column", arguments: errorCases)
    func syntaxError(_ errorCase: ErrorCase) {
        switch Parser.parse(line: errorCase.line, number: 3, file: "t.nav") {
        case .success:
            Issue.record("'\(errorCase.line)' parsed without error")
        case let .failure(diagnostic):
            #expect(diagnostic.message == errorCase.message)
            #expect(diagnostic.location == ScriptLocation(file: "t.nav", line: 3, column: errorCase.column))
            #expect(diagnostic.length == errorCase.length)
            // The parser's errors take the file name and the line from the caller of the parse.
            #expect(diagnostic.sourceLine == errorCase.line)
        }
    }

    @Test("expressions nested deeper than the limit are rejected, not recursed into")
    func nestingLimit() {
        let deep = String(repeating: "nav(", count: 100_000) + "A" + String(repeating: ")", count: 100_000)
        guard case let .failure(diagnostic) = Parser.parse(line: "root " + deep, number: 1, file: "t") else {
            Issue.record("deep nesting parsed")
            return
        }
        #expect(diagnostic.message == "tree expression nests more than \(Parser.maximumDepth) levels")
        #expect(diagnostic.location.column == 6 + 4 * Parser.maximumDepth)
    }

    @Test("comments start at '#' after whitespace; a '#' after '=' is a colour")
    func comments() throws {
        let command = try #require(try Parser.parse(line: "set A barTint=#FF0000 # red", number: 1, file: "t").get())
        let barTint = try #require(command.declaration?.optionKeys.firstIndex(of: "barTint"))
        #expect(
            command.arguments == [
                .word(Located("A", column: 5, length: 1), quoted: false),
                .option(
                    key: Located("barTint", column: 7, length: 7), value: Located("#FF0000", column: 15, length: 7), quoted: false,
                    declared: UInt8(barTint)),
            ])
        #expect(try Parser.parse(line: "   # only a comment", number: 1, file: "t").get() == nil)
        #expect(try Parser.parse(line: "", number: 1, file: "t").get() == nil)
    }

    @Test("strings unescape \\\" and \\\\ and keep spaces; columns count characters, not bytes")
    func strings() throws {
        let command = try #require(try Parser.parse(line: "set É title=\"a \\\"b\\\\ c\"", number: 1, file: "t").get())
        guard case let .option(key, value, quoted, _)? = command.arguments.last else {
            Issue.record("no option")
            return
        }
        #expect(key.column == 7)
        #expect(value.value == "a \"b\\ c")
        #expect(quoted)
    }

    @Test("tree expressions parse labels, nowrap and tabs with spaces between tokens")
    func trees() throws {
        let command = try #require(
            try Parser.parse(
                line: "root main=nav(tabs(cnav(First), cnav( Second )), nowrap)",
                number: 1, file: "t"
            ).get())
        guard case let .tree(tree)? = command.arguments.first else {
            Issue.record("no tree")
            return
        }
        #expect(tree.label?.value == "main")
        #expect(tree.column == 6)
        guard case let .wrappingNavigation(root, noWrapping) = tree.node, case let .tabs(tabs) = root.node else {
            Issue.record("wrong shape \(tree.node)")
            return
        }
        #expect(noWrapping)
        #expect(tabs.count == 2)
        #expect(tabs[1].node == .containerNavigation(TreeExpression(label: nil, node: .name("Second"), column: 39, length: 6)))
    }

    @Test("a labelled expression is not taken for an option, an option after an expression is")
    func labelVersusOption() throws {
        let command = try #require(try Parser.parse(line: "push Detail title=Hi from=Home", number: 1, file: "t").get())
        #expect(command.arguments.count == 3)
        guard case .tree = command.arguments[0], case .option = command.arguments[1], case .option = command.arguments[2] else {
            Issue.record("wrong arguments \(command.arguments)")
            return
        }
    }

    @Test("expect error wraps the command that follows")
    func expectError() throws {
        let command = try #require(try Parser.parse(line: "expect error push uinav(X)", number: 1, file: "t").get())
        #expect(command.nested?.command.name.value == "push")
        guard case .tree? = command.nested?.command.arguments.first else {
            Issue.record("nested push has no tree")
            return
        }
    }

    @Test("a command parsed into a recycled argument array equals the same line parsed afresh")
    func recycledArguments() throws {
        let lines = [
            "push P1 on=a title=\"P1\"", "pop", "select 1", "set A title=\"x\" large=true hidesBottomBar=true", "expect top A",
            "root t=tabs(a=nav(A0), b=uinav(B0))", "popup set progress=0.5", "push Q",
        ]
        var scratch = Parser.Scratch()
        for (number, line) in lines.enumerated() {
            let fresh = try #require(try Parser.parse(line: line, number: number + 1, file: "t").get())
            var reused = try #require(
                try Parser.parse(line: ArraySlice(line.utf8), number: number + 1, file: "t", scratch: &scratch).get())
            #expect(reused == fresh, "line \(line)")
            scratch.recycle(&reused)
            #expect(reused.arguments.isEmpty)
        }
        // Every array handed back was emptied and kept.
        #expect(!scratch.lineStorage.spareArguments.isEmpty)
        #expect(scratch.lineStorage.spareArguments.allSatisfy { $0.isEmpty })
    }

    @Test("names allow letters, digits, '_', '-' and '.'")
    func names() {
        #expect(Lexer.isName("Home_2-x.y"))
        #expect(Lexer.isName("画面"))
        #expect(!Lexer.isName("a!b"))
        #expect(!Lexer.isName(""))
    }

    @Test("a name checked from its bytes (as the parser does) is judged as its string is; non-ASCII goes to the scalar check (seeded)")
    func nameBytesAgreeWithString() {
        var generator = SplitMix64(seed: 0x4E_414D_45)
        // Name characters, each excluded ASCII neighbour of a range, and the first non-ASCII bytes.
        let pool: [UInt8] = Array("azAZ09_-.".utf8) + [0x40, 0x5B, 0x60, 0x7B, 0x2F, 0x3A, 0x20, 0x21, 0x7F, 0x00, 0xC3, 0xA9, 0x80]
        for length in 0..<12 {
            for _ in 0..<300 {
                let bytes = (0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
                let text = String(decoding: bytes, as: UTF8.self)
                let verdict = Array(text.utf8).withUnsafeBufferPointer { NameRule.isValid(utf8: $0) }
                if text.utf8.contains(where: { $0 >= 0x80 }) {
                    // A non-ASCII byte before any excluded ASCII byte leaves the verdict to the scalars.
                    #expect(verdict == nil || verdict == false, "\(bytes)")
                } else {
                    #expect(verdict == Lexer.isName(text), "\(bytes)")
                }
                #expect((verdict ?? Lexer.isName(text)) == Lexer.isName(text), "\(bytes)")
            }
        }
        // The parser checks a pushed name from its bytes: the same names pass and fail.
        #expect(ScriptRun("root nav(A)\npush B.c-d_9\npush é\nexpect top é").errors == [])
        #expect(ScriptRun("root nav(A)\npush B!c").errors == ["invalid name 'B!c'"])
    }

    @Test("a word's string written from the line's bytes is the string decoding makes, invalid bytes repaired alike (seeded)")
    func wordStringsDecodeAsStrings() {
        var generator = SplitMix64(seed: 0x5754_4638)
        // ASCII, a two-byte and a four-byte sequence's bytes, and bytes that are never valid.
        let pool: [UInt8] = Array("aZ09 \"=".utf8) + [0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC0, 0x00]
        for length in 0..<24 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
                let made = String(utf8Bytes: ArraySlice(bytes))
                let decoded = String(decoding: bytes, as: UTF8.self)
                #expect(made == decoded && Array(made.unicodeScalars) == Array(decoded.unicodeScalars), "\(bytes)")
            }
        }
    }
}
