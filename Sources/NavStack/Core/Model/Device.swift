/// A device model: its screen, safe areas, status bar and Dynamic Island, and the UIKit
/// rules that depend on it (the More tab, bar heights).
///
/// Every value cites its source; "(derived)" values are computed from cited ones and
/// "(unverified)" ones are modelling choices where no source was found.
public struct Device: Hashable, Sendable, Codable {
    /// The user-interface idiom.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad
    }

    /// The Dynamic Island's static pill, in portrait.
    public struct Island: Hashable, Sendable, Codable {
        /// The pill's rectangle (horizontally centred).
        public var frame: Rect
        /// Its corner radius (a capsule: half its height).
        public var cornerRadius: Double
    }

    /// The device's identifier, e.g. `iphone-15-pro`.
    public let id: String
    /// The marketing name.
    public let name: String
    /// Phone or pad.
    public let idiom: Idiom
    /// Screen width and height in points, portrait.
    public let screenWidth: Double
    public let screenHeight: Double
    /// Points to pixels.
    public let scale: Double
    /// Safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape.
    public let landscapeSafeArea: EdgeInsets
    /// Status bar height in portrait (landscape iPhones hide the status bar).
    public let statusBarHeight: Double
    /// The Dynamic Island, on devices that have one.
    public let island: Island?
    /// Where a root navigation bar starts in portrait: the status bar's height, except where a
    /// recording shows otherwise.
    public let navigationBarTop: Double
    /// The display's corner radius in points (`UIScreen`'s private `_displayCornerRadius`); 0 for
    /// a rectangular display. Only pictures use it (the SVG wireframe's outline).
    public let displayCornerRadius: Double

    /// Creates a device.
    public init(
        id: String, name: String, idiom: Idiom, screenWidth: Double, screenHeight: Double, scale: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, statusBarHeight: Double, island: Island?,
        displayCornerRadius: Double = 0, navigationBarTop: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
        self.island = island
        self.displayCornerRadius = displayCornerRadius
        self.navigationBarTop = navigationBarTop ?? statusBarHeight
    }

    /// Face ID iPhones in landscape: top 0, left/right = the portrait top inset, bottom 21
    /// (flutter device_frame `rotatedSafeAreas`; swift-snapshot-testing `iPhone12` landscape 47/47/21).
    private static func faceIDLandscape(_ top: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: top, bottom: 21, right: top)
    }

    /// iPhone SE (3rd gen): 375×667 @2x, top 20 (status bar 20), bottom 0
    /// (flutter device_frame `iphone_se/device.dart`; alpatiev/swift_tools screen sizes).
    /// Rectangular display: corner radius 0.
    public static let iPhoneSE = Device(
        id: "iphone-se", name: "iPhone SE", idiom: .phone, screenWidth: 375, screenHeight: 667, scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, statusBarHeight: 20, island: nil)

    /// iPhone 8: 375×667 @2x, top 20, bottom 0 (swift-snapshot-testing `ViewImageConfig.iPhone8`).
    /// Rectangular display: corner radius 0.
    public static let iPhone8 = Device(
        id: "iphone-8", name: "iPhone 8", idiom: .phone, screenWidth: 375, screenHeight: 667, scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, statusBarHeight: 20, island: nil)

    /// iPhone 13 mini: 375×812 @3x, top 50, bottom 34 (swift-snapshot-testing `iPhone13Mini`;
    /// GKNavigationBar#67). Status bar = top inset on notched phones (derived). Display corner
    /// radius 44, the 12 mini's, same display (kylebshr/UIKitCorners README).
    public static let iPhone13Mini = Device(
        id: "iphone-13-mini", name: "iPhone 13 mini", idiom: .phone, screenWidth: 375, screenHeight: 812, scale: 3,
        portraitSafeArea: EdgeInsets(top: 50, bottom: 34), landscapeSafeArea: faceIDLandscape(50), statusBarHeight: 50, island: nil,
        displayCornerRadius: 44)

    /// iPhone 14: 390×844 @3x, top 47, bottom 34 (swift-snapshot-testing `iPhone13`, same screen).
    /// Display corner radius 47.33, the 12 / 12 Pro's, same display (kylebshr/UIKitCorners README).
    public static let iPhone14 = Device(
        id: "iphone-14", name: "iPhone 14", idiom: .phone, screenWidth: 390, screenHeight: 844, scale: 3,
        portraitSafeArea: EdgeInsets(top: 47, bottom: 34), landscapeSafeArea: faceIDLandscape(47), statusBarHeight: 47, island: nil,
        displayCornerRadius: 47.33)

    /// The 14 Pro / 15-series island: 126 × 37.33 at y 11, centred (theblixguy/DynamicIslandUtilities);
    /// a capsule, so radius = height / 2 (derived).
    private static func island15(width screen: Double) -> Island {
        Island(frame: Rect(x: (screen - 126) / 2, y: 11, width: 126, height: 37.33), cornerRadius: 37.33 / 2)
    }

    /// iPhone 15 Pro: 393×852 @3x, safe top 59, status bar 54, bottom 34 (device_frame
    /// `iphone_15_pro`; GKNavigationBarSwift#41; flutter#120682). Display corner radius 55: the
    /// 14 Pro's in app-side tables of `_displayCornerRadius` readings, same display (unverified).
    public static let iPhone15Pro = Device(
        id: "iphone-15-pro", name: "iPhone 15 Pro", idiom: .phone, screenWidth: 393, screenHeight: 852, scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: faceIDLandscape(59), statusBarHeight: 54,
        island: island15(width: 393), displayCornerRadius: 55)

    /// iPhone 15 Pro Max: 430×932 @3x, safe top 59, status bar 54, bottom 34 (device_frame
    /// `iphone_15_pro_max`; GKNavigationBarSwift#41: status bar (0,0,430,54)). A root
    /// navigation bar starts at y 53.67, one pixel row above the status bar's bottom: the frame
    /// `(0 53.6667; 430 44)` printed from a running app on iOS 17 (GKNavigationBarSwift#41,
    /// maintainer's comment of 2024-05-11). Display corner radius 55, as the 14 Pro Max in the
    /// same tables (unverified).
    public static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone, screenWidth: 430, screenHeight: 932, scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: faceIDLandscape(59), statusBarHeight: 54,
        island: island15(width: 430), displayCornerRadius: 55, navigationBarTop: 53 + 2.0 / 3)

    /// iPhone 16 Pro: 402×874 @3x, safe top 62, bottom 34 (device_frame `iphone_16_pro`;
    /// OnsenUI#3083). Status bar 57: the 15 Pro's 5 pt gap below the safe top (unverified).
    /// A root navigation bar starts at y 56.33 before iOS 26: on the 16 Pro to 17 Pro Max, safe
    /// top − 5 − two pixels (QuintGao/GKNavigationBarSwift `Sources/GKNavigationBarConfigure.swift`,
    /// `navBarForIphonePortrait`: "16 Pro - 17 Pro Max 导航栏的y值是56.33333333").
    /// Island 126 × 37 at y 13.5 (PhanithNY/DynamicIslandToast `DynamicIslandSize.swift`).
    /// Display corner radius 62: a modelling choice (no reading found; the thinner bezels give
    /// a larger radius than the 15 Pro's 55).
    public static let iPhone16Pro = Device(
        id: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone, screenWidth: 402, screenHeight: 874, scale: 3,
        portraitSafeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: faceIDLandscape(62), statusBarHeight: 57,
        island: Island(frame: Rect(x: (402 - 126) / 2, y: 13.5, width: 126, height: 37), cornerRadius: 18.5),
        displayCornerRadius: 62, navigationBarTop: 62 - 5 - 2.0 / 3)

    /// iPad Pro 11" (1st–4th gen): 834×1194 @2x, top 24, bottom 20 (swift-snapshot-testing
    /// `iPadPro11`; react-native-safe-area-view#55). The status bar stays in landscape. Display
    /// corner radius 18 (kylebshr/UIKitCorners README).
    public static let iPadPro11 = Device(
        id: "ipad-pro-11", name: "iPad Pro 11-inch", idiom: .pad, screenWidth: 834, screenHeight: 1194, scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        statusBarHeight: 24, island: nil, displayCornerRadius: 18)

    /// Every device NavStack knows.
    public static let all: [Device] =
        [
            .iPhoneSE, .iPhone8, .iPhone13Mini, .iPhone14, .iPhone15Pro, .iPhone15ProMax,
            .iPhone16Pro, .iPadPro11,
        ] + currentModels

    /// Looks a device up by identifier (case-insensitive).
    public static func named(_ id: String) -> Device? {
        let lowered = id.lowercased()
        return all.first { $0.id == lowered }
    }

    /// A horizontal size class (`UIUserInterfaceSizeClass`).
    public enum SizeClass: String, Hashable, Sendable {
        case compact, regular
    }

    /// Whether this is an iPhone with a Home button (no bottom safe inset in portrait: the SE
    /// and the 8), where a sheet's card starts lower than on Face ID iPhones
    /// (``SheetLayout``).
    public var hasHomeButton: Bool { idiom == .phone && portraitSafeArea.bottom == 0 }

    /// The horizontal size class of a full-screen app in `orientation`: regular on iPad;
    /// on iPhone compact, except in landscape on the Plus and Max models (portrait width
    /// 414 pt or more), which are regular width (Apple Human Interface Guidelines, "Layout",
    /// device size classes; hacknicity, "View Controller Presentation Changes in iOS 13").
    public func horizontalSizeClass(_ orientation: Orientation) -> SizeClass {
        if idiom == .pad { return .regular }
        return orientation == .landscape && screenWidth >= 414 ? .regular : .compact
    }
}

extension Device: SharedDefault {
    /// A window's device until it is given another (``Window/init(device:)``'s default).
    static let sharedDefault = Device.iPhone15Pro
}
