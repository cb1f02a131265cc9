#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The overlays: JFPopup's toasts and HUD with their island pills, and the toast stack.
extension SVGRenderer {
    /// The expanded stack's backdrop.
    mutating func drawBackdrop(_ element: LayoutElement) {
        frameRect(element, [("fill", "#000000"), ("fill-opacity", "0.15")])
    }

    /// Stack toast `index` (0 = front): a capsule with an icon and its text, scaled as the
    /// collapsed stack scales it.
    mutating func drawStackToast(_ element: LayoutElement, index: Int) {
        let stack = window.toastStack
        drawCapsuleToast(element, text: stack.item(at: index)?.text ?? "", scale: stack.scale(at: index))
    }

    /// A toast leaving the stack, half transparent.
    mutating func drawLeavingStackToast(_ element: LayoutElement) {
        let leaving = window.toastStack.leaving
        let text = leaving.indices.contains(leavingCursor) ? leaving[leavingCursor].item.text : ""
        leavingCursor += 1
        svg.open("g", [("opacity", "0.5")])
        drawCapsuleToast(element, text: text, scale: 1)
        svg.close("g")
    }

    /// The Kavsoft demo toast: `15 + icon 20 + 12 + text + 15 + 10` in a capsule, scaled by `scale`.
    private mutating func drawCapsuleToast(_ element: LayoutElement, text: String, scale: Double) {
        let frame = element.frame
        frameRect(
            element,
            [
                ("rx", SVGDocument.number(frame.height / 2)), ("fill", SVGStyle.elevatedBackground),
                ("stroke", SVGStyle.separator),
            ])
        let padding = ToastStackMetrics.horizontalPadding * scale
        let icon = ToastStackMetrics.iconWidth * scale
        svg.leaf(
            "circle",
            [
                ("cx", SVGDocument.number(frame.minX + padding + icon / 2)), ("cy", SVGDocument.number(frame.midY)),
                ("r", SVGDocument.number(icon / 2)), ("fill", SVGStyle.tint),
            ])
        let size = TextMetrics.Font.callout.pointSize * scale
        let x = frame.minX + padding + icon + ToastStackMetrics.iconSpacing * scale
        svg.text(
            text, x: x, y: frame.midY + size * 0.35, size: size, fill: SVGStyle.label, alignment: .leading,
            maxWidth: max(0, frame.maxX - padding - ToastStackMetrics.trailingPadding * scale - x + 1))
    }

    /// The island pill a toast or the HUD grows from and shrinks into.
    mutating func drawMorphPill(_ element: LayoutElement) {
        frameRect(
            element,
            [
                ("rx", SVGDocument.number(ToastMetrics.islandPillCornerRadius)), ("fill", "#000000"),
                ("stroke", SVGStyle.secondaryLabel), ("stroke-dasharray", "3 2"),
            ])
    }

    /// A positioned toast or the HUD: a dark rounded box with the icon or spinner and the
    /// text, wrapped as JFToastView wraps it; a dismissing island overlay is its pill.
    mutating func drawOverlay(_ element: LayoutElement) {
        let entries = window.overlays.entries
        guard entries.indices.contains(entryCursor) else {
            frameRect(element, [("rx", "10"), ("fill", SVGStyle.toastBackground)])
            return
        }
        let entry = entries[entryCursor]
        entryCursor += 1
        let geometry = window.geometry(of: entry)
        let phase = entry.phase(at: window.overlays.clock.now)
        let dismissing = phase == .dismissing
        let radius = dismissing ? geometry.dismissingCornerRadius : geometry.cornerRadius
        frameRect(
            element,
            [
                ("rx", SVGDocument.number(radius)), ("fill", SVGStyle.toastBackground),
                ("fill-opacity", SVGDocument.number(SVGStyle.toastOpacity)), ("data-phase", phase.rawValue),
            ])
        if dismissing && geometry.isIslandMode { return }
        let frame = element.frame
        var top = frame.minY + (geometry.isIslandMode ? ToastMetrics.islandBand : 0)
        let text: String
        let inset: EdgeInsets
        let spacing: Double
        switch entry.content {
        case let .toast(toast):
            text = toast.text
            inset = ToastMetrics.contentInset
            spacing = ToastMetrics.itemSpacing
            top += inset.top
            if let icon = toast.icon {
                drawToastIcon(icon, centerX: frame.midX, top: top)
                top += ToastMetrics.iconSide + (text.isEmpty ? 0 : spacing)
            }
        case let .loading(hud):
            text = hud.text ?? ""
            inset = hud.text == nil ? ToastMetrics.loadingInset : ToastMetrics.loadingTextInset
            spacing = ToastMetrics.loadingItemSpacing
            top += inset.top
            drawSpinner(centerX: frame.midX, centerY: top + ToastMetrics.spinnerSide / 2)
            top += ToastMetrics.spinnerSide + (text.isEmpty ? 0 : spacing)
        }
        let font = TextMetrics.Font.toastTitle
        let maxWidth = ToastGeometry.titleMaxWidth(screenWidth: window.screenBounds.width, inset: inset)
        for (line, content) in TextMetrics.lines(of: text, font: font, maxWidth: maxWidth).enumerated() {
            let baseline = top + Double(line) * font.lineHeight + font.lineHeight * 0.75
            svg.text(content, x: frame.midX, y: baseline, size: font.pointSize, fill: "#FFFFFF", alignment: .center)
        }
    }

