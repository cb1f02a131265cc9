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
    /// The item's `standardAppearance`, `scrollEdgeAppearance`, `compactAppearance` and
    /// `compactScrollEdgeAppearance`: while the item is the bar's top item, a set slot
    /// outranks the bar's (Apple doc `UINavigationItem/standardAppearance`).
    public var appearances = BarAppearanceSlots()

    /// Creates an empty item.
    public init() {}

    /// Creates an item with `title`.
    public init(title: String?) { self.title = title }

    enum CodingKeys: String, CodingKey {
        case title, backButtonTitle, backButtonDisplayMode, backBarButtonItemTitle, leftItems, rightItems
        case hidesBackButton, largeTitleDisplayMode, appearances
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        backButtonTitle = try container.decodeIfPresent(String.self, forKey: .backButtonTitle)
        backButtonDisplayMode = try container.decode(BackButtonDisplayMode.self, forKey: .backButtonDisplayMode)
        backBarButtonItemTitle = try container.decodeIfPresent(String.self, forKey: .backBarButtonItemTitle)
        leftItems = try container.decode([String].self, forKey: .leftItems)
        rightItems = try container.decode([String].self, forKey: .rightItems)
        hidesBackButton = try container.decode(Bool.self, forKey: .hidesBackButton)
        largeTitleDisplayMode = try container.decode(LargeTitleDisplayMode.self, forKey: .largeTitleDisplayMode)
        // Absent from documents written before appearances were modelled.
        appearances = try container.decodeIfPresent(BarAppearanceSlots.self, forKey: .appearances) ?? BarAppearanceSlots()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(backButtonTitle, forKey: .backButtonTitle)
        try container.encode(backButtonDisplayMode, forKey: .backButtonDisplayMode)
        try container.encodeIfPresent(backBarButtonItemTitle, forKey: .backBarButtonItemTitle)
        try container.encode(leftItems, forKey: .leftItems)
        try container.encode(rightItems, forKey: .rightItems)
        try container.encode(hidesBackButton, forKey: .hidesBackButton)
        try container.encode(largeTitleDisplayMode, forKey: .largeTitleDisplayMode)
        if !appearances.isEmpty { try container.encode(appearances, forKey: .appearances) }
    }
}
