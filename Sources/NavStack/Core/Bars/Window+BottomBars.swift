/// Tab bar and toolbar visibility.
extension Window {
    /// Whether `tabBar`'s bar is hidden (`tabBar.isHidden`, the effective state).
    ///
    /// UIKit's observed rule (QMUI_iOS#1100, jianshu 4e94dd08623b, qiita satorun): hidden if
    /// **any** controller on the selected tab's navigation stack has
    /// `hidesBottomBarWhenPushed` — the root included — or if `setTabBarHidden(true)` asked
    /// for it. On Koinu stacks the container forwards its content's flag (Koinu
    /// `VMContainerViewController.swift:135-142`). A tab shown in More is on the More
    /// navigation controller's stack, so its own flag counts there too (`Window+More.swift`).
    public func isTabBarEffectivelyHidden(_ tabBar: ControllerID) -> Bool {
        guard let node = nodes[tabBar] else { return true }
        if node.tabs.isTabBarHidden { return true }
        // SwiftUI's `.toolbar(.hidden, for: .tabBar)` (`Sources/NavStack/Core/SwiftUI`).
        if node.screen.swiftUI?.role == .tabView, isTabBarHiddenBySwiftUI(tabBar) { return true }
        guard node.kind == .tabBarController, let tab = visibleChild(of: tabBar) else { return false }
        guard nodes.kind(tab)?.isNavigationController == true else { return false }
        return children(of: tab).contains { nodes.screen(unwrap($0))?.hidesBottomBarWhenPushed == true }
    }

    /// The tab bar controller whose bar is on screen, if any: the nearest one on the visible
    /// path of the topmost presentation, or of a presenter that stays in the window.
    public var visibleTabBarController: ControllerID? {
        for context in contextsInWindow {
            if let tabBar = visibleDescent(from: context).last(where: { nodes.kind($0) == .tabBarController }) {
                return tabBar
            }
        }
        return nil
    }

    /// Whether a tab bar is visible on screen.
    public var isTabBarVisible: Bool {
        guard let tabBar = visibleTabBarController else { return false }
        return !isTabBarEffectivelyHidden(tabBar)
    }

    /// Whether `nav`'s toolbar shows: `isToolbarHidden` is false and the top controller does
    /// not hide bottom bars (Apple doc `hidesBottomBarWhenPushed`: "The value of this property
    /// on the topmost view controller determines whether the toolbar is visible").
    public func isToolbarVisible(_ nav: ControllerID) -> Bool {
        guard let node = nodes[nav], node.kind.isNavigationController, !node.navigation.isToolbarHidden,
            let top = node.children.last
        else { return false }
        return nodes.screen(unwrap(top))?.hidesBottomBarWhenPushed != true
    }
}
