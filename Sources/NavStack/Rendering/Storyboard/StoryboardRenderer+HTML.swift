#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The page: a header with counts and a legend, then the cards in a grid.
extension StoryboardRenderer {
    /// Renders `frames` under `title`; `omitted` commands came after them.
    ///
    /// - Complexity: O(the frames' size).
    public static func render(_ frames: [Frame], title: String, omitted: Int = 0) -> String {
        var expectations = 0
        var failed = 0
        var commands = omitted
        for frame in frames {
            expectations += frame.expectations.count
            failed += frame.expectations.lazy.filter { !$0.holds }.count
            // A card of its own for an expectation lists its command once, as that expectation.
            commands += frame.expectations.count + (frame.isExpectation ? 0 : 1)
        }
        var summary = "\(commands) \(commands == 1 ? "command" : "commands") in \(frames.count) \(frames.count == 1 ? "card" : "cards")"
        if expectations > 0 {
            summary += "; \(expectations) \(expectations == 1 ? "expectation" : "expectations"): "
            summary += "<span class=\"pass\">\(expectations - failed) ✓</span>"
            if failed > 0 { summary += " <span class=\"fail\">\(failed) ✗</span>" }
        }
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
            <p class="summary">\(summary)</p>
            <p class="legend">Each card shows the state after its command, with the expectations that check that state. \
            <mark class="added">added</mark> by the command, <mark class="changed">changed</mark> by it \
            (appearance or properties); visible screens it added or changed are outlined in the wireframe.</p>
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

    /// One card: its number and command across the top, then the picture beside the
    /// messages, expectations, tree and events.
    private static func card(_ frame: Frame, count: Int) -> String {
        let number = frame.number
        var classes = "step"
        if frame.error != nil { classes += " failed" } else if !frame.warnings.isEmpty { classes += " warned" }
        if frame.isUnchanged { classes += " unchanged" }
        if frame.expectations.contains(where: { !$0.holds }) { classes += " expectation-failed" }
        var html = "<li class=\"\(classes)\" id=\"step-\(number)\">\n"
        html +=
            "<p class=\"command\"><a class=\"number\" href=\"#step-\(number)\"><span class=\"number\">\(number)/\(count)</span></a> "
            + "<span class=\"location\">\(MarkupText.escaped(frame.location))</span> "
            + "<code>\(MarkupText.escaped(frame.command))</code></p>\n"
        html += "<figure class=\"screen\">\n" + frame.picture + "</figure>\n<div class=\"notes\">\n"
        for warning in frame.warnings {
            html += "<p class=\"warning\">warning: \(MarkupText.escaped(warning))</p>\n"
        }
        if let error = frame.error {
            html += "<p class=\"error\">error: \(MarkupText.escaped(error))</p>\n"
        }
        if frame.isUnchanged && frame.error == nil && frame.expectations.isEmpty {
            html += "<p class=\"same\">The state is unchanged.</p>\n"
        }
        if !frame.expectations.isEmpty {
            html += "<ul class=\"expectations\">\n"
            for expectation in frame.expectations { html += item(expectation) }
            html += "</ul>\n"
        }
        if !frame.removed.isEmpty {
            html += "<p class=\"removed\">Removed: \(frame.removed.map(MarkupText.escaped).joined(separator: ", "))</p>\n"
        }
        html += "<pre class=\"tree\">" + treeMarkup(frame) + "</pre>\n"
        if !frame.events.isEmpty {
            // A few events show; more fold under their count, to be opened (no script needed).
            let count = frame.events.count
            html +=
                "<details class=\"events\"\(count <= openEvents ? " open" : "")><summary>\(count) lifecycle \(count == 1 ? "event" : "events")</summary>"
            html += "<ol class=\"events\">"
            for event in frame.events { html += "<li>\(MarkupText.escaped(event))</li>" }
            html += "</ol></details>\n"
        }
        html += "</div>\n</li>\n"
        return html
    }

    /// An expectation's line: ✓ or ✗, the line as written and where, and why it failed.
    private static func item(_ expectation: Expectation) -> String {
        var html =
            expectation.holds
            ? "<li class=\"pass\"><span class=\"verdict\">✓</span> " : "<li class=\"fail\"><span class=\"verdict\">✗</span> "
        html +=
            "<code>\(MarkupText.escaped(expectation.command))</code> <span class=\"location\">\(MarkupText.escaped(expectation.location))</span>"
        if let failure = expectation.failure { html += "<p class=\"failure\">\(MarkupText.escaped(failure))</p>" }
        for warning in expectation.warnings { html += "<p class=\"warning\">warning: \(MarkupText.escaped(warning))</p>" }
        return html + "</li>\n"
    }

    /// The tree, escaped, each changed line's text (after the box drawing) in a `<mark>`.
    private static func treeMarkup(_ frame: Frame) -> String {
        guard !frame.changedLines.isEmpty else { return MarkupText.escaped(frame.tree) }
        var html = ""
        for (index, line) in frame.tree.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            guard let change = frame.changedLines[index] else {
                html += MarkupText.escaped(String(line)) + "\n"
                continue
            }
            let drawing = line.prefix { " │├└─".contains($0) }
            html +=
                drawing + "<mark class=\"\(change.rawValue)\">" + MarkupText.escaped(String(line.dropFirst(drawing.count))) + "</mark>\n"
        }
        return html
    }

