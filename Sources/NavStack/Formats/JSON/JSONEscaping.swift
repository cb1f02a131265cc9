#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The one rule for writing a string in JSON, shared by every JSON NavStack writes (`-f json`
/// and state documents): a quote, a backslash, the C0 control characters, DEL and U+2028 /
/// U+2029 (the line and paragraph separators, which JavaScript before ES2019 refused inside a
/// string literal) are escaped — `\"`, `\\`, `\n`, `\r`, `\t`, else `\u` and four lower-case
/// hex digits — and everything else is written as it is (RFC 8259 section 7 requires only
/// the first three).
package enum JSONEscaping {
    /// Whether the byte may start a character that is escaped; `false` for most bytes, which
    /// are then copied with no further test.
    @inlinable
    package static func mayEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }

    /// The escape for the character that starts at `index` of the UTF-8 bytes `utf8`, with
    /// how many bytes it stands for; `nil` when the character is written as it is.
    @inlinable
    package static func escape<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in utf8: Bytes) -> (text: String, length: Int)?
    where Bytes.Index == Int {
        let byte = utf8[index]
        guard mayEscape(byte) else { return nil }
        switch byte {
        case 0x22: return ("\\\"", 1)
        case 0x5C: return ("\\\\", 1)
        case 0x0A: return ("\\n", 1)
        case 0x0D: return ("\\r", 1)
        case 0x09: return ("\\t", 1)
        case 0xE2:
            // U+2028 and U+2029 are the bytes 0xE2 0x80 0xA8 and 0xE2 0x80 0xA9; other
            // characters whose first byte is 0xE2 are written as they are.
            guard index + 2 < utf8.endIndex, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else {
                return nil
            }
            return (utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default:
            let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
            return ("\\u00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)]), 1)
        }
    }

    /// Goes through the UTF-8 bytes `utf8` of a string in order, handing each run of bytes
    /// written as they are to `run` (whole characters: an escape stands for whole characters)
    /// and each escape to `escape`. The usual name or title is one run.
    @inlinable
    package static func write<Bytes: RandomAccessCollection<UInt8>>(
        _ utf8: Bytes, run: (Range<Int>) -> Void, escape: (String) -> Void
    ) where Bytes.Index == Int {
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            guard mayEscape(utf8[index]), let found = self.escape(at: index, in: utf8) else {
                index += 1
                continue
            }
            run(start..<index)
            escape(found.text)
            index += found.length
            start = index
        }
        run(start..<utf8.endIndex)
    }
}
