/// Koinu's wrapping scheme: each screen pushed on a ``ControllerKind/koinuNavigationController``
/// becomes `ContainerController → ContainerNavigationController → [Placeholder] + Screen`.
///
/// Source: Koinu `VMContainerViewController.swift:47-65`, `VMNavigationController.swift:143-208`.
extension Window {
    /// Wraps `content` for the outer controller `outer` and returns the new container.
    ///
    /// - With `useSystemBackBarButtonItem` on and a `previous` screen, a placeholder carrying
    ///   the previous screen's title and `backBarButtonItem` goes under the content, so UIKit
    ///   draws its own back button. Koinu copies only those two: the previous screen's
    ///   `backButtonTitle` and `backButtonDisplayMode` are lost (a Koinu quirk NavStack keeps).
    /// - The inner bar's class is the content's `navigationBarClass()`, read only now.
    /// - With `useRootNavigationBarAttributes` on, the outer (hidden) bar's attributes are
    ///   copied into the inner bar; the screen's own styling then overrides them.
    ///
    /// `previousIsTop` takes the outer controller's current top screen as `previous` (a push),
    /// read only when the placeholder needs it.
    ///
    /// - Complexity: O(1).
    mutating func wrap(
        _ content: ControllerID, in outer: ControllerID, previous: ControllerID?, previousIsTop: Bool = false
    ) -> ControllerID {
        let (container, inner) = nodes.insertChain(
            .containerController, .containerNavigationController,
            above: content, under: outer, rawValue: nextID)
        nextID += 2
        // The outer controller's two options, read without copying its navigation state.
        let (systemBackButton, rootAttributes) =
            nodes.readPayload(outer) {
                ($0.navigation.useSystemBackBarButtonItem, $0.navigation.useRootNavigationBarAttributes)
            } ?? (false, false)
        if systemBackButton, let previous = previousIsTop ? vmTopViewController(of: outer) : previous {
            let placeholder = makeNode(.placeholder, name: nil, parent: inner)
            let previousItem = nodes.screen(previous)?.navigationItem ?? NavigationItem()
            nodes.modifyScreen(placeholder) {
                $0.navigationItem.title = previousItem.title
                $0.navigationItem.backBarButtonItemTitle = previousItem.backBarButtonItemTitle
            }
            nodes.setChildren(inner, [placeholder, content])
        }
        if rootAttributes, let bar = nodes.readPayload(outer, { $0.navigation.bar }) {
            nodes.modifyPayload(inner) { $0.navigation.bar = bar }
        }
        // A screen that was never styled leaves the inner bar as it is.
        if nodes.hasScreenProperties(content) {
            if let barClass = nodes.screen(content)?.navigationBarClass {
                nodes.modifyPayload(inner) { $0.navigation.barClass = barClass }
            }
            applyAppearance(ofTopOf: inner)
        }
        return container
    }

    /// Whether the outer controller `outer` has Koinu's `useSystemBackBarButtonItem` on.
    func usesSystemBackBarButtonItem(_ outer: ControllerID) -> Bool {
        nodes.readPayload(outer) { $0.navigation.useSystemBackBarButtonItem } == true
    }

    /// Removes a container and its inner navigation controller (and placeholder) but keeps
    /// the content, which the caller re-homes. Used when `setViewControllers` re-wraps screens.
    mutating func discardWrapping(_ container: ControllerID) {
        let content = unwrap(container)
        if let inner = nodes.children(container).first, nodes.kind(inner) == .containerNavigationController {
            for child in children(of: inner) where child != content { deleteSubtree(child) }
            nodes[inner] = nil
        }
        nodes[container] = nil
        nodes.setParent(content, to: nil)
    }

    /// Koinu's `safeUnwrapViewController`: a container's content, anything else unchanged.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func unwrap(_ id: ControllerID) -> ControllerID {
        guard nodes.kind(id) == .containerController, let first = nodes.firstChild(id) else { return id }
        if nodes.kind(first) == .containerNavigationController, nodes.childCount(id) == 1 {
            return nodes.lastChild(first) ?? first
        }
        return first
    }

    /// Whether `nav` is the inner navigation controller of a Koinu container.
    func isWrappedInner(_ nav: ControllerID) -> Bool {
        guard nodes.kind(nav) == .containerNavigationController, let parent = nodes.parent(nav) else { return false }
        return nodes.kind(parent) == .containerController
    }
}

extension ControllerNode {
    /// The per-kind state a new controller of `kind` starts with: UIKit's defaults (the shared
    /// empty payload), except for Koinu's outer navigation controller, which hides its own bar
    /// in `viewDidLoad` so that only each screen's inner bar shows (Koinu
    /// `VMNavigationController.swift:100-105`).
    static func initialPayload(for kind: ControllerKind) -> SharedValue<Payload> {
        var payload = SharedValue<Payload>()
        if kind == .koinuNavigationController { payload.value.navigation.isNavigationBarHidden = true }
        return payload
    }
}
