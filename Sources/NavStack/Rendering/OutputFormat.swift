#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackFormats
#endif

/// The formats navtree prints a window in.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// The box-drawn tree (``TreeDumper``).
    case tree
    /// `_printHierarchy` without pointers (``UIKitHierarchyRenderer``).
    case uikit
    /// The whole state (``JSONRenderer``).
    case json
    /// A Graphviz digraph (``DOTRenderer``).
    case dot
    /// A Mermaid flowchart (``MermaidRenderer``).
    case mermaid
    /// Frames of every bar and safe areas of visible screens (``FramesRenderer``).
    case frames
    /// A wireframe picture of the screen (``SVGRenderer``).
    case svg
    /// The versioned state document that `load state` and `navtree --state` read back
    /// (`StateDocument`).
    case state

    /// `window` in this format, ending with a newline.
    public func render(_ window: Window) -> String {
        switch self {
        case .tree: TreeDumper.render(window)
        case .uikit: UIKitHierarchyRenderer.render(window) + "\n"
        case .json: JSONRenderer.render(window)
        case .dot: DOTRenderer.render(window)
        case .mermaid: MermaidRenderer.render(window)
        case .frames: FramesRenderer.render(window)
        case .svg: SVGRenderer.render(window)
        case .state: StateDocument.text(of: window)
        }
    }

    /// What printing `window` in this format leaves out, as warnings: the elements whose
    /// frames are not known (`Layout.leftOutWarnings`) for the formats that show frames
    /// (`frames`, `svg`, `json`); none for the others.
    public func warnings(for window: Window) -> [NavigationWarning] {
        switch self {
        case .frames, .svg, .json: window.layout().leftOutWarnings
        case .tree, .uikit, .dot, .mermaid, .state: []
        }
    }
}
