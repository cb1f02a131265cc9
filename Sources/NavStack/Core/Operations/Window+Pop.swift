/// `popViewController`, `popToViewController`, `popToRootViewController`.
///
/// Popped controllers leave the window: their names are free again. On Koinu's outer
/// controller the container, inner navigation controller and placeholder go with them and
/// the results are unwrapped screens (Koinu `VMNavigationController.swift:163-187`).
extension Window {
    /// Pops the top controller of the stack a call on `nav` lands on.
    ///
    /// At the root this does nothing and warns (Apple doc `popViewController(animated:)`:
    /// "you cannot pop the last item on the stack").
    ///
    /// - Complexity: O(depth) to resolve the target, O(1) to pop.
    @discardableResult
    public mutating func popViewController(on nav: ControllerID, animated: Bool = true) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault { return try popRecordingLifecycle(on: nav, animated: animated, toRoot: false) }
        return try performPop(on: nav)
    }

    @inline(__always)
    mutating func performPop(on nav: ControllerID) throws(NavigationError) -> OperationResult {
        let (owner, kind) = try resolveStack(nav)
        let count = stackCount(of: owner)
        guard count > 1 else {
            try requireStackNotInMore(owner)
            return .warning(.popAtRoot(reference(owner)))
        }
        // Back to the More list: the tab goes back where it came from (`Window+More.swift`).
        if count == 2, kind == .moreNavigationController { return showMoreList(owner) }
        return pop(owner, kind: kind, from: count, keeping: count - 1)
    }

    /// Pops from `screen`'s code: `screen.navigationController.popViewController(…)`.
    @discardableResult
    public mutating func popViewController(from screen: ControllerID, animated: Bool = true) throws(NavigationError) -> OperationResult {
        try popViewController(on: requireNavigationController(of: screen), animated: animated)
    }

    /// Pops everything above `target`.
    ///
    /// On a Koinu wrapping controller a `target` that is not on the stack is a silent no-op:
    /// the library looks for the container holding it, finds none and returns `nil` without
    /// calling UIKit (Koinu `VMNavigationController.swift:176-187`; RTRootNavigationController
    /// `RTRootNavigationController.m:788-805`, RT #117): a
    /// ``NavigationWarning/notOnWrappingStack(_:navigationController:call:library:)``.
    ///
    /// - Throws: ``NavigationError/popToMissing(_:navigationController:)`` when `target` is
    ///   not on a plain navigation controller's stack (UIKit: "Tried to pop to a view
    ///   controller that doesn't exist.").
    /// - Complexity: O(k) for k popped controllers, plus O(n) to find `target`.
    @discardableResult
    public mutating func popToViewController(_ target: ControllerID, on nav: ControllerID, animated: Bool = true) throws(NavigationError)
        -> OperationResult
    {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.stackCall(nav, animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performPopTo(target, on: nav)
            }
        }
        return try performPopTo(target, on: nav)
    }

    @inline(__always)
    private mutating func performPopTo(_ target: ControllerID, on nav: ControllerID) throws(NavigationError) -> OperationResult {
        let (owner, kind) = try resolveStack(nav)
        try requireController(target)
        // Koinu compares unwrapped elements, so a container reference never matches
        // (Koinu VMNavigationController.swift:178).
        guard let member = stackMember(for: target, in: owner), unwrap(member) == target,
            let index = children(of: owner).lastIndex(of: member)
        else {
            try requireStackNotInMore(owner)
            if kind == .koinuNavigationController {
                return .warning(
                    .notOnWrappingStack(
                        reference(target), navigationController: reference(owner), call: "popToViewController",
                        library: wrappingLibrary))
            }
            throw .popToMissing(reference(target), navigationController: reference(owner))
        }
        let count = stackCount(of: owner)
        guard index < count - 1 else { return .warning(.nothingToPop(reference(owner))) }
        if index == 0, kind == .moreNavigationController { return showMoreList(owner) }
        return pop(owner, kind: kind, from: count, keeping: index + 1)
    }

    /// Pops to the root of the stack a call on `nav` lands on; at the root it warns.
    @discardableResult
    public mutating func popToRootViewController(on nav: ControllerID, animated: Bool = true) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault { return try popRecordingLifecycle(on: nav, animated: animated, toRoot: true) }
        return try performPopToRoot(on: nav)
    }

    @inline(__always)
    mutating func performPopToRoot(on nav: ControllerID) throws(NavigationError) -> OperationResult {
        let (owner, kind) = try resolveStack(nav)
        let count = stackCount(of: owner)
        guard count > 1 else {
            try requireStackNotInMore(owner)
            return .warning(.nothingToPop(reference(owner)))
        }
        if kind == .moreNavigationController { return showMoreList(owner) }
        return pop(owner, kind: kind, from: count, keeping: 1)
    }

    /// Validates `nav` and follows Koinu's forwarding to the stack it changes.
    @inline(__always)
    func resolveStackOwner(_ nav: ControllerID) throws(NavigationError) -> ControllerID { try resolveStack(nav).owner }

    /// ``resolveStackOwner(_:)`` with the owner's kind, read once for the call.
    @inline(__always)
    func resolveStack(_ nav: ControllerID) throws(NavigationError) -> (owner: ControllerID, kind: ControllerKind?) {
        guard let kind = nodes.kind(nav) else { throw .unknownController(nav) }
        guard kind.isNavigationController else { throw .notANavigationController(reference(nav)) }
        // Only a container navigation controller forwards: any other is its stack's owner.
        guard kind == .containerNavigationController else { return (nav, kind) }
        // A container navigation controller whose stack is in More forwards nothing: it is
        // detached (`Window+More.swift`).
        try requireStackNotInMore(nav)
        let owner = stackOwner(forCallsOn: nav)
        return (owner, nodes.kind(owner))
    }

    /// How many controllers `owner` holds, without copying its stack.
    @inline(__always)
    func stackCount(of owner: ControllerID) -> Int { nodes.childCount(owner) }

    /// Removes every stack member of `owner` (of kind `kind`, holding `total`) after the
    /// first `count`.
    ///
    /// No copy of the whole stack is held while it is mutated, so popping k controllers
    /// costs O(k) whatever the depth.
    private mutating func pop(_ owner: ControllerID, kind: ControllerKind?, from total: Int, keeping count: Int) -> OperationResult {
        var result = OperationResult()
        for index in count..<max(count, total) {
            guard let member = nodes.child(owner, at: index) else { continue }
            result.appendRemoved(reference(unwrap(member)))
            deleteSubtree(member)
        }
        nodes.removeLastChildren(total - count, of: owner)
        applyAppearance(ofTopOf: owner, kind: kind)
        didChangeHierarchy()
        return result
    }
}
