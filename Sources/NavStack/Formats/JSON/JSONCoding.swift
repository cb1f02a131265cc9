#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `Codable` over ``JSONValue``: the encoder and decoder the state document uses.
///
/// Object keys are written sorted, so a dictionary (whose order changes from run to run)
/// always prints the same. Non-finite numbers cannot be encoded; integers decode only from
/// integral numbers in range.
enum JSONCoding {
    /// Encodes `value` as a JSON value.
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let root = JSONBox()
        try value.encode(to: BoxEncoder(box: root, codingPath: []))
        return root.value
    }

}

// MARK: Encoding

/// A value being encoded; containers write into it after it is handed out. The members and
/// elements are stored properties, so adding one never copies the others.
private final class JSONBox {
    enum Kind { case empty, scalar, object, array }
    var kind = Kind.empty
    var scalar = JSONValue.null
    var members: [String: JSONBox] = [:]
    var elements: [JSONBox] = []

    /// Makes this box the value `value`.
    func set(_ value: JSONValue) {
        kind = .scalar
        scalar = value
    }

    var value: JSONValue {
        switch kind {
        case .empty: return .object(JSONObject())
        case .scalar: return scalar
        case .object:
            var object = JSONObject()
            for key in members.keys.sorted() {
                if let member = members[key] { _ = object.append(key, JSONNode(value: member.value, offset: 0)) }
            }
            return .object(object)
        case .array:
            return .array(elements.map { JSONNode(value: $0.value, offset: 0) })
        }
    }

    func member(_ key: String) -> JSONBox {
        makeObject()
        if let box = members[key] { return box }
        let box = JSONBox()
        members[key] = box
        return box
    }

    func appended() -> JSONBox {
        makeArray()
        let box = JSONBox()
        elements.append(box)
        return box
    }

    func makeObject() { kind = .object }
    func makeArray() { kind = .array }
}

private struct IndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct BoxEncoder: Encoder {
    let box: JSONBox
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.makeObject()
        return KeyedEncodingContainer(KeyedBoxContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.makeArray()
        return UnkeyedBoxContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleBoxContainer(box: box, codingPath: codingPath) }
}

/// The JSON for a primitive value, or `nil` when `value` is not one.
private func primitive(_ value: some Encodable, at path: [any CodingKey]) throws -> JSONValue? {
    switch value {
    case let flag as Bool: return .bool(flag)
    case let text as String: return .string(text)
    case let number as Double:
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, .init(codingPath: path, debugDescription: "\(number) is not a JSON number"))
        }
        return .number(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)")
    case let number as Float: return try primitive(Double(number), at: path)
    case let number as Int: return .number(String(number))
    case let number as Int8: return .number(String(number))
    case let number as Int16: return .number(String(number))
    case let number as Int32: return .number(String(number))
    case let number as Int64: return .number(String(number))
    case let number as UInt: return .number(String(number))
    case let number as UInt8: return .number(String(number))
    case let number as UInt16: return .number(String(number))
    case let number as UInt32: return .number(String(number))
    case let number as UInt64: return .number(String(number))
    default: return nil
    }
}

private func encodeValue(_ value: some Encodable, into box: JSONBox, at path: [any CodingKey]) throws {
    if let json = try primitive(value, at: path) {
        box.set(json)
    } else {
        try value.encode(to: BoxEncoder(box: box, codingPath: path))
    }
}

