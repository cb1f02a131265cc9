/// The appearance a bar shows, and which slot it came from: the answer to
/// `expect appearance`, the JSON's `bars` and what the SVG paints.
public struct ResolvedAppearance: Hashable, Sendable, Codable {
    /// Where the appearance came from (`expect appearance … source=`).
    public enum Source: String, Hashable, Sendable, CaseIterable, Codable {
        /// The top item's slots (navigation bars only).
        case itemStandard = "item.standard"
        case itemScrollEdge = "item.scrollEdge"
        case itemCompact = "item.compact"
        case itemCompactScrollEdge = "item.compactScrollEdge"
        /// The bar's own slots, explicitly set.
        case barStandard = "bar.standard"
        case barScrollEdge = "bar.scrollEdge"
        case barCompact = "bar.compact"
        case barCompactScrollEdge = "bar.compactScrollEdge"
        /// No scroll-edge object applies at the edge: the standard appearance made transparent.
        case standardTransparent = "standard+transparent"
        /// No object applies: UIKit's default standard object and the legacy properties.
        case legacy
        /// A popup bar's appearance inherited from its docking bar's `standardAppearance`
        /// (LNPopupController `_configurePopupBarFromBottomBar…`).
        case dockStandard = "dock.standard"
        /// Inherited from a small (compact-height) toolbar's `compactAppearance`.
        case dockCompact = "dock.compact"
    }

    /// The slot used.
    public var source: Source
    /// The object's look.
    public var appearance: BarAppearance

    /// Creates a resolved appearance.
    public init(source: Source, appearance: BarAppearance) {
        self.source = source
        self.appearance = appearance
    }
}

/// The bars `expect appearance` names.
public enum AppearanceBar: String, Hashable, Sendable, CaseIterable {
    case navbar, tabbar, toolbar, popupbar
}

/// How UIKit chooses each bar's appearance object (iOS 15–18).
///
/// Navigation bar — `UINavigationBar.h`, "Fallback Behavior": objects are used whole, from the
/// bar or its top item, first set slot wins:
///
/// | state | chain |
/// |---|---|
/// | normal height | `item.standard → bar.standard` |
/// | compact height (iPhone landscape) | `item.compact → bar.compact → item.standard → bar.standard` |
/// | normal, at the top edge | `item.scrollEdge → bar.scrollEdge →` standard made transparent |
/// | compact, at the top edge | `item.compactScrollEdge → bar.compactScrollEdge → item.scrollEdge → bar.scrollEdge →` standard made transparent |
///
/// An unset `bar.standard` is UIKit's default object styled by the legacy properties
/// (`legacy`). In iOS 15 the scroll edge applies to every navigation bar, and a screen with no
/// scroll view is always at it (Apple docs `UINavigationBar/scrollEdgeAppearance`; Apple's iOS
/// 15 release note).
extension Window {
    /// Whether bars are compact: an iPhone in landscape in compact width, the 32 pt bar
    /// (Apple's sample: `compactAppearance` "For iPhone small navigation bar in landscape"). A
    /// Plus or Max in landscape is regular width: its 44 pt bar resolves the standard slots
    /// (``Device/usesCompactBars(_:)``).
    public var barsAreCompact: Bool { device.usesCompactBars(orientation) }

    /// The appearance of the navigation bar showing `screen`, `nil` when no bar shows it (the
    /// screen has no navigation controller, is not its top, or the bar is hidden).
    public func navigationBarAppearance(of screen: ControllerID) -> ResolvedAppearance? {
        guard let nav = barOwner(of: screen), nodes.lastChild(nav) == barItemHolder(of: screen) else { return nil }
        return navigationBarAppearance(ofNavigation: nav)
    }

