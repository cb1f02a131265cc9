import Testing

@testable import NavStackCore

/// JFPopup's toast and HUD geometry (JFPopup 1.5.7 JFToastView.configSubview, JFPopupAnimation, loading(hit:inView:)), one formula per test.
@Suite struct ToastGeometryTests {
    func geometry(_ toast: Toast, _ device: Device = .iPhone15Pro, _ orientation: Orientation = .portrait) -> ToastGeometry {
        ToastGeometry(toast: toast, device: device, orientation: orientation)
    }

    @Test("the title's max width is screenW − 30 − left − right (JFToastView.configSubview)")
    func titleMaxWidth() {
        #expect(ToastGeometry.titleMaxWidth(screenWidth: 393, inset: ToastMetrics.contentInset) == 313)
        #expect(ToastGeometry.titleMaxWidth(screenWidth: 375, inset: ToastMetrics.contentInset) == 295)
    }

    @Test("text only: H = 12 + 12 + titleH, W = titleW + 25 + 25, radius 10 (JFToastView.configSubview)")
    func textOnly() {
        let g = geometry(Toast("Saved", position: .center))
        #expect(g.titleWidth == 38 && g.titleHeight == 18)
        #expect(g.frame.width == 88 && g.frame.height == 42)
        #expect(g.cornerRadius == 10)
        #expect(!g.isIslandMode && g.islandPill == nil)
    }

    @Test("a long title wraps at the max width, so a toast is at most screenW − 30 wide (JFToastView.configSubview)")
    func longTitle() {
        let g = geometry(Toast(String(repeating: "word ", count: 30), position: .center))
        #expect(g.titleWidth <= 313)
        #expect(g.frame.width <= 393 - 30)
        #expect(g.titleWidth == 293)  // eight words a line: 8 × 30 + 7 × 7.5
        #expect(g.titleHeight == 72)  // four lines: ceil(4 × 17.9)
    }

    @Test("icon only: W = H, the 60 pt icon makes an 84 × 84 square, radius 10 (JFToastView.configSubview)")
    func iconOnly() {
        let g = geometry(Toast("", icon: .success, position: .center))
        #expect(g.frame == Rect(x: 154.5, y: 384, width: 84, height: 84))
        #expect(g.cornerRadius == 10)
    }

    @Test("icon and title: H adds itemSpacing 5 and the icon; W = iconW + 50 below the jump (JFToastView.configSubview)")
    func iconAndTitle() {
        let g = geometry(Toast("Saved", icon: .fail, position: .center))
        #expect(g.frame.height == 12 + 18 + 5 + 60 + 12)
        #expect(g.frame.width == 110)
    }

    @Test("width-jump quirk: W = iconW + horInset until titleW reaches it, then titleW + horInset (JFToastView.configSubview)")
    func widthJump() {
        let inset = ToastMetrics.contentInset
        let below = ToastGeometry.size(title: (109, 18), icon: (60, 60), inset: inset, spacing: 5, island: false)
        let at = ToastGeometry.size(title: (110, 18), icon: (60, 60), inset: inset, spacing: 5, island: false)
        #expect(below.width == 110)
        #expect(at.width == 160)
    }

    @Test("center: the toast's centre is the screen's (JFPopupAnimation.present)")
    func center() {
        #expect(geometry(Toast("Saved", position: .center)).frame == Rect(x: 152.5, y: 405, width: 88, height: 42))
        #expect(geometry(Toast("Saved", position: .center), .iPhoneSE).frame == Rect(x: 143.5, y: 312.5, width: 88, height: 42))
    }

    @Test("top: top = safeTop + 44 + 15 (JRBaseKit navigationBarHeight = safeTop + 44, JFPopupAnimation.present)")
    func top() {
        #expect(geometry(Toast("Saved", position: .top)).frame.y == 118)
        #expect(geometry(Toast("Saved", position: .top), .iPhoneSE).frame.y == 79)
        #expect(geometry(Toast("Saved", position: .top), .iPhone15Pro, .landscape).frame.y == 59)
    }

    @Test("bottom: bottom = screenH − safeBottom − 15 (JFPopupAnimation.present)")
    func bottom() {
        #expect(geometry(Toast("Saved", position: .bottom)).frame.maxY == 803)
        #expect(geometry(Toast("Saved", position: .bottom), .iPhoneSE).frame.maxY == 652)
    }

