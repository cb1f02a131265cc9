#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

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
    public var message: String {
        get { content.text }
        set { content = .text(newValue) }
    }
    /// The message as the diagnostic holds it: a model's warning stays a value until the
    /// message is read, so that a formatter copying its bytes makes no string for it.
    package var content: Message
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
        self.init(severity, .text(message), at: location, length: length, sourceLine: sourceLine, notes: notes, detail: detail)
    }

    /// Creates a diagnostic whose message is `content`'s.
    package init(
        _ severity: Severity, _ content: Message, at location: ScriptLocation, length: Int = 1,
        sourceLine: String, notes: [String] = [], detail: [String] = []
    ) {
        self.severity = severity
        self.content = content
        self.location = location
        self.length = max(1, length)
        self.sourceLine = sourceLine
        self.notes = notes
        self.detail = detail
    }
}

extension Diagnostic {
    /// A diagnostic's message: its text, or the model's warning it reports, whose text is
    /// made when read. Two messages are equal when their texts are.
    package enum Message: Hashable, Sendable {
        /// A message written as text.
        case text(String)
        /// The message of a warning of the model (``NavigationWarning/description``).
        case warning(ModelWarning)

        /// The message's text.
        package var text: String {
            switch self {
            case let .text(text): text
            case let .warning(warning): warning.text
            }
        }

        package static func == (lhs: Message, rhs: Message) -> Bool { lhs.text == rhs.text }

        package func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }

    /// A warning of the model, read where the operation's result keeps it: that result's
    /// list of warnings and the warning's place in it. Holding the list costs a reference
    /// count, where a copy of the warning costs one for each name it quotes; the message
    /// is built from the warning in place (``message``).
    package struct ModelWarning: Sendable {
        private let list: [NavigationWarning]
        /// A valid index of ``list`` (checked when made).
        private let index: Int

        /// The warning at `index` of `list`, or `nil` when `index` is not one of `list`'s.
        init?(_ list: [NavigationWarning], at index: Int) {
            guard list.indices.contains(index) else { return nil }
            self.list = list
            self.index = index
        }

        /// The warning.
        var warning: NavigationWarning { list[index] }
        /// Its message, built in one buffer.
        var message: MessageString { list[index].message }
        /// Its message as text.
        var text: String { list[index].description }
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
