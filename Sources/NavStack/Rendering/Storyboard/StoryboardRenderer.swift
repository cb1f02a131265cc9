#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a script's run as one self-contained HTML page: a flipbook with one card per
/// executed command, each showing the wireframe of the state after it (inline SVG) beside the
/// command line, its warnings or error, and the controller tree.
///
/// The page has no scripts and refers to nothing outside itself (inline CSS and SVG, no
/// fonts or images to fetch), so it works offline. Cards sit in a row that snaps one card at
/// a time, and each links to the previous and next; every text is escaped
/// (``MarkupText/escaped(_:)``). The output is deterministic.
///
/// The renderer knows nothing of scripts, and keeps no window: a ``Recorder`` takes each
/// step as it runs and keeps what its card shows (the picture, a folded tree, the command and
/// its messages), so time and memory grow with the script, not with the script times its
/// state. The script layer feeds it each `Interpreter.Step`.
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
    public static let keptChildren = 4

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
        /// Why it was rejected or which expectation failed, if it was or one did.
        public var error: String?
        /// Whether the state is the one before the command (it changed nothing).
        public var isUnchanged: Bool
        /// The wireframe of the state (inline SVG).
        public var picture: String
        /// The controller tree, folded (``keptChildren``).
        public var tree: String
        /// The command's lifecycle events, as tokens (`Detail.viewDidAppear(true)`), when
        /// they were recorded.
        public var events: [String]

        /// A frame for the state `window` after command number `number`.
        public init(
            number: Int, location: String, command: String, window: Window, warnings: [String] = [], error: String? = nil,
            isUnchanged: Bool = false, events: [String] = []
        ) {
            self.number = number
            self.events = events
            self.location = location
            self.command = command
            self.warnings = warnings
            self.error = error
            self.isUnchanged = isUnchanged
            picture = SVGRenderer.render(window, options: .init(idPrefix: "step-\(number)", declaresNamespace: false))
            tree = TreeDumper.render(window, keepingChildren: StoryboardRenderer.keptChildren)
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

        /// An empty recorder.
        public init() {}

        /// Records a command and the state after it.
        public mutating func record(
            location: String, command: String, window: Window, warnings: [String], error: String?, events: [String] = []
        ) {
            let stamp = window.changeStamp
            defer { previous = stamp }
            guard frames.count < StoryboardRenderer.maximumCards else {
                omitted += 1
                return
            }
            let unchanged = previous == stamp
            frames.append(
                Frame(
                    number: frames.count + 1, location: location, command: command, window: window, warnings: warnings, error: error,
                    isUnchanged: unchanged, events: events))
        }
    }

    /// Renders the cards `recorder` holds under `title` (the scripts' names).
    ///
    /// - Complexity: O(the cards' size).
    public static func render(_ recorder: Recorder, title: String) -> String {
        render(recorder.frames, title: title, omitted: recorder.omitted)
    }

    /// Renders `frames` under `title`; `omitted` commands came after them.
    ///
    /// - Complexity: O(the frames' size).
    public static func render(_ frames: [Frame], title: String, omitted: Int = 0) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupText.escaped(title)) — navtree storyboard</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <header>
            <h1>\(MarkupText.escaped(title))</h1>
            <p>\(frames.count) \(frames.count == 1 ? "command" : "commands"); each card shows the state after its command.</p>
            </header>
            <ol class="flow">

            """
        for frame in frames {
            html += card(frame, count: frames.count)
        }
        if frames.isEmpty {
            html += "<li class=\"empty\">No command ran.</li>\n"
        }
        if omitted > 0 {
            html +=
                "<li class=\"empty\">\(omitted) more \(omitted == 1 ? "command" : "commands") not shown: a storyboard shows at most \(maximumCards).</li>\n"
        }
        html += "</ol>\n</body>\n</html>\n"
        return html
    }

    /// One card: the picture, then the command, its messages and the tree.
    private static func card(_ frame: Frame, count: Int) -> String {
        let number = frame.number
        var classes = "step"
        if frame.error != nil { classes += " failed" } else if !frame.warnings.isEmpty { classes += " warned" }
        if frame.isUnchanged { classes += " unchanged" }
        var html = "<li class=\"\(classes)\" id=\"step-\(number)\">\n<figure class=\"screen\">\n"
        html += frame.picture
        html += "</figure>\n<div class=\"notes\">\n"
        html +=
            "<p class=\"command\"><span class=\"number\">\(number)/\(count)</span> "
            + "<span class=\"location\">\(MarkupText.escaped(frame.location))</span> "
            + "<code>\(MarkupText.escaped(frame.command))</code></p>\n"
        for warning in frame.warnings {
            html += "<p class=\"warning\">warning: \(MarkupText.escaped(warning))</p>\n"
        }
        if let error = frame.error {
            html += "<p class=\"error\">error: \(MarkupText.escaped(error))</p>\n"
        }
        if frame.isUnchanged && frame.error == nil {
            html += "<p class=\"same\">The state is unchanged.</p>\n"
        }
        if !frame.events.isEmpty {
            html += "<ol class=\"events\">"
            for event in frame.events { html += "<li>\(MarkupText.escaped(event))</li>" }
            html += "</ol>\n"
        }
        html += "<pre class=\"tree\">\(MarkupText.escaped(frame.tree))</pre>\n"
        html += "<nav>"
        html += number > 1 ? "<a href=\"#step-\(number - 1)\">← previous</a>" : "<span></span>"
        html += number < count ? "<a href=\"#step-\(number + 1)\">next →</a>" : "<span></span>"
        html += "</nav>\n</div>\n</li>\n"
        return html
    }

    /// The page's style sheet: cards in a horizontally snapping row.
    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 16px 24px 0; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        header p { margin: 0; color: #636366; font-size: 14px; }
        .flow { list-style: none; margin: 0; padding: 16px 24px 24px; display: flex; gap: 24px; overflow-x: auto;
                scroll-snap-type: x mandatory; }
        .step { flex: 0 0 auto; scroll-snap-align: start; display: flex; gap: 20px; align-items: flex-start; background: #FFFFFF;
                border-radius: 16px; padding: 20px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
        .step:target { outline: 3px solid #007AFF; }
        .step.failed { box-shadow: 0 0 0 2px #FF3B30; }
        .step.warned { box-shadow: 0 0 0 2px #FF9500; }
        .screen { margin: 0; }
        .screen svg { display: block; height: 600px; width: auto; }
        .notes { width: 360px; font-size: 14px; }
        .command { margin: 0 0 12px; }
        .command code { display: block; margin-top: 6px; padding: 8px 10px; background: #F2F2F7; border-radius: 8px;
                        font: 14px ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-word; }
        .number { font-weight: 600; }
        .location { color: #636366; }
        .warning { color: #A05A00; background: #FFF4E5; padding: 6px 10px; border-radius: 8px; }
        .error { color: #C41E16; background: #FFEBEA; padding: 6px 10px; border-radius: 8px; }
        .same { color: #8E8E93; }
        .events { margin: 0; padding: 6px 10px 6px 30px; background: #F2F6FF; border-radius: 8px; font: 11px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        .tree { margin: 0; padding: 10px; background: #F9F9F9; border-radius: 8px; font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace;
                overflow-x: auto; }
        nav { display: flex; justify-content: space-between; margin-top: 12px; }
        nav a { color: #007AFF; text-decoration: none; }
        .empty { color: #8E8E93; }

        """
}