    /// The appearance of `nav`'s own bar with its top item, `nil` when the bar is hidden.
    public func navigationBarAppearance(ofNavigation nav: ControllerID) -> ResolvedAppearance? {
        guard let navigation = nodes.navigation(nav), nodes.kind(nav)?.isNavigationController == true,
            !navigation.isNavigationBarHidden
        else { return nil }
        let top = nodes.lastChild(nav).map(unwrap)
        let item = top.map(itemAppearances(of:)) ?? BarAppearanceSlots()
        let bar = navigation.bar
        let atEdge = top.flatMap { nodes.screen($0)?.scrollPosition }?.isAtTopEdge ?? true
        let chain: [(ResolvedAppearance.Source, BarAppearance?)] =
            switch (barsAreCompact, atEdge) {
            case (false, false): [(.itemStandard, item[.standard]), (.barStandard, bar.appearances[.standard])]
            case (true, false):
                [
                    (.itemCompact, item[.compact]), (.barCompact, bar.appearances[.compact]),
                    (.itemStandard, item[.standard]), (.barStandard, bar.appearances[.standard]),
                ]
            case (false, true): [(.itemScrollEdge, item[.scrollEdge]), (.barScrollEdge, bar.appearances[.scrollEdge])]
            case (true, true):
                [
                    (.itemCompactScrollEdge, item[.compactScrollEdge]),
                    (.barCompactScrollEdge, bar.appearances[.compactScrollEdge]),
                    (.itemScrollEdge, item[.scrollEdge]), (.barScrollEdge, bar.appearances[.scrollEdge]),
                ]
            }
        // The header's chain takes the item's standard before the bar's; the doc speaks of "the
        // standardAppearance". Either way the background is transparent.
        return Window.firstSet(
            chain, atEdge: atEdge, standard: item[.standard] ?? bar.appearances[.standard], legacy: Window.legacyAppearance(of: bar))
    }

    /// The first set slot of `chain`. When none is set: at a scroll edge the standard made
    /// transparent ("the settings found in the standardAppearance property, modified to use a
    /// transparent background", Apple docs `UINavigationBar`, `UITabBar`, `UIToolbar`
    /// `scrollEdgeAppearance`), its base `standard`, else `legacy`; elsewhere `legacy`, UIKit's
    /// default standard object (every chain away from an edge ends with the bar's standard).
    static func firstSet(
        _ chain: [(ResolvedAppearance.Source, BarAppearance?)], atEdge: Bool, standard: BarAppearance?, legacy: BarAppearance
    ) -> ResolvedAppearance {
        for (source, object) in chain {
            if let object { return ResolvedAppearance(source: source, appearance: object) }
        }
        guard atEdge else { return ResolvedAppearance(source: .legacy, appearance: legacy) }
        return ResolvedAppearance(source: .standardTransparent, appearance: (standard ?? legacy).madeTransparent)
    }

    /// The item slots that count for `screen`: its own, except under RTRootNavigationController,
    /// whose inner navigation controllers copy the root screen's four item appearances into
    /// every screen of the stack on each `viewDidLoad` and `viewDidLayoutSubviews`, nil ones
    /// included (`_rt_syncNavigationItemAppearance`, `RTRootNavigationController.m:440-478`,
    /// 9d2927c). Every command lays the stack out, so after it each screen's slots are the root's.
    func itemAppearances(of screen: ControllerID) -> BarAppearanceSlots {
        let own = nodes.screen(screen)?.navigationItem.appearances ?? BarAppearanceSlots()
        guard wrappingLibrary == .rt, let inner = nodes.parent(screen), nodes.kind(inner) == .containerNavigationController,
            let container = nodes.parent(inner), nodes.kind(container) == .containerController,
            let outer = nodes.parent(container), nodes.kind(outer) == .koinuNavigationController,
            let root = nodes.firstChild(outer)
        else { return own }
        return nodes.screen(unwrap(root))?.navigationItem.appearances ?? BarAppearanceSlots()
    }

