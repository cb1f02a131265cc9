import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The calls by name on `Window` (`Window+Names.swift`): each does what the script line does,
/// throws what the ID-based call throws, and leaves the window unchanged when it throws.
@Suite("Calls by name")
struct CallsByNameTests {
    static let tabs = "root tabs=tabs(main=nav(Home), settings=uinav(Settings))"

    /// The window the script `text` leaves.
    static func window(_ text: String) -> Window { ScriptRun(text).window }

    /// `body`'s error, with the window unchanged.
    static func rejection(
        of window: Window, sourceLocation: SourceLocation = #_sourceLocation, _ body: (inout Window) throws(NavigationError) -> Void
    ) -> NavigationError? {
        var copy = window
        do throws(NavigationError) {
            try body(&copy)
        } catch {
            #expect(copy == window, "a rejected call leaves the window unchanged", sourceLocation: sourceLocation)
            return error
        }
        Issue.record("the call was not rejected", sourceLocation: sourceLocation)
        return nil
    }

    @Test("push and present with properties are the script's lines with the same keys: the same window, the same events")
    func propertiesAreTheScripts() throws {
        var window = Self.window(Self.tabs)
        try window.push(
            "Detail", from: "Home",
            properties: ScreenProperties(title: "Item", hidesBottomBarWhenPushed: true) { $0.navigationItem.backButtonTitle = "Inbox" })
        try window.present(
            "Filters", style: .formSheet,
            properties: ScreenProperties(hasDelegate: true, isModalInPresentation: true, sheetDetent: .medium, prefersGrabberVisible: true))
        let script = Self.window(
            Self.tabs + "\npush Detail from=Home title=Item hidesBottomBarWhenPushed=true backTitle=Inbox"
                + "\npresent Filters style=formSheet delegate=true modalInPresentation=true detent=medium grabber=true")
        #expect(window == script)
        // A refused swipe-down proves the sheet is modal in presentation.
        #expect(try window.beginSwipeDown().warnings == [.swipeDownRefused(window.reference(try window.lookUp("Filters")))])
    }

    @Test("push(_:from:) is `push NAME from=SCREEN`, push(_:) is `push NAME`: the same window")
    func pushIsTheScriptsPush() throws {
        var window = Self.window(Self.tabs)
        try window.push("Detail", from: "Home")
        try window.push("More")
        try window.push("Other", from: "Settings")
        let script = Self.window(Self.tabs + "\npush Detail from=Home\npush More\npush Other from=Settings")
        #expect(window == script)
        #expect(window.topName == "More")
        #expect(try window.stackNames(of: "main") == ["Home", "Detail", "More"])
        #expect(try window.stackNames(of: "settings") == ["Settings", "Other"])
    }

