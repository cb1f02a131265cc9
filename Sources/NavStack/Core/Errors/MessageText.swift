/// How long messages may get: a message quotes what the input named, and input can be
/// hostile (a 100 MB key in a state document), so every message is cut to a bounded length
/// before anyone prints it. Diagnostics (`DiagnosticsFormatter`), state document errors and
/// the decoder's own messages share these rules.
package enum MessageText {
    /// The longest quoted name kept whole; a longer one keeps its start and end around "…".
    package static let maximumQuotedLength = 64
    /// The longest message; the rest is cut and counted.
    package static let maximumLength = 2_000

    /// `name` as a message quotes it, on one line (control characters escaped, as
    /// the text formats write them): whole up to `maximum` characters, else its start and
    /// end around "…".
    ///
    /// - Complexity: O(`maximum`), whatever the name's length.
    package static func quoted(_ name: some StringProtocol, maximum: Int = maximumQuotedLength) -> String {
        // Counting stops past the limit: a 100 MB name costs what its ends do.
        guard name.index(name.startIndex, offsetBy: maximum, limitedBy: name.endIndex).map({ $0 < name.endIndex }) == true else {
            return PrintableText.oneLine(String(name))
        }
        let keep = maximum / 2
        return PrintableText.oneLine(String(name.prefix(keep)) + "…" + String(name.suffix(keep / 2)))
    }

    /// `message` with each single-quoted span over `quotedLength` characters cut to its start
    /// and end around "…" (``quoted(_:maximum:)``), and the whole cut at `length`.
    ///
    /// A quote opens at `'` after a space or a bracket (not in "screen's") and closes at the
    /// next `'` that is not followed by a letter or a digit; one still open at the end runs to
    /// the end. The scan reads Unicode scalars (a `'` carrying a combining mark is no quote, as
    /// it is no `'` character), and a message with nothing to cut is returned as it is.
    ///
    /// - Complexity: O(length of the message), with no allocation when nothing is cut.
    package static func shortened(_ message: String, quotedLength: Int = maximumQuotedLength, length: Int = maximumLength) -> String {
        cut(message, quotedLength: quotedLength, length: length) ?? message
    }

    /// ``shortened(_:quotedLength:length:)``, or `nil` when that returns `message` as it is: a
    /// caller that prints the message then reads the one it has.
    package static func cut(_ message: String, quotedLength: Int = maximumQuotedLength, length: Int = maximumLength) -> String? {
        let byteCount = message.utf8.count
        guard byteCount > quotedLength else { return nil }
        guard TextLines.contains(UInt8(ascii: "'"), inFirst: quoteOpeningBytes(byteCount, quotedLength), of: message) else {
            return truncated(message, at: length)
        }
        let scalars = message.unicodeScalars
        // The quoted spans too long to print whole, found without copying anything.
        var cuts: [Range<String.Index>] = []
        var quoteStart: String.Index?
        var previous: Unicode.Scalar = " "
        var index = scalars.startIndex
        func closeQuote(at end: String.Index) {
            guard let start = quoteStart else { return }
            quoteStart = nil
            let span = start..<end
            // A span of at most the limit in bytes has at most as many characters.
            if message.utf8[span].count > quotedLength, message[span].count > quotedLength { cuts.append(span) }
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let following: Unicode.Scalar = next < scalars.endIndex ? scalars[next] : " "
            if scalar == "'", !following.properties.isGraphemeExtend {
                if quoteStart == nil {
                    if previous.properties.isWhitespace || previous == "(" || previous == "[" { quoteStart = next }
                } else if !(following.properties.isAlphabetic || following.properties.numericType != nil) {
                    closeQuote(at: index)
                }
            }
            previous = scalar
            index = next
        }
        closeQuote(at: scalars.endIndex)
        guard !cuts.isEmpty else { return truncated(message, at: length) }
        var result = ""
        var written = message.startIndex
        for span in cuts {
            result += message[written..<span.lowerBound]
            result += quoted(message[span], maximum: quotedLength)
            written = span.upperBound
        }
        result += message[written...]
        return truncated(result, at: length) ?? result
    }

    /// Whether ``cut(_:quotedLength:length:)`` returns `nil` for `message`'s text, told from
    /// its bytes alone: `true` for a message too short to cut, or one with no quote that could
    /// open a long span and no more bytes than `length`; `false` when only the text can tell
    /// (then `cut` does). A reader copying a message's bytes (``MessageString/bytes``)
    /// copies them as they are when this is `true`. (`inout` only to read the bytes in place.)
    package static func isPrintedWhole(_ message: inout MessageString, quotedLength: Int = maximumQuotedLength, length: Int = maximumLength)
        -> Bool
    {
        let byteCount = message.byteCount
        guard byteCount > quotedLength else { return true }
        return byteCount <= length && !message.bytes.contains(UInt8(ascii: "'"), inFirst: quoteOpeningBytes(byteCount, quotedLength))
    }

    /// How many of a message's first bytes can hold the quote opening a span too long to
    /// print whole. Most messages quote nothing long: one pass over those bytes finds that,
    /// and only the length is left to check. A span of more than `quotedLength` characters
    /// has more than `quotedLength` bytes after its opening quote, so only a quote among the
    /// bytes before the last `quotedLength + 1` can open one (all of them when the limit is
    /// negative: then even an empty span is too long).
    private static func quoteOpeningBytes(_ byteCount: Int, _ quotedLength: Int) -> Int {
        byteCount - max(quotedLength, -1) - 1
    }

    /// `message` cut at `length` characters, with the count of the rest; `nil` when it is no
    /// longer.
    private static func truncated(_ message: String, at length: Int) -> String? {
        // A message of at most `length` bytes has at most as many characters.
        guard message.utf8.count > length else { return nil }
        let count = message.count
        guard count > length else { return nil }
        return String(message.prefix(length)) + "… (\(count - length) more characters)"
    }
}
