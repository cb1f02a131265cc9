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
            let previousProperties = nodes.screen(previous) ?? ScreenProperties()
            let title = placeholderTitle(previous: previousProperties, settingStack: !previousIsTop)
            nodes.modifyScreen(placeholder) {
                $0.navigationItem.title = title
                $0.navigationItem.backBarButtonItemTitle = previousProperties.navigationItem.backBarButtonItemTitle
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

    /// The title a placeholder takes from the screen before it (`previous`), which its back
    /// button then shows. A push reads the item's title first: Koinu `navigationItem.title ??
    /// title` (`VMNavigationController.swift:152`), RT the same (`RTRootNavigationController.m:767`,
    /// 7140ad6 for RT #168). `setViewControllers` reads the controller's first under Koinu,
    /// `title ?? navigationItem.title` (`VMNavigationController.swift:198`), and only the
    /// controller's under RT, `viewControllers[index - 1].title` (`RTRootNavigationController.m:816`):
    /// a screen that set only `navigationItem.title` lends RT's placeholder no title, and the
    /// back button reads "Back".
    func placeholderTitle(previous: ScreenProperties, settingStack: Bool) -> String? {
        guard settingStack else { return previous.navigationItem.title ?? previous.title }
        switch wrappingLibrary {
        case .koinu: return previous.title ?? previous.navigationItem.title
        case .rt: return previous.title
        }
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
    package func unwrap(_ id: ControllerID) -> ControllerID {
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
