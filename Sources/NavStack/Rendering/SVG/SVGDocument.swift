#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A linear builder of SVG markup: elements are appended to one string in order, with every
/// attribute value and every text escaped (``MarkupText/escaped(_:)``) and numbers printed as
/// navtree prints frames (`Rect/format(_:)`), so the output is deterministic.
///
///     var svg = SVGDocument()
///     svg.leaf("rect", [("x", SVGDocument.number(0)), ("width", "10")])
///     svg.text("Tom & Jerry", x: 5, y: 10, size: 17, fill: "#000000", alignment: .center)
struct SVGDocument: Sendable {
    /// Where a label sits relative to its anchor point.
    enum Alignment: Sendable {
        /// The text's visual left edge is at the anchor.
        case leading
        /// The text is centred on the anchor.
        case center
        /// The text's visual right edge is at the anchor.
        case trailing
    }

    /// The markup so far.
    private(set) var markup = ""
    private var depth: Int

    /// Creates an empty document whose elements are indented from `depth`.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// `value` as navtree prints numbers: no trailing `.0`, at most two decimals.
    static func number(_ value: Double) -> String { Rect.format(value) }

    /// The attributes `x y width height` of `rect`.
    static func frame(_ rect: Rect) -> [(String, String)] {
        [("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)), ("height", number(rect.height))]
    }

    /// Appends raw markup on a line of its own (the caller escapes it).
    mutating func raw(_ line: String) {
        markup += String(repeating: "  ", count: depth) + line + "\n"
    }

    /// Opens element `name`; close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        raw("<" + name + Self.attributes(attributes) + ">")
        depth += 1
    }

    /// Closes element `name`.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        raw("</" + name + ">")
    }

    /// Appends an empty element.
    mutating func leaf(_ name: String, _ attributes: [(String, String)]) {
        raw("<" + name + Self.attributes(attributes) + "/>")
    }

    /// Appends an element holding escaped text.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        raw("<" + name + Self.attributes(attributes) + ">" + MarkupText.escaped(text) + "</" + name + ">")
    }

    /// Appends a one-line label with its baseline at `y`, shortened with "…" to `maxWidth`
    /// when given (measured with `TextMetrics`). Right-to-left text gets `direction="rtl"`
    /// and the anchor that keeps it on the same side of `x`. Empty text appends nothing.
    mutating func text(
        _ string: String, x: Double, y: Double, size: Double, weight: Int? = nil, fill: String,
        alignment: Alignment, maxWidth: Double? = nil, extra: [(String, String)] = []
    ) {
        let shown = maxWidth.map { Self.fitted(string, maxWidth: $0, size: size) } ?? string
        guard !shown.isEmpty else { return }
        let rightToLeft = MarkupText.isRightToLeft(shown)
        let anchor: String =
            switch (alignment, rightToLeft) {
            case (.center, _): "middle"
            case (.leading, false), (.trailing, true): "start"
            case (.trailing, false), (.leading, true): "end"
            }
        var attributes = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size))]
        if let weight { attributes.append(("font-weight", String(weight))) }
        attributes.append(("fill", fill))
        attributes.append(("text-anchor", anchor))
        if rightToLeft { attributes += [("direction", "rtl"), ("unicode-bidi", "embed")] }
        element("text", attributes + extra, text: shown)
    }

    /// `string` shortened to fit `maxWidth` at `size` points: whole when it fits, else as many
    /// leading characters as fit followed by "…", or nothing when not even "…" fits.
    ///
    /// - Complexity: O(n) in the length of `string`.
    static func fitted(_ string: String, maxWidth: Double, size: Double) -> String {
        let font = TextMetrics.Font(pointSize: size, lineHeight: size * 1.2)
        if TextMetrics.width(of: string, font: font) <= maxWidth { return string }
        let ellipsis = TextMetrics.width(of: "…", font: font)
        guard ellipsis <= maxWidth else { return "" }
        var kept = ""
        var width = 0.0
        for character in string {
            let advance = TextMetrics.advance(of: character) * size
            if width + advance + ellipsis > maxWidth { break }
            kept.append(character)
            width += advance
        }
        return kept + "…"
    }

    /// ` name="value"` for each attribute, values escaped.
    static func attributes(_ attributes: [(String, String)]) -> String {
        var text = ""
        for (name, value) in attributes {
            text += " " + name + "=\"" + MarkupText.escaped(value) + "\""
        }
        return text
    }
}
