/// An opaque, generational identifier of one controller in a ``Window``.
///
/// IDs are handed out by the window in creation order (`#0`, `#1`, …) and are never
/// reused, so the same script always produces the same IDs. An ID minted by a window also
/// remembers where the window stores the controller, so looking it up needs no hashing; two
/// IDs are equal when their generation numbers are.
///
/// An ID belongs to the window that minted it and to that window's copies (every value an
/// operation derives from it): there it names its controller, or nothing once the controller
/// is gone. A window carries no identity of its own, so an ID used with another window — an
/// unrelated one, or one decoded from a document — is not checked against its origin: it
/// names the controller of the same generation when the other window stores it where this
/// one did, and otherwise nothing (operations throw ``NavigationError/unknownController(_:)``).
/// To carry a controller from one window to another, look it up again: by name
/// (``Window/id(named:)``), or by generation with ``init(rawValue:)``, which finds the
/// controller of that generation in any window.
public struct ControllerID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, BitwiseCopyable {
    /// The generation number.
    public let rawValue: Int
    /// The storage slot in the window that minted it, or −1 (then found by search).
    package let slot: Int

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
