/// UIKit's bars with iOS 26's Liquid Glass (``BarDesign/glass``), on iPhone in portrait.
///
/// Grades as the documentation uses them (docs/Glass.md): **A** recorded output or source
/// code, **B** Apple's documentation or headers, **C** a modelling choice, **D** not known,
/// which the model leaves out and warns about ("not known for iOS 26: …") instead of
/// guessing. The reference device is the 402 × 874 iPhone 16 Pro (safe area 62 / 34).
public enum GlassMetrics {
    /// The navigation bar: 54 tall, its top at the window's safe-area top — the Dynamic
    /// Island offset of iOS 18 (``Device/navigationBarTop``) is gone (A:
    /// QuintGao/GKNavigationBarSwift `Sources/GKNavigationBarConfigure.swift`, "液态屏，导航栏y值和安全区域顶部高度一致，导航栏高度变成54";
    /// GKNavigationBarSwift#47; XCUITest dumps: `NavigationBar, {{0.0, 62.0}, {402.0, 54.0}}`).
    package static let navigationBarHeight: Double = 54

    /// What a large title adds below the bar (C: a rendering library's measurement on
    /// iOS 26.1 without a status bar; the legacy value).
    static let largeTitleHeight: Double = 52

    /// The `UITabBar` view's height above the home indicator: 49, as before iOS 26 — the
    /// view keeps its frame, `(0, H − 49 − safeBottom, W, 49 + safeBottom)`, and the glass
    /// platter floats inside it (A: XCUITest dumps `TabBar, {{0.0, 791.0}, {402.0, 83.0}}`).
    /// On iPhones with a Home button the region is 72 tall (C: a rendering library's 375-pt
    /// golden image).
    package static func tabBarHeight(_ device: Device) -> Double {
        device.hasHomeButton ? 72 : 49
    }

    /// The platter's height (A: view dumps of `_UITabBarPlatterView`, `… 360 62`).
    static let platterHeight: Double = 62
    /// Its distance from each side of the screen when it is as wide as it gets: 21 (A on
    /// the 402-pt phone, `21 791 360 62`; C on other widths).
    package static let platterSideMargin: Double = 21
    /// The inset of the tab buttons in the platter, each side and at the top (A:
    /// cashapp/AccessibilitySnapshot#272, `_UITabButton` frames `(4 4; 94 54)`).
    static let buttonInset: Double = 4
    /// A tab button's height (A: the same frames).
    static let buttonHeight: Double = 54
    /// The bottom accessory's height, expanded and inline alike (A: a layout trace
    /// `360x48@21,735`, iPhone 17 Pro, iOS 26.5 simulator).
    static let accessoryHeight: Double = 48
    /// The gap between the accessory and the platter below it (A: the same trace, 735 + 48 + 8
    /// = 791).
    static let accessoryGap: Double = 8

    /// Why the glass bars' frames are not known for `device` in `orientation`, or `nil` when
    /// they are: only iPhone in portrait was ever recorded. On iPad the tab bar floats at the
    /// top in regular width (Apple, "Elevating your iPad app with a tab bar and sidebar"), at a
    /// frame nobody recorded; iPhone landscape was not recorded either.
    static func unknownBars(_ device: Device, _ orientation: Orientation) -> String? {
        if device.idiom == .pad { return "the bars' frames on iPad (\(device.name))" }
        if orientation == .landscape { return "the bars' frames on iPhone in landscape" }
        return nil
    }

    /// The platter's width for `count` buttons on a screen `width` wide: `86·n + 16.25`
    /// rounded to whole points, at most `width − 42` (A: 3 buttons `64 791 274 62`, 5 buttons
    /// `21 791 360 62`; the rounding follows the 3-button recording).
    static func platterWidth(buttons count: Int, screenWidth width: Double) -> Double {
        min(width - 2 * platterSideMargin, (86 * Double(count) + 16.25).rounded())
    }

    /// The platter in `tabBar`'s frame (the `UITabBar` view): pinned to the view's top,
    /// centred (A). Its bottom is then 21 above the screen's on Face ID phones and 10 on Home
    /// button phones (C).
    static func platterFrame(in tabBar: Rect, buttons count: Int) -> Rect {
        let width = platterWidth(buttons: count, screenWidth: tabBar.width)
        return Rect(x: tabBar.x + (tabBar.width - width) / 2, y: tabBar.y, width: width, height: platterHeight)
    }

    /// The tab buttons in `platter`, leading first: inset 4, 54 tall, at a pitch of
    /// `p = (w − 16.25) / n`, each `p + 8.25` wide, so neighbours overlap by 8.25; origins and
    /// widths in whole points (A for 3 buttons: x 4 / 90 / 176 inside the platter, 94 wide,
    /// cashapp/AccessibilitySnapshot#272; C for other counts, within 0.2 pt of published
    /// measurements of 5).
    static func buttonFrames(in platter: Rect, count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let pitch = (platter.width - 16.25) / Double(count)
        let width = (pitch + 8.25).rounded()
        return (0..<count).map { index in
            Rect(
                x: platter.x + buttonInset + (pitch * Double(index)).rounded(), y: platter.y + buttonInset, width: width,
                height: buttonHeight)
        }
    }

    /// The bottom accessory above `platter`, in the tab bar controller's view `container`: as
    /// wide as the widest platter (21 from each side),
    /// 48 tall, 8 above the platter; its content sees `.regular` (A on the 402-pt phone,
    /// `21 735 360 48`; C for the width on other phones).
    static func accessoryFrame(above platter: Rect, in container: Rect) -> Rect {
        Rect(
            x: container.x + platterSideMargin, y: platter.minY - accessoryGap - accessoryHeight,
            width: container.width - 2 * platterSideMargin, height: accessoryHeight)
    }

    /// The bottom accessory while the tab bar is hidden (a pushed screen that
    /// `hidesBottomBarWhenPushed`, or `setTabBarHidden`): "at the bottom of the
    /// UITabBarController's view" (B: Apple doc `UITabAccessory.Environment.regular`), on the
    /// line the platter's bottom would be on (A: `21 805 360 48` on the 874-pt phone).
    static func accessoryFrame(bottomOf container: Rect, device: Device) -> Rect {
        let bottom = container.maxY - (device.hasHomeButton ? 10 : platterSideMargin)
        return Rect(
            x: container.x + platterSideMargin, y: bottom - accessoryHeight, width: container.width - 2 * platterSideMargin,
            height: accessoryHeight)
    }
}
