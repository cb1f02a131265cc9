/// One element of a layout: a bar, the island, a popup part, an overlay.
public struct LayoutElement: Hashable, Sendable {
    /// The element's name as navtree prints it (`navbar:Home`, `tabbar`, `popupbar`, …).
    public var name: String
    /// Its frame in screen points.
    public var frame: Rect
    /// The controller whose view holds it: the navigation controller of a navigation bar or
    /// toolbar, the tab bar controller of a tab bar, the popup container of a popup part;
    /// `nil` for the status bar, the island and overlays. Renderers read it to draw an
    /// element's contents and to stack it above its owner's descendants; it takes no part in
    /// equality.
    public var owner: ControllerID?

    /// Creates an element.
    public init(_ name: String, _ frame: Rect, owner: ControllerID? = nil) {
        self.name = name
        self.frame = frame
        self.owner = owner
    }

    public static func == (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
        lhs.name == rhs.name && lhs.frame == rhs.frame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(frame)
    }
}

/// The frames of everything on screen, and the safe area each visible screen sees.
public struct Layout: Hashable, Sendable {
    /// Elements, back to front.
    public var elements: [LayoutElement] = []
    /// Safe-area insets of each visible screen, in the order met.
    public var safeAreas: [(name: String, insets: EdgeInsets)] = []
    /// The popup geometry of each container on screen that presents a popup bar.
    public var popups: [ControllerID: PopupGeometry] = [:]
    /// The presentation contexts on screen, back to front, with the elements each one laid
    /// out and the screens it shows (derived from the rest, so not part of equality).
    public var contexts: [LayoutContext] = []
    /// What is on screen at a frame the model does not know (iOS 26 geometry never recorded,
    /// ``GlassMetrics``): element names and `safearea:NAME`, each with what is not known. These
    /// are in neither ``elements`` nor ``safeAreas``: nothing prints a number for them.
    public var unknown: [String: String] = [:]

    /// What ``unknown`` leaves out, as warnings: one a reason, naming the elements it leaves
    /// out (in name order), the reasons in order. A picture, the frames or the JSON of a
    /// window with such elements comes with them, so that a missing bar is never silent.
    public var leftOutWarnings: [NavigationWarning] {
        var elements: [String: [String]] = [:]
        for (element, reason) in unknown { elements[reason, default: []].append(element) }
        return elements.keys.sorted().map { reason in
            .notKnownForIOS26(reason + "; left out: " + (elements[reason] ?? []).sorted().joined(separator: ", "))
        }
    }

    public static func == (lhs: Layout, rhs: Layout) -> Bool {
        lhs.elements == rhs.elements && lhs.safeAreas.map(\.name) == rhs.safeAreas.map(\.name)
            && lhs.safeAreas.map(\.insets) == rhs.safeAreas.map(\.insets) && lhs.popups == rhs.popups
            && lhs.unknown == rhs.unknown
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        for area in safeAreas {
            hasher.combine(area.name)
            hasher.combine(area.insets)
        }
        hasher.combine(unknown)
    }

    /// The frame of the element named `name`.
    public func frame(of name: String) -> Rect? { elements.last { $0.name == name }?.frame }

    /// The safe-area insets of the screen named `name`.
    public func safeArea(of name: String) -> EdgeInsets? { safeAreas.last { $0.name == name }?.insets }
}

