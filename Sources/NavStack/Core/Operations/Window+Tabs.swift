/// `UITabBarController`: selection, the More tab, replacing tabs, hiding the tab bar.
extension Window {
    /// Selects the tab at `index` (`selectedIndex = index`).
    ///
    /// A tab behind More moves onto the More navigation controller, above the list (see
    /// `Window+More.swift`); `selectedIndex` still reports its index (Apple doc
    /// `selectedIndex`, `selectedViewController`; UIKit's `selectedIndex` getter).
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(_:count:tabBarController:)``.
    @discardableResult
    public mutating func selectTab(at index: Int, of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.tabSelection(tabBar)) { (window: inout Window) throws(NavigationError) in
                try window.performSelectTab(at: index, of: tabBar)
            }
        }
        return try performSelectTab(at: index, of: tabBar)
    }

    @inline(__always)
    private mutating func performSelectTab(at index: Int, of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        try requireTabBar(tabBar)
        let count = tabCount(of: tabBar)
        guard index >= 0, index < count else {
            throw .tabIndexOutOfRange(index, count: count, tabBarController: reference(tabBar))
        }
        var result = OperationResult()
        if let more = moreNavigationController(of: tabBar), isBehindMore(index, of: tabBar),
            tabShownInMore(of: tabBar) != index
        {
            result = try showInMore(index, of: tabBar, more: more)
        }
        nodes.modifyPayload(tabBar) { $0.tabs.selectedIndex = index }
        didChangeHierarchy()
        return result
    }

    /// Selects the tab that holds `controller` (`selectedViewController =` that tab).
    ///
    /// - Throws: ``NavigationError/notATab(_:tabBarController:)`` when `controller` is not
    ///   inside one of the tabs.
    @discardableResult
    public mutating func selectTab(containing controller: ControllerID, of tabBar: ControllerID) throws(NavigationError) -> OperationResult
    {
        try selectTab(at: tabIndex(containing: controller, of: tabBar), of: tabBar)
    }

    /// A user's tap on the tab that holds `controller` (``tapTab(at:of:)``).
    ///
    /// - Throws: ``NavigationError/notATab(_:tabBarController:)`` when `controller` is not
    ///   inside one of the tabs.
    @discardableResult
    public mutating func tapTab(containing controller: ControllerID, of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        try tapTab(at: tabIndex(containing: controller, of: tabBar), of: tabBar)
    }

    /// The index in `viewControllers` of the tab holding `controller`; inside the More
    /// navigation controller, the tab shown there (UIKit's `selectedIndex` of a tab chosen from
    /// the More list is its own index, Apple doc `selectedIndex`).
    ///
    /// - Throws: ``NavigationError/notATab(_:tabBarController:)`` when `controller` is not
    ///   inside one of the tabs.
    public func tabIndex(containing controller: ControllerID, of tabBar: ControllerID) throws(NavigationError) -> Int {
        try requireTabBar(tabBar)
        try requireController(controller)
        var current = controller
        while let parent = nodes.parent(current), parent != tabBar { current = parent }
        if current == moreNavigationController(of: tabBar), let shown = tabShownInMore(of: tabBar) { return shown }
        guard nodes.parent(current) == tabBar, let index = viewControllers(ofTabBar: tabBar).firstIndex(of: current) else {
            throw .notATab(reference(controller), tabBarController: reference(tabBar))
        }
        return index
    }

    /// A user's tap on the tab at `index` (docs/Lifecycle.md T1, T4): the tab bar controller's
    /// delegate is asked (`tabBarController(_:shouldSelect:)`, answering yes) and told
    /// (`didSelect`, Apple doc: "called only in response to user taps"), and a tap on the
    /// selected navigation tab pops it to its root (Apple `UITabBarController` overview: a tap
    /// on the selected tab "always display[s] the root view"). ``selectTab(at:of:)`` is the
    /// programmatic setter, without delegate calls.
    ///
    /// - Throws: ``NavigationError/tabIndexOutOfRange(_:count:tabBarController:)``.
    @discardableResult
    public mutating func tapTab(at index: Int, of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        if let blocked = gestureBlockedByLoading("the tap on the tab bar") { return blocked }
        try requireTabBar(tabBar)
        let count = tabCount(of: tabBar)
        guard index >= 0, index < count, let tab = nodes.child(tabBar, at: index) else {
            throw .tabIndexOutOfRange(index, count: count, tabBarController: reference(tabBar))
        }
        if let blocked = gestureCovered("the tap on the tab bar", on: tabBar) { return blocked }
        if nodes.screen(tab)?.delegateAnswers.shouldSelect == false { return tapRefused(on: tab, of: tabBar) }
        let reselected = nodes.selectedIndex(tabBar) == index && nodes.kind(tab)?.isNavigationController == true
        return try recordingLifecycleIfNeeded(.tap(index, tabBar)) { (window: inout Window) throws(NavigationError) in
            guard reselected else { return try window.performSelectTab(at: index, of: tabBar) }
            // A tap on the selected navigation tab shows its root (Apple UITabBarController
            // overview); at the root it does nothing.
            guard window.stackCount(of: window.stackOwner(forCallsOn: tab)) > 1 else { return OperationResult() }
            return try window.performPopToRoot(on: tab)
        }
    }

    /// The result of a tap on `tab` that the tab bar controller's delegate refuses: it is asked
    /// (`shouldSelect`, answering no) and nothing else happens (Apple doc
    /// `tabBarController(_:shouldSelect:)`; docs/Lifecycle.md T1).
    private func tapRefused(on tab: ControllerID, of tabBar: ControllerID) -> OperationResult {
        var result = OperationResult.warning(.tabSelectionRefused(reference(tab), tabBarController: reference(tabBar)))
        if recordsLifecycleEvents {
            result.events = [LifecycleEvent(controller: tabBar, callback: .shouldSelect, argument: .controller(tab), phase: .start)]
        }
        return result
    }

    /// A user's tap on the More tab: the delegate is asked about and told of the More
    /// navigation controller (`tabBarController(_:shouldSelect:)`, `didSelect`, Apple doc:
    /// "could be the same view controller that was already selected"). A tap while More shows
    /// pops its stack to the More list, as a tap on any selected navigation tab shows its root
    /// (Apple `UITabBarController` overview); otherwise More shows its stack as it was
    /// (``selectMoreTab(of:)``).
    ///
    /// - Throws: ``NavigationError/notATab(_:tabBarController:)`` when the tab bar shows no More tab.
    @discardableResult
    public mutating func tapMoreTab(of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        if let blocked = gestureBlockedByLoading("the tap on the tab bar") { return blocked }
        try requireTabBar(tabBar)
        if let blocked = gestureCovered("the tap on the tab bar", on: tabBar) { return blocked }
        guard showsMoreTab(tabBar), let more = moreNavigationController(of: tabBar) else {
            throw .notATab(
                ControllerReference(id: nil, description: "<UIMoreNavigationController>"), tabBarController: reference(tabBar))
        }
        let selected = nodes.selectedIndex(tabBar)
        let reselected = selected == nil || selected == tabShownInMore(of: tabBar)
        return try recordingLifecycleIfNeeded(.tabTap(tabBar, tab: more, reselected: reselected, topBefore: nodes.lastChild(more))) {
            (window: inout Window) throws(NavigationError) in
            guard reselected else { return try window.performSelectMoreTab(of: tabBar) }
            guard window.stackCount(of: more) > 1 else { return OperationResult() }
            return try window.performPopToRoot(on: more)
        }
    }

    /// Selects the More tab (`selectedViewController = moreNavigationController`): it shows
    /// its stack as it was, the list or the tab chosen from it. `selectedIndex` reads
    /// `NSNotFound` while the list shows, else the chosen tab's index (UIKit's
    /// `selectedViewController` getter answers the More navigation controller's
    /// `displayedViewController`).
    ///
    /// - Throws: ``NavigationError/notATab(_:tabBarController:)`` when the tab bar shows no More tab.
    @discardableResult
    public mutating func selectMoreTab(of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.tabSelection(tabBar)) { (window: inout Window) throws(NavigationError) in
                try window.performSelectMoreTab(of: tabBar)
            }
        }
        return try performSelectMoreTab(of: tabBar)
    }

    @inline(__always)
    private mutating func performSelectMoreTab(of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        try requireTabBar(tabBar)
        guard showsMoreTab(tabBar) else {
            throw .notATab(
                ControllerReference(id: nil, description: "<UIMoreNavigationController>"),
                tabBarController: reference(tabBar))
        }
        let shown = tabShownInMore(of: tabBar)
        nodes.modifyPayload(tabBar) { $0.tabs.selectedIndex = shown }
        didChangeHierarchy()
        return OperationResult()
    }

    /// Replaces the tabs (`viewControllers =`). Tabs already in the list may be reused.
    ///
    /// Reselection follows Apple's doc `viewControllers`: the previously selected controller
    /// if it is still there, else the same index if it is valid, else index 0.
    @discardableResult
    public mutating func setTabs(_ specs: [ControllerSpec], of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.tabsReplaced(tabBar)) { (window: inout Window) throws(NavigationError) in
                try window.performSetTabs(specs, of: tabBar)
            }
        }
        return try performSetTabs(specs, of: tabBar)
    }

    @inline(__always)
    private mutating func performSetTabs(_ specs: [ControllerSpec], of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        try requireTabBar(tabBar)
        let old = try node(tabBar)
        guard !specs.isEmpty else { throw .emptyList(reference(tabBar)) }
        var seen = Set<ControllerID>()
        for spec in specs {
            if case let .existing(id) = spec, !seen.insert(id).inserted {
                throw .duplicateViewControllers(
                    reference(tabBar),
                    names: specs.map { spec in
                        if case let .existing(id) = spec { return nodes.name(id) ?? id.description }
                        return spec.name ?? "?"
                    })
            }
        }
        for spec in specs {
            try validate(spec, context: BuildContext(reusable: Set(viewControllers(ofTabBar: tabBar))), requestedParent: tabBar)
        }
        // Each tab was checked on its own; new names must also differ from one tab to the next.
        var newNames = Set<String>()
        for name in Window.newNames(in: specs) where !newNames.insert(name).inserted { throw .duplicateName(name) }
        try checkAttachmentDepth(below: tabBar)
        let oldTabs = viewControllers(ofTabBar: tabBar)
        let previousSelection = old.tabs.selectedIndex.flatMap { oldTabs.indices.contains($0) ? oldTabs[$0] : nil }
        // The tab shown in More goes back with its stack; the More navigation controller goes
        // and comes back if the new tabs need it (`_rebuildTabBarItemsAnimated:`).
        var result = removeMoreNavigation(of: tabBar)
        for child in oldTabs where !seen.contains(child) {
            result.appendRemoved(reference(child))
            deleteSubtree(child)
        }
        var tabs: [ControllerID] = []
        for spec in specs { tabs.append(build(spec, parent: tabBar)) }
        let index: Int
        if let previousSelection, let kept = tabs.firstIndex(of: previousSelection) {
            index = kept
        } else if let oldIndex = old.tabs.selectedIndex, oldIndex < tabs.count {
            index = oldIndex
        } else {
            index = 0
        }
        nodes.setChildren(tabBar, tabs)
        nodes.modifyPayload(tabBar) { $0.tabs.selectedIndex = index }
        result.append(updateMoreNavigation(of: tabBar))
        loadTabs(of: tabBar)
        didChangeHierarchy()
        return result
    }

    /// iOS 18 `setTabBarHidden(_:animated:)`: stores the app's preference.
    @discardableResult
    public mutating func setTabBarHidden(_ hidden: Bool, of tabBar: ControllerID) throws(NavigationError) -> OperationResult {
        try requireTabBar(tabBar)
        nodes.modifyPayload(tabBar) { $0.tabs.isTabBarHidden = hidden }
        return OperationResult()
    }

    /// Every name and label `specs` create, in order.
    static func newNames(in specs: [ControllerSpec]) -> [String] { flattened(specs).compactMap(\.name) }

    /// `specs` and every spec nested in them, depth first in order (iteratively: a spec's
    /// depth is checked only when it is validated).
    static func flattened(_ specs: [ControllerSpec]) -> [ControllerSpec] {
        var pending = Array(specs.reversed())
        var found: [ControllerSpec] = []
        while let spec = pending.popLast() {
            found.append(spec)
            switch spec {
            case .screen, .existing: break
            case let .navigationController(root, _), let .koinuNavigationController(root, _, _),
                let .containerNavigationController(root, _), let .pageViewController(root, _),
                let .hostingController(root, _):
                pending.append(root)
            case let .swiftUI(spec): pending.append(contentsOf: spec.embeddedControllers.reversed())
            case let .tabBarController(tabs, _): pending.append(contentsOf: tabs.reversed())
            }
        }
        return found
    }

    func requireTabBar(_ id: ControllerID) throws(NavigationError) {
        guard try kind(ofExisting: id) == .tabBarController else { throw .notATabBarController(reference(id)) }
    }
}
