/// Turning ``ControllerSpec``s into nodes: validation first, then insertion, so a rejected
/// spec never leaves half a tree behind.
extension Window {
    /// Where a spec is going to be installed: decides which existing controllers it may reuse.
    struct BuildContext {
        /// Existing controllers that may be reused: the members of the stack or tab list a
        /// setter is reordering. Everything else already has a place and cannot move.
        var reusable: Set<ControllerID> = []
        /// Whether the names in the window are free (the whole window is being replaced).
        var namesAreFree = false
        /// Whether the spec becomes the window's root (where a SwiftUI `WindowGroup` may be).
        var isWindowRoot = false
        /// Whether the caller has checked the new names against the bottom accessories'
        /// already (a push, ``Window/pushViewController(_:onto:animated:)``).
        var accessoriesChecked = false
    }

    /// Checks that `spec` can be built: new names are free and distinct, existing
    /// controllers may move there, nesting follows UIKit's rules and stays within
    /// ``maximumNestingDepth``.
    ///
    /// - Returns: for a single new screen, its name's ``NameIndex/hash(of:)``, which
    ///   ``build(_:parent:nameHash:)`` takes so the name is hashed once per push.
    @discardableResult
    @inline(__always)
    func validate(_ spec: ControllerSpec, context: BuildContext, requestedParent: ControllerID?) throws(NavigationError) -> Int? {
        // The common case, one new screen, needs no set of names (nor, while no bottom
        // accessory was ever set or when the caller checked them, a look at the accessories').
        if context.accessoriesChecked || accessoryNames.isDefault {
            if case let .screen(name, _) = spec {
                let hash = NameIndex.hash(of: name)
                guard context.namesAreFree || names.id(named: name, hash: hash, in: nodes) == nil else { throw .duplicateName(name) }
                return hash
            }
        } else if spec.kind == .screen {
            return try validateScreenName(of: spec, context: context)
        }
        var newNames = Set<String>()
        try validate(spec, context: context, requestedParent: requestedParent, depth: 1, newNames: &newNames)
        return nil
    }

    /// The check of one new screen's name with bottom accessories in the window: free among
    /// the names and the accessories' (``requireNoAccessory(named:hash:)``). Out of line, so
    /// the push of a window without accessories carries none of it.
    @inline(never)
    private func validateScreenName(of spec: ControllerSpec, context: BuildContext) throws(NavigationError) -> Int? {
        guard case let .screen(name, _) = spec else { return nil }
        let hash = NameIndex.hash(of: name)
        guard !context.namesAreFree else { return hash }
        guard names.id(named: name, hash: hash, in: nodes) == nil else { throw .duplicateName(name) }
        try requireNoAccessory(named: name, hash: hash)
        return hash
    }

