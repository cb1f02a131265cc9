#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A tree expression: `[LABEL "="] node`.
package struct TreeExpression: Hashable, Sendable {
    /// What the expression builds.
    ///
    /// Only the cases that hold an expression are boxed, so a plain name (`push Detail`, most
    /// lines) costs no allocation.
    package enum Node: Hashable, Sendable {
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
        /// `pages(expr)`: a `UIPageViewController` showing one page.
        indirect case pages(TreeExpression)
        /// `stack(expr)` or `stack(expr, TYPE)`: a SwiftUI `NavigationStack`, its path typed
        /// `[TYPE]` when a type is given.
        indirect case stack(TreeExpression, elementType: Located<String>?)
        /// `tabview(expr, …)`: a SwiftUI `TabView`.
        case tabView([TreeExpression])
        /// `tab(TAG, expr)`: a `TabView`'s tab tagged TAG.
        indirect case tab(tag: Located<String>, TreeExpression)
        /// `hosting(VIEW)` or `hosting(VIEW, expr)`: a SwiftUI view (in UIKit, its
        /// `UIHostingController`), whose body embeds `expr` when given.
        indirect case hosting(view: Located<String>, content: TreeExpression?)
    }

    /// The label given with `LABEL=`.
    package var label: Located<String>?
    /// The node.
    package var node: Node
    /// Where the expression starts (its label included) and how long it is.
    package var column: Int
    package var length: Int
}

/// One argument of a command.
package enum Argument: Hashable, Sendable {
    /// A bare word or a quoted string.
    case word(Located<String>, quoted: Bool)
    /// `key=value`; `quoted` tells whether the value was a string literal. `declared` is the
    /// key's place among the command declaration's options when the parser found it there
    /// (`UInt8.max` otherwise), so a handler reaches the option's declaration without looking
    /// its key up again.
    case option(key: Located<String>, value: Located<String>, quoted: Bool, declared: UInt8 = .max)
    /// A tree expression (commands `root`, `push`, `present`, `set-tabs`).
    case tree(TreeExpression)
}

