/// A description of controllers to create (or reuse) — the argument of ``Window/setRoot(_:)``,
/// ``Window/pushViewController(_:onto:animated:)``, ``Window/present(_:from:style:animated:)-(ControllerSpec,_,_,_)`` and the tab and
/// stack setters. Mirrors navtree's tree expressions:
///
///     nav(Home)                        .koinuNavigationController(root: .screen("Home"))
///     uinav(Home)                      .navigationController(root: .screen("Home"))
///     cnav(A)                          .containerNavigationController(root: .screen("A"))
///     nav(tabs(cnav(A), cnav(B)), nowrap)
///     tabs(nav(First), nav(Second))     .tabBarController([…])
///     pages(Intro)                     .pageViewController(page: .screen("Intro"))
///     hosting(Settings)                .swiftUI(.view("Settings"))
///     stack(Catalog)                   .swiftUI(.stack(root: .view("Catalog")))
public enum ControllerSpec: Hashable, Sendable {
    /// A new screen with a unique name.
    case screen(String, ScreenProperties = ScreenProperties())
    /// A controller already in the window (for stack and tab setters, which may reorder the
    /// children they already hold).
    case existing(ControllerID)
    // Only the cases nesting one spec are indirect: a screen spec, the one every push
    // passes, then needs no heap box.

    /// A plain `UINavigationController(rootViewController:)`.
    indirect case navigationController(root: ControllerSpec, label: String? = nil)
    /// Koinu's `VMNavigationController(rootViewController:)`, or
    /// `init(noWrappingRootViewController:)` when `noWrapping` is true
    /// (`RTRootNavigationController` under ``WrappingLibrary/rt``): a script's `nav(…)`.
    indirect case koinuNavigationController(root: ControllerSpec, noWrapping: Bool = false, label: String? = nil)
    /// Koinu's `VMContainerNavigationController(rootViewController:)`.
    indirect case containerNavigationController(root: ControllerSpec, label: String? = nil)
    /// A `UITabBarController` with these tabs.
    case tabBarController([ControllerSpec], label: String? = nil)
    /// A `UIPageViewController` showing `page`.
    indirect case pageViewController(page: ControllerSpec, label: String? = nil)
    /// A controller whose view embeds `content` as its one child (``ControllerKind/hostingController``).
    indirect case hostingController(content: ControllerSpec, label: String? = nil)
    /// Controllers SwiftUI makes: a hosting controller for a SwiftUI view, a `NavigationStack`,
    /// a `TabView` (`Sources/NavStack/Core/SwiftUI`).
    indirect case swiftUI(SwiftUISpec)

    /// The former name of ``koinuNavigationController(root:noWrapping:label:)``.
    @available(*, deprecated, renamed: "koinuNavigationController(root:noWrapping:label:)")
    public static func wrappingNavigationController(
        root: ControllerSpec, noWrapping: Bool = false, label: String? = nil
    ) -> ControllerSpec {
        .koinuNavigationController(root: root, noWrapping: noWrapping, label: label)
    }

    /// The kind of controller the spec makes, or `nil` for ``existing(_:)``.
    public var kind: ControllerKind? {
        switch self {
        case .screen: .screen
        case .existing: nil
        case .navigationController: .navigationController
        case .koinuNavigationController: .koinuNavigationController
        case .containerNavigationController: .containerNavigationController
        case .tabBarController: .tabBarController
        case .pageViewController: .pageViewController
        case .hostingController: .hostingController
        case let .swiftUI(spec): spec.kind
        }
    }

    /// The name (screen) or label (container) the spec gives its top controller.
    public var name: String? {
        switch self {
        case let .screen(name, _): name
        case .existing: nil
        case let .navigationController(_, label), let .koinuNavigationController(_, _, label),
            let .containerNavigationController(_, label), let .tabBarController(_, label),
            let .pageViewController(_, label), let .hostingController(_, label):
            label
        case let .swiftUI(spec): spec.label
        }
    }
}