private struct KeyedBoxContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONBox
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box.member(key.stringValue).set(.null) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try encodeValue(value, into: box.member(key.stringValue), at: codingPath + [key])
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
        NestedKey
    > {
        let member = box.member(key.stringValue)
        member.makeObject()
        return KeyedEncodingContainer(KeyedBoxContainer<NestedKey>(box: member, codingPath: codingPath + [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = box.member(key.stringValue)
        member.makeArray()
        return UnkeyedBoxContainer(box: member, codingPath: codingPath + [key])
    }
    mutating func superEncoder() -> any Encoder { BoxEncoder(box: box.member("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        BoxEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedBoxContainer: UnkeyedEncodingContainer {
    let box: JSONBox
    var codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    mutating func encodeNil() throws { box.appended().set(.null) }
    mutating func encode(_ value: some Encodable) throws {
        let path = codingPath + [IndexKey(count)]
        try encodeValue(value, into: box.appended(), at: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        let element = box.appended()
        element.makeObject()
        return KeyedEncodingContainer(KeyedBoxContainer<NestedKey>(box: element, codingPath: path))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        let element = box.appended()
        element.makeArray()
        return UnkeyedBoxContainer(box: element, codingPath: path)
    }
    mutating func superEncoder() -> any Encoder { BoxEncoder(box: box.appended(), codingPath: codingPath) }
}

private struct SingleBoxContainer: SingleValueEncodingContainer {
    let box: JSONBox
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.set(.null) }
    mutating func encode(_ value: some Encodable) throws { try encodeValue(value, into: box, at: codingPath) }
}

// MARK: Decoding

/// A validated JSON document (``JSONValue/validate(_:maximumCount:)``) read where asked: a
/// value is its byte offset, an object's members are found by scanning it, a value is skipped
/// by reading past it. Decoding keeps no tree of the document, so what a document costs is
/// what is decoded from it, and a value of the wrong type is refused at its first byte.
struct LazyJSON: Sendable {
    let bytes: [UInt8]

    /// A value's kind, told by its first byte.
    enum Kind {
        case object, array, string, number, bool, null

        /// How a message names it.
        var word: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    func kind(at offset: Int) -> Kind {
        switch offset < bytes.count ? bytes[offset] : 0 {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    /// The offset just past the value at `offset`: one scan of its bytes, which were
    /// validated, minding only brackets, quotes and escapes.
    func end(ofValueAt offset: Int) -> Int {
        guard offset < bytes.count else { return bytes.count }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return end(ofStringAt: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: "\""):
                    index = end(ofStringAt: index) - 1
                default: break
                }
                index += 1
            }
            return bytes.count
        default:
            // A number or literal ends at the first byte that cannot continue it.
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09: return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The offset just past the string whose quote is at `offset`.
    private func end(ofStringAt offset: Int) -> Int {
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return bytes.count
    }

    /// The offset of the first non-space byte at or after `offset`.
    func skippingSpace(from offset: Int) -> Int {
        var reader = JSONReader(bytes: bytes, position: offset)
        reader.skipSpace()
        return reader.position
    }

    /// The members of the object at `offset`: each key and the offset of its value.
    func members(ofObjectAt offset: Int) -> [(key: String, offset: Int)] {
        var members: [(key: String, offset: Int)] = []
        var reader = JSONReader(bytes: bytes, position: skippingSpace(from: offset + 1))
        while reader.current == UInt8(ascii: "\"") {
            guard let key = try? reader.string() else { break }
            reader.skipSpace()
            reader.position += 1  // ':'
            reader.skipSpace()
            let value = reader.position
            members.append((key, value))
            reader.position = end(ofValueAt: value)
            reader.skipSpace()
            if reader.current == UInt8(ascii: ",") {
                reader.position += 1
                reader.skipSpace()
            }
        }
        return members
    }

    /// The offset of the first element of the array at `offset`, or of its `]`.
    func firstElement(ofArrayAt offset: Int) -> Int { skippingSpace(from: offset + 1) }

    /// The offset of the element after the one at `offset`, or of the array's `]`.
    func element(after offset: Int) -> Int {
        var next = skippingSpace(from: end(ofValueAt: offset))
        if next < bytes.count, bytes[next] == UInt8(ascii: ",") { next = skippingSpace(from: next + 1) }
        return next
    }

    /// Whether `offset` is the `]` ending an array.
    func isArrayEnd(_ offset: Int) -> Bool { offset >= bytes.count || bytes[offset] == UInt8(ascii: "]") }

    /// How many elements the array at `offset` holds, counting no further than `limit + 1`.
    func count(ofArrayAt offset: Int, upTo limit: Int) -> Int {
        var count = 0
        var element = firstElement(ofArrayAt: offset)
        while !isArrayEnd(element), count <= limit {
            count += 1
            element = self.element(after: element)
        }
        return count
    }

    /// The scalar at `offset` (a string, number, boolean or null) as a node.
    func scalar(at offset: Int) -> JSONNode {
        var reader = JSONReader(bytes: bytes, position: offset)
        return (try? reader.value(depth: 0)) ?? JSONNode(value: .null, offset: offset)
    }

    /// The value the coding path `path` leads to from `offset`: the deepest one it reaches.
    func offset(at path: [(key: String?, index: Int?)], from offset: Int) -> Int {
        var current = offset
        for step in path {
            switch kind(at: current) {
            case .object:
                guard let key = step.key, let member = members(ofObjectAt: current).first(where: { $0.key == key }) else { return current }
                current = member.offset
            case .array:
                guard let index = step.index, index >= 0 else { return current }
                var element = firstElement(ofArrayAt: current)
                var position = 0
                while !isArrayEnd(element), position < index {
                    element = self.element(after: element)
                    position += 1
                }
                guard !isArrayEnd(element) else { return current }
                current = element
            default:
                return current
            }
        }
        return current
    }
}

extension JSONCoding {
    /// Decodes a `T` from the value at `offset` of the validated document `document`.
    static func decode<T: Decodable>(_ type: T.Type, from document: LazyJSON, at offset: Int) throws -> T {
        try T(from: LazyDecoder(document: document, offset: offset, codingPath: []))
    }
}

private struct LazyDecoder: Decoder {
    let document: LazyJSON
    let offset: Int
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.kind(at: offset) == .object else { throw mismatch([String: Int].self, document.kind(at: offset), codingPath) }
        return KeyedDecodingContainer(
            LazyKeyedContainer<Key>(document: document, members: document.members(ofObjectAt: offset), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard document.kind(at: offset) == .array else { throw mismatch([Int].self, document.kind(at: offset), codingPath) }
        return LazyUnkeyedContainer(document: document, position: document.firstElement(ofArrayAt: offset), codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        LazySingleContainer(document: document, offset: offset, codingPath: codingPath)
    }
}

private func mismatch(_ type: Any.Type, _ kind: LazyJSON.Kind, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(expectedWord(type)), found \(kind.word)"))
}

private func expectedWord(_ type: Any.Type) -> String {
    switch type {
    case is Bool.Type: "a boolean"
    case is String.Type: "a string"
    case is [Int].Type: "an array"
    case is [String: Int].Type: "an object"
    default: "a number (\(type))"
    }
}

/// Whether `type` is read from a scalar (``decodePrimitive(_:at:in:path:)``).
private func isPrimitive(_ type: Any.Type) -> Bool {
    switch type {
    case is Bool.Type, is String.Type, is Double.Type, is Float.Type, is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type,
        is Int64.Type, is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
        true
    default: false
    }
}

/// Decodes a primitive from the value at `offset`, or returns `nil` when `T` is not one. An
/// array or object where a scalar belongs is refused at its first byte, unread.
private func decodePrimitive<T>(_ type: T.Type, at offset: Int, in document: LazyJSON, path: [any CodingKey]) throws -> T? {
    guard isPrimitive(type) else { return nil }
    let kind = document.kind(at: offset)
    guard kind != .object, kind != .array else { throw mismatch(type, kind, path) }
    let node = document.scalar(at: offset)
    func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
        guard case let .number(text) = node.value else { throw mismatch(type, kind, path) }
        guard let value = I(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(text) is not an integer in \(I.min)...\(I.max)"))
        }
        return value
    }
    switch type {
    case is Bool.Type:
        guard case let .bool(flag) = node.value else { throw mismatch(type, kind, path) }
        return flag as? T
    case is String.Type:
        guard case let .string(text) = node.value else { throw mismatch(type, kind, path) }
        return text as? T
    case is Double.Type, is Float.Type:
        guard case let .number(text) = node.value, let number = Double(text) else { throw mismatch(type, kind, path) }
        guard number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(text) is out of range"))
        }
        return (type is Float.Type ? Float(number) as Any : number as Any) as? T
    case is Int.Type: return try integer(Int.self) as? T
    case is Int8.Type: return try integer(Int8.self) as? T
    case is Int16.Type: return try integer(Int16.self) as? T
    case is Int32.Type: return try integer(Int32.self) as? T
    case is Int64.Type: return try integer(Int64.self) as? T
    case is UInt.Type: return try integer(UInt.self) as? T
    case is UInt8.Type: return try integer(UInt8.self) as? T
    case is UInt16.Type: return try integer(UInt16.self) as? T
    case is UInt32.Type: return try integer(UInt32.self) as? T
    case is UInt64.Type: return try integer(UInt64.self) as? T
    default: return nil
    }
}

private func decodeValue<T: Decodable>(_ type: T.Type, at offset: Int, in document: LazyJSON, path: [any CodingKey]) throws -> T {
    if let value = try decodePrimitive(type, at: offset, in: document, path: path) { return value }
    return try T(from: LazyDecoder(document: document, offset: offset, codingPath: path))
}

private struct LazyKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: LazyJSON
    let members: [(key: String, offset: Int)]
    var codingPath: [any CodingKey]
    /// The members by key, once there are more than a few.
    private let index: [String: Int]?

    init(document: LazyJSON, members: [(key: String, offset: Int)], codingPath: [any CodingKey]) {
        self.document = document
        self.members = members
        self.codingPath = codingPath
        index = members.count > 8 ? Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    private func offset(of key: Key) -> Int? {
        if let index { return index[key.stringValue].map { members[$0].offset } }
        return members.first { $0.key == key.stringValue }?.offset
    }

    func contains(_ key: Key) -> Bool { offset(of: key) != nil }

    func required(_ key: Key) throws -> Int {
        guard let offset = offset(of: key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return offset
    }

    func decodeNil(forKey key: Key) throws -> Bool { document.kind(at: try required(key)) == .null }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, at: required(key), in: document, path: codingPath + [key])
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let offset = offset(of: key), document.kind(at: offset) != .null else { return nil }
        return try decodeValue(type, at: offset, in: document, path: codingPath + [key])
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try LazyDecoder(document: document, offset: required(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try LazyDecoder(document: document, offset: required(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        LazyDecoder(document: document, offset: members.first { $0.key == "super" }?.offset ?? document.bytes.count, codingPath: codingPath)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        LazyDecoder(document: document, offset: try required(key), codingPath: codingPath + [key])
    }
}

private struct LazyUnkeyedContainer: UnkeyedDecodingContainer {
    let document: LazyJSON
    /// The offset of the next element, or of the array's `]`.
    var position: Int
    var codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { nil }
    var isAtEnd: Bool { document.isArrayEnd(position) }

    init(document: LazyJSON, position: Int, codingPath: [any CodingKey]) {
        self.document = document
        self.position = position
        self.codingPath = codingPath
    }

    mutating func next() throws -> (Int, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the array has no more elements"))
        }
        defer {
            currentIndex += 1
            position = document.element(after: position)
        }
        return (position, codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, document.kind(at: position) == .null else { return false }
        _ = try next()
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (offset, path) = try next()
        return try decodeValue(type, at: offset, in: document, path: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (offset, path) = try next()
        return try LazyDecoder(document: document, offset: offset, codingPath: path).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (offset, path) = try next()
        return try LazyDecoder(document: document, offset: offset, codingPath: path).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder {
        let (offset, path) = try next()
        return LazyDecoder(document: document, offset: offset, codingPath: path)
    }
}

private struct LazySingleContainer: SingleValueDecodingContainer {
    let document: LazyJSON
    let offset: Int
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool { document.kind(at: offset) == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type, at: offset, in: document, path: codingPath) }
}
