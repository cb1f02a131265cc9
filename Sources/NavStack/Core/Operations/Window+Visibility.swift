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
    public func visibleDescent(from start: ControllerID) -> [ControllerID] {
        var path: [ControllerID] = []
        var current: ControllerID? = start
        while let id = current, nodes.contains(id) {
            path.append(id)
            current = visibleChild(of: id)
        }
        return path
    }

    /// The last controller of ``visibleDescent(from:)``, found without building the path.
    func visibleLeaf(from start: ControllerID) -> ControllerID? {
        guard nodes.contains(start) else { return nil }
        var leaf = start
        while let child = visibleChild(of: leaf), nodes.contains(child) { leaf = child }
        return leaf
    }

    /// The child of `id` that is on screen: a navigation controller's top, a container's
    /// content, a tab bar controller's selected tab; none for screens and placeholders.
    ///
    /// - Complexity: O(1).
    func visibleChild(of id: ControllerID) -> ControllerID? { nodes.visibleChild(of: id) }

    /// The top screen of the hierarchy: the visible screen of the topmost presentation
    /// (`nil` with no root, or while the More list is showing).
    public var topScreen: ControllerID? {
        guard let context = topContext, let last = visibleLeaf(from: context),
              nodes.kind(last) == .screen else { return nil }
        return last
    }

    /// The presentation contexts whose views are in the window, topmost first: the top one,
    /// and below it each presenter whose presentation keeps it in the window (every style but
    /// `.fullScreen`, reference/uikit.md §5).
    public var contextsInWindow: [ControllerID] {
        let chain = presentationChain
        var result: [ControllerID] = []
        for id in chain.reversed() {
            result.append(id)
            guard nodes.presentationStyle(id)?.keepsPresenterInWindow == true else { break }
        }
        return result
    }

    /// Controllers whose views are in the window (`_printHierarchy` state `appeared`).
    public var appearedControllers: Set<ControllerID> {
        Set(contextsInWindow.flatMap { visibleDescent(from: $0) })
    }

    /// Marks the views on screen as loaded. Tab bar controllers load their tabs' views too
    /// (swift-snapshot-testing fixture, reference/uikit.md §4). Walks the contexts in the
    /// window without building lists, as it runs after every operation.
    ///
    /// - Complexity: O(depth × contexts in the window) plus O(presentations).
    mutating func didChangeHierarchy() {
        var current = topContext
        while let start = current {
            nodes.markVisiblePathLoaded(from: start)
            guard nodes.presentationStyle(start)?.keepsPresenterInWindow == true else { break }
            current = nodes.presenter(start)
        }
    }
}
