/// The window's root, and modal presentation.
extension Window {
    /// Replaces the window's root (`window.rootViewController =`); the old tree and all it
    /// presents leave the window.
    ///
    /// - Throws: ``NavigationError/hierarchyInconsistency(child:parent:requestedParent:)`` when
    ///   `spec` reuses a controller already in the window; the errors of building `spec`.
    @discardableResult
    public mutating func setRoot(_ spec: ControllerSpec) throws(NavigationError) -> OperationResult {
        try setRoot(spec, configure: nil)
    }

    /// Replaces the window's root as ``setRoot(_:)`` does, and runs `configure` on the new root
    /// after it is built and before any of its views loads: what an app sets on a controller
    /// between creating it and putting it on screen (`window.rootViewController =`, then
    /// `makeKeyAndVisible()`). Koinu's `useRootNavigationBarAttributes` reaches only bars that
    /// load after it is set (``setUseRootNavigationBarAttributes(_:on:)``), so an app that
    /// styles every screen sets it here. If `configure` throws, the window is left as it was.
    ///
    /// - Throws: the errors of ``setRoot(_:)`` and of `configure`.
    @discardableResult
    public mutating func setRoot(
        _ spec: ControllerSpec, configure: ((inout Window, ControllerID) throws(NavigationError) -> OperationResult)?
    ) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.windowRoot) { (window: inout Window) throws(NavigationError) in
                try window.performSetRoot(spec, configure: configure)
            }
        }
        return try performSetRoot(spec, configure: configure)
    }

    @inline(__always)
    private mutating func performSetRoot(
        _ spec: ControllerSpec, configure: ((inout Window, ControllerID) throws(NavigationError) -> OperationResult)?
    ) throws(NavigationError) -> OperationResult {
        let old = root
        // A controller already in the window has its place (in the old tree or presented from
        // it) and cannot move into the new root's tree: UIKit's hierarchy inconsistency, the
        // same rule as everywhere an existing controller is reused.
        for case let .existing(id) in Window.flattened([spec]) where nodes.contains(id) {
            try validate(.existing(id), context: BuildContext(), requestedParent: nil)
        }
        // Every controller belongs to the old tree (or is presented from it), so every name
        // is free for the new one.
        try validate(spec, context: BuildContext(namesAreFree: true, isWindowRoot: true), requestedParent: nil)
        if let old {
            deleteSubtree(old)
            root = nil
        }
        let saved = configure == nil ? nil : self
        let id = build(spec, parent: nil)
        root = id
        var result = OperationResult()
        if let configure, let saved {
            do {
                result = try configure(&self, id)
            } catch {
                self = saved
                throw error
            }
        }
        didChangeHierarchy()
        result.created = id
        return result
    }

    /// Presents a new controller tree from `presenter` (`present(_:animated:)`).
    ///
    /// The presentation attaches to the root of the tree `presenter` lives in, which is what
    /// UIKit's `presentingViewController` reports. If that controller already presents
    /// something, UIKit logs "Attempt to present … which is already presenting …" and does
    /// nothing: so does NavStack, with a warning.
    ///
    /// - Throws: ``NavigationError/presentingActiveController(_:)`` for a controller already
    ///   in the window (UIKit: "Application tried to present modally an active controller").
    @discardableResult
    public mutating func present(
        _ spec: ControllerSpec, from presenter: ControllerID,
        style: ModalPresentationStyle = .pageSheet, animated: Bool = true
    ) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.presentation(animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performPresent(spec, from: presenter, style: style)
            }
        }
        return try performPresent(spec, from: presenter, style: style)
    }

    @inline(__always)
    private mutating func performPresent(_ spec: ControllerSpec, from presenter: ControllerID, style: ModalPresentationStyle)
        throws(NavigationError) -> OperationResult
    {
        try requireController(presenter)
        if case let .existing(id) = spec {
            try requireController(id)
            throw .presentingActiveController(reference(id))
        }
        try validate(spec, context: BuildContext(), requestedParent: nil)
        var context = presentationContext(of: presenter)
        if style.isContextual {
            // UIKit asks the controller that defines the presentation context to present. The
            // model's presentations hang from a tree's root (the window's or a presented one):
            // a context inside a tree is refused rather than drawn wrongly.
            let definer = contextDefiningController(forPresentationFrom: presenter)
            guard definer == presentationContext(of: definer) else {
                throw .innerPresentationContext(reference(definer), style: style)
            }
            context = definer
        }
        try checkAttachmentDepth(below: context)
        if let current = nodes.presented(context) {
            let description = spec.name.map { "<\($0)>" } ?? "<\(spec.kind?.rawValue ?? "controller")>"
            return .warning(
                .alreadyPresenting(
                    presented: ControllerReference(id: nil, description: description),
                    presenter: reference(context), current: reference(current)))
        }
        let id = build(spec, parent: nil)
        nodes.modifyPayload(id) {
            $0.presenter = context
            $0.presentationStyle = style
        }
        nodes.modifyPayload(context) { $0.presented = id }
        didChangeHierarchy()
        var result = OperationResult()
        result.created = id
        // A controller outside the view controller hierarchy (a popup's content tree) presents
        // all the same, and UIKit logs that it is not supported.
        if context != root, nodes.presenter(context) == nil {
            result.warnings.append(.presentingFromDetached(presented: reference(id), presenter: reference(presenter)))
        }
        // A Plus or Max iPhone in landscape is regular width: a page or form sheet does not fill
        // the screen there (hacknicity, "View Controller Presentation Changes in iOS 13"), but
        // its frame was not established, so the model draws it full screen and says so.
        if device.idiom == .phone, device.horizontalSizeClass(orientation) == .regular, style.adapted(to: device.idiom).isSheet {
            result.warnings.append(.sheetFrameUnknown(reference(id), device: device.name))
        }
        // An iPad popover points at its source view with its preferred content size, neither of
        // which the model has.
        if style.adapted(to: device.idiom) == .popover {
            result.warnings.append(.popoverFrameUnknown(reference(id), device: device.name))
        }
        return result
    }

    /// The controller a `.currentContext` or `.overCurrentContext` presentation from
    /// `presenter` covers: UIKit starts at the presenting controller and walks up its parents
    /// to the first whose `definesPresentationContext` is true (a navigation controller's is by
    /// default), else the window's root view controller (Apple doc `definesPresentationContext`).
    ///
    /// - Complexity: O(depth).
    public func contextDefiningController(forPresentationFrom presenter: ControllerID) -> ControllerID {
        var current: ControllerID? = presenter
        while let id = current {
            let explicit = nodes.screen(id)?.definesPresentationContext
            if explicit ?? (nodes.kind(id)?.isNavigationController == true) { return id }
            current = nodes.parent(id)
        }
        return root ?? presenter
    }

    /// `presentingViewController`: for a presented controller, the controller that presented it
    /// (the root of the presenter's tree, its presentation context); for a controller inside a
    /// presented tree, its presented ancestor's; `nil` otherwise (Apple doc
    /// `presentingViewController`: "If the view controller was not presented modally, but one of
    /// its ancestors was, this property contains the view controller that presented the ancestor").
    ///
    /// - Complexity: O(depth).
    public func presentingViewController(of id: ControllerID) -> ControllerID? {
        nodes.presenter(presentationContext(of: id))
    }

    /// Dismisses from `controller` (`dismiss(animated:)`): if its tree presents something,
    /// that presentation and everything above it go; if its tree is itself presented, it goes.
    /// With nothing to dismiss, UIKit does nothing: NavStack warns.
    @discardableResult
    public mutating func dismiss(from controller: ControllerID, animated: Bool = true) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.dismissal(animated: animated)) { (window: inout Window) throws(NavigationError) in
                try window.performDismiss(from: controller)
            }
        }
        return try performDismiss(from: controller)
    }

    @inline(__always)
    mutating func performDismiss(from controller: ControllerID) throws(NavigationError) -> OperationResult {
        try requireController(controller)
        let context = presentationContext(of: controller)
        let target: ControllerID
        if let presented = nodes.presented(context) {
            target = presented
        } else if nodes.presenter(context) != nil {
            target = context
        } else {
            return .warning(.nothingToDismiss(reference(controller)))
        }
        var result = OperationResult()
        result.removed = [reference(target)]
        if let presenter = nodes.presenter(target) { nodes.modifyPayload(presenter) { $0.presented = nil } }
        deleteSubtree(target)
        didChangeHierarchy()
        return result
    }
}
