import Testing

@testable import NavStackCore

/// The interactive toast stack: formulas (Kavsoft "SwiftUI Toasts | Xcode 16"), the state machine and the frames.
@Suite struct ToastStackTests {
    func window(_ texts: [String], device: Device = .iPhone15Pro) throws -> Window {
        var window = Window(device: device)
        for text in texts { try window.addStackToast(text) }
        return window
    }

    @Test("collapsed offset is −min(i × 15, 30) (Kavsoft offsetY)")
    func offsetFormula() {
        #expect((0...4).map(ToastStack.collapsedOffsetY) == [0, -15, -30, -30, -30])
    }

    @Test("collapsed scale is 1 − min(i × 0.1, 1), 0 from index 10 (Kavsoft scale)")
    func scaleFormula() {
        let scales = [0, 1, 2, 3, 9, 10, 12].map(ToastStack.collapsedScale)
        let expected = [1, 0.9, 0.8, 0.7, 0.1, 0, 0]
        for (actual, wanted) in zip(scales, expected) { #expect(abs(actual - wanted) < 1e-12) }
    }

    @Test("index = (count − 1) − arrayIndex, so the newest toast is 0 (Kavsoft ToastsView)")
    func indices() throws {
        let stack = try window(["A", "B", "C"]).toastStack
        #expect(stack.item(at: 0)?.text == "C")
        #expect(stack.item(at: 2)?.text == "A")
        #expect(stack.item(at: 3) == nil && stack.item(at: -1) == nil)
    }

    @Test("expanded toasts have offset 0 and scale 1 (Kavsoft visualEffect, isExpanded)")
    func expandedTransform() throws {
        var window = try window(["A", "B", "C"])
        window.tapToastStack()
        #expect(window.toastStack.offsetY(at: 2) == 0 && window.toastStack.scale(at: 2) == 1)
    }

    @Test("drags move leftward only: offset = translation < 0 ? translation : 0 (Kavsoft onChanged)")
    func dragOffset() {
        #expect(ToastStack.dragOffset(translation: -40) == -40)
        #expect(ToastStack.dragOffset(translation: 40) == 0)
    }

    @Test("release removes when −(velocity/2 + translation) > 200, else springs back (Kavsoft onEnded)")
    func threshold() {
        #expect(ToastStack.removesOnRelease(translation: -201, velocity: 0))
        #expect(!ToastStack.removesOnRelease(translation: -200, velocity: 0))
        #expect(ToastStack.removesOnRelease(translation: -150, velocity: -101))
        #expect(!ToastStack.removesOnRelease(translation: -150, velocity: -100))
        #expect(ToastStack.removesOnRelease(translation: 50, velocity: -600))  // the raw values count
        #expect(!ToastStack.removesOnRelease(translation: -250, velocity: 200))
    }

    @Test(
        "tap toggles expanded; the backdrop tap collapses; tapping an empty stack or a missing backdrop warns (Kavsoft onTapGesture and backdrop)"
    )
    func taps() throws {
        var window = try window(["A"])
        #expect(window.tapToastStackBackdrop().warnings == [.noBackdrop])
        window.tapToastStack()
        #expect(window.toastStack.isExpanded)
        window.tapToastStack()
        #expect(!window.toastStack.isExpanded)
        window.tapToastStack()
        #expect(window.tapToastStackBackdrop().warnings.isEmpty)
        #expect(!window.toastStack.isExpanded)
        var empty = Window()
        #expect(empty.tapToastStack().warnings == [.stackEmpty])
    }

    @Test("removing the last toast collapses (Kavsoft onChange(of: toasts.isEmpty))")
    func removeLastCollapses() throws {
        var window = try window(["A"])
        window.tapToastStack()
        try window.swipeStackToast(at: 0, translation: -250)
        #expect(window.toastStack.count == 0)
        #expect(!window.toastStack.isExpanded)
        var cleared = try self.window(["A", "B"])
        cleared.tapToastStack()
        cleared.clearToastStack()
        #expect(cleared.toastStack.count == 0 && !cleared.toastStack.isExpanded)
    }

    @Test("a swipe under the threshold springs back and keeps the toast")
    func springBack() throws {
        var window = try window(["A", "B"])
        let before = window
        #expect(try window.swipeStackToast(at: 0, translation: -150, velocity: -80).warnings.isEmpty)
        #expect(window == before)
    }

    @Test("collapsed, only the front toast takes drags; expanded, any toast does (Kavsoft DragGesture)")
    func frontOnly() throws {
        var window = try window(["A", "B", "C"])
        #expect(try window.swipeStackToast(at: 1, translation: -300).warnings == [.onlyFrontToastDraggable(1)])
        #expect(window.toastStack.count == 3)
        window.tapToastStack()
        try window.swipeStackToast(at: 1, translation: -300)
        #expect(window.toastStack.items.map(\.text) == ["A", "C"])
    }

    @Test("a drag under DragGesture's 10 pt minimum distance never begins (Apple doc DragGesture)")
    func minimumDistance() throws {
        var window = try window(["A"])
        #expect(try window.swipeStackToast(at: 0, translation: -9, velocity: -2000).warnings == [.dragTooShort(-9)])
        #expect(window.toastStack.count == 1)
    }

    @Test("the removed toast is drawn on top, where it was let go, until .bouncy's 0.5 s ends (Kavsoft zIndex 1000)")
    func leaving() throws {
        var window = try window(["A", "B"])
        try window.swipeStackToast(at: 0, translation: -250)
        let names = window.layout().elements.map(\.name)
        #expect(names.suffix(2) == ["stack:0", "stack:leaving"])
        // "B" (80 wide) was at x 156.5; let go 250 pt to the left.
        #expect(window.layout().frame(of: "stack:leaving") == Rect(x: -93.5, y: 758, width: 80, height: 45))
        #expect(window.toastStack.leaving.first?.item.isDeleting == true)
        try window.advanceClock(bySeconds: 0.499)
        #expect(window.toastStack.leaving.count == 1)
        try window.advanceClock(bySeconds: 0.001)
        #expect(window.toastStack.leaving.isEmpty)
    }

    @Test("bad swipes are rejected: an index out of range, a non-finite amount; empty text is rejected")
    func invalid() throws {
        var window = try window(["A"])
        #expect(throws: OverlayError.noStackToast(index: 1, count: 1)) { try window.swipeStackToast(at: 1, translation: -300) }
        #expect(throws: OverlayError.self) { try window.swipeStackToast(at: 0, translation: .nan) }
        #expect(throws: OverlayError.self) { try window.swipeStackToast(at: 0, translation: -300, velocity: -.infinity) }
        #expect(throws: OverlayError.emptyStackToast) { try window.addStackToast("") }
    }

    @Test(
        "toast size: 15 + icon 20 + 12 + callout text + 15 + trailing 10 wide, 12 + 21 + 12 tall (Kavsoft demo toast: .padding(.horizontal, 15) and .padding(.trailing, 10), both transcriptions)"
    )
    func itemSize() {
        let size = ToastStackLayout.itemSize("Five", screenWidth: 393)
        #expect(size.width == 104 && size.height == 45)
    }

    @Test("collapsed frames: scaled about the bottom centre and offset up, 15 pt above the safe area (Kavsoft padding(.bottom, 15))")
    func collapsedFrames() throws {
        let layout = ToastStackLayout(stack: try window(["One", "Two", "Three", "Four", "Five"]).toastStack, device: .iPhone15Pro)
        #expect(layout.backdrop == nil)
        #expect(layout.frames[0] == Rect(x: 144.5, y: 758, width: 104, height: 45))
        #expect(layout.frames[0].maxY == 852 - 34 - 15)
        let second = layout.frames[1]  // "Four", 104 × 45 at scale 0.9, up 15
        #expect(abs(second.width - 93.6) < 1e-9 && second.height == 40.5 && abs(second.x - 149.7) < 1e-9 && second.y == 747.5)
        #expect(layout.frames[4].maxY == 803 - 30)
        let se = ToastStackLayout(stack: try window(["A"]).toastStack, device: .iPhoneSE)
        #expect(se.frames[0].maxY == 667 - 0 - 15)
    }

    @Test(
        "expanded frames: a column with spacing 10, newest at the bottom, above a full-screen backdrop (Kavsoft VStackLayout(spacing: 10))")
    func expandedFrames() throws {
        var window = try window(["One", "Two", "Three", "Four", "Five"])
        window.tapToastStack()
        let layout = ToastStackLayout(stack: window.toastStack, device: .iPhone15Pro)
        #expect(layout.backdrop == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(layout.frames.map(\.y) == [758, 703, 648, 593, 538])
        #expect(layout.frames[4] == Rect(x: 148.5, y: 538, width: 96, height: 45))
    }

    @Test("from index 10 on, a collapsed toast has zero size (scale 0)")
    func vanishing() throws {
        let layout = ToastStackLayout(stack: try window((0..<12).map { "T\($0)" }).toastStack, device: .iPhone15Pro)
        #expect(layout.frames[10].width == 0 && layout.frames[11].height == 0)
    }
}
