#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackFormats
#endif

/// `load hierarchy PATH` and `load state PATH`: a window brought in from a file.
extension Interpreter {
    /// The largest file `load` reads: 64 MiB. A reader that can stop there is given it
    /// (navtree's stops at the first byte past it).
    public static let maximumLoadedFileSize = 64 << 20

    /// `load hierarchy PATH [map=CLASS:KIND,...] [mapfile=PATH]`: replaces the window's root
    /// with the hierarchy a `_printHierarchy`, Chisel `pvc` or swift-snapshot-testing
    /// `.hierarchy` dump shows (``Window/importHierarchy(_:options:)``).
    mutating func loadHierarchy(_ args: Arguments, file: String) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let pathWord = args.word(0)
        var options = HierarchyImportOptions()
        if let map = args.option("map") {
            try Interpreter.addClassMap(map.value, at: map, to: &options)
        }
        if let mapFile = args.option("mapfile") {
            let (bytes, mapPath) = try readBytes(mapFile.value, from: file, at: mapFile)
            // The one rule for text (`TextLines`): line ends, a byte order mark, UTF-8.
            var failure: ScriptError?
            TextLines.forEachLine(in: bytes) { number, range in
                let invalid = TextLines.firstInvalidByte(bytes[range])
                guard invalid == range.upperBound else {
                    failure = Interpreter.error(
                        "invalid UTF-8 in the class mapping file", at: mapFile, in: mapPath, bytes: bytes, line: number,
                        column: TextLines.column(of: invalid, lineStart: range.lowerBound, in: bytes[...]))
                    return false
                }
                let line = TextLines.text(range, of: bytes)
                var content = Substring(line)
                if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
                let trimmed = Interpreter.trimmingSpaces(String(content))
                guard !trimmed.isEmpty else { return true }
                do throws(ScriptError) {
                    try Interpreter.addClassMap(trimmed, at: mapFile, to: &options)
                } catch {
                    var relocated = error
                    relocated.elsewhere = (ScriptLocation(file: mapPath, line: number, column: 1), String(line.prefix(1000)))
                    failure = relocated
                    return false
                }
                return true
            }
            if let failure { throw failure }
        }
        let (bytes, path) = try readBytes(pathWord.value, from: file, at: pathWord)
        let dump: HierarchyDump
        do throws(HierarchyImportError) {
            dump = try HierarchyDump(parsing: bytes)
            var imported = window
            let warnings = try imported.importHierarchy(dump, options: options)
            window.replace(with: imported)
            return CommandWarnings(texts: warnings.map { "\(path):\($0.line):\($0.column): \($0.message)" })
        } catch {
            throw Interpreter.error(error.description, at: pathWord, in: path, bytes: bytes, line: error.line, column: error.column)
        }
    }

    /// `load state PATH`: replaces the window with the one a state document (`-f state`)
    /// holds, validated whole first (``StateDocument/window(from:)``). A document that does not
    /// read is an error at its line and column, and the run exits 2.
    mutating func loadState(_ args: Arguments, file: String) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let pathWord = args.word(0)
        let (bytes, resolved) = try readBytes(pathWord.value, from: file, at: pathWord)
        do throws(StateDocumentError) {
            var loaded = try StateDocument.window(from: bytes)
            loaded.recordsLifecycleEvents = window.recordsLifecycleEvents
            window.replace(with: loaded)
            return []
        } catch {
            inputRejected = true
            throw Interpreter.error(error.description, at: pathWord, in: resolved, bytes: bytes, line: error.line, column: error.column)
        }
    }

    /// Adds `CLASS:KIND[,CLASS:KIND…]` (or `CLASS KIND`, a mapping file's line) to `options`.
    private static func addClassMap(_ text: String, at located: Located<String>, to options: inout HierarchyImportOptions)
        throws(ScriptError)
    {
        let kinds = HierarchyImportOptions.ClassKind.allCases
        for item in text.split(separator: ",") {
            let parts = item.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "=" || $0 == "\t" })
            guard parts.count == 2, let kind = kinds.first(where: { $0.rawValue == parts[1] }) else {
                throw ScriptError(
                    "invalid class mapping '\(item)'; expected CLASS:KIND with KIND one of "
                        + kinds.map(\.rawValue).joined(separator: ", "), at: located)
            }
            options.classMap[String(parts[0])] = kind
        }
    }

    /// `path` as the script means it: relative to the folder of `file`, the script; to the
    /// working directory when the script is `-e` or standard input.
    static func resolve(_ path: String, from file: String) -> String {
        guard !path.hasPrefix("/"), !file.hasPrefix("<"), file != "-", let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }

    /// An error about line `line`, column `column` of the loaded file `path` (whose bytes are
    /// `bytes`), reported there with a note naming the command at `located`. The excerpt is
    /// the line as ``TextLines`` ends lines, cut to 1,000 characters.
    private static func error(
        _ message: String, at located: Located<String>, in path: String, bytes: [UInt8], line: Int, column: Int
    ) -> ScriptError {
        var failure = ScriptError(message, at: located, kind: .rejected)
        let sourceLine = TextLines.line(line, of: bytes)
        failure.elsewhere = (ScriptLocation(file: path, line: line, column: column), sourceLine)
        return failure
    }

    /// Reads the file `path` names, relative to the script `file`, and the path resolved.
    private func readBytes(_ path: String, from file: String, at located: Located<String>) throws(ScriptError) -> ([UInt8], String) {
        let resolved = Interpreter.resolve(path, from: file)
        switch readFile(resolved) {
        case let .success(bytes):
            guard bytes.count <= Interpreter.maximumLoadedFileSize else {
                throw ScriptError(
                    "'\(resolved)' is larger than \(Interpreter.maximumLoadedFileSize >> 20) MiB", at: located, kind: .rejected)
            }
            return (bytes, resolved)
        case let .failure(failure):
            throw ScriptError("cannot read '\(resolved)': \(failure.reason)", at: located, kind: .rejected)
        }
    }
}
