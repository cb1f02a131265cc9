#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackFormats
#endif

/// Renders the whole window state as JSON with a stable key order (documented in the README,
/// "JSON output"). Written iteratively, so any depth is safe and output is linear.
///
///     {
///       "device": "iphone-15-pro",
///       "top": "Home",
///       "root": {
///         "id": 0, "kind": "NavigationController", …,
///         "children": [ … ],
///         "presented": { "style": "pageSheet", … }
///       },
///       "overlays": { "clock": 0, "entries": [ … ], "queued": 0, "stack": { … }, "announcement": null },
///       "bars": [ { "element": "navbar:Home", "source": "standard+transparent", … } ]
///     }
public struct JSONRenderer: HierarchyWalker {
    private var output = UTF8Output()
    /// Per open object: its nesting level, whether its `children` array is still open, and
    /// how many children it holds so far.
    private var frames: [(level: Int, childrenOpen: Bool, count: Int)] = []
    /// How many controllers the window holds, and how many have been written.
    private var controllers = (total: 0, written: 0)

    /// Controllers written before the output is sized from them.
    private static let sizingSample = 256
    /// The most bytes per controller the output reserves room for.
    private static let sizingLimit = 1024

    /// Renders `window`.
    public static func render(_ window: Window) -> String {
        var renderer = JSONRenderer()
        renderer.controllers.total = window.count
        renderer.output.append("{\n  \"device\": ")
        renderer.output.appendJSONString(window.device.id)
        renderer.output.append(",\n  \"top\": ")
        renderer.output.appendJSONString(window.topScreen.flatMap { window.name(of: $0) })
        renderer.output.append(",\n  \"root\": ")
        if window.root == nil { renderer.output.append("null") }
        window.walk(&renderer)
        renderer.output.append(",\n  \"overlays\": ")
        renderer.output.append(contentsOf: overlays(of: window))
        renderer.output.append(",\n  \"bars\": ")
        renderer.output.append(contentsOf: bars(of: window))
        renderer.output.append("\n}\n")
        return renderer.output.finish()
    }

    /// `s` as a JSON string literal.
    static func quoted(_ s: String) -> String {
        var output = UTF8Output()
        output.appendJSONString(s)
        return output.finish()
    }

    /// The key a non-child entry hangs under in its parent's object.
    private static func key(for relation: HierarchyRelation) -> StaticString? {
        switch relation {
        case .presented: "presented"
        case .popupContent: "popupContent"
        case .root, .child: nil
        }
    }

