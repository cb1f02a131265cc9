/// UIKit's More tab on iPhone: the `moreNavigationController`, its More list, and the tab
/// chosen from the list, which lives on the More navigation controller's stack.
///
/// Sources: Apple docs `UITabBarController.moreNavigationController`, `selectedIndex`,
/// `selectedViewController`; UIKitCore's `UITabBarController` and
/// `UIMoreNavigationController` as shipped in iOS 18 and 26 (`_rebuildTabBarItemsAnimated:`,
/// `_preparedViewController:`, `setDisplayedViewController:`,
/// `_restoreOriginalNavigationController`, `displayedViewController`,
/// `_UITabBarControllerVisualStyle_iOS.defaultMaxItems`).
///
/// The model:
/// - While the bar shows More, the tab bar controller's last child is its More navigation
///   controller, whose root is the More list (titled "More"). The tabs that do not fit are
///   still the tab bar controller's `viewControllers` but not its children: `_printHierarchy`
///   shows the first tabs, then the More navigation controller.
/// - Choosing a tab behind More puts it on the More navigation controller above the list: a
///   plain controller itself; a `UINavigationController`'s whole stack, taken out of it (the
///   navigation controller leaves the hierarchy, empty). So the tab gets the back button
///   "More", swipe-back, pushes and `hidesBottomBarWhenPushed` of that stack.
/// - `selectedIndex` stays the chosen tab's index; it reads `NSNotFound` only while the More
///   navigation controller shows its list.
/// - The stack goes back to its navigation controller when another tab is chosen behind More
///   (with what was pushed on it) or when the list shows again (only its root). A plain tab
///   goes back to the tab bar controller; what was pushed on it is popped.
extension Window {
    /// The tab bar controller's More navigation controller (`moreNavigationController`), while
    /// the bar shows More; `nil` otherwise.
    ///
    /// - Complexity: O(1).
    public func moreNavigationController(of tabBar: ControllerID) -> ControllerID? {
        guard nodes.kind(tabBar) == .tabBarController, let last = nodes.lastChild(tabBar),
            nodes.kind(last) == .moreNavigationController
        else { return nil }
        return last
    }

    /// The tabs (`viewControllers`): the tab bar controller's children without its More
    /// navigation controller.
    public func viewControllers(ofTabBar tabBar: ControllerID) -> [ControllerID] {
        let children = nodes.children(tabBar)
        return moreNavigationController(of: tabBar) == nil ? children : Array(children.dropLast())
    }

    /// How many tabs the tab bar controller has.
    ///
    /// - Complexity: O(1).
    public func tabCount(of tabBar: ControllerID) -> Int {
        nodes.childCount(tabBar) - (moreNavigationController(of: tabBar) == nil ? 0 : 1)
    }

    /// The index of the tab living on the More navigation controller's stack, if one does.
    public func tabShownInMore(of tabBar: ControllerID) -> Int? {
        nodes.tabs(tabBar)?.tabInMore
    }

    /// How many items the tab bar holds before it turns the last into More, or `nil` when it
    /// never shows More.
    ///
    /// UIKit's iOS tab bar holds five items in compact width and eight in regular width (a
    /// Plus or Max iPhone in landscape: seven tabs and More); the iPad's adaptive style has
    /// no limit in regular width, and NavStack models the iPad in regular width only
    /// (`_UITabBarControllerVisualStyle_iOS.defaultMaxItems`,
    /// `_UITabBarControllerAdaptiveVisualStyle`; openradar 21103395 reports seven items and
    /// More on the iPhone 6 Plus in landscape).
    public var maximumTabBarItems: Int? {
        guard device.idiom == .phone else { return nil }
        return device.horizontalSizeClass(orientation) == .regular ? 8 : 5
    }

    /// How many items the tab bar shows: one per tab, or, with a More tab, as many as it
    /// holds (the last one More).
    ///
    /// - Complexity: O(1).
    public func tabBarItemCount(of tabBar: ControllerID) -> Int {
        showsMoreTab(tabBar) ? maximumTabBarItems ?? 0 : tabCount(of: tabBar)
    }

    /// Whether the tab bar shows a More tab: more tabs than ``maximumTabBarItems``.
    public func showsMoreTab(_ tabBar: ControllerID) -> Bool {
        guard let maximum = maximumTabBarItems else { return false }
        return tabCount(of: tabBar) > maximum
    }

