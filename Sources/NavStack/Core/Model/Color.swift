/// An sRGB colour written `#RRGGBB` (or `#RRGGBBAA`), compared case-insensitively.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The normalised spelling: `#` followed by upper-case hex digits.
    public let hex: String

    /// Parses `#RRGGBB` or `#RRGGBBAA`; returns `nil` for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ $0.isHexDigit && $0.isASCII })
        else { return nil }
        hex = "#" + digits.uppercased()
    }

    public var description: String { hex }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not a #RRGGBB colour"))
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
