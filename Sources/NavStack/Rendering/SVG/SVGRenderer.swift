#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a window as an SVG wireframe of its device at its size in points: the screen
/// outline with the display's corner radius, then everything `Window/layout()` lays out,
/// back to front — the status bar's background; each presentation context (a sheet's card,
/// each visible screen's safe-area content with its name, then the bars and popup parts,
/// a controller's above its descendants'); the status bar's glyphs and the Dynamic Island;
/// then toasts, the HUD and the toast stack.
///
/// Every element's rectangle is exactly its layout frame, printed as `--format frames`
/// prints it, and carries its name: `<rect data-element="navbar:Home" x="0" y="54" …>`. A
/// screen's content is `<rect data-safearea="Home" …>`: its view's frame inset by the
/// `safearea:Home` numbers. Colours come from each screen's resolved bar
/// (`Window/resolvedBar(of:)`), text from the model (titles, resolved back buttons, items,
/// tab titles, the popup item, toast texts); drawing choices are in `SVGStyle`. Text is
/// escaped and right-to-left text is marked, so names cannot break the markup. The output is
/// deterministic: the same window gives the same bytes.
///
///     print(SVGRenderer.render(window))   // <svg xmlns=… width="393" height="852" …>
public struct SVGRenderer {
    /// How the SVG is written.
    public struct Options: Sendable {
        /// The prefix of the document's `id`s, so several SVGs can share one HTML page.
        /// Characters other than ASCII letters, digits, `-` and `_` become `-`.
        public var idPrefix: String
        /// Whether the root element declares the SVG namespace, as a standalone `.svg` file
        /// needs; SVG inlined in HTML does without.
        public var declaresNamespace: Bool
        /// Controllers to mark: the content rectangle of each such visible screen, and the
        /// card or backdrop of each such presentation, get `class="changed"`, for a page's
        /// style sheet to outline (the storyboard marks what a command changed).
        public var highlighted: Set<ControllerID>

        /// Creates options.
        public init(idPrefix: String = "navstack", declaresNamespace: Bool = true, highlighted: Set<ControllerID> = []) {
            self.idPrefix = idPrefix
            self.declaresNamespace = declaresNamespace
            self.highlighted = highlighted
        }
    }

    let window: Window
    let layout: Layout
    let options: Options
    var svg = SVGDocument()
    /// The next JFPopup overlay entry (each one has exactly one `toast` or `hud` element).
    var entryCursor = 0
    /// The next leaving stack toast.
    var leavingCursor = 0

    /// Renders `window` as a standalone SVG document, ending with a newline.
    public static func render(_ window: Window) -> String {
        render(window, options: Options())
    }

    /// Renders `window` with `options`.
    public static func render(_ window: Window, options: Options) -> String {
        var renderer = SVGRenderer(window: window, layout: window.layout(), options: options)
        renderer.drawDocument()
        return renderer.svg.markup
    }

    /// `name` with the document's id prefix.
    func id(_ name: String) -> String {
        var prefix = ""
        for scalar in options.idPrefix.unicodeScalars {
            let allowed =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            prefix.unicodeScalars.append(allowed ? scalar : "-")
        }
        if prefix.first.map({ !$0.isLetter }) ?? true { prefix = "n" + prefix }
        return prefix + "-" + name
    }

    /// The document's title: the top screen, the device and the orientation.
    var title: String {
        let top = window.topScreen.flatMap(window.name(of:)) ?? "no screen"
        return "\(top) on \(window.device.name), \(window.orientation.rawValue)"
    }

