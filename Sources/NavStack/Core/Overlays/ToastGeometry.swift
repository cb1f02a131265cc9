/// The size, corner radius and frames of a positioned toast or the loading HUD on a device,
/// computed as `JFToastView.configSubview` sizes the view and `JFPopupAnimation` places it
/// (JFPopup 1.5.7).
///
///     let g = ToastGeometry(toast: Toast("Saved", position: .island), device: .iPhone15Pro)
///     g.frame         // 116.5 10 160 76   (W = max(38 + 50, 160), H = 12 + 12 + 34 + 18)
///     g.islandPill    // 136.5 10 120 34   (where it grows from and shrinks back to)
public struct ToastGeometry: Hashable, Sendable {
    /// The position used, after the island fallback.
    public var position: ToastPosition
    /// Whether it is drawn in island mode (the 34 pt band, island radii, the pill morph).
    public var isIslandMode: Bool
    /// The title label's width (0 without text).
    var titleWidth: Double
    /// The title label's height (0 without text).
    var titleHeight: Double
    /// The frame once presented.
    public var frame: Rect
    /// The corner radius once presented.
    public var cornerRadius: Double
    /// In island mode, the pill the toast grows out of and shrinks back into.
    var islandPill: Rect?

    /// A toast's geometry on `device` in `orientation`. A toast without a position takes
    /// `defaultPosition` (the process's ``OverlayState/defaultToastPosition``) as it is, island
    /// mode included wherever the screen is — JFPopup's default path does not test for an island
    /// again (`JFToastView.swift:276`, `JFPopupAnimation.swift:29-47`); with none captured yet,
    /// the device's own default.
    public init(toast: Toast, device: Device, orientation: Orientation = .portrait, defaultPosition: ToastPosition? = nil) {
        let hasIsland = device.hasDynamicIsland(orientation)
        let position =
            toast.position.map { $0.resolved(hasIsland: hasIsland) } ?? defaultPosition
            ?? ToastPosition.default(hasIsland: hasIsland)
        self.init(
            title: toast.text, icon: toast.icon?.size, inset: ToastMetrics.contentInset,
            spacing: ToastMetrics.itemSpacing, position: position, device: device, orientation: orientation)
    }

    /// The loading HUD's geometry: a toast with the 40 pt spinner as its icon and the HUD's
    /// insets and spacing (`loading(hit:inView:)`). On a device without an island it is centred.
    public init(hud: LoadingHUD, device: Device, orientation: Orientation = .portrait) {
        let island = hud.position == .island && device.hasDynamicIsland(orientation)
        self.init(
            title: hud.text ?? "", icon: (ToastMetrics.spinnerSide, ToastMetrics.spinnerSide),
            inset: hud.text == nil ? ToastMetrics.loadingInset : ToastMetrics.loadingTextInset,
            spacing: ToastMetrics.loadingItemSpacing, position: island ? .island : .center,
            device: device, orientation: orientation)
    }

    private init(
        title: String, icon: (width: Double, height: Double)?, inset: EdgeInsets, spacing: Double,
        position: ToastPosition, device: Device, orientation: Orientation
    ) {
        let screen = device.screenSize(orientation)
        let island = position == .island
        let titleSize = TextMetrics.size(
            title, font: .toastTitle,
            maxWidth: ToastGeometry.titleMaxWidth(screenWidth: screen.width, inset: inset))
        let size = ToastGeometry.size(title: titleSize, icon: icon ?? (0, 0), inset: inset, spacing: spacing, island: island)
        self.position = position
        isIslandMode = island
        titleWidth = titleSize.width
        titleHeight = titleSize.height
        cornerRadius = size.cornerRadius
        frame = ToastGeometry.frame(
            width: size.width, height: size.height, position: position, device: device,
            orientation: orientation)
        islandPill = island ? ToastGeometry.islandPill(screenWidth: screen.width) : nil
    }