    func validate(
        _ spec: ControllerSpec, context: BuildContext, requestedParent: ControllerID?,
        depth: Int, newNames: inout Set<String>
    ) throws(NavigationError) {
        guard depth <= Window.maximumNestingDepth else { throw .nestingTooDeep(limit: Window.maximumNestingDepth) }
        if let name = spec.name {
            guard context.namesAreFree || names.id(named: name, in: nodes) == nil, newNames.insert(name).inserted else {
                throw .duplicateName(name)
            }
            if !context.namesAreFree, !context.accessoriesChecked { try requireNoAccessory(named: name) }
        }
        switch spec {
        case .screen:
            return
        case let .existing(id):
            let node = try node(id)
            guard !context.reusable.contains(id) else { return }
            // UIKit: a controller whose view is in another container cannot move
            // (UIViewControllerHierarchyInconsistency, Apple Developer Forums thread 52937).
            let owner =
                node.parent.map(reference)
                ?? node.presenter.map(reference)
                ?? ControllerReference(id: nil, description: "<UIWindow>")
            throw .hierarchyInconsistency(
                child: reference(id), parent: owner,
                requestedParent: requestedParent.map(reference)
                    ?? ControllerReference(id: nil, description: "<new container>"))
        case let .navigationController(root, _), let .containerNavigationController(root, _):
            try validateStackRoot(root)
            try validate(
                root, context: BuildContext(namesAreFree: context.namesAreFree), requestedParent: nil, depth: depth + 1, newNames: &newNames
            )
        case let .koinuNavigationController(root, noWrapping, _):
            if !noWrapping { try validateStackRoot(root) }
            try validate(
                root, context: BuildContext(namesAreFree: context.namesAreFree), requestedParent: nil, depth: depth + 1, newNames: &newNames
            )
        case let .pageViewController(page, _), let .hostingController(page, _):
            // Any controller can be a page; a page is a child like a tab (Apple doc
            // `UIPageViewController.setViewControllers(_:direction:animated:completion:)`).
            // So is what a hosting controller's view embeds.
            try validate(
                page, context: BuildContext(namesAreFree: context.namesAreFree), requestedParent: nil, depth: depth + 1,
                newNames: &newNames)
        case let .swiftUI(swiftUI):
            // SwiftUI's rules: `Sources/NavStack/Core/SwiftUI/Window+SwiftUIBuild.swift`.
            try validateSwiftUI(swiftUI, inUIKit: true, context: context, depth: depth, newNames: &newNames)
        case let .tabBarController(tabs, _):
            guard !tabs.isEmpty else {
                throw .emptyList(ControllerReference(id: nil, description: "<TabBarController \(spec.name ?? "(new)")>"))
            }
            for tab in tabs {
                try validate(
                    tab, context: BuildContext(namesAreFree: context.namesAreFree), requestedParent: nil, depth: depth + 1,
                    newNames: &newNames)
            }
        }
    }

    /// UIKit refuses navigation controllers as stack members (Apple doc
    /// `pushViewController(_:animated:)`; ActionSheetPicker-3.0#70). A tab bar controller is
    /// accepted: the documentation says the pushed controller "cannot be a tab bar controller",
    /// but UIKit raises nothing and apps ship one inside a navigation controller (RT #178,
    /// QMUI_iOS#1528, Wikimedia T369567); Koinu and RT wrap it like any screen (Koinu
    /// `VMNavigationController.swift:78-81`, RT `RTRootNavigationController.m:714-716`).
    @inline(__always)
    func validateStackRoot(_ spec: ControllerSpec) throws(NavigationError) {
        // No closure here: inlined into a mutating caller, a closure capturing `self` would
        // copy the whole window on every push.
        var kind = spec.kind
        if case let .existing(id) = spec { kind = nodes.kind(id) }
        switch kind {
        case .navigationController?, .koinuNavigationController?, .containerNavigationController?:
            throw .pushingNavigationController(stackRootReference(spec, kind: kind))
        default:
            return
        }
    }

    /// How a refused stack member is named: the existing controller, or the spec's name.
    private func stackRootReference(_ spec: ControllerSpec, kind: ControllerKind?) -> ControllerReference {
        if case let .existing(id) = spec { return reference(id) }
        return ControllerReference(id: nil, description: "<\(spec.name ?? kind?.rawValue ?? "controller")>")
    }

    /// Creates a node with the state a new controller of its kind starts with
    /// (``ControllerNode/initialPayload(for:)``) and registers its name (whose
    /// ``NameIndex/hash(of:)`` is `nameHash` when the caller has it).
    mutating func makeNode(
        _ kind: ControllerKind, name: String?, nameHash: Int? = nil, parent: ControllerID?,
        screen: ScreenProperties? = nil
    ) -> ControllerID {
        defer { nextID += 1 }
        let payload = ControllerNode.initialPayload(for: kind)
        guard let name else {
            return nodes.insert(rawValue: nextID, kind: kind, name: nil, parent: parent, screen: screen, payload: payload)
        }
        let hash = nameHash ?? NameIndex.hash(of: name)
        let id = nodes.insert(
            rawValue: nextID, kind: kind, name: name, nameHash: hash, parent: parent, screen: screen,
            payload: payload)
        names.insert(hash: hash, id: id)
        return id
    }

