#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a window as a box-drawn tree in the style of the Koinu README and swift-markdown's
/// `MarkupTreeDumper`:
///
///     TabBarController selected: 0
///     ├─ NavigationController ◀ selected
///     │  └─ ContainerController
///     │     └─ ContainerNavigationController
///     │        └─ First ◀ top
///     └─ NavigationController
///        └─ …
///
/// Role names are `ControllerKind` raw values; screens print their names; labels print
/// quoted after the role. A presentation prints as a `presents (style)` line above the
/// presented tree, popup content as a `popup (presented|open)` line above the content.
public struct TreeDumper: HierarchyWalker {
    /// Options for what to print besides the tree.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Print each controller's ID (`#3`).
        public static let identifiers = Options(rawValue: 1 << 0)
    }

    private let options: Options
    private var output = ""
    /// For each drawn depth: whether the line at that depth has siblings still to come.
    private var columns: [Bool] = []
    /// Drawn depths of the entries being walked (a presentation adds a `presents` level).
    private var depths: [Int] = []
    private var top: ControllerID?
    /// For each line written so far: the controller it shows, `nil` for a `presents`, `popup`
    /// or `… N more` line (read by the storyboard, which highlights lines).
    private(set) var lineIDs: [ControllerID?] = []

    /// Creates a dumper.
    public init(options: Options = []) { self.options = options }

    /// Renders `window`; an empty window prints `(no root view controller)`.
    ///
    /// With `keepingChildren`, a controller with more children shows its first one, a
    /// `… N more` line and its last `keepingChildren - 1` (the top of a stack), and the walk
    /// skips the rest: a deep stack prints in a few lines.
    public static func render(_ window: Window, options: Options = [], keepingChildren: Int? = nil) -> String {
        renderLines(window, options: options, keepingChildren: keepingChildren).text
    }

    /// ``render(_:options:keepingChildren:)``, with the controller each line shows (`nil` for
    /// the lines that show none), in order: `ids.count` is the number of lines of `text`.
    static func renderLines(_ window: Window, options: Options = [], keepingChildren: Int? = nil) -> (
        text: String, ids: [ControllerID?]
    ) {
        var dumper = TreeDumper(options: options)
        dumper.top = window.topScreen
        window.walk(&dumper, keepingChildren: keepingChildren)
        if dumper.output.isEmpty { return ("(no root view controller)\n", [nil]) }
        return (dumper.output, dumper.lineIDs)
    }

    public mutating func visitFolded(_ count: Int, depth: Int, isLast: Bool, in window: Window) {
        emit("… \(count) more", depth: (depths.last ?? -1) + 1, isLast: isLast, id: nil)
    }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        var depth = (depths.last ?? -1) + 1
        if case let .presented(style) = entry.relation {
            emit("presents (\(style.rawValue))", depth: depth, isLast: entry.isLast, id: nil)
            depth += 1
            emit(line(for: entry.id, in: window), depth: depth, isLast: true, id: entry.id)
        } else if case let .popupContent(state) = entry.relation {
            emit("popup (\(state == .open ? "open" : "presented"))", depth: depth, isLast: entry.isLast, id: nil)
            depth += 1
            emit(line(for: entry.id, in: window), depth: depth, isLast: true, id: entry.id)
        } else {
            emit(line(for: entry.id, position: entry.index, in: window), depth: depth, isLast: entry.isLast, id: entry.id)
        }
        depths.append(depth)
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        depths.removeLast()
    }

    private mutating func emit(_ text: String, depth: Int, isLast: Bool, id: ControllerID?) {
        lineIDs.append(id)
        if columns.count > depth { columns.removeLast(columns.count - depth) }
        if depth > 0 {
            for level in 1..<depth {
                output += level < columns.count && columns[level] ? "│  " : "   "
            }
            output += isLast ? "└─ " : "├─ "
        }
        while columns.count < depth { columns.append(false) }
        columns.append(!isLast)
        output += text
        output += "\n"
    }

    private func line(for id: ControllerID, position: Int? = nil, in window: Window) -> String {
        guard let node = window[id] else { return "?" }
        var text: String
        if let swiftUI = node.screen.swiftUI {
            text = Self.swiftUILine(for: node, swiftUI)
        } else {
            switch node.kind {
            case .screen:
                text = node.name.map(PrintableText.oneLine) ?? "Screen"
            case .placeholder:
                text = "Placeholder"
                if let title = node.screen.navigationItem.title { text += " \"\(PrintableText.oneLine(title))\"" }
            case .hostingController:
                // An app's container mapped `host`, or SwiftUI's split view: its class.
                text = node.screen.className.map(PrintableText.oneLine) ?? node.kind.className(library: window.wrappingLibrary)
                if let label = node.name { text += " \"\(PrintableText.oneLine(label))\"" }
            default:
                text = node.kind.className(library: window.wrappingLibrary)
                if let label = node.name { text += " \"\(PrintableText.oneLine(label))\"" }
            }
        }
        if options.contains(.identifiers) { text += " \(id)" }
        if node.kind == .tabBarController {
            if let index = node.tabs.selectedIndex {
                text += " selected: \(index)"
                if window.isBehindMore(index, of: id) { text += " (via More)" }
            } else {
                text += " selected: More"
            }
            if window.isTabBarEffectivelyHidden(id) { text += " tabBar: hidden" }
        }
        if let parent = node.parent, let parentNode = window[parent], parentNode.kind == .tabBarController,
            let index = position, index < window.tabCount(of: parent)
        {
            if window.isBehindMore(index, of: parent) { text += " (More)" }
            if parentNode.tabs.selectedIndex == index { text += " ◀ selected" }
        }
        if id == top { text += " ◀ top" }
        return text
    }

    /// The line of a controller SwiftUI made, in the words of the app's SwiftUI code: the
    /// view's name, `NavigationStack`, `TabView`, `WindowGroup`, a tab's tag, the value or
    /// binding that shows it.
    private static func swiftUILine(for node: ControllerNode, _ swiftUI: SwiftUINode) -> String {
        let label = node.name.map { " \"\(PrintableText.oneLine($0))\"" } ?? ""
        var text: String
        switch swiftUI.role {
        case .stack: text = "NavigationStack" + label
        case .tabView: text = "TabView" + label
        default:
            text =
                node.name.map(PrintableText.oneLine) ?? swiftUI.view.map { PrintableText.oneLine(SwiftUINode.shortName(of: $0)) }
                ?? swiftUI.word
        }
        if let tag = swiftUI.tag { text += " tag: " + PrintableText.oneLine(tag) }
        if let binding = swiftUI.binding { text += " binding: " + PrintableText.oneLine(binding) }
        if let value = swiftUI.value { text += " value: " + PrintableText.oneLine(value.description) }
        if let type = swiftUI.elementType { text += " path: [" + PrintableText.oneLine(type) + "]" }
        return text
    }
}
