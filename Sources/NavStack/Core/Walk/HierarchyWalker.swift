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
    /// Called, in a folded walk, where `count` children of the entry being visited are left
    /// out, at `depth`; `isLast` when nothing follows them at that depth.
    mutating func visitFolded(_ count: Int, depth: Int, isLast: Bool, in window: Window)
}

extension HierarchyWalker {
    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {}
    public mutating func visitFolded(_ count: Int, depth: Int, isLast: Bool, in window: Window) {}
}

extension Window {
    /// Walks the hierarchy depth first from the root: each controller, then its children in
    /// order, then its popup content (unless `includingPopups` is off), then what it presents.
    /// Iterative, so any depth is safe.
    ///
    /// With `keepingChildren`, a controller with more children than that shows only its first
    /// child and its last `keepingChildren - 1`: the others, and everything below them, are
    /// reported once through ``HierarchyWalker/visitFolded(_:depth:isLast:in:)`` and not
    /// walked, so a card of a storyboard costs what it shows, not the whole stack.
    ///
    /// A tab bar controller's children are its tabs, then its More navigation controller; the
    /// plain tab shown in More is walked there only. With `childViewControllersOnly`, as
    /// `_printHierarchy` walks `childViewControllers`, the tabs behind More are left out: UIKit
    /// keeps them out of the tab bar controller's children (`Window+More.swift`).
    ///
    /// - Complexity: O(n) for n controllers; folded, O(what is shown).
    public func walk<W: HierarchyWalker>(
        _ walker: inout W, includingPopups: Bool = true, keepingChildren: Int? = nil, childViewControllersOnly: Bool = false
    ) {
        guard let root else { return }
        var pending: [WalkStep] = [.enter(HierarchyEntry(id: root, depth: 0, isLast: true, relation: .root))]
        while let step = pending.popLast() {
            let entry: HierarchyEntry
            switch step {
            case let .leave(left):
                walker.leave(left, in: self)
                continue
            case let .fold(count, depth, isLast):
                walker.visitFolded(count, depth: depth, isLast: isLast, in: self)
                continue
            case let .enter(entered):
                entry = entered
            }
            walker.visit(entry, in: self)
            pending.append(.leave(entry))
            guard let node = nodes[entry.id] else { continue }
            var next: [WalkStep] = []
            let children = node.children
            let walked =
                node.kind == .tabBarController
                ? walkedTabBarChildren(of: entry.id, childViewControllersOnly: childViewControllersOnly)
                : Array(children.indices)
            let popupContent = includingPopups ? node.popup?.content : nil
            let total = walked.count + (node.presented == nil ? 0 : 1) + (popupContent == nil ? 0 : 1)
            let kept = keepingChildren.map { Swift.max(2, $0) }
            let folds = kept.map { walked.count > $0 } ?? false
            next.reserveCapacity(folds ? (kept ?? 0) + 3 : total)
            // Folded: the first child, the left-out run, then the last `kept - 1`; only those are
            // looked at.
            let shown: [Int] =
                if folds, let kept { [0] + Array((walked.count - (kept - 1))..<walked.count) } else { Array(walked.indices) }
            for position in shown {
                if folds, let kept, position == walked.count - (kept - 1) {
                    next.append(.fold(count: walked.count - kept, depth: entry.depth + 1, isLast: false))
                }
                let index = walked[position]
                next.append(
                    .enter(
                        HierarchyEntry(
                            id: children[index], depth: entry.depth + 1, isLast: position == total - 1, relation: .child,
                            index: index)))
            }
            if let popupContent, let state = node.popup?.state {
                next.append(
                    .enter(
                        HierarchyEntry(
                            id: popupContent, depth: entry.depth + 1, isLast: node.presented == nil, relation: .popupContent(state))))
            }
            if let presented = node.presented {
                let style = nodes.presentationStyle(presented) ?? .pageSheet
                next.append(.enter(HierarchyEntry(id: presented, depth: entry.depth + 1, isLast: true, relation: .presented(style))))
            }
            pending.append(contentsOf: next.reversed())
        }
    }
}

extension Window {
    /// The indices of the children of `tabBar` a walk enters (see ``walk(_:includingPopups:keepingChildren:childViewControllersOnly:)``).
    fileprivate func walkedTabBarChildren(of tabBar: ControllerID, childViewControllersOnly: Bool) -> [Int] {
        let children = nodes.children(tabBar)
        guard let more = moreNavigationController(of: tabBar) else { return Array(children.indices) }
        if childViewControllersOnly, let maximum = maximumTabBarItems {
            return Array(0..<Swift.min(maximum - 1, children.count - 1)) + [children.count - 1]
        }
        return children.indices.filter { nodes.parent(children[$0]) == tabBar || children[$0] == more }
    }
}

/// One step of ``Window/walk(_:includingPopups:keepingChildren:childViewControllersOnly:)``:
/// enter an entry, leave it, or report children left out.
private enum WalkStep {
    case enter(HierarchyEntry)
    case leave(HierarchyEntry)
    case fold(count: Int, depth: Int, isLast: Bool)
}