    /// Spaces before the lines of an object `level` levels deep.
    private static func indent(_ level: Int) -> Int { 2 * level }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        guard let node = window[entry.id] else { return }
        let level: Int
        if let parent = frames.last {
            if let key = Self.key(for: entry.relation) {
                closeChildren()
                output.append(",\n")
                output.appendSpaces(Self.indent(parent.level + 1))
                output.append(ascii: UInt8(ascii: "\""))
                output.append(key)
                output.append("\": {\n")
                level = parent.level + 1
            } else {
                frames[frames.count - 1].count += 1
                output.append(parent.count > 0 ? ",\n" : "\n")
                output.appendSpaces(Self.indent(parent.level + 2))
                output.append("{\n")
                level = parent.level + 2
            }
        } else {
            output.append("{\n")
            level = 1
        }
        // The writer borrows the output, swapped in and out: copies of an output would share
        // its chunk.
        var fields = FieldWriter(indent: Self.indent(level + 1))
        swap(&output, &fields.output)
        var style: ModalPresentationStyle?
        if case let .presented(presentation) = entry.relation { style = presentation }
        JSONRenderer.writeFields(of: node, style: style, position: entry.index, in: window, to: &fields)
        swap(&output, &fields.output)
        output.appendSpaces(fields.indent)
        output.append("\"children\": [")
        frames.append((level, true, 0))
        controllers.written += 1
        if controllers.written == Self.sizingSample { reserveOutput() }
    }

    /// Reserves room for every controller at the rate of those written so far, plus an
    /// eighth, so the tens of megabytes of a large tree are written once instead of copied
    /// each time the text doubles. Room never written costs address space, not memory; the
    /// ``sizingLimit`` keeps a few long titles early on from reserving far beyond the output.
    private mutating func reserveOutput() {
        guard controllers.total > 2 * controllers.written else { return }
        let perController = min(output.byteCount / controllers.written, Self.sizingLimit)
        output.reserveCapacity(perController * controllers.total / 8 * 9)
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        guard let frame = frames.last else { return }
        closeChildren()
        output.append("\n")
        output.appendSpaces(Self.indent(frame.level))
        output.append("}")
        frames.removeLast()
    }

    /// Closes the innermost object's `children` array if it is still open.
    private mutating func closeChildren() {
        guard let frame = frames.last, frame.childrenOpen else { return }
        if frame.count == 0 {
            output.append("]")
        } else {
            output.append("\n")
            output.appendSpaces(Self.indent(frame.level + 1))
            output.append("]")
        }
        frames[frames.count - 1].childrenOpen = false
    }

    /// Appends `"key": value,` lines to the output in place, without building a string per field.
    struct FieldWriter {
        var output = UTF8Output()
        /// Spaces before each field.
        let indent: Int

        /// Starts a field: its indentation, then `"key": `.
        private mutating func begin(_ key: StaticString) {
            output.appendSpaces(indent)
            output.append(ascii: UInt8(ascii: "\""))
            output.append(key)
            output.append("\": ")
        }

        /// Ends a field after its value.
        private mutating func end() { output.append(",\n") }

        /// A field whose value is the fixed JSON text `value`.
        mutating func literal(_ key: StaticString, _ value: StaticString) {
            begin(key)
            output.append(value)
            end()
        }

        /// A field whose value is the JSON text `value`.
        mutating func raw(_ key: StaticString, _ value: String) {
            begin(key)
            output.append(contentsOf: value)
            end()
        }

        /// A string field, `null` when absent.
        mutating func string(_ key: StaticString, _ value: String?) {
            begin(key)
            output.appendJSONString(value)
            end()
        }

        /// A number field, `null` when absent.
        mutating func int(_ key: StaticString, _ value: Int?) {
            begin(key)
            if let value { output.append(value) } else { output.append("null") }
            end()
        }

        /// A Boolean field.
        mutating func bool(_ key: StaticString, _ value: Bool) { literal(key, value ? "true" : "false") }

        /// A Boolean field written as `absent` when there is no value.
        mutating func bool(_ key: StaticString, _ value: Bool?, absent: StaticString) {
            literal(key, value.map { $0 ? "true" : "false" } ?? absent)
        }

        /// An array-of-strings field.
        mutating func list(_ key: StaticString, _ items: [String]) {
            if items.isEmpty { literal(key, "[]") } else { raw(key, JSONRenderer.list(items)) }
        }

        /// A bar-attributes object field.
        mutating func attributes(_ key: StaticString, _ bar: NavigationBarAttributes) {
            if bar.isEmpty { literal(key, "{}") } else { raw(key, JSONRenderer.attributes(bar)) }
        }
    }

    /// The fields of one controller, in their documented order (`style` for presented ones).
    static func writeFields(
        of node: ControllerNode, style: ModalPresentationStyle?, position: Int?, in window: Window,
        to fields: inout FieldWriter
    ) {
        fields.int("id", node.id.rawValue)
        fields.string("kind", node.kind.rawValue)
        if let style { fields.string("style", style.rawValue) }
        fields.string(node.kind == .screen ? "name" : "label", node.name)
        switch node.kind {
        case .screen, .placeholder:
            let item = node.screen.navigationItem
            fields.string("title", item.title)
            if node.kind == .placeholder {
                fields.string("backBarButtonItem", item.backBarButtonItemTitle)
                break
            }
            fields.string("backButtonTitle", item.backButtonTitle)
            fields.string("backButtonDisplayMode", item.backButtonDisplayMode.rawValue)
            fields.string("backBarButtonItem", item.backBarButtonItemTitle)
            fields.list("leftItems", item.leftItems)
            fields.list("rightItems", item.rightItems)
            fields.bool("hidesBackButton", item.hidesBackButton)
            fields.string("largeTitleDisplayMode", item.largeTitleDisplayMode.rawValue)
            fields.bool("hidesBottomBarWhenPushed", node.screen.hidesBottomBarWhenPushed)
            fields.bool("disableInteractivePop", node.screen.disableInteractivePop, absent: "\"auto\"")
            fields.list("toolbarItems", node.screen.toolbarItems)
            fields.string("tabTitle", node.screen.tabTitle)
            fields.bool("barHidden", node.screen.barHidden, absent: "null")
            fields.attributes("bar", node.screen.bar)
            fields.string("back", window.backButton(of: node.id, position: position).description)
            fields.bool("interactivePop", window.interactivePopEnabled(for: node.id, position: position))
        case .navigationController, .koinuNavigationController, .containerNavigationController, .moreNavigationController:
            let navigation = node.navigation
            fields.bool("navigationBarHidden", navigation.isNavigationBarHidden)
            fields.bool("toolbarHidden", navigation.isToolbarHidden)
            fields.bool("toolbarVisible", window.isToolbarVisible(node.id))
            fields.string("barClass", navigation.barClass)
            fields.attributes("bar", navigation.bar)
            if node.kind == .koinuNavigationController {
                fields.bool("useSystemBackBarButtonItem", navigation.useSystemBackBarButtonItem)
                fields.bool("useRootNavigationBarAttributes", navigation.useRootNavigationBarAttributes)
            }
        case .tabBarController:
            fields.int("selectedIndex", node.tabs.selectedIndex)
            fields.bool("tabBarHidden", node.tabs.isTabBarHidden)
            fields.bool("tabBarEffectivelyHidden", window.isTabBarEffectivelyHidden(node.id))
            fields.bool("showsMoreTab", window.showsMoreTab(node.id))
            fields.int("tabInMore", node.tabs.tabInMore)
            if window.design == .glass {
                // iOS 26: `null` where the model does not know (docs/Glass.md).
                let minimization = window.tabBarMinimization(of: node.id)
                fields.string("bottomAccessory", node.tabs.bottomAccessory?.contentName)
                fields.string("accessoryEnvironment", window.tabAccessoryEnvironment(of: node.id)?.rawValue)
                fields.string("tabBarMinimizeBehavior", node.tabs.minimizeBehavior.rawValue)
                fields.bool("tabBarMinimized", minimization == .unknown ? nil : minimization == .minimized, absent: "null")
            }
        case .moreListController:
            fields.string("title", node.screen.navigationItem.title)
        case .containerController, .pageViewController, .hostingController:
            break
        }
        if let popup = node.popup { fields.raw("popupBar", popupBar(popup, of: node.id, in: window)) }
        if let swiftUI = node.screen.swiftUI { fields.raw("swiftUI", swiftUIObject(swiftUI, of: node.id, in: window)) }
        fields.bool("viewLoaded", node.isViewLoaded)
    }

    /// What SwiftUI made a controller for: its role, view, value, binding, tag; a stack's path
    /// and a tab view's selection.
    private static func swiftUIObject(_ node: SwiftUINode, of id: ControllerID, in window: Window) -> String {
        var parts = ["\"role\": \(quoted(node.role.rawValue))"]
        if let view = node.view { parts.append("\"view\": \(quoted(view))") }
        if let value = node.value { parts.append("\"value\": \(quoted(value.description))") }
        if let binding = node.binding { parts.append("\"binding\": \(quoted(binding))") }
        if let tag = node.tag { parts.append("\"tag\": \(quoted(tag))") }
        if let type = node.elementType { parts.append("\"elementType\": \(quoted(type))") }
        if node.role == .stack {
            let path = window.navigationPath(of: id).map { list($0.elements.map(\.description)) } ?? "null"
            parts.append("\"path\": \(path)")
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private static func popupBar(_ popup: PopupState, of container: ControllerID, in window: Window) -> String {
        let design = window.design
        let style = PopupMetrics.resolvedStyle(popup.configuration.style, design: design, idiom: window.device.idiom)
        let item = popup.item
        var parts = [
            "\"state\": \(quoted(popup.state.rawValue))",
            "\"style\": \(quoted(style.rawValue))",
            "\"height\": \(Rect.format(PopupMetrics.barHeight(style, configuration: popup.configuration, design: design, idiom: window.device.idiom)))",
            "\"progressViewStyle\": \(quoted(PopupMetrics.resolvedProgressView(popup.configuration.progressViewStyle).rawValue))",
            "\"closeButtonStyle\": \(quoted(PopupMetrics.resolvedCloseButton(popup.configuration.closeButtonStyle, design: design).rawValue))",
            "\"interactionStyle\": \(quoted(popup.configuration.interactionStyle.rawValue))",
            "\"title\": \(window.popupTitle(of: container).map(quoted) ?? "null")",
            "\"subtitle\": \(item.subtitle.map(quoted) ?? "null")",
            "\"image\": \(item.image.map(quoted) ?? "null")",
            "\"progress\": \(Rect.format(item.progress))",
            "\"leadingItems\": \(list(item.leadingItems))",
            "\"trailingItems\": \(list(item.trailingItems))",
            "\"accessibilityLabel\": \(quoted(window.popupAccessibilityLabel(of: container)))",
            "\"accessibilityHint\": \(quoted(item.accessibilityHint ?? PopupItem.defaultAccessibilityHint))",
        ]
        if let dock = window.popupDock(of: container) { parts.append("\"dock\": \(quoted(dock.rawValue))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// The overlays: clock, toasts and HUD with their phase and frame, the queue, the stack.
    private static func overlays(of window: Window) -> String {
        let state = window.overlays
        let now = state.clock.now
        func frame(_ rect: Rect) -> String {
            "[" + [rect.x, rect.y, rect.width, rect.height].map(Rect.format).joined(separator: ", ") + "]"
        }
        let entries = state.entries.map { entry -> String in
            let geometry = window.geometry(of: entry)
            let phase = entry.phase(at: now)
            var parts = ["\"kind\": \(quoted(entry.isLoading ? "hud" : "toast"))", "\"phase\": \(quoted(phase.rawValue))"]
            if let toast = entry.toast {
                parts.append("\"text\": \(quoted(toast.text))")
                parts.append("\"icon\": \(toast.icon.map { quoted($0.description) } ?? "null")")
                parts.append("\"position\": \(toast.position.map { quoted($0.rawValue) } ?? "null")")
            }
            parts.append("\"frame\": \(frame(phase == .dismissing ? geometry.dismissingFrame : geometry.frame))")
            return "{" + parts.joined(separator: ", ") + "}"
        }
        let stack = state.stack
        return "{\"clock\": \(Rect.format(state.clock.seconds)), \"entries\": [" + entries.joined(separator: ", ")
            + "], \"queued\": \(state.queue.count), \"stack\": {\"count\": \(stack.count), \"expanded\": \(stack.isExpanded), "
            + "\"texts\": \(list(stack.items.map(\.text)))}, \"announcement\": \(state.lastAnnouncement.map(quoted) ?? "null")}"
    }

    /// The resolved appearance of every bar on screen, back to front
    /// (`Window.appearance(of:)`): which slot it came from and what it draws.
    private static func bars(of window: Window) -> String {
        let lines = window.layout().elements.compactMap { element -> String? in
            guard let resolved = window.appearance(of: element) else { return nil }
            let object = resolved.appearance
            return "    {\"element\": \(quoted(element.name)), \"source\": \(quoted(resolved.source.rawValue)), "
                + "\"background\": \(quoted(object.background.rawValue)), "
                + "\"backgroundColor\": \(object.backgroundColor.map { quoted($0.hex) } ?? "null"), "
                + "\"shadow\": \(quoted(object.showsShadow ? "visible" : "none")), "
                + "\"titleColor\": \(object.titleColor.map { quoted($0.hex) } ?? "null")}"
        }
        return lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    private static func attributes(_ bar: NavigationBarAttributes) -> String {
        if bar.isEmpty { return "{}" }
        var parts: [String] = []
        if let v = bar.barTint { parts.append("\"barTint\": \(quoted(v.hex))") }
        if let v = bar.tint { parts.append("\"tint\": \(quoted(v.hex))") }
        if let v = bar.titleColor { parts.append("\"titleColor\": \(quoted(v.hex))") }
        if let v = bar.translucent { parts.append("\"translucent\": \(v)") }
        if let v = bar.prefersLargeTitles { parts.append("\"prefersLargeTitles\": \(v)") }
        if let v = bar.background { parts.append("\"background\": \(quoted(v.hex))") }
        if let v = bar.shadowHidden { parts.append("\"shadowHidden\": \(v)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

extension UTF8Output {
    /// Appends `s` as a JSON string literal, or `null` when there is none.
    mutating func appendJSONString(_ s: String?) {
        guard var s else { return append("null") }
        append(ascii: UInt8(ascii: "\""))
        s.withUTF8 { utf8 in
            JSONEscaping.write(utf8, run: { append(utf8[$0]) }, escape: { append(contentsOf: $0) })
        }
        append(ascii: UInt8(ascii: "\""))
    }
}
