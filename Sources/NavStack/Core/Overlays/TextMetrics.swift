/// A deterministic stand-in for text measurement, used to size toasts headlessly.
///
/// NavStack has no fonts. It measures text with one rule (a modelling choice, unverified
/// against real glyph metrics): every character advances by half the point size, except wide
/// characters (CJK ideographs, kana, Hangul, full-width forms, emoji), which advance by the
/// whole point size. Lines break greedily at spaces and around wide characters, as
/// `UILabel` with `numberOfLines = 0` word-wraps; a word longer than a line breaks between
/// characters. A label's size is rounded up to whole points, as `sizeThatFits` reports it.
///
///     TextMetrics.size("Saved", font: .toastTitle, maxWidth: 313)   // (38, 18)
package enum TextMetrics {
    /// A font as far as sizing needs it.
    package struct Font: Hashable, Sendable, Codable {
        /// The point size.
        package var pointSize: Double
        /// The height of one line.
        package var lineHeight: Double

        /// Creates a font.
        package init(pointSize: Double, lineHeight: Double) {
            self.pointSize = pointSize
            self.lineHeight = lineHeight
        }

        /// `UIFont.systemFont(ofSize: 15)`, JFToastView's title font (JFPopup 1.5.7
        /// `JFToastView.titleLabel`); its `lineHeight` is 17.9, so one line sizes to 18 (the line
        /// height is unverified: no source gives it).
        package static let toastTitle = Font(pointSize: 15, lineHeight: 17.9)

        /// SwiftUI's `.callout`: 16 pt on 21 pt leading (Apple HIG, Dynamic Type sizes, Large),
        /// the text style of the stacked toasts' demo toast (Kavsoft "SwiftUI Toasts | Xcode 16").
        package static let callout = Font(pointSize: 16, lineHeight: 21)
    }

    /// How far `character` advances, in ems: 1 for wide characters, ½ for everything else.
    package static func advance(of character: Character) -> Double {
        isWide(character) ? 1 : 0.5
    }

    /// The width of `text` on one line, in points (not rounded).
    package static func width(of text: some StringProtocol, font: Font) -> Double {
        text.reduce(0) { $0 + advance(of: $1) } * font.pointSize
    }

    /// `text` broken into lines no wider than `maxWidth` (a line holds at least one character).
    ///
    /// - Complexity: O(n) in the length of `text`.
    package static func lines(of text: String, font: Font, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0.0  // without trailing spaces
        var pendingSpaces: [Character] = []
        func flush() {
            lines.append(String(line))
            line = []
            lineWidth = 0
            pendingSpaces = []
        }
        for segment in segments(of: text) {
            if segment == [" "] {
                if !line.isEmpty { pendingSpaces.append(" ") }
                continue
            }
            let spaceWidth = width(of: String(pendingSpaces), font: font)
            let segmentWidth = width(of: String(segment), font: font)
            if !line.isEmpty, lineWidth + spaceWidth + segmentWidth <= maxWidth {
                line += pendingSpaces + segment
                lineWidth += spaceWidth + segmentWidth
                pendingSpaces = []
                continue
            }
            if !line.isEmpty { flush() }
            pendingSpaces = []
            // The segment starts a line; a word wider than the line breaks between characters.
            for character in segment {
                let characterWidth = advance(of: character) * font.pointSize
                if !line.isEmpty, lineWidth + characterWidth > maxWidth { flush() }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty { lines.append(String(line)) }
        return lines
    }

    /// The size a label reports for `text` wrapped at `maxWidth`: the widest line and the
    /// lines' height, each rounded up to whole points; (0, 0) for empty text.
    package static func size(_ text: String, font: Font, maxWidth: Double) -> (width: Double, height: Double) {
        let lines = lines(of: text, font: font, maxWidth: maxWidth)
        guard !lines.isEmpty else { return (0, 0) }
        let widest = lines.map { width(of: $0, font: font) }.max() ?? 0
        return (roundUp(widest), roundUp(Double(lines.count) * font.lineHeight))
    }

    /// `value` rounded up to a whole point, ignoring floating-point noise below 1e-9.
    static func roundUp(_ value: Double) -> Double {
        (value - 1e-9).rounded(.up)
    }

    /// Break units: a run of narrow non-space characters, one space, or one wide character.
    private static func segments(of text: String) -> [[Character]] {
        var segments: [[Character]] = []
        var word: [Character] = []
        for character in text {
            if character == " " || isWide(character) {
                if !word.isEmpty {
                    segments.append(word)
                    word = []
                }
                segments.append([character])
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { segments.append(word) }
        return segments
    }

    /// East Asian wide and full-width ranges (Unicode UAX #11) and emoji presentation.
    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
