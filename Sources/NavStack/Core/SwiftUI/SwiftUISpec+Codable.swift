/// A SwiftUI spec encodes as an object with one key, its case, as ``ControllerSpec`` does:
/// `{"view": "Catalog"}`, `{"stack": {"root": {"view": "Catalog"}, "path": "shop"}}`.
extension SwiftUISpec: Codable {
    private enum CodingKeys: String, CodingKey {
        case view, hosting, stack, tabView, windowGroup, role
    }

    private struct Role: Codable {
        var node: SwiftUINode
        var content: SwiftUISpec
    }

    private struct Hosting: Codable {
        var view: String
        var content: ControllerSpec
    }

    private struct Stack: Codable {
        var root: SwiftUISpec
        var path: String?
        var elementType: String?
    }

    private struct TabView: Codable {
        var tabs: [SwiftUITab]
        var selection: String?
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .view(name): try container.encode(name, forKey: .view)
        case let .hosting(view, content): try container.encode(Hosting(view: view, content: content), forKey: .hosting)
        case let .stack(root, path, elementType):
            try container.encode(Stack(root: root, path: path, elementType: elementType), forKey: .stack)
        case let .tabView(tabs, selection): try container.encode(TabView(tabs: tabs, selection: selection), forKey: .tabView)
        case let .windowGroup(content): try container.encode(content, forKey: .windowGroup)
        case let .role(node, content): try container.encode(Role(node: node, content: content), forKey: .role)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.onlyKey(of: "a SwiftUI spec")
        switch key {
        case .view: self = .view(try container.decode(String.self, forKey: key))
        case .hosting:
            let hosting = try container.decode(Hosting.self, forKey: key)
            self = .hosting(hosting.view, hosting.content)
        case .stack:
            let stack = try container.decode(Stack.self, forKey: key)
            self = .stack(root: stack.root, path: stack.path, elementType: stack.elementType)
        case .tabView:
            let tabView = try container.decode(TabView.self, forKey: key)
            self = .tabView(tabView.tabs, selection: tabView.selection)
        case .windowGroup: self = .windowGroup(try container.decode(SwiftUISpec.self, forKey: key))
        case .role:
            let role = try container.decode(Role.self, forKey: key)
            self = .role(role.node, role.content)
        }
    }
}
