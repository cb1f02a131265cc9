/// How code inside a screen finds its navigation controller, and where stack calls land.
///
/// Source: Koinu `VMContainerNavigationController.swift:96-205`, `Koinu+.swift:30-36`.
extension Window {
    /// UIKit's `navigationController`: the nearest ancestor that is a navigation controller.
    /// For a wrapped screen that is its own ``ControllerKind/containerNavigationController``.
    ///
    /// - Complexity: O(depth).
    public func navigationController(of id: ControllerID) -> ControllerID? {
        var current = nodes.parent(id)
        while let candidate = current, let kind = nodes.kind(candidate) {
            if kind.isNavigationController { return candidate }
            current = nodes.parent(candidate)
        }
        return nil
    }

    /// Koinu's `vm.navigationController`: follows `navigationController` up to the first
    /// wrapping navigation controller.
    ///
    /// - Complexity: O(depth).
    public func vmNavigationController(of id: ControllerID) -> ControllerID? {
        var current = navigationController(of: id)
        while let candidate = current {
            if nodes.kind(candidate) == .koinuNavigationController { return candidate }
            current = navigationController(of: candidate)
        }
        return nil
    }

    /// The navigation controller whose stack a push, pop or set made on `nav` changes.
    /// A container navigation controller forwards those calls to its own
    /// `navigationController` whenever it has one (Koinu l.161-205).
    ///
    /// - Complexity: O(depth).
    @inline(__always)
    package func stackOwner(forCallsOn nav: ControllerID) -> ControllerID {
        var current = nav
        while nodes.kind(current) == .containerNavigationController, let outer = navigationController(of: current) {
            current = outer
        }
        return current
    }

    /// `viewControllers` as UIKit code sees it. On a container navigation controller inside
    /// a wrapping one this is the outer stack, unwrapped (Koinu l.96-106, RT #92); on Koinu's
    /// outer controller it is the wrapped containers.
    public func viewControllers(of nav: ControllerID) -> [ControllerID] {
        if nodes.kind(nav) == .containerNavigationController, let outer = navigationController(of: nav),
            nodes.kind(outer) == .koinuNavigationController
        {
            return vmViewControllers(of: outer)
        }
        return children(of: nav)
    }

    /// Koinu's `vmViewControllers`: the stack with every container unwrapped.
    public func vmViewControllers(of nav: ControllerID) -> [ControllerID] {
        children(of: nav).map { unwrap($0) }
    }

    /// `topViewController`: the last controller of the stack (wrapped on Koinu's outer controller).
    public func topViewController(of nav: ControllerID) -> ControllerID? {
        nodes.lastChild(nav)
    }

    /// Koinu's `vmTopViewController`: the top, unwrapped.
    public func vmTopViewController(of nav: ControllerID) -> ControllerID? {
        // Not `.map(unwrap)`: the method reference captured a copy of the whole window.
        guard let top = topViewController(of: nav) else { return nil }
        return unwrap(top)
    }

    /// `visibleViewController`: what the presentation shows if `nav` presents something,
    /// else the top of the stack (Apple doc `visibleViewController`).
    public func visibleViewController(of nav: ControllerID) -> ControllerID? {
        if let presented = nodes.presented(nav) { return presented }
        return topViewController(of: nav)
    }

    /// The stack member of `owner` that holds `id`: `id` itself, or the container that wraps it.
    func stackMember(for id: ControllerID, in owner: ControllerID) -> ControllerID? {
        if nodes.parent(id) == owner { return id }
        if nodes.kind(owner) == .koinuNavigationController,
            let inner = nodes.parent(id), isWrappedInner(inner),
            let container = nodes.parent(inner), nodes.parent(container) == owner,
            unwrap(container) == id
        {
            return container
        }
        // The content of a no-wrapping root sits directly in its container (Koinu
        // VMNavigationController.swift:178, 215: popTo and remove match every element whose
        // unwrap is the target).
        if nodes.kind(owner) == .koinuNavigationController,
            let container = nodes.parent(id), nodes.kind(container) == .containerController,
            nodes.parent(container) == owner, unwrap(container) == id
        {
            return container
        }
        return nil
    }

    /// The tab bar controller nearest above `id` (`tabBarController`).
    public func tabBarController(of id: ControllerID) -> ControllerID? {
        var current = nodes.parent(id)
        while let candidate = current, let kind = nodes.kind(candidate) {
            if kind == .tabBarController { return candidate }
            current = nodes.parent(candidate)
        }
        return nil
    }

    /// The root of the controller tree `id` lives in: the window's root, or the presented
    /// controller whose tree holds `id`. Presentations attach there.
    public func presentationContext(of id: ControllerID) -> ControllerID {
        var current = id
        while let parent = nodes.parent(current) { current = parent }
        return current
    }
}
