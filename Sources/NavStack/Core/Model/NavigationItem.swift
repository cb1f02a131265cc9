/// A screen's `UINavigationItem`: what its navigation bar shows while it is on top.
public struct NavigationItem: Hashable, Sendable, Codable {
    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14+).
    public enum BackButtonDisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Tries `backButtonTitle`, then `title`, then "Back", then no title.
        case `default`
        /// Tries "Back", then no title.
        case generic
        /// Chevron only.
        case minimal
    }

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Follows the previous item in the stack (the bar's `prefersLargeTitles` at the root).
        case automatic
        /// Always a large title when the bar prefers large titles.
        case always
        /// Never a large title.
        case never
    }

    /// `title`. Setting `UIViewController.title` sets this too (Apple doc
    /// `UIViewController.title`), so NavStack keeps one title per screen.
    public var title: String?
    /// `backButtonTitle` (iOS 11+): the title this screen lends the next screen's back button.
    public var backButtonTitle: String?
    /// `backButtonDisplayMode`, read on the *previous* item.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// The title of `backBarButtonItem`, or `nil` when none is set.
    public var backBarButtonItemTitle: String?
    /// Titles of `leftBarButtonItems`; a non-empty list replaces the back button.
    public var leftItems: [String] = []
    /// Titles of `rightBarButtonItems`.
    public var rightItems: [String] = []
    /// `hidesBackButton`.
    public var hidesBackButton = false
    /// `largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Creates an empty item.
    public init(title: String? = nil) { self.title = title }
}
