#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a script's run as one self-contained HTML page: a storyboard with one card per
/// command that changed (or tried to change) the state, each showing the wireframe of the
/// state after it (inline SVG) beside the command line, its warnings or error, the
/// expectations checked against that state, its lifecycle events and the controller tree.
///
/// The page has no scripts and refers to nothing outside itself (inline CSS and SVG, no
/// fonts or images to fetch), so it works offline. Cards wrap in a responsive grid, as many
/// columns as the window fits, one on a phone; each card is an anchor (`#step-3`). Every text
/// is escaped (`MarkupText.escaped(_:)`). The output is deterministic.
///
/// What a card shows:
///
/// - **Expectations fold into the card they check.** An expectation that leaves the state as
///   it was (every `expect` line, except `expect warning`/`expect error` around a command
///   that changes the state) is listed, with ✓ or ✗ and its failure message, in the card of
///   the last command that changed the state before it: the state it checks is that card's.
///   With no such card yet (an expectation first, or only rejected commands before it) it
///   gets a card of its own.
/// - **What the command changed is highlighted** (``Change``). The card's tree is compared
///   with the previous card's: a line is marked *added* when its controller was created by
///   the command, *changed* when its appearance state (`Window.appearanceState(of:)`: view
///   loaded, in the window or not) or its own properties (screen properties, navigation and
///   tab bar state, popup, presentation style, parent) differ from what the previous card
///   showed for it. In the wireframe, each marked screen that is visible, and each marked
///   presentation, is outlined (``SVGRenderer/Options/highlighted``). Controllers the
///   previous card showed that left the window are listed by name. The first card compares
///   with an empty window, so all of it is added. Only what the cards show is compared, so
///   a controller folded out of the previous card's tree (`keptChildren`) is not marked
///   changed when it appears.
/// - **Lifecycle events**, when they were recorded, are listed in order.
///
/// The renderer knows nothing of scripts, and keeps no window: a ``Recorder`` takes each
/// step as it runs and keeps what its card shows (the picture, a folded tree, the command and
/// its messages) and a digest of the controllers the card shows, so time and memory grow
/// with the script, not with the script times its state. The script layer feeds it each
/// `Interpreter.Step`.
///
///     var recorder = StoryboardRenderer.Recorder()
///     interpreter.observe = { recorder.record($0) }
///     interpreter.run(source)
///     let html = StoryboardRenderer.render(recorder, title: "flow.nav")
public enum StoryboardRenderer {
    /// How many cards a page holds; the commands after them are counted, not drawn.
    public static let maximumCards = 20_000
    /// How many children a card's tree shows of one controller: the first, then the last
    /// `keptChildren - 1` (the top of a stack), with a `… N more` line for the others.
    static let keptChildren = 4

    /// How a card's command changed a controller its tree shows.
    public enum Change: String, Sendable, Hashable {
        /// The command created the controller.
        case added
        /// The controller's appearance state or its own properties differ from the previous card's.
        case changed
    }

    /// An expectation checked against a card's state.
    public struct Expectation: Sendable, Hashable {
        /// Where it is, `file:line`.
        public var location: String
        /// The line as written (trimmed).
        public var command: String
        /// Why it does not hold; `nil` when it holds.
        public var failure: String?
        /// The warnings it gave.
        public var warnings: [String]

        /// Whether it holds.
        public var holds: Bool { failure == nil }

        /// An expectation at `location`, holding unless `failure` says why not.
        package init(location: String, command: String, failure: String? = nil, warnings: [String] = []) {
            self.location = location
            self.command = command
            self.failure = failure
            self.warnings = warnings
        }
    }

    /// One card: a command and what the state after it looks like.
    public struct Frame: Sendable {
        /// The card's number, from 1.
        public var number: Int
        /// Where the command is, `file:line`.
        public var location: String
        /// The command as written (trimmed).
        public var command: String
        /// The warnings it gave.
        public var warnings: [String]
        /// Why it was rejected or which expectation failed, if it was or one did. A card of
        /// its own for an expectation lists it in ``expectations`` instead.
        public var error: String?
        /// Whether the state is the one before the command (it changed nothing).
        public var isUnchanged: Bool
        /// The wireframe of the state (inline SVG).
        public var picture: String
        /// The controller tree, folded (`keptChildren`).
        public var tree: String
        /// The command's lifecycle events, as tokens (`Detail.viewDidAppear(true)`), when
        /// they were recorded.
        public var events: [String]
        /// The expectations checked against this card's state, in order.
        public var expectations: [Expectation]
        /// The lines of ``tree`` (numbered from 0) whose controller the command changed, and how.
        public var changedLines: [Int: Change]
        /// The names of the controllers the previous card showed that the command removed
        /// from the window.
        public var removed: [String]
        /// Whether the card's own command is an expectation (one that had no card to fold
        /// into); it is then the first of ``expectations``.
        public var isExpectation = false

        /// A frame for the state `window` after command number `number`, with nothing
        /// highlighted.
        package init(
            number: Int, location: String, command: String, window: Window, warnings: [String] = [], error: String? = nil,
            isUnchanged: Bool = false, events: [String] = []
        ) {
            var digest: Digest?
            self.init(
                number: number, location: location, command: command, window: window, warnings: warnings, error: error,
                isUnchanged: isUnchanged, events: events, comparedWith: &digest)
        }

