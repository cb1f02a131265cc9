#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The state document: a whole window as versioned JSON (`navtree -f state`, `load state`,
/// `navtree --state`), documented in docs/State.md.
///
///     {
///       "format": "navstack-state",
///       "version": 1,
///       "window": { … }
///     }
///
/// `window` is the window's `Codable` encoding: device, orientation, popup design, wrapping
/// library, root, controllers, names, next ID, popup hosts and overlays. Keys are sorted, so
/// a window always writes the same bytes. Reading validates the whole document before a
/// window exists (`Window.init(from:)`), without building a tree of it; what is not kept
/// (lifecycle recording, an interactive transition in progress, an import's transitional
/// states) is not part of it.
public enum StateDocument {
    /// The `format` member.
    public static let format = "navstack-state"
    /// The version this library writes and reads.
    public static let version = 1
    /// The most controllers a document may hold (the import's limit,
    /// ``HierarchyDump/maximumControllers``).
    public static let maximumControllers = HierarchyDump.maximumControllers

    /// The document for `window`, ending with a newline.
    public static func text(of window: Window) -> String {
        // The model keeps every number finite, so encoding cannot fail; an empty window's
        // document stands in if it ever did.
        let encoded = (try? JSONCoding.encode(window)) ?? (try? JSONCoding.encode(Window())) ?? .null
        var document = JSONObject()
        _ = document.append("format", JSONNode(value: .string(format), offset: 0))
        _ = document.append("version", JSONNode(value: .number(String(version)), offset: 0))
        _ = document.append("window", JSONNode(value: encoded, offset: 0))
        return JSONValue.object(document).text() + "\n"
    }

    /// The most elements an array, or members an object, of a document may hold: far more
    /// than ``maximumControllers`` controllers need, and it bounds what one array costs to
    /// decode.
    public static let maximumElements = 1_000_000

    /// Reads a document.
    ///
    /// The document is checked first without keeping any of it, then decoded where it lies
    /// (no tree of it is built): a value of the wrong type is refused at its first byte, so a
    /// huge array where an object belongs costs a read, not memory.
    ///
    /// - Throws: ``StateDocumentError`` with the line and column of the offending value: JSON
    ///   that does not parse, an array or object of more than ``maximumElements``, a document
    ///   of another format or version, more than ``maximumControllers`` controllers, wrong
    ///   types, names a script cannot use, and every rule of `Window.init(from:)`
    ///   (dangling or duplicate IDs, cycles, broken invariants, numbers out of range).
    /// - Complexity: O(size of the document × nesting depth) time, memory for what is decoded.
    public static func window(from bytes: [UInt8]) throws(StateDocumentError) -> Window {
        do {
            try JSONValue.validate(bytes, maximumCount: maximumElements)
        } catch {
            throw StateDocumentError(message: error.message, path: "", line: error.line, column: error.column)
        }
        let document = LazyJSON(bytes: bytes)
        func failure(_ message: String, at offset: Int, path: String) -> StateDocumentError {
            let (line, column) = JSONValue.location(of: offset, in: bytes)
            return StateDocumentError(message: MessageText.shortened(message), path: path, line: line, column: column)
        }
        let root = document.skippingSpace(from: TextLines.byteOrderMarkLength(bytes))
        guard document.kind(at: root) == .object else {
            throw failure("a state document is a JSON object with \"format\", \"version\" and \"window\"", at: root, path: "")
        }
        let members = document.members(ofObjectAt: root)
        func member(_ key: String) -> Int? { members.first { $0.key == key }?.offset }
        let formatOffset = member("format")
        guard let formatOffset, case let .string(name) = document.scalar(at: formatOffset).value, name == format else {
            throw failure("not a NavStack state document: \"format\" must be \"\(format)\"", at: formatOffset ?? root, path: "format")
        }
        let versionOffset = member("version")
        guard let versionOffset, document.kind(at: versionOffset) == .number,
            case let .number(text) = document.scalar(at: versionOffset).value
        else {
            throw failure("\"version\" must be a number", at: versionOffset ?? root, path: "version")
        }
        guard Int(text) == version else {
            throw failure(
                "unknown state document version \(text); this version of NavStack reads version \(version)", at: versionOffset,
                path: "version")
        }
        guard let windowOffset = member("window") else { throw failure("no \"window\"", at: root, path: "window") }
        if document.kind(at: windowOffset) == .object,
            let nodes = document.members(ofObjectAt: windowOffset).first(where: { $0.key == "nodes" })?.offset,
            document.kind(at: nodes) == .array
        {
            let count = document.count(ofArrayAt: nodes, upTo: maximumElements)
            if count > maximumControllers {
                throw failure(
                    "the window holds \(count) controllers; at most \(maximumControllers) are read", at: nodes, path: "window.nodes")
            }
        }
        func failure(_ message: String, at path: [Step]) -> StateDocumentError {
            let offset = document.offset(at: path.map { ($0.key, $0.index) }, from: windowOffset)
            return failure(message, at: offset, path: "window" + path.map(\.text).joined())
        }
        let window: Window
        do {
            window = try JSONCoding.decode(Window.self, from: document, at: windowOffset)
        } catch let error as DecodingError {
            let (path, message) = StateDocument.describe(error)
            throw failure(message, at: path)
        } catch {
            throw failure("\(error)", at: windowOffset, path: "window")
        }
        // Names a script can refer to, and no other: the document is read by scripts (`load
        // state`, `--state`). Controllers sit in the slots of their places in the document.
        for node in window.nodes.values {
            guard let name = node.name, !NameRule.isValid(name) else { continue }
            throw failure(
                "'\(MessageText.quoted(name))' is not a name a script can use: letters, digits and marks of any script, '_', '-' and '.'",
                at: [Step(key: "nodes", index: nil), Step(key: nil, index: node.id.slot), Step(key: "name", index: nil)])
        }
        return window
    }

    /// A coding path step.
    struct Step {
        var key: String?
        var index: Int?
        /// The step as the error's path writes it: `.key` (a long key by its ends) or `[index]`.
        var text: String { key.map { "." + MessageText.quoted($0) } ?? "[\(index ?? 0)]" }
    }

    private static func describe(_ error: DecodingError) -> ([Step], String) {
        func steps(_ path: [any CodingKey]) -> [Step] {
            path.map { key in key.intValue.map { Step(key: nil, index: $0) } ?? Step(key: key.stringValue, index: nil) }
        }
        switch error {
        case let .dataCorrupted(context): return (steps(context.codingPath), context.debugDescription)
        case let .keyNotFound(key, context): return (steps(context.codingPath), "missing \"\(key.stringValue)\"")
        case let .typeMismatch(_, context): return (steps(context.codingPath), context.debugDescription)
        case let .valueNotFound(_, context): return (steps(context.codingPath), context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }
}

/// Why a state document could not be read: the message, the path of the value
/// (`window.nodes[3].parent`) and its line and column.
public struct StateDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String
    /// Where in the document, as a path of keys and indices (empty: the document itself).
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// The path and the message, at most `MessageText.maximumLength` characters (and each
    /// name a long key or name by its ends), whatever the document holds.
    public var description: String { MessageText.shortened(path.isEmpty ? message : "\(path): \(message)") }
}