    /// Writes what RTRootNavigationController's sync has put in the items of `outer`'s screens
    /// (``itemAppearances(of:)``): the root screen's four slots, nil ones included, in the item
    /// of every screen whose inner navigation controller has loaded its view, the sync running
    /// in that controller's `viewDidLoad` and each `viewDidLayoutSubviews`
    /// (`_rt_syncNavigationItemAppearance`, `RTRootNavigationController.m:440-478`, called at
    /// `:437` and `:484`). Reading
    /// the root's slots is the same while the root stays; an operation about to give the stack
    /// a new root calls this first, so a screen that becomes the root keeps the copies its item
    /// holds, not the slots it was given before it loaded. A screen never loaded keeps its own.
    ///
    /// - Complexity: O(n) for the stack.
    mutating func writeRTSyncedItemAppearances(on outer: ControllerID) {
        guard wrappingLibrary == .rt, nodes.kind(outer) == .koinuNavigationController, let root = nodes.firstChild(outer) else { return }
        let slots = nodes.screen(unwrap(root))?.navigationItem.appearances ?? BarAppearanceSlots()
        for container in children(of: outer).dropFirst() {
            guard nodes.kind(container) == .containerController, let inner = nodes.firstChild(container),
                nodes.kind(inner) == .containerNavigationController, nodes.isViewLoaded(inner)
            else { continue }
            let screen = unwrap(container)
            guard nodes.screen(screen)?.navigationItem.appearances != slots else { continue }
            nodes.modifyScreen(screen) { $0.navigationItem.appearances = slots }
        }
    }

    /// UIKit's default standard object as the legacy properties style it: opaque when
    /// `isTranslucent` is false, `barTintColor` as its colour, the title colour. The hairline
    /// stays: the legacy `shadowImage` applies only with a custom background image ("If the
    /// default background image is used, then the default shadow image is used regardless",
    /// Apple doc `UINavigationBar/shadowImage`), which NavStack does not model. Whether UIKit
    /// folds these setters into `standardAppearance` is not established.
    static func legacyAppearance(of bar: NavigationBarAttributes) -> BarAppearance {
        var object = BarAppearance(bar.translucent == false ? .opaque : .default)
        object.backgroundColor = bar.barTint
        object.titleColor = bar.titleColor
        return object
    }

    /// Whether the content under `container`'s bottom bar is at its bottom edge: the visible
    /// screen below it (through a navigation controller, its top screen; Apple doc
    /// `UIViewController/setContentScrollView(_:for:)`).
    func isAtBottomEdge(below container: ControllerID) -> Bool {
        guard let leaf = visibleLeaf(from: container), nodes.kind(leaf) == .screen else { return true }
        return nodes.screen(leaf)?.scrollPosition.isAtBottomEdge ?? true
    }

    /// The appearance of `tabBarController`'s tab bar, `nil` when it is hidden.
    ///
    /// At the bottom edge of the selected tab's content: `bar.scrollEdge`, else the standard
    /// made transparent; elsewhere `bar.standard`, else `legacy` (Apple docs
    /// `UITabBar/scrollEdgeAppearance`, `UITabBar/standardAppearance`). While the controller
    /// presents a popup bar, LNPopupController's rules apply (`suppressesScrollEdge(dock:)`,
    /// `popupAdjusted(_:dock:)`).
    public func tabBarAppearance(of tabBarController: ControllerID) -> ResolvedAppearance? {
        guard nodes.kind(tabBarController) == .tabBarController, !isTabBarEffectivelyHidden(tabBarController),
            let slots = nodes[tabBarController]?.tabs.appearances
        else { return nil }
        let atEdge = isAtBottomEdge(below: tabBarController) && !suppressesScrollEdge(dock: tabBarController)
        let chain: [(ResolvedAppearance.Source, BarAppearance?)] =
            atEdge ? [(.barScrollEdge, slots[.scrollEdge])] : [(.barStandard, slots[.standard])]
        let resolved = Window.firstSet(chain, atEdge: atEdge, standard: slots[.standard], legacy: BarAppearance())
        return popupAdjusted(resolved, dock: tabBarController)
    }

