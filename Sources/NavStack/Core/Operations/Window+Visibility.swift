/// What is on screen: the presentation chain, the visible path through containers, the top
/// screen, and which views are loaded and in the window (for `_printHierarchy` states).
extension Window {
    /// The presentation chain from the root: the root, what it presents, what that presents…
    ///
    /// - Complexity: O(number of presentations).
    public var presentationChain: [ControllerID] {
        var chain: [ControllerID] = []
        var current = root
        while let id = current {
            chain.append(id)
            current = nodes.presented(id)
        }
        return chain
    }

    /// The topmost presentation context: the last of ``presentationChain``, found without
    /// building the chain.
    @inline(__always)
    var topContext: ControllerID? {
        guard var context = root else { return nil }
        while let presented = nodes.presented(context) { context = presented }
        return context
    }

    /// The controllers that are on screen below `start`: for navigation controllers the
    /// top, for tab bar controllers the selected tab, for containers their child.
    ///
    /// - Complexity: O(depth).
    func visibleDescent(from start: ControllerID) -> [ControllerID] {
        var path: [ControllerID] = []
        forEachVisible(from: start) { id, _ in path.append(id) }
        return path
    }

    /// Calls `body` with each controller of ``visibleDescent(from:)`` and its slot, in order.
    /// Each step down finds the child's slot once, which tells both that it is in the table and
    /// where its record is (looking it up to check it, then again to read it, cost a top-screen
    /// query about half its instructions).
    @inline(__always)
    private func forEachVisible(from start: ControllerID, _ body: (ControllerID, Int) -> Void) {
        let records = nodes.records
        var current = start
        guard var slot = records.slot(of: start) else { return }
        while true {
            body(current, slot)
            guard let child = Window.visibleChild(ofSlot: slot, in: records), let childSlot = records.slot(of: child) else { return }
            current = child
            slot = childSlot
        }
    }

    /// The last controller of ``visibleDescent(from:)``, found without building the path.
    func visibleLeaf(from start: ControllerID) -> ControllerID? { visibleLeafAndSlot(from: start)?.id }

    /// ``visibleLeaf(from:)`` and its slot.
    @inline(__always)
    private func visibleLeafAndSlot(from start: ControllerID) -> (id: ControllerID, slot: Int)? {
        var leaf: (id: ControllerID, slot: Int)?
        forEachVisible(from: start) { leaf = ($0, $1) }
        return leaf
    }

    /// Whether `id` is in a tab its tab bar controller does not show (the tab or anything in
    /// it). While a tab switch is still reporting `disappearing` the old tab's view is out of
    /// the window already: `UITabBarController` swaps the views at once (a recorded SwiftUI
    /// TabView app's `_printHierarchy` mid-switch, PrintHierarchyDecoder's tests,
    /// decodeFailedCase003), unlike a navigation transition, which keeps both.
    ///
    /// - Complexity: O(depth).
    public func isInUnselectedTab(_ id: ControllerID) -> Bool {
        var current = id
        while let parent = nodes.parent(current) {
            if nodes.kind(parent) == .tabBarController, visibleChild(of: parent) != current { return true }
            current = parent
        }
        return false
    }

    /// The child of `id` that is on screen (``visibleChild(ofSlot:in:)``).
    ///
    /// - Complexity: O(1).
    func visibleChild(of id: ControllerID) -> ControllerID? {
        let records = nodes.records
        guard let slot = records.slot(of: id) else { return nil }
        return Window.visibleChild(ofSlot: slot, in: records)
    }

    /// The child on screen of the controller in `slot`: a navigation controller's top (the
    /// last of `viewControllers`), a Koinu container's only child, a tab bar controller's
    /// selected tab (none while the More list shows); none for screens and placeholders.
    @inline(__always)
    static func visibleChild(ofSlot slot: Int, in records: NodeTable.Records) -> ControllerID? {
        switch records.kind(at: slot) {
        case .navigationController, .koinuNavigationController, .containerNavigationController, .moreNavigationController:
            return records.lastChild(at: slot)
        case .containerController, .pageViewController, .hostingController:
            return records.firstChild(at: slot)
        case .tabBarController:
            // The selected tab, unless the More navigation controller shows (`Window+More.swift`).
            let (selected, inMore) = records.readPayload(at: slot) { ($0.tabs.selectedIndex, $0.tabs.tabInMore) }
            if let selected, selected != inMore { return records.child(at: slot, index: selected) }
            return visibleTab(ofSlot: slot, in: records)
        case .screen, .placeholder, .moreListController:
            return nil
        }
    }