    /// Whether the tab at `index` is reached through More: it comes after the items the bar
    /// holds besides More.
    public func isBehindMore(_ index: Int, of tabBar: ControllerID) -> Bool {
        guard showsMoreTab(tabBar), let maximum = maximumTabBarItems else { return false }
        return index >= maximum - 1
    }

    /// The More navigation controller holding the stack of `nav`, a tab shown in More whose
    /// stack UIKit moved there. `nav` is then empty and out of the hierarchy: a call on it
    /// would change that empty controller, which the next restore overwrites
    /// (``NavigationError/stackInMore(_:moreNavigationController:)``).
    ///
    /// - Complexity: O(1).
    public func moreNavigationController(holdingStackOf nav: ControllerID) -> ControllerID? {
        guard nodes.childCount(nav) == 0, isTabShownInMore(nav), let tabBar = nodes.parent(nav) else { return nil }
        return moreNavigationController(of: tabBar)
    }

    /// Whether `tab` is the tab of its tab bar controller shown in More (``tabShownInMore(of:)``).
    ///
    /// - Complexity: O(1).
    func isTabShownInMore(_ tab: ControllerID) -> Bool {
        guard let tabBar = nodes.parent(tab), let index = tabShownInMore(of: tabBar) else { return false }
        return nodes.child(tabBar, at: index) == tab
    }

    /// Refuses a stack call on `nav` while its stack is on the More navigation controller
    /// (``NavigationError/stackInMore(_:moreNavigationController:)``). Out of line: every
    /// call on a plain navigation controller passes here.
    @inline(never)
    func requireStackNotInMore(_ nav: ControllerID) throws(NavigationError) {
        guard let more = moreNavigationController(holdingStackOf: nav) else { return }
        throw .stackInMore(reference(nav), moreNavigationController: reference(more))
    }

    // MARK: Keeping the More navigation controller in step

    /// Gives the tab bar controller its More navigation controller while the bar shows More,
    /// and takes it away when it stops, returning the tab it held
    /// (`_rebuildTabBarItemsAnimated:` adds it as the last child, or restores the original
    /// navigation controller and drops it). A selection behind More then moves onto it; a
    /// selection of the list without More falls back to the first tab. A Koinu or RT
    /// wrapping tab selected behind More stays where it is (``NavigationError/wrappingTabBehindMore(_:)``).
    @discardableResult
    mutating func updateMoreNavigation(of tabBar: ControllerID) -> OperationResult {
        var result = OperationResult()
        if let more = moreNavigationController(of: tabBar) {
            guard !showsMoreTab(tabBar) else { return showSelection(of: tabBar, in: more) }
            result.append(removeMoreNavigation(of: tabBar))
            if nodes.selectedIndex(tabBar) == nil { nodes.modifyPayload(tabBar) { $0.tabs.selectedIndex = 0 } }
            return result
        }
        guard showsMoreTab(tabBar) else { return result }
        let more = makeNode(.moreNavigationController, name: nil, parent: tabBar)
        // UIKit titles the list NSLocalizedString("More"): the chosen tab's back button.
        let list = makeNode(.moreListController, name: nil, parent: more, screen: ScreenProperties(title: "More"))
        nodes.setChildren(more, [list])
        nodes.appendChild(more, to: tabBar)
        return showSelection(of: tabBar, in: more)
    }

    /// Gives the tab shown in More back with its stack and removes the More navigation
    /// controller and its list.
    mutating func removeMoreNavigation(of tabBar: ControllerID) -> OperationResult {
        let result = returnTabFromMore(of: tabBar, keepingStack: true)
        if let more = moreNavigationController(of: tabBar) {
            deleteSubtree(more)
            nodes.removeLastChildren(1, of: tabBar)
        }
        return result
    }

    /// Puts the selected tab on the More navigation controller when it is behind More.
    private mutating func showSelection(of tabBar: ControllerID, in more: ControllerID) -> OperationResult {
        guard let selected = nodes.selectedIndex(tabBar), isBehindMore(selected, of: tabBar),
            tabShownInMore(of: tabBar) != selected
        else { return OperationResult() }
        return (try? showInMore(selected, of: tabBar, more: more)) ?? OperationResult()
    }

