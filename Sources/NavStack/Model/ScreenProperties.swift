/// Everything a screen (a content `UIViewController`) carries that the containers read.
public struct ScreenProperties: Hashable, Sendable, Codable {
    /// The screen's navigation item (title, back button, bar button items).
    public var navigationItem = NavigationItem()
    /// `hidesBottomBarWhenPushed`.
    public var hidesBottomBarWhenPushed = false
    /// Koinu's tri-state `vm.disableInteractivePop`: `nil` is automatic.
    public var disableInteractivePop: Bool?
    /// Titles of `toolbarItems`.
    public var toolbarItems: [String] = []
    /// `tabBarItem.title`; `nil` falls back to ``NavigationItem/title``.
    public var tabTitle: String?
    /// The class name printed by the `uikit` renderer (`App.HomeViewController`); `nil`
    /// prints the screen's name.
    public var className: String?
    /// Koinu's `navigationBarClass()`: read only when the screen is wrapped.
    public var navigationBarClass: String?
    /// Whether the screen hides its navigation bar (`setNavigationBarHidden(true)` from its
    /// own code); `nil` when it never said.
    public var barHidden: Bool?
    /// The bar look the screen applies to the bar that shows it.
    public var bar = NavigationBarAttributes()

    /// Creates default properties, optionally with a title.
    public init(title: String? = nil) { navigationItem.title = title }

    /// The title the screen shows on its tab.
    public var resolvedTabTitle: String? { tabTitle ?? navigationItem.title }
}
