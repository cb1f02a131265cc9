/// Where a container's popup bar sits: LNPopupController's closed-bar formula
/// (`_frameForClosedPopupBarForBarHeight:`, LNPopupController.mm:277-287) and the safe-area inset
/// it adds (`_ln_updatePopupBarContainerInsets`, UIViewController+LNPopupSupportPrivate.mm:811-837).
public struct PopupGeometry: Hashable, Sendable {
    /// What the bar docks to.
    public var dock: PopupDock
    /// The bar's frame (pushed above the container's top while open).
    public var barFrame: Rect
    /// The bar's frame when closed.
    public var closedBarFrame: Rect
    /// The content's frame while open.
    public var contentFrame: Rect?
    /// The custom docking view's frame, when one is used.
    public var dockingViewFrame: Rect?
    /// The inset added to the container's children: `max(0, barHeight − offset)`, so their
    /// safe-area bottom is the bar's top edge.
    public var addedInset: Double
    /// The container's frame (the "superview" of the bar).
    public var containerFrame: Rect
    /// The bar's height.
    public var barHeight: Double
    /// How low a drag can take the bar's bottom edge: the docking frame's top less its insets,
    /// without the bar's offset (`_cachedDefaultFrame.origin.y − _cachedInsets.bottom`, insets
    /// zero with glass; LNPopupController.mm:1099-1107, :1124), the denominator of the drag's
    /// percent (:362-364).
    public var dragLimit: Double
}

extension Window {
    /// The popup geometry of a container laid out in `frame`, with `safeIn` the safe area its
    /// parent gives it and the frames of its own tab bar or toolbar when they show.
    ///
    /// closed `y = dock.minY − barHeight − insets.bottom + offset` (`_frameForClosedPopupBarForBarHeight:`):
    /// - tab bar controller, tab bar showing: dock = tab bar; offset legacy 0, glass −8;
    /// - tab bar hidden (re-docking): legacy dock at the bottom with `insets.bottom` = the safe
    ///   bottom; glass follows the plain rules;
    /// - navigation controller, toolbar showing: legacy dock = toolbar, `insets.bottom` =
    ///   max(safe bottom, window bottom); glass dock = the toolbar's overlay inset;
    /// - toolbar hidden: dock at the bottom above max(superview's safe bottom, window bottom)
    ///   (`insetsForBottomDockingView`, UIViewController+LNPopupSupportPrivate.mm:2376-2390): a
    ///   tab's navigation controller's superview does not carry the tab bar's inset, so its bar
    ///   sits on the safe-area edge, behind the tab bar (LNPopupController#160);
    /// - anything else: the support view at `H − s`, plain offsets (``PopupMetrics/safeAreaOffset(_:design:device:orientation:windowBottomInset:)``);
    /// - a visible custom docking view: dock = that view, offset = −margin; a hidden one: the
    ///   support view, whatever the container.
    ///
    /// `superviewSafeBottom` is the bottom safe-area inset of the view holding the container's
    /// view (`view.superview.safeAreaInsets`), `safeIn.bottom` when not given.
    func popupGeometry(
        _ container: ControllerID, popup: PopupState, frame: Rect, safeIn: EdgeInsets,
        tabBarFrame: Rect?, toolbarFrame: Rect?, superviewSafeBottom: Double? = nil
    ) -> PopupGeometry {
        let design = design
        let resolved = PopupMetrics.resolvedStyle(popup.configuration.style, design: design, idiom: device.idiom)
        let height = PopupMetrics.barHeight(resolved, configuration: popup.configuration, design: design, idiom: device.idiom)
        let windowBottom = device.safeArea(orientation).bottom
        let plainOffset = PopupMetrics.safeAreaOffset(
            resolved, design: design, device: device, orientation: orientation, windowBottomInset: windowBottom)
        let kind = nodes.kind(container)
        var dock = PopupDock.safearea
        var dockingViewFrame: Rect?
        // (top of the docking frame, insets.bottom, offset) per container
        // (UIViewController+LNPopupSupport.mm:502-563; UIViewController+LNPopupSupportPrivate.mm:1261-1316,
        // 2320-2391).
        let dockY: Double
        let insetBottom: Double
        let offset: Double
        let isNavigation = kind?.isNavigationController == true
        if let view = popup.dockingView, !view.isHidden {
            dock = .custom
            let dockFrame = Rect(x: frame.x, y: frame.maxY - view.height, width: frame.width, height: view.height)
            dockingViewFrame = dockFrame
            (dockY, insetBottom, offset) = (dockFrame.minY, 0, -view.margin)
        } else if popup.dockingView != nil {
            // A hidden custom docking view: whenever one is set, tab bar and navigation
            // controllers hand back to the plain support view, so the bar sits on the bottom
            // safe-area edge, over a tab bar or toolbar (UIViewController+LNPopupSupportPrivate.mm
            // :1261-1276, :1305-1309, :2299-2304, :2320-2325, :2376-2381;
            // UIViewController+LNPopupSupport.mm:553-568).
            (dockY, insetBottom, offset) = (frame.maxY - safeIn.bottom, 0, plainOffset)
        } else if kind == .tabBarController, let tabBar = tabBarFrame {
            dock = .tabbar
            (dockY, insetBottom, offset) = (tabBar.minY, 0, design == .glass ? -8 : 0)
        } else if kind == .tabBarController {
            // Re-docking: legacy puts the dock at the bottom and insets it by the safe area;
            // glass uses the support view at H − s. Either way the bar sits on the safe-area edge.
            (dockY, insetBottom, offset) =
                design == .glass
                ? (frame.maxY - safeIn.bottom, 0, plainOffset) : (frame.maxY, safeIn.bottom, plainOffset)
        } else if isNavigation, let toolbar = toolbarFrame {
            dock = .toolbar
            (dockY, insetBottom, offset) =
                design == .glass
                ? (toolbar.minY, 0, 0) : (frame.maxY - toolbar.height, max(safeIn.bottom, windowBottom), 0)
        } else if isNavigation {
            (dockY, insetBottom, offset) =
                design == .glass
                ? (frame.maxY - safeIn.bottom, 0, plainOffset)
                : (frame.maxY, max(superviewSafeBottom ?? safeIn.bottom, windowBottom), plainOffset)
        } else {
            (dockY, insetBottom, offset) = (frame.maxY - safeIn.bottom, 0, plainOffset)
        }
        let closed = Rect(x: frame.x, y: dockY - height - insetBottom + offset, width: frame.width, height: height)
        let open = popup.state == .open
        return PopupGeometry(
            dock: dock,
            barFrame: open ? Rect(x: frame.x, y: frame.minY - height, width: frame.width, height: height) : closed,
            closedBarFrame: closed,
            contentFrame: open ? frame : nil,
            dockingViewFrame: dockingViewFrame,
            addedInset: max(0, height - offset),
            containerFrame: frame,
            barHeight: height,
            dragLimit: dockY - (design == .glass ? 0 : insetBottom))
    }

    /// The popup geometry of `container` as currently laid out, or — when the container is not
    /// on screen — as if it filled the screen.
    public func popupGeometry(of container: ControllerID) -> PopupGeometry? {
        guard let popup = nodes.popup(container) else { return nil }
        if let laidOut = layout().popups[container] { return laidOut }
        return popupGeometry(
            container, popup: popup, frame: screenBounds, safeIn: device.safeArea(orientation),
            tabBarFrame: nil, toolbarFrame: nil)
    }

    /// What the bar docks to now (`nil` when the container is not on screen).
    public func popupDock(of container: ControllerID) -> PopupDock? {
        layout().popups[container]?.dock
    }
}
