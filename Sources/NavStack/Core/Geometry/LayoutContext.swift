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
    /// For a page or form sheet on iPhone: its detent, grabber and corners; `nil` otherwise.
    public var sheet: SheetLayout?
    /// When a sheet at its large detent is presented over this context: the card it recedes
    /// into; `nil` otherwise.
    public var receding: RecedingPresenter?

    /// Creates a context.
    public init(
        id: ControllerID, frame: Rect, style: ModalPresentationStyle?, elements: Range<Int>, screens: [LayoutScreen],
        sheet: SheetLayout? = nil, receding: RecedingPresenter? = nil
    ) {
        self.id = id
        self.frame = frame
        self.style = style
        self.elements = elements
        self.screens = screens
        self.sheet = sheet
        self.receding = receding
    }
}
