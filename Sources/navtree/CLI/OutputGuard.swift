import NavStack

/// What is at a path navtree was asked to write, as far as deciding whether it may write there.
struct ExistingFile: Equatable, Sendable {
    /// What the path is (symbolic links followed).
    enum Kind: Equatable, Sendable {
        /// Nothing: a new file.
        case missing
        case directory
        /// A regular file.
        case regular
        /// A character device, a FIFO or a socket (`/dev/null`, `/dev/stdout`): written into,
        /// never replaced.
        case special
        /// The path could not be examined (a folder that may not be searched); writing it
        /// reports why.
        case unknown
    }

    /// A file's identity, the same for every path to it (symbolic and hard links).
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    /// The file's identity, for a regular file.
    var identity: Identity?
    /// Whether no one may write it (no write permission bit set, or not writable by this user).
    var isReadOnly = false
    /// Its first bytes (at most ``OutputGuard/examinedLength``), for a regular file; `nil`
    /// when it cannot be read.
    var start: [UInt8]? = []

    static let missing = ExistingFile(kind: .missing)
}

/// What navtree writes to a path: each output option's kind of file, which it may replace.
enum OutputKind: Sendable {
    /// `-o FILE`: the final output, in any format (a run may change `-f`).
    case output
    /// `--storyboard FILE`: navtree's HTML storyboard.
    case storyboard
    /// `--junit FILE`: a JUnit XML report.
    case junit
    /// An `expect snapshot` reference in `format`, recorded.
    case snapshot(OutputFormat)

    /// The option that writes it, as messages name it.
    var option: String {
        switch self {
        case .output: "--output"
        case .storyboard: "--storyboard"
        case .junit: "--junit"
        case .snapshot: "--record"
        }
    }

    /// What such a file is, in messages.
    var noun: String {
        switch self {
        case .output: "navtree output"
        case .storyboard: "a navtree storyboard"
        case .junit: "a JUnit XML report"
        case let .snapshot(format): "a \(format.rawValue) snapshot"
        }
    }

    /// Whether a file starting with `start` is of this kind, so navtree may replace it. An empty
    /// file holds nothing to lose.
    func recognizes(_ start: [UInt8]) -> Bool {
        let text = String(decoding: start, as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) { return true }
        switch self {
        case .output: return OutputFormat.allCases.contains { OutputGuard.isOutput(text, of: $0) }
        case let .snapshot(format): return OutputGuard.isOutput(text, of: format)
        case .storyboard: return OutputGuard.isStoryboard(text)
        case .junit: return OutputGuard.isJUnitReport(text)
        }
    }
}

/// The rule every file navtree writes follows: it never replaces a script it was given, a
/// folder, a read-only file or a file that is not of its own kind (a forgotten script argument
/// must not turn `navtree --junit flow.nav` into the loss of `flow.nav`).
enum OutputGuard {
    /// How much of an existing file is read to tell its kind.
    static let examinedLength = 1 << 16

    /// Why navtree may not write `path` as `kind`, or `nil` when it may. `scripts` are the
    /// identities of the scripts the run reads. An output option's refusal names the option
    /// (`'--junit' would write 'flow.nav', which is …`); a snapshot's says what the file there is.
    static func refusal(
        toWrite kind: OutputKind, at path: String, existing: ExistingFile, scripts: Set<ExistingFile.Identity>
    ) -> String? {
        guard let reason = reason(against: kind, existing: existing, scripts: scripts) else { return nil }
        if case .snapshot = kind { return "the file there \(reason)" }
        return "'\(kind.option)' would write '\(path)', which \(reason)"
    }

    /// What makes `existing` a file `kind` may not replace, with what to do instead.
    private static func reason(against kind: OutputKind, existing: ExistingFile, scripts: Set<ExistingFile.Identity>) -> String? {
        switch existing.kind {
        case .missing, .special, .unknown:
            return nil
        case .directory:
            return "is a directory; give the path of a file"
        case .regular:
            if let identity = existing.identity, scripts.contains(identity) {
                return "is a script navtree reads; give another file"
            }
            if existing.isReadOnly {
                return "is read-only; make it writable or give another file"
            }
            guard let start = existing.start else {
                return "cannot be read to tell what it holds; remove it or give another file"
            }
            guard kind.recognizes(start) else {
                let what = isScript(String(decoding: start, as: UTF8.self)) ? " (it looks like a navtree script)" : ""
                return "exists and is not \(kind.noun)\(what); remove it or give another file"
            }
            return nil
        }
    }

