/// How an interactive drag on the popup bar or content ends.
public struct PopupDragResolution: Hashable, Sendable {
    /// The interaction style in effect (`default` resolved).
    public var interaction: PopupInteractionStyle
    /// The state the popup settles in.
    public var target: PopupPresentationState
    /// For drag: `1 − bar.maxY / limit` at release, `limit` the lowest the bar's bottom edge
    /// can go (``PopupGeometry/dragLimit``; 0 closed, 1 open).
    public var percent: Double?
}

extension Window {
    /// Resolves a vertical drag of `translation` points ending at `velocity` points per second,
    /// with LNPopupController's rules (`LNPopupController.mm:909-1245`):
    /// - snap, opening: an upward pan on the presented bar opens it (after 0.15 s); a downward
    ///   one is cancelled;
    /// - snap, closing: the popup closes once the bar's real centre, divided by the container's
    ///   height, passes `popupSnapPercent` (0.32 by default); otherwise it springs back open;
    /// - drag: the bar follows the finger between the open and closed frames; at release
    ///   `v ≤ 0` → open (or closed when it started open and `percent < 0.5`); `v > 0` and not
    ///   fully open → closed; otherwise it toggles past `LNPopupBarGestureHeightPercentThreshold`
    ///   (0.2): `percent > 0.2` from closed, `percent < 0.8` from open;
    /// - none: pans are ignored.
    ///
    /// - Throws: ``NavigationError/invalidDrag(_:)`` for an amount that is not finite.
    public func resolvePopupDrag(on container: ControllerID, translation: Double, velocity: Double) throws(NavigationError)
        -> PopupDragResolution
    {
        guard translation.isFinite else { throw .invalidDrag(translation) }
        guard velocity.isFinite else { throw .invalidDrag(velocity) }
        let state = try popupState(of: container)
        guard state != .barHidden, let popup = nodes.popup(container), let geometry = popupGeometry(of: container) else {
            return PopupDragResolution(interaction: .none, target: state, percent: nil)
        }
        let interaction = PopupMetrics.effectiveInteraction(popup.configuration.interactionStyle, state: state)
        let startedOpen = state == .open
        switch interaction {
        case .none, .default:
            return PopupDragResolution(interaction: interaction, target: state, percent: nil)
        case .snap:
            if !startedOpen {
                let direction = velocity != 0 ? velocity : translation
                return PopupDragResolution(interaction: .snap, target: direction < 0 ? .open : .barPresented, percent: nil)
            }
            let center = -geometry.barHeight / 2 + translation
            let height = geometry.containerFrame.height
            let closes = height > 0 && center / height > popup.configuration.snapPercent
            return PopupDragResolution(interaction: .snap, target: closes ? .barPresented : .open, percent: nil)
        case .drag:
            // The bar follows the finger from where it is, clamped between the open frame and
            // the drag limit, which leaves out the bar's offset: a bar that dips (+6 with glass)
            // starts below it, one lifted (−4 without a bottom inset) can be dragged past its
            // closed frame (LNPopupController.mm:1124-1125, :362-364).
            let limit = geometry.dragLimit - geometry.containerFrame.minY
            guard limit > 0 else { return PopupDragResolution(interaction: .drag, target: state, percent: nil) }
            let start = startedOpen ? 0 : geometry.closedBarFrame.maxY - geometry.containerFrame.minY
            let barMaxY = min(limit, max(0, start + translation))
            let percent = 1 - barMaxY / limit
            let target: PopupPresentationState
            if velocity <= 0 {
                target = startedOpen && percent < 0.5 ? .barPresented : .open
            } else if percent != 1 {
                target = .barPresented
            } else if startedOpen ? percent < 0.8 : percent > 0.2 {
                target = startedOpen ? .barPresented : .open
            } else {
                target = state
            }
            return PopupDragResolution(interaction: .drag, target: target, percent: percent)
        }
    }

    /// Performs a drag: resolves it and opens or closes the popup accordingly. While the
    /// loading HUD shows, the drag never reaches the bar: nothing changes, with a
    /// ``NavigationWarning/touchesBlockedByLoading(gesture:)``.
    ///
    /// - Throws: ``NavigationError/invalidDrag(_:)`` when `translation` or `velocity` is not
    ///   a finite number (a pan gesture never reports one).
    @discardableResult
    public mutating func dragPopup(on container: ControllerID, translation: Double, velocity: Double) throws(NavigationError) -> (
        OperationResult, PopupDragResolution
    ) {
        guard translation.isFinite else { throw .invalidDrag(translation) }
        guard velocity.isFinite else { throw .invalidDrag(velocity) }
        let state = try popupState(of: container)
        if let blocked = gestureBlocked("the popup drag", on: container) {
            return (blocked, PopupDragResolution(interaction: .none, target: state, percent: nil))
        }
        guard state != .barHidden else {
            return (
                .warning(.noPopupBar(reference(container), call: "a drag")),
                PopupDragResolution(interaction: .none, target: .barHidden, percent: nil)
            )
        }
        let resolution = try resolvePopupDrag(on: container, translation: translation, velocity: velocity)
        let result = try recordingLifecycleIfNeeded(.popup(container, .drag(resolution.interaction))) {
            (window: inout Window) throws(NavigationError) in
            window.nodes.modifyPayload(container) { $0.popup?.state = resolution.target }
            return OperationResult()
        }
        return (result, resolution)
    }
}