    /// The frame while the dismiss animation runs: the pill in island mode (the view's model
    /// frame jumps to the animation's end value, as `UIView.animate` sets it), else unchanged
    /// (only alpha animates).
    public var dismissingFrame: Rect { islandPill ?? frame }

    /// The corner radius while dismissing: 17 in island mode (`JFPopupAnimation.dismiss`).
    public var dismissingCornerRadius: Double { isIslandMode ? ToastMetrics.islandPillCornerRadius : cornerRadius }
}

extension ToastGeometry {
    /// The title's max width: `screenWidth − 30 − left − right` (`JFToastView.configSubview`
    /// constraint).
    package static func titleMaxWidth(screenWidth: Double, inset: EdgeInsets) -> Double {
        screenWidth - ToastMetrics.titleWidthMargin - inset.left - inset.right
    }

    /// `JFToastView.configSubview`'s size and corner radius:
    /// `H = top + bottom + (island ? 34 : 0) + titleH + (icon ? (title ? spacing : 0) + iconH : 0)`;
    /// `W = contentW + left + right`, where `contentW = max(titleW, iconW)` except that an icon
    /// wider than `titleW − horInset` makes it `iconW` (the width-jump quirk); icon-only: `W = H`;
    /// island: `W ≥ 140` with an icon, `≥ 160` without. Radius 10; island: `H/2` after the
    /// title, then 20 with an icon.
    package static func size(
        title: (width: Double, height: Double), icon: (width: Double, height: Double),
        inset: EdgeInsets, spacing: Double, island: Bool
    )
        -> (width: Double, height: Double, cornerRadius: Double)
    {
        let hasTitle = title.width != 0 || title.height != 0
        let hasIcon = icon.width != 0 || icon.height != 0
        var height = inset.top + inset.bottom + (island ? ToastMetrics.islandBand : 0)
        let horizontalInset = inset.left + inset.right
        var contentWidth = max(title.width, icon.width)
        if icon.width > 0 && icon.width + horizontalInset > title.width {
            contentWidth = icon.width
        }
        var width = contentWidth + horizontalInset
        var radius = ToastMetrics.cornerRadius
        if hasTitle {
            height += title.height
            if island { radius = height / 2 }
        }
        if hasIcon {
            height += (hasTitle ? spacing : 0) + icon.height
            if !hasTitle { width = height }
            if island { radius = ToastMetrics.islandIconCornerRadius }
        }
        if island {
            width = max(width, hasIcon ? ToastMetrics.islandMinimumWidth : ToastMetrics.islandMinimumWidthWithoutIcon)
        }
        return (width, height, radius)
    }

    /// Where a toast of this size ends up (`JFPopupAnimation.present`): centred, or with
    /// its top at `safeTop + 44 + 15`, its bottom at `screenH − safeBottom − 15`, or its top at 10.
    package static func frame(
        width: Double, height: Double, position: ToastPosition, device: Device,
        orientation: Orientation
    ) -> Rect {
        let screen = device.screenSize(orientation)
        let safe = device.safeArea(orientation)
        let x = (screen.width - width) / 2
        let y: Double =
            switch position {
            case .center: (screen.height - height) / 2
            case .top: safe.top + ToastMetrics.navigationBarHeight + ToastMetrics.edgeMargin
            case .bottom: screen.height - safe.bottom - ToastMetrics.edgeMargin - height
            case .island: ToastMetrics.islandTop
            }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The 120 × 34 pill centred at (screenW/2, 27) (`JFPopupAnimation.present`, `dismiss`).
    static func islandPill(screenWidth: Double) -> Rect {
        Rect(
            x: screenWidth / 2 - ToastMetrics.islandPillWidth / 2,
            y: ToastMetrics.islandPillCenterY - ToastMetrics.islandPillHeight / 2,
            width: ToastMetrics.islandPillWidth, height: ToastMetrics.islandPillHeight)
    }
}
