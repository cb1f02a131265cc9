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

    var kind: Kind = .malformed
    var message: String
    var column: Int
    var length: Int
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
}
