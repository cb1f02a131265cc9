#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The device chrome and UIKit's bars: status bar, island, navigation bars, toolbars, tab bars.
extension SVGRenderer {
    /// The status bar's background: that of the navigation bar right below it (UIKit extends
    /// a bar's background up behind the status bar), else none.
    mutating func drawStatusBarBackground(_ element: LayoutElement) {
        if let below = barBelowStatusBar(element) {
            frameRect(element, Self.barFill(window.appearance(of: below), design: window.design))
        } else {
            frameRect(element, [("fill", "none")])
        }
    }

    /// The navigation bar right below the status bar, if one is there.
    private func barBelowStatusBar(_ element: LayoutElement) -> LayoutElement? {
        layout.elements.first { $0.name.hasPrefix("navbar:") && $0.frame.minY == element.frame.maxY }
    }

    /// The colour the bar below paints behind the status bar, if it paints one.
    private func statusBarBackground(_ element: LayoutElement) -> Color? {
        barBelowStatusBar(element).flatMap { window.appearance(of: $0)?.appearance.backgroundColor }
    }

    /// The paint of a bar whose resolved appearance is `resolved`: nothing when transparent
    /// (the bar at rest on iOS 15 and later), the opaque chrome, or the translucent blur's
    /// stand-in; a `backgroundColor` over either.
    /// With glass a bar draws no material of its own: the blur is the scroll view's edge
    /// effect, not the bar's, so a default background shows nothing; an opaque one or a
    /// colour still paints (UIKit iOS 26: `UIScrollView.topEdgeEffect`; gunumdogdu/cupertino_native_better#74).
    static func barFill(_ resolved: ResolvedAppearance?, design: BarDesign = .legacy) -> [(String, String)] {
        guard let object = resolved?.appearance else {
            return design == .glass ? [("fill", "none")] : [("fill", SVGStyle.barBackground)]
        }
        switch object.background {
        case .transparent:
            return object.backgroundColor.map { paint($0, default: SVGStyle.barBackground) } ?? [("fill", "none")]
        case .opaque: return paint(object.backgroundColor, default: SVGStyle.barBackground)
        case .default:
            if design == .glass { return object.backgroundColor.map { paint($0, default: SVGStyle.barBackground) } ?? [("fill", "none")] }
            return paint(object.backgroundColor, default: SVGStyle.barBackground, opacity: SVGStyle.barOpacity)
        }
    }

    /// The bar's hairline at `y`, when its appearance shows one.
    mutating func barHairline(_ resolved: ResolvedAppearance?, y: Double, element: LayoutElement) {
        guard resolved?.appearance.showsShadow ?? true else { return }
        hairline(
            y: y, from: element.frame.minX, to: element.frame.maxX,
            color: resolved?.appearance.shadowColor.map { SVGStyle.paint($0).fill } ?? SVGStyle.separator)
    }

    /// The status bar's "9:41" and battery, white over a dark bar (`.lightContent`).
    mutating func drawStatusBarGlyphs(_ element: LayoutElement) {
        let frame = element.frame
        let device = window.device
        let ink = statusBarBackground(element).map { SVGStyle.isDark($0) } == true ? "#FFFFFF" : SVGStyle.label
        let island = window.hasDynamicIsland ? device.island?.frame : nil
        let tall = frame.height >= 40
        let size = tall ? 17.0 : 12.0
        let centerY = island?.midY ?? (tall ? min(frame.midY, 27) : frame.midY)
        let baseline = centerY + size * 0.35
        if tall {
            svg.text(
                "9:41", x: island.map { $0.minX / 2 } ?? frame.width * 0.18, y: baseline, size: size, weight: 600,
                fill: ink, alignment: .center)
        } else if device.idiom == .pad {
            svg.text(
                "9:41", x: frame.minX + SVGStyle.barMargin, y: baseline, size: size, weight: 600, fill: ink,
                alignment: .leading)
        } else {
            svg.text("9:41", x: frame.midX, y: baseline, size: size, weight: 600, fill: ink, alignment: .center)
        }
        // A battery: body, level and terminal.
        let width = tall ? 25.0 : 22.0
        let height = tall ? 12.0 : 10.5
        let rightEar = island.map { ($0.maxX + frame.maxX) / 2 } ?? frame.width * 0.82
        let x = tall ? rightEar - width / 2 : frame.maxX - SVGStyle.barMargin - width - 2
        let y = centerY - height / 2
        svg.leaf(
            "rect",
            [
                ("x", SVGDocument.number(x)), ("y", SVGDocument.number(y)), ("width", SVGDocument.number(width)),
                ("height", SVGDocument.number(height)), ("rx", "3"), ("fill", "none"), ("stroke", ink),
                ("stroke-opacity", "0.4"),
            ])
        svg.leaf(
            "rect",
            [
                ("x", SVGDocument.number(x + 2)), ("y", SVGDocument.number(y + 2)), ("width", SVGDocument.number(width - 4)),
                ("height", SVGDocument.number(height - 4)), ("rx", "1.5"), ("fill", ink),
            ])
        svg.leaf(
            "rect",
            [
                ("x", SVGDocument.number(x + width + 1)), ("y", SVGDocument.number(centerY - 2)), ("width", "1.5"),
                ("height", "4"), ("rx", "0.75"), ("fill", ink), ("fill-opacity", "0.4"),
            ])
    }

