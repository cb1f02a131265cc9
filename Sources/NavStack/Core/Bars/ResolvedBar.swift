/// The navigation bar that shows a screen, with every attribute resolved to what UIKit
/// would draw.
public struct ResolvedBar: Hashable, Sendable, Codable {
    /// Whether the bar is hidden (or the screen has no bar at all).
    public var isHidden: Bool
    /// The bar's class name (`UINavigationBar` unless a custom class was given).
    public var barClass: String
    /// The effective attributes (unset ones stay `nil`: UIKit's defaults).
    public var attributes: NavigationBarAttributes
    /// `isTranslucent`, default `true`.
    public var isTranslucent: Bool
    /// Whether the screen shows a large title.
    public var showsLargeTitle: Bool
    /// The item's large-title display mode.
    public var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode
}

extension Window {
    /// The navigation controller whose bar shows `screen`: the parent of its
    /// `barItemHolder(of:)` when that is a navigation controller, else none (no-wrapping
    /// roots and presented screens have no bar of their own; a tab bar controller at the
    /// window's root gives its tabs none).
    public func barOwner(of screen: ControllerID) -> ControllerID? {
        guard let parent = nodes.parent(barItemHolder(of: screen)), nodes.kind(parent)?.isNavigationController == true,
            nodes.kind(parent) != .koinuNavigationController
        else { return nil }
        return parent
    }

    /// The controller whose navigation item the bar above `screen` shows: `screen` itself,
    /// or — for a screen inside a tab bar or page view controller that is itself on a
    /// navigation stack — that container. A navigation bar shows "the navigation item of the
    /// topmost view controller" (Apple doc `UINavigationController`), and a tab bar or page
    /// view controller pushed on a stack is that controller: the bar shows its item, with a
    /// back button from the item below (RT #178, recorded). So the back button, swipe-back and
    /// the bar's item of a screen inside such a container are the container's.
    ///
    /// - Complexity: O(depth) through tab bar and page view controllers, else O(1).
    package func barItemHolder(of screen: ControllerID) -> ControllerID {
        var holder = screen
        // Bounded by the number of controllers: a parent chain cannot be longer.
        for _ in 0..<nodes.count {
            guard let parent = nodes.parent(holder), let kind = nodes.kind(parent) else { return screen }
            if kind.isNavigationController { return holder }
            guard kind == .tabBarController || kind == .pageViewController else { return screen }
            holder = parent
        }
        return screen
    }

    /// The bar that shows `screen`, resolved.
    ///
    /// Large titles (Apple docs `prefersLargeTitles`, `largeTitleDisplayMode`): shown when the
    /// bar prefers them and the item says `.always`, or `.automatic` and the previous item in
    /// the same bar would show one (the root's `.automatic` follows the bar).
    ///
    /// - Complexity: O(1) unless the bar prefers large titles and items say `.automatic`,
    ///   then O(n) to walk down the stack.
    public func resolvedBar(of screen: ControllerID) -> ResolvedBar {
        let holder = barItemHolder(of: screen)
        let mode = nodes.screen(holder)?.navigationItem.largeTitleDisplayMode ?? .automatic
        guard let nav = barOwner(of: screen), let navNode = nodes[nav] else {
            return ResolvedBar(
                isHidden: true, barClass: "UINavigationBar", attributes: NavigationBarAttributes(),
                isTranslucent: true, showsLargeTitle: false, largeTitleDisplayMode: mode)
        }
        let attributes = navNode.navigation.bar
        let prefers = attributes.prefersLargeTitles ?? false
        var shows = false
        if prefers, let index = navNode.children.lastIndex(of: holder) {
            // Walk down from the screen while items say .automatic.
            var i = index
            shows = true
            while i >= 0 {
                let itemMode = nodes[navNode.children[i]]?.screen.navigationItem.largeTitleDisplayMode ?? .automatic
                if itemMode == .always {
                    shows = true
                    break
                }
                if itemMode == .never {
                    shows = false
                    break
                }
                i -= 1
            }
        }
        return ResolvedBar(
            isHidden: navNode.navigation.isNavigationBarHidden,
            barClass: navNode.navigation.barClass ?? "UINavigationBar",
            attributes: attributes,
            isTranslucent: attributes.translucent ?? true,
            showsLargeTitle: shows,
            largeTitleDisplayMode: mode)
    }
}
