/// `setViewControllers(_:animated:)` and Koinu/RT's `removeViewController`.
extension Window {
    /// Replaces the stack a call on `nav` lands on. Members already on that stack may be
    /// reused (``ControllerSpec/existing(_:)``); members left out leave the window.
    ///
    /// On Koinu's outer controller every screen is wrapped anew, reused ones included — Koinu
    /// never reuses containers (Koinu `VMNavigationController.swift:189-208`); the outer
    /// controller's own containers,
    /// passed as ``ControllerSpec/existing(_:)``, pass through unchanged — and with
    /// `useSystemBackBarButtonItem` each placeholder takes the previous element's title.
    /// With `library rt` the content of a no-wrapping root passes through unwrapped, as
    /// `RTSafeWrapViewController` leaves a controller whose parent is a container
    /// (`RTRootNavigationController.m:105-119`): it keeps no bar of its own
    /// (``ControllerNode/isPassedThrough``).
    ///
    /// - Throws: ``NavigationError/duplicateViewControllers(_:names:)`` (UIKit: "All view
    ///   controllers in a navigation controller must be distinct"), ``NavigationError/emptyList(_:)``,
    ///   the push errors for navigation and tab bar controllers, and
    ///   ``NavigationError/hierarchyInconsistency(child:parent:requestedParent:)`` for a controller
    ///   that lives elsewhere.
    /// - Complexity: O(n + m) for the old and new stacks.
    @discardableResult
    public mutating func setViewControllers(_ specs: [ControllerSpec], on nav: ControllerID, animated: Bool = true) throws(NavigationError)
        -> OperationResult
    {
        // Whether the new top's view is loaded already (Koinu's `didShow` reads a loaded one,
        // ``noteUnanimatedShow(of:)``).
        let topWasLoaded: Bool
        if animated {
            topWasLoaded = true
        } else if case let .existing(id)? = specs.last {
            topWasLoaded = nodes.isViewLoaded(unwrap(id))
        } else {
            topWasLoaded = false
        }
        let result: OperationResult
        if !sideStorage.isDefault {
            result = try recordingLifecycleSlowly(.stackCall(nav, animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performSetViewControllers(specs, on: nav)
            }
        } else {
            result = try performSetViewControllers(specs, on: nav)
        }
        if !topWasLoaded, let owner = try? resolveStackOwner(nav), let top = vmTopViewController(of: owner) { noteUnanimatedShow(of: top) }
        return result
    }

    @inline(__always)
    private mutating func performSetViewControllers(_ specs: [ControllerSpec], on nav: ControllerID) throws(NavigationError)
        -> OperationResult
    {
        let owner = try resolveStackOwner(nav)
        try requireStackNotInMore(owner)
        if nodes.kind(owner) == .moreNavigationController { throw .settingMoreNavigationStack(reference(owner)) }
        guard !specs.isEmpty else { throw .emptyList(reference(owner)) }
        let wrapping = nodes.kind(owner) == .koinuNavigationController
        // Koinu passes the outer controller's own containers through unchanged
        // (safeWrapViewController, Koinu VMNavigationController.swift:29-41).
        let current = Set(vmViewControllers(of: owner)).union(wrapping ? children(of: owner) : [])
        var seen = Set<String>()
        var seenControllers = Set<ControllerID>()
        var duplicate = false
        let labels: [String] = specs.map { spec in
            let label: String =
                switch spec {
                case let .existing(id): nodes.name(wrapping ? unwrap(id) : id) ?? id.description
                default: spec.name ?? "?"
                }
            // A new controller without a name (SwiftUI names its views when built) repeats none.
            if label != "?", !seen.insert(label).inserted { duplicate = true }
            // A container and its content are one member of a wrapping stack, named or not.
            if case let .existing(id) = spec, !seenControllers.insert(wrapping ? unwrap(id) : id).inserted { duplicate = true }
            return label
        }
        if duplicate { throw .duplicateViewControllers(reference(owner), names: labels) }
        for spec in specs {
            try validateStackRoot(spec)
            try validate(spec, context: BuildContext(reusable: current), requestedParent: owner)
        }

        let kept = Set(
            specs.compactMap { spec -> ControllerID? in
                if case let .existing(id) = spec { return id }
                return nil
            })
        var result = OperationResult()
        // Screens that have shown keep Koinu's "Back", the new root included, and RT's copies
        // of the root's item appearances.
        if wrapping {
            recordLibraryBackItems(on: owner)
            writeRTSyncedItemAppearances(on: owner)
        }
        let oldStack = nodes.children(owner)
        nodes.setChildren(owner, [])
        // RT passes the content of a no-wrapping container through unwrapped; Koinu wraps it
        // anew (RTRootNavigationController.m:105-119; Koinu VMNavigationController.swift:189-208).
        var passedThrough: [ControllerID: ControllerID] = [:]
        for member in oldStack {
            let content = unwrap(member)
            if wrapping, kept.contains(member) { continue }
            if kept.contains(content) {
                if wrapping, wrappingLibrary == .rt, isNoWrappingContainer(member) {
                    passedThrough[content] = member
                    nodes.modifyPayload(member) { $0.passedThrough = true }
                } else if wrapping {
                    discardWrapping(member)
                }
            } else {
                result.appendRemoved(reference(content))
                deleteSubtree(member)
            }
        }
        var newStack: [ControllerID] = []
        newStack.reserveCapacity(specs.count)
        var previous: ControllerID?
        for spec in specs {
            if wrapping, case let .existing(id) = spec, nodes.kind(id) == .containerController {
                newStack.append(id)
                previous = unwrap(id)
            } else if wrapping, case let .existing(id) = spec, let container = passedThrough[id] {
                newStack.append(container)
                previous = id
            } else if wrapping {
                let content = build(spec, parent: nil)
                newStack.append(wrap(content, in: owner, previous: previous))
                previous = content
            } else {
                newStack.append(build(spec, parent: owner))
            }
        }
        nodes.setChildren(owner, newStack)
        applyAppearance(ofTopOf: owner)
        didChangeHierarchy()
        return result
    }

    /// Whether `member` is a container holding its content directly (a no-wrapping root's).
    private func isNoWrappingContainer(_ member: ControllerID) -> Bool {
        guard nodes.kind(member) == .containerController, let first = nodes.firstChild(member) else { return false }
        return nodes.kind(first) != .containerNavigationController
    }

    /// Sets the stack from `screen`'s code: `screen.navigationController.setViewControllers(…)`.
    @discardableResult
    public mutating func setViewControllers(_ specs: [ControllerSpec], from screen: ControllerID, animated: Bool = true)
        throws(NavigationError) -> OperationResult
    {
        try setViewControllers(specs, on: requireNavigationController(of: screen), animated: animated)
    }

    /// Koinu/RT `remove(viewController:)`: takes `screen` out of the stack that its
    /// navigation controller's calls land on.
    ///
    /// A screen inside a tab of a no-wrapping root is not on the outer stack, so removing it
    /// does nothing, as in RT (#117): the wrapping controller finds no container holding it
    /// and returns (Koinu `VMNavigationController.swift:214-221`; RTRootNavigationController
    /// `RTRootNavigationController.m:881-895`), a
    /// ``NavigationWarning/notOnWrappingStack(_:navigationController:call:library:)``.
    ///
    /// - Throws: ``NavigationError/notInStack(_:navigationController:)`` on a plain
    ///   navigation controller's stack,
    ///   ``NavigationError/removingLastViewController(_:navigationController:)``.
    /// - Complexity: O(n) to find the screen.
    @discardableResult
    public mutating func removeViewController(_ screen: ControllerID) throws(NavigationError) -> OperationResult {
        // Koinu's remove is setViewControllers twice, unanimated (Koinu VMNavigationController.swift:214-221, K8).
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.removal(screen)) { (window: inout Window) throws(NavigationError) in
                try window.performRemove(screen)
            }
        }
        return try performRemove(screen)
    }

    @inline(__always)
    private mutating func performRemove(_ screen: ControllerID) throws(NavigationError) -> OperationResult {
        let owner = try resolveStackOwner(requireNavigationController(of: screen))
        if nodes.kind(owner) == .moreNavigationController { throw .settingMoreNavigationStack(reference(owner)) }
        guard let member = stackMember(for: screen, in: owner), unwrap(member) == screen,
            let index = nodes.children(owner).lastIndex(of: member)
        else {
            if nodes.kind(owner) == .koinuNavigationController {
                return .warning(.notOnWrappingStack(reference(screen), navigationController: reference(owner), call: "remove"))
            }
            throw .notInStack(reference(screen), navigationController: reference(owner))
        }
        guard stackCount(of: owner) > 1 else {
            throw .removingLastViewController(reference(screen), navigationController: reference(owner))
        }
        if nodes.kind(owner) == .koinuNavigationController {
            recordLibraryBackItems(on: owner)
            if index == 0 { writeRTSyncedItemAppearances(on: owner) }
        }
        var result = OperationResult()
        result.removed = [reference(screen)]
        nodes[owner]?.children.remove(at: index)
        deleteSubtree(member)
        applyAppearance(ofTopOf: owner)
        didChangeHierarchy()
        return result
    }
}

/// The one transition `setViewControllers(_:animated:)` plays (Apple doc
/// `UINavigationController/setViewControllers(_:animated:)`: "If the new top view controller
/// was not previously in the stack, the navigation controller uses a push animation; if it was
/// in the stack, it uses a pop animation. If it is already the top view controller, no
/// transition is performed").
public enum StackAnimation: String, Hashable, Sendable, CaseIterable {
    case push, pop, none

    /// The transition from `oldStack` to a stack whose top is `newTop`; `none` when not
    /// `animated`.
    public init(from oldStack: [ControllerID], toTop newTop: ControllerID?, animated: Bool) {
        guard animated, let newTop, newTop != oldStack.last else {
            self = .none
            return
        }
        self = oldStack.contains(newTop) ? .pop : .push
    }
}