    private mutating func drawDocument() {
        let bounds = window.screenBounds
        let radius = SVGDocument.number(window.device.displayCornerRadius)
        var root: [(String, String)] = []
        if options.declaresNamespace { root.append(("xmlns", "http://www.w3.org/2000/svg")) }
        root += [
            ("width", SVGDocument.number(bounds.width)), ("height", SVGDocument.number(bounds.height)),
            ("viewBox", "0 0 \(SVGDocument.number(bounds.width)) \(SVGDocument.number(bounds.height))"),
            ("font-family", SVGStyle.fontFamily), ("role", "img"), ("aria-labelledby", id("title")),
        ]
        svg.open("svg", root)
        svg.element("title", [("id", id("title"))], text: title)
        svg.open("defs")
        svg.open("clipPath", [("id", id("screen"))])
        svg.leaf("rect", SVGDocument.frame(bounds) + [("rx", radius)])
        svg.close("clipPath")
        svg.close("defs")
        svg.leaf(
            "rect",
            [("data-device", window.device.id)] + SVGDocument.frame(bounds)
                + [("rx", radius), ("fill", SVGStyle.screenBackground)])
        svg.open("g", [("clip-path", "url(#\(id("screen")))")])
        // The device's chrome comes first in the layout; the status bar's background goes
        // under the app, its glyphs and the island over it.
        let chrome = layout.elements.prefix { $0.name == "statusbar" || $0.name == "island" }.indices
        for index in chrome where layout.elements[index].name == "statusbar" {
            drawStatusBarBackground(layout.elements[index])
        }
        for (index, context) in layout.contexts.enumerated() {
            if let receding = context.receding { beginReceding(context, receding, index: index) }
            drawBackground(of: context, isBottom: index == 0)
            for screen in context.screens where screen.popupHost == nil {
                drawContent(of: screen)
            }
            for group in Self.ownerGroups(context.elements, of: layout.elements).reversed() {
                // A sheet's card is its background, drawn first.
                for element in group where !layout.elements[element].name.hasPrefix("sheet:") { drawElement(at: element) }
            }
            if let grabber = context.sheet?.grabberFrame {
                svg.leaf(
                    "rect",
                    [("data-grabber", sheetElementName(of: context))] + SVGDocument.frame(grabber)
                        + [("rx", SVGDocument.number(grabber.height / 2)), ("fill", SVGStyle.grabber)])
            }
            // What the layout puts between this context and the next belongs to this one's
            // view, over it and under the next (the toast stack on the root's view).
            if index + 1 < layout.contexts.count {
                let next = layout.contexts[index + 1].elements.lowerBound
                for element in context.elements.upperBound..<max(context.elements.upperBound, next) { drawElement(at: element) }
            }
            if context.receding != nil {
                svg.close("g")
                svg.close("g")
            }
        }
        if layout.contexts.isEmpty {
            svg.text(
                "No root view controller", x: bounds.midX, y: bounds.midY, size: SVGStyle.bodySize,
                fill: SVGStyle.secondaryLabel, alignment: .center)
        }
        for index in chrome {
            let element = layout.elements[index]
            if element.name == "statusbar" { drawStatusBarGlyphs(element) } else { drawElement(at: index) }
        }
        let overlays = max(chrome.upperBound, layout.contexts.last?.elements.upperBound ?? 0)
        for index in overlays..<max(overlays, layout.elements.count) {
            drawElement(at: index)
        }
        svg.close("g")
        svg.leaf(
            "rect",
            SVGDocument.frame(bounds) + [
                ("rx", radius), ("fill", "none"), ("stroke", SVGStyle.deviceOutline),
                ("stroke-width", "2"),
            ])
        svg.close("svg")
    }

