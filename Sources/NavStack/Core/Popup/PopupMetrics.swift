/// LNPopupController's style resolution, bar heights and docking offsets.
/// Source: LNPopupController 4.5.6 `LNPopupBar.mm`, `UIViewController+LNPopupSupport.mm`.
package enum PopupMetrics {
    /// `_LNPopupResolveBarStyleFromBarStyle` (LNPopupBar.mm:122-233). Glass: every bar floats;
    /// `default` is `floatingCompact` on iPhone, `floating` on iPad; `compact` → `floatingCompact`,
    /// `prominent` → `floating`. Legacy: `default` → `floating` (iOS 17+).
    package static func resolvedStyle(_ style: PopupBarStyle, design: BarDesign, idiom: Device.Idiom) -> PopupBarStyle {
        switch (design, style) {
        case (.glass, .default): idiom == .phone ? .floatingCompact : .floating
        case (.glass, .compact): .floatingCompact
        case (.glass, .prominent): .floating
        case (.legacy, .default): .floating
        default: style
        }
    }

    /// `_LNPopupBarHeightForPopupBar` (LNPopupBar.mm:47-120): compact 40, prominent 64, floating
    /// 58 and floatingCompact 48, each +6 on the legacy path; a floating bar on a (regular-width)
    /// iPad adds 6 more; custom bars take their own height. Dynamic Type is at its default size.
    package static func barHeight(
        _ resolved: PopupBarStyle, configuration: PopupBarConfiguration,
        design: BarDesign, idiom: Device.Idiom
    ) -> Double {
        let legacyFloating: Double = design == .legacy ? 6 : 0
        switch resolved {
        case .compact: return 40
        case .prominent, .default: return 64
        case .floating: return 58 + legacyFloating + (idiom == .pad ? 6 : 0)
        case .floatingCompact: return 48 + legacyFloating
        case .custom: return max(0, configuration.customHeight)
        }
    }

    /// The offset of a bar docked to the bottom safe area (`_ln_popupOffsetForPopupBar`,
    /// UIViewController+LNPopupSupport.mm:502-549):
    /// non-floating bars 0; floating bars: no bottom inset in the window → glass −10, legacy −4;
    /// iPad or regular width (a Plus or Max iPhone in landscape) → 0; compact width → glass +6
    /// (the bar dips into the home-indicator area), legacy 0. A custom bar counts as floating
    /// with glass (LNPopupBar.mm:126-135) and does not want the full bar width
    /// (`customBarWantsFullBarWidth` defaults to NO, LNPopupBar.h:202-205; NavStack does not
    /// model setting it).
    package static func safeAreaOffset(
        _ resolved: PopupBarStyle, design: BarDesign, device: Device, orientation: Orientation = .portrait,
        windowBottomInset: Double
    ) -> Double {
        let floating = resolved.isFloating || (resolved == .custom && design == .glass)
        guard floating else { return 0 }
        if windowBottomInset == 0 { return design == .glass ? -10 : -4 }
        if device.horizontalSizeClass(orientation) == .regular { return 0 }
        return design == .glass ? 6 : 0
    }

    /// The resolved close button (LNPopupCloseButton.mm:25-78): legacy `default` → grabber,
    /// glass → prominentGlass.
    package static func resolvedCloseButton(_ style: PopupCloseButtonStyle, design: BarDesign) -> PopupCloseButtonStyle {
        style == .default ? (design == .glass ? .prominentGlass : .grabber) : style
    }

    /// The resolved progress view (LNPopupBar.mm:282): `default` → none.
    package static func resolvedProgressView(_ style: PopupProgressViewStyle) -> PopupProgressViewStyle {
        style == .default ? .none : style
    }

    /// The interaction in effect (LNPopupController.mm:52-85): 4.x resolves `default` to
    /// automatic — snap while the bar is presented (opening), drag while open (closing).
    package static func effectiveInteraction(_ style: PopupInteractionStyle, state: PopupPresentationState) -> PopupInteractionStyle {
        guard style == .default else { return style }
        return state == .open ? .drag : .snap
    }
}
