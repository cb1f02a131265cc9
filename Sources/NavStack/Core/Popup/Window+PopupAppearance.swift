/// What LNPopupController does to bar appearances (4.5.6): it suppresses the scroll edge of the
/// bar it docks to, clears that bar's hairline under a floating popup bar, and gives the popup
/// bar the docking bar's appearance.
extension Window {
    /// Whether `dock` (a tab bar or navigation controller) hosts a presented or open popup bar
    /// docked to its tab bar or toolbar, on the path without glass.
    private func hostsDockedPopup(_ dock: ControllerID) -> Bool {
        guard popupDesign == .legacy, let popup = nodes.popup(dock), popup.state != .barHidden else { return false }
        // A custom docking view, hidden or not, takes the bar off the tab bar or toolbar.
        return popup.dockingView == nil
    }

    /// Whether the tab bar or toolbar of `dock` shows its standard appearance at its scroll edge.
    ///
    /// Without glass, LNPopupController swizzles the `scrollEdgeAppearance` getters of
    /// `UITabBar`, `UITabBarItem` and `UIToolbar` (and the toolbar's
    /// `compactScrollEdgeAppearance`) to return `standardAppearance` while the bar's popup
    /// controller targets `barPresented` or `open` (`UIView+LNPopupSupportPrivate.mm:601-634,
    /// 667-687, 728-736, 791-805, 871-887, 980-983`); the README: "scroll edge appearance is
    /// automatically disabled for toolbars and tab bars when a popup bar is presented … Once
    /// the popup bar is dismissed, the scroll edge appearance is restored." With glass none of
    /// it happens (`:675`, `:795`, `:879`).
    func suppressesScrollEdge(dock: ControllerID) -> Bool { hostsDockedPopup(dock) }

    /// `resolved` as the docking bar shows it under LNPopupController: while a floating popup
    /// bar is presented, the swizzled `standardAppearance` / `compactAppearance` getters return a
    /// proxy whose `shadowColor` is clear (`_LNPopupUIBarAppearanceProxy.mm:25-41, 61-104,
    /// 126-139`), so the hairline is gone at any scroll position. Compact and prominent bars
    /// keep the configured shadow.
    func popupAdjusted(_ resolved: ResolvedAppearance, dock: ControllerID) -> ResolvedAppearance {
        guard hostsDockedPopup(dock), let popup = nodes.popup(dock),
            PopupMetrics.resolvedStyle(popup.configuration.style, design: popupDesign, idiom: device.idiom).isFloating
        else { return resolved }
        var result = resolved
        result.appearance.showsShadow = false
        result.appearance.shadowColor = nil
        return result
    }

    /// The appearance of `container`'s popup bar, `nil` while no bar is presented.
    ///
    /// With `inheritsAppearanceFromDockingView` (the default), LNPopupController sets the bar's
    /// `systemAppearance` from its dock (`LNPopupController.mm:1430-1482`): a small
    /// (compact-height) toolbar's `compactAppearance`; else a tab bar's selected item's or its
    /// own `standardAppearance`; else the dock's `standardAppearance`. Those are the swizzled
    /// getters, so under a floating bar the inherited object has no hairline. A plain
    /// container's dock is a bare view with no appearance ("For other container controllers, a
    /// default appearance is used", README), and then, as with inheritance off, the bar's own
    /// `standardAppearance` applies (`LNPopupBar.mm:1347-1375`): source `bar.standard`.
    public func popupBarAppearance(of container: ControllerID) -> ResolvedAppearance? {
        guard let popup = nodes.popup(container), popup.state != .barHidden else { return nil }
        let own = ResolvedAppearance(source: .barStandard, appearance: BarAppearance())
        guard popup.configuration.inheritsAppearanceFromDockingView, popup.dockingView == nil,
            let navigationOrTabs = nodes[container]
        else { return own }
        let inherited: ResolvedAppearance
        if navigationOrTabs.kind == .tabBarController, !isTabBarEffectivelyHidden(container) {
            inherited = ResolvedAppearance(
                source: .dockStandard, appearance: navigationOrTabs.tabs.appearances[.standard] ?? BarAppearance())
        } else if navigationOrTabs.kind.isNavigationController, isToolbarVisible(container) {
            let slots = navigationOrTabs.navigation.toolbarAppearances
            if barsAreCompact, let compact = slots[.compact] {
                inherited = ResolvedAppearance(source: .dockCompact, appearance: compact)
            } else {
                inherited = ResolvedAppearance(source: .dockStandard, appearance: slots[.standard] ?? BarAppearance())
            }
        } else {
            return own
        }
        return popupAdjusted(inherited, dock: container)
    }
}
