import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// Escaping, right-to-left detection and the label shortening SVG and HTML output share.
@Suite struct MarkupTextTests {
    @Test("the five markup characters become entities; other text is kept")
    func escaping() {
        #expect(MarkupText.escaped("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(MarkupText.escaped("שלום · 日本 · 🙂") == "שלום · 日本 · 🙂")
        #expect(MarkupText.escaped("&amp;") == "&amp;amp;")
    }

    @Test("characters XML forbids become U+FFFD; tab and newline stay")
    func controlCharacters() {
        #expect(MarkupText.escaped("a\u{0}b\u{1B}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(MarkupText.escaped("a\tb\nc") == "a\tb\nc")
    }

    @Test("the base direction follows the first strong character")
    func direction() {
        #expect(MarkupText.isRightToLeft("שלום"))
        #expect(MarkupText.isRightToLeft("مرحبا"))
        #expect(MarkupText.isRightToLeft("123 שלום Hello"))
        #expect(!MarkupText.isRightToLeft("Hello שלום"))
        #expect(!MarkupText.isRightToLeft("123 !"))
        #expect(!MarkupText.isRightToLeft(""))
    }

    @Test("labels are shortened with an ellipsis to fit, measured as TextMetrics measures")
    func fitting() {
        #expect(SVGDocument.fitted("Settings", maxWidth: 100, size: 10) == "Settings")
        #expect(SVGDocument.fitted("Settings", maxWidth: 25, size: 10) == "Sett…")
        #expect(SVGDocument.fitted("Settings", maxWidth: 2, size: 10) == "")
        #expect(SVGDocument.fitted("Settings", maxWidth: -5, size: 10) == "")
    }
}