    /// JFPopup's bundled success and fail icons, or a named image's box, 60 pt square.
    private mutating func drawToastIcon(_ icon: ToastIcon, centerX: Double, top: Double) {
        let side = ToastMetrics.iconSide
        let cy = top + side / 2
        switch icon {
        case .success, .fail:
            svg.leaf(
                "circle",
                [
                    ("data-icon", icon.description), ("cx", SVGDocument.number(centerX)), ("cy", SVGDocument.number(cy)),
                    ("r", SVGDocument.number(side / 2 - 4)), ("fill", "none"), ("stroke", "#FFFFFF"), ("stroke-width", "3"),
                ])
            let path =
                icon == .success
                ? "M\(SVGDocument.number(centerX - 12)) \(SVGDocument.number(cy))L\(SVGDocument.number(centerX - 3)) \(SVGDocument.number(cy + 9))"
                    + "L\(SVGDocument.number(centerX + 13)) \(SVGDocument.number(cy - 9))"
                : "M\(SVGDocument.number(centerX - 10)) \(SVGDocument.number(cy - 10))L\(SVGDocument.number(centerX + 10)) \(SVGDocument.number(cy + 10))"
                    + "M\(SVGDocument.number(centerX + 10)) \(SVGDocument.number(cy - 10))L\(SVGDocument.number(centerX - 10)) \(SVGDocument.number(cy + 10))"
            svg.leaf(
                "path",
                [
                    ("d", path), ("fill", "none"), ("stroke", "#FFFFFF"), ("stroke-width", "3"), ("stroke-linecap", "round"),
                    ("stroke-linejoin", "round"),
                ])
        case let .image(name):
            svg.leaf(
                "rect",
                [
                    ("data-icon", icon.description), ("x", SVGDocument.number(centerX - side / 2)), ("y", SVGDocument.number(top)),
                    ("width", SVGDocument.number(side)), ("height", SVGDocument.number(side)), ("rx", "8"), ("fill", "none"),
                    ("stroke", "#FFFFFF"), ("stroke-dasharray", "3 2"),
                ])
            svg.text(
                name, x: centerX, y: top + side / 2 + 4, size: SVGStyle.tabTitleSize, fill: "#FFFFFF", alignment: .center,
                maxWidth: side - 4)
        }
    }

    /// `UIActivityIndicatorView`'s eight spokes, fading round the circle.
    private mutating func drawSpinner(centerX: Double, centerY: Double) {
        let directions: [(Double, Double)] = [
            (0, -1), (0.7071, -0.7071), (1, 0), (0.7071, 0.7071),
            (0, 1), (-0.7071, 0.7071), (-1, 0), (-0.7071, -0.7071),
        ]
        svg.open("g", [("data-spinner", "")])
        for (index, (dx, dy)) in directions.enumerated() {
            svg.leaf(
                "line",
                [
                    ("x1", SVGDocument.number(centerX + dx * 9)), ("y1", SVGDocument.number(centerY + dy * 9)),
                    ("x2", SVGDocument.number(centerX + dx * 17)), ("y2", SVGDocument.number(centerY + dy * 17)),
                    ("stroke", "#FFFFFF"), ("stroke-width", "4"), ("stroke-linecap", "round"),
                    ("stroke-opacity", SVGDocument.number(1 - Double(index) * 0.1)),
                ])
        }
        svg.close("g")
    }
}
