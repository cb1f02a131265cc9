import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// Toasts, the HUD and the queue on the model clock (JFPopup 1.5.7; SwiftMessages and Drops for the queue).
@Suite struct OverlayTimelineTests {
    @Test(
        "a toast is presented 0.25 s, shown for its duration, dismissed 0.25 s; the timer starts after presenting (JFPopupView.popup(into:), JFPopupAnimation)"
    )
    func timeline() throws {
        var window = Window()
        try window.showToast(Toast("Saved", position: .top))
        let entry = try #require(window.toastOverlays.first)
        #expect(entry.phase(at: 0) == .presenting)
        #expect(entry.phase(at: 250) == .shown)
        #expect(entry.phase(at: 2249) == .shown)
        #expect(entry.phase(at: 2250) == .dismissing)
        #expect(entry.removedAt == 2500)
        try window.advanceClock(bySeconds: 2.499)
        #expect(window.toastOverlays.count == 1)
        try window.advanceClock(bySeconds: 0.001)
        #expect(window.toastOverlays.isEmpty)
        #expect(window.overlays.clock.now == 2500)
    }

    @Test("the default duration is 2 s (JFPopupConfig.autoDismissDuration); duration= changes it")
    func durations() throws {
        #expect(Toast("x").duration == 2)
        var window = Window()
        try window.showToast(Toast("x", position: .center, duration: 0.5))
        try window.advanceClock(bySeconds: 0.999)
        #expect(window.toastOverlays.count == 1)
        try window.advanceClock(bySeconds: 0.001)
        #expect(window.toastOverlays.isEmpty)
    }

    @Test("an island toast's frame is the pill while it is dismissed (UIView.animate sets the end value; JFPopupAnimation.dismiss)")
    func islandDismissFrame() throws {
        var window = Window()
        try window.showToast(Toast("Saved", position: .island))
        #expect(window.layout().frame(of: "toast") == Rect(x: 116.5, y: 10, width: 160, height: 76))
        #expect(window.layout().frame(of: "toast:morph") == Rect(x: 136.5, y: 10, width: 120, height: 34))
        try window.advanceClock(bySeconds: 2.25)
        #expect(window.layout().frame(of: "toast") == Rect(x: 136.5, y: 10, width: 120, height: 34))
    }

    @Test("unqueued toasts neither queue nor replace: they overlap (JFPopup 1.5.7 toast(options:))")
    func overlap() throws {
        var window = Window()
        try window.showToast(Toast("A", position: .center))
        try window.advanceClock(bySeconds: 1)
        try window.showToast(Toast("B", position: .center))
        #expect(window.toastOverlays.map { $0.toast?.text } == ["A", "B"])
        try window.advanceClock(bySeconds: 1.5)
        #expect(window.toastOverlays.map { $0.toast?.text } == ["B"])
    }

    @Test("while the HUD shows every toast is dropped with a warning; right after hideLoading they are accepted (JFPopup 94b12a4)")
    func hudDropsToasts() throws {
        var window = Window()
        #expect(window.showLoading().warnings.isEmpty)
        let dropped = try window.showToast(Toast("Saved"))
        #expect(dropped.warnings == [.toastDroppedWhileLoading("Saved")])
        #expect(window.toastOverlays.isEmpty)
        #expect(window.hideLoading().warnings.isEmpty)
        #expect(window.loadingOverlay != nil)  // fading out for 0.25 s
        try window.showToast(Toast("Saved"))
        #expect(window.toastOverlays.count == 1)  // overlaps the fading HUD
        try window.advanceClock(bySeconds: 0.25)
        #expect(window.loadingOverlay == nil)
    }

    @Test("one loading HUD at a time; hiding none warns (JFPopup#5)")
    func singleHUD() {
        var window = Window()
        window.showLoading()
        #expect(window.showLoading().warnings == [.loadingAlreadyShowing])
        #expect(window.overlays.entries.count == 1)
        window.hideLoading()
        #expect(window.hideLoading().warnings == [.noLoadingToHide])
    }

    @Test("the HUD blocks touches to the toast stack (enableUserInteraction(true) in JFPopup's loading(hit:inView:))")
    func hudBlocksTouches() throws {
        var window = Window()
        try window.addStackToast("A")
        window.showLoading()
        #expect(window.tapToastStack().warnings == [.touchesBlockedByLoading])
        #expect(!window.toastStack.isExpanded)
        #expect(try window.swipeStackToast(at: 0, translation: -300).warnings == [.touchesBlockedByLoading])
        #expect(window.toastStack.count == 1)
    }

