import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// Device profiles and the layout pass (swift-snapshot-testing ViewImageConfig, flutter device_frame; bar heights from hacknicity).
@Suite struct DeviceGeometryTests {
    @Test("every device has its documented screen, scale and safe areas (swift-snapshot-testing, flutter device_frame)")
    func profiles() throws {
        let expected: [(String, Double, Double, Double, Double, Double)] = [
            ("iphone-se", 375, 667, 2, 20, 0), ("iphone-8", 375, 667, 2, 20, 0), ("iphone-13-mini", 375, 812, 3, 50, 34),
            ("iphone-14", 390, 844, 3, 47, 34), ("iphone-15-pro", 393, 852, 3, 59, 34), ("iphone-15-pro-max", 430, 932, 3, 59, 34),
            ("iphone-16-pro", 402, 874, 3, 62, 34), ("ipad-pro-11", 834, 1194, 2, 24, 20),
            ("iphone-16", 393, 852, 3, 59, 34), ("iphone-16-plus", 430, 932, 3, 59, 34),
            ("iphone-16-pro-max", 440, 956, 3, 62, 34), ("iphone-17", 402, 874, 3, 62, 34),
            ("iphone-17-pro", 402, 874, 3, 62, 34), ("iphone-17-pro-max", 440, 956, 3, 62, 34),
            ("iphone-air", 420, 912, 3, 68, 34), ("ipad-mini", 744, 1133, 2, 24, 20), ("ipad-air-11", 820, 1180, 2, 24, 20),
            ("ipad-10-2", 810, 1080, 2, 20, 0),
        ]
        #expect(Device.all.map(\.id) == expected.map(\.0))
        for (id, width, height, scale, top, bottom) in expected {
            let device = try #require(Device.named(id))
            #expect(device.screenWidth == width && device.screenHeight == height && device.scale == scale, "\(id)")
            #expect(device.portraitSafeArea.top == top && device.portraitSafeArea.bottom == bottom, "\(id)")
        }
    }

    @Test("Face ID phones in landscape: top 0, sides = portrait top, bottom 21 (device_frame rotatedSafeAreas)")
    func landscape() {
        #expect(Device.iPhone15Pro.landscapeSafeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device.iPhoneSE.landscapeSafeArea == .zero)
    }

    @Test(
        "Dynamic Island: 126 × 37.33 at y 11 on the 15 Pro, 126 × 37 at y 13.5 on the 16 Pro, capsule radius (DynamicIslandUtilities, DynamicIslandToast)"
    )
    func island() throws {
        let pro = try #require(Device.iPhone15Pro.island)
        #expect(pro.frame == Rect(x: 133.5, y: 11, width: 126, height: 37.33))
        #expect(pro.cornerRadius == 37.33 / 2)
        #expect(Device.iPhone16Pro.island?.frame == Rect(x: 138, y: 13.5, width: 126, height: 37))
        #expect(Device.iPhoneSE.island == nil)
    }

