/// A spec encodes as an object with one key, its case: `{"screen": {"name": "Home"}}`,
/// `{"navigationController": {"root": …, "label": "main"}}`. State documents keep specs in
/// the SwiftUI views' declarations (what a destination pushes).
extension ControllerSpec: Codable {
    private enum CodingKeys: String, CodingKey {
        case screen, existing, navigationController, koinuNavigationController, containerNavigationController
        case tabBarController, pageViewController, hostingController, swiftUI
    }

    private struct Screen: Codable {
        var name: String
        var properties: ScreenProperties?
    }

    private struct Single: Codable {
        var root: ControllerSpec
        var noWrapping: Bool?
        var label: String?
    }

    private struct Tabs: Codable {
        var tabs: [ControllerSpec]
        var label: String?
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .screen(name, properties):
            try container.encode(Screen(name: name, properties: properties.isUnwritten ? nil : properties), forKey: .screen)
        case let .existing(id):
            try container.encode(id, forKey: .existing)
        case let .navigationController(root, label):
            try container.encode(Single(root: root, label: label), forKey: .navigationController)
        case let .koinuNavigationController(root, noWrapping, label):
            try container.encode(
                Single(root: root, noWrapping: noWrapping ? true : nil, label: label), forKey: .koinuNavigationController)
        case let .containerNavigationController(root, label):
            try container.encode(Single(root: root, label: label), forKey: .containerNavigationController)
        case let .tabBarController(tabs, label):
            try container.encode(Tabs(tabs: tabs, label: label), forKey: .tabBarController)
        case let .pageViewController(page, label):
            try container.encode(Single(root: page, label: label), forKey: .pageViewController)
        case let .hostingController(content, label):
            try container.encode(Single(root: content, label: label), forKey: .hostingController)
        case let .swiftUI(spec):
            try container.encode(spec, forKey: .swiftUI)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.onlyKey(of: "a controller spec")
        switch key {
        case .screen:
            let screen = try container.decode(Screen.self, forKey: key)
            self = .screen(screen.name, screen.properties ?? ScreenProperties())
        case .existing:
            self = .existing(try container.decode(ControllerID.self, forKey: key))
        case .navigationController:
            let single = try container.decode(Single.self, forKey: key)
            self = .navigationController(root: single.root, label: single.label)
        case .koinuNavigationController:
            let single = try container.decode(Single.self, forKey: key)
            self = .koinuNavigationController(root: single.root, noWrapping: single.noWrapping ?? false, label: single.label)
        case .containerNavigationController:
            let single = try container.decode(Single.self, forKey: key)
            self = .containerNavigationController(root: single.root, label: single.label)
        case .tabBarController:
            let tabs = try container.decode(Tabs.self, forKey: key)
            self = .tabBarController(tabs.tabs, label: tabs.label)
        case .pageViewController:
            let single = try container.decode(Single.self, forKey: key)
            self = .pageViewController(page: single.root, label: single.label)
        case .hostingController:
            let single = try container.decode(Single.self, forKey: key)
            self = .hostingController(content: single.root, label: single.label)
        case .swiftUI:
            self = .swiftUI(try container.decode(SwiftUISpec.self, forKey: key))
        }
    }
}

extension KeyedDecodingContainer {
    /// The one key of an object encoding an enum case as `{"case": payload}`
    /// (``ControllerSpec``, ``SwiftUISpec``); `what` names the value in the error.
    func onlyKey(of what: String) throws -> Key {
        guard allKeys.count == 1, let key = allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "\(what) has exactly one key, its case"))
        }
        return key
    }
}
