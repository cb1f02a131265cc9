/// `pushViewController(_:animated:)`.
extension Window {
    /// Pushes a new controller onto the stack that a call on `nav` lands on.
    ///
    /// On Koinu's outer controller the controller is wrapped first (Koinu
    /// `VMNavigationController.swift:143-161`);
    /// on a container navigation controller the call is forwarded to the outer one.
    ///
    /// - Throws: ``NavigationError/notANavigationController(_:)``,
    ///   ``NavigationError/pushingNavigationController(_:)``,
    ///   ``NavigationError/pushingSameInstance(_:navigationController:)`` (Apple doc
    ///   `pushViewController`: "If the view controller is already on the navigation stack, this
    ///   method throws an exception"), ``NavigationError/repushOnWrappingStack(_:navigationController:)``
    ///   on a wrapping controller, ``NavigationError/hierarchyInconsistency(child:parent:requestedParent:)``,
    ///   ``NavigationError/duplicateName(_:)``.
    /// - Complexity: O(depth) to resolve the target, O(1) amortized to push.
    @discardableResult
    public mutating func pushViewController(_ spec: ControllerSpec, onto nav: ControllerID, animated: Bool = true) throws(NavigationError)
        -> OperationResult
    {
        let result =
            !sideStorage.isDefault || !accessoryNames.isDefault
            ? try pushSlowly(spec, onto: nav, animated: animated) : try performPush(spec, onto: nav)
        return finishPush(result, animated: animated)
    }

    /// A push into a window that records lifecycle events or holds a bottom accessory (whose
    /// content's name the new names must differ from: checked here, so that the common push
    /// checks nothing for them, `Window+TabAccessory.swift`).
    @inline(never)
    private mutating func pushSlowly(_ spec: ControllerSpec, onto nav: ControllerID, animated: Bool) throws(NavigationError)
        -> OperationResult
    {
        if !accessoryNames.isDefault {
            if case let .screen(name, _) = spec {
                try requireNoAccessory(named: name)
            } else {
                for name in Window.newNames(in: [spec]) { try requireNoAccessory(named: name) }
            }
        }
        if !sideStorage.isDefault { return try pushRecordingLifecycle(spec, onto: nav, animated: animated) }
        return try performPush(spec, onto: nav)
    }

    /// ``pushViewController(_:onto:animated:)`` of the controller that bears the name of
    /// `spec`, a new screen, when the window has one, else of `spec`: what
    /// ``spec(named:properties:)`` chooses, with the name hashed and looked up once rather than
    /// once to choose and again to check it is free and file it (a script's `push NAME`).
    package mutating func pushViewController(reusingNameOf spec: ControllerSpec, onto nav: ControllerID, animated: Bool)
        throws(NavigationError) -> OperationResult
    {
        guard case let .screen(name, _) = spec, sideStorage.isDefault else {
            // ``spec(named:properties:)``'s choice, through the public push: for a window with
            // side state (events recorded, popup calls deferred, a transition in progress,
            // imported state), whose push takes its slower path, and for any other spec.
            guard case let .screen(name, properties) = spec else { return try pushViewController(spec, onto: nav, animated: animated) }
            return try pushViewController(self.spec(named: name, properties: properties), onto: nav, animated: animated)
        }
        let hash = NameIndex.hash(of: name)
        if let id = names.id(named: name, hash: hash, in: nodes) {
            return try pushViewController(.existing(id), onto: nav, animated: animated)
        }
        // A new screen: its name must differ from the bottom accessories' too, checked first as
        // ``pushViewController(_:onto:animated:)`` checks it.
        if !accessoryNames.isDefault { try requireNoAccessory(named: name, hash: hash) }
        return finishPush(try performPush(spec, onto: nav, freeNameHash: hash), animated: animated)
    }

    /// What every push does once its controller is in the stack: an unanimated one records
    /// how the pushed screen first showed (`Window+FirstShow.swift`).
    @inline(__always)
    private mutating func finishPush(_ result: OperationResult, animated: Bool) -> OperationResult {
        if !animated, let created = result.created { noteUnanimatedShow(of: created) }
        return result
    }

    /// The push itself, once the new names were checked against the bottom accessories'.
    /// `freeNameHash` is the hash of a new screen's name the caller found free: the name's
    /// check is then not made again (for a `.screen` spec only; any other is checked whole).
    @inline(__always)
    mutating func performPush(_ spec: ControllerSpec, onto nav: ControllerID, freeNameHash: Int? = nil) throws(NavigationError)
        -> OperationResult
    {
        let (owner, ownerKind) = try resolveStack(nav)
        try validateStackRoot(spec)
        if case let .existing(id) = spec, stackMember(for: id, in: owner) != nil {
            if ownerKind == .koinuNavigationController {
                throw .repushOnWrappingStack(reference(id), navigationController: reference(owner))
            }
            throw .pushingSameInstance(reference(id), navigationController: reference(owner))
        }
        let nameHash: Int?
        if let freeNameHash, case .screen = spec {
            nameHash = freeNameHash
        } else {
            nameHash = try validate(spec, context: BuildContext(accessoriesChecked: true), requestedParent: owner)
        }

        let member: ControllerID
        let content: ControllerID
        if ownerKind == .koinuNavigationController {
            // Only a placeholder needs the previous screen (`useSystemBackBarButtonItem`), which
            // `wrap` reads with the option.
            content = build(spec, parent: nil, nameHash: nameHash)
            member = wrap(content, in: owner, previous: nil, previousIsTop: true)
        } else {
            if nodes.childCount(owner) == 0 { try requireStackNotInMore(owner) }
            content = build(spec, parent: owner, nameHash: nameHash)
            member = content
        }
        nodes.appendChild(member, to: owner)
        applyAppearance(of: member, onTopOf: owner, kind: ownerKind)
        didPush()
        var result = OperationResult()
        result.created = content
        return result
    }

    /// Pushes from `screen`'s code: `screen.navigationController.pushViewController(…)`.
    @discardableResult
    public mutating func pushViewController(_ spec: ControllerSpec, from screen: ControllerID, animated: Bool = true)
        throws(NavigationError) -> OperationResult
    {
        try pushViewController(spec, onto: requireNavigationController(of: screen), animated: animated)
    }
}