        /// A frame for `window`; with a `previous` digest, the lines and screens the command
        /// changed since then are marked, and `previous` becomes this state's digest.
        init(
            number: Int, location: String, command: String, window: Window, warnings: [String], error: String?,
            isUnchanged: Bool, events: [String], comparedWith previous: inout Digest?
        ) {
            self.number = number
            self.events = events
            self.location = location
            self.command = command
            self.warnings = warnings
            self.error = error
            self.isUnchanged = isUnchanged
            expectations = []
            let lines = TreeDumper.renderLines(window, keepingChildren: StoryboardRenderer.keptChildren)
            tree = lines.text
            var changedLines: [Int: Change] = [:]
            var highlighted: Set<ControllerID> = []
            var removed: [String] = []
            if let before = previous {
                let digest = Digest(window, shown: lines.ids)
                if !isUnchanged {
                    for (line, id) in lines.ids.enumerated() {
                        guard let id, let change = digest.change(of: id, since: before) else { continue }
                        changedLines[line] = change
                        highlighted.insert(id)
                    }
                    removed = before.names.compactMap { entry in window.kind(of: entry.id) == nil ? entry.name : nil }
                }
                previous = digest
            }
            self.changedLines = changedLines
            self.removed = removed
            picture = SVGRenderer.render(
                window, options: .init(idPrefix: "step-\(number)", declaresNamespace: false, highlighted: highlighted))
        }
    }

    /// What a card shows of each controller, to compare the next card with: a hash of its
    /// appearance state and own properties per controller shown, the names shown, and the
    /// window's next generation (controllers at or above it are new).
    struct Digest: Sendable {
        var marks: [ControllerID: Int] = [:]
        var names: [(id: ControllerID, name: String)] = []
        var nextGeneration = 0

        init() {}

        init(_ window: Window, shown: [ControllerID?]) {
            nextGeneration = window.nextGeneration
            for case let id? in shown {
                guard let node = window[id] else { continue }
                var hasher = Hasher()
                hasher.combine(window.appearanceState(of: id))
                hasher.combine(node.parent)
                hasher.combine(node.screen)
                hasher.combine(node.navigation)
                hasher.combine(node.tabs)
                hasher.combine(node.popup)
                hasher.combine(node.presentationStyle)
                marks[id] = hasher.finalize()
                if let name = node.name { names.append((id, name)) }
            }
        }

        /// How `id` changed since `previous`, or `nil` when it did not (or `previous` did not show it).
        func change(of id: ControllerID, since previous: Digest) -> Change? {
            if id.rawValue >= previous.nextGeneration { return .added }
            guard let before = previous.marks[id], let now = marks[id] else { return nil }
            return before == now ? nil : .changed
        }
    }

    /// Collects the cards of a run as it goes, up to ``maximumCards``.
    public struct Recorder: Sendable {
        /// The cards so far.
        public private(set) var frames: [Frame] = []
        /// How many commands came after the last card.
        public private(set) var omitted = 0
        /// The stamp of the state after the previous command (`Window.changeStamp`): the
        /// window itself is not held, so recording copies no state.
        private var previous: Window.ChangeStamp?
        /// The card of the last command that changed the state, while it is the last state.
        private var lastChangedCard: Int?
        /// The digest of the last card's state.
        private var digest: Digest? = Digest()

        /// An empty recorder.
        public init() {}

        /// Records a command and the state after it, as a card.
        public mutating func record(
            location: String, command: String, window: Window, warnings: [String], error: String?, events: [String] = []
        ) {
            let stamp = window.changeStamp
            defer { previous = stamp }
            guard frames.count < StoryboardRenderer.maximumCards else {
                omitted += 1
                lastChangedCard = nil
                return
            }
            let unchanged = previous == stamp
            frames.append(
                Frame(
                    number: frames.count + 1, location: location, command: command, window: window, warnings: warnings, error: error,
                    isUnchanged: unchanged, events: events, comparedWith: &digest))
            if !unchanged { lastChangedCard = frames.count - 1 }
        }

        /// Records an expectation and the state after it. When it changed nothing and a card
        /// of a command that changed the state shows that state, it is listed there;
        /// otherwise it gets a card of its own, listing it.
        package mutating func recordExpectation(
            location: String, command: String, window: Window, failure: String?, warnings: [String] = [], events: [String] = []
        ) {
            let expectation = Expectation(location: location, command: command, failure: failure, warnings: warnings)
            if previous == window.changeStamp, let card = lastChangedCard, frames.indices.contains(card) {
                frames[card].expectations.append(expectation)
                return
            }
            let count = frames.count
            record(location: location, command: command, window: window, warnings: [], error: nil, events: events)
            if frames.count > count {
                frames[count].expectations.append(expectation)
                frames[count].isExpectation = true
            }
        }
    }

    /// Renders the cards `recorder` holds under `title` (the scripts' names).
    ///
    /// - Complexity: O(the cards' size).
    public static func render(_ recorder: Recorder, title: String) -> String {
        render(recorder.frames, title: title, omitted: recorder.omitted)
    }
}
