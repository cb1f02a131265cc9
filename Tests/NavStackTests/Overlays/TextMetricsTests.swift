import Testing

@testable import NavStackCore

/// The text-measurement stand-in toasts are sized with.
@Suite struct TextMetricsTests {
    @Test("narrow characters advance half the point size, wide ones the whole (TextMetrics model)")
    func advances() {
        #expect(TextMetrics.width(of: "Saved", font: .toastTitle) == 37.5)
        #expect(TextMetrics.width(of: "支付成功", font: .toastTitle) == 60)
        #expect(TextMetrics.width(of: "OK👍", font: .callout) == 32)
    }

    @Test("a label's size rounds up: one 15 pt line is 18 tall (a modelling choice, unverified: no source gives the 15 pt line height)")
    func labelSize() {
        let size = TextMetrics.size("Saved", font: .toastTitle, maxWidth: 313)
        #expect(size.width == 38)
        #expect(size.height == 18)
        let empty = TextMetrics.size("", font: .toastTitle, maxWidth: 313)
        #expect(empty.width == 0 && empty.height == 0)
    }

    @Test("lines break greedily at spaces and two 15 pt lines are ceil(2 × 17.9) = 36 tall (UILabel numberOfLines = 0)")
    func wrapping() {
        #expect(TextMetrics.lines(of: "aaa bbb ccc", font: .toastTitle, maxWidth: 52.5) == ["aaa bbb", "ccc"])
        #expect(TextMetrics.lines(of: "aaa  bbb", font: .toastTitle, maxWidth: 30) == ["aaa", "bbb"])
        #expect(TextMetrics.size("aaa bbb ccc", font: .toastTitle, maxWidth: 52.5).height == 36)
        #expect(TextMetrics.size("aaa bbb ccc", font: .toastTitle, maxWidth: 52.5).width == 53)
    }

    @Test("a word longer than the line breaks between characters, and wide characters break anywhere")
    func longWords() {
        #expect(TextMetrics.lines(of: "abcdefgh", font: .toastTitle, maxWidth: 30) == ["abcd", "efgh"])
        #expect(TextMetrics.lines(of: "支付成功", font: .toastTitle, maxWidth: 30) == ["支付", "成功"])
        // A line holds at least one character even when it is wider than the line.
        #expect(TextMetrics.lines(of: "ab", font: .toastTitle, maxWidth: 1) == ["a", "b"])
    }

    @Test("the model clock counts whole milliseconds and rejects NaN, infinity, negatives and spans over 1 000 000 s")
    func clock() {
        #expect(ModelClock.milliseconds(fromSeconds: 2.25) == 2250)
        #expect(ModelClock.milliseconds(fromSeconds: 0.1) == 100)
        #expect(ModelClock.milliseconds(fromSeconds: 0.0004) == 0)
        #expect(ModelClock.milliseconds(fromSeconds: .nan) == nil)
        #expect(ModelClock.milliseconds(fromSeconds: .infinity) == nil)
        #expect(ModelClock.milliseconds(fromSeconds: -1) == nil)
        #expect(ModelClock.milliseconds(fromSeconds: 1_000_001) == nil)
        #expect(ModelClock.format(milliseconds: 2500) == "2.5")
    }
}
