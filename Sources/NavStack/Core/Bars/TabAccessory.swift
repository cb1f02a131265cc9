/// iOS 26's `UITabAccessory`: the strip a tab bar controller shows above its tab bar, on
/// every tab (Apple docs `UITabBarController/bottomAccessory`, `UITabAccessory`). Its content
/// is a view, not a controller, so it is no part of the controller tree; NavStack knows it by
/// the name a script gives its content.
public struct TabAccessory: Hashable, Sendable, Codable {
    /// The name of the content view (`UITabAccessory(contentView:)`): unique in the window
    /// like every screen name and label, free again once the accessory is removed.
    public var contentName: String

    /// Creates an accessory whose content view is named `contentName`.
    public init(contentName: String) {
        self.contentName = contentName
    }
}

/// `UITabAccessory.Environment`, the `tabAccessoryEnvironment` trait the accessory's content
/// sees (Apple docs `UITabAccessory/Environment`, `UITraitCollection/tabAccessoryEnvironment`).
public enum TabAccessoryEnvironment: String, Hashable, Sendable, CaseIterable {
    /// Not in an active tab accessory environment: no accessory is set (`.none`).
    case none
    /// "Above the bottom tab bar when it is visible; or, at the bottom of the
    /// UITabBarController's view" (`.regular`).
    case regular
    /// "Inline with the collapsed bottom tab bar": the tab bar is minimized (`.inline`).
    case inline
}

/// `UITabBarController.MinimizeBehavior` (Apple doc; raw values 0–3 in `UITabBarController.h`).
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Resolves to the system default minimize behavior": on iPhone the tab bar does not
    /// minimize (SwiftUI doc `TabBarMinimizeBehavior.automatic`: "On iOS, iPadOS, tvOS, and
    /// watchOS, the tab bar does not minimize"). The default.
    case automatic
    /// "The tab bar does not minimize."
    case never
    /// "The tab bar minimizes when scrolling down, and expands when scrolling back up."
    case onScrollDown
    /// "The tab bar minimizes when scrolling up, and expands when scrolling back down."
    case onScrollUp
}

/// Whether a tab bar is minimized, as far as the model knows (``Window/tabBarMinimization(of:)``).
public enum TabBarMinimization: Hashable, Sendable {
    /// Full size: the tab buttons in their platter (always, in legacy design).
    case expanded
    /// Minimized by a scroll of the screen on top of the selected tab.
    case minimized
    /// Minimized by a scroll of a screen that is no longer on top of the selected tab (a tab
    /// switch or a push since): whether UIKit then expands the bar is not known.
    case unknown
}
