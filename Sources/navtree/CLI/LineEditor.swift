/// The REPL's line editing, as a state machine over the bytes a terminal in raw mode sends:
/// typing, Backspace, Delete, ←/→, Home/End (and Ctrl-A/Ctrl-E), ↑/↓ through the run's
/// history, Ctrl-U to clear, Enter to submit, Ctrl-C to drop the line, Ctrl-D on an empty line
/// to end. It returns what to write back to the terminal, so it runs the same in tests
/// without one.
///
/// The line scrolls sideways within the terminal's width, as readline's horizontal mode and
/// linenoise do: what is shown never wraps, so redrawing after a key writes at most one
/// terminal row, and typing at the end of the line echoes the character alone until the
/// view must scroll (by half its width at a time). Escape sequences are read to their final
/// byte, however long, so none leaks into the line.
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
    /// The terminal's width in columns.
    let width: Int
    private var line: [Character] = []
    private var cursor = 0
    /// The first character shown.
    private var viewStart = 0
    /// The history entry shown (`history.count`: the line being typed).
    private var shown: Int
    /// The line being typed while the history is browsed.
    private var draft: [Character] = []
    /// An escape sequence being read.
    private var escape = Escape.none
    /// The bytes of a UTF-8 character being read.
    private var pending: [UInt8] = []

    /// Where an escape sequence is: after ESC, inside a CSI (`ESC [`, its parameter bytes
    /// kept up to ``maximumParameters``), or after `ESC O`.
    private enum Escape {
        case none, started
        case control([UInt8])
        case singleShift
    }

    /// The most parameter bytes of a CSI sequence kept; the rest are read and dropped.
    static let maximumParameters = 16

    init(prompt: String, history: [String], width: Int = 80) {
        self.prompt = prompt
        self.history = history
        self.width = width
        shown = history.count
    }

    /// How many characters of the line fit after the prompt, leaving the last column free
    /// (a character there would wrap on some terminals).
    private var visibleWidth: Int { Swift.max(width - prompt.count - 1, 8) }

    /// Feeds one byte.
    mutating func feed(_ byte: UInt8) -> Outcome {
        switch escape {
        case .none:
            break
        case .started:
            escape = byte == UInt8(ascii: "[") ? .control([]) : byte == UInt8(ascii: "O") ? .singleShift : .none
            return .editing(echo: "")
        case .singleShift:
            escape = .none
            return key(final: byte, parameters: [])
        case var .control(parameters):
            switch byte {
            case 0x20...0x3F:
                if parameters.count < LineEditor.maximumParameters { parameters.append(byte) }
                escape = .control(parameters)
                return .editing(echo: "")
            case 0x40...0x7E:
                escape = .none
                return key(final: byte, parameters: parameters)
            default:
                // Not a sequence after all: the byte is read as itself.
                escape = .none
            }
        }
        switch byte {
        case 0x1B:
            escape = .started
            return .editing(echo: "")
        case 0x0D, 0x0A:
            let text = String(line)
            return .submitted(text, echo: "\r\n")
        case 0x03:  // Ctrl-C
            line = []
            cursor = 0
            viewStart = 0
            shown = history.count
            return .editing(echo: "^C\r\n" + prompt)
        case 0x04:  // Ctrl-D
            return line.isEmpty ? .endOfInput : .editing(echo: "")
        case 0x7F, 0x08:
            guard cursor > 0 else { return .editing(echo: "") }
            line.remove(at: cursor - 1)
            cursor -= 1
            // At the end of the line and in view: one column rubbed out.
            if cursor == line.count, cursor > viewStart { return .editing(echo: "\u{8}\u{1B}[K") }
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
            let atEnd = cursor == line.count
            line.insert(contentsOf: text, at: cursor)
            cursor += text.count
            // Typed at the end and still in view: the text alone.
            if atEnd, cursor - viewStart <= visibleWidth { return .editing(echo: text) }
            return redraw()
        }
    }

    private static func length(ofLead byte: UInt8) -> Int { byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1 }

    /// A key an escape sequence named: its final byte, and for `ESC [ … ~` its number.
    private mutating func key(final: UInt8, parameters: [UInt8]) -> Outcome {
        switch final {
        case UInt8(ascii: "A"):  // ↑
            guard shown > 0 else { return .editing(echo: "") }
            if shown == history.count { draft = line }
            shown -= 1
            line = Array(history[shown])
        case UInt8(ascii: "B"):  // ↓
            guard shown < history.count else { return .editing(echo: "") }
            shown += 1
            line = shown == history.count ? draft : Array(history[shown])
        case UInt8(ascii: "C"):  // →
            guard cursor < line.count else { return .editing(echo: "") }
            cursor += 1
            return cursor - viewStart <= visibleWidth ? .editing(echo: "\u{1B}[C") : redraw()
        case UInt8(ascii: "D"):  // ←
            guard cursor > 0 else { return .editing(echo: "") }
            cursor -= 1
            return cursor >= viewStart ? .editing(echo: "\u{1B}[D") : redraw()
        case UInt8(ascii: "H"):
            cursor = 0
            return redraw()
        case UInt8(ascii: "F"):
            cursor = line.count
            return redraw()
        case UInt8(ascii: "~"):
            switch parameters.prefix(while: { $0 != UInt8(ascii: ";") }) {
            case [UInt8(ascii: "1")], [UInt8(ascii: "7")]: cursor = 0
            case [UInt8(ascii: "4")], [UInt8(ascii: "8")]: cursor = line.count
            case [UInt8(ascii: "3")]:  // Delete
                guard cursor < line.count else { return .editing(echo: "") }
                line.remove(at: cursor)
            default: return .editing(echo: "")
            }
            return redraw()
        default:
            return .editing(echo: "")
        }
        cursor = line.count
        return redraw()
    }

    /// The visible part of the line again, the cursor put back: one terminal row, however
    /// long the line. The view scrolls by half its width when the cursor leaves it.
    private mutating func redraw() -> Outcome {
        let visible = visibleWidth
        if cursor < viewStart || cursor - viewStart > visible {
            viewStart = Swift.max(0, cursor - visible / 2)
        }
        let end = Swift.min(line.count, viewStart + visible)
        let column = prompt.count + cursor - viewStart
        return .editing(echo: "\r" + prompt + String(line[viewStart..<end]) + "\u{1B}[K\r" + (column > 0 ? "\u{1B}[\(column)C" : ""))
    }
}
