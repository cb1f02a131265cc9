import Testing

@testable import NavStackCore

@Suite("Back button on a plain UINavigationController")
struct PlainBackButtonTests {
    /// `Home` (with `previous` applied) under `Detail` (with `top` applied) on a plain navigation controller.
    func backButton(
        previous: (inout NavigationItem) -> Void = { _ in },
        top: (inout NavigationItem) -> Void = { _ in }
    ) throws -> BackButton {
        var (window, _) = try Fixture.plainNavigation(["Home", "Detail"])
        try window.updateScreen(window.require("Home")) { previous(&$0.navigationItem) }
        try window.updateScreen(window.require("Detail")) { top(&$0.navigationItem) }
        return window.backButton(of: try window.require("Detail"))
    }

    @Test("the root has no back button (Apple 'Updating the navigation bar': with only one VC there is no back button)")
    func root() throws {
        let (window, _) = try Fixture.plainNavigation(["Home", "Detail"])
        #expect(window.backButton(of: try window.require("Home")) == .none)
        #expect(BackButton.none.description == "none")
    }

    @Test("the top screen's own left item replaces the back button (Apple 'Updating the navigation bar', step 1)")
    func leftItemWins() throws {
        let back = try backButton(previous: { $0.backBarButtonItemTitle = "Custom" }, top: { $0.leftItems = ["Close"] })
        #expect(back == .none)
    }

    @Test(
        "the previous item's backBarButtonItem wins over its backButtonTitle and title (Apple 'Updating the navigation bar' step 2, Apple doc backBarButtonItem)"
    )
    func backBarButtonItemWins() throws {
        let back = try backButton(previous: {
            $0.title = "Title"
            $0.backButtonTitle = "Short"
            $0.backBarButtonItemTitle = "Item"
        })
        #expect(back == .titled("Item"))
        #expect(back.description == "Item")
    }

    @Test("display mode .default tries the previous backButtonTitle, then its title, then 'Back' (Apple doc BackButtonDisplayMode.default)")
    func defaultMode() throws {
        #expect(
            try backButton(previous: {
                $0.title = "Title"
                $0.backButtonTitle = "Short"
            }) == .titled("Short"))
        #expect(try backButton(previous: { $0.title = "Title" }) == .titled("Title"))
        #expect(try backButton() == .titled("Back"))
    }

    @Test("a previous title of nil (or empty) gives 'Back' (Apple doc UINavigationItem.title: the system uses the string 'Back')")
    func nilTitleGivesBack() throws {
        #expect(try backButton(previous: { $0.title = nil }) == .titled("Back"))
        #expect(try backButton(previous: { $0.title = "" }) == .titled("Back"))
    }

    @Test("an empty backButtonTitle leaves the chevron alone (Apple doc BackButtonDisplayMode.default: the last candidate is no title)")
    func emptyBackButtonTitle() throws {
        let back = try backButton(previous: {
            $0.title = "Title"
            $0.backButtonTitle = ""
        })
        #expect(back == .chevron)
        #expect(back.description == "chevron")
    }

    @Test(
        "display mode .generic shows 'Back', ignoring title and backButtonTitle but not backBarButtonItem (Apple doc .generic, UIKit header)"
    )
    func genericMode() throws {
        #expect(
            try backButton(previous: {
                $0.backButtonDisplayMode = .generic
                $0.title = "Title"
                $0.backButtonTitle = "Short"
            }) == .titled("Back"))
        #expect(
            try backButton(previous: {
                $0.backButtonDisplayMode = .generic
                $0.backBarButtonItemTitle = "Item"
            }) == .titled("Item"))
    }

    @Test("display mode .minimal shows the chevron only (Apple doc .minimal)")
    func minimalMode() throws {
        #expect(
            try backButton(previous: {
                $0.backButtonDisplayMode = .minimal
                $0.title = "Title"
            }) == .chevron)
    }

    @Test("the display mode is read on the previous item, not on the top one (Apple doc backButtonDisplayMode)")
    func modeOfPreviousItem() throws {
        #expect(try backButton(previous: { $0.title = "Title" }, top: { $0.backButtonDisplayMode = .minimal }) == .titled("Title"))
    }

    @Test("hidesBackButton hides the back button (Apple doc hidesBackButton)")
    func hidesBackButton() throws {
        #expect(try backButton(previous: { $0.title = "Title" }, top: { $0.hidesBackButton = true }) == .none)
    }

    @Test("the back title comes from the screen directly below, not the root (Apple 'Updating the navigation bar': the previous VC)")
    func previousIsDirectlyBelow() throws {
        var (window, _) = try Fixture.plainNavigation(["Home", "A", "B"])
        try window.updateScreen(window.require("Home")) { $0.navigationItem.title = "Home" }
        try window.updateScreen(window.require("A")) { $0.navigationItem.title = "Middle" }
        #expect(window.backButton(of: try window.require("B")) == .titled("Middle"))
    }

    @Test("a screen that is a tab itself, with no navigation controller, has no back button (Apple 'Updating the navigation bar')")
    func noNavigationController() throws {
        var window = Window()
        try window.setRoot(.tabBarController([.screen("Bare")]))
        #expect(window.backButton(of: try window.require("Bare")) == .none)
    }
}

