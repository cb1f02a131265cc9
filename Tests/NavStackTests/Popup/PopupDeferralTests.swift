import Foundation
import Testing

@testable import NavStackCore

/// LNPopupController defers a popup call made on a container whose view is not in a window
/// and runs it, unanimated, when the view enters one (`UIViewController+LNPopupSupport.mm:46-171`,
/// `UIView+LNPopupSupportPrivate.mm:304-319`).
@Suite("Popup calls deferred until the container's view is in the window")
struct PopupDeferralTests {
    @Test(
        "present on an unselected tab waits with a warning, leaves the popup hidden, and runs when the tab is selected (UIViewController+LNPopupSupport.mm:46-66)"
    )
    func presentOnUnselectedTab() throws {
        let run = ScriptRun(
            """
            root tabs(first=uinav(A), second=uinav(B))
            expect warning message=waits popup present Player title="Song" on=second
            expect popup hidden on=second
            expect count Screen 2
            select 1
            expect popup presented on=second
            expect count Screen 3
            """)
        #expect(run.errors == [])
        let window = run.window
        let second = try window.require("second")
        #expect(window.deferredPopupCalls(on: second).isEmpty)
        #expect(window.popup(of: second)?.item.title == "Song")
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "a call that waited runs unanimated as the container's view enters the window: its callbacks all pass false and run at once, after the command's start callbacks and before its end callbacks (UIViewController+LNPopupSupport.mm:60, :99, :123, :147 call again with animated:NO; LNPopupController.mm passes the flag on)"
    )
    func waitedCallRunsUnanimated() throws {
        var window = ScriptRun(
            """
            root T=tabs(n1=uinav(A), n2=uinav(B)) delegate=true
            present S from=A style=fullScreen
            popup present P on=T open
            """
        ).window
        window.recordsLifecycleEvents = true
        let tabBar = try window.require("T")
        let events = Array(try window.dismiss(from: try window.require("S")).events)
        let content = try #require(window.popup(of: tabBar)?.content)
        let popupEvents = events.filter { $0.controller == tabBar && $0.callback.isDelegateCallback || $0.controller == content }
        #expect(popupEvents.map(\.callback).contains(.popupDidOpen))
        #expect(popupEvents.allSatisfy { $0.phase == .start })
        #expect(popupEvents.allSatisfy { $0.argument == nil || $0.argument == .animated(false) })
        let lastPopup = try #require(events.lastIndex { popupEvents.contains($0) })
        let firstEnd = try #require(events.firstIndex { $0.phase == .end })
        #expect(lastPopup < firstEnd)
        #expect(events[..<firstEnd].allSatisfy { $0.phase != .end } && events[firstEnd...].allSatisfy { $0.phase == .end })

        // A waiting call whose content loads with the operation: the view loads first (G1).
        var tab = ScriptRun(
            """
            root T=tabs(n1=uinav(A), n2=uinav(B))
            set n2 delegate=true
            popup present P on=n2 open
            """
        ).window
        tab.recordsLifecycleEvents = true
        let tabEvents = Array(try tab.selectTab(at: 1, of: try tab.require("T")).events)
        let player = try #require(tab.popup(of: try tab.require("n2"))?.content)
        let load = try #require(tabEvents.firstIndex { $0.controller == player && $0.callback == .loadView })
        let appear = try #require(tabEvents.firstIndex { $0.controller == player && $0.callback == .viewWillAppear })
        #expect(load < appear)
        #expect(tabEvents.filter { $0.controller == player }.allSatisfy { $0.phase == .start })

        // A popup that changes because its host leaves, not because a call waited, keeps its
        // animated callbacks in their phases, after the operation's (P3).
        var popped = ScriptRun("root n=uinav(A)\npush B\npopup present P from=B open").window
        popped.recordsLifecycleEvents = true
        let poppedContent = try #require(popped.popup(of: try popped.require("B"))?.content)
        let poppedEvents = Array(try popped.popViewController(on: try popped.require("n")).events)
        let contentEvents = poppedEvents.filter { $0.controller == poppedContent }
        #expect(contentEvents.map(\.callback) == [.viewWillDisappear, .viewDidDisappear])
        #expect(contentEvents.map(\.phase) == [.start, .end])
        #expect(contentEvents.allSatisfy { $0.argument == .animated(true) })

        // Called while the container is in the window, the same call is animated.
        var shown = ScriptRun("root T=tabs(n1=uinav(A), n2=uinav(B)) delegate=true").window
        shown.recordsLifecycleEvents = true
        let shownEvents = try shown.presentPopupBar(with: .screen("P"), on: try shown.require("T"), openPopup: true).events
        #expect(shownEvents.contains { $0.callback == .popupDidOpen && $0.argument == .animated(true) && $0.phase == .end })
    }

    @Test(
        "open, close and dismiss on a screen pushed over wait too, and run in the order they were made when it is on top again (UIViewController+LNPopupSupport.mm:88-171)"
    )
    func callsRunInOrder() throws {
        let run = ScriptRun(
            """
            root uinav(Home)
            popup present Player from=Home
            push Detail
            expect warning popup open from=Home
            expect popup presented from=Home
            expect warning popup close from=Home
            expect warning popup open from=Home
            pop
            expect popup open from=Home
            """)
        #expect(run.errors == [])
        let dismissed = ScriptRun(
            """
            root uinav(Home)
            popup present Player open from=Home
            push Detail
            expect warning popup dismiss from=Home
            expect popup open from=Home
            pop
            expect popup hidden from=Home
            expect count Screen 1
            """)
        #expect(dismissed.errors == [])
    }

    @Test(
        "a presenter under a full-screen modal is out of the window: its call waits for the dismissal; a page sheet keeps it in the window (Apple doc UIModalPresentationStyle.fullScreen)"
    )
    func underFullScreenModal() {
        let run = ScriptRun(
            """
            root uinav(Home)
            present Modal style=fullScreen
            expect warning popup present Player from=Home
            dismiss from=Modal
            expect popup presented from=Home
            present Sheet
            popup present Song from=Home
            expect popup presented from=Home
            """)
        #expect(run.errors == [])
    }

    @Test("the calls of a container that leaves before its view enters the window are forgotten")
    func removedContainer() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let main = try window.require("main")
        let home = try window.require("Home")
        try window.pushViewController(.screen("Detail"), onto: main)
        let result = try window.presentPopupBar(with: .screen("Player"), on: home)
        #expect(result.warnings.map(\.messageID) == ["popupCallDeferred"])
        #expect(window.deferredPopupCalls(on: home).count == 1)
        #expect(window.id(named: "Player") == nil, "the content is built only when the call runs")
        try window.setViewControllers([.screen("Other")], on: main)
        #expect(window.invariantViolations() == [])
        #expect(window.id(named: "Player") == nil)
    }

    @Test("a window with deferred calls round-trips through JSON, and decoding finds the waiting container again")
    func encodesDeferredCalls() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("A"), .screen("B")], label: "tabs"))
        let b = try window.require("B")
        _ = try window.presentPopupBar(with: .screen("Player"), on: b, openPopup: true)
        let decoded = try JSONDecoder().decode(Window.self, from: try JSONEncoder().encode(window))
        #expect(decoded == window)
        #expect(decoded.invariantViolations() == [])
        var selected = decoded
        try selected.selectTab(at: 1, of: try selected.require("tabs"))
        #expect(try selected.popupState(of: b) == .open)
    }
}
