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

    /// Decodes a `T` from `node`.
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        try T(from: NodeDecoder(node: node, codingPath: []))
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

private struct NodeDecoder: Decoder {
    let node: JSONNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(object) = node.value else { throw mismatch([String: Int].self, node, codingPath) }
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(elements) = node.value else { throw mismatch([Int].self, node, codingPath) }
        return UnkeyedNodeContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleNodeContainer(node: node, codingPath: codingPath) }
}

private func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
}

private func mismatch(_ type: Any.Type, _ node: JSONNode, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(expectedWord(type)), found \(describe(node.value))"))
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

/// Decodes a primitive from `node`, or returns `nil` when `T` is not one.
private func decodePrimitive<T>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey]) throws -> T? {
    func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
        guard case let .number(text) = node.value else { throw mismatch(type, node, path) }
        guard let value = I(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(text) is not an integer in \(I.min)...\(I.max)"))
        }
        return value
    }
    switch type {
    case is Bool.Type:
        guard case let .bool(flag) = node.value else { throw mismatch(type, node, path) }
        return flag as? T
    case is String.Type:
        guard case let .string(text) = node.value else { throw mismatch(type, node, path) }
        return text as? T
    case is Double.Type, is Float.Type:
        guard case let .number(text) = node.value, let number = Double(text) else { throw mismatch(type, node, path) }
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

private func decodeValue<T: Decodable>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey]) throws -> T {
    if let value = try decodePrimitive(type, from: node, at: path) { return value }
    return try T(from: NodeDecoder(node: node, codingPath: path))
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    var codingPath: [any CodingKey]

    var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }
    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func node(_ key: Key) throws -> JSONNode {
        guard let node = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return node
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try node(key).value { return true }
        return false
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, from: node(key), at: codingPath + [key])
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = object[key.stringValue] else { return nil }
        if case .null = node.value { return nil }
        return try decodeValue(type, from: node, at: codingPath + [key])
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeDecoder(node: node(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try NodeDecoder(node: node(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        NodeDecoder(node: object["super"] ?? JSONNode(value: .null, offset: 0), codingPath: codingPath)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder { NodeDecoder(node: try node(key), codingPath: codingPath + [key]) }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    var codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSONNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    mutating func next() throws -> (JSONNode, [any CodingKey]) {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, case .null = elements[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next()
        return try decodeValue(type, from: node, at: path)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next()
        return try NodeDecoder(node: node, codingPath: path).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next()
        return try NodeDecoder(node: node, codingPath: path).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next()
        return NodeDecoder(node: node, codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type, from: node, at: codingPath) }
}
