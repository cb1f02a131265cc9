/// One element of a SwiftUI navigation path: a `Hashable` value of a type, as
/// `NavigationPath` holds it (Apple doc `NavigationPath`: "a type-erased list of data").
///
/// A script writes an `Int` as a number (`3`), a `String` quoted (`"spring sale"`), and a value
/// of an app's type as `TYPE:VALUE` (`Product:shoes`); `Int:3` and `String:x` are accepted too.
/// Two values are equal when their types and values are.
public struct PathValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's name, as the app's code writes it (`Int`, `String`, `Product`).
    public var type: String
    /// The value, as text.
    public var value: String

    /// A value of an app's type.
    public init(type: String, value: String) {
        self.type = type
        self.value = value
    }

    /// An `Int`.
    public init(_ value: Int) { self.init(type: "Int", value: String(value)) }

    /// A `String`.
    public init(_ value: String) { self.init(type: "String", value: value) }

    /// The types every SwiftUI app has: no declaration names them.
    static let builtInTypes: Set<String> = ["Int", "String"]

    /// Reads the script's form of a value: a whole number is an `Int`, a quoted word a
    /// `String`, `TYPE:VALUE` a value of TYPE. `nil` when `text` is none of these, or an `Int`
    /// that is not a whole number within `Int`'s range.
    package init?(script text: String, quoted: Bool) {
        if quoted {
            self.init(text)
            return
        }
        if let number = Int(text), PathValue.isWholeNumber(text) {
            self.init(number)
            return
        }
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
            return nil
        }
        let type = String(text[..<colon])
        let value = String(text[text.index(after: colon)...])
        guard PathValue.isTypeName(type) else { return nil }
        if type == "Int" {
            guard PathValue.isWholeNumber(value), let number = Int(value) else { return nil }
            self.init(number)
            return
        }
        self.init(type: type, value: value)
    }

    /// Whether `text` is an optional `-` and decimal digits.
    private static func isWholeNumber(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether `name` can be a Swift type's name as a script writes it: ASCII letters, digits
    /// and `_`, not starting with a digit, dotted for a nested type (`Route.Detail`).
    static func isTypeName(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
                return part.utf8.allSatisfy { byte in
                    byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                }
            }
    }

    /// The value as a script writes it: `3`, `"spring sale"`, `Product:shoes`.
    public var description: String {
        switch type {
        case "Int": value
        case "String":
            "\""
                + value.reduce(into: "") { text, character in
                    if character == "\"" || character == "\\" { text.append("\\") }
                    text.append(character)
                } + "\""
        default: type + ":" + value
        }
    }
}
