import Testing

@testable import NavStackCore

/// Docking, re-docking and the added safe-area inset (LNPopupController UIViewController+LNPopupSupport.mm:502-563, UIViewController+LNPopupSupportPrivate.mm:811-837).
@Suite struct PopupGeometryTests {
    func popup(
        on spec: ControllerSpec, device: Device = .iPhone15Pro, design: BarDesign = .legacy,
        _ setup: (inout Window, ControllerID) throws -> Void = { _, _ in }
    ) throws -> (Window, ControllerID) {
        var window = Window(device: device)
        window.design = design
        let root = try #require(try window.setRoot(spec).created)
        try setup(&window, root)
        try window.presentPopupBar(with: .screen("Player"), on: root)
        return (window, root)
    }

    @Test("tab bar showing: bar on the tab bar, y = 769 − 64 (tab bar dock, UIViewController+LNPopupSupportPrivate.mm:1261-1316)")
    func tabBar() throws {
        let (window, root) = try popup(on: .tabBarController([.navigationController(root: .screen("A"))]))
        let geometry = try #require(window.popupGeometry(of: root))
        #expect(geometry.dock == .tabbar)
        #expect(geometry.barFrame == Rect(x: 0, y: 705, width: 393, height: 64))
        #expect(geometry.addedInset == 64)
        #expect(window.layout().safeArea(of: "A")?.bottom == 147)
    }

    @Test(
        "tab bar hidden by hidesBottomBarWhenPushed: legacy re-docks on the safe-area edge, y = H − 64 − 34 (UIViewController+LNPopupSupportPrivate.mm:1234, 1261-1316)"
    )
    func redock() throws {
        var (window, root) = try popup(on: .tabBarController([.navigationController(root: .screen("A"), label: "n")]))
        var properties = ScreenProperties()
        properties.hidesBottomBarWhenPushed = true
        try window.pushViewController(.screen("B", properties), onto: try window.lookUp("n"))
        let geometry = try #require(window.popupGeometry(of: root))
        #expect(geometry.dock == .safearea)
        #expect(geometry.barFrame.y == 852 - 64 - 34)
        #expect(window.layout().safeArea(of: "B")?.bottom == 98)
    }

    @Test("glass tab bar: offset −8, added inset 56 for a 48 pt bar (_ln_updatePopupBarContainerInsets: inset = height − offset)")
    func glassTabBar() throws {
        let (window, root) = try popup(on: .tabBarController([.screen("A")]), design: .glass)
        let geometry = try #require(window.popupGeometry(of: root))
        #expect(geometry.barFrame == Rect(x: 0, y: 769 - 48 - 8, width: 393, height: 48))
        #expect(geometry.addedInset == 56)
    }

    @Test(
        "glass floatingCompact on a plain iPhone controller: y = 810 − 48 + 6 = 768 on a 844 pt screen; inset 42 (UIViewController+LNPopupSupport.mm:502-563; inset = height − offset)"
    )
    func glassPlain() throws {
        let (window, root) = try popup(on: .screen("Host"), device: .iPhone14, design: .glass)
        let geometry = try #require(window.popupGeometry(of: root))
        #expect(geometry.barFrame.y == 768)
        #expect(geometry.addedInset == 42)
    }

    @Test("legacy floating on a plain controller, H = 844: y = 810 − 64 = 746 (UIViewController+LNPopupSupport.mm:502-563)")
    func legacyPlain() throws {
        let (window, root) = try popup(on: .screen("Host"), device: .iPhone14)
        #expect(window.popupGeometry(of: root)?.barFrame.y == 746)
    }

    @Test(
        "navigation controller with a toolbar: legacy dock = H − toolbar − safe bottom (UIViewController+LNPopupSupportPrivate.mm:2320-2391)"
    )
    func toolbar() throws {
        let (window, root) = try popup(on: .navigationController(root: .screen("A"))) { window, root in
            try window.setToolbarHidden(false, on: root)
        }
        let geometry = try #require(window.popupGeometry(of: root))
        #expect(geometry.dock == .toolbar)
        #expect(geometry.barFrame.y == 852 - 34 - 44 - 64)
        #expect(window.layout().safeArea(of: "A")?.bottom == Double(34 + 44 + 64))
    }

