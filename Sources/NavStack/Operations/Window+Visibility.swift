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

    /// The controllers that are on screen below `start`: for navigation controllers the
    /// top, for tab bar controllers the selected tab, for containers their child.
    ///
    /// - Complexity: O(depth).
    public func visibleDescent(from start: ControllerID) -> [ControllerID] {
        var path: [ControllerID] = []
        var current: ControllerID? = start
        while let id = current, let node = nodes[id] {
            path.append(id)
            current = Window.visibleChild(of: node)
        }
        return path
    }

    /// The child of `node` that is on screen: a navigation controller's top, a container's
    /// content, a tab bar controller's selected tab; none for screens.
    static func visibleChild(of node: ControllerNode) -> ControllerID? {
        switch node.kind {
        case .navigationController, .wrappingNavigationController, .containerNavigationController:
            node.children.last
        case .containerController:
            node.children.first
        case .tabBarController:
            node.tabs.selectedIndex.flatMap { node.children.indices.contains($0) ? node.children[$0] : nil }
        case .screen, .placeholder:
            nil
        }
    }

    /// The top screen of the hierarchy: the visible screen of the topmost presentation
    /// (`nil` with no root, or while the More list is showing).
    public var topScreen: ControllerID? {
        guard let context = presentationChain.last,
              let last = visibleDescent(from: context).last,
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
        guard var context = root else { return }
        while let presented = nodes.readPayload(context, { $0.presented }) ?? nil { context = presented }
        var current: ControllerID? = context
        while let start = current {
            markLoaded(from: start)
            guard nodes.readPayload(start, { $0.presentationStyle?.keepsPresenterInWindow }) == true else { break }
            current = nodes.readPayload(start, { $0.presenter }) ?? nil
        }
    }

    /// Reads single fields, not whole nodes: this runs after every push and pop.
    private mutating func markLoaded(from start: ControllerID) {
        var current: ControllerID? = start
        while let id = current, let kind = nodes.kind(id) {
            if !nodes.isViewLoaded(id) { nodes.setViewLoaded(id) }
            switch kind {
            case .navigationController, .wrappingNavigationController, .containerNavigationController:
                current = nodes.lastChild(id)
            case .containerController:
                current = nodes.firstChild(id)
            case .tabBarController:
                for tab in children(of: id) where !nodes.isViewLoaded(tab) { nodes.setViewLoaded(tab) }
                current = nodes.readPayload(id, { $0.tabs.selectedIndex })?.flatMap { nodes.child(id, at: $0) }
            case .screen, .placeholder:
                current = nil
            }
        }
    }
}
