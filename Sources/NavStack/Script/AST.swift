#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A tree expression: `[LABEL "="] node`.
public struct TreeExpression: Hashable, Sendable {
    /// What the expression builds.
    ///
    /// Only the cases that hold an expression are boxed, so a plain name (`push Detail`, most
    /// lines) costs no allocation.
    public enum Node: Hashable, Sendable {
        /// `NAME`: a new screen, or the controller of that name when it exists.
        case name(String)
        /// `nav(expr)` or `nav(expr, nowrap)`.
        indirect case wrappingNavigation(TreeExpression, noWrapping: Bool)
        /// `cnav(expr)`.
        indirect case containerNavigation(TreeExpression)
        /// `uinav(expr)`.
        indirect case navigation(TreeExpression)
        /// `tabs(expr, …)`.
        case tabs([TreeExpression])
    }

    /// The label given with `LABEL=`.
    public var label: Located<String>?
    /// The node.
    public var node: Node
    /// Where the expression starts (its label included) and how long it is.
    public var column: Int
    public var length: Int
}

/// One argument of a command.
public enum Argument: Hashable, Sendable {
    /// A bare word or a quoted string.
    case word(Located<String>, quoted: Bool)
    /// `key=value`; `quoted` tells whether the value was a string literal.
    case option(key: Located<String>, value: Located<String>, quoted: Bool)
    /// A tree expression (commands `root`, `push`, `present`, `set-tabs`).
    case tree(TreeExpression)
}

/// One parsed script command.
public struct Command: Hashable, Sendable {
    /// The command word (`push`, `expect`, …).
    public var name: Located<String>
    /// The command's declaration, found once from the words when the line is parsed: a
    /// subcommand's (`popup present`) when ``isSubcommand``, else the command word's, `nil` for
    /// an unknown word. Declarations live in ``CommandTable`` for the life of the process, so
    /// holding one needs no reference count.
    unowned(unsafe) var declaration: CommandDeclaration?
    /// Whether ``declaration`` is a subcommand's, named by the first argument.
    var isSubcommand = false
    /// The arguments, in order.
    public var arguments: [Argument]
    /// For `expect error …` and `expect warning …`: the command that follows.
    public var nested: Box?
    /// Where the command is.
    public var location: ScriptLocation
    /// The whole source line, for diagnostics.
    public var sourceLine: String

    public static func == (lhs: Command, rhs: Command) -> Bool {
        // The declaration follows from the name.
        lhs.name == rhs.name && lhs.arguments == rhs.arguments && lhs.nested == rhs.nested && lhs.location == rhs.location
            && lhs.sourceLine == rhs.sourceLine
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(arguments)
        hasher.combine(nested)
        hasher.combine(location)
        hasher.combine(sourceLine)
    }

    /// A heap box that lets a command hold a nested command.
    public final class Box: Hashable, Sendable {
        public let command: Command
        init(_ command: Command) { self.command = command }
        public static func == (lhs: Box, rhs: Box) -> Bool { lhs.command == rhs.command }
        public func hash(into hasher: inout Hasher) { hasher.combine(command) }
    }
}
