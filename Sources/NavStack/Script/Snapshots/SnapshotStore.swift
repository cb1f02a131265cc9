#if !NAVSTACK_SINGLE_MODULE
import NavStackRendering
#endif

/// Where `expect snapshot` keeps its references. The interpreter does no file I/O itself: it
/// asks its store (``Interpreter/snapshots``), which navtree backs with real files and a test
/// with a dictionary.
///
/// ```swift
/// final class MemoryStore: SnapshotStore {
///     var files: [String: String] = [:]
///     func reference(at path: String) -> Result<String?, SnapshotStoreError> { .success(files[path]) }
///     func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
///         files[path] = text
///         return .success(())
///     }
/// }
/// ```
public protocol SnapshotStore {
    /// The reference at `path` (``SnapshotPath/path(script:name:format:)``): its text, `nil`
    /// when there is none, or why it cannot be read.
    func reference(at path: String) -> Result<String?, SnapshotStoreError>
    /// Writes `text` as the reference at `path`, replacing any, and creating the folders the
    /// path needs.
    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError>
}

/// Why a ``SnapshotStore`` could not read or write a reference.
public struct SnapshotStoreError: Error, Hashable, Sendable {
    /// The reason, such as the system's "Permission denied".
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }
}

/// Where `expect snapshot NAME [format=F]` keeps its reference, in swift-snapshot-testing's
/// manner: `__Snapshots__/SCRIPT/NAME.EXTENSION` beside the script, SCRIPT the script's file
/// name without `.nav` (or, for a script in a Swift test file, the file's name without `.swift`). A script from `-e` or standard input (`<eval>`, `<stdin>`) keeps its
/// snapshots under `__Snapshots__/eval/` and `__Snapshots__/stdin/` in the working directory.
public enum SnapshotPath {
    /// The folder beside a script that holds its snapshots.
    public static let folder = "__Snapshots__"
    /// The longest snapshot name, in UTF-8 bytes: with its extension it stays a valid file
    /// name (255 bytes on common file systems).
    static let maximumNameLength = 200

    /// The file extension of a snapshot in `format`: the formats that are plain text get
    /// `FORMAT.txt`, so that two formats of one name never collide and editors open them as
    /// text; the others their own (`json`, `svg`, `dot`, `mmd`; a state document `state.json`).
    public static func fileExtension(for format: OutputFormat) -> String {
        switch format {
        case .tree: "tree.txt"
        case .uikit: "uikit.txt"
        case .frames: "frames.txt"
        case .json: "json"
        case .svg: "svg"
        case .dot: "dot"
        case .mermaid: "mmd"
        case .state: "state.json"
        }
    }

    /// The path of snapshot `name` in `format` of the script named `script` (as a
    /// ``ScriptSource`` names it).
    public static func path(script: String, name: String, format: OutputFormat) -> String {
        let directory: String
        let scriptName: String
        switch script {
        case "<eval>":
            (directory, scriptName) = ("", "eval")
        case "<stdin>", "-":
            (directory, scriptName) = ("", "stdin")
        default:
            if let slash = script.lastIndex(of: "/") {
                directory = String(script[...slash])
                scriptName = String(script[script.index(after: slash)...])
            } else {
                (directory, scriptName) = ("", script)
            }
        }
        var base = Substring(scriptName)
        // A script's references go under its name without `.nav`; a Swift test file's (a
        // script run by NavStackTesting's runScript) without `.swift`, as swift-snapshot-testing
        // files them. A name that would leave `.` or `..` (a script named `..nav` or `...nav`)
        // keeps its whole name, inside `__Snapshots__`.
        for suffix in [".nav", ".swift"] where base.hasSuffix(suffix) && !["", ".", ".."].contains(base.dropLast(suffix.count)) {
            base = base.dropLast(suffix.count)
        }
        return "\(directory)\(folder)/\(base)/\(name).\(fileExtension(for: format))"
    }

    /// Why `name` cannot name a snapshot file, or `nil` when it can: it must be a plain file
    /// name, not empty, without `/`, `\`, `..` or control characters, at most
    /// ``maximumNameLength`` bytes.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.contains("/") || name.contains("\\") { return "a name is a file name, without '/' or '\\'" }
        if name.contains("..") { return "a name may not hold '..'" }
        if let control = name.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            return "it holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)"
        }
        if name.utf8.count > maximumNameLength { return "it is longer than \(maximumNameLength) bytes" }
        return nil
    }
}
