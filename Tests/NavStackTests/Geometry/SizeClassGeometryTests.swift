import Testing

@testable import NavStackCore
@testable import NavStackScript

/// G1, G2 and the devices people test on now: where a phone's landscape is regular width, how
/// tall a Face ID iPad's tab bar is, and each new device's values with its source.
@Suite("Size classes, iPad tab bars and current devices")
struct SizeClassGeometryTests {
    static let landscapeCases: [(Device, Double, Double, Bool)] = [
        (.iPhone15ProMax, 44, 70, false), (.iPhone16Plus, 44, 70, false), (.iPhone16ProMax, 44, 70, false),
        (.iPhoneAir, 44, 70, false), (.iPhone15Pro, 32, 53, true), (.iPhone16Pro, 32, 53, true), (.iPhoneSE, 32, 32, true),
    ]
    static let padCases: [(Device, Double)] = [(.iPadPro11, 65), (.iPadMini, 65), (.iPadAir11, 65), (.iPad10Point2, 50)]
    static let barTopCases: [(Device, Double)] = [
        (.iPhone16Plus, 53 + 2.0 / 3), (.iPhone16ProMax, 56 + 1.0 / 3), (.iPhone17, 56 + 1.0 / 3),
        (.iPhone17ProMax, 56 + 1.0 / 3), (.iPhoneAir, 62 + 1.0 / 3),
    ]

    @Test(
        "a Pro Max (and any 414-pt or wider phone) in landscape is regular width: 44 pt navigation bar, 49 + 21 = 70 pt tab bar, standard appearance slots; compact-width landscape phones keep 32 pt bars and the compact slots (QMUI_iOS#633, #1198; flutter/flutter#39258; fluentui-apple Navigation.md; CRToast)",
        arguments: landscapeCases)
    func landscapeBars(device: Device, navigationBar: Double, tabBar: Double, compact: Bool) throws {
        var window = Window(device: device)
        window.setDevice(device, orientation: .landscape)
        try window.setRoot(.tabBarController([.navigationController(root: .screen("A"))]))
        let layout = window.layout()
        #expect(layout.frame(of: "navbar:A")?.height == navigationBar, "\(device.id)")
        #expect(layout.frame(of: "tabbar")?.height == tabBar, "\(device.id)")
        #expect(window.barsAreCompact == compact, "\(device.id)")
        #expect(device.usesCompactBars(.portrait) == false)
    }

    @Test(
        "the Max's landscape bar resolves the standard slot, not the compact one (G1; Apple doc UINavigationBar.compactAppearance: the small bar in landscape)"
    )
    func landscapeSlots() {
        let max = ScriptRun(
            """
            device iphone-15-pro-max landscape
            root n=uinav(A)
            set n standard=opaque compact=transparent
            scroll A middle
            expect appearance A navbar source=bar.standard
            device iphone-15-pro landscape
            expect appearance A navbar source=bar.compact
            """)
        #expect(max.errors == [])
    }

    @Test(
        "a Face ID iPad's tab bar is 65 pt with its 20 pt bottom inset (45 above it), and what docks to it moves with it: the popup bar, the tab's safe area (QMUI_iOS#1280: iPad Pro 12.9\", iOS 14.5, tab bar 65; #633, #475; GKNavigationBarSwift tabBarHeight); an iPad with a Home button keeps 50",
        arguments: padCases)
    func padTabBar(device: Device, height: Double) throws {
        var window = Window(device: device)
        let tabs = try #require(try window.setRoot(.tabBarController([.screen("A")], label: "t")).created)
        try window.presentPopupBar(with: .screen("Player"), on: tabs)
        let layout = window.layout()
        let bar = try #require(layout.frame(of: "tabbar"))
        #expect(bar == Rect(x: 0, y: device.screenHeight - height, width: device.screenWidth, height: height), "\(device.id)")
        #expect(layout.frame(of: "popupbar")?.maxY == bar.minY, "\(device.id)")
        #expect(layout.safeArea(of: "A")?.bottom == height + (layout.frame(of: "popupbar")?.height ?? 0), "\(device.id)")
    }

    @Test(
        "the iPhone 16 and 17 lines start their navigation bar where GKNavigationBarSwift measured it: 53.67 at safe top 59 on the 430-wide phones, 56.33 at 62, 62.33 on the Air (GKNavigationBarConfigure.swift navBarForIphonePortrait)",
        arguments: barTopCases)
    func navigationBarTop(device: Device, top: Double) throws {
        var window = Window(device: device)
        try window.setRoot(.navigationController(root: .screen("A")))
        let bar = try #require(window.layout().frame(of: "navbar:A"))
        #expect(abs(bar.minY - top) < 0.001, "\(device.id)")
    }

    @Test(
        "a device whose values are not all established says so when chosen, naming the stand-ins; a device whose values are cited says nothing (docs/Rules.md)"
    )
    func notEstablishedWarns() {
        let run = ScriptRun("device iphone-air\ndevice iphone-16\ndevice ipad-10-2\nroot A")
        #expect(run.errors == [])
        #expect(run.warnings.count == 1)
        #expect(run.warnings.first?.contains("iPhone Air: not established") == true)
        #expect(Device.iPhone16.notEstablished.isEmpty && Device.iPad10Point2.notEstablished.isEmpty)
        // Every device whose status bar is a stand-in says so, the 16 Pro whose value the others
        // borrow included (docs/Rules.md lists it as not established).
        for device in [Device.iPhone16Pro, .iPhone16ProMax, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir] {
            #expect(device.notEstablished.contains { $0.hasPrefix("the status bar's height") }, "\(device.id)")
        }
        #expect(Device.all.allSatisfy { Device.named($0.id) == $0 })
        #expect(Set(Device.all.map(\.id)).count == Device.all.count)
    }
}
