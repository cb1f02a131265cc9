/// The kinds of controller a ``Window`` holds.
///
/// The raw value is the role name printed by the tree renderer and used by `expect parent` /
/// `expect count` in scripts.
public enum ControllerKind: String, Sendable, Codable, CaseIterable {
    /// A content controller the app writes (a `UIViewController` subclass).
    case screen = "Screen"
    /// A plain `UINavigationController`: one stack, one shared navigation bar.
    case navigationController = "UINavigationController"
    /// Koinu's `VMNavigationController`: its own bar is always hidden and every pushed
    /// screen is wrapped in a ``containerController``.
    case wrappingNavigationController = "NavigationController"
    /// Koinu's `VMContainerViewController`: holds one ``containerNavigationController``
    /// (wrapped screens) or the content directly (no-wrapping root).
    case containerController = "ContainerController"
    /// Koinu's `VMContainerNavigationController`: the per-screen navigation controller that
    /// owns the screen's bar and toolbar, and forwards stack calls to the outer navigation.
    case containerNavigationController = "ContainerNavigationController"
    /// A `UITabBarController`.
    case tabBarController = "TabBarController"
    /// The plain `UIViewController` Koinu inserts under a screen when
    /// `useSystemBackBarButtonItem` is on, so UIKit draws its own back button.
    case placeholder = "Placeholder"
    /// A `UIPageViewController` showing one page (`setViewControllers(_:direction:animated:)`
    /// with one controller, the scroll and page-curl styles' single visible page).
    case pageViewController = "UIPageViewController"
    /// UIKit's `moreNavigationController` (`UIMoreNavigationController`): on iPhone, the
    /// navigation controller behind a tab bar's More tab. Its root is the
    /// ``moreListController``; a tab chosen from the list lives on its stack (Apple doc
    /// `UITabBarController.moreNavigationController`).
    case moreNavigationController = "UIMoreNavigationController"
    /// UIKit's More list (`UIMoreListController`), the root of the
    /// ``moreNavigationController``: the table of the tabs that do not fit the bar.
    case moreListController = "UIMoreListController"
    /// A content controller whose view embeds one child controller: SwiftUI's
    /// `UIHostingController` (and the hosting controllers SwiftUI makes itself) whose view
    /// holds a `NavigationStack`, a `TabView` or, through `UIViewControllerRepresentable`, a
    /// UIKit controller; an imported container mapped `host`. The child is its only one and
    /// is on screen whenever the host is (Apple doc `UIHostingController`; SwiftUI's
    /// `UIViewControllerRepresentable` adds the controller as a child). A hosting controller
    /// that embeds no controller is a ``screen``.
    case hostingController = "UIHostingController"

    /// Whether this kind is a `UINavigationController` (or subclass).
    public var isNavigationController: Bool {
        switch self {
        case .navigationController, .wrappingNavigationController, .containerNavigationController, .moreNavigationController: true
        default: false
        }
    }

    /// The kind's position among ``allCases``, by which the storage counts controllers.
    @inline(__always)
    var ordinal: Int {
        switch self {
        case .screen: 0
        case .navigationController: 1
        case .wrappingNavigationController: 2
        case .containerController: 3
        case .containerNavigationController: 4
        case .tabBarController: 5
        case .placeholder: 6
        case .pageViewController: 7
        case .moreNavigationController: 8
        case .moreListController: 9
        case .hostingController: 10
        }
    }

    /// Parses a role name, case-insensitively.
    public init?(roleName: String) {
        let lowered = roleName.lowercased()
        guard let match = ControllerKind.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }
}

extension ControllerKind {
    /// The class `_printHierarchy` prints for a controller of this kind that is not an app's
    /// own subclass; the wrapping scheme's classes are `library`'s.
    public func defaultClassName(library: WrappingLibrary) -> String {
        switch self {
        case .screen, .placeholder: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .pageViewController: "UIPageViewController"
        case .moreNavigationController: "UIMoreNavigationController"
        case .moreListController: "UIMoreListController"
        case .hostingController: "UIHostingController"
        case .wrappingNavigationController, .containerController, .containerNavigationController:
            library.className(of: self) ?? rawValue
        }
    }

    /// The class of the root view UIKit gives a controller of this kind: each container's
    /// (swift-snapshot-testing testViewControllerHierarchy.1.txt: `UILayoutContainerView`,
    /// `_UIPageViewControllerContentView`); the More list's is its table (UIMoreListController
    /// loadView: `_UIMoreListTableView`); a content controller's is a `UIView`.
    public var defaultViewClassName: String {
        switch self {
        case _ where isNavigationController, .tabBarController: "UILayoutContainerView"
        case .pageViewController: "_UIPageViewControllerContentView"
        case .moreListController: "_UIMoreListTableView"
        case .hostingController: "_UIHostingView"
        default: "UIView"
        }
    }
}
