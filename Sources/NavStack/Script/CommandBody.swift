#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// What a command's line says, apart from where it is (``Command``): its word, its
/// declaration, its arguments and their shape, and the command it wraps. Immutable, and
/// shared by the lines written the same way (``RecentLines``).
///
/// A body also holds its arguments sorted for its declaration (``sorted``) when that cannot
/// fail, so a line run again does not sort them again. Immutable so that every reader borrows
/// what it holds: a stored property that could change is copied when read (a retain and a
/// release of each of its strings and arrays), and a line's handler reads its arguments
/// several times. A body no command uses any more gives its argument array back to the parser
/// (``Parser/Scratch/recycle(_:)``).
final class CommandBody: Sendable {
    /// The command word (`push`, `expect`, …).
    let name: Located<String>
    /// As ``Command/declarationReference``.
    let declarationReference: DeclarationReference?
    /// The arguments, in order.
    let arguments: [Argument]
    /// For `expect error …` and `expect warning …`: the command that follows.
    let nested: Command.Box?
    /// What the parser found of ``arguments``.
    let shape: ArgumentShape
    /// The arguments sorted for the declaration, when the parser checked them (so sorting
    /// cannot fail) and the declaration is not a group's; `nil` otherwise, and the interpreter
    /// sorts them when it runs the line, with the errors that can give.
    let sorted: Arguments?

    /// A body of no command: what a line that failed to parse holds in its place, and what a
    /// recycled command is left with.
    static let none = CommandBody(
        name: Located("", column: 1, length: 0), declarationReference: nil, arguments: [], nested: nil, shape: .unverified)

    init(
        name: Located<String>, declarationReference: DeclarationReference?, arguments: [Argument], nested: Command.Box?,
        shape: ArgumentShape
    ) {
        self.name = name
        self.declarationReference = declarationReference
        self.arguments = arguments
        self.nested = nested
        self.shape = shape
        sorted = Arguments(presorted: name, declaration: declarationReference, arguments: arguments, shape: shape)
    }
}
