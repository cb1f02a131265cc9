/// SwiftUI's navigation containers and views, as ``ControllerSpec/swiftUI(_:)`` builds them:
/// the UIKit controllers SwiftUI makes underneath (`SwiftUINode.swift` names their classes).
///
///     hosting(Settings)                          .view("Settings")
///     hosting(Shop, stack(Catalog))              .hosting("Shop", .swiftUI(.stack(root: .view("Catalog"))))
///     shop=stack(Catalog, Product)               .stack(root: .view("Catalog"), path: "shop", elementType: "Product")
///     tabs=tabview(tab(home, stack(Home)), Cart) .tabView([…], selection: "tabs")
///
/// A view's name is its type, as the app's code writes it (`ContentView`, or with its module,
/// `Example.ContentView`); each controller made for it gets a name of its own
/// (`Window.swiftUIInstanceName(for:)`).
public indirect enum SwiftUISpec: Hashable, Sendable {
    /// A SwiftUI view: where UIKit holds it, `UIHostingController(rootView:)`; inside SwiftUI,
    /// the hosting controller SwiftUI makes for its place (a stack's root or destination, a tab,
    /// a sheet).
    case view(String)
    /// A view whose body embeds a controller: a SwiftUI container (`stack`, `tabview`) or,
    /// through `UIViewControllerRepresentable`, a UIKit controller.
    case hosting(String, ControllerSpec)
    /// `NavigationStack(path: $path) { root }`: `path` names the binding (and labels the stack),
    /// `elementType` is the element type of a typed path (`[Product]`); `nil` is a
    /// `NavigationPath`, which holds any value.
    case stack(root: SwiftUISpec, path: String? = nil, elementType: String? = nil)
    /// `TabView(selection: $selection) { … }`: `selection` names the binding (and labels the
    /// tab bar controller).
    case tabView([SwiftUITab], selection: String? = nil)
    /// A SwiftUI `App`'s `WindowGroup { content }`: the window's root hosting controller.
    case windowGroup(SwiftUISpec)
    /// `content` where SwiftUI shows it for a role: a path element's or a binding's
    /// destination, a sheet or cover, a tab. Its hosting controller is the one SwiftUI makes
    /// for the role (``SwiftUINode/className(design:)``).
    case role(SwiftUINode, SwiftUISpec)

    /// The kind of the top controller the spec makes where UIKit holds it.
    public var kind: ControllerKind {
        switch self {
        case .view: .screen
        case .hosting: .hostingController
        case let .windowGroup(content), let .role(_, content):
            if case .view = content { .screen } else { .hostingController }
        case .stack: .navigationController
        case .tabView: .tabBarController
        }
    }

    /// The label of a container (the name of its binding); views are named when built.
    public var label: String? {
        switch self {
        case .view, .hosting, .windowGroup, .role: nil
        case let .stack(_, path, _): path
        case let .tabView(_, selection): selection
        }
    }

    /// Whether this is a SwiftUI container (`NavigationStack`, `TabView`), which UIKit can only
    /// hold inside a hosting controller.
    var isContainer: Bool {
        switch self {
        case .stack, .tabView: true
        case .view, .hosting, .windowGroup, .role: false
        }
    }

    /// The controller specs nested in this one (the controllers views embed).
    var embeddedControllers: [ControllerSpec] {
        switch self {
        case .view: []
        case let .hosting(_, content): [content]
        case let .stack(root, _, _): root.embeddedControllers
        case let .tabView(tabs, _): tabs.flatMap(\.content.embeddedControllers)
        case let .windowGroup(content), let .role(_, content): content.embeddedControllers
        }
    }
}

/// One tab of a ``SwiftUISpec/tabView(_:selection:)``: its content and its tag
/// (`.tag(_:)`, or `Tab(value:)`), the value the selection binding takes to show it.
public struct SwiftUITab: Hashable, Sendable, Codable {
    /// The tag, `nil` for an untagged tab.
    public var tag: String?
    /// The content.
    public var content: SwiftUISpec

    /// Creates a tab.
    public init(tag: String? = nil, _ content: SwiftUISpec) {
        self.tag = tag
        self.content = content
    }
}