    /// The Dynamic Island: a black capsule.
    mutating func drawIsland(_ element: LayoutElement) {
        let radius = window.device.island?.cornerRadius ?? element.frame.height / 2
        frameRect(element, [("rx", SVGDocument.number(radius)), ("fill", "#000000")])
    }

    /// The screen a navigation controller's bar shows: its top, unwrapped.
    func barScreen(of navigation: ControllerID) -> ControllerID? {
        window.children(of: navigation).last.map(window.unwrap)
    }

    /// A screen's navigation bar: its resolved colours, back button (or left items), title
    /// or large title, and right items.
    mutating func drawNavigationBar(_ element: LayoutElement) {
        let frame = contentArea(of: element.frame)
        guard let navigation = element.owner, let screen = barScreen(of: navigation), let node = window[screen] else {
            frameRect(element, [("fill", SVGStyle.barBackground)])
            return
        }
        let bar = window.resolvedBar(of: screen)
        let attributes = bar.attributes
        let appearance = window.appearance(of: element)
        let glass = window.design == .glass
        frameRect(element, Self.barFill(appearance, design: window.design) + [("data-appearance", appearance?.source.rawValue ?? "none")])
        if !glass { barHairline(appearance, y: frame.maxY - 0.25, element: element) }
        let tint = attributes.tint.map { SVGStyle.paint($0).fill } ?? SVGStyle.tint
        let titleColor =
            (appearance.map { $0.appearance.titleColor } ?? attributes.titleColor).map { SVGStyle.paint($0).fill } ?? SVGStyle.label
        let row = min(
            frame.height, glass ? GlassMetrics.navigationBarHeight : BarMetrics.navigationBarHeight(window.device, window.orientation))
        let middle = frame.minY + row / 2
        let baseline = middle + SVGStyle.bodySize * 0.35
        let item = node.screen.navigationItem

        // Leading side: the back button, or the left items in its place.
        var leading = frame.minX + SVGStyle.barMargin
        switch window.backButton(of: screen) {
        case let .titled(title) where glass:
            drawGlassBackButton(in: frame, tint: tint, title: title)
            leading = frame.minX + 16 + 44
        case .chevron where glass:
            drawGlassBackButton(in: frame, tint: tint, title: nil)
            leading = frame.minX + 16 + 44
        case let .titled(title):
            chevron(x: frame.minX + 8, middle: middle, color: tint)
            let shown = SVGDocument.fitted(title, maxWidth: frame.width / 3, size: SVGStyle.bodySize)
            svg.text(
                shown, x: frame.minX + 26, y: baseline, size: SVGStyle.bodySize, fill: tint, alignment: .leading,
                extra: [("data-back", title)])
            leading = frame.minX + 26 + Self.width(shown, size: SVGStyle.bodySize)
        case .chevron:
            chevron(x: frame.minX + 8, middle: middle, color: tint)
            svg.leaf(
                "rect",
                [
                    ("data-back", ""), ("x", SVGDocument.number(frame.minX)), ("y", SVGDocument.number(frame.minY)),
                    ("width", "26"), ("height", SVGDocument.number(row)), ("fill", "none"),
                ])
            leading = frame.minX + 26
        case .none:
            for title in item.leftItems {
                let shown = SVGDocument.fitted(title, maxWidth: frame.width / 3, size: SVGStyle.bodySize)
                svg.text(shown, x: leading, y: baseline, size: SVGStyle.bodySize, fill: tint, alignment: .leading)
                leading += Self.width(shown, size: SVGStyle.bodySize) + SVGStyle.barMargin
            }
        }

        // Trailing side: rightBarButtonItems, the first one rightmost.
        var trailing = frame.maxX - SVGStyle.barMargin
        for title in item.rightItems {
            let shown = SVGDocument.fitted(title, maxWidth: frame.width / 3, size: SVGStyle.bodySize)
            svg.text(shown, x: trailing, y: baseline, size: SVGStyle.bodySize, fill: tint, alignment: .trailing)
            trailing -= Self.width(shown, size: SVGStyle.bodySize) + SVGStyle.barMargin
        }

        guard let title = item.title, !title.isEmpty else { return }
        if bar.showsLargeTitle && frame.height > row {
            svg.text(
                title, x: frame.minX + SVGStyle.barMargin, y: frame.maxY - 12, size: SVGStyle.largeTitleSize, weight: 700,
                fill: titleColor, alignment: .leading, maxWidth: frame.width - 2 * SVGStyle.barMargin,
                extra: [("data-title", "large")])
        } else {
            let side = max(leading - frame.minX, frame.maxX - trailing)
            svg.text(
                title, x: frame.midX, y: baseline, size: SVGStyle.bodySize, weight: 600, fill: titleColor,
                alignment: .center, maxWidth: frame.width - 2 * side - 8, extra: [("data-title", "inline")])
        }
    }

