/// Where a positioned toast sits: JFPopup's `JFToastPosition` (JFPopup 1.5.7 `JFPopup.swift`).
public enum ToastPosition: String, Hashable, Sendable, Codable, CaseIterable {
    /// Centred on the screen.
    case center
    /// Centred horizontally, its top 15 pt below the navigation bar area.
    case top
    /// Centred horizontally, its bottom 15 pt above the home indicator (the bottom safe area).
    case bottom
    /// Grows out of the Dynamic Island and shrinks back into it (`.dynamicIsland`).
    case island

    /// JFPopup's default: the island when the device has one, else the centre (JFPopup 1.5.7
    /// `JFPopupConfig.toastPosition`).
    static func `default`(hasIsland: Bool) -> ToastPosition {
        hasIsland ? .island : .center
    }

    /// Where a toast asked for here is shown. `island` on a device without a Dynamic Island
    /// (or in landscape) falls back to `top`: JFPopup itself still morphs from a 120 × 34 pill
    /// at the top of the screen there and pins the toast to y = 10, under the status bar
    /// (JFPopup 1.5.7 `JFPopupAnimation.present` tests only `toastPosition`); NavStack models the
    /// intended placement instead.
    package func resolved(hasIsland: Bool) -> ToastPosition {
        self == .island && !hasIsland ? .top : self
    }
}
