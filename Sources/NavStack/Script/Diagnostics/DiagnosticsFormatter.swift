#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Formats diagnostics like the Swift compiler: a `file:line:col: error: message` header,
/// the source line behind a right-aligned line-number gutter, and a caret under the
/// offending token:
///
///     login.nav:4:6: error: Pushing a navigation controller is not supported
///     4 | push uinav(Settings)
///       |      ^~~~~~~~~~~~~~~
///
/// Colour (ANSI) only when asked for; navtree asks only on a terminal without `NO_COLOR`.
public struct DiagnosticsFormatter: Sendable {
    /// Whether to emit ANSI colour codes.
    public var colorize: Bool
    /// Source lines longer than this are cut around the caret in the excerpt.
    var maximumExcerptWidth = 200
    /// A quoted name or word in a message longer than this is shown cut in the middle, and a
    /// message longer than ``maximumMessageLength`` is cut at its end: a message quotes what
    /// the script wrote, and a script may write a megabyte.
    var maximumQuotedLength = MessageText.maximumQuotedLength
    /// The longest message printed whole.
    var maximumMessageLength = MessageText.maximumLength

    /// Creates a formatter.
    public init(colorize: Bool = false) { self.colorize = colorize }

    /// The formatted diagnostic, ending with a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var message = PrintedMessage(diagnostic, formatter: self)
        let excerpt = Excerpt(diagnostic, messageByteCount: message.byteCount, formatter: self)
        return DiagnosticText.make(capacity: excerpt.size) { excerpt.write(diagnostic, message: &message, to: &$0) } + tail(of: diagnostic)
    }

    /// Writes the formatted diagnostic (what ``format(_:)`` returns, as UTF-8) at the start of
    /// `buffer`, which grows when it is too short, and returns how many bytes it wrote: a
    /// caller reporting many diagnostics reuses one buffer, and makes no string for each.
    package func format(_ diagnostic: Diagnostic, into buffer: inout [UInt8]) -> Int {
        var message = PrintedMessage(diagnostic, formatter: self)
        let excerpt = Excerpt(diagnostic, messageByteCount: message.byteCount, formatter: self)
        let tail = tail(of: diagnostic)
        return DiagnosticText.write(into: &buffer, capacity: excerpt.size + tail.utf8.count) { text in
            excerpt.write(diagnostic, message: &message, to: &text)
            text.add(tail)
        }
    }

    /// A diagnostic's message as printed (cut as ``shortened(_:)`` cuts it). A model warning's
    /// is copied from the bytes it was built in (``MessageString``), and is made into a
    /// string only when it must be cut; it is held in one place, and read where it is.
    private struct PrintedMessage {
        /// The text to print, or `nil` to print ``built``.
        private let text: String?
        /// A model warning's message, built: printed when ``text`` is `nil` (empty for a
        /// diagnostic of text).
        private var built: MessageString

        init(_ diagnostic: borrowing Diagnostic, formatter: borrowing DiagnosticsFormatter) {
            switch diagnostic.content {
            case let .text(message):
                text = formatter.cut(message) ?? message
                built = ""
            case let .warning(warning):
                built = warning.message
                let isWhole = MessageText.isPrintedWhole(
                    &built, quotedLength: formatter.maximumQuotedLength, length: formatter.maximumMessageLength)
                text = isWhole ? nil : formatter.shortened(built.text)
            }
        }

        /// How many bytes it prints.
        var byteCount: Int { text?.utf8.count ?? built.byteCount }

        /// Writes it (mutating only to read the built bytes in place).
        mutating func write(to out: inout DiagnosticText) {
            if let text { out.add(text) } else { out.add(&built.bytes) }
        }
    }

    /// What a diagnostic's header and excerpt print, measured: the pieces and the size they
    /// take, which ``write(_:message:to:)`` writes in one pass into text of exactly that size
    /// (appending to a string or an array costs several times more per piece). It holds only
    /// what it made: the diagnostic's own strings are read from the diagnostic as they are
    /// written, as a copy of each costs a reference count taken and dropped.
    private struct Excerpt {
        let bold: StaticString
        let reset: StaticString
        let color: StaticString
        /// The source line made printable (cut, control characters shown as `?`), or `nil`
        /// to print it as it is.
        let printable: String?
        let gutterWidth: Int
        let columnWidth: Int
        let indent: Int
        let tildes: Int
        let size: Int

        init(_ diagnostic: borrowing Diagnostic, messageByteCount: Int, formatter: borrowing DiagnosticsFormatter) {
            (bold, reset) = formatter.colorize ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
            switch diagnostic.severity {
            case .error: color = formatter.colorize ? "\u{1B}[1;31m" : ""
            case .warning: color = formatter.colorize ? "\u{1B}[1;35m" : ""
            case .note: color = formatter.colorize ? "\u{1B}[1;30m" : ""
            }
            let location = diagnostic.location
            let source = diagnostic.sourceLine
            var caretColumn = max(location.column - 1, 0)
            var length = diagnostic.length
            let lineCount: Int
            let width = formatter.maximumExcerptWidth
            if source.utf8.count <= width, TextLines.isPrintableASCII(source) {
                // Printable ASCII, short: the line as it is, a character a byte.
                printable = nil
                lineCount = source.utf8.count
            } else {
                let count = source.count
                let line: [Character]
                // Cut very long lines to a window around the caret so output stays bounded;
                // only the window is copied, so a multi-megabyte line costs one pass.
                if count > width {
                    let start = max(0, min(caretColumn - width / 2, count - width))
                    let end = min(count, start + width)
                    let from = source.index(source.startIndex, offsetBy: start)
                    let to = source.index(from, offsetBy: end - start)
                    line = (start > 0 ? Array("…") : []) + Array(source[from..<to]) + (end < count ? Array("…") : [])
                    caretColumn = caretColumn - start + (start > 0 ? 1 : 0)
                    length = min(length, width)
                } else {
                    line = Array(source)
                }
                printable = String(line.map { $0 == "\t" ? " " : ($0.isASCII && ($0.asciiValue ?? 32) < 32 ? "?" : $0) })
                lineCount = line.count
            }
            gutterWidth = DiagnosticText.digitCount(location.line)
            columnWidth = DiagnosticText.digitCount(location.column)
            indent = min(caretColumn, lineCount)
            tildes = max(0, min(length, lineCount - caretColumn + 1) - 1)
            size =
                3 * DiagnosticText.byteCount(bold) + 4 * DiagnosticText.byteCount(reset) + 2 * DiagnosticText.byteCount(color)
                + location.file.utf8.count
                + 2 * gutterWidth + gutterWidth + columnWidth + diagnostic.severity.rawValue.utf8.count
                + messageByteCount + (printable ?? source).utf8.count + indent + tildes + 16
        }

        /// The header (`file:line:column: severity: message`), the source line behind its
        /// gutter and the caret line of `diagnostic`, the one this excerpt measured, with
        /// `message`, the one measured too.
        func write(_ diagnostic: borrowing Diagnostic, message: inout PrintedMessage, to out: inout DiagnosticText) {
            out.add(bold)
            out.add(diagnostic.location.file)
            out.add(UInt8(ascii: ":"))
            out.add(diagnostic.location.line, digits: gutterWidth)
            out.add(UInt8(ascii: ":"))
            out.add(diagnostic.location.column, digits: columnWidth)
            out.add(UInt8(ascii: ":"))
            out.add(UInt8(ascii: " "))
            out.add(reset)
            out.add(color)
            out.add(diagnostic.severity.rawValue)
            out.add(UInt8(ascii: ":"))
            out.add(reset)
            out.add(UInt8(ascii: " "))
            out.add(bold)
            message.write(to: &out)
            out.add(reset)
            out.add(UInt8(ascii: "\n"))
            out.add(diagnostic.location.line, digits: gutterWidth)
            out.add(" | " as StaticString)
            if let printable { out.add(printable) } else { out.add(diagnostic.sourceLine) }
            out.add(UInt8(ascii: "\n"))
            out.add(UInt8(ascii: " "), repeating: gutterWidth)
            out.add(" | " as StaticString)
            out.add(UInt8(ascii: " "), repeating: indent)
            out.add(color)
            out.add(UInt8(ascii: "^"))
            out.add(UInt8(ascii: "~"), repeating: tildes)
            out.add(reset)
            out.add(UInt8(ascii: "\n"))
        }
    }

    /// The lines after the excerpt: the notes, then the detail (a diff), empty for most.
    private func tail(of diagnostic: Diagnostic) -> String {
        guard !diagnostic.notes.isEmpty || !diagnostic.detail.isEmpty else { return "" }
        let (bold, reset) = colorize ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
        var text = ""
        for note in diagnostic.notes {
            text += "\(bold)\(diagnostic.location): \(reset)note: \(shortened(note))\n"
        }
        for line in diagnostic.detail {
            // A diff's lines: removed red, inserted green, hunk headers cyan; control
            // characters shown as '?', as in the excerpt, so a reference file cannot drive
            // the terminal.
            let shown = String(line.map { $0 != "\t" && $0.isASCII && ($0.asciiValue ?? 32) < 32 ? "?" : $0 })
            let lineColor: String =
                switch (colorize, line.first) {
                case (true, "-"?): "\u{1B}[31m"
                case (true, "+"?): "\u{1B}[32m"
                case (true, "@"?): "\u{1B}[36m"
                default: ""
                }
            text += lineColor.isEmpty ? shown + "\n" : lineColor + shown + reset + "\n"
        }
        return text
    }

    /// `diagnostic`'s message as ``format(_:)`` prints it, without colour: long quoted names
    /// cut in the middle, a long message cut at its end.
    public func message(of diagnostic: Diagnostic) -> String { shortened(diagnostic.message) }

    /// `message` with each single-quoted span over ``maximumQuotedLength`` characters cut to
    /// its start and end around "…", and the whole cut at ``maximumMessageLength``
    /// (``MessageText/shortened(_:quotedLength:length:)``).
    ///
    /// - Complexity: O(length of the message), with no allocation when nothing is cut.
    func shortened(_ message: String) -> String { cut(message) ?? message }

    /// ``shortened(_:)``, or `nil` when it would return `message` as it is.
    func cut(_ message: String) -> String? {
        MessageText.cut(message, quotedLength: maximumQuotedLength, length: maximumMessageLength)
    }
}
