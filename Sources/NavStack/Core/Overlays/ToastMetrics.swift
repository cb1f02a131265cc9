/// JFPopup's toast and HUD constants (JerryFans/JFPopup 1.5.7). Each cites the library file or
/// function it comes from.
public enum ToastMetrics {
    /// `JFToastConfig.contentInset`: 12 top and bottom, 25 left and right (`JFToastView.swift`).
    package static let contentInset = EdgeInsets(top: 12, left: 25, bottom: 12, right: 25)
    /// `JFToastConfig.itemSpacing` between icon and title (`JFToastView.swift`).
    package static let itemSpacing = 5.0
    /// The title's max width is `screenWidth − 30 − inset.left − inset.right`
    /// (`JFToastView.configSubview`).
    static let titleWidthMargin = 30.0
    /// Corner radius outside island mode (`JFToastView.init(frame:)`).
    package static let cornerRadius = 10.0
    /// Side of the bundled success / fail icons: 120 px `@2x`
    /// (`Resources/success@2x.png`, `fail@2x.png`).
    package static let iconSide = 60.0
    /// Side of the loading spinner `jf_loading@2x.png`: 80 px `@2x`
    /// (`Resources/jf_loading@2x.png`).
    package static let spinnerSide = 40.0
    /// The band island mode adds above the content, the island's height
    /// (`JFToastView.configSubview`).
    package static let islandBand = 34.0
    /// Island mode's minimum width with an icon: `120 + 20` (`JFToastView.configSubview`).
    static let islandMinimumWidth = 140.0
    /// Island mode's minimum width without an icon: `120 + 20 + 20`
    /// (`JFToastView.configSubview`).
    static let islandMinimumWidthWithoutIcon = 160.0
    /// Island mode's corner radius with an icon (set last, so it wins over `H/2`)
    /// (`JFToastView.configSubview`).
    static let islandIconCornerRadius = 20.0
    /// The width of the pill a toast grows from and shrinks into: 120, measured by JFPopup's
    /// author from a simulator screenshot (JerryFans's article on adapting JFToastView to the
    /// Dynamic Island; `JFPopupAnimation.present`, `dismiss`).
    /// The device's real island may differ (126 × 37.33 at y 11 on an iPhone 15 Pro).
    static let islandPillWidth = 120.0
    /// The pill's height: 34 (`JFPopupAnimation.present`).
    static let islandPillHeight = 34.0
    /// The pill's centre y: 27, so it spans y 10…44 (`JFPopupAnimation.present`).
    static let islandPillCenterY = 27.0
    /// The corner radius animated to on dismiss: 17 (`JFPopupAnimation.dismiss`).
    package static let islandPillCornerRadius = 17.0
    /// An island toast's final top: centre y = H/2 + 10 (`JFPopupAnimation.present`).
    static let islandTop = 10.0
    /// JRBaseKit's `navigationBarHeight()` is `safeAreaInsets.top + 44`, whatever the bar
    /// (JRBaseKit `Size+Extenison.swift`).
    package static let navigationBarHeight = 44.0
    /// `.top`: top = navigationBarHeight + 15; `.bottom`: bottom = screenH − safeBottom − 15
    /// (`JFPopupAnimation.present`).
    static let edgeMargin = 15.0
    /// Present and dismiss animations: 0.25 s each (`JFPopupAnimation.present`, `dismiss`).
    static let animationMilliseconds = 250
    /// `JFPopupConfig.autoDismissDuration`: 2 s, counted from the end of the present
    /// animation (`JFPopupView.popup(into:)`).
    public static let defaultDuration = 2.0
    /// The loading HUD's insets without text: 35 on every side (`loading(hit:inView:)`).
    package static let loadingInset = EdgeInsets(top: 35, left: 35, bottom: 35, right: 35)
    /// The loading HUD's insets with text: 30 top and bottom, 47 left and right
    /// (`loading(hit:inView:)`).
    package static let loadingTextInset = EdgeInsets(top: 30, left: 47, bottom: 30, right: 47)
    /// The loading HUD's spacing between spinner and text: `itemSpacing(15)`
    /// (`loading(hit:inView:)`).
    package static let loadingItemSpacing = 15.0
}
