/// The sheet presentation controller's own properties: the selected detent and the grabber.
extension Window {
    /// Selects `detent` on `controller`'s sheet (`sheetPresentationController`'s
    /// `selectedDetentIdentifier`; ``SheetDetent`` says what each value stands for).
    ///
    /// Only the presented controller's sheet presents: `sheetPresentationController` is the
    /// controller's own presentation controller, created from its own `modalPresentationStyle`
    /// (Apple docs `uiviewcontroller/sheetpresentationcontroller`,
    /// `uiviewcontroller/presentationcontroller`). On a controller that is not presented, or
    /// is presented with a style that is not a sheet, UIKit keeps the value and nothing shows
    /// it: NavStack changes nothing and warns (``NavigationWarning/sheetPropertyIgnored(_:property:style:)``).
    ///
    /// - Throws: ``NavigationError`` when `controller` is not in the window.
    @discardableResult
    public mutating func setSheetDetent(_ detent: SheetDetent, of controller: ControllerID) throws(NavigationError)
        -> OperationResult
    {
        if let warning = try sheetPropertyWarning(controller, property: "its detents") { return .warning(warning) }
        nodes.modifyScreen(controller) { $0.sheetDetent = detent }
        return OperationResult()
    }

    /// Sets `prefersGrabberVisible` on `controller`'s sheet: the grabber shows at the top of
    /// the card while the sheet is edge-attached and no other sheet covers it (``SheetLayout``).
    /// The same rule as ``setSheetDetent(_:of:)`` applies to controllers that are not
    /// presented as sheets.
    ///
    /// - Throws: ``NavigationError`` when `controller` is not in the window.
    @discardableResult
    public mutating func setPrefersGrabberVisible(_ visible: Bool, of controller: ControllerID) throws(NavigationError)
        -> OperationResult
    {
        if let warning = try sheetPropertyWarning(controller, property: "prefersGrabberVisible") { return .warning(warning) }
        nodes.modifyScreen(controller) { $0.prefersGrabberVisible = visible }
        return OperationResult()
    }

    /// The warning for a sheet property set on `controller`, or `nil` when it is presented as
    /// a page or form sheet.
    private func sheetPropertyWarning(_ controller: ControllerID, property: String) throws(NavigationError)
        -> NavigationWarning?
    {
        try requireController(controller)
        guard nodes.presenter(controller) != nil, let style = nodes.presentationStyle(controller) else {
            return .sheetPropertyIgnored(reference(controller), property: property, style: nil)
        }
        return style.isSheet ? nil : .sheetPropertyIgnored(reference(controller), property: property, style: style)
    }
}
