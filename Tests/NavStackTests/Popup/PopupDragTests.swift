import Testing

@testable import NavStackCore

/// Gesture resolution (LNPopupController LNPopupController.mm:909-1245).
@Suite struct PopupDragTests {
    func presented(open: Bool = false, interaction: PopupInteractionStyle = .default) throws -> (Window, ControllerID) {
        var window = Window()
        let root = try #require(try window.setRoot(.screen("Host")).created)
        try window.updatePopupBar(on: root) { $0.interactionStyle = interaction }
        try window.presentPopupBar(with: .screen("Player"), on: root, openPopup: open)
        return (window, root)
    }

    @Test("snap, opening: an upward pan opens; a downward one is cancelled (_began, LNPopupController.mm:909-985)")
    func snapOpen() throws {
        let (window, root) = try presented()
        #expect(try window.resolvePopupDrag(on: root, translation: -10, velocity: -200).target == .open)
        #expect(try window.resolvePopupDrag(on: root, translation: 30, velocity: 200).target == .barPresented)
    }

    @Test("snap, closing: closes once the bar centre passes snapPercent (0.32) of the height (LNSnapPercentDefault)")
    func snapClose() throws {
        let (window, root) = try presented(open: true, interaction: .snap)
        // centre = −32 + dy; threshold 0.32 × 852 = 272.64 → dy > 304.64
        #expect(try window.resolvePopupDrag(on: root, translation: 304, velocity: 0).target == .open)
        #expect(try window.resolvePopupDrag(on: root, translation: 305, velocity: 0).target == .barPresented)
    }

    @Test("drag: v ≤ 0 opens unless it started open below 50%; v > 0 closes unless fully open (LNPopupController.mm:1178-1245)")
    func drag() throws {
        let (window, root) = try presented(open: true)
        // Automatic → drag while open. closed bar maxY = 818.
        let half = try window.resolvePopupDrag(on: root, translation: 500, velocity: -10)
        #expect(half.interaction == .drag)
        #expect(half.target == .barPresented)
        #expect(abs((half.percent ?? 0) - (1 - 500.0 / 818)) < 1e-9)
        #expect(try window.resolvePopupDrag(on: root, translation: 100, velocity: -10).target == .open)
        #expect(try window.resolvePopupDrag(on: root, translation: 100, velocity: 10).target == .barPresented)
        // Fully open (no movement) with a downward velocity: percent 1 → toggle only past 0.8 — stays.
        #expect(try window.resolvePopupDrag(on: root, translation: 0, velocity: 10).target == .open)
    }

    @Test(
        "drag: the percent's denominator is the dock's top less its insets without the bar's offset, so the outcome band moves: 667 on an SE, 818 with glass on a 15 Pro (LNPopupController.mm:1099-1107, :1124, :362-364)"
    )
    func dragLimitLeavesOutTheOffset() throws {
        // SE, legacy floating bar lifted by 4: closed maxY 663, limit 667.
        var se = Window(device: .iPhoneSE)
        let root = try #require(try se.setRoot(.screen("Host")).created)
        try se.updatePopupBar(on: root) { $0.interactionStyle = .drag }
        try se.presentPopupBar(with: .screen("Player"), on: root, openPopup: true)
        #expect(try #require(se.popupGeometry(of: root)).dragLimit == 667)
        // From open, v > 0 past percent 0.5 but not 1: closes; dy 332 gives 1 − 332/667 = 0.502.
        let resolution = try se.resolvePopupDrag(on: root, translation: 332, velocity: -1)
        #expect(abs((resolution.percent ?? 0) - (1 - 332.0 / 667)) < 1e-9)
        #expect(resolution.target == .open, "percent 0.502 ≥ 0.5 stays open; with 663 it would be 0.499 and close")
        // Glass on a 15 Pro: the bar dips by 6 (closed maxY 824), the limit stays 818.
        var glass = Window()
        glass.design = .glass
        let host = try #require(try glass.setRoot(.screen("Host")).created)
        try glass.presentPopupBar(with: .screen("Player"), on: host)
        let geometry = try #require(glass.popupGeometry(of: host))
        #expect(geometry.closedBarFrame.maxY == 824)
        #expect(geometry.dragLimit == 818)
    }

    @Test(
        "while the loading HUD shows a drag never reaches the bar: its overlay takes every touch (JFPopup JFToastView.swift:242, JFPopupView.swift:157, :174, :211-215)"
    )
    func loadingHUDTakesTheDrag() throws {
        var (window, root) = try presented()
        _ = window.showLoading()
        let before = window
        let (result, resolution) = try window.dragPopup(on: root, translation: -300, velocity: -900)
        #expect(result.warnings.map(\.messageID) == ["touchesBlockedByLoading"])
        #expect(resolution.target == .barPresented)
        #expect(window == before)
        _ = window.hideLoading()
        _ = try window.dragPopup(on: root, translation: -300, velocity: -900)
        #expect(try window.popupState(of: root) == .open)
    }

    @Test("none ignores pans; a drag with nothing presented warns")
    func none() throws {
        var (window, root) = try presented(interaction: .none)
        #expect(try window.resolvePopupDrag(on: root, translation: -300, velocity: -900).target == .barPresented)
        try window.dismissPopupBar(on: root)
        #expect(try window.dragPopup(on: root, translation: -10, velocity: -10).0.warnings.count == 1)
    }
}
