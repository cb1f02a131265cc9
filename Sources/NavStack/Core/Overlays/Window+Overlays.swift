/// Overlays on a window: positioned toasts and the loading HUD (JFPopup), the optional toast
/// queue, the interactive toast stack (Kavsoft "SwiftUI Toasts | Xcode 16"), and the model clock.
///
///     var window = Window(device: .iPhone15Pro)
///     _ = try window.showToast(Toast("Saved", position: .top))
///     window.layout().frame(of: "toast")  // 152.5 118 88 42
///     try window.advanceClock(bySeconds: 2.5)
///     window.toastOverlays.isEmpty      // true
extension Window {
    /// Whether the window's device shows a Dynamic Island in its orientation.
    public var hasDynamicIsland: Bool { device.hasDynamicIsland(orientation) }

    /// The toasts on screen, back to front.
    public var toastOverlays: [OverlayEntry] { overlays.entries.filter { !$0.isLoading } }

    /// The loading HUD on screen (hidden ones included while they fade out).
    public var loadingOverlay: OverlayEntry? { overlays.entries.last { $0.isLoading } }

    /// The interactive toast stack.
    public var toastStack: ToastStack { overlays.stack }

    /// The geometry of `toast` on this window's device.
    public func geometry(of toast: Toast) -> ToastGeometry { geometry(of: .toast(toast), on: device, orientation) }

    /// The first JFPopup call of the process creates `JFPopupConfig.dialog` and fixes the
    /// default toast position (``OverlayState/defaultToastPosition``).
    private mutating func captureDefaultToastPosition() {
        guard overlays.defaultToastPosition == nil else { return }
        overlays.defaultToastPosition = .default(hasIsland: hasDynamicIsland)
    }

    /// The geometry of `hud` on this window's device.
    public func geometry(of hud: LoadingHUD) -> ToastGeometry { geometry(of: .loading(hud), on: device, orientation) }

    /// The geometry of an overlay on screen, on the screen it was laid out on
    /// (``OverlayEntry/laidOutOn``).
    public func geometry(of entry: OverlayEntry) -> ToastGeometry {
        geometry(of: entry.content, on: entry.laidOutOn?.device ?? device, entry.laidOutOn?.orientation ?? orientation)
    }

    /// The geometry of a toast or the HUD on `device` in `orientation`, a toast without a
    /// position taking the default the process captured.
    private func geometry(of content: OverlayEntry.Content, on device: Device, _ orientation: Orientation) -> ToastGeometry {
        switch content {
        case let .toast(toast):
            ToastGeometry(toast: toast, device: device, orientation: orientation, defaultPosition: overlays.defaultToastPosition)
        case let .loading(hud): ToastGeometry(hud: hud, device: device, orientation: orientation)
        }
    }

    // MARK: Positioned toasts and the HUD

    /// Shows `toast` now (JFPopup's `toast {}`), or, with `queued`, after the toasts queued
    /// before it (a NavStack addition, as SwiftMessages and Drops queue: one at a time, in
    /// order, 0.5 s apart, waiting while the loading HUD shows).
    ///
    /// Unqueued toasts are neither queued nor replaced: each adds an overlay, so several
    /// overlap. While the loading HUD shows, an unqueued toast is dropped with a warning.
    ///
    /// - Throws: ``OverlayError/emptyToast`` without text and icon,
    ///   ``OverlayError/invalidDuration(_:)`` for a duration outside 0…1 000 000 s.
    @discardableResult
    public mutating func showToast(_ toast: Toast, queued: Bool = false) throws(OverlayError) -> OverlayResult {
        guard !toast.text.isEmpty || toast.icon != nil else { throw .emptyToast }
        guard let duration = ModelClock.milliseconds(fromSeconds: toast.duration) else { throw .invalidDuration(toast.duration) }
        captureDefaultToastPosition()
        if queued {
            overlays.enqueue(toast)
            overlays.settle()
            return OverlayResult(warnings: islandWarning(toast.position == .island, fallback: .top))
        }
        if overlays.activeLoading != nil {
            return OverlayResult(warnings: [.toastDroppedWhileLoading(toast.text)])
        }
        overlays.present(.toast(toast), durationMilliseconds: duration, queued: false)
        return OverlayResult(warnings: islandWarning(toast.position == .island, fallback: .top))
    }

