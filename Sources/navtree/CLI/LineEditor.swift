/// The REPL's line editing, as a state machine over the bytes a terminal in raw mode sends:
/// typing, Backspace, ←/→, Home/End (and Ctrl-A/Ctrl-E), ↑/↓ through the run's history, Ctrl-U
/// to clear, Enter to submit, Ctrl-C to drop the line, Ctrl-D on an empty line to end. It
/// returns what to write back to the terminal, so it runs the same in tests without one.
struct LineEditor {
    /// What a byte did.
    enum Outcome: Equatable {
        /// Still editing: write `echo` to the terminal.
        case editing(echo: String)
        /// The line is complete.
        case submitted(String, echo: String)
        /// Ctrl-D on an empty line: the user is done.
        case endOfInput
    }

    let prompt: String
    /// Earlier lines, oldest first.
    let history: [String]
    private var line: [Character] = []
    private var cursor = 0
    /// The history entry shown (`history.count`: the line being typed).
    private var shown: Int
    /// The line being typed while the history is browsed.
    private var draft: [Character] = []
    /// An escape sequence being read, and the bytes of a UTF-8 character.
    private var escape: [UInt8]?
    private var pending: [UInt8] = []

    init(prompt: String, history: [String]) {
        self.prompt = prompt
        self.history = history
        shown = history.count
    }

    /// Feeds one byte.
    mutating func feed(_ byte: UInt8) -> Outcome {
        if var sequence = escape {
            sequence.append(byte)
            // ESC [ … final byte (0x40–0x7E), or ESC O x.
            if sequence.count == 2, byte != UInt8(ascii: "[") && byte != UInt8(ascii: "O") {
                escape = nil
                return .editing(echo: "")
            }
            if sequence.count >= 3, (0x40...0x7E).contains(byte) || sequence.count > 8 {
                escape = nil
                return key(sequence)
            }
            escape = sequence
            return .editing(echo: "")
        }
        switch byte {
        case 0x1B:
            escape = [byte]
            return .editing(echo: "")
        case 0x0D, 0x0A:
            let text = String(line)
            return .submitted(text, echo: "\r\n")
        case 0x03:  // Ctrl-C
            line = []
            cursor = 0
            shown = history.count
            return .editing(echo: "^C\r\n" + prompt)
        case 0x04:  // Ctrl-D
            return line.isEmpty ? .endOfInput : .editing(echo: "")
        case 0x7F, 0x08:
            guard cursor > 0 else { return .editing(echo: "") }
            line.remove(at: cursor - 1)
            cursor -= 1
            return redraw()
        case 0x01:
            cursor = 0
            return redraw()
        case 0x05:
            cursor = line.count
            return redraw()
        case 0x15:  // Ctrl-U
            line = []
            cursor = 0
            return redraw()
        case 0x00..<0x20:
            return .editing(echo: "")
        default:
            pending.append(byte)
            guard let lead = pending.first, pending.count >= LineEditor.length(ofLead: lead) else { return .editing(echo: "") }
            let text = String(decoding: pending, as: UTF8.self)
            pending = []
            for character in text {
                line.insert(character, at: cursor)
                cursor += 1
            }
            return cursor == line.count && text.count == 1 ? .editing(echo: text) : redraw()
        }
    }

    private static func length(ofLead byte: UInt8) -> Int { byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1 }

    private mutating func key(_ sequence: [UInt8]) -> Outcome {
        switch sequence.last {
        case UInt8(ascii: "A"):  // ↑
            guard shown > 0 else { return .editing(echo: "") }
            if shown == history.count { draft = line }
            shown -= 1
            line = Array(history[shown])
        case UInt8(ascii: "B"):  // ↓
            guard shown < history.count else { return .editing(echo: "") }
            shown += 1
            line = shown == history.count ? draft : Array(history[shown])
        case UInt8(ascii: "C"):
            cursor = min(cursor + 1, line.count)
            return redraw()
        case UInt8(ascii: "D"):
            cursor = max(cursor - 1, 0)
            return redraw()
        case UInt8(ascii: "H"):
            cursor = 0
            return redraw()
        case UInt8(ascii: "F"):
            cursor = line.count
            return redraw()
        default:
            return .editing(echo: "")
        }
        cursor = line.count
        return redraw()
    }

    /// The whole line again, the cursor put back.
    private func redraw() -> Outcome {
        let back = line.count - cursor
        return .editing(echo: "\r" + prompt + String(line) + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }
}
