/// How long messages may get: a message quotes what the input named, and input can be
/// hostile (a 100 MB key in a state document), so every message is cut to a bounded length
/// before anyone prints it. Diagnostics (`DiagnosticsFormatter`), state document errors and
/// the decoder's own messages share these rules.
public enum MessageText {
    /// The longest quoted name kept whole; a longer one keeps its start and end around "…".
    public static let maximumQuotedLength = 64
    /// The longest message; the rest is cut and counted.
    public static let maximumLength = 2_000

    /// `name` as a message quotes it, on one line (control characters escaped, as
    /// the text formats write them): whole up to `maximum` characters, else its start and
    /// end around "…".
    ///
    /// - Complexity: O(`maximum`), whatever the name's length.
    public static func quoted(_ name: some StringProtocol, maximum: Int = maximumQuotedLength) -> String {
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
    /// - Complexity: O(length of the message).
    public static func shortened(_ message: String, quotedLength: Int = maximumQuotedLength, length: Int = maximumLength) -> String {
        guard message.utf8.count > quotedLength else { return message }
        var result = ""
        var quoted: [Character] = []
        var inQuote = false
        func flushQuote() {
            result += quoted.count > quotedLength ? MessageText.quoted(String(quoted), maximum: quotedLength) : String(quoted)
            quoted.removeAll(keepingCapacity: true)
        }
        // A quote opens after a space or a bracket (not in "screen's") and closes before a
        // character that is not a letter or digit.
        let characters = Array(message)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "'", !inQuote, previous.isWhitespace || "([".contains(previous) {
                inQuote = true
                result.append(character)
            } else if character == "'", inQuote, !(next.isLetter || next.isNumber) {
                flushQuote()
                inQuote = false
                result.append(character)
            } else if inQuote {
                quoted.append(character)
            } else {
                result.append(character)
            }
        }
        flushQuote()
        guard result.count > length else { return result }
        return String(result.prefix(length)) + "… (\(result.count - length) more characters)"
    }
}
