/// Heights of UIKit's bars (iOS 13–18 chrome), by device and orientation.
///
/// Source: hacknicity, "iPad Navigation Bar and Toolbar Height Changes
/// in iOS 12"; qiita usagimaru (large title +52); EFFoundation `tabBarHeight = bottomSafeArea + 49`.
public enum BarMetrics {
    /// The navigation bar: 44 on iPhone, 50 on iPad (hacknicity, iOS 12 article). 32 in iPhone
    /// landscape (compact height) is unverified for iOS 17/18, as no recording in landscape was
    /// found; the Plus and Max models may keep 44 there.
    public static func navigationBarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? 50 : (orientation == .landscape ? 32 : 44)
    }

    /// The navigation bar at the top of a page or form sheet on iPhone (iOS 13 and later): 56,
    /// not 44, so the sheet's screen has a safe-area top of 56 (wix/react-native-navigation#5730,
    /// Tencent/QMUI_iOS#877, HeathWang/HWPanModal#85; hacknicity on iOS 16: 12 pt shorter in
    /// beta 5, reverted in beta 6). On iPad a sheet's bar is modelled at the regular 50
    /// (unverified).
    static let sheetNavigationBarHeight: Double = 56

    /// What a large title adds below the bar: 52 (qiita usagimaru: 44 + 96 = 140 on iPhone X).
    /// Not shown in compact-height landscape on iPhone (unverified).
    public static func largeTitleHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .phone && orientation == .landscape ? 0 : 52
    }

    /// The tab bar above the home indicator: 49 on iPhone (32 in landscape), 50 on iPad; the
    /// bar's frame extends through the bottom safe area (49 + 34 = 83).
    public static func tabBarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? 50 : (orientation == .landscape ? 32 : 49)
    }

    /// The toolbar: 44 on iPhone (32 in landscape, unverified), 50 on iPad.
    public static func toolbarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? 50 : (orientation == .landscape ? 32 : 44)
    }
}

extension Device {
    /// The screen's size for `orientation`.
    public func screenSize(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (screenWidth, screenHeight) : (screenHeight, screenWidth)
    }

    /// The safe-area insets for `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The status bar's height for `orientation`: iPhones hide it in landscape.
    public func statusBar(_ orientation: Orientation) -> Double {
        idiom == .phone && orientation == .landscape ? 0 : statusBarHeight
    }

    /// Where a root navigation bar starts for `orientation` (``navigationBarTop``; 0 on an
    /// iPhone in landscape, which hides the status bar).
    public func navigationBarTop(_ orientation: Orientation) -> Double {
        idiom == .phone && orientation == .landscape ? 0 : navigationBarTop
    }
}
