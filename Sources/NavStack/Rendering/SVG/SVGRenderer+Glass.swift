#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// iOS 26's Liquid Glass chrome (`design glass`): the transparent `UITabBar` view, the floating
/// platter with its selection pill, the tab buttons, the bottom accessory's capsule, and the
/// navigation bar's circular back button. Frames are the layout's (``GlassMetrics``); the glass
/// itself is drawn as a light translucent fill with a rim.
extension SVGRenderer {
    /// The glass paint of a capsule.
    static var glassPaint: [(String, String)] {
        [
            ("fill", SVGStyle.glassFill), ("fill-opacity", SVGDocument.number(SVGStyle.glassOpacity)),
            ("stroke", SVGStyle.glassRim), ("stroke-width", "0.5"),
        ]
    }

    /// The `UITabBar` view: transparent; the platter floats inside it.
    mutating func drawGlassTabBar(_ element: LayoutElement) {
        frameRect(element, [("fill", "none"), ("data-design", "glass")])
    }

    /// The platter: a capsule, with a pill behind the selected button.
    mutating func drawTabPlatter(_ element: LayoutElement) {
        frameRect(element, [("rx", SVGDocument.number(element.frame.height / 2))] + Self.glassPaint)
        guard let tabBar = element.owner, let selected = selectedItem(of: tabBar),
            let button = layout.elements.first(where: { $0.name == "tab:\(selected)" && $0.owner == tabBar })
        else { return }
        svg.leaf(
            "rect",
            [("data-selection", "tab:\(selected)")] + SVGDocument.frame(button.frame) + [
                ("rx", SVGDocument.number(button.frame.height / 2)), ("fill", SVGStyle.glassSelection),
            ])
    }

    /// The index of the item the tab bar shows selected: the selected tab, or More.
    private func selectedItem(of tabBar: ControllerID) -> Int? {
        let count = window.tabBarItemCount(of: tabBar)
        guard let selected = window.tabs(of: tabBar)?.selectedIndex else { return window.showsMoreTab(tabBar) ? count - 1 : nil }
        return window.showsMoreTab(tabBar) && selected >= count - 1 ? count - 1 : selected
    }

    /// A tab button (`tab:INDEX`): an icon placeholder over its title, tinted when selected.
    mutating func drawTabButton(_ element: LayoutElement) {
        frameRect(element, [("fill", "none")])
        guard let tabBar = element.owner, let index = Int(element.name.dropFirst("tab:".count)) else { return }
        let children = window.children(of: tabBar)
        let isMore = window.showsMoreTab(tabBar) && index == window.tabBarItemCount(of: tabBar) - 1
        let title = isMore ? "More" : children.indices.contains(index) ? tabTitle(children[index]) : ""
        let selected = selectedItem(of: tabBar) == index
        let color = selected ? SVGStyle.tint : SVGStyle.label
        let frame = element.frame
        svg.open("g", [("data-tab", title)] + (selected ? [("data-selected", "true")] : []))
        svg.leaf(
            "rect",
            [
                ("x", SVGDocument.number(frame.midX - 12)), ("y", SVGDocument.number(frame.minY + 7)), ("width", "24"),
                ("height", "22"), ("rx", "6"), ("fill", color), ("fill-opacity", selected ? "1" : "0.55"),
            ])
        svg.text(
            title, x: frame.midX, y: frame.minY + 42, size: SVGStyle.tabTitleSize, weight: 600, fill: color, alignment: .center,
            maxWidth: frame.width - 8)
        svg.close("g")
    }

    /// The bottom accessory: a full-width glass capsule around its content, named; its
    /// environment as `data-environment`.
    mutating func drawAccessory(_ element: LayoutElement) {
        let environment = element.owner.flatMap(window.tabAccessoryEnvironment(of:))?.rawValue ?? "unknown"
        frameRect(
            element, [("rx", SVGDocument.number(element.frame.height / 2)), ("data-environment", environment)] + Self.glassPaint)
        let name = element.owner.flatMap { window.bottomAccessory(of: $0)?.contentName } ?? ""
        svg.text(
            name, x: element.frame.midX, y: element.frame.midY + SVGStyle.footnoteSize * 0.35, size: SVGStyle.footnoteSize,
            weight: 600, fill: SVGStyle.label, alignment: .center, maxWidth: element.frame.width - 32)
    }

    /// The glass back button: a 44 pt circle at the bar's leading edge, 16 in, with a chevron
    /// (A−: one WebDriverAgent dump, `Button … {{16.0, 62.0}, {44.0, 44.0}}`). Whether it shows
    /// the previous title is not known, so none is drawn.
    mutating func drawGlassBackButton(in frame: Rect, tint: String, title: String?) {
        let circle = Rect(x: frame.minX + 16, y: frame.minY, width: 44, height: 44)
        svg.leaf(
            "rect",
            [("data-back", title ?? "")] + SVGDocument.frame(circle) + [("rx", "22")] + Self.glassPaint)
        chevron(x: circle.minX + 16, middle: circle.midY, color: tint)
    }
}