    /// Builds a validated spec under `parent` and returns its top controller. Wrapping
    /// navigation controllers wrap their root as Koinu does. `nameHash` is what
    /// ``validate(_:context:requestedParent:)`` returned for a single screen.
    ///
    /// Screens and existing controllers — what pushes build — are handled inline; the
    /// nesting specs go through ``buildContainer(_:parent:)``.
    @inline(__always)
    mutating func build(_ spec: ControllerSpec, parent: ControllerID?, nameHash: Int? = nil) -> ControllerID {
        switch spec {
        case let .screen(name, properties):
            return makeNode(.screen, name: name, nameHash: nameHash, parent: parent, screen: properties)
        case let .existing(id):
            nodes.setParent(id, to: parent)
            return id
        default:
            return buildContainer(spec, parent: parent)
        }
    }

    /// ``build(_:parent:nameHash:)`` for the specs that nest others.
    private mutating func buildContainer(_ spec: ControllerSpec, parent: ControllerID?) -> ControllerID {
        switch spec {
        case .screen, .existing:
            return build(spec, parent: parent)
        case let .navigationController(root, label):
            let id = makeNode(.navigationController, name: label, parent: parent)
            let child = build(root, parent: id)
            nodes.setChildren(id, [child])
            applyAppearance(ofTopOf: id)
            return id
        case let .containerNavigationController(root, label):
            let id = makeNode(.containerNavigationController, name: label, parent: parent)
            let child = build(root, parent: id)
            nodes.setChildren(id, [child])
            let barClass = nodes.screen(child)?.navigationBarClass
            let rootBar = rootBarAttributes(forContainerNavigation: id)
            nodes.modifyPayload(id) {
                $0.navigation.barClass = barClass
                if let rootBar { $0.navigation.bar = rootBar }
            }
            if rootBar != nil { applyAppearance(ofTopOf: id) }
            return id
        case let .koinuNavigationController(root, noWrapping, label):
            let id = makeNode(.koinuNavigationController, name: label, parent: parent)
            let container: ControllerID
            if noWrapping {
                // init(noWrappingRootViewController:): the content sits directly in a container.
                container = makeNode(.containerController, name: nil, parent: id)
                let content = build(root, parent: container)
                nodes.setChildren(container, [content])
            } else {
                let content = build(root, parent: nil)
                container = wrap(content, in: id, previous: nil)
            }
            nodes.setChildren(id, [container])
            return id
        case let .tabBarController(tabs, label):
            let id = makeNode(.tabBarController, name: label, parent: parent)
            var children: [ControllerID] = []
            children.reserveCapacity(tabs.count)
            for tab in tabs { children.append(build(tab, parent: id)) }
            nodes.setChildren(id, children)
            updateMoreNavigation(of: id)
            return id
        case let .pageViewController(page, label):
            let id = makeNode(.pageViewController, name: label, parent: parent)
            nodes.setChildren(id, [build(page, parent: id)])
            return id
        case let .hostingController(content, label):
            let id = makeNode(.hostingController, name: label, parent: parent)
            nodes.setChildren(id, [build(content, parent: id)])
            return id
        case let .swiftUI(swiftUI):
            return buildSwiftUI(swiftUI, in: .uikit, parent: parent)
        }
    }

    /// Removes `id` and everything under it (children and presentations) from the window.
    /// Iterative, so deep trees cannot exhaust the call stack.
    mutating func deleteSubtree(_ id: ControllerID) {
        // A chain of single children (a Koinu container, its inner navigation controller and
        // the screen) is followed without the pending list.
        var next: ControllerID? = id
        var pending: [ControllerID] = []
        while let current = next ?? pending.popLast() {
            guard let removed = nodes.remove(current, pending: &pending) else {
                next = nil
                continue
            }
            if let hash = removed.nameHash { names.remove(hash: hash, id: current) }
            next = removed.onlyChild
            if let presented = removed.presented { pending.append(presented) }
            if let content = removed.popupContent {
                pending.append(content)
                popupHosts.remove(current)
            }
        }
    }
}
