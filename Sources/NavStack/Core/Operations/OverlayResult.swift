/// What an overlay call did besides changing the window.
public struct OverlayResult: Hashable, Sendable {
    /// Why nothing (or less than asked) happened.
    public var warnings: [OverlayWarning] = []

    /// An empty result.
    public init(warnings: [OverlayWarning] = []) {
        self.warnings = warnings
    }
}
