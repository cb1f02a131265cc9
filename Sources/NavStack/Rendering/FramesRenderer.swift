#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders the layout as lines: `ELEMENT x y w h` for every element, then
/// `safearea:NAME top left bottom right` for every visible screen.
public enum FramesRenderer {
    /// Renders `window`'s layout.
    public static func render(_ window: Window) -> String {
        let layout = window.layout()
        var output = ""
        for element in layout.elements {
            output += "\(PrintableText.oneLine(element.name)) \(element.frame)\n"
        }
        for (name, insets) in layout.safeAreas {
            output +=
                "safearea:\(PrintableText.oneLine(name)) "
                + [insets.top, insets.left, insets.bottom, insets.right].map(Rect.format).joined(separator: " ") + "\n"
        }
        return output
    }
}
