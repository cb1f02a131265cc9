import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The formatter's message shortening, which every warning and error goes through.
@Suite("Diagnostic messages")
struct DiagnosticsFormatterTests {
    /// The rule, written the obvious way, character by character: the shortening must give
    /// exactly this, in linear time and without copying a message it leaves whole. A name cut
    /// short is printed on one line, as every quoted name is (`MessageText.quoted`).
    static func reference(_ message: String, limit: Int = 64, messageLimit: Int = 2_000) -> String {
        guard message.utf8.count > limit else { return message }
        var result = ""
        var quoted: [Character] = []
        var inQuote = false
        func flush() {
            result +=
                quoted.count > limit
                ? PrintableText.oneLine(String(quoted.prefix(limit / 2)) + "…" + String(quoted.suffix(limit / 4))) : String(quoted)
            quoted.removeAll()
        }
        let characters = Array(message)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "'", !inQuote, previous.isWhitespace || "([".contains(previous) {
                inQuote = true
                result.append(character)
            } else if character == "'", inQuote, !(next.isLetter || next.isNumber) {
                flush()
                inQuote = false
                result.append(character)
            } else if inQuote {
                quoted.append(character)
            } else {
                result.append(character)
            }
        }
        flush()
        guard result.count > messageLimit else { return result }
        return String(result.prefix(messageLimit)) + "… (\(result.count - messageLimit) more characters)"
    }

    @Test("line and column numbers are written as decimal does, two digits a step, at every length and sign (seeded)")
    func digits() {
        var generator = SplitMix64(seed: 0xD161_7500)
        var values: [Int] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 10_000, 99_999, 100_000, Int.max, Int.min, -1, -10, -99, -100]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        for _ in 0..<2_000 { values.append(Int(truncatingIfNeeded: generator.next()) >> Int(generator.next() % 64)) }
        for value in values {
            let digits = DiagnosticText.digitCount(value)
            #expect(digits == String(value).utf8.count, "\(value)")
            let written = DiagnosticText.make(capacity: digits) { $0.add(value, digits: digits) }
            #expect(written == String(value), "\(value)")
        }
    }

    @Test("long quoted names are cut in the middle, the rest kept, exactly as the character-by-character rule: 3,000 seeded messages")
    func sameAsTheRule() {
        var rng = SplitMix64(seed: 31)
        let pieces = [
            "'", "'", "''", "screen's", " ", " ", "(", "[", ")", "é", "e\u{301}", "画面", "Δ", "7", "x", "Name", "-", ",",
            "no controller named ", "; did you mean ", "?", "\u{1F389}", "\t",
        ]
        let formatter = DiagnosticsFormatter()
        for _ in 0..<3_000 {
            var message = ""
            for _ in 0..<rng.below(60) {
                let piece = rng.pick(pieces) ?? ""
                message += rng.chance(10) ? String(repeating: piece, count: 10 + rng.below(30)) : piece
            }
            let expected = Self.reference(message)
            #expect(formatter.shortened(message) == expected, "\(message.debugDescription)")
            // `cut` hands back nothing exactly when nothing is cut.
            #expect((MessageText.cut(message) == nil) == (expected == message), "\(message.debugDescription)")
            // A message read from its bytes is printed as it is only when `cut` would leave it.
            var built = MessageString(message)
            if MessageText.isPrintedWhole(&built) { #expect(expected == message, "\(message.debugDescription)") }
        }
    }

    @Test("a message with nothing to cut is returned as it is; one too long is cut at 2,000 characters with the count of the rest")
    func whole() {
        let formatter = DiagnosticsFormatter()
        let plain = "popViewController on <UINavigationController n> does nothing: the top view controller is the root view controller"
        #expect(formatter.shortened(plain) == plain)
        let name = String(repeating: "N", count: 100)
        #expect(
            formatter.shortened("no controller named '\(name)'") == "no controller named '" + String(repeating: "N", count: 32) + "…"
                + String(repeating: "N", count: 16) + "'")
        let long = String(repeating: "a ", count: 1_500)
        #expect(formatter.shortened(long) == String(long.prefix(2_000)) + "… (1000 more characters)")
    }

    @Test("only a quote that leaves more than the limit after it opens a span to cut: the last such place and the first past it")
    func quoteBound() {
        let formatter = DiagnosticsFormatter()
        let lead = "no controller named "
        // The quote opens a span of 65 characters to the end of the message: cut.
        let long = lead + "'" + String(repeating: "N", count: 65)
        #expect(formatter.shortened(long) == lead + "'" + String(repeating: "N", count: 32) + "…" + String(repeating: "N", count: 16))
        #expect(MessageText.cut(long) != nil)
        // One character fewer: 64 is kept whole, and the message is handed back as it is.
        let whole = lead + "'" + String(repeating: "N", count: 64)
        #expect(formatter.shortened(whole) == whole)
        #expect(MessageText.cut(whole) == nil)
        #expect(Self.reference(long) == formatter.shortened(long) && Self.reference(whole) == whole)
    }

    @Test("the header, excerpt and caret line with colour, byte for byte; a cut message and an unprintable line are printed as cut")
    func colouredExcerpt() {
        let location = ScriptLocation(file: "t.nav", line: 7, column: 6)
        let warning = Diagnostic(.warning, "popViewController does nothing", at: location, length: 3, sourceLine: "push Top")
        #expect(
            DiagnosticsFormatter(colorize: true).format(warning)
                == "\u{1B}[1mt.nav:7:6: \u{1B}[0m\u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1mpopViewController does nothing\u{1B}[0m\n"
                + "7 | push Top\n  |      \u{1B}[1;35m^~~\u{1B}[0m\n")
        let name = String(repeating: "N", count: 100)
        let error = Diagnostic(.error, "no controller named '\(name)'", at: location, length: 2, sourceLine: "push\tN\u{7}")
        #expect(
            DiagnosticsFormatter().format(error)
                == "t.nav:7:6: error: no controller named '" + String(repeating: "N", count: 32) + "…" + String(repeating: "N", count: 16)
                + "'\n7 | push N?\n  |      ^~\n")
    }

    @Test("the excerpt of a printable ASCII line is the line itself; tabs and control characters are shown as spaces and '?'")
    func excerpt() {
        let formatter = DiagnosticsFormatter()
        let ascii = Diagnostic(
            .warning, "w", at: ScriptLocation(file: "t.nav", line: 12, column: 3), length: 4, sourceLine: "  push Detail")
        #expect(formatter.format(ascii) == "t.nav:12:3: warning: w\n12 |   push Detail\n   |   ^~~~\n")
        let tab = Diagnostic(.error, "e", at: ScriptLocation(file: "t.nav", line: 1, column: 2), length: 1, sourceLine: "\tpu\u{1}sh")
        #expect(formatter.format(tab) == "t.nav:1:2: error: e\n1 |  pu?sh\n  |  ^\n")
    }

    /// The header, excerpt and caret line, written the obvious way by concatenating strings,
    /// for a source line of at most 200 characters (no window is cut from it).
    static func referenceExcerpt(_ diagnostic: Diagnostic, colorize: Bool) -> String {
        let (bold, reset) = colorize ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
        let colors: [Diagnostic.Severity: String] = [.error: "\u{1B}[1;31m", .warning: "\u{1B}[1;35m", .note: "\u{1B}[1;30m"]
        let color = colorize ? colors[diagnostic.severity] ?? "" : ""
        let location = diagnostic.location
        let characters = Array(diagnostic.sourceLine)
        let printable = String(characters.map { $0 == "\t" ? " " : ($0.isASCII && ($0.asciiValue ?? 32) < 32 ? "?" : $0) })
        let caret = max(location.column - 1, 0)
        let indent = min(caret, characters.count)
        let tildes = max(0, min(diagnostic.length, characters.count - caret + 1) - 1)
        let gutter = String(location.line)
        return bold + location.file + ":" + gutter + ":" + String(location.column) + ": " + reset + color
            + diagnostic.severity.rawValue + ":" + reset + " " + bold + reference(diagnostic.message) + reset + "\n" + gutter + " | "
            + printable + "\n" + String(repeating: " ", count: gutter.count) + " | " + String(repeating: " ", count: indent) + color
            + "^" + String(repeating: "~", count: tildes) + reset + "\n"
    }

    @Test("the formatted excerpt is the one concatenated piece by piece, byte for byte: 2,000 seeded diagnostics, with and without colour")
    func sameAsConcatenated() {
        var rng = SplitMix64(seed: 0xE8C3_2024)
        let files = ["t.nav", "-", "<eval>", "flows/a-rather-long-directory-name/login flow.nav", "画面.nav"]
        let pieces = [
            "push", " ", "Detail", "\t", "\u{7}", "é", "e\u{301}", "🎉", "\"", "'", "on=b", "(", ")", "画面", "\u{1B}", "#",
        ]
        let messagePieces = ["no controller named ", "'", "Name", " ", "画面", "; did you mean ", "?", "screen's", "(", "e\u{301}"]
        for _ in 0..<2_000 {
            var source = ""
            for _ in 0..<rng.below(24) { source += rng.pick(pieces) ?? "" }
            var message = ""
            for _ in 0..<rng.below(16) {
                let piece = rng.pick(messagePieces) ?? ""
                message += rng.chance(15) ? String(repeating: piece, count: 5 + rng.below(30)) : piece
            }
            let severity = rng.pick([Diagnostic.Severity.error, .warning, .note]) ?? .error
            let location = ScriptLocation(
                file: rng.pick(files) ?? "t.nav", line: 1 + rng.below(rng.chance(50) ? 9 : 2_000_000), column: rng.below(source.count + 4))
            let diagnostic = Diagnostic(severity, message, at: location, length: rng.below(12), sourceLine: source)
            for colorize in [false, true] {
                let formatted = DiagnosticsFormatter(colorize: colorize).format(diagnostic)
                #expect(formatted == Self.referenceExcerpt(diagnostic, colorize: colorize), "\(diagnostic)")
            }
        }
    }

    @Test("a diagnostic formatted into a reused buffer is the formatted string's bytes, whatever the buffer held before")
    func formatIntoBuffer() {
        let location = ScriptLocation(file: "flows/t.nav", line: 120, column: 6)
        let diagnostics = [
            Diagnostic(.error, String(repeating: "long message ", count: 40), at: location, length: 9, sourceLine: "push uinav(Settings)"),
            Diagnostic(.warning, "w", at: ScriptLocation(file: "t.nav", line: 1, column: 1), length: 3, sourceLine: "pop"),
            Diagnostic(
                .error, "expectation failed", at: location, sourceLine: "expect snapshot s.txt", notes: ["a note"],
                detail: ["@@ -1 +1 @@", "-old", "+new"]),
            Diagnostic(.note, "tab\there", at: location, sourceLine: "\tpush A"),
        ]
        for colorize in [false, true] {
            let formatter = DiagnosticsFormatter(colorize: colorize)
            var buffer: [UInt8] = []
            for diagnostic in diagnostics + diagnostics.reversed() {
                let count = formatter.format(diagnostic, into: &buffer)
                #expect(String(decoding: buffer[..<count], as: UTF8.self) == formatter.format(diagnostic))
            }
        }
    }

    /// A diagnostic reporting `warning`, held as the warning, and the same with its text.
    static func pair(_ warning: NavigationWarning) throws -> (held: Diagnostic, text: Diagnostic) {
        let location = ScriptLocation(file: "w.nav", line: 12, column: 1)
        return (
            Diagnostic(
                .warning, .warning(try #require(Diagnostic.ModelWarning([warning], at: 0))), at: location, length: 3, sourceLine: "pop"),
            Diagnostic(.warning, warning.description, at: location, length: 3, sourceLine: "pop")
        )
    }

    @Test(
        "a model warning is printed from the bytes its message was built in exactly as its text is: every warning of the catalogue, and messages cut"
    )
    func warningFromItsBytes() throws {
        let long = String(repeating: "N", count: 100)
        var warnings = MessageCatalogueTests.navigationWarnings
        // A quoted span too long to print whole (cut in the middle), a message too long to
        // print whole (cut at its end), and one just short enough for each.
        warnings += [
            .notKnownForIOS26("the value of '\(long)'"), .notKnownForIOS26("the value of '\(long.prefix(64))'"),
            .notKnownForIOS26(String(repeating: "a ", count: 1_500)), .notKnownForIOS26(String(repeating: "a", count: 2_000)),
        ]
        for colorize in [false, true] {
            let formatter = DiagnosticsFormatter(colorize: colorize)
            for warning in warnings {
                let (held, text) = try Self.pair(warning)
                #expect(formatter.format(held) == formatter.format(text), "\(warning.messageID)")
                var heldBytes: [UInt8] = []
                var textBytes: [UInt8] = []
                let heldCount = formatter.format(held, into: &heldBytes)
                let textCount = formatter.format(text, into: &textBytes)
                #expect(heldBytes.prefix(heldCount) == textBytes.prefix(textCount), "\(warning.messageID)")
                #expect(held.message == warning.description && held == text && held.hashValue == text.hashValue)
            }
        }
        // The cut ones are cut.
        let cut = DiagnosticsFormatter().format(try Self.pair(.notKnownForIOS26("the value of '\(long)'")).held)
        #expect(cut.contains("'" + String(repeating: "N", count: 32) + "…" + String(repeating: "N", count: 16) + "'"))
        let longest = DiagnosticsFormatter().format(try Self.pair(.notKnownForIOS26(String(repeating: "a ", count: 1_500))).held)
        #expect(longest.contains(" more characters)"))
    }

    @Test("isPrintedWhole: too short to cut, no quote able to open a long span, at most the length; anything else is left to cut")
    func printedWhole() {
        func whole(_ text: String, quotedLength: Int = 64, length: Int = 2_000) -> Bool {
            var message = MessageString(text)
            return MessageText.isPrintedWhole(&message, quotedLength: quotedLength, length: length)
        }
        let lead = "no controller named "
        #expect(whole(lead + "'" + String(repeating: "N", count: 64)))
        #expect(!whole(lead + "'" + String(repeating: "N", count: 65)))
        // A quote among the last 65 bytes cannot open a span of more than 64.
        #expect(whole(String(repeating: "x", count: 100) + " '" + String(repeating: "N", count: 63)))
        #expect(whole(String(repeating: "a", count: 2_000)) && !whole(String(repeating: "a", count: 2_001)))
        #expect(whole("'", quotedLength: 1) && whole(" 'x", quotedLength: 1) && !whole("'xy", quotedLength: 1))
        #expect(whole(String(repeating: "é", count: 40), quotedLength: 100, length: 10))
    }
}