    /// The selected tab, or the More navigation controller (the last child) while it shows
    /// its list or the tab chosen from it (`Window+More.swift`). Out of line, so the walks
    /// down a stack stay small.
    @inline(never)
    static func visibleTab(ofSlot slot: Int, in records: NodeTable.Records) -> ControllerID? {
        let (selected, inMore) = records.readPayload(at: slot) { ($0.tabs.selectedIndex, $0.tabs.tabInMore) }
        guard let selected, selected != inMore else {
            guard let last = records.lastChild(at: slot), let lastSlot = records.slot(of: last),
                records.kind(at: lastSlot) == .moreNavigationController
            else { return nil }
            return last
        }
        return records.child(at: slot, index: selected)
    }

    /// The top screen of the hierarchy: the visible screen of the topmost presentation
    /// (`nil` with no root, or while the More list is showing).
    public var topScreen: ControllerID? {
        guard let context = topContext, let last = visibleLeafAndSlot(from: context),
            nodes.records.kind(at: last.slot) == .screen
        else { return nil }
        return last.id
    }

    /// The presentation contexts whose views are in the window, topmost first: the top one,
    /// and below it each presenter whose presentation keeps it in the window (every style but
    /// `.fullScreen`, Apple doc `UIModalPresentationStyle.fullScreen`).
    var contextsInWindow: [ControllerID] {
        var result: [ControllerID] = []
        var shown = topContext
        while let id = shown {
            result.append(id)
            shown = contextInWindow(below: id)
        }
        return result
    }

    /// The next presentation context down whose views stay in the window while `context`
    /// shows: its presenter when its style keeps the presenter's views; below a
    /// `.currentContext` presentation, which removes its presenter's views alone, what the
    /// presenter's own presentation keeps (Apple docs `UIModalPresentationStyle`); `nil` when
    /// nothing below shows.
    ///
    /// - Complexity: O(presentation depth).
    @inline(__always)
    func contextInWindow(below context: ControllerID) -> ControllerID? {
        // The root is presented by nothing: no lookup is needed to tell that (the context
        // below most operations' top is none).
        guard context != root else { return nil }
        var current = context
        // Bounded by the presentation chain, at most one step per controller.
        for _ in 0..<(nodes.count + 1) {
            guard let style = nodes.presentationStyle(current), let presenter = nodes.presenter(current) else { return nil }
            if style.keepsPresenterInWindow { return presenter }
            guard style == .currentContext else { return nil }
            current = presenter
        }
        return nil
    }

    /// The presentation context on whose visible path `id` is (``visibleDescent(from:)``),
    /// found by walking up from `id` without building the path; `nil` when a sibling covers
    /// `id` or one of its parents.
    ///
    /// - Complexity: O(depth).
    func contextShowing(_ id: ControllerID) -> ControllerID? {
        var current = id
        // Bounded by the number of controllers: a parent chain cannot be longer. (A half-open
        // range: a closed one is iterated through generic code, on every recorded push.)
        for _ in 0..<(nodes.count + 1) {
            guard let parent = nodes.parent(current) else { return current }
            guard visibleChild(of: parent) == current else { return nil }
            current = parent
        }
        return nil
    }

    /// Whether the presentation context `context` is one of ``contextsInWindow``, found
    /// without building the list.
    func isContextInWindow(_ context: ControllerID) -> Bool {
        var shown = topContext
        while let id = shown {
            if id == context { return true }
            shown = contextInWindow(below: id)
        }
        return false
    }

    /// Controllers whose views are in the window (`_printHierarchy` state `appeared`).
    public var appearedControllers: Set<ControllerID> {
        Set(contextsInWindow.flatMap { visibleDescent(from: $0) })
    }

    /// The state `_printHierarchy` shows for `id`: ``AppearanceState/notLoaded`` while its
    /// view is not loaded; ``AppearanceState/appearing`` or ``AppearanceState/disappearing``
    /// on either side of an interactive transition in progress (``interactiveTransition``) or
    /// as an imported dump showed them (``importedTransitionalStates``);
    /// ``AppearanceState/appeared`` while the view is in the window (``appearedControllers``);
    /// ``AppearanceState/disappeared`` otherwise; `nil` when `id` is not in the window.
    /// A popup's content is appeared while its popup is open: LNPopupController tells it so
    /// itself, whatever covers its container (docs/Lifecycle.md P2, P3, P11).
    ///
    /// - Complexity: O(depth).
    public func appearanceState(of id: ControllerID) -> AppearanceState? {
        appearanceState(of: id) { contextsInWindow.contains { visibleDescent(from: $0).contains(id) } }
    }

