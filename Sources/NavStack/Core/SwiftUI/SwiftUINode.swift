/// What SwiftUI made a controller for (``ScreenProperties/swiftUI``): its role, the view the
/// app's code wrote, and the value or binding that brought it on screen. The controller's
/// class follows from the role (``SwiftUINode/className(design:)``).
public struct SwiftUINode: Hashable, Sendable, Codable {
    /// Why SwiftUI made the controller.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        /// The window's root hosting controller of a SwiftUI `App` (`WindowGroup`).
        case windowGroup
        /// `UIHostingController(rootView:)` made by the app's UIKit code.
        case hosting
        /// A `NavigationStack`'s navigation controller.
        case stack
        /// The hosting controller of a `NavigationStack`'s root view.
        case stackRoot
        /// The hosting controller of a path element's destination (``SwiftUINode/value``).
        case pathElement
        /// The hosting controller of a `navigationDestination(isPresented:)` or `(item:)`
        /// destination (``SwiftUINode/binding``, ``SwiftUINode/value`` for an item).
        case destination
        /// A `TabView`'s tab bar controller.
        case tabView
        /// The hosting controller of one tab (``SwiftUINode/tag``).
        case tab
        /// The hosting controller of a `.sheet` or `.fullScreenCover` (``SwiftUINode/binding``,
        /// ``SwiftUINode/value`` for an item).
        case presentation
    }

    /// The role.
    public var role: Role
    /// The view type the app's code wrote for this controller, `nil` for the containers and
    /// for hosts whose content is a container.
    public var view: String?
    /// The path element (``Role/pathElement``) or item (``Role/destination``,
    /// ``Role/presentation``) the controller shows; `nil` for a path element read from a dump,
    /// whose value a dump does not show.
    public var value: PathValue?
    /// The binding that presented it (``Role/destination``, ``Role/presentation``).
    public var binding: String?
    /// A tab's tag (``Role/tab``).
    public var tag: String?
    /// A typed path's element type (``Role/stack``); `nil` is a `NavigationPath`.
    public var elementType: String?

    /// Creates the attributes of a controller SwiftUI made.
    public init(
        role: Role, view: String? = nil, value: PathValue? = nil, binding: String? = nil, tag: String? = nil,
        elementType: String? = nil
    ) {
        self.role = role
        self.view = view
        self.value = value
        self.binding = binding
        self.tag = tag
        self.elementType = elementType
    }

    /// The word for a controller SwiftUI made that has no name of its own (no view, no
    /// binding label): `NavigationStack`, `TabView`, `WindowGroup`, `Tab`, `Destination`,
    /// `Presentation`, as the tree and the events print it.
    package var word: String {
        switch role {
        case .stack: "NavigationStack"
        case .tabView: "TabView"
        case .windowGroup: "WindowGroup"
        case .tab: "Tab"
        case .pathElement, .destination, .stackRoot: "Destination"
        case .presentation: "Presentation"
        case .hosting: "UIHostingController"
        }
    }

    /// Whether the controller is one of SwiftUI's hosting controllers (not a container).
    var isHost: Bool { role != .stack && role != .tabView }

    /// The class `_printHierarchy` prints for the controller. iOS 26 (``BarDesign/glass``)
    /// hosts tabs in `SwiftUI.TabHostingController`; earlier releases in
    /// `UIHostingController<TabItem.RootView>`.
    public func className(design: BarDesign) -> String {
        switch role {
        // dkk/WrappingHStack#51: "… already being presented by
        // <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__ …>".
        case .windowGroup: "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__"
        // The generic class with the view's type mangled in, as SwiftUI's own dumps print
        // `_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_` (PrintHierarchyDecoder's
        // recorded TabView app).
        case .hosting: "_TtGC7SwiftUI19UIHostingController" + SwiftUINode.mangled(view ?? "App.ContentView") + "_"
        // class-dump of SwiftUI.framework: `@interface SwiftUI.UIKitNavigationController : UINavigationController`.
        case .stack: "SwiftUI.UIKitNavigationController"
        // UIKit's warnings quote it: "Attempt to present … on
        // <_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_ …>" (public app logs);
        // "Presenting view controller … from detached view controller
        // <_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_ …>"
        // (davidscheutz/swiftui-infinite-navigation#8 describes the same warning).
        case .stackRoot, .pathElement, .destination: "_TtGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_"
        // PrintHierarchyDecoder's recorded TabView app prints <SwiftUI.UIKitTabBarController>.
        case .tabView: "SwiftUI.UIKitTabBarController"
        case .tab:
            design == .glass ? "SwiftUI.TabHostingController" : "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_"
        // dkk/WrappingHStack#51: "Application tried to present modally a view controller
        // <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_ …>".
        case .presentation: "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_"
        }
    }

    /// The class of the controller's root view that `_printHierarchy` prints.
    ///
    /// The hosting controllers SwiftUI makes itself show a private `HostingView` class whose
    /// mangled name carries a discriminator that changes with SwiftUI's build (docs/SwiftUI.md,
    /// "What is not known"): a stack's is printed as one recorded build named it, a sheet's,
    /// which no recording shows, by its readable name.
    public func viewClassName(design: BarDesign) -> String {
        switch role {
        case .windowGroup: "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__"
        case .hosting: "_TtGC7SwiftUI14_UIHostingView" + SwiftUINode.mangled(view ?? "App.ContentView") + "_"
        case .stack, .tabView: "UILayoutContainerView"
        // A demangler's test suite and UIKit's layout logs print
        // `_TtCGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_P10$1d35df01811HostingView`
        // (other builds: `$1dadfd8f0`, `$1d9759c54`).
        case .stackRoot, .pathElement, .destination:
            "_TtCGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_P10$1d35df01811HostingView"
        case .tab:
            design == .glass
                // A hosting-view classifier's test list, iOS 26.
                ? "_TtCC7SwiftUI20TabHostingControllerP33_E387C3C47C0D2A0931533D8490A5A8B711HostingView"
                : "_TtGC7SwiftUI14_UIHostingViewVVS_7TabItem8RootView_"
        case .presentation: "PresentationHostingController.HostingView"
        }
    }

    /// The Swift runtime's mangling of a struct type written `Module.Type` (or
    /// `Module.Outer.Inner`): `V7Example11ContentView`, one `V` per nesting level. A name
    /// without a module is taken to be in the module `App`.
    static func mangled(_ view: String) -> String {
        var parts = view.split(separator: ".").map(String.init)
        if parts.count < 2 { parts.insert("App", at: 0) }
        return String(repeating: "V", count: parts.count - 1) + parts.map { "\($0.utf8.count)\($0)" }.joined()
    }

    /// The name a view's controllers are named after: the type without its module
    /// (`Example.ContentView` is `ContentView`).
    package static func shortName(of view: String) -> String {
        String(view.split(separator: ".").last ?? Substring(view))
    }
}

extension Window {
    /// What is wrong with a controller of `kind` carrying `node`, if anything: a stack is a
    /// navigation controller, a tab view a tab bar controller, a host a screen or a hosting
    /// controller, and the names it holds are names.
    static func swiftUIViolation(_ node: SwiftUINode, kind: ControllerKind) -> String? {
        switch node.role {
        case .stack where kind != .navigationController: return "a NavigationStack that is not a navigation controller"
        case .tabView where kind != .tabBarController: return "a TabView that is not a tab bar controller"
        case .stack, .tabView: break
        default:
            if kind != .screen, kind != .hostingController { return "a SwiftUI hosting controller that is a \(kind.rawValue)" }
        }
        for name in [node.view, node.elementType, node.binding, node.value?.type].compactMap({ $0 }) where !PathValue.isTypeName(name) {
            return "'\(name)' is not a type's or binding's name"
        }
        return nil
    }
}
