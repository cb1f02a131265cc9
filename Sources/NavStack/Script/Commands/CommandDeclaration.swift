// Unsafe code (`.ci/layering`): ``DeclarationReference`` holds a declaration unmanaged and
// lends it to a reader without retaining it. Safe because every reference is made to one of
// ``CommandTable``'s declarations (or a subcommand they hold), which live for the life of the
// process.

#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// One command of the script language, declared once: its word, usage, one-line summary,
/// options and handler, as swift-argument-parser's `CommandConfiguration` declares a command.
/// Dispatch, the checks every command shares (unknown and repeated options), "did you mean"
/// suggestions, `navtree --help`, `navtree help COMMAND` and the reference in
/// docs/ScriptLanguage.md all come from the declarations in ``CommandTable``.
///
/// A group (`expect`, `popup`, `toasts`, `loading`) has no handler of its own: its first word
/// names one of its ``subcommands``, each a declaration like any other.
package final class CommandDeclaration: Sendable {
    /// Carries the command out on the interpreter's window with its sorted arguments (and the
    /// command itself, for `expect error`'s nested command); returns the warnings to report.
    typealias Handler = @Sendable (inout Interpreter, Arguments, Command) throws(ScriptError) -> CommandWarnings

    /// The word (for a subcommand, the word after its group's).
    package let name: String
    /// The words that name it in full: `push`, `expect top`, `popup present`.
    package let path: String
    /// How it is written, such as `push EXPR [key=value ...] [from=SCREEN|on=LABEL]`.
    package let usage: String
    /// What it does, in one line.
    package let abstract: String
    /// The `key=VALUE` options it takes.
    package let options: [OptionDeclaration]
    /// ``options``' keys, in order (kept apart: every line checks its options against them).
    package let optionKeys: [String]
    /// Whether any key is accepted, the handler checking them itself (`expect bar`).
    package let acceptsAnyOption: Bool
    /// How many leading arguments are tree expressions.
    package let trees: TreeArguments
    /// Whether the parser reads the rest of the line as a nested command (`expect error`).
    package let nestsCommand: Bool
    /// What kind of line it is, declared with it (a group's subcommands take the group's).
    package let role: CommandRole
    /// Whether a line of it reads lifecycle events, so a script holding one records them.
    let readsEvents: EventsUse
    /// Whether it is `expect` or one of its subcommands: a line a test report lists.
    var isExpectation: Bool { role == .expectation }
    /// Whether it is a group's subcommand, named by the word after the group's.
    let isSubcommand: Bool
    /// A group's commands, in the order help lists them.
    package let subcommands: [CommandDeclaration]
    /// What a group calls its commands in messages: "missing popup command", "expectation".
    package let subcommandNoun: String
    /// Finds a subcommand by its word.
    let subcommandLookup: WordLookup
    /// Finds an option key among ``optionKeys`` by its bytes.
    let optionKeyLookup: KeyLookup
    /// Its options that set a screen's properties (``CommandTable/propertyFields``), its
    /// `animated=`, its `from=` and its `on=`, as masks of ``ArgumentShape/given``: handlers
    /// look for them on every line, and ``Arguments/mayGive(_:)`` says without reading the
    /// line that it gives none.
    let propertyOptionMask: UInt32, animatedOptionMask: UInt32, fromOptionMask: UInt32, onOptionMask: UInt32
    /// For each of its options, in order, its place in ``CommandTable/propertyFields`` when
    /// it sets a screen's property: a handler reaches it from the option's declared index
    /// (``Argument/option(key:value:quoted:declared:)``) without looking the key up.
    let propertyFieldIndices: [Int?]
    /// The handler; a group's does nothing (its subcommands' handlers run instead).
    let handler: Handler

    /// A command with a handler.
    convenience init(
        _ name: String, usage: String, abstract: String, role: CommandRole = .action, readsEvents: EventsUse = .never,
        options: [OptionDeclaration] = [], acceptsAnyOption: Bool = false, trees: TreeArguments = .none,
        nestsCommand: Bool = false, handler: @escaping Handler
    ) {
        self.init(
            name: name, path: name, usage: usage, abstract: abstract, role: role, readsEvents: readsEvents, options: options,
            acceptsAnyOption: acceptsAnyOption, trees: trees, nestsCommand: nestsCommand, subcommands: [],
            subcommandNoun: "", isSubcommand: false, handler: handler)
    }

    /// A group: its first word names one of `subcommands`, which take the group's `role`.
    convenience init(
        group name: String, usage: String, abstract: String, role: CommandRole = .action, noun: String,
        subcommands: [CommandDeclaration]
    ) {
        self.init(
            name: name, path: name, usage: usage, abstract: abstract, role: role, readsEvents: .never, options: [],
            acceptsAnyOption: false,
            trees: .none, nestsCommand: false, subcommands: subcommands.map { $0.placed(under: name, role: role) },
            subcommandNoun: noun, isSubcommand: false, handler: { _, _, _ in [] })
    }

    private init(
        name: String, path: String, usage: String, abstract: String, role: CommandRole, readsEvents: EventsUse,
        options: [OptionDeclaration],
        acceptsAnyOption: Bool, trees: TreeArguments, nestsCommand: Bool, subcommands: [CommandDeclaration],
        subcommandNoun: String, isSubcommand: Bool, handler: @escaping Handler
    ) {
        self.name = name
        self.path = path
        self.usage = usage
        self.abstract = abstract
        self.options = options
        optionKeys = options.map(\.key)
        self.acceptsAnyOption = acceptsAnyOption
        self.trees = trees
        self.nestsCommand = nestsCommand
        self.role = role
        self.readsEvents = readsEvents
        self.subcommands = subcommands
        self.subcommandNoun = subcommandNoun
        self.isSubcommand = isSubcommand
        subcommandLookup = WordLookup(subcommands)
        optionKeyLookup = KeyLookup(options.map(\.key))
        let animated = CommandTable.animatedOption.key
        let keys = optionKeys
        let propertyFieldIndices = keys.map { CommandTable.propertyFields.index(forKey: $0) }
        self.propertyFieldIndices = propertyFieldIndices
        propertyOptionMask = CommandDeclaration.optionMask(count: keys.count) { propertyFieldIndices[$0] != nil }
        animatedOptionMask = CommandDeclaration.optionMask(count: keys.count) { keys[$0] == animated }
        fromOptionMask = CommandDeclaration.optionMask(count: keys.count) { keys[$0] == "from" }
        onOptionMask = CommandDeclaration.optionMask(count: keys.count) { keys[$0] == "on" }
        self.handler = handler
    }

    /// The bits in ``ArgumentShape/given`` of the options, among the first `count`, whose
    /// place `isWanted`.
    private static func optionMask(count: Int, where isWanted: (Int) -> Bool) -> UInt32 {
        var mask: UInt32 = 0
        for place in 0..<count where isWanted(place) { mask |= ArgumentShape.bit(ofOption: place) }
        return mask
    }

    /// This command as a subcommand of `group`: the same, with its path under the group's word
    /// and the group's role.
    private func placed(under group: String, role: CommandRole) -> CommandDeclaration {
        CommandDeclaration(
            name: name, path: group + " " + path, usage: usage, abstract: abstract, role: role, readsEvents: readsEvents,
            options: options,
            acceptsAnyOption: acceptsAnyOption, trees: trees, nestsCommand: nestsCommand,
            subcommands: subcommands, subcommandNoun: subcommandNoun, isSubcommand: true, handler: handler)
    }

    /// The subcommand named `word`.
    package func subcommand(named word: String) -> CommandDeclaration? {
        subcommandLookup.entry(of: word).map { subcommands[$0.index] }
    }

    /// Every word of this command and its subcommands, with their option keys: what the
    /// fuzzer's dictionary must hold.
    package var vocabulary: [String] {
        [name] + optionKeys + subcommands.flatMap(\.vocabulary)
    }
}

