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
/// The renderer knows nothing of scripts: each card is a ``Frame``, which the script layer
/// makes from each step it runs (`Interpreter.Step`).
///
///     var frames: [StoryboardRenderer.Frame] = []
///     interpreter.observe = { frames.append(StoryboardRenderer.Frame($0)) }
///     interpreter.run(source)
///     let html = StoryboardRenderer.render(frames, title: "flow.nav")
public enum StoryboardRenderer {
    /// One card: a command and the state after it.
    public struct Frame: Sendable {
        /// Where the command is, `file:line`.
        public var location: String
        /// The command as written (trimmed).
        public var command: String
        /// The window after the command (unchanged when it was rejected).
        public var window: Window
        /// The warnings it gave.
        public var warnings: [String]
        /// Why it was rejected or which expectation failed, if it was or one did.
        public var error: String?

        /// Creates a frame.
        public init(location: String, command: String, window: Window, warnings: [String] = [], error: String? = nil) {
            self.location = location
            self.command = command
            self.window = window
            self.warnings = warnings
            self.error = error
        }
    }

    /// Renders `steps` under `title` (the scripts' names).
    ///
    /// - Complexity: O(steps × the size of each state).
    public static func render(_ steps: [Frame], title: String) -> String {
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
            <p>\(steps.count) \(steps.count == 1 ? "command" : "commands"); each card shows the state after its command.</p>
            </header>
            <ol class="flow">

            """
        var previous: Window?
        for (index, step) in steps.enumerated() {
            html += card(step, number: index + 1, count: steps.count, unchanged: previous == step.window)
            previous = step.window
        }
        if steps.isEmpty {
            html += "<li class=\"empty\">No command ran.</li>\n"
        }
        html += "</ol>\n</body>\n</html>\n"
        return html
    }

    /// One card: the picture, then the command, its messages and the tree.
    private static func card(_ step: Frame, number: Int, count: Int, unchanged: Bool) -> String {
        let location = step.location
        var classes = "step"
        if step.error != nil { classes += " failed" } else if !step.warnings.isEmpty { classes += " warned" }
        if unchanged { classes += " unchanged" }
        var html = "<li class=\"\(classes)\" id=\"step-\(number)\">\n<figure class=\"screen\">\n"
        html += SVGRenderer.render(step.window, options: .init(idPrefix: "step-\(number)", declaresNamespace: false))
        html += "</figure>\n<div class=\"notes\">\n"
        html +=
            "<p class=\"command\"><span class=\"number\">\(number)/\(count)</span> "
            + "<span class=\"location\">\(MarkupText.escaped(location))</span> "
            + "<code>\(MarkupText.escaped(step.command))</code></p>\n"
        for warning in step.warnings {
            html += "<p class=\"warning\">warning: \(MarkupText.escaped(warning))</p>\n"
        }
        if let error = step.error {
            html += "<p class=\"error\">error: \(MarkupText.escaped(error))</p>\n"
        }
        if unchanged && step.error == nil {
            html += "<p class=\"same\">The state is unchanged.</p>\n"
        }
        html += "<pre class=\"tree\">\(MarkupText.escaped(TreeDumper.render(step.window)))</pre>\n"
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
        .tree { margin: 0; padding: 10px; background: #F9F9F9; border-radius: 8px; font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace;
                overflow-x: auto; }
        nav { display: flex; justify-content: space-between; margin-top: 12px; }
        nav a { color: #007AFF; text-decoration: none; }
        .empty { color: #8E8E93; }

        """
}
