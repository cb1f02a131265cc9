/// Reading SwiftUI's controller classes back from a `_printHierarchy` dump (`load hierarchy`):
/// which are SwiftUI's, what each is (the inverse of ``SwiftUINode/className(design:)``), and
/// the view a `UIHostingController<V>` hosts.
public enum SwiftUIClasses {
    /// What a dumped class is, when it is one of SwiftUI's.
    public enum Reading: Hashable, Sendable {
        /// A navigation controller (`SwiftUI.UIKitNavigationController`, or another SwiftUI
        /// class whose name says it is one, as `StyleContextSplitViewNavigationController`).
        case navigationController
        /// A tab bar controller (`SwiftUI.UIKitTabBarController`).
        case tabBarController
        /// A hosting controller, with the role its class gives it and the view it hosts.
        case host(SwiftUINode)
        /// Another SwiftUI controller holding others (a `NavigationSplitView`'s split view
        /// controller): with one child, a controller embedding it (in compact width a split
        /// view shows one column).
        case container
    }

    /// What `className` is, `nil` when it is not one of SwiftUI's classes.
    public static func read(_ className: String) -> Reading? {
        switch className {
        case "SwiftUI.UIKitNavigationController": return .navigationController
        case "SwiftUI.UIKitTabBarController": return .tabBarController
        case "SwiftUI.TabHostingController": return .host(SwiftUINode(role: .tab))
        default: break
        }
        guard className.hasPrefix("SwiftUI.") || className.hasPrefix("_TtGC7SwiftUI") || className.hasPrefix("_TtC7SwiftUI") else {
            return nil
        }
        if className.hasPrefix("_TtGC7SwiftUI19UIHostingController") {
            let argument = className.dropFirst("_TtGC7SwiftUI19UIHostingController".count)
            if argument == "GVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__" { return .host(SwiftUINode(role: .windowGroup)) }
            if argument == "VVS_7TabItem8RootView_" { return .host(SwiftUINode(role: .tab)) }
            return .host(SwiftUINode(role: .hosting, view: view(mangled: argument)))
        }
        if className.hasPrefix("_TtGC7SwiftUI32NavigationStackHostingController") { return .host(SwiftUINode(role: .pathElement)) }
        if className.hasPrefix("_TtGC7SwiftUI29PresentationHostingController") { return .host(SwiftUINode(role: .presentation)) }
        if className.contains("NavigationController") { return .navigationController }
        if className.contains("TabBarController") { return .tabBarController }
        if className.contains("HostingController") { return .host(SwiftUINode(role: .hosting)) }
        return .container
    }

    /// The view `Module.Type` of a generic argument mangled as one struct
    /// (`V7Example11ContentView_`), `nil` for any other argument (`AnyView`, a
    /// `ModifiedContent`), which names no view of the app.
    static func view(mangled argument: Substring) -> String? {
        guard argument.first == "V", argument.last == "_" else { return nil }
        var rest = argument.dropFirst().dropLast()
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, length <= 255 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return nil }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        guard parts.count == 2, parts.allSatisfy(PathValue.isTypeName) else { return nil }
        return parts.joined(separator: ".")
    }

    /// The name an imported SwiftUI controller gets: its view's (`ContentView`), else the
    /// class's readable name (`NavigationStackHostingController`, `Tab`).
    package static func screenName(for node: SwiftUINode) -> String {
        if let view = node.view { return SwiftUINode.shortName(of: view) }
        switch node.role {
        case .windowGroup: return "WindowGroup"
        case .tab: return "Tab"
        case .pathElement, .stackRoot, .destination: return "NavigationStackHostingController"
        case .presentation: return "PresentationHostingController"
        default: return "UIHostingController"
        }
    }
}
