import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackScript

/// One resolution case: a script, the bar it asks about, and what UIKit picks.
struct AppearanceCase: CustomTestStringConvertible, Sendable {
    /// The rule and its source.
    let rule: String
    let script: String
    let target: String
    let bar: AppearanceBar
    let source: ResolvedAppearance.Source
    let background: BarAppearance.Background
    var shadow: Bool?
    var backgroundColor: String?

    var testDescription: String { rule }
}

/// The resolution of `target`'s `bar` after `script`, or `nil` when that bar does not show.
/// The script must run green and name `target`, so a `nil` result means the bar is not there.
private func resolved(
    _ script: String, _ target: String, _ bar: AppearanceBar, sourceLocation: SourceLocation = #_sourceLocation
) throws -> ResolvedAppearance? {
    let run = ScriptRun(script)
    try #require(run.errors.isEmpty, "script failed: \(run.errors)", sourceLocation: sourceLocation)
    let id = try #require(run.window.id(named: target), sourceLocation: sourceLocation)
    return run.window.appearance(of: bar, for: id)
}

@Suite("Bar appearances: UIKit's fallback order, the scroll edges, LNPopupController and the wrapping libraries")
struct BarAppearanceTests {
    static let cases: [AppearanceCase] = [
        // Navigation bar, UINavigationBar.h "Fallback Behavior" and the iOS 15 scroll edge.
        AppearanceCase(
            rule: "AN5 iOS 15: an unstyled bar at the top edge is the standard made transparent (Apple doc scrollEdgeAppearance)",
            script: "root uinav(Home)", target: "Home", bar: .navbar, source: .standardTransparent, background: .transparent,
            shadow: false),
        AppearanceCase(
            rule: "AL1 scrolled, no object set: UIKit's default standard object (legacy)",
            script: "root uinav(Home)\nscroll Home middle", target: "Home", bar: .navbar, source: .legacy, background: .default,
            shadow: true),
        AppearanceCase(
            rule: "AL1/AL3 legacy translucent=false barTint: opaque with the tint colour (Apple doc barTintColor)",
            script: "root uinav(Home)\nset Home barTint=#112233 translucent=false\nscroll Home middle", target: "Home", bar: .navbar,
            source: .legacy, background: .opaque, backgroundColor: "#112233"),
        AppearanceCase(
            rule: "AL2 legacy properties do not stop the scroll-edge transparency (CovidCertificate-App-iOS#78)",
            script: "root uinav(Home)\nset Home barTint=#112233 translucent=false", target: "Home", bar: .navbar,
            source: .standardTransparent, background: .transparent),
        AppearanceCase(
            rule: "AL4 shadowHidden without a background image leaves the default hairline (Apple doc shadowImage)",
            script: "root uinav(Home)\nset Home shadowHidden=true\nscroll Home middle", target: "Home", bar: .navbar, source: .legacy,
            background: .default, shadow: true),
        AppearanceCase(
            rule: "AN3 not at the edge: the item's standard outranks the bar's (Apple doc UINavigationItem.standardAppearance)",
            script: "root n=uinav(Home)\nset n standard=default\nset Home standard=opaque\nscroll Home middle", target: "Home",
            bar: .navbar, source: .itemStandard, background: .opaque, shadow: true),
        AppearanceCase(
            rule: "AN3 the bar's standard when the item has none",
            script: "root n=uinav(Home)\nset n standard=opaque\nscroll Home middle", target: "Home", bar: .navbar,
            source: .barStandard, background: .opaque),
        AppearanceCase(
            rule: "AN3 at the top edge the item's scrollEdge wins",
            script: "root n=uinav(Home)\nset n scrollEdge=default\nset Home scrollEdge=opaque standard=transparent", target: "Home",
            bar: .navbar, source: .itemScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AN3 at the top edge the bar's scrollEdge outranks the item's standard",
            script: "root n=uinav(Home)\nset n scrollEdge=opaque\nset Home standard=transparent", target: "Home", bar: .navbar,
            source: .barScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AN4 a nil scroll edge: the item's standard made transparent (UINavigationBar.h: a modified standardAppearance)",
            script: "root uinav(Home)\nset Home standard=opaque standard.backgroundColor=#FF0000", target: "Home", bar: .navbar,
            source: .standardTransparent, background: .transparent),
        AppearanceCase(
            rule: "AN3 compact height: the bar's compact outranks the item's standard (Apple doc compactAppearance)",
            script:
                "device iphone-15-pro landscape\nroot n=uinav(Home)\nset n compact=opaque\nset Home standard=transparent\nscroll Home middle",
            target: "Home", bar: .navbar, source: .barCompact, background: .opaque),
        AppearanceCase(
            rule: "AN3 compact height, no compact slot: the item's standard",
            script: "device iphone-15-pro landscape\nroot uinav(Home)\nset Home standard=opaque\nscroll Home middle", target: "Home",
            bar: .navbar, source: .itemStandard, background: .opaque),
        AppearanceCase(
            rule: "AN3 compact height at the edge: the bar's compactScrollEdge outranks the item's scrollEdge",
            script: "device iphone-15-pro landscape\nroot n=uinav(Home)\nset n compactScrollEdge=opaque\nset Home scrollEdge=transparent",
            target: "Home", bar: .navbar, source: .barCompactScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AN3 compact height at the edge: a nil compactScrollEdge uses the scrollEdge (Apple doc compactScrollEdgeAppearance)",
            script: "device iphone-15-pro landscape\nroot uinav(Home)\nset Home scrollEdge=opaque compact=transparent", target: "Home",
            bar: .navbar, source: .itemScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AN3 in portrait (normal height) the compact slots never apply",
            script: "root uinav(Home)\nset Home compact=opaque compactScrollEdge=opaque\nscroll Home middle", target: "Home", bar: .navbar,
            source: .legacy, background: .default),
        AppearanceCase(
            rule: "AN7 content that fits is always at the edge",
            script: "root uinav(Home)\nset Home scrollEdge=opaque\nscroll Home fits", target: "Home", bar: .navbar,
            source: .itemScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AN3 only the top item counts: a pushed screen without slots does not inherit the previous item's",
            script: "root uinav(Home)\nset Home standard=opaque\npush Detail\nscroll Detail middle", target: "Detail", bar: .navbar,
            source: .legacy, background: .default),
        AppearanceCase(
            rule: "AC2/AC3 a colour without configure: the default object with that colour layered on it (Apple doc backgroundColor)",
            script: "root uinav(Home)\nset Home standard.backgroundColor=#00FF00\nscroll Home middle", target: "Home", bar: .navbar,
            source: .itemStandard, background: .default, shadow: true, backgroundColor: "#00FF00"),
        AppearanceCase(
            rule: "AC1 configureWithTransparentBackground: no background, no shadow",
            script: "root uinav(Home)\nset Home standard=transparent\nscroll Home middle", target: "Home", bar: .navbar,
            source: .itemStandard, background: .transparent, shadow: false),
        AppearanceCase(
            rule: "AC1 opaque keeps the hairline; shadowColor=none removes it (Apple doc shadowColor)",
            script: "root uinav(Home)\nset Home standard=opaque standard.shadowColor=none\nscroll Home middle", target: "Home",
            bar: .navbar, source: .itemStandard, background: .opaque, shadow: false),
        AppearanceCase(
            rule: "AC1 configure keys apply before the colour keys of one command",
            script: "root uinav(Home)\nset Home standard.backgroundColor=#0000FF standard=opaque\nscroll Home middle", target: "Home",
            bar: .navbar, source: .itemStandard, background: .opaque, backgroundColor: "#0000FF"),
        // Tab bar: the bottom edge of the selected tab's content.
        AppearanceCase(
            rule: "AT2 tab bar away from the bottom edge: the standard (legacy default)",
            script: "root tabs(uinav(Home))", target: "Home", bar: .tabbar, source: .legacy, background: .default, shadow: true),
        AppearanceCase(
            rule:
                "AT2/AT3 at the bottom edge of the selected tab's top screen: the standard made transparent (Apple doc UITabBar.scrollEdgeAppearance)",
            script: "root tabs(uinav(Home))\nscroll Home bottom", target: "Home", bar: .tabbar, source: .standardTransparent,
            background: .transparent),
        AppearanceCase(
            rule: "AT2 a set tab bar scrollEdge at the bottom edge",
            script: "root t=tabs(uinav(Home))\nset t tabBar.scrollEdge=opaque\nscroll Home fits", target: "t", bar: .tabbar,
            source: .barScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AT3 the edge follows the selected tab's top screen",
            script: "root t=tabs(uinav(Home), uinav(Other))\nscroll Home bottom\nselect 1", target: "t", bar: .tabbar, source: .legacy,
            background: .default),
        // Toolbar: the navigation controller's top screen's bottom edge.
        AppearanceCase(
            rule: "AB1 a shown toolbar at rest: its standard",
            script: "root uinav(Home)\ntoolbar show\nset Home toolbar.standard=opaque", target: "Home", bar: .toolbar, source: .barStandard,
            background: .opaque),
        AppearanceCase(
            rule: "AB1/AB2 at the bottom edge with no scrollEdge: the standard made transparent (Apple doc UIToolbar.scrollEdgeAppearance)",
            script: "root uinav(Home)\ntoolbar show\nscroll Home bottom", target: "Home", bar: .toolbar, source: .standardTransparent,
            background: .transparent),
        AppearanceCase(
            rule: "AB1 compact height at the edge: a nil compactScrollEdge uses the scrollEdge",
            script:
                "device iphone-15-pro landscape\nroot uinav(Home)\ntoolbar show\nset Home toolbar.scrollEdge=opaque\nscroll Home bottom",
            target: "Home", bar: .toolbar, source: .barScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AB3 one toolbar per plain navigation controller: a popped screen's toolbar appearance stays",
            script: "root uinav(Home)\ntoolbar show\npush Detail toolbar.standard=opaque\npop", target: "Home", bar: .toolbar,
            source: .barStandard, background: .opaque),
        // LNPopupController, legacy path.
        AppearanceCase(
            rule:
                "AP1 a presented popup bar suppresses the tab bar's scroll edge (LNPopupController UIView+LNPopupSupportPrivate.mm:871-887; README 2.13)",
            script: "root t=tabs(uinav(Home))\nscroll Home bottom\npopup present Player on=t", target: "t", bar: .tabbar, source: .legacy,
            background: .default),
        AppearanceCase(
            rule: "AP1 a suppressed tab bar shows its set standard",
            script:
                "root t=tabs(uinav(Home))\nset t tabBar.standard=opaque tabBar.scrollEdge=transparent\nscroll Home bottom\npopup present Player on=t\npopup open on=t",
            target: "t", bar: .tabbar, source: .barStandard, background: .opaque),
        AppearanceCase(
            rule: "AP1 dismissing the popup bar restores the scroll edge",
            script: "root t=tabs(uinav(Home))\nscroll Home bottom\npopup present Player on=t\npopup dismiss on=t", target: "t",
            bar: .tabbar,
            source: .standardTransparent, background: .transparent),
        AppearanceCase(
            rule:
                "AP1 toolbar: the compactScrollEdge getter answers the standard, not the compact (UIView+LNPopupSupportPrivate.mm:733-736)",
            script:
                "device iphone-15-pro landscape\nroot n=uinav(Home)\ntoolbar show\nset n toolbar.compact=transparent toolbar.compactScrollEdge=transparent\nscroll Home bottom\npopup present Player on=n",
            target: "n", bar: .toolbar, source: .legacy, background: .default),
        AppearanceCase(
            rule: "AP2 the dock's hairline is cleared under a floating popup bar (_LNPopupUIBarAppearanceProxy.mm:25-41)",
            script: "root t=tabs(uinav(Home))\npopup present Player on=t", target: "t", bar: .tabbar, source: .legacy, background: .default,
            shadow: false),
        AppearanceCase(
            rule: "AP2 a prominent popup bar leaves the dock's hairline",
            script: "root t=tabs(uinav(Home))\npopup style bar=prominent on=t\npopup present Player on=t", target: "t", bar: .tabbar,
            source: .legacy, background: .default, shadow: true),
        AppearanceCase(
            rule: "AP3 with glass nothing is suppressed (UIView+LNPopupSupportPrivate.mm:879)",
            script: "design glass\nroot t=tabs(uinav(Home))\nscroll Home bottom\npopup present Player on=t", target: "t", bar: .tabbar,
            source: .standardTransparent, background: .transparent),
        AppearanceCase(
            rule: "AP4 the popup bar inherits the tab bar's standard appearance (LNPopupController.mm:1460-1464)",
            script: "root t=tabs(uinav(Home))\nset t tabBar.standard=opaque\npopup present Player on=t", target: "Player", bar: .popupbar,
            source: .dockStandard, background: .opaque, shadow: false),
        AppearanceCase(
            rule: "AP4 a small toolbar gives its compactAppearance (LNPopupController.mm:1451-1458)",
            script:
                "device iphone-15-pro landscape\nroot n=uinav(Home)\ntoolbar show\nset n toolbar.compact=transparent\npopup present Player on=n",
            target: "n", bar: .popupbar, source: .dockCompact, background: .transparent),
        AppearanceCase(
            rule: "AP4 inheritsAppearanceFromDockingView=false: the popup bar's own standard (LNPopupController.mm:1444-1447)",
            script: "root t=tabs(uinav(Home))\nset t tabBar.standard=opaque\npopup style inherits=false on=t\npopup present Player on=t",
            target: "t", bar: .popupbar, source: .barStandard, background: .default),
        AppearanceCase(
            rule: "AP4 a plain container's dock has no appearance: the bar's own (README: a default appearance is used)",
            script: "root c=uinav(Home)\npush Detail\npopup present Player on=Detail", target: "Detail", bar: .popupbar,
            source: .barStandard,
            background: .default),
        // Wrapping libraries.
        AppearanceCase(
            rule: "AK1 Koinu: a screen is its own bar's only item, so its item slots decide",
            script: "root nav(Home)\npush Detail standard=opaque\nscroll Detail middle", target: "Detail", bar: .navbar,
            source: .itemStandard,
            background: .opaque),
        AppearanceCase(
            rule:
                "AK2 useRootNavigationBarAttributes copies the root bar's appearances into each screen's bar at load (SBContainerNavigationController.swift:106-139)",
            script: "root n=nav(Home)\nset n useRootNavigationBarAttributes=true scrollEdge=opaque\npush Detail", target: "Detail",
            bar: .navbar, source: .barScrollEdge, background: .opaque),
        AppearanceCase(
            rule: "AK2 without the option the inner bar keeps UIKit's defaults",
            script: "root n=nav(Home)\nset n scrollEdge=opaque\npush Detail", target: "Detail", bar: .navbar, source: .standardTransparent,
            background: .transparent),
        AppearanceCase(
            rule: "AK4 RT syncs every screen's item slots from the root's, nil ones included (RTRootNavigationController.m:440-478)",
            script: "library rt\nroot nav(Home)\nset Home standard=transparent\npush Detail standard=opaque\nscroll Detail middle",
            target: "Detail", bar: .navbar, source: .itemStandard, background: .transparent),
        AppearanceCase(
            rule: "AK4 RT with a root without slots clears a screen's own",
            script: "library rt\nroot nav(Home)\npush Detail standard=opaque\nscroll Detail middle", target: "Detail", bar: .navbar,
            source: .legacy, background: .default),
        AppearanceCase(
            rule:
                "AK4 RT writes the copies into the items: a loaded screen that becomes the root by remove keeps the old root's slots, so the stack keeps its style",
            script:
                "library rt\nroot nav(Home)\nset Home standard=transparent\npush Detail standard=opaque\npush Third\nremove Home\nscroll Third middle",
            target: "Third", bar: .navbar, source: .itemStandard, background: .transparent),
        AppearanceCase(
            rule: "AK4 the same through set-stack",
            script:
                "library rt\nroot nav(Home)\nset Home standard=transparent\npush Detail standard=opaque\npush Third\nset-stack Detail Third\nscroll Third middle",
            target: "Third", bar: .navbar, source: .itemStandard, background: .transparent),
        AppearanceCase(
            rule: "AK4 a screen that never loaded holds no copy: become the root, its own slots lead",
            script:
                "library rt\nroot nav(Home)\nset Home standard=transparent\nset-stack Home Detail Third\nset Detail standard=opaque\nremove Home\nscroll Third middle",
            target: "Third", bar: .navbar, source: .itemStandard, background: .opaque),
        AppearanceCase(
            rule: "AK4 Koinu does not sync item appearances",
            script: "root nav(Home)\nset Home standard=transparent\npush Detail standard=opaque\nscroll Detail middle", target: "Detail",
            bar: .navbar, source: .itemStandard, background: .opaque),
    ]

