extension Layout {
    /// Appends `element`, or — when `reason` says what about it is not known — files it in
    /// ``unknown`` instead. Returns its index in ``elements`` when appended.
    @discardableResult
    mutating func place(_ element: LayoutElement, unknown reason: String?) -> Int? {
        if let reason {
            unknown[element.name] = reason
            return nil
        }
        elements.append(element)
        return elements.count - 1
    }

    /// Records the safe area of the screen named `name`, or files it in ``unknown``.
    mutating func placeSafeArea(_ name: String, _ insets: EdgeInsets, unknown reason: String?) {
        if let reason {
            unknown["safearea:" + name] = reason
        } else {
            safeAreas.append((name, insets))
        }
    }
}

/// What a glass tab bar controller puts on screen (``Window/layOutGlassTabBar(_:frame:safe:unknown:into:)``).
struct GlassTabBarLayout {
    /// The `UITabBar` view's frame, when the bar shows.
    var tabBarFrame: Rect?
    /// Its index in the layout's elements, when it is known.
    var tabBarIndex: Int?
    /// Why the safe area below is not known, if it is not.
    var bottomUnknown: String?
    /// Why the frames of a popup bar the controller presents are not known, if they are not.
    var popupUnknown: String?
}

/// iOS 26's tab bar with Liquid Glass: the `UITabBar` view, the floating platter, one button per
/// item, and the bottom accessory (``GlassMetrics`` gives each rule and its grade).
extension Window {
    /// Lays out the glass chrome of `tabBar`, whose view fills `frame`, updating `safe`, the
    /// safe area its tabs see: the bottom becomes the distance to the accessory's top, else to
    /// the tab bar's (A with the tab bar hidden: 69 on the 874-pt phone; C with the bar
    /// showing). A minimized bar keeps the safe area it had expanded (C: minimizing follows a
    /// scroll, and nothing recorded shows the inset move), while its platter, buttons and
    /// accessory are left out: the minimized bar's bubbles, and the accessory's inline frame
    /// without a search tab, were never measured. `unknown` says why the whole context is not
    /// known, if it is not.
    func layOutGlassTabBar(
        _ tabBar: ControllerID, frame: Rect, safe: inout EdgeInsets, unknown: String?, into layout: inout Layout
    ) -> GlassTabBarLayout {
        let hasAccessory = nodes.tabs(tabBar)?.bottomAccessory != nil
        let conflict = hasPopupBarAndAccessoryConflict(tabBar) ? Window.popupWithAccessory(reference(tabBar)) : nil
        var result = GlassTabBarLayout(bottomUnknown: unknown ?? conflict, popupUnknown: unknown ?? conflict)
        if isTabBarEffectivelyHidden(tabBar) {
            guard hasAccessory else { return result }
            let accessory = GlassMetrics.accessoryFrame(bottomOf: frame, device: device)
            layout.place(LayoutElement("accessory", accessory, owner: tabBar), unknown: unknown ?? conflict)
            safe.bottom = max(safe.bottom, frame.maxY - accessory.minY)
            return result
        }
        let height = GlassMetrics.tabBarHeight(device) + safe.bottom
        let bar = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
        result.tabBarFrame = bar
        result.tabBarIndex = layout.place(LayoutElement("tabbar", bar, owner: tabBar), unknown: unknown)
        safe.bottom = height
        let minimized: String? =
            switch tabBarMinimization(of: tabBar) {
            case .expanded: nil
            case .minimized: "the minimized tab bar (its bubbles were never measured)"
            case .unknown: Window.minimizationUnknown
            }
        let platter = GlassMetrics.platterFrame(in: bar, buttons: tabBarItemCount(of: tabBar))
        layout.place(LayoutElement("tabplatter", platter, owner: tabBar), unknown: unknown ?? minimized)
        for (index, button) in GlassMetrics.buttonFrames(in: platter, count: tabBarItemCount(of: tabBar)).enumerated() {
            layout.place(LayoutElement("tab:\(index)", button, owner: tabBar), unknown: unknown ?? minimized)
        }
        if let minimized { result.popupUnknown = result.popupUnknown ?? "a popup bar beside " + minimized }
        guard hasAccessory else { return result }
        let accessory = GlassMetrics.accessoryFrame(above: platter, in: frame)
        let inline = minimized.map { _ in "the accessory beside a minimized tab bar without a search tab (never measured)" }
        layout.place(LayoutElement("accessory", accessory, owner: tabBar), unknown: unknown ?? conflict ?? inline)
        safe.bottom = frame.maxY - accessory.minY
        return result
    }

    /// What is not known once the screen that minimized a tab bar has left the top of its
    /// selected tab (``TabBarMinimization/unknown``).
    package static let minimizationUnknown =
        "whether the tab bar is still minimized once another screen is on top of the selected tab (a tab switch or a push since the scroll; never recorded)"
}
