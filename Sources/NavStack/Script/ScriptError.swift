#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Why a script command failed: rejected by the model, malformed, or an expectation that
/// does not hold. Points at the token to underline.
struct ScriptError: Error {
    /// What went wrong.
    enum Kind { case rejected, expectationFailed }

    var kind: Kind = .rejected
    var message: String
    var column: Int
    var length: Int
    var notes: [String] = []

    init(_ message: String, at column: Int, length: Int, kind: Kind = .rejected, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.column = column
        self.length = length
        self.notes = notes
    }

    init<T>(_ message: String, at located: Located<T>, kind: Kind = .rejected, notes: [String] = []) {
        self.init(message, at: located.column, length: located.length, kind: kind, notes: notes)
    }
}
