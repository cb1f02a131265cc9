/// Reads REPL lines from the terminal: raw mode and ``LineEditor`` when standard input is a
/// terminal, plain lines otherwise (`navtree -i < file`).
enum TerminalInput {
    /// One line after `prompt`, `nil` at the end of input.
    static func readLine(prompt: String, history: [String]) -> String? {
        // Raw mode before the prompt, so nothing typed after it is echoed by the terminal.
        let settings = Platform.enterRawMode(Platform.standardInput)
        StandardStream.output.write(prompt)
        StandardStream.output.flush()
        guard let settings else { return plainLine() }
        defer { Platform.restoreTerminal(Platform.standardInput, settings) }
        var editor = LineEditor(prompt: prompt, history: history, width: Platform.terminalWidth(Platform.standardOutput) ?? 80)
        while let byte = nextByte() {
            switch editor.feed(byte) {
            case let .editing(echo):
                if !echo.isEmpty {
                    StandardStream.output.write(echo)
                    StandardStream.output.flush()
                }
            case let .submitted(line, echo):
                StandardStream.output.write(echo)
                StandardStream.output.flush()
                return line
            case .endOfInput:
                StandardStream.output.write("\r\n")
                StandardStream.output.flush()
                return nil
            }
        }
        return nil
    }

    /// A line read byte by byte up to a newline, `nil` at the end of input.
    private static func plainLine() -> String? {
        var bytes: [UInt8] = []
        while let byte = nextByte() {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
            if bytes.count > 1 << 20 { break }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    private static func nextByte() -> UInt8? {
        var byte: [UInt8] = [0]
        guard case .success(1) = Platform.read(Platform.standardInput, into: &byte) else { return nil }
        return byte[0]
    }
}