    @Test(
        "on Dynamic Island phones the navigation bar starts at the status bar (54), not the safe top (59); content safe top is 103 (GKNavigationBarSwift#41)"
    )
    func navigationBar() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("A")))
        let layout = window.layout()
        #expect(layout.frame(of: "navbar:A") == Rect(x: 0, y: 54, width: 393, height: 44))
        #expect(layout.safeArea(of: "A") == EdgeInsets(top: 103, bottom: 34))
    }

    @Test("a large title adds 52 to the bar (qiita usagimaru: 140 pt on iPhone X)")
    func largeTitle() throws {
        var window = Window(device: .iPhone13Mini)
        var properties = ScreenProperties()
        properties.bar.prefersLargeTitles = true
        try window.setRoot(.navigationController(root: .screen("A", properties)))
        #expect(window.layout().frame(of: "navbar:A")?.maxY == Double(50 + 44 + 52))
    }

    @Test(
        "tab bar: 49 + bottom inset (83 on Face ID phones), 32 in compact-width landscape, 65 in all on a Face ID iPad (hacknicity, EFFoundation; QMUI_iOS#1280)"
    )
    func tabBar() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("A")]))
        #expect(window.layout().frame(of: "tabbar") == Rect(x: 0, y: 769, width: 393, height: 83))
        window.setDevice(.iPhone15Pro, orientation: .landscape)
        #expect(window.layout().frame(of: "tabbar") == Rect(x: 0, y: 393 - 53, width: 852, height: 53))
        window.setDevice(.iPadPro11)
        #expect(window.layout().frame(of: "tabbar")?.height == 65)
    }

    @Test("frames numbers print without trailing zeros and with at most two decimals")
    func numberFormat() {
        #expect(Rect.format(37.333333) == "37.33")
        #expect(Rect.format(54) == "54")
        #expect(Rect.format(-4) == "-4")
        #expect(Rect.format(0.5) == "0.5")
    }

    @Test(
        "S3, S9: a page sheet on iPhone starts 10 pt below the safe-area top (SheetInteraction, The49) and its navigation bar is 56 pt, so the screen's safe-area top is 56 (wix/react-native-navigation#5730, Tencent/QMUI_iOS#877, HeathWang/HWPanModal#85)"
    )
    func pageSheet() throws {
        var window = Window()
        let root = try #require(try window.setRoot(.screen("A")).created)
        try window.present(.navigationController(root: .screen("S")), from: root)
        let layout = window.layout()
        #expect(layout.frame(of: "navbar:S") == Rect(x: 0, y: 69, width: 393, height: 56))
        #expect(layout.safeArea(of: "S") == EdgeInsets(top: 56, bottom: 34))
        // A full-screen presentation keeps the 44 pt bar.
        var full = Window()
        let fullRoot = try #require(try full.setRoot(.screen("A")).created)
        try full.present(.navigationController(root: .screen("F")), from: fullRoot, style: .fullScreen)
        #expect(full.layout().frame(of: "navbar:F")?.height == 44)
    }

    @Test(
        "a root navigation bar starts at the status bar's bottom, 53.67 on the 430-wide Dynamic Island phones (GKNavigationBarSwift#41: frame (0 53.6667; 430 44), status bar 54, safe top 59)"
    )
    func navigationBarTop() throws {
        for (device, top) in [(Device.iPhone15ProMax, 53 + 2.0 / 3), (Device.iPhone15Pro, 54), (Device.iPhone14, 47)] {
            var window = Window(device: device)
            try window.setRoot(.navigationController(root: .screen("A"), label: "n"))
            let layout = window.layout()
            let bar = try #require(layout.elements.first { $0.name == "navbar:A" })
            #expect(bar.frame == Rect(x: 0, y: top, width: device.screenWidth, height: 44), "\(device.id)")
            let status = try #require(layout.elements.first { $0.name == "statusbar" })
            #expect(status.frame.height == device.statusBarHeight, "\(device.id)")
        }
        var landscape = Window(device: .iPhone15ProMax)
        landscape.setDevice(.iPhone15ProMax, orientation: .landscape)
        try landscape.setRoot(.navigationController(root: .screen("A"), label: "n"))
        #expect(landscape.layout().elements.first { $0.name == "navbar:A" }?.frame.minY == 0)
    }

    @Test(
        "before iOS 26 a root navigation bar on the 402-wide phones starts at 56.33: safe top 62 − 5 − two pixels (GKNavigationBarSwift Sources/GKNavigationBarConfigure.swift, navBarForIphonePortrait)"
    )
    func navigationBarTop402() throws {
        var window = Window(device: .iPhone16Pro)
        try window.setRoot(.navigationController(root: .screen("A")))
        let bar = try #require(window.layout().frame(of: "navbar:A"))
        #expect(abs(bar.minY - (62 - 5 - 2.0 / 3)) < 1e-9)
        #expect(bar.height == 44)
        #expect(FramesRenderer.render(window).contains("navbar:A 0 56.33 402 44\n"))
        // The content still starts 44 below the safe-area top, as on the 393-wide phones.
        #expect(window.layout().safeArea(of: "A")?.top == 106)
    }
}
