/// The devices people test on now: the iPhone 16 and 17 lines (with the Plus, Pro Max and Air
/// sizes), the iPad mini and Air, and an iPad with a Home button. Each value cites its source;
/// values nobody recorded are listed in ``notEstablished`` and `device` warns about them.
///
/// Sources: aloisdeniel/flutter_device_preview `device_frame/lib/src/devices/ios/*/device.dart`
/// (screen sizes and safe areas as the simulators report them); QuintGao/GKNavigationBarSwift
/// `Sources/GKNavigationBarConfigure.swift` (the safe areas it tabulates per model, where the
/// navigation bar starts on Dynamic Island phones — safe top − 5 − one pixel at top 59, − two
/// pixels at 62 and 68 — and the iPad insets, 24 / 20 with a home indicator);
/// pointfreeco/swift-snapshot-testing `ViewImageConfig.iPad10_2`; PhanithNY/DynamicIslandToast
/// `DynamicIslandSize.swift` (the 16 Pro and 16 Pro Max pill).
extension Device {
    /// iPhone 16: 393×852 @3x, safe top 59, bottom 34 (device_frame `iphone_16`; GK's table,
    /// "iPhone17,3"): the 15 Pro's screen, status bar and island.
    public static let iPhone16 = Device(
        id: "iphone-16", name: "iPhone 16", idiom: .phone, screenWidth: 393, screenHeight: 852, scale: 3,
        portraitSafeArea: iPhone15Pro.portraitSafeArea, landscapeSafeArea: iPhone15Pro.landscapeSafeArea,
        statusBarHeight: iPhone15Pro.statusBarHeight, island: iPhone15Pro.island,
        displayCornerRadius: iPhone15Pro.displayCornerRadius, navigationBarTop: iPhone15Pro.navigationBarTop)

    /// iPhone 16 Plus: 430×932 @3x, safe top 59, bottom 34 (device_frame `iphone_16_plus`; GK,
    /// "iPhone17,4"): the 15 Pro Max's screen, its bar at y 53.67 (GK: "14 Pro Max - 16 Plus …
    /// 53.66666666").
    public static let iPhone16Plus = Device(
        id: "iphone-16-plus", name: "iPhone 16 Plus", idiom: .phone, screenWidth: 430, screenHeight: 932, scale: 3,
        portraitSafeArea: iPhone15ProMax.portraitSafeArea, landscapeSafeArea: iPhone15ProMax.landscapeSafeArea,
        statusBarHeight: iPhone15ProMax.statusBarHeight, island: iPhone15ProMax.island,
        displayCornerRadius: iPhone15ProMax.displayCornerRadius, navigationBarTop: iPhone15ProMax.navigationBarTop)

