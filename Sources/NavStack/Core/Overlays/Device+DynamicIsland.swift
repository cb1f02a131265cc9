extension Device {
    /// Whether the device shows a Dynamic Island in `orientation`: it has one and is in
    /// portrait. JFPopup tests `safeAreaInsets.top == 59` instead (JFPopup 1.5.7 `JFPopup.swift`,
    /// `JFIsSupportDynamicIsLand`), which also says no in landscape but misses the iPhone 16 Pro
    /// (top 62); NavStack uses the device's island.
    public func hasDynamicIsland(_ orientation: Orientation) -> Bool {
        island != nil && orientation == .portrait
    }
}
