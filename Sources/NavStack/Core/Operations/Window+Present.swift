/// The window's root, and modal presentation.
extension Window {
    /// Replaces the window's root (`window.rootViewController =`); the old tree and all it
    /// presents leave the window.
    ///
    /// - Throws: ``NavigationError/hierarchyInconsistency(child:parent:requestedParent:)`` when
    ///   `spec` reuses a controller already in the window; the errors of building `spec`.
    @discardableResult
    public mutating func setRoot(_ spec: ControllerSpec) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.windowRoot) { (window: inout Window) throws(NavigationError) in
                try window.performSetRoot(spec)
            }
        }
        return try performSetRoot(spec)
    }

    @inline(__always)
    private mutating func performSetRoot(_ spec: ControllerSpec) throws(NavigationError) -> OperationResult {
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
        let id = build(spec, parent: nil)
        root = id
        didChangeHierarchy()
        var result = OperationResult()
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
        let context = presentationContext(of: presenter)
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
        // A Plus or Max iPhone in landscape is regular width: a page or form sheet does not fill
        // the screen there (hacknicity, "View Controller Presentation Changes in iOS 13"), but
        // its frame was not established, so the model draws it full screen and says so.
        if device.idiom == .phone, device.horizontalSizeClass(orientation) == .regular, style.isSheet {
            result.warnings.append(.sheetFrameUnknown(reference(id), device: device.name))
        }
        return result
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