    /// The appearance of `nav`'s toolbar, `nil` when it is hidden.
    ///
    /// One toolbar per navigation controller; its edge is the bottom of the top screen's
    /// content (Apple doc `UIToolbar/scrollEdgeAppearance`). Chains: `standard`; compact:
    /// `compact → standard`; at the edge `scrollEdge`, compact `compactScrollEdge →
    /// scrollEdge`, then the standard made transparent (Apple docs `UIToolbar/compactAppearance`,
    /// `UIToolbar/compactScrollEdgeAppearance`).
    public func toolbarAppearance(of nav: ControllerID) -> ResolvedAppearance? {
        guard isToolbarVisible(nav), let slots = nodes.navigation(nav)?.toolbarAppearances else { return nil }
        let atContentEdge = isAtBottomEdge(below: nav)
        let suppressed = suppressesScrollEdge(dock: nav)
        let atEdge = atContentEdge && !suppressed
        let chain: [(ResolvedAppearance.Source, BarAppearance?)] =
            switch (barsAreCompact, atEdge) {
            case (false, true): [(.barScrollEdge, slots[.scrollEdge])]
            case (true, true): [(.barCompactScrollEdge, slots[.compactScrollEdge]), (.barScrollEdge, slots[.scrollEdge])]
            // Suppressed at the edge, the scroll-edge getters answer the standard object, in
            // compact height too (LNPopupController `UIView+LNPopupSupportPrivate.mm:728-736`).
            case (true, false) where !atContentEdge: [(.barCompact, slots[.compact]), (.barStandard, slots[.standard])]
            case (true, false), (false, false): [(.barStandard, slots[.standard])]
            }
        let resolved = Window.firstSet(chain, atEdge: atEdge, standard: slots[.standard], legacy: BarAppearance())
        return popupAdjusted(resolved, dock: nav)
    }

    /// The appearance of `bar` for `target`, `nil` when that bar does not show:
    /// - `navbar`: the bar showing the screen `target` (it must be its bar's top), or a
    ///   navigation controller's own bar;
    /// - `tabbar`: a tab bar controller's, or the nearest one containing `target`;
    /// - `toolbar`: a navigation controller's, or that of `target`'s navigation controller;
    /// - `popupbar`: the popup bar `target` presents, hosts as content, or sits under.
    ///
    /// - Complexity: O(depth).
    public func appearance(of bar: AppearanceBar, for target: ControllerID) -> ResolvedAppearance? {
        guard let kind = nodes.kind(target) else { return nil }
        switch bar {
        case .navbar:
            return kind.isNavigationController
                ? navigationBarAppearance(ofNavigation: target) : navigationBarAppearance(of: unwrap(target))
        case .tabbar:
            return ancestor(of: target) { nodes.kind($0) == .tabBarController }.flatMap(tabBarAppearance(of:))
        case .toolbar:
            let nav = kind.isNavigationController ? target : navigationController(of: target)
            return nav.flatMap(toolbarAppearance(of:))
        case .popupbar:
            if let host = nodes.popupHost(target) { return popupBarAppearance(of: host) }
            return ancestor(of: target) { nodes.popup($0).map { $0.state != .barHidden } ?? false }
                .flatMap(popupBarAppearance(of:))
        }
    }

    /// `id` or its nearest ancestor that satisfies `matches` (parents only; at most one step
    /// per controller, so a damaged parent chain cannot loop).
    private func ancestor(of id: ControllerID, where matches: (ControllerID) -> Bool) -> ControllerID? {
        var current: ControllerID? = id
        var depth = 0
        while let candidate = current, depth <= count {
            if matches(candidate) { return candidate }
            current = nodes.parent(candidate)
            depth += 1
        }
        return nil
    }

    /// The appearance of the bar `element` names in a layout (`navbar:…`, `tabbar`, `toolbar`,
    /// `popupbar`), `nil` for anything else.
    public func appearance(of element: LayoutElement) -> ResolvedAppearance? {
        guard let owner = element.owner else { return nil }
        switch element.name {
        case "tabbar": return tabBarAppearance(of: owner)
        case "toolbar": return toolbarAppearance(of: owner)
        case "popupbar": return popupBarAppearance(of: owner)
        default: return element.name.hasPrefix("navbar:") ? navigationBarAppearance(ofNavigation: owner) : nil
        }
    }
}
