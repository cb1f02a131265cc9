/// An opaque, generational identifier of one controller in a ``Window``.
///
/// IDs are handed out by the window in creation order (`#0`, `#1`, …) and are never
/// reused, so the same script always produces the same IDs. An ID minted by a window also
/// remembers where the window stores the controller, so looking it up needs no hashing; two
/// IDs are equal when their generation numbers are.
public struct ControllerID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The generation number.
    public let rawValue: Int
    /// The storage slot in the window that minted it, or −1 (then found by search).
    let slot: Int

    /// Creates an ID from its generation number. Meant for tests and decoding; looking it up
    /// searches the window.
    public init(rawValue: Int) {
        self.rawValue = rawValue
        slot = -1
    }

    init(rawValue: Int, slot: Int) {
        self.rawValue = rawValue
        self.slot = slot
    }

    public var description: String { "#\(rawValue)" }

    public static func == (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
        slot = -1
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
