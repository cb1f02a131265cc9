import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The popup state machine and its misuse (LNPopupController LNPopupController.mm, UIViewController+LNPopupSupport.mm:46-169).
@Suite struct PopupStateTests {
    func window(_ spec: ControllerSpec = .tabBarController([.koinuNavigationController(root: .screen("Home"))], label: "t")) throws -> (
        Window, ControllerID
    ) {
        var window = Window()
        let root = try #require(try window.setRoot(spec).created)
        return (window, root)
    }

    @Test("present, open, close and dismiss move barHidden → barPresented → open → barPresented → barHidden (LNPopupPresentationState)")
    func lifecycle() throws {
        var (window, root) = try window()
        #expect(try window.popupState(of: root) == .barHidden)
        try window.presentPopupBar(with: .screen("Player"), on: root)
        #expect(try window.popupState(of: root) == .barPresented)
        try window.openPopup(on: root)
        #expect(try window.popupState(of: root) == .open)
        try window.closePopup(on: root)
        #expect(try window.popupState(of: root) == .barPresented)
        let result = try window.dismissPopupBar(on: root)
        #expect(result.removed.map(\.description) == ["<Player>"])
        #expect(try window.popupState(of: root) == .barHidden)
        #expect(window.id(named: "Player") == nil)
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "calls the library ignores warn and change nothing (no popup controller: completion never fires, UIViewController+LNPopupSupport.mm:46-169)"
    )
    func ignoredCalls() throws {
        var (window, root) = try window()
        let before = window
        #expect(try window.openPopup(on: root).warnings == [.noPopupBar(window.reference(root), call: "openPopup")])
        #expect(try window.closePopup(on: root).warnings.count == 1)
        #expect(try window.dismissPopupBar(on: root).warnings.count == 1)
        #expect(window == before)
        try window.presentPopupBar(with: .screen("Player"), on: root)
        #expect(try window.closePopup(on: root).warnings == [.popupAlready(window.reference(root), state: .barPresented)])
        try window.openPopup(on: root)
        #expect(try window.openPopup(on: root).warnings == [.popupAlready(window.reference(root), state: .open)])
    }

    @Test("dismissing an open popup closes it first and ends hidden (LNPopupController.mm:2165-2373)")
    func dismissWhileOpen() throws {
        var (window, root) = try window()
        try window.presentPopupBar(with: .screen("Player"), on: root, openPopup: true)
        #expect(try window.popupState(of: root) == .open)
        try window.dismissPopupBar(on: root)
        #expect(try window.popupState(of: root) == .barHidden)
    }

    @Test("presenting new content while presented or open swaps it; the old content leaves (LNPopupController.mm:1312-1379)")
    func swap() throws {
        var (window, root) = try window()
        try window.presentPopupBar(with: .screen("One"), on: root, openPopup: true)
        try window.presentPopupBar(with: .screen("Two"), on: root)
        #expect(try window.popupState(of: root) == .open)
        #expect(window.id(named: "One") == nil)
        #expect(window.id(named: "Two").flatMap { window[$0]?.popupHost } == root)
        #expect(window.invariantViolations() == [])
    }