    @Test("stackNames(of:) takes a navigation controller's label or the name of any controller on its stack")
    func stackNames() throws {
        let window = Self.window(Self.tabs + "\npush Detail\npresent Sheet")
        // A label: that stack; a screen on a Koinu stack: the whole outer stack, unwrapped.
        #expect(try window.stackNames(of: "main") == ["Home", "Detail"])
        #expect(try window.stackNames(of: "Home") == ["Home", "Detail"])
        #expect(try window.stackNames(of: "Settings") == ["Settings"])
        // The same names `expect stack` compares.
        #expect(ScriptRun(Self.tabs + "\npush Detail\nexpect stack Home Detail from=Home").errors == [])
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.stackNames(of: "Sheet") }?.messageID
                == "noNavigationController")
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.stackNames(of: "tabs") }?.messageID
                == "noNavigationController")
    }

    @Test("a name the window does not hold is unknownName, worded as the script words it")
    func unknownName() throws {
        let window = Self.window(Self.tabs)
        let error = Self.rejection(of: window) { w throws(NavigationError) in _ = try w.push("Detail", from: "Hoem") }
        #expect(error == .unknownName("Hoem", suggestion: "Home"))
        #expect(error?.description == "no controller named 'Hoem'; did you mean 'Home'?")
        #expect(ScriptRun(Self.tabs + "\npush Detail from=Hoem").errors == [error?.description])
        let unknown = NavigationError.unknownName("Xyzzy", suggestion: nil)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.pop(from: "Xyzzy") } == unknown)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.popTo("Xyzzy") } == unknown)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.present("Sheet", from: "Xyzzy") } == unknown)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.dismiss(from: "Xyzzy") } == unknown)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.select(tab: "Xyzzy") } == unknown)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.stackNames(of: "Xyzzy") } == unknown)
    }

    @Test("the ID API's errors come through unchanged, and leave the window as it was")
    func typedErrors() throws {
        let window = Self.window(Self.tabs + "\npush Detail")
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.push("Home", from: "Detail") }?.messageID
                == "repushOnWrappingStack")
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.popTo("Home", from: "Settings") }?.messageID
                == "popToMissing")
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.present("Home") }?.messageID == "presentingActiveController"
        )
        #expect(
            Self.rejection(of: window) { w throws(NavigationError) in _ = try w.push("X", from: "tabs") }?.messageID
                == "noNavigationController"
        )
        let plain = Self.window("root uinav(A)")
        #expect(Self.rejection(of: plain) { w throws(NavigationError) in _ = try w.select(tab: "A") }?.messageID == "noTabBarController")
        #expect(Self.rejection(of: Window()) { w throws(NavigationError) in _ = try w.push("A") } == .noRootController)
        #expect(Self.rejection(of: Window()) { w throws(NavigationError) in _ = try w.present("A") } == .noRootController)
    }

    @Test("pop, popTo, present, dismiss and select(tab:) are the script's pop, pop-to, present, dismiss and select")
    func otherCalls() throws {
        var window = Self.window(Self.tabs)
        try window.push("A")
        try window.push("B", from: "A")
        try window.pop(from: "B")
        try window.push("C")
        try window.popTo("Home")
        try window.present("Sheet", style: .formSheet)
        try window.dismiss()
        try window.present("Login", from: "Home", style: .fullScreen)
        try window.select(tab: "Settings")
        try window.dismiss(from: "Login")
        try window.select(tab: "settings")
        try window.push("Deep", from: "Settings")
        try window.select(tab: "Home")
        let script = Self.window(
            Self.tabs + """

                push A
                push B from=A
                pop from=B
                push C
                pop-to Home
                present Sheet style=formSheet
                dismiss
                present Login from=Home style=fullScreen
                select Settings
                dismiss from=Login
                select settings
                push Deep from=Settings
                select Home
                """)
        #expect(window == script)
        #expect(window.topName == "Home")
        #expect(try window.pop().warnings.map(\.messageID) == ["popAtRoot"], "at the root: UIKit's no-op, a warning")
    }

    @Test("topName and visibleNames read what is on screen, presentations included")
    func reading() throws {
        var window = Self.window(Self.tabs + "\npush Detail")
        #expect(window.topName == "Detail")
        #expect(window.visibleNames == ["tabs", "main", "Detail"])
        try window.present("Login")
        #expect(window.topName == "Login")
        #expect(window.visibleNames == ["tabs", "main", "Detail", "Login"])
        #expect(Window().topName == nil && Window().visibleNames == [])
    }

    @Test("while the More list shows, calls from the top screen are noTopScreen, as the script says")
    func moreList() throws {
        let window = Self.window("root bar=tabs(A, B, C, D, E, F)\nselect more")
        #expect(window.topName == nil)
        #expect(Self.rejection(of: window) { w throws(NavigationError) in _ = try w.push("X") } == .noTopScreen)
        #expect(
            ScriptRun("root bar=tabs(A, B, C, D, E, F)\nselect more\npush X").errors == [
                NavigationError.noTopScreen.description + "; use from= or on="
            ])
        #expect(NavigationError.noTopScreen.description == "no screen is on top (the More list is showing)")
        // A presentation has a source still: the More navigation controller's context.
        var presenting = window
        try presenting.present("Sheet")
        #expect(presenting.topName == "Sheet")
    }

    @Test("spec(named:) reuses the controller of a name, as a script's tree expression does")
    func specNamed() throws {
        let window = Self.window("root uinav(Home)")
        #expect(window.spec(named: "Home") == .existing(try window.require("Home")))
        #expect(window.spec(named: "New") == .screen("New"))
    }
}
