#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Text made safe for XML, SVG and HTML: escaping and the base direction of right-to-left text.
///
/// Names, titles and messages come from scripts, so they may hold markup characters, quotes,
/// control characters or right-to-left text. ``escaped(_:)`` turns `& < > " '` into entities
/// and control characters XML forbids into U+FFFD, so no input can end an element or an
/// attribute early; ``isRightToLeft(_:)`` tells a renderer to set `direction="rtl"`.
enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0
    /// does not allow (C0 controls other than tab, line feed and carriage return; U+FFFE,
    /// U+FFFF) replaced by U+FFFD. Safe in element content and in quoted attributes.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default:
                if isAllowedInXML(scalar) {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += "\u{FFFD}"
                }
            }
        }
        return output
    }

    /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// Whether `text` reads right to left: its first strongly directional character (as the
    /// Unicode bidirectional algorithm finds a paragraph's base direction, UAX #9 rule `P2`) is Hebrew,
    /// Arabic or another right-to-left script. Text without letters reads left to right.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if isRightToLeftScalar(scalar) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    /// Right-to-left blocks: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their
    /// extensions and presentation forms, and the supplementary right-to-left ranges.
    private static func isRightToLeftScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