    /// A presented context's backdrop: a sheet dims what is below and shows a card (on iPhone
    /// with its top corners rounded, `LayoutContext.sheet`); an over-full-screen presentation
    /// veils it. The bottom context draws nothing.
    private mutating func drawBackground(of context: LayoutContext, isBottom: Bool) {
        guard !isBottom, let style = context.style else { return }
        let name = window.name(of: context.id) ?? window.kind(of: context.id)?.rawValue ?? ""
        let mark = highlightClass(context.id)
        switch style {
        case .pageSheet, .formSheet:
            svg.leaf(
                "rect",
                SVGDocument.frame(window.screenBounds) + [
                    ("fill", SVGStyle.recedingBackground), ("fill-opacity", SVGDocument.number(SVGStyle.dimmingOpacity)),
                ])
            let element = sheetElementName(of: context)
            if let sheet = context.sheet {
                svg.leaf(
                    "path",
                    [("data-context", name), ("d", Self.topRoundedPath(context.frame, radius: sheet.cornerRadius))]
                        + [("fill", SVGStyle.screenBackground)] + mark)
                svg.leaf("rect", [("data-element", element)] + SVGDocument.frame(context.frame) + [("fill", "none")])
            } else {
                svg.leaf(
                    "rect",
                    [("data-context", name), ("data-element", element)] + SVGDocument.frame(context.frame)
                        + [("rx", SVGDocument.number(SVGStyle.sheetCornerRadius)), ("fill", SVGStyle.screenBackground)] + mark)
            }
        case .overFullScreen, .popover, .overCurrentContext:
            svg.leaf(
                "rect",
                [("data-context", name)] + SVGDocument.frame(context.frame)
                    + [("fill", SVGStyle.screenBackground), ("fill-opacity", "0.9")] + mark)
        case .fullScreen, .currentContext:
            svg.leaf(
                "rect", [("data-context", name)] + SVGDocument.frame(context.frame) + [("fill", SVGStyle.screenBackground)] + mark)
        }
    }

    /// The name of `context`'s `sheet:` element, as the layout gives it.
    private func sheetElementName(of context: LayoutContext) -> String {
        let first = context.elements.lowerBound
        guard layout.elements.indices.contains(first), layout.elements[first].name.hasPrefix("sheet:") else { return "sheet:" }
        return layout.elements[first].name
    }

    /// A rectangle with its top corners rounded by `radius` (clamped to fit), as SVG path data.
    static func topRoundedPath(_ rect: Rect, radius: Double) -> String {
        let r = max(0, min(radius, rect.width / 2, rect.height))
        let n = SVGDocument.number
        let x = rect.x
        let y = rect.y
        return "M\(n(x)) \(n(y + r)) A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y)) H\(n(x + rect.width - r)) "
            + "A\(n(r)) \(n(r)) 0 0 1 \(n(x + rect.width)) \(n(y + r)) V\(n(y + rect.height)) H\(n(x)) Z"
    }

    /// Opens the groups that draw `context` receded behind a large sheet
    /// (`LayoutContext.receding`): black around it, then the context scaled into its card and
    /// clipped to the card's rounded corners. Every rectangle inside keeps its layout frame;
    /// the group's transform does the scaling. The caller closes both groups.
    private mutating func beginReceding(_ context: LayoutContext, _ receding: RecedingPresenter, index: Int) {
        let frame = context.frame
        let scale = receding.scale
        guard scale > 0 else {
            svg.open("g")
            svg.open("g")
            return
        }
        svg.leaf("rect", SVGDocument.frame(window.screenBounds) + [("fill", SVGStyle.recedingBackground)])
        let dx = receding.cardFrame.x - frame.x * scale
        let dy = receding.cardFrame.y - frame.y * scale
        let n = SVGDocument.number
        svg.open(
            "g",
            [
                ("data-receding", window[context.id]?.displayName ?? ""),
                ("transform", "translate(\(n(dx)) \(n(dy))) scale(\((scale * 10000).rounded() / 10000))"),
            ])
        let clip = id("receding-\(index)")
        svg.open("clipPath", [("id", clip)])
        svg.leaf("rect", SVGDocument.frame(frame) + [("rx", n(receding.cornerRadius / scale))])
        svg.close("clipPath")
        svg.open("g", [("clip-path", "url(#\(clip))")])
        svg.leaf("rect", SVGDocument.frame(frame) + [("fill", SVGStyle.screenBackground)])
    }

    /// A screen's safe-area content: a dashed outline with the screen's name in the middle.
    mutating func drawContent(of screen: LayoutScreen) {
        let area = screen.contentFrame
        svg.leaf(
            "rect",
            [("data-safearea", screen.name)] + SVGDocument.frame(area)
                + [("rx", "8"), ("fill", "none"), ("stroke", SVGStyle.contentOutline), ("stroke-dasharray", "4 3")]
                + highlightClass(screen.id))
        guard area.height > SVGStyle.bodySize, area.width > 0 else { return }
        svg.text(
            screen.name, x: area.midX, y: area.midY + SVGStyle.bodySize * 0.35, size: SVGStyle.bodySize, weight: 600,
            fill: SVGStyle.secondaryLabel, alignment: .center, maxWidth: area.width - 16)
    }

