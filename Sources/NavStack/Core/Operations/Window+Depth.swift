/// The bound on how deep the hierarchy grows. A tree given to one operation nests at most
/// ``Window/maximumNestingDepth`` levels; the places where a tree is attached below an existing
/// one (a presentation, a popup's content, new tabs) must themselves lie less than that deep.
/// So presentation and popup chains, and tabs replaced inside tabs, cannot stack up without end:
/// every controller stays a bounded number of levels below the window, which keeps renderings
/// linear in the number of controllers and every walk up the hierarchy short.
extension Window {
    /// How many levels lie above `id` in the rendered hierarchy: parents, presenters and popup
    /// hosts, up to the window's root (0 for the root).
    ///
    /// - Complexity: O(depth).
    func hierarchyDepth(of id: ControllerID) -> Int {
        var depth = 0
        var current = id
        while let node = nodes[current], let above = node.parent ?? node.presenter ?? node.popupHost {
            depth += 1
            current = above
        }
        return depth
    }

    /// Throws ``NavigationError/nestingTooDeep(limit:)`` when a tree attached below `anchor`
    /// would start ``maximumNestingDepth`` or more levels below the window.
    func checkAttachmentDepth(below anchor: ControllerID) throws(NavigationError) {
        guard hierarchyDepth(of: anchor) < Window.maximumNestingDepth else {
            throw .nestingTooDeep(limit: Window.maximumNestingDepth)
        }
    }
}
