/// The kinds of controller a ``Window`` holds.
///
/// The raw value is the kind word scripts use in `expect stack`, `expect parent` and `expect
/// count` (and the `kind` of `-f json` and state documents); `init(roleName:)` also reads
/// the class names of ``className(library:)``. The tree prints the class.
public enum ControllerKind: String, Sendable, Codable, CaseIterable {
    /// A content controller the app writes (a `UIViewController` subclass).
    case screen = "Screen"
    /// A plain `UINavigationController`: one stack, one shared navigation bar.
    case navigationController = "UINavigationController"
    /// Koinu's `VMNavigationController` (`RTRootNavigationController` under
    /// ``WrappingLibrary/rt``), what a script's `nav(…)` makes: its own bar is always hidden
    /// and every pushed screen is wrapped in a ``containerController``.
    case koinuNavigationController = "NavigationController"
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
    package var isNavigationController: Bool {
        switch self {
        case .navigationController, .koinuNavigationController, .containerNavigationController, .moreNavigationController: true
        default: false
        }
    }

    /// The kind's position among ``allCases``, by which the storage counts controllers.
    @inline(__always)
    var ordinal: Int {
        switch self {
        case .screen: 0
        case .navigationController: 1
        case .koinuNavigationController: 2
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

    /// Parses a kind word (its `rawValue`) or a class name of ``className(library:)`` for either
    /// library, case-insensitively: `TabBarController` and `UITabBarController`,
    /// `NavigationController`, `VMNavigationController` and `RTRootNavigationController`.
    package init?(roleName: String) {
        let lowered = roleName.lowercased()
        guard
            let match = ControllerKind.allCases.first(where: { kind in
                kind.rawValue.lowercased() == lowered
                    || WrappingLibrary.allCases.contains { kind.className(library: $0).lowercased() == lowered }
            })
        else { return nil }
        self = match
    }

    /// The former name of ``koinuNavigationController``.
    @available(*, deprecated, renamed: "koinuNavigationController")
    public static var wrappingNavigationController: ControllerKind { .koinuNavigationController }
}

extension ControllerKind {
    /// The class `_printHierarchy` prints for a controller of this kind that is not an app's
    /// own subclass; the wrapping scheme's classes are `library`'s.
    package func defaultClassName(library: WrappingLibrary) -> String {
        switch self {
        case .screen, .placeholder: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .pageViewController: "UIPageViewController"
        case .moreNavigationController: "UIMoreNavigationController"
        case .moreListController: "UIMoreListController"
        case .hostingController: "UIHostingController"
        case .koinuNavigationController, .containerController, .containerNavigationController:
            library.className(of: self) ?? rawValue
        }
    }

    /// The class a developer knows a controller of this kind by, without a module prefix: UIKit's
    /// (`UINavigationController`, `UITabBarController`) or the wrapping library's
    /// (`VMNavigationController`, `RTRootNavigationController`); `Placeholder` for the
    /// `UIViewController` Koinu inserts under a screen. The tree prints it.
    public func className(library: WrappingLibrary) -> String {
        switch self {
        case .screen: return "UIViewController"
        case .placeholder: return "Placeholder"
        default:
            let qualified = defaultClassName(library: library)
            guard let dot = qualified.lastIndex(of: ".") else { return qualified }
            return String(qualified[qualified.index(after: dot)...])
        }
    }

    /// The class of the root view UIKit gives a controller of this kind: each container's
    /// (swift-snapshot-testing testViewControllerHierarchy.1.txt: `UILayoutContainerView`,
    /// `_UIPageViewControllerContentView`); the More list's is its table (UIMoreListController
    /// loadView: `_UIMoreListTableView`); a content controller's is a `UIView`.
    package var defaultViewClassName: String {
        switch self {
        case _ where isNavigationController, .tabBarController: "UILayoutContainerView"
        case .pageViewController: "_UIPageViewControllerContentView"
        case .moreListController: "_UIMoreListTableView"
        case .hostingController: "_UIHostingView"
        default: "UIView"
        }
    }
}