extension Window {
    /// The screen's bounds for the current device and orientation.
    public var screenBounds: Rect {
        let size = device.screenSize(orientation)
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Lays out the window: status bar and island, then each presentation context in the
    /// window (bottom first), walking its visible path. Each container passes its children the
    /// safe area its bars leave, as UIKit does: a navigation bar adds its height to the top, a
    /// visible toolbar or tab bar to the bottom (Apple doc `safeAreaInsets`; heights in
    /// `BarMetrics`).
    ///
    /// - Complexity: O(depth × contexts in the window).
    public func layout() -> Layout {
        var layout = Layout()
        let bounds = screenBounds
        let statusBar = device.statusBar(orientation)
        if statusBar > 0 { layout.elements.append(LayoutElement("statusbar", Rect(x: 0, y: 0, width: bounds.width, height: statusBar))) }
        if let island = device.island, orientation == .portrait {
            layout.elements.append(LayoutElement("island", island.frame))
        }
        for context in contextsInWindow.reversed() {
            let (frame, safeArea) = contextGeometry(context)
            let first = layout.elements.count
            let style = presentationBehaviour(of: context)
            layout.contexts.append(
                LayoutContext(
                    id: context, frame: frame, style: style, elements: first..<first, screens: [],
                    sheet: sheetLayout(context, frame: frame), receding: recedingPresenter(context, frame: frame)))
            // A sheet's card, behind what it shows: `sheet:NAME`, on iPhone and iPad alike. With
            // glass, sheets are not modelled yet: the card and all it holds are left out.
            let unknown = style?.isSheet == true && design == .glass ? Window.glassSheetUnknown : nil
            if style?.isSheet == true {
                layout.place(LayoutElement("sheet:\(nodes[context]?.displayName ?? "")", frame, owner: context), unknown: unknown)
            }
            layOut(context, frame: frame, safeArea: safeArea, sheet: isPhoneSheetCard(context), unknown: unknown, into: &layout)
            layout.contexts[layout.contexts.count - 1].elements = first..<layout.elements.count
            // The toast stack is an overlay on the root's view: over the root's controllers,
            // under what is presented over them, and gone with the root's view.
            if context == root { layout.elements += toastStackElements() }
        }
        // (A window with no root yet shows the stack over nothing.)
        if root == nil { layout.elements += toastStackElements() }
        layout.elements += popupOverlayElements()
        return layout
    }

    /// The frame and safe area of a presentation context: the screen for the root and for
    /// full-screen styles. On iPhone in portrait a page or form sheet is a card at its
    /// selected detent (``SheetLayout`` gives the rules and their sources) whose screen sees
    /// no top inset and the home indicator's bottom one; in landscape (compact height) it fills
    /// the screen. On iPad a form sheet is 540 × 620, centred (UIKit's default
    /// `preferredContentSize`), and a page sheet 704 wide (unverified); detents are not
    /// modelled there.
    func contextGeometry(_ context: ControllerID) -> (Rect, EdgeInsets) {
        // An iPad popover's frame follows its source view and preferredContentSize, which the
        // model does not have: it is laid out full screen, and present said so.
        let bounds = screenBounds
        let safe = device.safeArea(orientation)
        // A context presentation covers the view of the controller that presents it.
        if presentationBehaviour(of: context)?.isContextual == true, let presenter = nodes.presenter(context) {
            return contextGeometry(presenter)
        }
        guard let style = presentationBehaviour(of: context), style.isSheet else {
            return (bounds, safe)
        }
        if device.idiom == .pad {
            let size: (Double, Double) = style == .formSheet ? (540, 620) : (704, bounds.height - safe.top - 20)
            let frame = Rect(
                x: (bounds.width - size.0) / 2, y: style == .formSheet ? (bounds.height - size.1) / 2 : safe.top + 20,
                width: size.0, height: size.1)
            return (frame, .zero)
        }
        guard orientation == .portrait else { return (bounds, safe) }
        var top = sheetLargeTop
        if nodes.screen(context)?.sheetDetent == .medium {
            let maximum = bounds.height - top - safe.bottom
            top = bounds.height - SheetLayout.mediumValue(maximum: maximum) - safe.bottom
        }
        return (
            Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top),
            EdgeInsets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right)
        )
    }

    /// How `id`'s presentation shows on this device: its style, a popover adapted to a form
    /// sheet on iPhone (`ModalPresentationStyle.adapted(to:)`); `nil` when it is not presented.
    public func presentationBehaviour(of id: ControllerID) -> ModalPresentationStyle? {
        nodes.presentationStyle(id)?.adapted(to: device.idiom)
    }

    /// The top of a sheet's card at its large detent on iPhone in portrait: 10 below the
    /// safe-area top, 10 more on home-button iPhones (``SheetLayout``).
    var sheetLargeTop: Double {
        device.safeArea(.portrait).top + SheetLayout.topSpacing + (device.hasHomeButton ? SheetLayout.topSpacing : 0)
    }

    /// Whether `context` is a page or form sheet shown as a card on iPhone (portrait: in
    /// landscape sheets fill the screen).
    private func isPhoneSheetCard(_ context: ControllerID) -> Bool {
        device.idiom == .phone && orientation == .portrait && presentationBehaviour(of: context)?.isSheet == true
    }

    /// The detent, grabber and corners of `context` when it is a page or form sheet on iPhone.
    private func sheetLayout(_ context: ControllerID, frame: Rect) -> SheetLayout? {
        guard device.idiom == .phone, presentationBehaviour(of: context)?.isSheet == true else { return nil }
        let properties = nodes.screen(context) ?? ScreenProperties()
        guard isPhoneSheetCard(context) else {
            return SheetLayout(selectedDetent: properties.sheetDetent, shownDetent: nil, grabberFrame: nil, cornerRadius: 0)
        }
        // The system hides the grabber while another sheet is presented on top.
        let covered = nodes.presented(context).flatMap(presentationBehaviour(of:))?.isSheet == true
        let grabber =
            properties.prefersGrabberVisible && !covered
            ? Rect(
                x: frame.midX - SheetLayout.grabberWidth / 2, y: frame.minY + SheetLayout.grabberTop,
                width: SheetLayout.grabberWidth, height: SheetLayout.grabberHeight) : nil
        return SheetLayout(
            selectedDetent: properties.sheetDetent, shownDetent: properties.sheetDetent, grabberFrame: grabber,
            cornerRadius: SheetLayout.cornerRadius)
    }

    /// The card `context` recedes into while the sheet it presents is a card at its large
    /// detent (``RecedingPresenter``): the window's root moves its top to the safe-area top
    /// (10 below on home-button iPhones); a sheet behind another moves up by 10 pt, no higher.
    private func recedingPresenter(_ context: ControllerID, frame: Rect) -> RecedingPresenter? {
        guard let presented = nodes.presented(context), isPhoneSheetCard(presented),
            nodes.screen(presented)?.sheetDetent ?? .large == .large, frame.width > 2 * RecedingPresenter.sideInset
        else { return nil }
        // The card sits in the strip above a large sheet's top.
        let cardTop = sheetLargeTop - SheetLayout.topSpacing
        let top = frame.minY == 0 ? cardTop : max(cardTop, frame.minY - SheetLayout.topSpacing)
        let scale = (frame.width - 2 * RecedingPresenter.sideInset) / frame.width
        return RecedingPresenter(
            cardFrame: Rect(
                x: frame.x + RecedingPresenter.sideInset, y: top, width: frame.width * scale, height: frame.height * scale),
            scale: scale, cornerRadius: RecedingPresenter.cornerRadius)
    }

    /// Why a sheet's frames are not known with glass: NavStack lays sheets out as iOS 15–18 do.
    static let glassSheetUnknown = "a sheet's frames (NavStack models sheets as iOS 15-18 lay them out)"

    /// - Parameters:
    ///   - sheet: the context is a sheet card on iPhone, whose first navigation bar is
    ///     ``BarMetrics/sheetNavigationBarHeight``.
    ///   - unknown: why no frame of the context is known, if none is.
    func layOut(
        _ start: ControllerID, frame: Rect, safeArea: EdgeInsets, sheet: Bool = false, unknown: String? = nil,
        into layout: inout Layout
    ) {
        var safe = safeArea
        let glass = design == .glass
        // With glass, what is not known about bars on this device (``GlassMetrics``).
        let barsUnknown = unknown ?? (glass ? GlassMetrics.unknownBars(device, orientation) : nil)
        // Why the top or the bottom of the safe area below is not known, once it is not.
        var topUnknown = unknown
        var bottomUnknown = unknown
        // Where the next navigation bar starts. On the root the first one starts under the
        // status bar, which on Dynamic Island phones is above the safe-area top
        // (GKNavigationBarSwift#41: y 54, not 59; 53.67 on the 430-wide phones,
        // `Device.navigationBarTop`); with glass, at the safe-area top (``GlassMetrics``). A
        // navigation controller nested under another's visible bar (a tab bar controller on a
        // stack) puts its bar under that one, at its view's safe-area top.
        var barTop =
            frame.minY + (frame.minY == 0 ? (glass ? device.safeArea(orientation).top : device.navigationBarTop(orientation)) : 0)
        // A popup bar's inset waits for the first direct descendant that manages its own safe
        // area: tab bar and navigation controllers pass it on ("indirect safe-area management"),
        // so a navigation controller's toolbar under a tab bar's popup stays on the tab bar,
        // while Koinu's container, a plain view controller, takes it
        // (UIViewController+LNPopupSupportPrivate.mm:1009-1035, :1305-1314, :2393-2396;
        // LNPopupController#209).
        var pendingPopupInset = 0.0
        var placedNavigationBar = false
        // The safe area of the superview of the next controller's view. A tab bar controller
        // gives its tab bar's height to the selected child alone (the child's safe area, not
        // the view that holds it), so the superview of a tab has the tab bar controller's own.
        var superviewSafe = safeArea
        for id in visibleDescent(from: start) {
            guard let node = nodes[id] else { break }
            let managesItsSafeArea = node.kind != .tabBarController && !node.kind.isNavigationController
            if pendingPopupInset != 0, managesItsSafeArea {
                safe.bottom += pendingPopupInset
                pendingPopupInset = 0
            }
            let safeIn = safe
            let bottomUnknownIn = bottomUnknown
            var tabBarFrame: Rect?
            var toolbarFrame: Rect?
            // Where this container's tab bar or toolbar went in `layout.elements`.
            var bottomBarIndex: Int?
            // Why this container's popup frames are not known, if they are not.
            var popupUnknown = bottomUnknown
            switch node.kind {
            case .tabBarController where glass:
                let glassBar = layOutGlassTabBar(id, frame: frame, safe: &safe, unknown: barsUnknown ?? unknown, into: &layout)
                tabBarFrame = glassBar.tabBarFrame
                bottomBarIndex = glassBar.tabBarIndex
                bottomUnknown = bottomUnknown ?? glassBar.bottomUnknown
                popupUnknown = popupUnknown ?? glassBar.popupUnknown
            case .tabBarController:
                if !isTabBarEffectivelyHidden(id) {
                    let height = BarMetrics.tabBarHeight(device, orientation) + safe.bottom
                    let bar = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
                    bottomBarIndex = layout.place(LayoutElement("tabbar", bar, owner: id), unknown: unknown)
                    tabBarFrame = bar
                    safe.bottom = height
                }
            case .navigationController, .containerNavigationController, .koinuNavigationController, .moreNavigationController:
                if !node.navigation.isNavigationBarHidden, let top = node.children.last {
                    let screen = unwrap(top)
                    var height =
                        glass
                        ? GlassMetrics.navigationBarHeight
                        : sheet && !placedNavigationBar
                            ? BarMetrics.sheetNavigationBarHeight : BarMetrics.navigationBarHeight(device, orientation)
                    if nodes.kind(screen) == .screen, resolvedBar(of: screen).showsLargeTitle {
                        height += glass ? GlassMetrics.largeTitleHeight : BarMetrics.largeTitleHeight(device, orientation)
                    }
                    layout.place(
                        LayoutElement(
                            "navbar:\(nodes.name(screen) ?? node.displayName)",
                            Rect(x: frame.x, y: barTop, width: frame.width, height: height), owner: id),
                        unknown: barsUnknown)
                    topUnknown = topUnknown ?? barsUnknown
                    barTop += height
                    placedNavigationBar = true
                    safe.top += height
                }
                if isToolbarVisible(id) {
                    let height = BarMetrics.toolbarHeight(device, orientation)
                    let bar = Rect(x: frame.x, y: frame.maxY - safe.bottom - height, width: frame.width, height: height)
                    // With glass the toolbar is glass capsules in a floating container, at a
                    // frame never measured.
                    let toolbarUnknown = unknown ?? (glass ? Window.glassToolbarUnknown : nil)
                    bottomBarIndex = layout.place(LayoutElement("toolbar", bar, owner: id), unknown: toolbarUnknown)
                    toolbarFrame = bar
                    safe.bottom += height
                    bottomUnknown = bottomUnknown ?? toolbarUnknown
                    popupUnknown = popupUnknown ?? toolbarUnknown
                }
            case .screen, .containerController, .placeholder, .pageViewController, .moreListController, .hostingController:
                break
            }
            if let popup = node.popup, popup.state != .barHidden {
                let geometry = popupGeometry(
                    id, popup: popup, frame: frame, safeIn: safeIn,
                    tabBarFrame: tabBarFrame, toolbarFrame: toolbarFrame, superviewSafeBottom: superviewSafe.bottom)
                layout.popups[id] = geometry
                // While the popup is open the bar it docks to slides off the bottom: LNPopupController
                // moves it by `smoothstep(percent) × (height + insets.bottom)` from its docking
                // frame, which open (percent 1) puts its top at the container's bottom edge
                // (LNPopupController.mm:289-301, :362-372, :379-417, re-applied on layout). Not
                // with glass or a custom docking view.
                if popup.state == .open, design == .legacy, popup.dockingView == nil,
                    geometry.dock == .tabbar || geometry.dock == .toolbar, let index = bottomBarIndex
                {
                    layout.elements[index].frame.y = frame.maxY
                }
                if let dockView = geometry.dockingViewFrame {
                    layout.place(LayoutElement("dockview", dockView, owner: id), unknown: unknown)
                }
                layout.place(LayoutElement("popupbar", geometry.barFrame, owner: id), unknown: popupUnknown)
                if let content = geometry.contentFrame {
                    layout.place(LayoutElement("popupcontent", content, owner: id), unknown: unknown)
                    if let contentID = popup.content, let name = nodes.name(contentID) {
                        // The content sees the container's safe area without the popup's own inset
                        // (LNPopupController `_uCOIFPIN`,
                        // UIViewController+LNPopupSupportPrivate.mm:541-648).
                        layout.placeSafeArea(name, safeIn, unknown: topUnknown ?? bottomUnknownIn)
                        if !layout.contexts.isEmpty {
                            layout.contexts[layout.contexts.count - 1].screens.append(
                                LayoutScreen(id: contentID, name: name, frame: content, safeArea: safeIn, popupHost: id))
                        }
                    }
                }
                // A plain host takes the inset itself (its additionalSafeAreaInsets).
                if managesItsSafeArea { safe.bottom += geometry.addedInset } else { pendingPopupInset += geometry.addedInset }
                bottomUnknown = bottomUnknown ?? popupUnknown
            }
            superviewSafe = node.kind == .tabBarController ? safeIn : safe
            if node.kind == .screen {
                layout.placeSafeArea(node.name ?? node.displayName, safe, unknown: topUnknown ?? bottomUnknown)
                if !layout.contexts.isEmpty {
                    layout.contexts[layout.contexts.count - 1].screens.append(
                        LayoutScreen(id: id, name: node.name ?? node.displayName, frame: frame, safeArea: safe))
                }
            }
        }
    }

    /// Why a toolbar's frame is not known with glass.
    static let glassToolbarUnknown =
        "the toolbar's frame (UIKit draws its items as glass capsules in a floating container, never measured)"
}
