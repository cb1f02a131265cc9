/// How a controller relates to the one above it in a rendered hierarchy.
public enum HierarchyRelation: Sendable, Hashable {
    /// The window's root.
    case root
    /// A child (stack member, tab, container content).
    case child
    /// A modal presentation.
    case presented(ModalPresentationStyle)
    /// Popup content hosted by a popup container (not a child controller: only its view is
    /// hosted, LNPopupController `LNPopupController.mm:419-450`).
    case popupContent(PopupPresentationState)
}

/// One controller met during a walk.
public struct HierarchyEntry: Sendable, Hashable {
    /// The controller.
    public let id: ControllerID
    /// Its depth: 0 for the root.
    public let depth: Int
    /// Whether it is the last of its parent's entries (children, then the presentation).
    public let isLast: Bool
    /// How it hangs under its parent.
    public let relation: HierarchyRelation
    /// Its position among its parent's children (`nil` for the root, presentations and popup
    /// content), so renderers need not search the parent's list.
    public var index: Int? = nil
}

/// A visitor over a window's hierarchy: renderers are walkers, and never mutate the window.
public protocol HierarchyWalker {
    /// Called when the walk enters `entry`, before its children.
    mutating func visit(_ entry: HierarchyEntry, in window: Window)
    /// Called after all of `entry`'s children.
    mutating func leave(_ entry: HierarchyEntry, in window: Window)
}

extension HierarchyWalker {
    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {}
}

extension Window {
    /// Walks the hierarchy depth first from the root: each controller, then its children in
    /// order, then its popup content (unless `includingPopups` is off), then what it presents.
    /// Iterative, so any depth is safe.
    ///
    /// - Complexity: O(n) for n controllers.
    public func walk<W: HierarchyWalker>(_ walker: inout W, includingPopups: Bool = true) {
        guard let root else { return }
        var pending: [(HierarchyEntry, leaving: Bool)] = [(HierarchyEntry(id: root, depth: 0, isLast: true, relation: .root), false)]
        while let (entry, leaving) = pending.popLast() {
            if leaving {
                walker.leave(entry, in: self)
                continue
            }
            walker.visit(entry, in: self)
            pending.append((entry, true))
            guard let node = nodes[entry.id] else { continue }
            var next: [HierarchyEntry] = []
            next.reserveCapacity(node.children.count + 1)
            let popupContent = includingPopups ? node.popup?.content : nil
            let total = node.children.count + (node.presented == nil ? 0 : 1) + (popupContent == nil ? 0 : 1)
            for (index, child) in node.children.enumerated() {
                next.append(HierarchyEntry(id: child, depth: entry.depth + 1, isLast: index == total - 1, relation: .child, index: index))
            }
            if let popupContent, let state = node.popup?.state {
                next.append(
                    HierarchyEntry(
                        id: popupContent, depth: entry.depth + 1, isLast: node.presented == nil,
                        relation: .popupContent(state)))
            }
            if let presented = node.presented {
                let style = nodes.presentationStyle(presented) ?? .pageSheet
                next.append(HierarchyEntry(id: presented, depth: entry.depth + 1, isLast: true, relation: .presented(style)))
            }
            for item in next.reversed() { pending.append((item, false)) }
        }
    }
}