    @Test("content equal to the container is rejected with the library's wording; so is content already in use; the window is unchanged")
    func rejected() throws {
        var (window, root) = try window()
        let before = window
        #expect(throws: NavigationError.popupContentIsContainer(window.reference(root))) {
            try window.presentPopupBar(with: .existing(root), on: root)
        }
        #expect(
            NavigationError.popupContentIsContainer(window.reference(root)).description
                == "Content view controller cannot be the same as the presenting controller.")
        let home = try window.lookUp("Home")
        #expect(throws: NavigationError.popupContentInUse(window.reference(home))) {
            try window.presentPopupBar(with: .existing(home), on: root)
        }
        #expect(window == before)
    }

    @Test("a container that leaves the window takes its popup content with it")
    func containerRemoved() throws {
        var (window, _) = try window(.navigationController(root: .screen("A"), label: "n"))
        let nav = try window.lookUp("n")
        try window.pushViewController(.screen("B"), onto: nav)
        try window.presentPopupBar(with: .screen("Player"), on: try window.lookUp("B"))
        try window.popViewController(on: nav)
        #expect(window.id(named: "Player") == nil)
        #expect(window.invariantViolations() == [])
    }

    @Test("progress is clamped to 0…1 and snap percent to 0.1…0.9 (LNPopupItem, UIViewController+LNPopupSupport.mm:343)")
    func clamping() throws {
        var (window, root) = try window()
        try window.updatePopupItem(on: root) { $0.progress = 3 }
        #expect(window[root]?.popup?.item.progress == 1)
        try window.updatePopupItem(on: root) { $0.progress = .nan }
        #expect(window[root]?.popup?.item.progress == 0)
        try window.updatePopupBar(on: root) { $0.snapPercent = 2 }
        #expect(window[root]?.popup?.configuration.snapPercent == 0.9)
    }

    @Test(
        "updatePopupItem changes only the item: the bar's configuration, content and state stay, and a container that never presented a bar gets one hidden with the item (LNPopupItem belongs to the content's popupItem)"
    )
    func updateItemKeepsTheRest() throws {
        var (window, root) = try window()
        try window.presentPopupBar(with: .screen("Player"), on: root, item: PopupItem(title: "Song"))
        try window.updatePopupBar(on: root) { $0.style = .compact }
        let before = try #require(window.popup(of: root))
        try window.updatePopupItem(on: root) { $0.subtitle = "Artist" }
        var expected = before
        expected.item.subtitle = "Artist"
        #expect(window.popup(of: root) == expected)
        #expect(window.popupItem(of: root) == expected.item)
        // The tab's navigation controller never presented one.
        let nav = try #require(window.children(of: root).first)
        #expect(window.popup(of: nav) == nil && window.popupItem(of: nav) == nil)
        try window.updatePopupItem(on: nav) { $0.progress = 0.25 }
        var fresh = PopupState()
        fresh.item.progress = 0.25
        #expect(window.popup(of: nav) == fresh)
        #expect(window.invariantViolations() == [])
    }

    @Test(
        "a popup line naming no container acts on the only one with a bar, on the root when none has one, and is rejected when several have one"
    )
    func containerNamedByNoOption() throws {
        let one = ScriptRun("root t=tabs(a=nav(A), b=nav(B))\npopup present Player on=a\npopup set progress=0.5")
        #expect(one.errors.isEmpty, "\(one.errors)")
        let a = try #require(one.window.id(named: "a"))
        #expect(one.window.popup(of: a)?.item.progress == 0.5)
        let root = try #require(one.window.root)
        #expect(one.window.popup(of: root) == nil)
        let none = ScriptRun("root t=tabs(a=nav(A), b=nav(B))\npopup set progress=0.5")
        #expect(none.errors.isEmpty, "\(none.errors)")
        #expect(none.window.root.flatMap { none.window.popup(of: $0) }?.item.progress == 0.5)
        // A bar presented on a tab that is not selected waits for its view; selected, it shows.
        let several = ScriptRun(
            "root t=tabs(a=nav(A), b=nav(B))\npopup present P on=a\nselect 1\npopup present Q on=b\npopup set progress=0.5")
        #expect(
            several.errors == ["several containers present popup bars (<NavigationController a>, <NavigationController b>); use on=LABEL"],
            "\(several.errors)")
        // Named by on=, the container is the one named, whatever the others.
        let named = ScriptRun(
            "root t=tabs(a=nav(A), b=nav(B))\npopup present P on=a\nselect 1\npopup present Q on=b\npopup set progress=0.5 on=b")
        #expect(named.errors.isEmpty, "\(named.errors)")
        #expect(named.window.id(named: "b").flatMap { named.window.popup(of: $0) }?.item.progress == 0.5)
        #expect(named.window.id(named: "a").flatMap { named.window.popup(of: $0) }?.item.progress == 0)
    }

    @Test(
        "title falls back to the content's title; accessibility label is title + newline + subtitle, hint 'Double tap to open.' (LNPopupItem.m:75-77; _LNPopupTitlesController.m updateAccessibility)"
    )
    func accessibility() throws {
        var (window, root) = try window()
        try window.presentPopupBar(with: .screen("Player", ScreenProperties(title: "Now Playing")), on: root)
        #expect(window.popupTitle(of: root) == "Now Playing")
        try window.updatePopupItem(on: root) {
            $0.title = "Song"
            $0.subtitle = "Artist"
        }
        #expect(window.popupAccessibilityLabel(of: root) == "Song\nArtist")
        #expect(PopupItem.defaultAccessibilityHint == "Double tap to open.")
    }

    @Test(
        "the accessibility label keeps the newline after a title without subtitle, skips empty parts, and ignores an empty given label (_LNPopupTitlesController.m:347-366 appends \"\\n\" after any non-empty title)"
    )
    func accessibilityLabelParts() throws {
        var (window, root) = try window()
        try window.presentPopupBar(with: .screen("Player"), on: root, item: PopupItem(title: "Song"))
        #expect(window.popupAccessibilityLabel(of: root) == "Song\n")
        try window.updatePopupItem(on: root) {
            $0.title = ""
            $0.subtitle = "Artist"
        }
        #expect(window.popupAccessibilityLabel(of: root) == "Artist")
        try window.updatePopupItem(on: root) { $0.accessibilityLabel = "" }
        #expect(window.popupAccessibilityLabel(of: root) == "Artist")
        try window.updatePopupItem(on: root) { $0.accessibilityLabel = "Player" }
        #expect(window.popupAccessibilityLabel(of: root) == "Player")
    }

    @Test("an inner container warns and names the outermost one (LNPopupController README: present on the outermost container)")
    func innerContainer() throws {
        var (window, root) = try window()
        let home = try window.lookUp("Home")
        let result = try window.presentPopupBar(with: .screen("Player"), on: home)
        #expect(result.warnings == [.popupOnInnerContainer(window.reference(home), outermost: window.reference(root))])
    }

    @Test(
        "new popup content shows its own item: the old title, subtitle and progress go, the title falls back to the new controller's; the same content keeps its item (LNPopupController.mm:1373-1376; LNPopupBar.mm:410-420)"
    )
    func newContentShowsItsOwnItem() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let main = try window.lookUp("main")
        var song = PopupItem(title: "Song", subtitle: "Artist")
        song.progress = 0.5
        try window.presentPopupBar(with: .screen("Player"), on: main, item: song)
        let player = try window.lookUp("Player")
        // The same content again keeps its item.
        try window.presentPopupBar(with: .existing(player), on: main)
        #expect(window.popup(of: main)?.item == song)
        // New content: a new item; the title falls back to the controller's title.
        try window.presentPopupBar(with: .screen("Podcast", ScreenProperties(title: "Episode 1")), on: main)
        #expect(window.popup(of: main)?.item == PopupItem())
        #expect(window.popupTitle(of: main) == "Episode 1")
        // Through a script, after a dismiss too.
        let run = ScriptRun(
            "root main=nav(Home)\npopup present P on=main title=Song subtitle=Artist progress=0.5\npopup dismiss on=main\npopup present Q on=main"
        )
        #expect(run.errors == [])
        let popup = try #require(run.window.popup(of: try run.window.lookUp("main")))
        #expect(popup.item.title == nil && popup.item.subtitle == nil && popup.item.progress == 0)
    }
}