    /// `class="changed"` for a controller in ``Options/highlighted``, else nothing.
    private func highlightClass(_ id: ControllerID) -> [(String, String)] {
        options.highlighted.contains(id) ? [("class", "changed")] : []
    }

    /// `range`'s elements in runs with the same owner. A controller's elements follow its
    /// ancestors' in the layout, and its view lies below their bars and popups, so drawing
    /// the runs in reverse stacks them as UIKit does (an open popup covers the navigation bar
    /// of the container's child; a tab bar covers an inner container's popup content).
    static func ownerGroups(_ range: Range<Int>, of elements: [LayoutElement]) -> [[Int]] {
        var groups: [[Int]] = []
        var owner: ControllerID??
        for index in range where elements.indices.contains(index) {
            if owner == .some(elements[index].owner), !groups.isEmpty {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
                owner = .some(elements[index].owner)
            }
        }
        return groups
    }

    /// Draws element `index` of the layout, by its name.
    private mutating func drawElement(at index: Int) {
        let element = layout.elements[index]
        let name = element.name
        svg.open("g", [("class", Self.className(of: name))])
        switch name {
        case "statusbar":
            drawStatusBarBackground(element)
            drawStatusBarGlyphs(element)
        case "island": drawIsland(element)
        case "tabbar": if window.design == .glass { drawGlassTabBar(element) } else { drawTabBar(element) }
        case "tabplatter": drawTabPlatter(element)
        case "accessory": drawAccessory(element)
        case "toolbar": drawToolbar(element)
        case "dockview": drawDockingView(element)
        case "popupbar": drawPopupBar(element)
        case "popupcontent": drawPopupContent(element)
        case "backdrop": drawBackdrop(element)
        case "stack:leaving": drawLeavingStackToast(element)
        case "toast:morph", "hud:morph": drawMorphPill(element)
        case "toast", "hud": drawOverlay(element)
        default:
            if name.hasPrefix("navbar:") {
                drawNavigationBar(element)
            } else if name.hasPrefix("tab:") {
                drawTabButton(element)
            } else if name.hasPrefix("stack:"), let stackIndex = Int(name.dropFirst("stack:".count)) {
                drawStackToast(element, index: stackIndex)
            } else {
                drawUnknown(element)
            }
        }
        svg.close("g")
    }

    /// The element's class: its name up to the first colon.
    static func className(of name: String) -> String {
        String(name.prefix { $0 != ":" })
    }

    /// The element's own rectangle, exactly its frame, first in its group.
    mutating func frameRect(_ element: LayoutElement, _ attributes: [(String, String)]) {
        svg.leaf("rect", [("data-element", element.name)] + SVGDocument.frame(element.frame) + attributes)
    }

    /// An element this renderer does not know: its frame, dashed, and its name.
    private mutating func drawUnknown(_ element: LayoutElement) {
        frameRect(element, [("fill", "none"), ("stroke", SVGStyle.secondaryLabel), ("stroke-dasharray", "2 2")])
        svg.text(
            element.name, x: element.frame.midX, y: element.frame.midY + 4, size: SVGStyle.tabTitleSize,
            fill: SVGStyle.secondaryLabel, alignment: .center, maxWidth: element.frame.width)
    }

    /// `color`'s paint attributes for `attribute` (`fill` or `stroke`), with its opacity.
    static func paint(_ color: Color?, default fallback: String, attribute: String = "fill", opacity: Double = 1) -> [(String, String)] {
        guard let color else {
            return opacity < 1 ? [(attribute, fallback), (attribute + "-opacity", SVGDocument.number(opacity))] : [(attribute, fallback)]
        }
        let (value, alpha) = SVGStyle.paint(color)
        return alpha < 1 ? [(attribute, value), (attribute + "-opacity", SVGDocument.number(alpha))] : [(attribute, value)]
    }
}
