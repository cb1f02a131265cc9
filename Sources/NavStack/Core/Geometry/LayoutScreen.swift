/// A visible screen in a layout: where its view is and the safe area it sees.
public struct LayoutScreen: Hashable, Sendable {
    /// The screen.
    public var id: ControllerID
    /// Its name, as `safearea:NAME` prints it.
    public var name: String
    /// Its view's frame: the context's frame (views extend under the bars), or the popup
    /// content's frame for popup content.
    public var frame: Rect
    /// The safe-area insets it sees, relative to ``frame`` (the `safearea:NAME` numbers).
    public var safeArea: EdgeInsets
    /// For popup content: the container hosting it.
    public var popupHost: ControllerID?

    /// Creates a screen entry.
    public init(id: ControllerID, name: String, frame: Rect, safeArea: EdgeInsets, popupHost: ControllerID? = nil) {
        self.id = id
        self.name = name
        self.frame = frame
        self.safeArea = safeArea
        self.popupHost = popupHost
    }

    /// The part of the view inside the safe area: ``frame`` inset by ``safeArea``.
    public var contentFrame: Rect { frame.inset(by: safeArea) }
}