    /// A toolbar: the top screen's `toolbarItems`, spread evenly.
    mutating func drawToolbar(_ element: LayoutElement) {
        let frame = contentArea(of: element.frame)
        let appearance = window.appearance(of: element)
        frameRect(element, Self.barFill(appearance) + [("data-appearance", appearance?.source.rawValue ?? "none")])
        barHairline(appearance, y: frame.minY + 0.25, element: element)
        guard let navigation = element.owner, let top = barScreen(of: navigation),
            let items = window[top]?.screen.toolbarItems, !items.isEmpty
        else { return }
        let slot = (frame.width - 2 * SVGStyle.barMargin) / Double(items.count)
        let baseline = frame.midY + SVGStyle.bodySize * 0.35
        for (index, title) in items.enumerated() {
            svg.text(
                title, x: frame.minX + SVGStyle.barMargin + slot * (Double(index) + 0.5), y: baseline, size: SVGStyle.bodySize,
                fill: SVGStyle.tint, alignment: .center, maxWidth: slot - 8)
        }
    }

    /// A tab bar: one item per tab (four and More when the More tab shows), each an icon
    /// placeholder over its title; the selected one is tinted and marked `data-selected`.
    mutating func drawTabBar(_ element: LayoutElement) {
        let frame = contentArea(of: element.frame)
        let appearance = window.appearance(of: element)
        frameRect(element, Self.barFill(appearance) + [("data-appearance", appearance?.source.rawValue ?? "none")])
        barHairline(appearance, y: frame.minY + 0.25, element: element)
        guard let tabBar = element.owner, let node = window[tabBar] else { return }
        var titles = node.children.map(tabTitle)
        var selected = node.tabs.selectedIndex
        if window.showsMoreTab(tabBar) {
            titles = Array(titles.prefix(4)) + ["More"]
            if selected.map({ $0 >= 4 }) ?? true { selected = 4 }
        }
        guard !titles.isEmpty else { return }
        let row = min(frame.height, BarMetrics.tabBarHeight(window.device, window.orientation))
        let slot = frame.width / Double(titles.count)
        let stacked = row >= 45
        for (index, title) in titles.enumerated() {
            let isSelected = index == selected
            let color = isSelected ? SVGStyle.tint : SVGStyle.secondaryLabel
            let center = frame.minX + slot * (Double(index) + 0.5)
            svg.open("g", [("data-tab", title)] + (isSelected ? [("data-selected", "true")] : []))
            if stacked {
                svg.leaf(
                    "rect",
                    [
                        ("x", SVGDocument.number(center - 12)), ("y", SVGDocument.number(frame.minY + 6)), ("width", "24"),
                        ("height", "22"), ("rx", "6"), ("fill", color), ("fill-opacity", isSelected ? "1" : "0.5"),
                    ])
                svg.text(
                    title, x: center, y: frame.minY + 41, size: SVGStyle.tabTitleSize, weight: 500, fill: color,
                    alignment: .center, maxWidth: slot - 4)
            } else {
                let shown = SVGDocument.fitted(title, maxWidth: slot - 30, size: SVGStyle.footnoteSize)
                let width = Self.width(shown, size: SVGStyle.footnoteSize) + 24
                svg.leaf(
                    "rect",
                    [
                        ("x", SVGDocument.number(center - width / 2)), ("y", SVGDocument.number(frame.minY + row / 2 - 9)),
                        ("width", "18"), ("height", "18"), ("rx", "5"), ("fill", color),
                        ("fill-opacity", isSelected ? "1" : "0.5"),
                    ])
                svg.text(
                    shown, x: center - width / 2 + 24, y: frame.minY + row / 2 + 4.5, size: SVGStyle.footnoteSize, weight: 500,
                    fill: color, alignment: .leading)
            }
            svg.close("g")
        }
    }

