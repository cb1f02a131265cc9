/// What LNPopupController does to bar appearances (4.5.6): it suppresses the scroll edge of the
/// bar it docks to, clears that bar's hairline under a floating popup bar, and gives the popup
/// bar the docking bar's appearance.
extension Window {
    /// Whether the tab bar or toolbar of `dock` (a tab bar or navigation controller) shows its
    /// standard appearance at its scroll edge: `dock` hosts a presented or open popup bar docked
    /// to that bar, on the path without glass.
    ///
    /// Without glass, LNPopupController swizzles the `scrollEdgeAppearance` getters of
    /// `UITabBar`, `UITabBarItem` and `UIToolbar` (and the toolbar's
    /// `compactScrollEdgeAppearance`) to return `standardAppearance` while the bar's popup
    /// controller targets `barPresented` or `open` (`UIView+LNPopupSupportPrivate.mm:601-634,
    /// 667-687, 728-736, 791-805, 871-887, 980-983`); the README: "scroll edge appearance is
    /// automatically disabled for toolbars and tab bars when a popup bar is presented … Once
    /// the popup bar is dismissed, the scroll edge appearance is restored." With glass none of
    /// it happens (`:675`, `:795`, `:879`).
    func suppressesScrollEdge(dock: ControllerID) -> Bool {
        guard design == .legacy, let popup = nodes.popup(dock), popup.state != .barHidden else { return false }
        // A custom docking view, hidden or not, takes the bar off the tab bar or toolbar.
        return popup.dockingView == nil
    }

    /// `resolved` as the docking bar shows it under LNPopupController: while a floating popup
    /// bar is presented, the swizzled `standardAppearance` / `compactAppearance` getters return a
    /// proxy whose `shadowColor` is clear (`_LNPopupUIBarAppearanceProxy.mm:25-41, 61-104,
    /// 126-139`), so the hairline is gone at any scroll position. Compact and prominent bars
    /// keep the configured shadow.
    func popupAdjusted(_ resolved: ResolvedAppearance, dock: ControllerID) -> ResolvedAppearance {
        guard suppressesScrollEdge(dock: dock), let popup = nodes.popup(dock),
            PopupMetrics.resolvedStyle(popup.configuration.style, design: design, idiom: device.idiom).isFloating
        else { return resolved }
        var result = resolved
        result.appearance.showsShadow = false
        result.appearance.shadowColor = nil
        return result
    }

    /// The appearance of `container`'s popup bar, `nil` while no bar is presented.
    ///
    /// With `inheritsAppearanceFromDockingView` (the default), LNPopupController sets the bar's
    /// `systemAppearance` from its dock (`LNPopupController.mm:1430-1482`) at every
    /// presentation, dock layout and tab selection: a small (compact-height) toolbar's
    /// `compactAppearance`; else a tab bar's selected item's or its own
    /// `standardAppearance`; else the dock's `standardAppearance`. The dock of a tab bar or
    /// navigation controller is its tab bar or toolbar even while hidden
    /// (`UIViewController+LNPopupSupportPrivate.mm:1256-1259, 2177-2180`). Those are the
    /// swizzled getters, so under a floating bar the inherited object has no hairline.
    ///
    /// Otherwise the bar's own `standardAppearance` applies (`LNPopupBar.mm:1347-1375`):
    /// source `bar.standard`. That is the case for a custom docking view and for a plain
    /// container, whose dock is a bare view ("For other container controllers, a default
    /// appearance is used", README). Switching inheritance off does not clear the
    /// `systemAppearance` already set (the configuration returns early,
    /// `LNPopupController.mm:1444-1447`), so a bar that inherited keeps that object
    /// (`PopupState.retainedSystemAppearance`).
    public func popupBarAppearance(of container: ControllerID) -> ResolvedAppearance? {
        guard let popup = nodes.popup(container), popup.state != .barHidden else { return nil }
        let inherited =
            popup.configuration.inheritsAppearanceFromDockingView ? dockAppearance(of: container) : popup.retainedSystemAppearance
        guard let inherited else { return ResolvedAppearance(source: .barStandard, appearance: BarAppearance()) }
        return popupAdjusted(inherited, dock: container)
    }

    /// The appearance `container`'s dock gives its popup bar, before LNPopupController's proxy
    /// clears its hairline; `nil` when the dock supplies none (a custom docking view, a plain
    /// container).
    func dockAppearance(of container: ControllerID) -> ResolvedAppearance? {
        guard let node = nodes[container], node.popup?.dockingView == nil else { return nil }
        if node.kind == .tabBarController {
            return ResolvedAppearance(source: .dockStandard, appearance: node.tabs.appearances[.standard] ?? BarAppearance())
        }
        guard node.kind.isNavigationController else { return nil }
        let slots = node.navigation.toolbarAppearances
        if barsAreCompact, let compact = slots[.compact] { return ResolvedAppearance(source: .dockCompact, appearance: compact) }
        return ResolvedAppearance(source: .dockStandard, appearance: slots[.standard] ?? BarAppearance())
    }
}