    /// Shows the loading HUD (JFPopup's `loading()` / `loading(hit:)`). It stays until
    /// ``hideLoading()``; a second one is ignored with a warning.
    @discardableResult
    public mutating func showLoading(_ hud: LoadingHUD = LoadingHUD()) -> OverlayResult {
        captureDefaultToastPosition()
        if overlays.activeLoading != nil { return OverlayResult(warnings: [.loadingAlreadyShowing]) }
        overlays.present(.loading(hud), durationMilliseconds: nil, queued: false)
        return OverlayResult(warnings: islandWarning(hud.position == .island, fallback: .center))
    }

    /// Hides the loading HUD (JFPopup's `hideLoading()`): toasts are accepted again at once,
    /// while the HUD fades out over 0.25 s.
    @discardableResult
    public mutating func hideLoading() -> OverlayResult {
        guard overlays.hideLoading() else { return OverlayResult(warnings: [.noLoadingToHide]) }
        return OverlayResult()
    }

    /// Advances the model clock by `seconds` (rounded to milliseconds), dismissing toasts whose
    /// time is up and starting queued ones on the way.
    ///
    /// - Throws: ``OverlayError/invalidDuration(_:)`` for a span outside 0…1 000 000 s.
    public mutating func advanceClock(bySeconds seconds: Double) throws(OverlayError) {
        guard let span = ModelClock.milliseconds(fromSeconds: seconds) else { throw .invalidDuration(seconds) }
        overlays.advance(to: overlays.clock.now + span)
    }

    private func islandWarning(_ asksForIsland: Bool, fallback: ToastPosition) -> [OverlayWarning] {
        guard asksForIsland, !hasDynamicIsland else { return [] }
        let name = device.island == nil ? "'\(device.name)'" : "'\(device.name)' in \(orientation.rawValue)"
        return [.noDynamicIsland(device: name, fallback: fallback.rawValue)]
    }

    // MARK: The toast stack

    /// Adds a toast to the stack; it goes in front (index 0). Its text is also announced.
    ///
    /// - Throws: ``OverlayError/emptyStackToast`` for empty text.
    @discardableResult
    public mutating func addStackToast(_ text: String) throws(OverlayError) -> OverlayResult {
        guard !text.isEmpty else { throw .emptyStackToast }
        overlays.stack.add(text)
        overlays.lastAnnouncement = text
        return OverlayResult()
    }

    /// Why a gesture on the toast stack cannot reach it, if it cannot: the loading HUD takes
    /// every touch; a controller presented over the window's root, whose view the stack is
    /// attached to, covers it (as it covers the controllers below, ``Window/gestureBlocked(_:on:)``).
    private func toastStackGestureBlocked() -> OverlayResult? {
        if overlays.activeLoading != nil { return OverlayResult(warnings: [.touchesBlockedByLoading]) }
        if let root, let presented = controllerPresented(over: root) {
            return OverlayResult(warnings: [.touchesBlockedByPresentation(presented: reference(presented).description)])
        }
        return nil
    }

    /// A tap on the stack: toggles expanded (`isExpanded.toggle()`).
    @discardableResult
    public mutating func tapToastStack() -> OverlayResult {
        if let blocked = toastStackGestureBlocked() { return blocked }
        guard overlays.stack.count > 0 else { return OverlayResult(warnings: [.stackEmpty]) }
        overlays.stack.toggle()
        return OverlayResult()
    }

