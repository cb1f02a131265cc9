/// LNPopupController's API on any container: `presentPopupBar(with:openPopup:)`, `openPopup`,
/// `closePopup`, `dismissPopupBar`, and the bar's item and configuration.
///
/// The state machine follows LNPopupController (`LNPopupController.mm`,
/// `UIViewController+LNPopupSupport.mm:46-169`): calls the library ignores (open, close
/// or dismiss with nothing presented; open when open; close when closed) are no-ops with a
/// warning; presenting while presented or open swaps the content.
extension Window {
    /// Presents `content` in a popup bar on `container`, optionally opening it. The bar shows
    /// `item`, else the content's own item: a new content controller starts with an empty one
    /// (its title falling back to the controller's `title`), the same content keeps its item.
    ///
    /// - Throws: ``NavigationError/popupContentIsContainer(_:)`` ("Content view controller cannot
    ///   be the same as the presenting controller."), ``NavigationError/popupContentInUse(_:)``
    ///   for a controller already in the hierarchy or hosted by another popup (the library does
    ///   not check this and re-parents the view; NavStack rejects the undefined case).
    @discardableResult
    public mutating func presentPopupBar(
        with content: ControllerSpec, on container: ControllerID, openPopup: Bool = false,
        item: PopupItem? = nil
    ) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.popup(container, .present)) { (window: inout Window) throws(NavigationError) in
                try window.performPresentPopupBar(with: content, on: container, openPopup: openPopup, item: item)
            }
        }
        return try performPresentPopupBar(with: content, on: container, openPopup: openPopup, item: item)
    }

    @inline(__always)
    private mutating func performPresentPopupBar(
        with content: ControllerSpec, on container: ControllerID, openPopup: Bool, item: PopupItem?
    ) throws(NavigationError) -> OperationResult {
        try requireController(container)
        var reuse: ControllerID?
        if case let .existing(id) = content {
            try requireController(id)
            if id == container { throw .popupContentIsContainer(reference(id)) }
            // The same content again only updates the bar (LNPopupController.mm:1312-1379,
            // `_reconfigureContentWithOldContentController`, does nothing for the same object).
            guard nodes.popup(container)?.content == id else { throw .popupContentInUse(reference(id)) }
            reuse = id
        } else {
            try validate(content, context: BuildContext(), requestedParent: nil)
            try checkAttachmentDepth(below: container)
        }
        if !isViewInWindow(container) {
            switch content {
            case let .screen(name, properties):
                return deferPopupCall(
                    .present(name: name, properties: properties, openPopup: openPopup, item: item), on: container,
                    named: "presentPopupBar")
            case .existing:
                return deferPopupCall(
                    .present(name: nil, properties: ScreenProperties(), openPopup: openPopup, item: item), on: container,
                    named: "presentPopupBar")
            default:
                break  // Content built from containers is presented at once (documented).
            }
        }
        var result = OperationResult()
        if !isOutermost(container), let outer = presentationContextIfVisible(of: container) {
            result.warnings.append(.popupOnInnerContainer(reference(container), outermost: reference(outer)))
        }
        var popup = nodes.popup(container) ?? PopupState()
        if popup.content != reuse, let old = popup.content {
            deleteSubtree(old)
            forgetDeferredPopupCallsOfRemovedContainers()
            popup.content = nil
        }
        let contentID = reuse ?? build(content, parent: nil)
        // Presenting reads the content's view (LNPopupController.mm:1330).
        if let slot = nodes.records.slot(of: contentID), !nodes.records.isViewLoaded(at: slot) {
            nodes.update { $0.setViewLoaded(at: slot) }
        }
        nodes.modifyPayload(contentID) { $0.popupHost = container }
        // The bar shows the content controller's own popupItem: new content brings a new item
        // (LNPopupController.mm:1373-1376; `usesContentControllersAsDataSource` defaults to YES,
        // LNPopupBar.mm:410-420), the same content keeps its own.
        if popup.content != contentID { popup.item = item ?? PopupItem() } else if let item { popup.item = item }
        popup.content = contentID
        if popup.state == .barHidden || openPopup {
            popup.state = openPopup ? .open : .barPresented
        }
        nodes.modifyPayload(container) { $0.popup = popup }
        popupHosts.insert(container)
        // With glass the bar takes the slot UIKit keeps for a bottom accessory: beside a real
        // one, what happens was never recorded (`Window+TabAccessory.swift`).
        if hasPopupBarAndAccessoryConflict(container) {
            result.warnings.append(.notKnownForIOS26(Window.popupWithAccessory(reference(container))))
        }
        result.created = contentID
        return result
    }

    /// `openPopup(animated:)`.
    @discardableResult
    public mutating func openPopup(on container: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.popup(container, .open)) { (window: inout Window) throws(NavigationError) in
                try window.performOpenPopup(on: container)
            }
        }
        return try performOpenPopup(on: container)
    }

    @inline(__always)
    private mutating func performOpenPopup(on container: ControllerID) throws(NavigationError) -> OperationResult {
        let state = try popupState(of: container)
        if !isViewInWindow(container) { return deferPopupCall(.open, on: container, named: "openPopup") }
        switch state {
        case .barHidden: return .warning(.noPopupBar(reference(container), call: "openPopup"))
        case .open: return .warning(.popupAlready(reference(container), state: .open))
        case .barPresented:
            nodes.modifyPayload(container) { $0.popup?.state = .open }
            return OperationResult()
        }
    }

    /// `closePopup(animated:)`.
    @discardableResult
    public mutating func closePopup(on container: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.popup(container, .close)) { (window: inout Window) throws(NavigationError) in
                try window.performClosePopup(on: container)
            }
        }
        return try performClosePopup(on: container)
    }

    @inline(__always)
    private mutating func performClosePopup(on container: ControllerID) throws(NavigationError) -> OperationResult {
        let state = try popupState(of: container)
        if !isViewInWindow(container) { return deferPopupCall(.close, on: container, named: "closePopup") }
        switch state {
        case .barHidden: return .warning(.noPopupBar(reference(container), call: "closePopup"))
        case .barPresented: return .warning(.popupAlready(reference(container), state: .barPresented))
        case .open:
            nodes.modifyPayload(container) { $0.popup?.state = .barPresented }
            return OperationResult()
        }
    }

    /// `dismissPopupBar(animated:)`: an open popup closes first
    /// (LNPopupController.mm:2165-2373); the content leaves.
    @discardableResult
    public mutating func dismissPopupBar(on container: ControllerID) throws(NavigationError) -> OperationResult {
        if !sideStorage.isDefault {
            return try recordingLifecycleSlowly(.popup(container, .dismiss)) { (window: inout Window) throws(NavigationError) in
                try window.performDismissPopupBar(on: container)
            }
        }
        return try performDismissPopupBar(on: container)
    }

    @inline(__always)
    private mutating func performDismissPopupBar(on container: ControllerID) throws(NavigationError) -> OperationResult {
        let state = try popupState(of: container)
        if !isViewInWindow(container) { return deferPopupCall(.dismiss, on: container, named: "dismissPopupBar") }
        guard state != .barHidden, let content = nodes.popup(container)?.content else {
            return .warning(.noPopupBar(reference(container), call: "dismissPopupBar"))
        }
        var result = OperationResult()
        result.removed = [reference(content)]
        deleteSubtree(content)
        forgetDeferredPopupCallsOfRemovedContainers()
        nodes.modifyPayload(container) {
            $0.popup?.content = nil
            $0.popup?.state = .barHidden
        }
        popupHosts.remove(container)
        return result
    }

    /// Changes the popup item; progress is clamped to 0…1 as `LNPopupItem.progress` is.
    public mutating func updatePopupItem(on container: ControllerID, _ body: (inout PopupItem) -> Void) throws(NavigationError) {
        try requireController(container)
        nodes.modifyPayload(container) { payload in
            // Moved out of the controller and back, not copied out and written over: a copy of
            // the popup state retains each of its strings and arrays, and the write destroyed
            // the old one (docs/Performance.md, "A script line").
            var popup = payload.popup.take() ?? PopupState()
            body(&popup.item)
            popup.item.progress = popup.item.progress.isNaN ? 0 : min(1, max(0, popup.item.progress))
            payload.popup = consume popup
        }
    }

    /// Changes the bar's configuration; the snap percent is clamped to 0.1…0.9
    /// (UIViewController+LNPopupSupport.mm:343).
    public mutating func updatePopupBar(on container: ControllerID, _ body: (inout PopupBarConfiguration) -> Void) throws(NavigationError) {
        try requireController(container)
        var popup = nodes.popup(container) ?? PopupState()
        let wasInheriting = popup.configuration.inheritsAppearanceFromDockingView
        body(&popup.configuration)
        if popup.configuration.inheritsAppearanceFromDockingView {
            popup.retainedSystemAppearance = nil
        } else if wasInheriting, popup.state != .barHidden {
            // The bar keeps the object it last took from its dock.
            popup.retainedSystemAppearance = dockAppearance(of: container)
        }
        let snap = popup.configuration.snapPercent
        popup.configuration.snapPercent = snap.isNaN ? 0.32 : min(0.9, max(0.1, snap))
        nodes.modifyPayload(container) { $0.popup = popup }
    }

    /// Sets (or clears, with `nil`) a custom docking view on `container`.
    public mutating func setPopupDockingView(_ view: PopupDockingView?, on container: ControllerID) throws(NavigationError) {
        try requireController(container)
        var popup = nodes.popup(container) ?? PopupState()
        popup.dockingView = view
        nodes.modifyPayload(container) { $0.popup = popup }
    }

    /// The popup state of `container` (`barHidden` if it never presented one).
    public func popupState(of container: ControllerID) throws(NavigationError) -> PopupPresentationState {
        try requireController(container)
        return nodes.popup(container)?.state ?? .barHidden
    }

    /// Containers with a popup bar presented or open, in ID order.
    ///
    /// - Complexity: O(k log k) for k such containers.
    package var popupContainers: [ControllerID] { popupHosts.sorted() }

    /// How many containers have a popup bar presented or open (``popupContainers``' count,
    /// without sorting them into a new array).
    package var popupContainerCount: Int { popupHosts.count }

    /// The container with a popup bar presented or open when it is the only one, else `nil`.
    package var onlyPopupContainer: ControllerID? { popupHosts.count == 1 ? popupHosts.first : nil }

    /// Whether `id` is the root of a presentation context (the window's root or a presented
    /// controller) — the outermost container LNPopupController recommends (its
    /// README).
    func isOutermost(_ id: ControllerID) -> Bool { nodes.parent(id) == nil }

    /// The presentation context holding `id`, when `id` is part of the window's hierarchy.
    private func presentationContextIfVisible(of id: ControllerID) -> ControllerID? {
        let context = presentationContext(of: id)
        return context == root || nodes.presenter(context) != nil ? context : nil
    }
}

extension Window {
    /// The title the bar shows: the item's, else the content controller's `title`
    /// (LNPopupItem.m:75-77).
    public func popupTitle(of container: ControllerID) -> String? {
        guard let popup = nodes.popup(container) else { return nil }
        if popup.item.title != nil || popup.item.subtitle != nil { return popup.item.title }
        return popup.content.flatMap { nodes.screen($0)?.title }
    }

    /// The bar's accessibility label: the given one when it is not empty, else a non-empty
    /// title followed by a newline, then a non-empty subtitle — so a title alone ends with
    /// the newline (`_LNPopupTitlesController.m:347-366`, `updateAccessibility`).
    public func popupAccessibilityLabel(of container: ControllerID) -> String {
        guard let popup = nodes.popup(container) else { return "" }
        if let label = popup.item.accessibilityLabel, !label.isEmpty { return label }
        var label = ""
        if let title = popupTitle(of: container), !title.isEmpty { label += title + "\n" }
        if let subtitle = popup.item.subtitle, !subtitle.isEmpty { label += subtitle }
        return label
    }
}