    /// How many lifecycle events a card shows unfolded.
    static let openEvents = 8

    /// The page's style sheet: cards in a grid that wraps, one column on narrow screens.
    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 20px 24px 4px; max-width: 1100px; }
        h1 { font-size: 22px; margin: 0 0 6px; }
        header p { margin: 0 0 6px; color: #48484A; font-size: 14px; line-height: 1.45; }
        .summary .pass { color: #248A3D; font-weight: 600; }
        .summary .fail { color: #D70015; font-weight: 600; }
        .flow { list-style: none; margin: 0; padding: 16px 24px 32px; display: grid; gap: 20px; align-items: start;
                grid-template-columns: repeat(auto-fill, minmax(min(100%, 560px), 1fr)); }
        .step { display: grid; grid-template-columns: 190px minmax(0, 1fr); grid-template-areas: "command command" "screen notes";
                gap: 12px 18px; background: #FFFFFF; border-radius: 14px; padding: 16px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
        .step:target { outline: 3px solid #007AFF; }
        .step.warned { box-shadow: 0 0 0 2px #FF9500; }
        .step.failed, .step.expectation-failed { box-shadow: 0 0 0 2px #FF3B30; }
        .command { grid-area: command; margin: 0; font-size: 13px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; }
        .command code { flex: 1 1 100%; padding: 8px 10px; background: #F2F2F7; border-radius: 8px;
                        font: 600 14px ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-word; }
        a.number { color: inherit; text-decoration: none; }
        .number { font-weight: 700; }
        .location { color: #8E8E93; font-size: 12px; }
        .screen { grid-area: screen; margin: 0; }
        .screen svg { display: block; width: 100%; height: auto; }
        .screen svg .changed { stroke: #FF9500; stroke-width: 5px; stroke-dasharray: none; }
        .screen svg [data-safearea].changed { fill: #FF9500; fill-opacity: 0.08; }
        .notes { grid-area: notes; min-width: 0; font-size: 13px; display: flex; flex-direction: column; gap: 8px; }
        .notes > p { margin: 0; }
        .warning { color: #A05A00; background: #FFF4E5; padding: 6px 10px; border-radius: 8px; }
        .error { color: #C41E16; background: #FFEBEA; padding: 6px 10px; border-radius: 8px; }
        .same { color: #8E8E93; }
        .removed { color: #636366; }
        .expectations { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
        .expectations li { padding: 5px 10px; border-radius: 8px; }
        .expectations li.pass { background: #EAF8EE; }
        .expectations li.fail { background: #FFEBEA; }
        .expectations code { font: 12px ui-monospace, Menlo, Consolas, monospace; word-break: break-word; }
        .expectations .location { margin-left: 4px; }
        .expectations p { margin: 4px 0 0; font-size: 12px; }
        .expectations .failure { color: #C41E16; }
        .verdict { font-weight: 700; }
        .pass .verdict { color: #248A3D; }
        .fail .verdict { color: #D70015; }
        .tree { margin: 0; padding: 10px; background: #F9F9F9; border-radius: 8px; font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace;
                overflow-x: auto; }
        mark { border-radius: 3px; padding: 0 2px; color: inherit; }
        mark.added { background: #C9F0D3; }
        mark.changed { background: #FFE1B3; }
        details.events { background: #F2F6FF; border-radius: 8px; padding: 6px 10px; }
        details.events summary { cursor: pointer; color: #3A5BA0; font-size: 12px; }
        ol.events { margin: 4px 0 0; padding: 0 0 0 28px; font: 11px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        .empty { color: #8E8E93; }
        @media (max-width: 640px) {
          .flow { padding: 12px; }
          .step { grid-template-columns: minmax(0, 1fr); grid-template-areas: "command" "screen" "notes"; }
          .screen svg { max-width: 240px; margin: 0 auto; }
        }

        """
}