/// A command declaration held without a reference count and read without one.
///
/// Parsed commands and their sorted arguments hold their declaration, and every line reads
/// it several times (its role, its options, its handler). Holding it `unowned(unsafe)` spared
/// the count only while it was held: each read made a strong reference, a retain and a
/// release of the declaration, about fifty instructions, several times a line. A reader here
/// borrows it instead.
///
/// Made only for ``CommandTable``'s declarations (and the subcommands they hold), which live
/// for the life of the process.
struct DeclarationReference: Sendable {
    private let unmanaged: Unmanaged<CommandDeclaration>

    /// A reference to `declaration`, which must be one of ``CommandTable``'s.
    init(_ declaration: CommandDeclaration) { unmanaged = .passUnretained(declaration) }

    /// What `body` reads from the declaration, which is lent without being retained.
    @inline(__always)
    func read<Value>(_ body: (CommandDeclaration) -> Value) -> Value { unmanaged._withUnsafeGuaranteedRef(body) }

    /// Runs the declaration's handler on `args`, the handler called where the declaration
    /// holds it: read out of the declaration, a closure is retained and released around the
    /// call.
    @inline(__always)
    func runHandler(_ interpreter: inout Interpreter, _ args: Arguments, _ command: Command) throws(ScriptError)
        -> CommandWarnings
    {
        let outcome = unmanaged._withUnsafeGuaranteedRef { declaration -> Result<CommandWarnings, ScriptError> in
            do throws(ScriptError) {
                return .success(try declaration.handler(&interpreter, args, command))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The declaration as a reference of its own (retained while it is held), for the code
    /// that runs once a command rather than once a line: messages, help, tests.
    var declaration: CommandDeclaration { unmanaged.takeUnretainedValue() }
}

/// What kind of line a command is, which decides how a run counts and reports it.
package enum CommandRole: Hashable, Sendable {
    /// Whether running a line of this role sets the events `expect events` reads: an action's
    /// or a load's, not an expectation's or a print's.
    var reportsEvents: Bool { self == .action || self == .load }

    /// A call on the window (`push`, `set`, `popup present` …): it sets the events `expect
    /// events` reads, and a rejection is a command error.
    case action
    /// `expect …`: a line a test report lists, passed or failed; it sets no events.
    case expectation
    /// `print`: output only; it sets no events.
    case print
    /// `load …`: replaces the window whole; its events are none, and there is nothing to
    /// replay.
    case load
}

/// Whether a command's line reads lifecycle events (``CommandDeclaration/readsEvents``).
enum EventsUse: Hashable, Sendable {
    /// It never does.
    case never
    /// Every line of it does (`expect events`, `expect no-events`).
    case always
    /// A line whose first word is this does (`print events`).
    case withWord(String)
}

/// One `key=VALUE` option of a command.
package struct OptionDeclaration: Hashable, Sendable {
    /// The key.
    package let key: String
    /// What the value is, as help shows it: `SCREEN`, `true|false`, `#RRGGBB`.
    package let value: String
    /// What it does, in one line.
    package let summary: String
    /// The set of options several commands share that it belongs to (`Screen properties`):
    /// the reference lists such a set once, and each command taking it links there.
    package let group: String?

    init(_ key: String, _ value: String, _ summary: String, group: String? = nil) {
        self.key = key
        self.value = value
        self.summary = summary
        self.group = group
    }
}

extension [OptionDeclaration] {
    /// These options as the shared set `title`.
    func grouped(_ title: String) -> [OptionDeclaration] {
        map { OptionDeclaration($0.key, $0.value, $0.summary, group: title) }
    }
}

/// How many of a command's leading arguments the parser reads as tree expressions.
package enum TreeArguments: Hashable, Sendable {
    /// None: every argument is a word or an option.
    case none
    /// The first (`root`, `push`, `present`).
    case one
    /// Every argument up to the first option (`set-tabs`).
    case all
}

/// Finds a command's word among its siblings. Every word is at most ``maximumLength`` bytes,
/// packed into two integers with its length: a lookup packs the word the same way and
/// compares integers, with no string made or compared (the parser asks once per line, from
/// the line's bytes). What it returns is a plain value, so it retains nothing.
struct WordLookup: Sendable {
    /// What a lookup finds.
    struct Entry: Sendable {
        /// The declaration, held without a reference count.
        let reference: DeclarationReference
        /// The declaration as a reference of its own (retained while it is held).
        var declaration: CommandDeclaration { reference.declaration }
        /// The declaration's index in the list the lookup was made from.
        let index: Int
        /// How many leading arguments the command parses as tree expressions.
        let trees: TreeArguments
        /// Whether a subcommand of it reads the rest of the line as a command (`expect error`).
        let nestsCommands: Bool
    }

    /// A word packed into integers: its first eight bytes, the next eight, and its length.
    struct Key: Hashable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0

        /// The key of an empty slot.
        static let empty = Key(low: 0, high: 0, length: 0)

        private init(low: UInt64, high: UInt64, length: Int) {
            self.low = low
            self.high = high
            self.length = length
        }

        /// The key of `bytes`, or `nil` when they are longer than any word.
        @inline(__always)
        init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            // The length is checked once, before any byte is read; then each byte is one
            // shift and one OR (the shift counts bits, at most 120, so it cannot overflow).
            length = bytes.count
            guard length <= WordLookup.maximumLength else { return nil }
            var shift: UInt64 = 0
            for byte in bytes {
                if shift < 64 { low |= UInt64(byte) &<< shift } else { high |= UInt64(byte) &<< (shift &- 64) }
                shift &+= 8
            }
        }

        /// Where the key's probe starts.
        @inline(__always)
        var hash: Int { Int(truncatingIfNeeded: (low ^ (high &* 0x9E37_79B9) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15 >> 40) }
    }

    /// The longest word a lookup holds.
    static let maximumLength = 16

    /// The key in each slot (`length` 0: empty).
    private let keys: [Key]
    /// The entry in each full slot.
    private let entries: [Entry?]
    /// The slot count minus one; the count is a power of two.
    private let mask: Int

    init(_ declarations: [CommandDeclaration]) {
        var size = 8
        while size < declarations.count * 4 { size *= 2 }
        var keys = [Key](repeating: Key.empty, count: size)
        var entries = [Entry?](repeating: nil, count: size)
        for (index, declaration) in declarations.enumerated() {
            // Every declared word fits (a test checks); a longer one could never be found.
            guard let key = Key(declaration.name.utf8) else { continue }
            var slot = key.hash & (size - 1)
            while entries[slot] != nil { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            entries[slot] = Entry(
                reference: DeclarationReference(declaration), index: index, trees: declaration.trees,
                nestsCommands: declaration.subcommands.contains { $0.nestsCommand })
        }
        self.keys = keys
        self.entries = entries
        mask = size - 1
    }

    /// The entry of the word made of `bytes`, or `nil`.
    @inline(__always)
    func entry<Bytes: Collection<UInt8>>(ofBytes bytes: Bytes) -> Entry? {
        guard let key = Key(bytes) else { return nil }
        var slot = key.hash & mask
        while keys[slot].length != 0 {
            if keys[slot] == key { return entries[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The entry of `word`, or `nil`.
    func entry(of word: String) -> Entry? { entry(ofBytes: word.utf8) }
}

/// Finds a word among a fixed list by its bytes, as ``WordLookup`` does: the parser reuses the
/// declared string of an option key instead of making one from the line.
struct KeyLookup: Sendable {
    private let keys: [WordLookup.Key]
    private let indices: [Int]
    private let mask: Int

    init(_ words: [String]) {
        var size = 8
        while size < words.count * 4 { size *= 2 }
        var keys = [WordLookup.Key](repeating: WordLookup.Key.empty, count: size)
        var indices = [Int](repeating: -1, count: size)
        for (index, word) in words.enumerated() {
            guard let key = WordLookup.Key(word.utf8) else { continue }
            var slot = key.hash & (size - 1)
            while indices[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            indices[slot] = index
        }
        self.keys = keys
        self.indices = indices
        mask = size - 1
    }

    /// The index in the list of `word`, or `nil`. Its bytes are read in place (a native or
    /// small string's are contiguous), not through the string's generic UTF-8 view.
    func index(of word: String) -> Int? {
        word.utf8.withContiguousStorageIfAvailable { index(ofBytes: $0) } ?? index(ofBytes: word.utf8)
    }

    /// The index in the list of the word made of `bytes`, or `nil`.
    @inline(__always)
    func index<Bytes: Collection<UInt8>>(ofBytes bytes: Bytes) -> Int? {
        guard let key = WordLookup.Key(bytes) else { return nil }
        var slot = key.hash & mask
        while indices[slot] >= 0 {
            if keys[slot] == key { return indices[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
