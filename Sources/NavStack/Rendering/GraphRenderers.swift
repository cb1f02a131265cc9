#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a window as a Graphviz `digraph`: one box per controller, solid edges to
/// children, dashed edges labelled with the style to presentations; the top screen is bold.
public struct DOTRenderer: HierarchyWalker {
    private var nodes = ""
    private var edges = ""
    private var parents: [ControllerID] = []
    private var top: ControllerID?

    /// Renders `window`.
    public static func render(_ window: Window) -> String {
        var renderer = DOTRenderer()
        renderer.top = window.topScreen
        window.walk(&renderer)
        return "digraph NavStack {\n  node [shape=box, fontname=\"Helvetica\"];\n" + renderer.nodes + renderer.edges + "}\n"
    }

    /// `s` as a DOT double-quoted string.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        guard let node = window[entry.id] else { return }
        var attributes = "label=\(Self.quoted(GraphLabel.text(for: node, library: window.wrappingLibrary)))"
        if node.kind == .screen { attributes += ", style=rounded" }
        if entry.id == top { attributes += ", penwidth=2" }
        nodes += "  n\(entry.id.rawValue) [\(attributes)];\n"
        if let parent = parents.last {
            switch entry.relation {
            case let .presented(style):
                edges += "  n\(parent.rawValue) -> n\(entry.id.rawValue) [style=dashed, label=\(Self.quoted(style.rawValue))];\n"
            case .popupContent:
                edges += "  n\(parent.rawValue) -> n\(entry.id.rawValue) [style=dotted, label=\"popup\"];\n"
            default:
                edges += "  n\(parent.rawValue) -> n\(entry.id.rawValue);\n"
            }
        }
        parents.append(entry.id)
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        parents.removeLast()
    }
}

/// Renders a window as a Mermaid flowchart for Markdown files.
public struct MermaidRenderer: HierarchyWalker {
    private var output = "graph TD\n"
    private var parents: [ControllerID] = []
    private var top: ControllerID?

    /// Renders `window`.
    public static func render(_ window: Window) -> String {
        var renderer = MermaidRenderer()
        renderer.top = window.topScreen
        window.walk(&renderer)
        if let top = renderer.top { renderer.output += "  style n\(top.rawValue) stroke-width:3px\n" }
        return renderer.output
    }

    /// `s` escaped for a Mermaid quoted label.
    static func escaped(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n": out += " "
            default: out.append(ch)
            }
        }
        return out
    }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        guard let node = window[entry.id] else { return }
        let label = Self.escaped(GraphLabel.text(for: node, library: window.wrappingLibrary))
        let shape = node.kind == .screen ? "([\"\(label)\"])" : "[\"\(label)\"]"
        output += "  n\(entry.id.rawValue)\(shape)\n"
        if let parent = parents.last {
            switch entry.relation {
            case let .presented(style):
                output += "  n\(parent.rawValue) -. \(style.rawValue) .-> n\(entry.id.rawValue)\n"
            case .popupContent:
                output += "  n\(parent.rawValue) -. popup .-> n\(entry.id.rawValue)\n"
            default:
                output += "  n\(parent.rawValue) --> n\(entry.id.rawValue)\n"
            }
        }
        parents.append(entry.id)
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        parents.removeLast()
    }
}

/// The one-line label graph renderers give a controller.
enum GraphLabel {
    static func text(for node: ControllerNode, library: WrappingLibrary) -> String {
        let className = node.kind.className(library: library)
        return switch node.kind {
        case .screen: node.name ?? "Screen"
        case .placeholder: "Placeholder"
        default: node.name.map { "\(className) \($0)" } ?? className
        }
    }
}
