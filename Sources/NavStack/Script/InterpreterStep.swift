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
        public var events: [LifecycleEvent]

        /// Creates a step.
        package init(command: Command, window: Window, warnings: [String] = [], error: String? = nil, events: [LifecycleEvent] = []) {
            self.events = events
            self.command = command
            self.window = window
            self.warnings = warnings
            self.error = error
        }
    }
}

extension StoryboardRenderer.Recorder {
    /// Records `step`'s command and the state after it.
    public mutating func record(_ step: Interpreter.Step) {
        let command = step.command
        record(
            location: "\(command.location.file):\(command.location.line)", command: Interpreter.trimmingSpaces(command.sourceLine),
            window: step.window, warnings: step.warnings, error: step.error, events: step.events.map(\.description))
    }
}