@Suite("Back button on Koinu screens")
struct KoinuBackButtonTests {
    @Test(
        "with useSystemBackBarButtonItem off every non-root screen gets Koinu's own item titled 'Back', not the previous title (Koinu VMNavigationController.swift:293, RT #168)"
    )
    func customBackItem() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A", "B"])
        try window.updateScreen(window.require("Home")) { $0.navigationItem.title = "Welcome" }
        try window.updateScreen(window.require("A")) { $0.navigationItem.backBarButtonItemTitle = "Custom" }
        #expect(window.backButton(of: try window.require("A")) == .titled("Back"))
        #expect(window.backButton(of: try window.require("B")) == .titled("Back"))
    }

    @Test("the Koinu root never gets a back item (Koinu VMNavigationController.swift:285: not when vc is the unwrapped first element)")
    func rootHasNone() throws {
        let (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        #expect(window.backButton(of: try window.require("Home")) == .none)
    }

    @Test(
        "Koinu installs its item only when the screen has no left item of its own (Koinu VMNavigationController.swift:284-296 setLeftBarButtonItem conditions)"
    )
    func ownLeftItem() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        try window.updateScreen(window.require("A")) { $0.navigationItem.leftItems = ["Cancel"] }
        #expect(window.backButton(of: try window.require("A")) == .none)
    }

    @Test(
        "Koinu's item is a left item, so hidesBackButton does not remove it (Koinu VMNavigationController.swift:284-296: the conditions do not read hidesBackButton)"
    )
    func hidesBackButtonIgnored() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "A"])
        try window.updateScreen(window.require("A")) { $0.navigationItem.hidesBackButton = true }
        #expect(window.backButton(of: try window.require("A")) == .titled("Back"))
    }

    @Test(
        "with useSystemBackBarButtonItem on the back title is the previous title as snapshotted into the placeholder at push time (Koinu VMContainerViewController.swift:53-58 placeholder trick)"
    )
    func placeholderSnapshot() throws {
        var (window, nav) = try Fixture.wrappingNavigation(systemBack: true)
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.navigationItem.title = "Welcome" }
        try window.pushViewController(.screen("Detail"), onto: nav)
        let detail = try window.require("Detail")
        #expect(window.backButton(of: detail) == .titled("Welcome"))
        try window.updateScreen(home) { $0.navigationItem.title = "Renamed" }
        #expect(window.backButton(of: detail) == .titled("Welcome"), "the placeholder keeps the title it was given")
    }

    @Test(
        "with useSystemBackBarButtonItem on the previous backBarButtonItem is carried by the placeholder (Koinu VMNavigationController.swift:151, push)"
    )
    func placeholderCarriesBackItem() throws {
        var (window, nav) = try Fixture.wrappingNavigation(systemBack: true)
        try window.updateScreen(window.require("Home")) {
            $0.navigationItem.title = "Welcome"
            $0.navigationItem.backBarButtonItemTitle = "Up"
        }
        try window.pushViewController(.screen("Detail"), onto: nav)
        #expect(window.backButton(of: try window.require("Detail")) == .titled("Up"))
    }

    @Test(
        "with useSystemBackBarButtonItem on the previous backButtonTitle is lost and its title shows (Koinu VMContainerViewController.swift:53-57: only title and backBarButtonItem are copied)"
    )
    func placeholderLosesBackButtonTitle() throws {
        var (window, nav) = try Fixture.wrappingNavigation(systemBack: true)
        try window.updateScreen(window.require("Home")) {
            $0.navigationItem.title = "Welcome"
            $0.navigationItem.backButtonTitle = "Short"
        }
        try window.pushViewController(.screen("Detail"), onto: nav)
        #expect(window.backButton(of: try window.require("Detail")) == .titled("Welcome"))
    }

    @Test("with useSystemBackBarButtonItem on an untitled previous screen gives 'Back' (Apple doc UINavigationItem.title)")
    func placeholderUntitled() throws {
        let (window, _) = try Fixture.wrappingNavigation(["Home", "Detail"], systemBack: true)
        #expect(window.backButton(of: try window.require("Detail")) == .titled("Back"))
    }

    @Test("tab roots inside a no-wrapping root never get a back item (RT 398190b, #230 case 1)", arguments: [false, true])
    func tabRootsInNoWrappingRoot(systemBack: Bool) throws {
        var (window, outer, _) = try Fixture.tabBarOnRootOnly()
        try window.setUseSystemBackBarButtonItem(systemBack, on: outer)
        #expect(window.backButton(of: try window.require("First")) == .none)
        #expect(window.backButton(of: try window.require("Second")) == .none)
    }

    @Test(
        "a screen pushed over an untitled no-wrapping tab bar root shows 'Back' either way (RT #230 comment; Koinu VMNavigationController.swift:293)",
        arguments: [false, true])
    func pushedOverTabBar(systemBack: Bool) throws {
        var (window, outer, _) = try Fixture.tabBarOnRootOnly()
        try window.setUseSystemBackBarButtonItem(systemBack, on: outer)
        try window.pushViewController(.screen("Detail"), from: window.require("First"))
        #expect(window.backButton(of: try window.require("Detail")) == .titled("Back"))
    }

    @Test(
        "Koinu's 'Back' stays on a screen that has shown it when useSystemBackBarButtonItem is switched on later; screens pushed afterwards get the system button (Koinu VMNavigationController.swift:284-296 installs it and nothing removes it)"
    )
    func backItemSurvivesOptionSwitch() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        try window.updateScreen(window.require("A")) { $0.navigationItem.title = "Alpha" }
        try window.setUseSystemBackBarButtonItem(true, on: nav)
        #expect(window.backButton(of: try window.require("A")) == .titled("Back"))
        #expect(window.nodes.screen(try window.require("A"))?.hasLibraryBackItem == true)
        try window.pushViewController(.screen("B"), onto: nav)
        #expect(window.backButton(of: try window.require("B")) == .titled("Alpha"), "the placeholder's previous title")
    }

    @Test(
        "a screen that showed 'Back' keeps it when it becomes the root through remove or setViewControllers (Koinu VMNavigationController.swift:284-296, :320; the 'root shows Back' family, RT #292)",
        arguments: ["remove", "setViewControllers"])
    func rootKeepsBackItem(call: String) throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "A"])
        let a = try window.require("A")
        if call == "remove" {
            try window.removeViewController(window.require("Home"))
        } else {
            try window.setViewControllers([.existing(a)], on: nav)
        }
        #expect(window.vmViewControllers(of: nav) == [a])
        #expect(window.backButton(of: a) == .titled("Back"))
    }

    @Test(
        "a screen that never showed gets no 'Back' when it becomes the root: Koinu installs the item only at a show (Koinu VMNavigationController.swift:312-321: willShow, view loaded)"
    )
    func neverShownRootHasNone() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"])
        let home = try #require(window.children(of: nav).first)
        try window.setViewControllers([.existing(home), .screen("A"), .screen("B")], on: nav)
        let a = try window.require("A")
        #expect(window.backButton(of: a) == .titled("Back"), "off the root it will get one at its show")
        try window.removeViewController(window.require("Home"))
        #expect(window.backButton(of: a) == .none)
    }

    @Test(
        "a screen shown with its own left item gets Koinu's 'Back' once it clears it (Koinu VMContainerNavigationController.swift:69-71 re-installs at layout, VMNavigationController.swift:284-296)"
    )
    func clearedLeftItemGetsBack() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home"])
        var properties = ScreenProperties()
        properties.navigationItem.leftItems = ["Cancel"]
        try window.pushViewController(.screen("A", properties), onto: nav)
        let a = try window.require("A")
        #expect(window.backButton(of: a) == .none)
        try window.updateScreen(a) { $0.navigationItem.leftItems = [] }
        #expect(window.backButton(of: a) == .titled("Back"))
        // Its own item replaces Koinu's again.
        try window.updateScreen(a) { $0.navigationItem.leftItems = ["Done"] }
        #expect(window.backButton(of: a) == .none)
    }

    @Test(
        "useSystemBackBarButtonItem is a Koinu outer-controller property: elsewhere it throws unsupportedProperty (Koinu VMNavigationController.swift:48)"
    )
    func unsupportedOnPlain() throws {
        let (window, nav) = try Fixture.plainNavigation()
        let error = expectRejection(of: window, throws: .unsupportedProperty("useSystemBackBarButtonItem", ref(window, nav))) {
            w throws(NavigationError) in
            try w.setUseSystemBackBarButtonItem(true, on: nav)
        }
        #expect(error?.description == "<UINavigationController main> has no property 'useSystemBackBarButtonItem'")
    }
}
