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
///       "overlays": { "clock": 0, "entries": [ … ], "queued": 0, "stack": { … }, "announcement": null }
///     }
public struct JSONRenderer: HierarchyWalker {
    private var output = ""
    /// Per open object: its nesting level, whether its `children` array is still open, and
    /// how many children it holds so far.
    private var frames: [(level: Int, childrenOpen: Bool, count: Int)] = []

    /// Renders `window`.
    public static func render(_ window: Window) -> String {
        var renderer = JSONRenderer()
        renderer.output = "{\n  \"device\": \(quoted(window.device.id)),\n"
        renderer.output += "  \"top\": \(window.topScreen.flatMap { window.name(of: $0) }.map(quoted) ?? "null"),\n"
        renderer.output += "  \"root\": "
        if window.root == nil { renderer.output += "null" }
        window.walk(&renderer)
        renderer.output += ",\n  \"overlays\": " + overlays(of: window) + "\n}\n"
        return renderer.output
    }

    /// `s` as a JSON string literal.
    public static func quoted(_ s: String) -> String {
        // Fast path: nothing to escape (the usual case for names and titles).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private func indent(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// The key a non-child entry hangs under in its parent's object.
    private static func key(for relation: HierarchyRelation) -> String? {
        switch relation {
        case .presented: "presented"
        case .popupContent: "popupContent"
        case .root, .child: nil
        }
    }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        guard let node = window[entry.id] else { return }
        let level: Int
        if let parent = frames.last {
            if let key = Self.key(for: entry.relation) {
                closeChildren()
                output += ",\n\(indent(parent.level + 1))\(Self.quoted(key)): {\n"
                level = parent.level + 1
            } else {
                frames[frames.count - 1].count += 1
                output += (parent.count > 0 ? ",\n" : "\n") + indent(parent.level + 2) + "{\n"
                level = parent.level + 2
            }
        } else {
            output += "{\n"
            level = 1
        }
        // The writer borrows the output (swapped in and out, so it stays uniquely referenced
        // and appends never copy it).
        var fields = FieldWriter(output: "", indent: indent(level + 1))
        swap(&output, &fields.output)
        var style: ModalPresentationStyle?
        if case let .presented(presentation) = entry.relation { style = presentation }
        JSONRenderer.writeFields(of: node, style: style, position: entry.index, in: window, to: &fields)
        swap(&output, &fields.output)
        output += fields.indent
        output += "\"children\": ["
        frames.append((level, true, 0))
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        guard let frame = frames.last else { return }
        closeChildren()
        output += "\n\(indent(frame.level))}"
        frames.removeLast()
    }

    /// Closes the innermost object's `children` array if it is still open.
    private mutating func closeChildren() {
        guard let frame = frames.last, frame.childrenOpen else { return }
        output += frame.count == 0 ? "]" : "\n\(indent(frame.level + 1))]"
        frames[frames.count - 1].childrenOpen = false
    }

    /// Appends `"key": value,` lines to the output in place, without building a string per field.
    struct FieldWriter {
        var output: String
        let indent: String

        mutating func raw(_ key: String, _ value: String) {
            output += indent
            output += "\""
            output += key
            output += "\": "
            output += value
            output += ",\n"
        }

        mutating func string(_ key: String, _ value: String?) {
            raw(key, value.map(JSONRenderer.quoted) ?? "null")
        }

        mutating func bool(_ key: String, _ value: Bool) { raw(key, value ? "true" : "false") }
    }

    /// The fields of one controller, in their documented order (`style` for presented ones).
    static func writeFields(of node: ControllerNode, style: ModalPresentationStyle?, position: Int?, in window: Window,
                            to fields: inout FieldWriter) {
        fields.raw("id", String(node.id.rawValue))
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
            fields.raw("leftItems", list(item.leftItems))
            fields.raw("rightItems", list(item.rightItems))
            fields.bool("hidesBackButton", item.hidesBackButton)
            fields.string("largeTitleDisplayMode", item.largeTitleDisplayMode.rawValue)
            fields.bool("hidesBottomBarWhenPushed", node.screen.hidesBottomBarWhenPushed)
            fields.raw("disableInteractivePop", node.screen.disableInteractivePop.map { $0 ? "true" : "false" } ?? "\"auto\"")
            fields.raw("toolbarItems", list(node.screen.toolbarItems))
            fields.string("tabTitle", node.screen.tabTitle)
            fields.raw("barHidden", node.screen.barHidden.map { $0 ? "true" : "false" } ?? "null")
            fields.raw("bar", attributes(node.screen.bar))
            fields.string("back", window.backButton(of: node.id, position: position).description)
            fields.bool("interactivePop", window.interactivePopEnabled(for: node.id, position: position))
        case .navigationController, .wrappingNavigationController, .containerNavigationController:
            let navigation = node.navigation
            fields.bool("navigationBarHidden", navigation.isNavigationBarHidden)
            fields.bool("toolbarHidden", navigation.isToolbarHidden)
            fields.bool("toolbarVisible", window.isToolbarVisible(node.id))
            fields.string("barClass", navigation.barClass)
            fields.raw("bar", attributes(navigation.bar))
            if node.kind == .wrappingNavigationController {
                fields.bool("useSystemBackBarButtonItem", navigation.useSystemBackBarButtonItem)
                fields.bool("useRootNavigationBarAttributes", navigation.useRootNavigationBarAttributes)
            }
        case .tabBarController:
            fields.raw("selectedIndex", node.tabs.selectedIndex.map(String.init) ?? "null")
            fields.bool("tabBarHidden", node.tabs.isTabBarHidden)
            fields.bool("tabBarEffectivelyHidden", window.isTabBarEffectivelyHidden(node.id))
            fields.bool("showsMoreTab", window.showsMoreTab(node.id))
        case .containerController:
            break
        }
        if let popup = node.popup { fields.raw("popupBar", popupBar(popup, of: node.id, in: window)) }
        fields.bool("viewLoaded", node.isViewLoaded)
    }

    private static func popupBar(_ popup: PopupState, of container: ControllerID, in window: Window) -> String {
        let design = window.popupDesign
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