    /// The part of a bar's `frame` its items use: inside the device's horizontal safe area
    /// (in landscape, bar buttons stay clear of the rounded corners and the sensor housing).
    func contentArea(of frame: Rect) -> Rect {
        let safe = window.device.safeArea(window.orientation)
        let left = max(0, safe.left - frame.minX)
        let right = max(0, frame.maxX - (window.screenBounds.width - safe.right))
        return Rect(x: frame.minX + left, y: frame.minY, width: max(0, frame.width - left - right), height: frame.height)
    }

    /// The title a tab shows: its own `tabTitle` or `title`, else its root screen's (a
    /// navigation controller's tab item takes its root's title), else that screen's name.
    func tabTitle(_ tab: ControllerID) -> String {
        var current: ControllerID? = tab
        var depth = 0
        while let id = current, let node = window[id], depth <= Window.maximumNestingDepth {
            if let title = node.screen.resolvedTabTitle, !title.isEmpty { return title }
            if node.kind == .screen { return node.name ?? "Item" }
            current = node.children.first
            depth += 1
        }
        return window.name(of: tab) ?? "Item"
    }

    /// A back chevron whose tip is at `x`, centred on `middle`.
    mutating func chevron(x: Double, middle: Double, color: String) {
        let path =
            "M\(SVGDocument.number(x + 9.5)) \(SVGDocument.number(middle - 10))"
            + "L\(SVGDocument.number(x)) \(SVGDocument.number(middle))"
            + "L\(SVGDocument.number(x + 9.5)) \(SVGDocument.number(middle + 10))"
        svg.leaf(
            "path",
            [
                ("d", path), ("fill", "none"), ("stroke", color), ("stroke-width", "3"), ("stroke-linecap", "round"),
                ("stroke-linejoin", "round"),
            ])
    }

    /// A 0.5 pt separator line.
    mutating func hairline(y: Double, from start: Double, to end: Double, color: String = SVGStyle.separator) {
        svg.leaf(
            "line",
            [
                ("x1", SVGDocument.number(start)), ("y1", SVGDocument.number(y)), ("x2", SVGDocument.number(end)),
                ("y2", SVGDocument.number(y)), ("stroke", color), ("stroke-width", "0.5"),
            ])
    }

    /// The width of `text` at `size` points, as ``TextMetrics`` measures it.
    static func width(_ text: String, size: Double) -> Double {
        TextMetrics.width(of: text, font: TextMetrics.Font(pointSize: size, lineHeight: size * 1.2))
    }
}
