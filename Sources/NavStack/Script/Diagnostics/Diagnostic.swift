/// A 1-based position in a script: file name, line, and column in characters.
public struct ScriptLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file name as given (`-` or `<stdin>` for standard input, `<eval>` for `-e`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in characters (not bytes), from 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A message about a script, in the Swift compiler's shape.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The message: lower-case start, no final period, tokens in single quotes (UIKit's own
    /// wording is quoted as UIKit writes it).
    public var message: String
    /// Where it points.
    public var location: ScriptLocation
    /// How many characters the caret line underlines (at least 1).
    public var length: Int
    /// The source line it points into, for the excerpt.
    public var sourceLine: String
    /// Further lines (`note:`) printed after the excerpt.
    public var notes: [String]
    /// Lines printed after the notes as they are, such as the diff of a snapshot that does
    /// not match its reference.
    public var detail: [String]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: ScriptLocation, length: Int = 1,
        sourceLine: String, notes: [String] = [], detail: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.length = max(1, length)
        self.sourceLine = sourceLine
        self.notes = notes
        self.detail = detail
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic as the Swift compiler prints it, without colour: the
    /// `file:line:column: error: message` header, the source line with a caret under the
    /// token, and any notes (``DiagnosticsFormatter``).
    public var description: String {
        var text = DiagnosticsFormatter().format(self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