    /// ``appearanceState(of:)`` with the test for a view in the window given, so a caller
    /// asking for every controller computes ``appearedControllers`` once.
    func appearanceState(of id: ControllerID, isInWindow: () -> Bool) -> AppearanceState? {
        guard nodes.contains(id) else { return nil }
        if !nodes.isViewLoaded(id) { return .notLoaded }
        if let state = transitionalState(of: id) { return state }
        if let host = nodes.popupHost(id) { return nodes.popup(host)?.state == .open ? .appeared : .disappeared }
        return isInWindow() ? .appeared : .disappeared
    }

    /// Marks the views on screen as loaded, as UIKit loads a view the first time it is about
    /// to appear. A tab bar controller loads the views of its navigation-controller tabs with
    /// its own, but not their roots (the swift-snapshot-testing `UITabBarController` fixture
    /// records each unselected `UINavigationController` loaded "not in the window" and its
    /// root "(view not loaded)"); a plain tab's view loads when the tab is first selected.
    /// Walks the contexts in the window without building lists, as it runs after every
    /// operation.
    ///
    /// Then runs the popup calls waiting for a view that may now be in the window
    /// (`Window+PopupDeferral.swift`).
    ///
    /// - Complexity: O(depth × contexts in the window) plus O(presentations).
    mutating func didChangeHierarchy() {
        loadViewsOnScreen()
        if !sideStorage.isDefault { runDeferredPopupCalls() }
    }

    /// ``didChangeHierarchy()`` after a push, which only covers: the pushed controller is
    /// new, so no container waiting for the window enters it.
    mutating func didPush() { loadViewsOnScreen() }

    /// The views on screen load (``didChangeHierarchy()``).
    private mutating func loadViewsOnScreen() {
        var current = topContext
        while let start = current {
            loadViews(onVisiblePathFrom: start)
            current = contextInWindow(below: start)
        }
    }

    /// Loads the views on the visible path from `start` down, with each tab bar controller's
    /// tabs. The path is read first and the table written only from the first view that is
    /// not loaded yet: after most operations every view on it already is, and a table shared
    /// with a copy of the window is then not copied. A loaded tab bar controller's tabs are
    /// loaded already (``loadTabs(of:)``), so the read costs O(depth) however many tabs there
    /// are.
    @inline(__always)
    private mutating func loadViews(onVisiblePathFrom start: ControllerID) {
        let records = nodes.records
        var current = records.slot(of: start)
        while let slot = current {
            if !records.isViewLoaded(at: slot) {
                nodes.update { Window.loadViews(fromSlot: slot, in: $0) }
                return
            }
            guard let child = Window.visibleChild(ofSlot: slot, in: records) else { return }
            current = records.slot(of: child)
        }
    }

    /// Loads the views on the visible path from the controller in `slot` down; a tab bar
    /// controller whose view loads loads its tabs' views too.
    @inline(__always)
    private static func loadViews(fromSlot slot: Int, in table: NodeTable.MutableRecords) {
        let records = table.records
        var current: Int? = slot
        while let slot = current {
            if !records.isViewLoaded(at: slot) {
                table.setViewLoaded(at: slot)
                if records.kind(at: slot) == .tabBarController { loadTabs(ofSlot: slot, in: table) }
            }
            guard let child = visibleChild(ofSlot: slot, in: records) else { return }
            current = records.slot(of: child)
        }
    }

    /// Loads the views of the navigation-controller tabs of the tab bar controller in `slot`.
    private static func loadTabs(ofSlot slot: Int, in table: NodeTable.MutableRecords) {
        let records = table.records
        for index in 0..<records.childCount(at: slot) {
            if let tab = records.child(at: slot, index: index), let tabSlot = records.slot(of: tab),
                records.kind(at: tabSlot).isNavigationController
            {
                table.setViewLoaded(at: tabSlot)
            }
        }
    }

    /// After a tab bar controller's tabs change: when its view is loaded, the new tabs' views
    /// load with it, as its first tabs' did.
    mutating func loadTabs(of tabBar: ControllerID) {
        guard let slot = nodes.records.slot(of: tabBar), nodes.records.isViewLoaded(at: slot) else { return }
        nodes.update { Window.loadTabs(ofSlot: slot, in: $0) }
    }
}

/// A view controller's appearance state, as `_printHierarchy` prints it (`state: appeared`),
/// with `notLoaded` for a controller whose view is not loaded (`view: (view not loaded)`).
public enum AppearanceState: String, Sendable, Hashable, CaseIterable {
    case appeared, appearing, disappearing, disappeared
    case notLoaded = "not-loaded"
}