    /// A tap on the backdrop: collapses the expanded stack.
    @discardableResult
    public mutating func tapToastStackBackdrop() -> OverlayResult {
        if let blocked = toastStackGestureBlocked() { return blocked }
        guard overlays.stack.isExpanded else { return OverlayResult(warnings: [.noBackdrop]) }
        overlays.stack.collapse()
        return OverlayResult()
    }

    /// A horizontal drag on the toast at `index` (0 = front), released with `velocity`
    /// (points per second). It removes the toast when `−(velocity/2 + translation) > 200`,
    /// else the toast springs back. The removed toast stays on top, leaving, for 0.5 s.
    ///
    /// - Throws: ``OverlayError/noStackToast(index:count:)`` for a bad index,
    ///   ``OverlayError/invalidDrag(_:)`` for a non-finite amount.
    @discardableResult
    public mutating func swipeStackToast(at index: Int, translation: Double, velocity: Double = 0) throws(OverlayError) -> OverlayResult {
        guard translation.isFinite else { throw .invalidDrag(translation) }
        guard velocity.isFinite else { throw .invalidDrag(velocity) }
        guard overlays.stack.item(at: index) != nil else { throw .noStackToast(index: index, count: overlays.stack.count) }
        if let blocked = toastStackGestureBlocked() { return blocked }
        if !overlays.stack.isExpanded && index != 0 { return OverlayResult(warnings: [.onlyFrontToastDraggable(index)]) }
        if abs(translation) < ToastStackMetrics.minimumDragDistance { return OverlayResult(warnings: [.dragTooShort(translation)]) }
        guard ToastStack.removesOnRelease(translation: translation, velocity: velocity) else {
            return OverlayResult()  // springs back: offsetX = 0, as before the drag
        }
        let layout = ToastStackLayout(stack: overlays.stack, device: device, orientation: orientation)
        var frame = layout.frames.indices.contains(index) ? layout.frames[index] : .zero
        frame.x += ToastStack.dragOffset(translation: translation)
        overlays.stack.remove(at: index, frame: frame, until: overlays.clock.now + ToastStackMetrics.removalMilliseconds)
        return OverlayResult()
    }

    /// Removes every toast from the stack at once, and collapses it.
    @discardableResult
    public mutating func clearToastStack() -> OverlayResult {
        overlays.stack.removeAll()
        return OverlayResult()
    }

    // MARK: Frames

    /// The toast stack's frames, back to front: its `backdrop` (expanded), `stack:INDEX` from
    /// the back (the highest index) to the front (0), `stack:leaving` for toasts being removed
    /// (drawn on top). The stack is an overlay on the window's root view (docs/Rules.md), so a
    /// controller presented over the root covers it.
    func toastStackElements() -> [LayoutElement] {
        var elements: [LayoutElement] = []
        let stack = ToastStackLayout(stack: overlays.stack, device: device, orientation: orientation)
        if let backdrop = stack.backdrop { elements.append(LayoutElement("backdrop", backdrop)) }
        for index in stack.frames.indices.reversed() {
            elements.append(LayoutElement("stack:\(index)", stack.frames[index]))
        }
        for leaving in overlays.stack.leaving {
            elements.append(LayoutElement("stack:leaving", leaving.frame))
        }
        return elements
    }

    /// JFPopup's overlays on the key window, above everything, in the order shown: `toast` or
    /// `hud`, preceded in island mode by `toast:morph` / `hud:morph`, the pill it grows from and
    /// shrinks into. A dismissing island overlay's frame is the pill.
    func popupOverlayElements() -> [LayoutElement] {
        var elements: [LayoutElement] = []
        for entry in overlays.entries {
            let name = entry.isLoading ? "hud" : "toast"
            let geometry = geometry(of: entry)
            if let pill = geometry.islandPill { elements.append(LayoutElement(name + ":morph", pill)) }
            let dismissing = entry.phase(at: overlays.clock.now) == .dismissing
            elements.append(LayoutElement(name, dismissing ? geometry.dismissingFrame : geometry.frame))
        }
        return elements
    }
}
