/// One token of a script line.
public struct Token: Hashable, Sendable {
    /// What the token is.
    public enum Kind: Hashable, Sendable {
        /// A bare word: a name, keyword, number or colour.
        case word
        /// A double-quoted string; ``Token/text`` holds the unescaped contents.
        case string
        case leftParenthesis, rightParenthesis, comma, equals
    }

    /// The kind.
    public var kind: Kind
    /// The text (unescaped for strings).
    public var text: String
    /// The 1-based character column where the token starts.
    public var column: Int
    /// Its length in characters as written (quotes and escapes included).
    public var length: Int
    /// Whether whitespace (or the start of the line) comes right before it.
    public var followsSpace: Bool
}

/// A value with the place it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Its 1-based character column.
    public var column: Int
    /// Its length in characters.
    public var length: Int

    /// Creates a located value.
    public init(_ value: Value, column: Int, length: Int) {
        self.value = value
        self.column = column
        self.length = length
    }
}
