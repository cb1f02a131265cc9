#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A JSON document read into values, with the byte offset of each, for the state document
/// (``StateDocument``). The library reads and writes its own JSON, so the state it writes is
/// byte for byte the same on every platform and needs no Foundation.
///
/// Reading is linear in the input: objects index their keys once they are large, strings and
/// numbers are scanned once, and nesting is limited to ``JSONValue/maximumDepth`` levels.
indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (validated against JSON's grammar), converted when it is read.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// How deep arrays and objects may nest: far more than any state document needs.
    static let maximumDepth = 256
}

extension JSONValue {
    /// Checks that `bytes` are one JSON value (as ``parse(_:)`` reads them) without keeping
    /// any of it: memory for the keys of the objects open at a time, whatever the size.
    /// With `maximumCount`, an array or object holding more is refused where it exceeds it.
    ///
    /// - Throws: ``JSONSyntaxError`` as ``parse(_:)`` does.
    /// - Complexity: O(bytes).
    static func validate(_ bytes: [UInt8], maximumCount: Int? = nil) throws(JSONSyntaxError) {
        var reader = JSONReader(bytes: bytes)
        reader.building = false
        reader.maximumCount = maximumCount
        reader.position = TextLines.byteOrderMarkLength(bytes)
        reader.skipSpace()
        _ = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the JSON value") }
    }
}

/// A value and where it starts in the document.
struct JSONNode: Hashable, Sendable {
    /// The value.
    var value: JSONValue
    /// The offset of its first byte in the document's UTF-8.
    var offset: Int
}

/// A JSON object: its members in order, with an index by key once it has more than a few.
struct JSONObject: Hashable, Sendable {
    /// The members, in the document's order.
    private(set) var members: [(key: String, value: JSONNode)] = []
    private var index: [String: Int]?

    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }

    /// The member named `key`.
    subscript(key: String) -> JSONNode? {
        if let index { return index[key].map { members[$0].value } }
        return members.first { $0.key == key }?.value
    }

    /// Adds a member; `false` if the key is taken (the member is not added).
    mutating func append(_ key: String, _ value: JSONNode) -> Bool {
        if index == nil, members.count >= 8 {
            var built: [String: Int] = [:]
            for (position, member) in members.enumerated() { built[member.key] = position }
            index = built
        }
        if index != nil {
            guard self.index?[key] == nil else { return false }
            self.index?[key] = members.count
        } else if members.contains(where: { $0.key == key }) {
            return false
        }
        members.append((key, value))
        return true
    }
}

/// Why a JSON text could not be read: the message, and the line and column (in characters)
/// where reading stopped.
struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    var message: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int

    var description: String { message }
}

extension JSONValue {
    /// Reads the JSON text `bytes` (UTF-8): one value, with white space around it, after a
    /// byte order mark if there is one (RFC 8259 section 8.1 lets a reader ignore it; editors on
    /// Windows write it).
    ///
    /// - Throws: ``JSONSyntaxError`` at the first byte that does not fit JSON's grammar
    ///   (RFC 8259), a duplicate key, invalid UTF-8 or nesting past ``maximumDepth``.
    /// - Complexity: O(bytes).
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        reader.position = TextLines.byteOrderMarkLength(bytes)
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    /// The line and column (in characters) of the byte at `offset` of `bytes`, lines ending
    /// as `TextLines` ends them (LF, CR LF or a lone CR).
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        TextLines.location(of: offset, in: bytes)
    }
}