    @Test("each rule resolves to the slot UIKit uses", arguments: cases)
    func resolution(_ expected: AppearanceCase) throws {
        let actual = try #require(try resolved(expected.script, expected.target, expected.bar))
        #expect(actual.source == expected.source)
        #expect(actual.appearance.background == expected.background)
        if let shadow = expected.shadow { #expect(actual.appearance.showsShadow == shadow) }
        if let colour = expected.backgroundColor { #expect(actual.appearance.backgroundColor?.hex == colour) }
    }

    @Test("the script's expect appearance passes on each case, and fails when any field is wrong", arguments: cases)
    func scriptExpectations(_ expected: AppearanceCase) {
        let line = "expect appearance \(expected.target) \(expected.bar.rawValue) source=\(expected.source.rawValue)"
        let passing = ScriptRun(expected.script + "\n" + line + " background=\(expected.background.rawValue)")
        #expect(passing.errors.isEmpty, "\(passing.errors)")
        let wrongSource = expected.source == .legacy ? "item.standard" : "legacy"
        let failing = ScriptRun(expected.script + "\nexpect appearance \(expected.target) \(expected.bar.rawValue) source=\(wrongSource)")
        #expect(
            failing.errors == [
                "expectation failed: \(expected.bar.rawValue) of \(failing.window.describe(failing.window.id(named: expected.target) ?? ControllerID(rawValue: 0))) has source=\(expected.source.rawValue), expected source=\(wrongSource)"
            ])
    }

    @Test("AN8: a hidden bar has no appearance to expect (hidesBottomBarWhenPushed, barHidden, a hidden toolbar)")
    func hiddenBars() throws {
        #expect(try resolved("root tabs(uinav(Home))\npush Detail hidesBottomBarWhenPushed=true", "Detail", .tabbar) == nil)
        #expect(try resolved("root tabs(uinav(Home))\npush Detail", "Detail", .tabbar) != nil)
        #expect(try resolved("root uinav(Home)\npush Detail barHidden=true", "Detail", .navbar) == nil)
        #expect(try resolved("root uinav(Home)\npush Detail", "Detail", .navbar) != nil)
        #expect(try resolved("root uinav(Home)", "Home", .toolbar) == nil)
        #expect(try resolved("root uinav(Home)", "Home", .popupbar) == nil)
        // Koinu's outer bar is hidden in its viewDidLoad (VMNavigationController.swift:100-105).
        #expect(try resolved("root n=nav(Home)", "n", .navbar) == nil)
        #expect(try resolved("root n=nav(Home)", "Home", .navbar) != nil)
        let run = ScriptRun("root uinav(Home)\nexpect appearance Home toolbar source=legacy")
        #expect(run.errors == ["expectation failed: <Home> has no toolbar showing"])
    }

    @Test("AN3 the bar shows only its top item: a screen under another has no navigation bar of its own")
    func onlyTheTopItem() throws {
        #expect(try resolved("root uinav(Home)\npush Detail", "Home", .navbar) == nil)
        #expect(try resolved("root n=uinav(Home)\npush Detail\nscroll Detail middle", "n", .navbar)?.source == .legacy)
    }

    @Test("AN1 the bar stores a copy: SB's root-bar copy is made at load, later changes reach only screens wrapped afterwards")
    func rootBarCopyIsOneTime() throws {
        let script = """
            root n=nav(Home)
            set n useRootNavigationBarAttributes=true standard=opaque
            push Detail
            set n standard=transparent
            push Later
            scroll Detail middle
            scroll Later middle
            """
        #expect(try resolved(script, "Later", .navbar)?.appearance.background == .transparent)
        #expect(try resolved(script + "\npop", "Detail", .navbar)?.appearance.background == .opaque)
    }

    @Test("AN4/AC1: the transparent fallback and a second configure keep the title colour, reset background and shadow")
    func titleColourKept() throws {
        let fallback = try #require(try resolved("root uinav(Home)\nset Home standard=opaque standard.titleColor=#FF0000", "Home", .navbar))
        #expect(fallback.source == .standardTransparent)
        #expect(fallback.appearance.titleColor?.hex == "#FF0000")
        let again = try #require(
            try resolved(
                "root uinav(Home)\nset Home standard=opaque standard.backgroundColor=#00FF00 standard.titleColor=#FF0000 standard.shadowColor=none\nset Home standard=default\nscroll Home middle",
                "Home", .navbar))
        #expect(
            again.appearance
                == {
                    var object = BarAppearance(.default)
                    object.titleColor = Color(hex: "#FF0000")
                    return object
                }())
    }

    @Test("AC3: a shadow colour shows the hairline in that colour; none hides it (Apple doc shadowColor)")
    func shadowColour() throws {
        let coloured = try #require(
            try resolved(
                "root uinav(Home)\nset Home standard=transparent standard.shadowColor=#FF0000\nscroll Home middle", "Home", .navbar))
        #expect(coloured.appearance.showsShadow)
        #expect(coloured.appearance.shadowColor?.hex == "#FF0000")
    }

    @Test("AL5/AN2: an explicit bar standard wins over the legacy barTint; objects are used whole")
    func explicitObjectWinsOverLegacy() throws {
        let actual = try #require(
            try resolved("root n=uinav(Home)\nset n barTint=#FF0000 standard=opaque\nscroll Home middle", "Home", .navbar))
        #expect(actual.source == .barStandard)
        #expect(actual.appearance.backgroundColor == nil)
        // The item's object replaces the bar's whole: its colour is not merged in.
        let item = try #require(
            try resolved(
                "root n=uinav(Home)\nset n standard=opaque standard.backgroundColor=#FF0000\nset Home standard=default\nscroll Home middle",
                "Home", .navbar))
        #expect(item.source == .itemStandard)
        #expect(item.appearance.backgroundColor == nil)
    }

    @Test("AN6: large titles change nothing in the choice of slot")
    func largeTitles() throws {
        let script = "root uinav(Home)\nset Home prefersLargeTitles=true largeTitle=always scrollEdge=opaque"
        #expect(ScriptRun(script + "\nexpect bar Home largeTitle=true").errors.isEmpty)
        #expect(try resolved(script, "Home", .navbar)?.source == .itemScrollEdge)
        #expect(try resolved(script + "\nscroll Home middle", "Home", .navbar)?.source == .legacy)
    }

    @Test("AT1: the tab bar has no compact slots; in landscape it keeps its standard")
    func tabBarLandscape() throws {
        let actual = try resolved(
            "device iphone-15-pro landscape\nroot t=tabs(uinav(Home))\nset t tabBar.standard=opaque\nscroll Home middle", "t", .tabbar)
        #expect(actual?.source == .barStandard)
    }

    @Test("AB1: the toolbar's compact slots in landscape, at rest and at the bottom edge")
    func toolbarCompact() throws {
        let setup =
            "device iphone-15-pro landscape\nroot n=uinav(Home)\ntoolbar show\nset n toolbar.compact=opaque toolbar.compactScrollEdge=transparent"
        #expect(try resolved(setup + "\nscroll Home middle", "n", .toolbar)?.source == .barCompact)
        #expect(try resolved(setup + "\nscroll Home bottom", "n", .toolbar)?.source == .barCompactScrollEdge)
        #expect(try resolved(setup + "\nscroll Home bottom\ndevice iphone-15-pro portrait", "n", .toolbar)?.source == .standardTransparent)
    }

    @Test("AP1/AP2 on a toolbar: suppressed scroll edge, no hairline under a floating bar; a custom docking view changes neither")
    func toolbarUnderPopup() throws {
        let setup = "root n=uinav(Home)\ntoolbar show\nscroll Home bottom\npopup present Player on=n"
        let docked = try #require(try resolved(setup, "n", .toolbar))
        #expect(docked.source == .legacy)
        #expect(!docked.appearance.showsShadow)
        let custom = try #require(
            try resolved(
                "root n=uinav(Home)\ntoolbar show\nscroll Home bottom\npopup dock on=n view=custom height=50\npopup present Player on=n",
                "n", .toolbar))
        #expect(custom.source == .standardTransparent)
        let tabs = try #require(
            try resolved("root t=tabs(uinav(Home))\npopup dock on=t view=custom height=50\npopup present Player on=t", "t", .tabbar))
        #expect(tabs.appearance.showsShadow)
    }

    @Test("AP4: a hidden dock still gives its appearance (its tab bar or toolbar is the dock while hidden)")
    func hiddenDockStillInherits() throws {
        let toolbar = try resolved("root n=uinav(Home)\nset n toolbar.standard=opaque\npopup present Player on=n", "n", .popupbar)
        #expect(toolbar?.source == .dockStandard)
        #expect(toolbar?.appearance.background == .opaque)
        let tabs = try resolved(
            "root t=tabs(uinav(Home))\nset t tabBar.standard=opaque\npopup present Player on=t\npush Detail hidesBottomBarWhenPushed=true",
            "t",
            .popupbar)
        #expect(tabs?.source == .dockStandard)
    }

    @Test("AP4: switching inheritance off after presenting keeps the object the bar took (LNPopupController.mm:1444-1447)")
    func inheritanceOffKeepsTheObject() throws {
        let script =
            "root t=tabs(uinav(Home))\nset t tabBar.standard=opaque\npopup present Player on=t\npopup style inherits=false on=t\nset t tabBar.standard=transparent"
        let kept = try #require(try resolved(script, "t", .popupbar))
        #expect(kept.source == .dockStandard)
        #expect(kept.appearance.background == .opaque)
        let back = try resolved(script + "\npopup style inherits=true on=t", "t", .popupbar)
        #expect(back?.appearance.background == .transparent)
        let never = try resolved("root t=tabs(uinav(Home))\npopup style inherits=false on=t\npopup present Player on=t", "t", .popupbar)
        #expect(never?.source == .barStandard)
    }

    @Test("AK3: under library rt, useRootNavigationBarAttributes copies the bar objects too (RTRootNavigationController.m:396-435)")
    func rtTransfer() throws {
        let actual = try resolved(
            "library rt\nroot n=nav(Home)\nset n useRootNavigationBarAttributes=true scrollEdge=opaque\npush Detail", "Detail", .navbar)
        #expect(actual?.source == .barScrollEdge)
    }

    @Test("AK4: under library rt with a no-wrapping root, the source item is the root content's (RTRootNavigationController.m:445-452)")
    func rtNoWrappingRoot() throws {
        let actual = try resolved(
            "library rt\nroot n=nav(tabs(cnav(First)), nowrap)\npush Detail standard=opaque\nscroll Detail middle", "Detail", .navbar)
        #expect(actual?.source == .legacy)
    }

    @Test("one root line: the appearance keys apply before useRootNavigationBarAttributes copies them, configure before colours")
    func keyOrderWithRootCopy() throws {
        let actual = try resolved(
            "root n=nav(Home) useRootNavigationBarAttributes=true standard.backgroundColor=#FF0000 standard=opaque\nscroll Home middle",
            "Home", .navbar)
        #expect(actual?.source == .barStandard)
        #expect(actual?.appearance.backgroundColor?.hex == "#FF0000")
    }

    @Test("appearance slots survive the state document; an older document without them still loads")
    func stateRoundTrip() throws {
        let run = ScriptRun(
            "root t=tabs(n=uinav(Home))\nset t tabBar.standard=opaque\nset n toolbar.scrollEdge=transparent standard.titleColor=#FF0000\nset Home scrollEdge=opaque\nscroll Home middle\npopup style inherits=false on=t"
        )
        let text = StateDocument.text(of: run.window)
        #expect(text.contains("\"appearances\""))
        #expect(text.contains("\"toolbarAppearances\""))
        #expect(text.contains("\"inheritsAppearanceFromDockingView\""))
        let decoded = try StateDocument.window(from: Array(text.utf8))
        #expect(decoded == run.window)
        // A document written before appearances were modelled has none of those keys.
        let plain = ScriptRun("root t=tabs(n=uinav(Home))").window
        let older = try StateDocument.window(from: Array(StateDocument.text(of: plain).utf8))
        #expect(older == plain)
    }

    @Test("tab bar keys apply to a tab bar controller only; scroll positions to screens only")
    func targets() {
        #expect(
            ScriptRun("root t=tabs(uinav(Home))\nset t standard=opaque").errors == [
                "'standard' does not apply to <TabBarController t>, a TabBarController"
            ])
        #expect(ScriptRun("root t=tabs(uinav(Home))\nscroll t middle").errors.first?.contains("scroll position") == true)
    }
}
