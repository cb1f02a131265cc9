/// The interface orientation of the device.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait, landscape
}
