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
        let (bold, reset) = colorize ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
        let color: String
        switch diagnostic.severity {
        case .error: color = colorize ? "\u{1B}[1;31m" : ""
        case .warning: color = colorize ? "\u{1B}[1;35m" : ""
        case .note: color = colorize ? "\u{1B}[1;30m" : ""
        }
        let message = shortened(diagnostic.message)
        let location = diagnostic.location
        let source = diagnostic.sourceLine
        var caretColumn = max(diagnostic.location.column - 1, 0)
        var length = diagnostic.length
        let printable: String
        let lineCount: Int
        if source.utf8.count <= maximumExcerptWidth, source.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII, short: the line as it is, a character a byte.
            printable = source
            lineCount = source.utf8.count
        } else {
            let count = source.count
            let line: [Character]
            // Cut very long lines to a window around the caret so output stays bounded; only
            // the window is copied, so a multi-megabyte line costs one pass.
            if count > maximumExcerptWidth {
                let start = max(0, min(caretColumn - maximumExcerptWidth / 2, count - maximumExcerptWidth))
                let end = min(count, start + maximumExcerptWidth)
                let from = source.index(source.startIndex, offsetBy: start)
                let to = source.index(from, offsetBy: end - start)
                line = (start > 0 ? Array("…") : []) + Array(source[from..<to]) + (end < count ? Array("…") : [])
                caretColumn = caretColumn - start + (start > 0 ? 1 : 0)
                length = min(length, maximumExcerptWidth)
            } else {
                line = Array(source)
            }
            printable = String(line.map { $0 == "\t" ? " " : ($0.isASCII && ($0.asciiValue ?? 32) < 32 ? "?" : $0) })
            lineCount = line.count
        }
        let gutterWidth = DiagnosticText.digitCount(location.line)
        let columnWidth = DiagnosticText.digitCount(location.column)
        let indent = min(caretColumn, lineCount)
        let tildes = max(0, min(length, lineCount - caretColumn + 1) - 1)
        // The header and excerpt are written in one pass into a string of exactly their size:
        // appending to a string or an array costs several times more per piece.
        let size =
            3 * bold.utf8.count + 4 * reset.utf8.count + 2 * color.utf8.count + location.file.utf8.count + 2 * gutterWidth
            + gutterWidth + columnWidth + diagnostic.severity.rawValue.utf8.count + message.utf8.count
            + printable.utf8.count + indent + tildes + 16
        var text = DiagnosticText.make(capacity: size) { out in
            out.add(bold)
            out.add(location.file)
            out.add(UInt8(ascii: ":"))
            out.add(location.line, digits: gutterWidth)
            out.add(UInt8(ascii: ":"))
            out.add(location.column, digits: columnWidth)
            out.add(UInt8(ascii: ":"))
            out.add(UInt8(ascii: " "))
            out.add(reset)
            out.add(color)
            out.add(diagnostic.severity.rawValue)
            out.add(UInt8(ascii: ":"))
            out.add(reset)
            out.add(UInt8(ascii: " "))
            out.add(bold)
            out.add(message)
            out.add(reset)
            out.add(UInt8(ascii: "\n"))
            out.add(location.line, digits: gutterWidth)
            out.add(" | ")
            out.add(printable)
            out.add(UInt8(ascii: "\n"))
            out.add(UInt8(ascii: " "), repeating: gutterWidth)
            out.add(" | ")
            out.add(UInt8(ascii: " "), repeating: indent)
            out.add(color)
            out.add(UInt8(ascii: "^"))
            out.add(UInt8(ascii: "~"), repeating: tildes)
            out.add(reset)
            out.add(UInt8(ascii: "\n"))
        }
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
    func shortened(_ message: String) -> String {
        MessageText.shortened(message, quotedLength: maximumQuotedLength, length: maximumMessageLength)
    }
}