    @Test("island title only: H adds the 34 band, W ≥ 160, radius H/2, top 10 (JFToastView.configSubview, JFPopupAnimation.present)")
    func islandTitle() {
        let g = geometry(Toast("Saved", position: .island))
        #expect(g.isIslandMode)
        #expect(g.frame == Rect(x: 116.5, y: 10, width: 160, height: 76))
        #expect(g.cornerRadius == 38)
    }

    @Test("island with an icon: W ≥ 140 and radius 20 wins over H/2; icon only is 140 × 118 (JFToastView.configSubview)")
    func islandIcon() {
        let iconOnly = geometry(Toast("", icon: .success, position: .island))
        #expect(iconOnly.frame == Rect(x: 126.5, y: 10, width: 140, height: 118))
        #expect(iconOnly.cornerRadius == 20)
        let both = geometry(Toast("Saved", icon: .success, position: .island))
        #expect(both.frame.width == 140 && both.frame.height == 141)
        #expect(both.cornerRadius == 20)
    }

    @Test("island morph: from and back to 120 × 34 centred at (screenW/2, 27), radius 17 (JFPopupAnimation.present, dismiss)")
    func islandMorph() {
        let g = geometry(Toast("Saved", position: .island))
        #expect(g.islandPill == Rect(x: 136.5, y: 10, width: 120, height: 34))
        #expect(g.dismissingFrame == g.islandPill)
        #expect(g.dismissingCornerRadius == 17)
        let plain = geometry(Toast("Saved", position: .top))
        #expect(plain.dismissingFrame == plain.frame)
    }

    @Test(
        "island without a Dynamic Island falls back to top (NavStack; JFPopup mis-places it: JFPopupAnimation.present tests only toastPosition)"
    )
    func islandFallback() {
        let se = geometry(Toast("Saved", position: .island), .iPhoneSE)
        #expect(se.position == .top && !se.isIslandMode && se.islandPill == nil)
        #expect(se.frame == Rect(x: 143.5, y: 79, width: 88, height: 42))
        let landscape = geometry(Toast("Saved", position: .island), .iPhone15Pro, .landscape)
        #expect(landscape.position == .top)
    }

    @Test("the default position is the island on island phones, else the centre (JFPopupConfig.toastPosition)")
    func defaultPosition() {
        #expect(geometry(Toast("Saved")).position == .island)
        #expect(geometry(Toast("Saved"), .iPhone16Pro).position == .island)
        #expect(geometry(Toast("Saved"), .iPhoneSE).position == .center)
        #expect(ToastPosition.default(hasIsland: false) == .center)
    }

    @Test("loading HUD: spinner 40 with insets 35 makes 110 × 110, centred, radius 10 (loading(hit:inView:))")
    func hud() {
        let g = ToastGeometry(hud: LoadingHUD(), device: .iPhone15Pro)
        #expect(g.frame == Rect(x: 141.5, y: 371, width: 110, height: 110))
        #expect(g.cornerRadius == 10)
        #expect(ToastGeometry(hud: LoadingHUD(), device: .iPhoneSE).frame == Rect(x: 132.5, y: 278.5, width: 110, height: 110))
    }

    @Test("island HUD: H = 35 + 35 + 34 + 40 = 144, W = max(144, 140), radius 20; centred without an island (loading(hit:inView:))")
    func islandHUD() {
        let g = ToastGeometry(hud: LoadingHUD(position: .island), device: .iPhone15Pro)
        #expect(g.frame == Rect(x: 124.5, y: 10, width: 144, height: 144))
        #expect(g.cornerRadius == 20)
        #expect(ToastGeometry(hud: LoadingHUD(position: .island), device: .iPhoneSE).position == .center)
    }

    @Test("HUD with text: insets 30/47, H = 60 + titleH + 15 + 40, W = 134 below titleW 134, else titleW + 94 (loading(hit:inView:))")
    func hudWithText() {
        let short = ToastGeometry(hud: LoadingHUD(text: "Loading"), device: .iPhone15Pro)
        #expect(short.frame.width == 134 && short.frame.height == 133)
        let long = ToastGeometry(hud: LoadingHUD(text: String(repeating: "x", count: 20)), device: .iPhone15Pro)
        #expect(long.frame.width == 150 + 94)
    }
}