    @Test(
        "a controller presented over the window's root covers the toast stack on the root's view: taps and swipes do not reach it; dismissed, they do (Apple docs UIModalPresentationStyle.fullScreen, largestUndimmedDetentIdentifier)",
        arguments: ["", " style=fullScreen", " style=formSheet"])
    func presentationCoversTheStack(style: String) throws {
        var window = ScriptRun("root nav(Home)\ntoasts add A\ntoasts add B\npresent nav(Sheet)\(style)").window
        let before = window
        #expect(window.tapToastStack().warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        #expect(window.tapToastStackBackdrop().warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        #expect(try window.swipeStackToast(at: 0, translation: -300).warnings.map(\.messageID) == ["touchesBlockedByPresentation"])
        #expect(window == before)
        _ = try window.dismiss(from: try window.require("Home"))
        window.tapToastStack()
        #expect(window.toastStack.isExpanded)
    }

    @Test(
        "the toast stack is laid out with the root's view: over the root's bars, under a sheet presented over them, gone with the root's view under a full-screen presentation; a JFPopup toast stays on top of all"
    )
    func stackLiesWithTheRootsView() throws {
        let sheet = ScriptRun("root nav(Home)\ntoasts add A\ntoast Saved\npresent nav(Sheet)").window
        let names = sheet.layout().elements.map(\.name)
        let stack = try #require(names.firstIndex(of: "stack:0"))
        #expect(stack > (names.firstIndex(of: "navbar:Home") ?? names.count))
        #expect(stack < (names.firstIndex { $0.hasPrefix("sheet:") } ?? -1))
        #expect(names.last == "toast")
        let svg = SVGRenderer.render(sheet)
        let drawnStack = try #require(svg.range(of: "data-element=\"stack:0\""))
        let drawnSheet = try #require(svg.range(of: "data-element=\"sheet:"))
        #expect(drawnStack.lowerBound < drawnSheet.lowerBound)
        let full = ScriptRun("root nav(Home)\ntoasts add A\npresent nav(Sheet) style=fullScreen").window
        #expect(full.layout().frame(of: "stack:0") == nil)
        #expect(full.toastStack.count == 1)
    }

    @Test(
        "a toast or HUD on screen keeps the frame it was laid out with when the device turns: JFPopup sets it once as it presents (JFPopupView.swift:157, :165; JFPopupAnimation.swift:36-47; no autoresizing mask); one shown after the turn is laid out on the new screen"
    )
    func rotationKeepsOverlayFrames() throws {
        var window = Window(device: .iPhone15Pro)
        try window.showToast(Toast("Saved", position: .island))
        try window.showToast(Toast("Centre", position: .center))
        window.showLoading()
        let before = window.overlays.entries.map { window.geometry(of: $0) }
        window.setDevice(.iPhone15Pro, orientation: .landscape)
        let after = window.overlays.entries.map { window.geometry(of: $0) }
        #expect(after == before)
        #expect(after.first?.position == .island)
        #expect(window.overlays.entries.allSatisfy { $0.laidOutOn == OverlayScreen(device: .iPhone15Pro, orientation: .portrait) })
        // Turning back does not lay them out again either.
        window.setDevice(.iPhone15Pro, orientation: .portrait)
        #expect(window.overlays.entries.map { window.geometry(of: $0) } == before)

        var turned = Window(device: .iPhone15Pro)
        turned.setDevice(.iPhone15Pro, orientation: .landscape)
        try turned.showToast(Toast("Later", position: .center))
        let later = try #require(turned.overlays.entries.last)
        #expect(later.laidOutOn == nil)
        #expect(turned.geometry(of: later) == turned.geometry(of: Toast("Later", position: .center)))
        #expect(turned.geometry(of: later) != window.geometry(of: Toast("Later", position: .center)))
    }

    @Test("the queue shows one toast at a time, in order, 0.5 s apart (SwiftMessages pauseBetweenMessages, Drops)")
    func queue() throws {
        var window = Window()
        try window.showToast(Toast("A", position: .top), queued: true)
        try window.showToast(Toast("B", position: .top), queued: true)
        #expect(window.toastOverlays.map { $0.toast?.text } == ["A"])
        #expect(window.overlays.queue.map(\.text) == ["B"])
        try window.advanceClock(bySeconds: 2.5)  // A leaves
        #expect(window.toastOverlays.isEmpty)
        try window.advanceClock(bySeconds: 0.5)  // the pause
        #expect(window.toastOverlays.map { $0.toast?.text } == ["B"])
        #expect(window.toastOverlays.first?.shownAt == 3000)
        try window.advanceClock(bySeconds: 2.5)
        #expect(window.overlays.isEmpty)
    }