    /// iPhone 16 Pro Max: 440×956 @3x, safe top 62, bottom 34, landscape 62 / 21
    /// (device_frame `iphone_16_pro_max`; GK, "iPhone17,2"); the bar at y 56.33 (GK: "16 Pro -
    /// 17 Pro Max 导航栏的y值是56.33333333"); the 16 Pro's pill, 126 × 37 at y 13.5
    /// (DynamicIslandToast, "16 Pro / 16 Pro Max"). Status bar 57, as the 16 Pro's (derived).
    public static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", idiom: .phone, screenWidth: 440, screenHeight: 956, scale: 3,
        portraitSafeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        statusBarHeight: iPhone16Pro.statusBarHeight, island: sixteenProIsland(width: 440),
        displayCornerRadius: iPhone16Pro.displayCornerRadius, navigationBarTop: 62 - 5 - 2.0 / 3)

    /// iPhone 17: 402×874 @3x, the 16 Pro's screen: safe top 62, bottom 34 (GK lists the 17 line
    /// with the 16 Pro, "16 Pro - 17 Pro Max", top 62); the bar at y 56.33 (GK).
    public static let iPhone17 = Device(
        id: "iphone-17", name: "iPhone 17", idiom: .phone, screenWidth: 402, screenHeight: 874, scale: 3,
        portraitSafeArea: iPhone16Pro.portraitSafeArea, landscapeSafeArea: iPhone16Pro.landscapeSafeArea,
        statusBarHeight: iPhone16Pro.statusBarHeight, island: iPhone16Pro.island,
        displayCornerRadius: iPhone16Pro.displayCornerRadius, navigationBarTop: 62 - 5 - 2.0 / 3)

    /// iPhone 17 Pro: 402×874 @3x, as the iPhone 17 (GK, "iPhone18,1").
    public static let iPhone17Pro = Device(
        id: "iphone-17-pro", name: "iPhone 17 Pro", idiom: .phone, screenWidth: 402, screenHeight: 874, scale: 3,
        portraitSafeArea: iPhone16Pro.portraitSafeArea, landscapeSafeArea: iPhone16Pro.landscapeSafeArea,
        statusBarHeight: iPhone16Pro.statusBarHeight, island: iPhone16Pro.island,
        displayCornerRadius: iPhone16Pro.displayCornerRadius, navigationBarTop: 62 - 5 - 2.0 / 3)

    /// iPhone 17 Pro Max: 440×956 @3x, safe top 62, bottom 34 (device_frame `iphone_17_pro_max`;
    /// GK); as the 16 Pro Max otherwise. device_frame gives it 20 / 20 in landscape, a status bar
    /// kept in landscape; NavStack keeps the Face ID landscape insets (not established).
    public static let iPhone17ProMax = Device(
        id: "iphone-17-pro-max", name: "iPhone 17 Pro Max", idiom: .phone, screenWidth: 440, screenHeight: 956, scale: 3,
        portraitSafeArea: iPhone16ProMax.portraitSafeArea, landscapeSafeArea: iPhone16ProMax.landscapeSafeArea,
        statusBarHeight: iPhone16ProMax.statusBarHeight, island: iPhone16ProMax.island,
        displayCornerRadius: iPhone16ProMax.displayCornerRadius, navigationBarTop: iPhone16ProMax.navigationBarTop)

    /// iPhone Air: 420×912 @3x, safe top 68, bottom 34 (device_frame `iphone_air`); the bar at
    /// y 62.33 (GK: "Air 安全区域顶部高度68，导航栏y值62.3333333"). Status bar 63 (safe top − 5,
    /// derived as on the 16 Pro); its island is taken as the 16 Pro's pill, centred (not established).
    public static let iPhoneAir = Device(
        id: "iphone-air", name: "iPhone Air", idiom: .phone, screenWidth: 420, screenHeight: 912, scale: 3,
        portraitSafeArea: EdgeInsets(top: 68, bottom: 34), landscapeSafeArea: EdgeInsets(top: 0, left: 68, bottom: 21, right: 68),
        statusBarHeight: 63, island: sixteenProIsland(width: 420), displayCornerRadius: iPhone16Pro.displayCornerRadius,
        navigationBarTop: 68 - 5 - 2.0 / 3)

    /// iPad mini (6th and 7th generation): 744×1133 @2x; with a home indicator, so 24 / 20
    /// as every such iPad (GK `safeAreaInsertsForDeviceWithNotch`: iPad → 24 / 20; status bar
    /// 24, `statusBarHeightForPortrait`).
    public static let iPadMini = Device(
        id: "ipad-mini", name: "iPad mini", idiom: .pad, screenWidth: 744, screenHeight: 1133, scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        statusBarHeight: 24, island: nil, displayCornerRadius: iPadPro11.displayCornerRadius)

    /// iPad Air 11-inch (M2, M3): 820×1180 @2x; 24 / 20 with its home indicator (GK, as the
    /// iPad mini).
    public static let iPadAir11 = Device(
        id: "ipad-air-11", name: "iPad Air 11-inch", idiom: .pad, screenWidth: 820, screenHeight: 1180, scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        statusBarHeight: 24, island: nil, displayCornerRadius: iPadPro11.displayCornerRadius)

    /// iPad 10.2-inch (7th–9th generation), with a Home button: 810×1080 @2x, top 20, bottom 0
    /// (swift-snapshot-testing `ViewImageConfig.iPad10_2`; device_frame `ipad`); rectangular
    /// display.
    public static let iPad10Point2 = Device(
        id: "ipad-10-2", name: "iPad 10.2-inch", idiom: .pad, screenWidth: 810, screenHeight: 1080, scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20), statusBarHeight: 20, island: nil)

    /// The devices of this file, in the order `Device.all` lists them.
    static let currentModels: [Device] = [
        .iPhone16, .iPhone16Plus, .iPhone16ProMax, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir,
        .iPadMini, .iPadAir11, .iPad10Point2,
    ]

    /// The 16 Pro's pill, 126 × 37 at y 13.5 (DynamicIslandToast), centred on a screen `width` wide.
    private static func sixteenProIsland(width: Double) -> Island {
        Island(frame: Rect(x: (width - 126) / 2, y: 13.5, width: 126, height: 37), cornerRadius: 18.5)
    }

    /// The values of this device that no recording or library table establishes: NavStack uses
    /// the stated stand-in and `device` warns (``NavigationWarning/deviceValuesNotEstablished(device:values:)``).
    /// Display corner radii, which only pictures use, are modelling choices everywhere and are
    /// not listed.
    public var notEstablished: [String] {
        switch id {
        case Device.iPhone16Pro.id:
            // Its safe top (62) and bar top (56.33) are cited; its status bar is the 15 Pro's
            // 5-pt gap below the safe top, which no recording confirms (Device.iPhone16Pro).
            ["the status bar's height (57, safe top − 5)"]
        case Device.iPhone16ProMax.id:
            ["the status bar's height (57, the 16 Pro's)"]
        case Device.iPhone17.id, Device.iPhone17Pro.id:
            ["the status bar's height (57, the 16 Pro's)", "the Dynamic Island's frame (the 16 Pro's)"]
        case Device.iPhone17ProMax.id:
            [
                "the status bar's height (57, the 16 Pro's)", "the Dynamic Island's frame (the 16 Pro Max's)",
                "the landscape safe area (the 16 Pro Max's, 62 / 21)",
            ]
        case Device.iPhoneAir.id:
            ["the status bar's height (63, safe top − 5)", "the Dynamic Island's frame (the 16 Pro's, centred)"]
        default:
            []
        }
    }
}
