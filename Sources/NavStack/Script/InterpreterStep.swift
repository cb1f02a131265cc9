#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackRendering
#endif

extension Interpreter {
    /// One executed command and the state it left, as ``Interpreter/observe`` receives it.
    public struct Step: Sendable {
        /// Where the command is: its file, line and column.
        public var location: ScriptLocation { command.location }
        /// The command's line as written.
        public var sourceLine: String { command.sourceLine }
        /// The parsed command.
        package var command: Command
        /// The window after the command (unchanged when it was rejected).
        public var window: Window
        /// The warnings it gave.
        public var warnings: [String]
        /// Why it was rejected or which expectation failed, if it was or one did.
        public var error: String?
        /// Its lifecycle events, while the window records them.
        public var events: [NamedLifecycleEvent]
        /// Whether the command is an expectation (an `expect` line); then ``error`` says why
        /// it does not hold, if it does not.
        public var isExpectation: Bool { command.name.value == "expect" }

        /// Creates a step.
        package init(command: Command, window: Window, warnings: [String] = [], error: String? = nil, events: [NamedLifecycleEvent] = []) {
            self.events = events
            self.command = command
            self.window = window
            self.warnings = warnings
            self.error = error
        }
    }
}

extension StoryboardRenderer.Recorder {
    /// Records `step`'s command and the state after it: an expectation folds into the card
    /// of the command whose state it checks (``StoryboardRenderer/Recorder/recordExpectation(location:command:window:failure:warnings:events:)``),
    /// any other command gets a card.
    public mutating func record(_ step: Interpreter.Step) {
        let command = step.command
        let location = "\(command.location.file):\(command.location.line)"
        let line = Interpreter.trimmingSpaces(command.sourceLine)
        let events = step.events.map(\.description)
        if step.isExpectation {
            recordExpectation(
                location: location, command: line, window: step.window, failure: step.error, warnings: step.warnings, events: events)
        } else {
            record(location: location, command: line, window: step.window, warnings: step.warnings, error: step.error, events: events)
        }
    }
}
