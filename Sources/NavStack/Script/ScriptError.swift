#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Why a script command failed: malformed, rejected by the model, or an expectation that
/// does not hold. Points at the token to underline.
struct ScriptError: Error {
    /// What went wrong.
    enum Kind {
        /// The line is not a well-formed command: an unknown word, option or value, a
        /// missing or extra argument. No call was made.
        case malformed
        /// A well-formed command the model refuses in this state: UIKit's exception, a name
        /// the window does not hold, a call on the wrong kind of controller.
        case rejected
        /// An expectation that does not hold.
        case expectationFailed
        /// A snapshot recorded instead of compared (none was on disk, or record mode is on): a
        /// failed expectation that does not stop the run, so one run records them all.
        case recorded
    }

    /// Where a span reaches the end of the command's line, which a handler does not hold (its
    /// ``Arguments`` keep no copy of the line): the interpreter places the error
    /// (``place(endColumn:)``) with the line it runs.
    enum LineEnd {
        /// The span is ``column`` and ``length`` as they are.
        case within
        /// Just past the end of the line, one column wide: a missing argument.
        case pastEnd
        /// From ``column`` to the end of the line.
        case throughEnd
    }

    var kind: Kind = .malformed
    var message: String
    var column: Int
    var length: Int
    var lineEnd = LineEnd.within
    var notes: [String] = []
    /// A place in another file the error is about (a line of a loaded hierarchy dump);
    /// the diagnostic then points there, with a note naming the command.
    var elsewhere: (location: ScriptLocation, sourceLine: String)?
    /// Lines printed after the notes as they are (a snapshot's diff).
    var detail: [String] = []

    init(
        _ message: String, at column: Int, length: Int, kind: Kind = .malformed, notes: [String] = [], detail: [String] = []
    ) {
        self.kind = kind
        self.message = message
        self.column = column
        self.length = length
        self.notes = notes
        self.detail = detail
    }

    init<T>(_ message: String, at located: Located<T>, kind: Kind = .malformed, notes: [String] = [], detail: [String] = []) {
        self.init(message, at: located.column, length: located.length, kind: kind, notes: notes, detail: detail)
    }

    /// An error just past the end of the command's line: what is missing there.
    static func pastEndOfLine(_ message: String) -> ScriptError {
        var error = ScriptError(message, at: 0, length: 1)
        error.lineEnd = .pastEnd
        return error
    }

    /// An error from `column` to the end of the command's line.
    init(_ message: String, from column: Int, throughEndOfLine kind: Kind) {
        self.init(message, at: column, length: 1, kind: kind)
        lineEnd = .throughEnd
    }

    /// The column and length the error underlines in a line whose end column (one past its
    /// last character) is `endColumn`.
    func place(endColumn: @autoclosure () -> Int) -> (column: Int, length: Int) {
        switch lineEnd {
        case .within: (column, length)
        case .pastEnd: (endColumn(), 1)
        case .throughEnd: (column, max(1, endColumn() - column))
        }
    }
}
