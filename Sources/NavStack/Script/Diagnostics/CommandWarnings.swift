#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The warnings a command gave, in order, as its handler returns them: the model's navigation
/// warnings (``NavigationWarning``) kept as the operation's result holds them, and any other
/// (the script layer's own, an overlay's, a loaded file's) as text.
///
/// A model warning becomes text only when something reads it: navtree's formatter copies its
/// message's bytes into the diagnostic it prints (``Diagnostic/Message``), so reporting it
/// makes neither a string nor an array (docs/Performance.md, "A warning").
struct CommandWarnings: ExpressibleByArrayLiteral, Sequence {
    fileprivate enum Storage {
        /// Warnings of the model only: an operation result's own array, shared.
        case model([NavigationWarning])
        /// Any other list.
        case mixed([Diagnostic.Message])
    }

    private var storage: Storage

    /// No warnings.
    @inline(__always)
    init() { storage = .model([]) }

    /// Warnings written as text.
    @inline(__always)
    init(arrayLiteral texts: String...) { self.init(texts: texts) }

    /// Warnings written as text.
    @inline(__always)
    init(texts: [String]) { storage = texts.isEmpty ? .model([]) : .mixed(texts.map { .text($0) }) }

    /// The model's warnings, in order.
    init(_ warnings: [NavigationWarning]) { storage = .model(warnings) }

    /// Whether there are none.
    @inline(__always)
    var isEmpty: Bool {
        switch storage {
        case let .model(warnings): warnings.isEmpty
        case let .mixed(messages): messages.isEmpty
        }
    }

    /// The warnings, in order.
    private var messages: [Diagnostic.Message] {
        switch storage {
        case .model: Array(self)
        case let .mixed(messages): messages
        }
    }

    /// Their texts, in order.
    var texts: [String] {
        switch storage {
        case let .model(warnings): warnings.map(\.description)
        case let .mixed(messages): messages.map(\.text)
        }
    }

    /// Appends the warnings of `rhs` after those of `lhs`.
    static func += (lhs: inout CommandWarnings, rhs: CommandWarnings) {
        guard !rhs.isEmpty else { return }
        if case let .model(left) = lhs.storage, case let .model(right) = rhs.storage {
            lhs.storage = .model(left + right)
        } else {
            lhs.storage = .mixed(lhs.messages + rhs.messages)
        }
    }

    func makeIterator() -> Iterator { Iterator(storage: storage) }

    /// Reads the warnings in order.
    struct Iterator: IteratorProtocol {
        private let storage: Storage
        private var index = 0

        fileprivate init(storage: Storage) { self.storage = storage }

        mutating func next() -> Diagnostic.Message? {
            defer { index += 1 }
            switch storage {
            case let .model(warnings): return Diagnostic.ModelWarning(warnings, at: index).map { .warning($0) }
            case let .mixed(messages): return index < messages.count ? messages[index] : nil
            }
        }
    }
}

/// A model operation's result as a command reports it: its warnings (``CommandWarnings``).
protocol CommandWarningSource: ModelResult {
    /// The warnings, in order.
    var commandWarnings: CommandWarnings { get }
}

extension OperationResult: CommandWarningSource {
    var commandWarnings: CommandWarnings { CommandWarnings(warnings) }
}

extension PathChange: CommandWarningSource {
    var commandWarnings: CommandWarnings { CommandWarnings(warnings) }
}

extension OverlayResult: CommandWarningSource {
    var commandWarnings: CommandWarnings { CommandWarnings(texts: warnings.map(\.description)) }
}
