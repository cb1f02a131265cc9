/// Heights of UIKit's bars (iOS 13–18 chrome), by device and orientation.
///
/// Source: hacknicity, "iPad Navigation Bar and Toolbar Height Changes
/// in iOS 12"; qiita usagimaru (large title +52); EFFoundation `tabBarHeight = bottomSafeArea + 49`.
package enum BarMetrics {
    /// The navigation bar: 44 on iPhone, 50 on iPad (hacknicity, iOS 12 article); 32 on an
    /// iPhone whose bars are compact (``Device/usesCompactBars(_:)``: landscape in compact
    /// width; unverified for iOS 17/18). A Plus or Max in landscape is regular width and keeps
    /// 44 (QMUI_iOS#633, #1198; microsoft/fluentui-apple `Docs/iOS/Controls/Navigation.md`,
    /// "Notes on Bar Height").
    package static func navigationBarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? 50 : (device.usesCompactBars(orientation) ? 32 : 44)
    }

    /// The navigation bar at the top of a page or form sheet on iPhone (iOS 13 and later): 56,
    /// not 44, so the sheet's screen has a safe-area top of 56 (wix/react-native-navigation#5730,
    /// Tencent/QMUI_iOS#877, HeathWang/HWPanModal#85; hacknicity on iOS 16: 12 pt shorter in
    /// beta 5, reverted in beta 6). On iPad a sheet's bar is modelled at the regular 50
    /// (unverified).
    static let sheetNavigationBarHeight: Double = 56

    /// What a large title adds below the bar: 52 (qiita usagimaru: 44 + 96 = 140 on iPhone X).
    /// Not shown in compact-height landscape on iPhone (unverified).
    static func largeTitleHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .phone && orientation == .landscape ? 0 : 52
    }

    /// The tab bar above the home indicator; the bar's frame extends through the bottom safe
    /// area (49 + 34 = 83):
    /// - iPhone: 49, 32 where bars are compact (``Device/usesCompactBars(_:)``). A Plus or Max
    ///   in landscape is regular width: 49 + 21 = 70 (QMUI_iOS#633, XS Max landscape "System
    ///   TabBarHeight 70"; flutter/flutter#39258, Xr landscape 70).
    /// - iPad: 50 on iPads with a Home button (hacknicity, iOS 12 article); 65 in all on iPads
    ///   with a home indicator, its 20 pt bottom inset included, so 45 above it (QMUI_iOS#1280,
    ///   an NSLog on an iPad Pro 12.9" with iOS 14.5: tab bar 65; #633, #475; flutter#39258).
    package static func tabBarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        if device.idiom == .pad {
            let bottom = device.safeArea(orientation).bottom
            return bottom > 0 ? faceIDPadTabBarHeight - bottom : 50
        }
        return device.usesCompactBars(orientation) ? 32 : 49
    }

    /// The whole tab bar of an iPad with a home indicator, its bottom inset included
    /// (QMUI_iOS#1280: 65 on the iPad Pro 12.9", iOS 13–14.5).
    static let faceIDPadTabBarHeight: Double = 65

    /// The toolbar: 44 on iPhone (32 where bars are compact, unverified), 50 on iPad.
    static func toolbarHeight(_ device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? 50 : (device.usesCompactBars(orientation) ? 32 : 44)
    }
}

extension Device {
    /// Whether UIKit's bars take their compact height and compact appearance slots here: an
    /// iPhone in landscape in compact width. A Plus or Max iPhone (portrait width 414 pt or
    /// more) in landscape is regular width, and its bars keep their regular height and
    /// resolve the standard slots (QMUI_iOS#633, #1198; flutter/flutter#39258;
    /// microsoft/fluentui-apple "Notes on Bar Height"; CRToast `CRToastLayoutHelpers.h`).
    public func usesCompactBars(_ orientation: Orientation) -> Bool {
        idiom == .phone && orientation == .landscape && horizontalSizeClass(orientation) == .compact
    }

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
