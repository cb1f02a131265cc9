/// An opaque, generational identifier of one controller in a ``Window``.
///
/// IDs are handed out by the window in creation order (`#0`, `#1`, …) and are never
/// reused, so the same script always produces the same IDs.
public struct ControllerID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The generation number.
    public let rawValue: Int

    /// Creates an ID from its generation number. Meant for tests and decoding.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public var description: String { "#\(rawValue)" }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