    // MARK: The kinds of file, by their first bytes

    /// Whether `text` starts as navtree prints `format`.
    static func isOutput(_ text: String, of format: OutputFormat) -> Bool {
        let first = firstLine(of: text)
        switch format {
        case .tree:
            // A lone line is a tree only when it says what a tree's root line says (a root with
            // more to show has branches below it).
            let second = text.split(separator: "\n", maxSplits: 2).dropFirst().first
            return isTreeLine(first)
                && (second.map { $0.hasPrefix("├─ ") || $0.hasPrefix("└─ ") }
                    ?? (first == "(no root view controller)" || first.contains(" ◀ top") || first.contains(" selected: ")))
        case .uikit: return first.hasPrefix("<") && first.contains(">, state: ")
        case .json: return text.hasPrefix("{\n  \"device\": ")
        case .state: return text.hasPrefix("{\n  \"format\": \"navstack-state\"")
        case .dot: return first == "digraph NavStack {"
        case .mermaid: return first == "graph TD"
        case .svg: return first.hasPrefix("<svg ") && text.contains("id=\"navstack-title\"")
        case .frames:
            let words = first.split(separator: " ", omittingEmptySubsequences: false)
            return words.count == 5 && words.dropFirst().allSatisfy { Double($0) != nil }
        }
    }

    /// Whether `text` is an HTML page navtree wrote as a storyboard.
    static func isStoryboard(_ text: String) -> Bool {
        let lowered = text.drop(while: \.isWhitespace).prefix(15).lowercased()
        return lowered.hasPrefix("<!doctype html") && text.contains("navtree storyboard</title>")
    }

    /// Whether `text` is a JUnit XML report: an XML document whose root element is
    /// `<testsuites>` or `<testsuite>`.
    static func isJUnitReport(_ text: String) -> Bool {
        var rest = Substring(text).drop(while: \.isWhitespace)
        if rest.hasPrefix("<?xml"), let end = rest.firstRange(of: "?>") { rest = rest[end.upperBound...].drop(while: \.isWhitespace) }
        // Comments before the root element.
        while rest.hasPrefix("<!--"), let end = rest.firstRange(of: "-->") { rest = rest[end.upperBound...].drop(while: \.isWhitespace) }
        for root in ["<testsuites", "<testsuite"] where rest.hasPrefix(root) {
            let next = rest.dropFirst(root.count).first
            if next == ">" || next == "/" || next?.isWhitespace == true { return true }
        }
        return false
    }

    /// Whether `line` is the first line of a tree: `(no root view controller)`, or a
    /// controller's line — its class or name, then only what the tree adds (a quoted label, an
    /// ID, `selected: …`, `tabBar: hidden`, `◀ top`).
    static func isTreeLine(_ line: Substring) -> Bool {
        if line == "(no root view controller)" { return true }
        guard let head = line.split(separator: " ").first, Lexer.isName(String(head)) else { return false }
        var rest = line.dropFirst(head.count)
        if rest.hasPrefix(" \"") {
            // A label: PrintableText escapes quotes and backslashes, so it ends at the next bare quote.
            var index = rest.index(rest.startIndex, offsetBy: 2)
            var escaped = false
            while index < rest.endIndex {
                let character = rest[index]
                if character == "\"" && !escaped { break }
                escaped = character == "\\" && !escaped
                index = rest.index(after: index)
            }
            guard index < rest.endIndex else { return false }
            rest = rest[rest.index(after: index)...]
        }
        if rest.hasPrefix(" #") { rest = rest.dropFirst(2).drop(while: \.isNumber) }
        if rest.hasPrefix(" selected: ") {
            rest = rest.dropFirst(" selected: ".count)
            rest = rest.hasPrefix("More") ? rest.dropFirst(4) : rest.drop(while: \.isNumber)
        }
        for suffix in [" (via More)", " tabBar: hidden", " ◀ top"] where rest.hasPrefix(suffix) {
            rest = rest.dropFirst(suffix.count)
        }
        return rest.isEmpty
    }

    /// Whether `text` reads as a navtree script: its first line that is not blank or a comment
    /// starts with a command word.
    static func isScript(_ text: String) -> Bool {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let word = trimmed.prefix { $0 != " " && $0 != "\t" }
            return CommandTable.command(named: String(word)) != nil
        }
        return !text.isEmpty
    }

    private static func firstLine(of text: String) -> Substring {
        text.prefix { $0 != "\n" && $0 != "\r" }
    }
}
