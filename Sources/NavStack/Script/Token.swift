#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// One token of a script line.
///
/// A token holds no text of its own, only where its text is in the line: making, copying and
/// dropping tokens costs no reference counting, and the parser makes a `String` only for the
/// text it keeps (``text(bytes:)``), where a string per token would cost more than finding the
/// tokens.
package struct Token: Hashable, Sendable {
    /// What the token is.
    package enum Kind: Hashable, Sendable {
        /// A bare word: a name, keyword, number or colour.
        case word
        /// A double-quoted string; its text is the unescaped contents.
        case string
        case leftParenthesis, rightParenthesis, comma, equals
    }

    /// The kind.
    package var kind: Kind
    /// Where the text is in the line, as UTF-8 offsets: for a string, the contents between
    /// the quotes as written (escapes included).
    package var textRange: Range<Int>
    /// Whether the text holds `\"` or `\\` escapes, which ``text(bytes:)`` removes.
    package var hasEscapes: Bool
    /// The 1-based character column where the token starts.
    package var column: Int
    /// Its length in characters as written (quotes and escapes included).
    package var length: Int
    /// Whether whitespace (or the start of the line) comes right before it.
    package var followsSpace: Bool
}

/// A value with the place it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    package var value: Value
    /// Its 1-based character column.
    package var column: Int
    /// Its length in characters.
    package var length: Int

    /// Creates a located value.
    package init(_ value: Value, column: Int, length: Int) {
        self.value = value
        self.column = column
        self.length = length
    }
}
