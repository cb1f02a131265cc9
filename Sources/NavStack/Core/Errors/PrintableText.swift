/// User text (names, labels, titles, class names) as the plain-text formats print it, on one
/// line: a library caller may name a screen "a\nb", and a line break in a name must not start
/// a new line of the tree. Line breaks and other control characters are written as Swift
/// escapes (`\n`, `\u{2028}`); everything else is kept. Messages quote names so too
/// (``MessageText``).
package enum PrintableText {
    /// `text` with its control characters and line and paragraph separators escaped.
    ///
    /// - Complexity: O(length); text without such characters is returned as it is.
    package static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
