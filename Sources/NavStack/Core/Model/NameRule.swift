/// What a name (or label) may be: the rule scripts are lexed by, and the one every name a
/// state document holds must follow, so that a script can refer to each.
package enum NameRule {
    /// Whether `text` is a valid name: letters, digits, `_`, `-` and `.`.
    package static func isValid(_ text: String) -> Bool {
        asciiVerdict(text.utf8) ?? isUnicodeName(text)
    }

    /// The ASCII fast path, one pass over the bytes: letters, digits, '_', '-', '.'. A
    /// non-ASCII byte gives `nil`: the text goes to the check over scalars (which agrees with
    /// this one on ASCII). A parser holding a line's bytes checks a name from them
    /// (`isValid(utf8:)`, beside the other rules read over buffers in `TextLines.swift`).
    @inline(__always)
    static func asciiVerdict(_ bytes: some Sequence<UInt8>) -> Bool? {
        var isEmpty = true
        for byte in bytes {
            isEmpty = false
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            case 0x80...:
                return nil
            default:
                return false
            }
        }
        return !isEmpty
    }

    /// Whether `text`, which is not all ASCII, is a valid name: letters of any script, digits,
    /// the marks that combine with them (accents, a decomposed "é", Devanagari's virama),
    /// the zero-width joiners some scripts need, `_`, `-` and `.`. As in a Swift identifier,
    /// any name a developer writes in their own script is accepted.
    private static func isUnicodeName(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
            default: break
            }
            return scalar.properties.isAlphabetic || scalar == "_" || scalar == "-" || scalar == "."
                || scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }
}
