import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads SVG markup back with an XML parser: whether it is well formed, and the rectangles
/// it marks with `data-element` or `data-safearea`.
enum SVGInspection {
    /// A marked rectangle: its mark's value (unescaped) and `x y width height` as written.
    struct MarkedRect: Equatable, CustomStringConvertible {
        var name: String
        var frame: String
        var description: String { "\(name) \(frame)" }
    }

    /// The parse: marked rectangles in document order, every text, and the error if any.
    struct Parse {
        var elements: [MarkedRect] = []
        var safeAreas: [MarkedRect] = []
        var texts: [String] = []
        var attributes: [[String: String]] = []
        var error: String?
        var isWellFormed: Bool { error == nil }
    }

    static func parse(_ markup: String) -> Parse {
        let collector = Collector()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = collector
        if !parser.parse() {
            collector.result.error = parser.parserError.map { "\($0)" } ?? "unknown XML error"
        }
        return collector.result
    }

    /// The `<svg>…</svg>` documents inlined in an HTML page, in order.
    static func inlineSVGs(in html: String) -> [String] {
        var documents: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            documents.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return documents
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var result = Parse()
        private var text = ""
        private var inText = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            result.attributes.append(attributes)
            if elementName == "rect" {
                let frame = ["x", "y", "width", "height"].map { attributes[$0] ?? "?" }.joined(separator: " ")
                if let name = attributes["data-element"] { result.elements.append(MarkedRect(name: name, frame: frame)) }
                if let name = attributes["data-safearea"] { result.safeAreas.append(MarkedRect(name: name, frame: frame)) }
            }
            if elementName == "text" || elementName == "title" {
                inText = true
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == "text" || elementName == "title" {
                result.texts.append(text)
                inText = false
            }
        }
    }
}