    @Test("a long wait runs every queued toast in order, exactly as short waits do")
    func queueInOneStep() throws {
        var stepped = Window()
        var jumped = Window()
        for text in ["A", "B", "C"] {
            try stepped.showToast(Toast(text, duration: 1), queued: true)
            try jumped.showToast(Toast(text, duration: 1), queued: true)
        }
        for _ in 0..<100 { try stepped.advanceClock(bySeconds: 0.05) }
        try jumped.advanceClock(bySeconds: 5)
        #expect(stepped == jumped)
        #expect(jumped.toastOverlays.map { $0.toast?.text } == ["C"])
        #expect(jumped.toastOverlays.first?.shownAt == 4000)
    }

    @Test("a queued toast waits while the HUD shows and starts when it is hidden (NavStack queue)")
    func queueWaitsForHUD() throws {
        var window = Window()
        window.showLoading()
        let result = try window.showToast(Toast("Later"), queued: true)
        #expect(result.warnings.isEmpty)
        try window.advanceClock(bySeconds: 10)
        #expect(window.toastOverlays.isEmpty)
        window.hideLoading()
        #expect(window.toastOverlays.map { $0.toast?.text } == ["Later"])
    }

    @Test("accessibility announcement: the icon's prefix and the text joined by ', ' (SwiftMessages accessibilityMessage)")
    func announcements() throws {
        #expect(Toast("Paid", icon: .success).accessibilityAnnouncement == "Success, Paid")
        #expect(Toast("Declined", icon: .fail).accessibilityAnnouncement == "Error, Declined")
        #expect(Toast("Hi", icon: .image("face")).accessibilityAnnouncement == "Hi")
        #expect(Toast("", icon: .image("face")).accessibilityAnnouncement == nil)
        #expect(LoadingHUD(text: "Syncing").accessibilityAnnouncement == "Loading, Syncing")
        var window = Window()
        try window.showToast(Toast("Paid", icon: .success))
        #expect(window.overlays.lastAnnouncement == "Success, Paid")
        window.showLoading()
        #expect(window.overlays.lastAnnouncement == "Loading")
        try window.showToast(Toast("Dropped"))
        #expect(window.overlays.lastAnnouncement == "Loading")
    }

    @Test("bad input is rejected and leaves the window unchanged: no text nor icon, NaN, infinite, negative or huge durations")
    func invalidInput() {
        var window = Window()
        let before = window
        #expect(throws: OverlayError.emptyToast) { try window.showToast(Toast("")) }
        for bad in [Double.nan, .infinity, -1, 2_000_000] {
            #expect(throws: OverlayError.self) { try window.showToast(Toast("x", duration: bad)) }
            #expect(throws: OverlayError.self) { try window.advanceClock(bySeconds: bad) }
        }
        #expect(window == before)
    }

    @Test("island on a device without one warns and names the fallback")
    func islandWarning() throws {
        var se = Window(device: .iPhoneSE)
        #expect(try se.showToast(Toast("x", position: .island)).warnings == [.noDynamicIsland(device: "'iPhone SE'", fallback: "top")])
        #expect(se.showLoading(LoadingHUD(position: .island)).warnings == [.noDynamicIsland(device: "'iPhone SE'", fallback: "center")])
        var pro = Window()
        pro.setDevice(.iPhone15Pro, orientation: .landscape)
        #expect(
            try pro.showToast(Toast("x", position: .island)).warnings.first?.description
                == "'iPhone 15 Pro' in landscape has no Dynamic Island; shown at 'top' instead")
        var island = Window()
        #expect(try island.showToast(Toast("x", position: .island)).warnings.isEmpty)
    }

    @Test("a window with overlays stays Codable and Hashable")
    func codable() throws {
        var window = Window()
        try window.showToast(Toast("Saved", icon: .image("face"), position: .bottom))
        window.showLoading(LoadingHUD(text: "Wait"))
        try window.addStackToast("A")
        let data = try JSONEncoder().encode(window)
        #expect(try JSONDecoder().decode(Window.self, from: data) == window)
        #expect(Set([window, window]).count == 1)
    }
}
