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

    @Test("none ignores pans; a drag with nothing presented warns")
    func none() throws {
        var (window, root) = try presented(interaction: .none)
        #expect(try window.resolvePopupDrag(on: root, translation: -300, velocity: -900).target == .barPresented)
        try window.dismissPopupBar(on: root)
        #expect(try window.dragPopup(on: root, translation: -10, velocity: -10).0.warnings.count == 1)
    }
}
