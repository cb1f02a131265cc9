import Testing

@testable import NavStackCore

private let red = Color(hex: "#FF0000")!
private let blue = Color(hex: "#0000ff")!
private let green = Color(hex: "#00FF00")!
private let yellow = Color(hex: "#FFFF00")!

@Suite("Per-screen navigation bar styling")
struct BarStylingTests {
    @Test(
        "wrapped screens each own a bar: styling one leaves the others alone, also after a pop (Koinu VMContainerViewController.swift:51 per-screen bar; RT #118)"
    )
    func wrappedScreensOwnTheirBar() throws {
        var (window, nav) = try Fixture.wrappingNavigation(["Home", "Detail"])
        let home = try window.require("Home")
        let detail = try window.require("Detail")
        try window.updateScreen(detail) {
            $0.bar.barTint = red
            $0.bar.shadowHidden = true
        }
        #expect(window.resolvedBar(of: detail).attributes.barTint == red)
        #expect(window.resolvedBar(of: home).attributes.isEmpty)
        #expect(window.barOwner(of: home) != window.barOwner(of: detail))
        try window.popViewController(on: nav)
        #expect(window.resolvedBar(of: home).attributes.isEmpty)
    }

    @Test(
        "a plain UINavigationController shares one bar, so a pushed screen's styling leaks back after pop — the reason Koinu exists (Koinu README; RT #118)"
    )
    func plainBarLeaks() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "Detail"])
        let home = try window.require("Home")
        try window.updateScreen(window.require("Detail")) { $0.bar.barTint = red }
        try window.popViewController(on: nav)
        #expect(window.resolvedBar(of: home).attributes.barTint == red)
        #expect(window.barOwner(of: home) == nav)
    }

    @Test(
        "on a plain UINavigationController the uncovered screen re-applies only the fields it styles itself; others keep the leak (RT #118; which fields re-apply is a modelling choice, unverified)"
    )
    func plainBarPartialReapply() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home"])
        let home = try window.require("Home")
        try window.updateScreen(home) { $0.bar.barTint = blue }
        try window.pushViewController(
            .screen(
                "Detail",
                {
                    var properties = ScreenProperties()
                    properties.bar.barTint = red
                    properties.bar.tint = green
                    return properties
                }()), onto: nav)
        #expect(window.resolvedBar(of: try window.require("Detail")).attributes.barTint == red)
        try window.popViewController(on: nav)
        let attributes = window.resolvedBar(of: home).attributes
        #expect(attributes.barTint == blue)
        #expect(attributes.tint == green, "the tint Detail set stays on the shared bar")
    }

    @Test(
        "a wrapped screen that hides its bar hides only its own bar (Koinu VMContainerNavigationController.swift:207-212: setNavigationBarHidden is per screen)"
    )
    func wrappedHiddenBar() throws {
        var (window, _) = try Fixture.wrappingNavigation(["Home", "Detail"])
        let detail = try window.require("Detail")
        try window.updateScreen(detail) { $0.barHidden = true }
        #expect(window.resolvedBar(of: detail).isHidden)
        #expect(!window.resolvedBar(of: try window.require("Home")).isHidden)
    }

    @Test(
        "a plain controller's hidden bar stays hidden for the screen below after pop (Apple doc isNavigationBarHidden is the controller's state)"
    )
    func plainHiddenBarLeaks() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home", "Detail"])
        try window.updateScreen(window.require("Detail")) { $0.barHidden = true }
        try window.popViewController(on: nav)
        #expect(window.resolvedBar(of: try window.require("Home")).isHidden)
        #expect(window[nav]?.navigation.isNavigationBarHidden == true)
    }

    @Test(
        "with RTRootNavigationController showing the outer controller's bar is ignored with a warning; hiding it is a silent no-op (RTRootNavigationController.m:744-748)"
    )
    func outerBarAlwaysHidden() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        window.wrappingLibrary = .rt
        #expect(window[nav]?.navigation.isNavigationBarHidden == true, "hidden in viewDidLoad (VMNavigationController l.100-105)")
        expectIgnored(by: window, warnings: [.outerBarAlwaysHidden(ref(window, nav))]) { w throws(NavigationError) in
            try w.setNavigationBarHidden(false, on: nav)
        }
        expectIgnored(by: window, warnings: []) { w throws(NavigationError) in
            try w.setNavigationBarHidden(true, on: nav)
        }
        #expect(
            NavigationWarning.outerBarAlwaysHidden(ref(window, nav)).description
                == "the navigation bar of <NavigationController root> is always hidden (RTRootNavigationController shows each screen's own bar); ignored"
        )
    }

    @Test(
        "with Koinu showing the outer controller's bar shows it, empty, above the screen's own bar: Koinu has no guard (VMNavigationController.swift overrides no setNavigationBarHidden; RT's guard is RTRootNavigationController.m:744-748)"
    )
    func koinuOuterBarShows() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        #expect(window.wrappingLibrary == .koinu)
        let result = try window.setNavigationBarHidden(false, on: nav)
        #expect(result.warnings == [])
        #expect(window[nav]?.navigation.isNavigationBarHidden == false)
        let bars = window.layout().elements.filter { $0.name.hasPrefix("navbar:") }.map(\.frame.y)
        #expect(bars == [54, 98], "the outer bar under the status bar, the screen's own below it")
    }

    @Test(
        "the outer controller and screens outside any navigation controller show no bar (Koinu VMNavigationController.swift:100-105 hides the outer bar; RTRootNavigationController.m:744-748 keeps it hidden)"
    )
    func noBar() throws {
        let (window, _, tabs) = try Fixture.tabBarOnRootOnly()
        let bar = window.resolvedBar(of: tabs)
        #expect(bar.isHidden)
        #expect(bar.barClass == "UINavigationBar")
        #expect(window.barOwner(of: tabs) == nil)
        #expect(
            !window.resolvedBar(of: try window.require("First")).isHidden,
            "each tab has its own bar (Koinu VMContainerNavigationController.swift:15-18)")
    }

    @Test(
        "useRootNavigationBarAttributes copies the root bar into each wrapped screen's bar, and the screen's own styling overrides it (SBNavigationController l.106-140)"
    )
    func useRootAttributes() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        try window.updateNavigationBar(of: nav) {
            $0.barTint = red
            $0.tint = blue
            $0.prefersLargeTitles = true
        }
        let switchedOn = try window.setUseRootNavigationBarAttributes(true, on: nav)
        #expect(
            switchedOn.warnings == [.rootBarAttributesNotCopiedToLoadedBars(ref(window, nav), bars: 1)],
            "Home's bar had loaded: Koinu copies only at viewDidLoad (VMContainerNavigationController.swift:36-41)")
        #expect(try window.setUseRootNavigationBarAttributes(true, on: nav).warnings.isEmpty, "already on: nothing copied")
        var properties = ScreenProperties()
        properties.bar.tint = green
        try window.pushViewController(.screen("Detail", properties), onto: nav)
        let detail = window.resolvedBar(of: try window.require("Detail")).attributes
        #expect(detail.barTint == red)
        #expect(detail.prefersLargeTitles == true)
        #expect(detail.tint == green, "the screen's own styling wins over the copy")
        #expect(
            window.resolvedBar(of: try window.require("Home")).attributes.barTint == nil,
            "a bar loaded before the option was set keeps its own attributes")
    }

    @Test(
        "useRootNavigationBarAttributes reaches the tab container navigation controllers of a no-wrapping root, those already there and one added later (Koinu VMContainerNavigationController.swift:36-57, SB SBContainerNavigationController.swift:106-116: every inner navigation controller whose navigationController is the wrapping one copies at viewDidLoad)"
    )
    func useRootAttributesReachTabContainers() throws {
        var window = Window()
        let outer = try #require(
            try window.setRoot(
                .koinuNavigationController(
                    root: .tabBarController(
                        [
                            .containerNavigationController(root: .screen("First")),
                            .containerNavigationController(root: .screen("Second")),
                        ], label: "tabs"),
                    noWrapping: true, label: "outer"),
                configure: { (window: inout Window, outer: ControllerID) throws(NavigationError) -> OperationResult in
                    try window.updateNavigationBar(of: outer) { $0.barTint = red }
                    return try window.setUseRootNavigationBarAttributes(true, on: outer)
                }
            ).created)
        let tabs = try window.require("tabs")
        #expect(window.parent(of: tabs) != nil && window.root == outer)
        #expect(window.resolvedBar(of: try window.require("First")).attributes.barTint == red)
        #expect(window.resolvedBar(of: try window.require("Second")).attributes.barTint == red)
        try window.setTabs(
            [.existing(try #require(window.children(of: tabs).first)), .containerNavigationController(root: .screen("Third"))],
            of: tabs)
        #expect(window.resolvedBar(of: try window.require("Third")).attributes.barTint == red)
        // A plain UINavigationController tab is not Koinu's and copies nothing.
        try window.setTabs(
            [.existing(try #require(window.children(of: tabs).first)), .navigationController(root: .screen("Plain"))], of: tabs)
        #expect(window.resolvedBar(of: try window.require("Plain")).attributes.barTint == nil)
    }

    @Test(
        "root bar changes after wrapping are not propagated; later screens get the new look (SBContainerNavigationController.swift:100-140, Koinu VMContainerNavigationController.swift:41-57: copied once at inner viewDidLoad)"
    )
    func useRootAttributesCopiedOnce() throws {
        var window = Window()
        let nav = try #require(
            try window.setRoot(
                .koinuNavigationController(root: .screen("Home"), label: "root"),
                configure: { (window: inout Window, nav: ControllerID) throws(NavigationError) -> OperationResult in
                    try window.updateNavigationBar(of: nav) { $0.barTint = red }
                    return try window.setUseRootNavigationBarAttributes(true, on: nav)
                }
            ).created)
        try window.updateNavigationBar(of: nav) { $0.barTint = yellow }
        try window.pushViewController(.screen("Detail"), onto: nav)
        #expect(window.resolvedBar(of: try window.require("Home")).attributes.barTint == red)
        #expect(window.resolvedBar(of: try window.require("Detail")).attributes.barTint == yellow)
    }

    @Test(
        "without useRootNavigationBarAttributes wrapped screens start from UIKit's default bar (Koinu VMNavigationController.swift:51: transferNavigationBarAttributes = false)"
    )
    func noRootAttributes() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        try window.updateNavigationBar(of: nav) { $0.barTint = red }
        try window.pushViewController(.screen("Detail"), onto: nav)
        #expect(window.resolvedBar(of: try window.require("Detail")).attributes.isEmpty)
    }

    @Test(
        "useRootNavigationBarAttributes is a Koinu outer-controller property: elsewhere it throws unsupportedProperty (SBNavigationController.swift:39)"
    )
    func useRootOnPlain() throws {
        let (window, nav) = try Fixture.plainNavigation()
        let error = expectRejection(of: window, throws: .unsupportedProperty("useRootNavigationBarAttributes", ref(window, nav))) {
            w throws(NavigationError) in
            try w.setUseRootNavigationBarAttributes(true, on: nav)
        }
        #expect(error?.description == "<UINavigationController main> has no property 'useRootNavigationBarAttributes'")
    }

    @Test(
        "a screen's navigationBarClass is read when it is wrapped, and only then (Koinu UIViewController+Koinu.swift:20 navigationBarClass(), read at VMNavigationController.swift:144)"
    )
    func barClassAtWrapTime() throws {
        var (window, nav) = try Fixture.wrappingNavigation()
        var properties = ScreenProperties()
        properties.navigationBarClass = "App.FancyBar"
        try window.pushViewController(.screen("Detail", properties), onto: nav)
        let detail = try window.require("Detail")
        #expect(window.resolvedBar(of: detail).barClass == "App.FancyBar")
        try window.updateScreen(detail) { $0.navigationBarClass = "App.OtherBar" }
        #expect(window.resolvedBar(of: detail).barClass == "App.FancyBar")
        #expect(window.resolvedBar(of: try window.require("Home")).barClass == "UINavigationBar")
    }

    @Test("bar attributes default to UIKit's: translucent, no large title (Apple docs isTranslucent, prefersLargeTitles)")
    func defaults() throws {
        let (window, _) = try Fixture.plainNavigation()
        let bar = window.resolvedBar(of: try window.require("Home"))
        #expect(bar.isTranslucent)
        #expect(!bar.showsLargeTitle)
        #expect(!bar.isHidden)
        #expect(bar.largeTitleDisplayMode == .automatic)
    }

    @Test(
        "large titles: .automatic follows the item below, .never and .always decide for themselves (Apple docs prefersLargeTitles, largeTitleDisplayMode)"
    )
    func largeTitles() throws {
        var (window, nav) = try Fixture.plainNavigation(["Home"])
        try window.updateNavigationBar(of: nav) { $0.prefersLargeTitles = true }
        let home = try window.require("Home")
        #expect(window.resolvedBar(of: home).showsLargeTitle, "the root's .automatic follows the bar")
        var never = ScreenProperties()
        never.navigationItem.largeTitleDisplayMode = .never
        try window.pushViewController(.screen("A", never), onto: nav)
        try window.pushViewController(.screen("B"), onto: nav)
        var always = ScreenProperties()
        always.navigationItem.largeTitleDisplayMode = .always
        try window.pushViewController(.screen("C", always), onto: nav)
        #expect(!window.resolvedBar(of: try window.require("A")).showsLargeTitle)
        #expect(!window.resolvedBar(of: try window.require("B")).showsLargeTitle, ".automatic below .never stays small")
        #expect(window.resolvedBar(of: try window.require("C")).showsLargeTitle)
        try window.updateNavigationBar(of: nav) { $0.prefersLargeTitles = false }
        #expect(!window.resolvedBar(of: try window.require("C")).showsLargeTitle, ".always needs a bar that prefers large titles")
    }

    @Test("colours parse #RRGGBB and #RRGGBBAA case-insensitively and reject anything else (NavStack Color)")
    func colours() {
        #expect(Color(hex: "#00ff00") == green)
        #expect(Color(hex: "#0000ff")?.hex == "#0000FF")
        #expect(Color(hex: "#11223344")?.description == "#11223344")
        for bad in ["00FF00", "#GG0000", "#12345", "#1234567", ""] { #expect(Color(hex: bad) == nil, "\(bad)") }
    }

    @Test(
        "bar styling on something that is not a navigation controller throws notANavigationController (UINavigationController.navigationBar)"
    )
    func barOnScreen() throws {
        let (window, _) = try Fixture.plainNavigation()
        let home = try window.require("Home")
        expectRejection(of: window, throws: .notANavigationController(ref(window, home))) { w throws(NavigationError) in
            try w.updateNavigationBar(of: home) { $0.barTint = red }
        }
        expectRejection(of: window, throws: .notANavigationController(ref(window, home))) { w throws(NavigationError) in
            try w.setNavigationBarHidden(true, on: home)
        }
    }
}
