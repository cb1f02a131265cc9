#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// LNPopupController's parts: the docking view, the popup bar and the open content.
extension SVGRenderer {
    /// A custom docking view: a dashed box.
    mutating func drawDockingView(_ element: LayoutElement) {
        let frame = element.frame
        frameRect(element, [("fill", "#E5E5EA"), ("stroke", SVGStyle.secondaryLabel), ("stroke-dasharray", "4 3")])
        svg.text(
            "docking view", x: frame.midX, y: frame.midY + 4, size: SVGStyle.footnoteSize, fill: SVGStyle.secondaryLabel,
            alignment: .center, maxWidth: frame.width - 8)
    }

    /// The popup bar in its resolved style: a floating pill inside the frame or a docked bar
    /// across it, with the progress view, leading items, the image, title and subtitle, and
    /// trailing items. `data-style` and `data-state` name the style and state.
    mutating func drawPopupBar(_ element: LayoutElement) {
        let frame = element.frame
        guard let container = element.owner, let popup = window[container]?.popup else {
            frameRect(element, [("fill", SVGStyle.barBackground)])
            return
        }
        let design = window.design
        let style = PopupMetrics.resolvedStyle(popup.configuration.style, design: design, idiom: window.device.idiom)
        let marks = [("data-style", style.rawValue), ("data-state", popup.state.rawValue)]
        let content = contentArea(of: frame)
        var pill = content
        if style.isFloating {
            frameRect(element, [("fill", "none")] + marks)
            let inset = SVGStyle.floatingInset
            pill = Rect(
                x: content.minX + inset.horizontal, y: content.minY + inset.vertical,
                width: max(0, content.width - 2 * inset.horizontal), height: max(0, content.height - 2 * inset.vertical))
            if design == .glass, layout.popups[container]?.dock == .tabbar {
                // Docked into the tab bar's accessory slot, the capsule takes the slot's
                // margins (UITabBar+LNPopupInheritedBarMetricsSupport.mm:154-180; LNPopupBar.mm:883-922).
                pill = Rect(
                    x: frame.minX + GlassMetrics.platterSideMargin, y: frame.minY,
                    width: max(0, frame.width - 2 * GlassMetrics.platterSideMargin), height: frame.height)
            }
            let radius = design == .glass ? pill.height / 2 : inset.cornerRadius
            svg.leaf(
                "rect",
                SVGDocument.frame(pill) + [
                    ("rx", SVGDocument.number(radius)), ("fill", SVGStyle.elevatedBackground),
                    ("stroke", SVGStyle.separator),
                ])
        } else if style == .custom {
            frameRect(
                element, [("fill", SVGStyle.barBackground), ("stroke", SVGStyle.secondaryLabel), ("stroke-dasharray", "4 3")] + marks)
            svg.text(
                "custom bar", x: frame.midX, y: frame.midY + 4, size: SVGStyle.footnoteSize, fill: SVGStyle.secondaryLabel,
                alignment: .center, maxWidth: frame.width - 8)
            return
        } else {
            frameRect(element, [("fill", SVGStyle.barBackground), ("fill-opacity", SVGDocument.number(SVGStyle.barOpacity))] + marks)
            hairline(y: frame.minY + 0.25, from: frame.minX, to: frame.maxX)
        }
        drawProgress(popup, in: pill, inset: style.isFloating ? SVGStyle.floatingInset.cornerRadius : 0)

        let item = popup.item
        let middle = pill.midY
        let itemBaseline = middle + SVGStyle.bodySize * 0.35
        var leading = pill.minX + 12
        for title in item.leadingItems {
            let shown = SVGDocument.fitted(title, maxWidth: pill.width / 4, size: SVGStyle.bodySize)
            svg.text(shown, x: leading, y: itemBaseline, size: SVGStyle.bodySize, fill: SVGStyle.tint, alignment: .leading)
            leading += Self.width(shown, size: SVGStyle.bodySize) + 12
        }
        if let image = item.image {
            let side = max(0, min(pill.height - 12, 48))
            svg.leaf(
                "rect",
                [
                    ("data-image", image), ("x", SVGDocument.number(leading)), ("y", SVGDocument.number(middle - side / 2)),
                    ("width", SVGDocument.number(side)), ("height", SVGDocument.number(side)), ("rx", "6"),
                    ("fill", "#D1D1D6"),
                ])
            leading += side + 10
        }
        var trailing = pill.maxX - 12
        for title in item.trailingItems.reversed() {
            let shown = SVGDocument.fitted(title, maxWidth: pill.width / 4, size: SVGStyle.bodySize)
            svg.text(shown, x: trailing, y: itemBaseline, size: SVGStyle.bodySize, fill: SVGStyle.tint, alignment: .trailing)
            trailing -= Self.width(shown, size: SVGStyle.bodySize) + 12
        }
        let room = trailing - leading - 4
        let titleSize = style == .compact || style == .floatingCompact ? 14.0 : 15.0
        let title = window.popupTitle(of: container)
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            if let title {
                svg.text(
                    title, x: leading, y: middle - 2, size: titleSize, weight: 600, fill: SVGStyle.label,
                    alignment: .leading, maxWidth: room, extra: [("data-title", "popup")])
            }
            svg.text(
                subtitle, x: leading, y: middle + 14, size: SVGStyle.footnoteSize, fill: SVGStyle.secondaryLabel,
                alignment: .leading, maxWidth: room, extra: [("data-subtitle", "popup")])
        } else if let title {
            svg.text(
                title, x: leading, y: middle + titleSize * 0.35, size: titleSize, weight: 600, fill: SVGStyle.label,
                alignment: .leading, maxWidth: room, extra: [("data-title", "popup")])
        }
    }

    /// The progress view along the top or bottom edge of `pill`, `inset` from its ends and
    /// edge (inside a floating pill's rounded corners): a track and the filled part.
    private mutating func drawProgress(_ popup: PopupState, in bar: Rect, inset: Double) {
        let style = PopupMetrics.resolvedProgressView(popup.configuration.progressViewStyle)
        guard style == .top || style == .bottom else { return }
        let height = 2.0
        let pill = Rect(x: bar.minX + inset, y: bar.minY, width: max(0, bar.width - 2 * inset), height: bar.height)
        let edge = inset > 0 ? 1.0 : 0
        let y = style == .top ? pill.minY + edge : pill.maxY - height - edge
        let progress = min(1, max(0, popup.item.progress.isFinite ? popup.item.progress : 0))
        svg.leaf(
            "rect",
            [
                ("x", SVGDocument.number(pill.minX)), ("y", SVGDocument.number(y)), ("width", SVGDocument.number(pill.width)),
                ("height", SVGDocument.number(height)), ("fill", SVGStyle.separator), ("fill-opacity", "0.5"),
            ])
        svg.leaf(
            "rect",
            [
                ("data-progress", SVGDocument.number(progress)), ("x", SVGDocument.number(pill.minX)),
                ("y", SVGDocument.number(y)), ("width", SVGDocument.number(pill.width * progress)),
                ("height", SVGDocument.number(height)), ("fill", SVGStyle.tint),
            ])
    }

    /// The open popup's content: a card with the resolved close button, and the content
    /// screen's safe-area content and name.
    mutating func drawPopupContent(_ element: LayoutElement) {
        let frame = element.frame
        frameRect(
            element,
            [
                ("rx", SVGDocument.number(SVGStyle.sheetCornerRadius)), ("fill", SVGStyle.screenBackground),
                ("stroke", SVGStyle.separator),
            ])
        guard let container = element.owner, let popup = window[container]?.popup else { return }
        if let screen = layout.contexts.lazy.flatMap(\.screens).first(where: { $0.popupHost == container }) {
            drawContent(of: screen)
        }
        let close = PopupMetrics.resolvedCloseButton(popup.configuration.closeButtonStyle, design: window.design)
        let mark = [("data-close", close.rawValue)]
        switch close {
        case .grabber:
            svg.leaf(
                "rect",
                mark + [
                    ("x", SVGDocument.number(frame.midX - 18)), ("y", SVGDocument.number(frame.minY + 6)),
                    ("width", "36"), ("height", "5"), ("rx", "2.5"), ("fill", SVGStyle.contentOutline),
                ])
        case .chevron:
            let x = frame.minX + 20
            let y = frame.minY + 24
            let path =
                "M\(SVGDocument.number(x)) \(SVGDocument.number(y - 4))L\(SVGDocument.number(x + 10)) \(SVGDocument.number(y + 4))"
                + "L\(SVGDocument.number(x + 20)) \(SVGDocument.number(y - 4))"
            svg.leaf(
                "path",
                mark + [
                    ("d", path), ("fill", "none"), ("stroke", SVGStyle.secondaryLabel), ("stroke-width", "4"),
                    ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ])
        case .round, .prominentGlass:
            let radius = close == .round ? 12.0 : 18.0
            let cx = frame.minX + 12 + radius
            let cy = frame.minY + 12 + radius
            svg.leaf(
                "circle",
                mark + [
                    ("cx", SVGDocument.number(cx)), ("cy", SVGDocument.number(cy)), ("r", SVGDocument.number(radius)),
                    ("fill", "#E5E5EA"),
                ])
            let arm = radius * 0.35
            let path =
                "M\(SVGDocument.number(cx - arm)) \(SVGDocument.number(cy - arm))L\(SVGDocument.number(cx + arm)) \(SVGDocument.number(cy + arm))"
                + "M\(SVGDocument.number(cx + arm)) \(SVGDocument.number(cy - arm))L\(SVGDocument.number(cx - arm)) \(SVGDocument.number(cy + arm))"
            svg.leaf("path", [("d", path), ("stroke", SVGStyle.secondaryLabel), ("stroke-width", "2"), ("stroke-linecap", "round")])
        case .none, .default:
            break
        }
    }
}