/// The reader behind ``JSONValue/parse(_:)`` and ``JSONValue/validate(_:maximumCount:)``,
/// and the lazy reading of a validated document (`JSONCoding`).
struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    /// Whether values are kept; when not, they are checked and skipped (`value(depth:)` then
    /// returns `null`).
    var building = true
    /// The most members or elements an object or array may hold.
    var maximumCount: Int?

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let (line, column) = JSONValue.location(of: offset ?? position, in: bytes)
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < JSONValue.maximumDepth else { throw error("nested more than \(JSONValue.maximumDepth) levels deep") }
            position += 1
            var object = JSONObject()
            // Without building, the keys alone, to find a duplicate.
            var keys = Set<String>()
            skipSpace()
            if current == UInt8(ascii: "}") {
                position += 1
                return JSONNode(value: .object(object), offset: start)
            }
            while true {
                skipSpace()
                let keyStart = position
                guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let key = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                position += 1
                skipSpace()
                let member = try value(depth: depth + 1)
                let added = building ? object.append(key, member) : keys.insert(key).inserted
                guard added else { throw error("duplicate key \"\(MessageText.quoted(key))\"", at: keyStart) }
                if let maximumCount, (building ? object.members.count : keys.count) > maximumCount {
                    throw error("an object of more than \(maximumCount) members", at: keyStart)
                }
                skipSpace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' in the object") }
                position += 1
                return JSONNode(value: .object(object), offset: start)
            }
        case UInt8(ascii: "["):
            guard depth < JSONValue.maximumDepth else { throw error("nested more than \(JSONValue.maximumDepth) levels deep") }
            position += 1
            var elements: [JSONNode] = []
            var count = 0
            skipSpace()
            if current == UInt8(ascii: "]") {
                position += 1
                return JSONNode(value: .array(elements), offset: start)
            }
            while true {
                skipSpace()
                let elementStart = position
                let element = try value(depth: depth + 1)
                if building { elements.append(element) }
                count += 1
                if let maximumCount, count > maximumCount {
                    throw error("an array of more than \(maximumCount) elements", at: elementStart)
                }
                skipSpace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in the array") }
                position += 1
                return JSONNode(value: .array(elements), offset: start)
            }
        case UInt8(ascii: "\""):
            guard building else {
                try skipString()
                return JSONNode(value: .null, offset: start)
            }
            return JSONNode(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), offset: start)
        default:
            throw error("expected a JSON value")
        }
    }

    /// Checks a string and moves past it without keeping it: its bytes must be valid UTF-8
    /// and its escapes well formed, as ``string()`` requires.
    mutating func skipString() throws(JSONSyntaxError) {
        position += 1  // the quote
        var runStart = position
        while true {
            guard let byte = current else { throw error("the document ends inside a string") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                // Checked in place: a 100 MB string costs no copy.
                var iterator = bytes[runStart..<position].makeIterator()
                var codec = UTF8()
                decoding: while true {
                    switch codec.decode(&iterator) {
                    case .scalarValue: continue
                    case .emptyInput: break decoding
                    case .error: throw error("invalid UTF-8 in a string", at: runStart)
                    }
                }
            }
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if byte < 0x20 { throw error("a control character in a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            // An escape, checked as ``string()`` checks it.
            position += 1
            guard let escaped = current else { throw error("the document ends inside a string") }
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                UInt8(ascii: "r"), UInt8(ascii: "t"):
                break
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xD800...0xDBFF).contains(high) {
                    guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error("a high surrogate \\u escape without its low surrogate")
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("an invalid surrogate pair") }
                } else if (0xDC00...0xDFFF).contains(high) {
                    throw error("a lone low surrogate \\u escape")
                }
            default:
                throw error("an invalid escape in a string", at: position - 2)
            }
            runStart = position
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("expected '\(word)'") }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            throw error("expected '\(word)'")
        }
        position += count
    }

    mutating func digits() -> Int {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position - start
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, at most 64 characters.
    mutating func number() throws(JSONSyntaxError) -> String {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        guard position - start <= 64 else { throw error("a number of more than 64 characters", at: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string, its escapes resolved; the bytes between escapes must be valid UTF-8.
    mutating func string() throws(JSONSyntaxError) -> String {
        position += 1  // the quote
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ reader: JSONReader, to end: Int) throws(JSONSyntaxError) {
            guard end > runStart else { return }
            let run = reader.bytes[runStart..<end]
            var decoded = String.UnicodeScalarView()
            var iterator = run.makeIterator()
            var codec = UTF8()
            decoding: while true {
                switch codec.decode(&iterator) {
                case let .scalarValue(scalar): decoded.append(scalar)
                case .emptyInput: break decoding
                case .error: throw reader.error("invalid UTF-8 in a string", at: runStart)
                }
            }
            scalars.append(contentsOf: decoded)
        }
        while true {
            guard let byte = current else { throw error("the document ends inside a string") }
            if byte == UInt8(ascii: "\"") {
                try flush(self, to: position)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character in a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            try flush(self, to: position)
            position += 1
            guard let escaped = current else { throw error("the document ends inside a string") }
            position += 1
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xD800...0xDBFF).contains(high) {
                    guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error("a high surrogate \\u escape without its low surrogate")
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                    else { throw error("an invalid surrogate pair") }
                    scalars.append(scalar)
                } else {
                    guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate \\u escape") }
                    scalars.append(scalar)
                }
            default:
                throw error("an invalid escape in a string", at: position - 2)
            }
            runStart = position
        }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}

// MARK: Writing

extension JSONValue {
    /// The value as JSON text: objects and arrays one member per line, indented by two
    /// spaces; keys in the order given; the shortest numbers that read back the same.
    func text() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case let .number(text): out += text
        case let .string(text): JSONValue.writeString(text, to: &out)
        case let .array(elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.value.write(to: &out, indent: indent + 2)
                out += position == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case let .object(object):
            guard !object.members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (position, member) in object.members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.writeString(member.key, to: &out)
                out += ": "
                member.value.value.write(to: &out, indent: indent + 2)
                out += position == object.members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Writes `text` as a JSON string literal (``JSONEscaping``).
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        let utf8 = Array(text.utf8)
        JSONEscaping.write(utf8, run: { out += String(decoding: utf8[$0], as: UTF8.self) }, escape: { out += $0 })
        out += "\""
    }
}
