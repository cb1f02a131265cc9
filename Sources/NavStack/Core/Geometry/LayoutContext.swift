/// One presentation context on screen — the window's root or a presented controller — as
/// ``Window/layout()`` laid it out.
public struct LayoutContext: Hashable, Sendable {
    /// The context's root controller.
    public var id: ControllerID
    /// The frame its view occupies: the screen, or a sheet's card.
    public var frame: Rect
    /// How it was presented; `nil` for the window's root.
    public var style: ModalPresentationStyle?
    /// The indices of its elements in ``Layout/elements``.
    public var elements: Range<Int>
    /// The screens it shows, in the order met (popup content included).
    public var screens: [LayoutScreen]

    /// Creates a context.
    public init(id: ControllerID, frame: Rect, style: ModalPresentationStyle?, elements: Range<Int>, screens: [LayoutScreen]) {
        self.id = id
        self.frame = frame
        self.style = style
        self.elements = elements
        self.screens = screens
    }
}