    @Test("children's safe-area bottom equals the bar's top edge, for every container kind and design")
    func insetMatchesBar() throws {
        let specs: [ControllerSpec] = [
            .screen("A"), .navigationController(root: .screen("A")),
            .tabBarController([.navigationController(root: .screen("A"))]),
            .koinuNavigationController(root: .screen("A")),
        ]
        for device in Device.all {
            for design in BarDesign.allCases {
                for spec in specs {
                    let (window, root) = try popup(on: spec, device: device, design: design)
                    let layout = window.layout()
                    let bar = try #require(layout.popups[root]?.barFrame)
                    guard let safe = layout.safeArea(of: "A") else {
                        // Glass bars on iPad were never recorded: the safe area is not known.
                        #expect(design == .glass && device.idiom == .pad && layout.unknown["safearea:A"] != nil, "\(device.id) \(spec)")
                        continue
                    }
                    #expect(
                        abs(window.screenBounds.height - safe.bottom - bar.minY) < 0.001,
                        "\(device.id) \(design) \(spec): safe bottom \(safe.bottom), bar \(bar)")
                }
            }
        }
    }

    @Test("a custom docking view: bar above it by the margin; hidden falls back to the internal dock (header LNPopupCustomContainer)")
    func customDock() throws {
        var (window, root) = try popup(on: .screen("Host"))
        try window.setPopupDockingView(PopupDockingView(height: 50, margin: 8), on: root)
        #expect(window.popupGeometry(of: root)?.barFrame.y == Double(852 - 50 - 64 - 8))
        #expect(window.popupDock(of: root) == .custom)
        try window.setPopupDockingView(PopupDockingView(height: 50, margin: 8, isHidden: true), on: root)
        #expect(window.popupDock(of: root) == .safearea)
    }

    @Test(
        "a hidden custom docking view on a tab bar controller or a navigation controller with a toolbar hands back to the support view: the bar sits on the safe-area edge, y 754, over the bar (UIViewController+LNPopupSupportPrivate.mm:1261-1276, :1305-1309, :2299-2304, :2320-2325, :2376-2381)"
    )
    func hiddenCustomDockFallsBackToSafeArea() throws {
        let hidden = PopupDockingView(height: 50, margin: 8, isHidden: true)
        var (tabbed, tabs) = try popup(on: .tabBarController([.navigationController(root: .screen("A"))]))
        try tabbed.setPopupDockingView(hidden, on: tabs)
        #expect(tabbed.popupDock(of: tabs) == .safearea)
        #expect(tabbed.popupGeometry(of: tabs)?.barFrame.y == 754)
        #expect(tabbed.layout().frame(of: "tabbar")?.y == 769, "the tab bar stays where it is, under the bar")
        var (navigation, nav) = try popup(on: .navigationController(root: .screen("B"))) { window, nav in
            try window.setToolbarHidden(false, on: nav)
        }
        try navigation.setPopupDockingView(hidden, on: nav)
        #expect(navigation.popupDock(of: nav) == .safearea)
        #expect(navigation.popupGeometry(of: nav)?.barFrame.y == 754)
        // Without the docking view the toolbar is the dock again.
        try navigation.setPopupDockingView(nil, on: nav)
        #expect(navigation.popupDock(of: nav) == .toolbar)
    }

    @Test(
        "glass on a Plus or Max iPhone in landscape: regular width, so no +6 dip (UIViewController+LNPopupSupport.mm:546-549; Apple HIG device size classes)"
    )
    func glassRegularWidthLandscape() throws {
        #expect(Device.iPhone15ProMax.horizontalSizeClass(.landscape) == .regular)
        #expect(Device.iPhone15ProMax.horizontalSizeClass(.portrait) == .compact)
        #expect(Device.iPhone15Pro.horizontalSizeClass(.landscape) == .compact)
        #expect(Device.iPadPro11.horizontalSizeClass(.portrait) == .regular)
        var (window, root) = try popup(on: .screen("Host"), device: .iPhone15ProMax, design: .glass)
        window.setDevice(.iPhone15ProMax, orientation: .landscape)
        let geometry = try #require(window.popupGeometry(of: root))
        // Landscape 932 × 430, safe bottom 21, floatingCompact bar.
        #expect(geometry.barFrame.maxY == 430 - 21)
        var (compact, compactRoot) = try popup(on: .screen("Host"), device: .iPhone15Pro, design: .glass)
        compact.setDevice(.iPhone15Pro, orientation: .landscape)
        #expect(try #require(compact.popupGeometry(of: compactRoot)).barFrame.maxY == 393 - 21 + 6)
    }

    @Test(
        "glass, custom bar on an iPhone: custom bars resolve as floating with glass and do not want the full width by default, so the +6 dip applies (LNPopupBar.mm:126-135, LNPopupBar.h:202-205, UIViewController+LNPopupSupport.mm:513-549)"
    )
    func glassCustomBarDips() throws {
        #expect(PopupMetrics.safeAreaOffset(.custom, design: .glass, device: .iPhone15Pro, windowBottomInset: 34) == 6)
        #expect(PopupMetrics.safeAreaOffset(.custom, design: .legacy, device: .iPhone15Pro, windowBottomInset: 34) == 0)
        #expect(PopupMetrics.safeAreaOffset(.custom, design: .glass, device: .iPhoneSE, windowBottomInset: 0) == -10)
    }

    @Test(
        "legacy, popup open: the tab bar or toolbar it docks to slides off the bottom (y 852) and comes back when it closes (LNPopupController.mm:289-301, :362-372, :379-417)"
    )
    func bottomBarSlidesOffWhileOpen() throws {
        var (tabbed, tabs) = try popup(on: .tabBarController([.navigationController(root: .screen("A"))]))
        try tabbed.openPopup(on: tabs)
        #expect(tabbed.layout().frame(of: "tabbar") == Rect(x: 0, y: 852, width: 393, height: 83))
        try tabbed.closePopup(on: tabs)
        #expect(tabbed.layout().frame(of: "tabbar")?.y == 769)
        var (navigation, nav) = try popup(on: .navigationController(root: .screen("B"))) { window, nav in
            try window.setToolbarHidden(false, on: nav)
        }
        try navigation.openPopup(on: nav)
        #expect(navigation.layout().frame(of: "toolbar")?.y == 852)
        // Glass leaves the bar where it is.
        var (glass, glassTabs) = try popup(on: .tabBarController([.screen("C")]), design: .glass)
        try glass.openPopup(on: glassTabs)
        #expect(glass.layout().frame(of: "tabbar")?.y == 769)
    }

    @Test(
        "the popup inset reaches the first direct descendant that is not a tab bar or navigation controller: a plain navigation tab's toolbar stays on the tab bar (y 725) under the bar, the screen's safe bottom is 83 + 44 + 64; Koinu's container takes it, so its toolbar sits above the bar (UIViewController+LNPopupSupportPrivate.mm:1009-1035, :1305-1314, :2393-2396; LNPopupController#209)"
    )
    func popupInsetReachesDirectDescendantsOnly() throws {
        let (plain, _) = try popup(on: .tabBarController([.navigationController(root: .screen("A"), label: "n")])) { window, _ in
            try window.setToolbarHidden(false, on: try window.lookUp("n"))
        }
        let layout = plain.layout()
        #expect(layout.frame(of: "popupbar")?.y == 705)
        #expect(layout.frame(of: "toolbar")?.y == 725)
        #expect(layout.safeArea(of: "A")?.bottom == 191)
        var (koinu, tabs) = try popup(on: .tabBarController([.koinuNavigationController(root: .screen("Home"), label: "k")]))
        try koinu.pushViewController(.screen("C"), onto: try koinu.lookUp("k"))
        try koinu.setToolbarHidden(false, on: try #require(koinu.navigationController(of: try koinu.require("C"))))
        #expect(koinu.popupGeometry(of: tabs)?.barFrame.y == 705)
        #expect(koinu.layout().frame(of: "toolbar")?.y == 661)
        #expect(koinu.layout().safeArea(of: "C")?.bottom == 191)
    }

    @Test(
        "open: the bar moves above the container, the content fills it and sees the safe area without the popup inset (LNPopupController.mm:267-360; _uCOIFPIN)"
    )
    func open() throws {
        var (window, root) = try popup(on: .screen("Host"))
        try window.openPopup(on: root)
        let layout = window.layout()
        #expect(layout.frame(of: "popupbar") == Rect(x: 0, y: -64, width: 393, height: 64))
        #expect(layout.frame(of: "popupcontent") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(layout.safeArea(of: "Player") == EdgeInsets(top: 59, bottom: 34))
    }
}