    /// `setDisplayedViewController:`: the tab shown in More goes back, then tab `index`
    /// moves onto the More navigation controller above the list.
    mutating func showInMore(_ index: Int, of tabBar: ControllerID, more: ControllerID) throws(NavigationError) -> OperationResult {
        guard let tab = nodes.child(tabBar, at: index), let kind = nodes.kind(tab) else { return OperationResult() }
        // Koinu's and RT's outer controller is a UINavigationController subclass, so UIKit
        // would move its containers onto its own navigation controller.
        if kind == .koinuNavigationController { throw .wrappingTabBehindMore(reference(tab)) }
        let result = returnTabFromMore(of: tabBar, keepingStack: true)
        if Window.lendsItsStack(kind) {
            let stack = nodes.children(tab)
            for member in stack {
                nodes.setParent(member, to: more)
                nodes.appendChild(member, to: more)
            }
            nodes.setChildren(tab, [])
        } else {
            nodes.setParent(tab, to: more)
            nodes.appendChild(tab, to: more)
        }
        nodes.modifyPayload(tabBar) { $0.tabs.tabInMore = index }
        applyAppearance(ofTopOf: more)
        return result
    }

    /// `_restoreOriginalNavigationController`: the tab on the More navigation controller goes
    /// back. A navigation controller gets the stack above the list (`keepingStack`), or only
    /// its root when the list is showing again; a plain tab returns to the tab bar controller
    /// and what was pushed on it is popped.
    @discardableResult
    mutating func returnTabFromMore(of tabBar: ControllerID, keepingStack: Bool) -> OperationResult {
        var result = OperationResult()
        guard let more = moreNavigationController(of: tabBar), let index = tabShownInMore(of: tabBar),
            let tab = nodes.child(tabBar, at: index)
        else { return result }
        let stack = Array(nodes.children(more).dropFirst())
        let returned: [ControllerID]
        if let kind = nodes.kind(tab), Window.lendsItsStack(kind) {
            returned = keepingStack ? stack : Array(stack.prefix(1))
            for member in returned { nodes.setParent(member, to: tab) }
            nodes.setChildren(tab, returned)
        } else {
            returned = stack.first == tab ? [tab] : []
            nodes.setParent(tab, to: tabBar)
        }
        for member in stack.dropFirst(returned.count) {
            result.appendRemoved(reference(unwrap(member)))
            deleteSubtree(member)
        }
        nodes.removeLastChildren(stack.count, of: more)
        nodes.modifyPayload(tabBar) { $0.tabs.tabInMore = nil }
        if let kind = nodes.kind(tab), Window.lendsItsStack(kind) { applyAppearance(ofTopOf: tab) }
        return result
    }

    /// Whether a tab of `kind` behind More gives its stack to the More navigation controller:
    /// a `UINavigationController`, plain or Koinu's container navigation controller (a tab of a
    /// no-wrapping root), as `_preparedViewController:` takes any navigation controller's
    /// `viewControllers`.
    static func lendsItsStack(_ kind: ControllerKind) -> Bool {
        kind == .navigationController || kind == .containerNavigationController
    }

    /// A pop that leaves the More navigation controller at its list (`didShowViewController:`
    /// with the list restores the original navigation controller): the tab goes back with only
    /// its root, and the More tab, if it is the selected one, now selects the list
    /// (`selectedIndex` reads `NSNotFound`).
    @inline(never)
    mutating func showMoreList(_ more: ControllerID) -> OperationResult {
        guard let tabBar = nodes.parent(more) else { return OperationResult() }
        let shown = tabShownInMore(of: tabBar)
        let result = returnTabFromMore(of: tabBar, keepingStack: false)
        if let shown, nodes.selectedIndex(tabBar) == shown {
            nodes.modifyPayload(tabBar) { $0.tabs.selectedIndex = nil }
        }
        didChangeHierarchy()
        return result
    }

    /// Updates every tab bar controller after the device or orientation changed.
    mutating func updateMoreNavigationEverywhere() {
        let tabBars = nodes.values.filter { $0.kind == .tabBarController }.map(\.id)
        for tabBar in tabBars { updateMoreNavigation(of: tabBar) }
    }
}