/// One parsed script command.
///
/// What the line says (its word, declaration, arguments and the command it wraps) is held in
/// one shared ``CommandBody``, and where it is (file, line, bytes) beside it: a line written
/// again shares the body kept for it (``RecentLines``), so copying, moving and destroying a
/// command costs a reference to the body and the line's own place, not a reference count for
/// each of its strings and arrays.
package struct Command: Hashable, Sendable {
    /// What the line says, shared by the lines written the same way. (Settable so that the
    /// parser's scratch can take back the argument array of a body no command uses any more,
    /// ``Parser/Scratch/recycle(_:)``.)
    var body: CommandBody
    /// The script's name, as ``location`` gives it.
    package var file: String
    /// The line, from 1.
    package var line: Int
    /// The whole source line's UTF-8 bytes, for diagnostics: a slice of the script's buffer,
    /// which costs a line no allocation.
    package var source: ArraySlice<UInt8>

    /// A command with its own body.
    init(
        name: Located<String>, declarationReference: DeclarationReference?, arguments: [Argument], nested: Box?, file: String,
        line: Int, source: ArraySlice<UInt8>, shape: ArgumentShape
    ) {
        body = CommandBody(name: name, declarationReference: declarationReference, arguments: arguments, nested: nested, shape: shape)
        self.file = file
        self.line = line
        self.source = source
    }

    /// The command `body` says, at `line` of `file` written as `source`.
    init(body: CommandBody, file: String, line: Int, source: ArraySlice<UInt8>) {
        self.body = body
        self.file = file
        self.line = line
        self.source = source
    }

    /// The command word (`push`, `expect`, …).
    package var name: Located<String> { body.name }
    /// The command's declaration, found once from the words when the line is parsed: a
    /// subcommand's (`popup present`) when ``isSubcommand``, else the command word's, `nil` for
    /// an unknown word. Held and read without a reference count: the lines' hot paths read
    /// it through this.
    var declarationReference: DeclarationReference? { body.declarationReference }
    /// The declaration as a reference of its own (retained while it is held), for messages.
    var declaration: CommandDeclaration? { body.declarationReference?.declaration }
    /// The arguments, in order, as ``shape`` describes them.
    package var arguments: [Argument] { body.arguments }
    /// For `expect error …` and `expect warning …`: the command that follows.
    package var nested: Box? { body.nested }
    /// What the parser found of ``arguments``: their counts, and whether it checked the
    /// options against ``declaration``, so that running the line need not read them again.
    var shape: ArgumentShape { body.shape }
    /// Where the command is: its word's place.
    package var location: ScriptLocation { ScriptLocation(file: file, line: line, column: body.name.column) }
    /// Whether ``declaration`` is a subcommand's, named by the first argument.
    var isSubcommand: Bool { body.declarationReference?.read { $0.isSubcommand } ?? false }
    /// The whole source line, for diagnostics (made from ``source`` when asked for).
    package var sourceLine: String { String(utf8Bytes: source) }
    /// The column just past the end of the line, where a missing argument is reported.
    var endColumn: Int { sourceLine.count + 1 }

    package static func == (lhs: Command, rhs: Command) -> Bool {
        // The declaration follows from the name.
        (lhs.body === rhs.body || (lhs.name == rhs.name && lhs.arguments == rhs.arguments && lhs.nested == rhs.nested))
            && lhs.file == rhs.file && lhs.line == rhs.line && lhs.source == rhs.source
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(arguments)
        hasher.combine(nested)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(source)
    }

    /// A heap box that lets a command hold a nested command.
    package final class Box: Hashable, Sendable {
        package let command: Command
        init(_ command: Command) { self.command = command }
        package static func == (lhs: Box, rhs: Box) -> Bool { lhs.command == rhs.command }
        package func hash(into hasher: inout Hasher) { hasher.combine(command) }
    }
}

/// What the parser found of a command's arguments (``Command/shape``): how many of each kind
/// there are, whether every option is one its declaration takes, given once, and which.
/// ``Arguments`` then sorts a checked command without reading its arguments, and a handler
/// looking for an option the line does not give need not read them either; an unverified one
/// (an unknown, repeated or long key, an open declaration, more arguments than the counts
/// hold) is checked as before, with the same messages.
///
/// Eight bytes, held in a command's body (``CommandBody``).
struct ArgumentShape: Hashable, Sendable {
    /// The positional words (a subcommand's own word included), options and trees.
    var words: UInt8 = 0, options: UInt8 = 0, trees: UInt8 = 0
    /// Whether the counts are right and the options were checked.
    var isChecked = false
    /// The declared options the line gives, by their place in the declaration's list
    /// (``CommandDeclaration/propertyOptionMask``): bit `i` for option `i` below 31, bit 31 for
    /// any later one.
    var given: UInt32 = 0

    /// A shape with the counts and options given.
    init(words: UInt8 = 0, options: UInt8 = 0, trees: UInt8 = 0, isChecked: Bool = false, given: UInt32 = 0) {
        self.words = words
        self.options = options
        self.trees = trees
        self.isChecked = isChecked
        self.given = given
    }

    /// Nothing known: ``Arguments`` reads the arguments.
    static let unverified = ArgumentShape()

    /// The bit of the declaration's option at `index` in ``given``.
    static func bit(ofOption index: Int) -> UInt32 { index < 31 ? 1 << UInt32(index) : 1 << 31 }

    /// ``given`` for the declared options `seen`, a bit each by index (the first 64): the
    /// first 31 as they are, bit 31 for any later one, as ``bit(ofOption:)`` places them.
    static func given(seen: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: seen & 0x7FFF_FFFF) | (seen >> 31 == 0 ? 0 : 1 << 31) }
}
