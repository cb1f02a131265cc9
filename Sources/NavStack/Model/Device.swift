/// The device a ``Window`` runs on. Its idiom decides UIKit rules such as the More tab.
public struct Device: Hashable, Sendable, Codable {
    /// The user-interface idiom.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad
    }

    /// The device's identifier, e.g. `iphone-15-pro`.
    public let id: String
    /// Phone or pad.
    public let idiom: Idiom

    /// Creates a device.
    public init(id: String, idiom: Idiom) {
        self.id = id
        self.idiom = idiom
    }

    /// The default device, an iPhone 15 Pro.
    public static let iPhone15Pro = Device(id: "iphone-15-pro", idiom: .phone)

    /// Every device NavStack knows, by identifier.
    public static let all: [Device] = [
        Device(id: "iphone-se", idiom: .phone),
        Device(id: "iphone-8", idiom: .phone),
        Device(id: "iphone-13-mini", idiom: .phone),
        Device(id: "iphone-14", idiom: .phone),
        .iPhone15Pro,
        Device(id: "iphone-15-pro-max", idiom: .phone),
        Device(id: "iphone-16-pro", idiom: .phone),
        Device(id: "ipad-pro-11", idiom: .pad),
    ]

    /// Looks a device up by identifier (case-insensitive).
    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id.lowercased() }
    }

    /// How many tabs the tab bar shows before it turns the last one into More, or `nil`
    /// when it never does.
    ///
    /// Source: Apple `UITabBarController` overview — on iPhone, six or more view controllers
    /// show the first four plus More (reference/uikit.md §4). On iPad More appears only in
    /// compact width; NavStack models regular width, so no More.
    public var moreTabThreshold: Int? { idiom == .phone ? 6 : nil }
}
