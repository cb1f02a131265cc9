import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Golden SVG wireframes (Golden/SVG/NAME.svg, which a browser opens): the three Koinu
/// topologies, LNPopupController's bar re-docking when a push hides the tab bar, and the
/// toast stack collapsed and expanded. Each script states what the picture must show.
@Suite struct SVGGoldenTests {
    /// The window a script leaves, after checking it ran green.
    static func window(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Window {
        let run = ScriptRun(script)
        #expect(run.errors.isEmpty, "script failed: \(run.errors)", sourceLocation: sourceLocation)
        return run.window
    }

    @Test("Koinu topology 1 (every screen wrapped): each screen's own coloured bar, back button and toolbar")
    func koinuWrapping() {
        let window = Self.window(
            """
            root main=nav(Home)
            set Home title="Home" barTint=#FFD60A
            push Detail title="Detail" barTint=#34C759 tint=#FFFFFF titleColor=#FFFFFF rightItems="Share,Edit" toolbarItems="Reply,Forward"
            toolbar show from=Detail
            scroll Detail middle
            expect back Detail Back
            expect toolbar visible from=Detail
            expect appearance Detail navbar source=legacy backgroundColor=#34C759
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/koinu-wrapping", extension: "svg")
    }

    /// A settings screen styled the iOS 15 way: an opaque coloured standard appearance and no
    /// scroll-edge one, so at rest the bar is the standard made transparent (Apple doc
    /// `UINavigationBar/scrollEdgeAppearance`).
    static let settings = """
        root tabs(settings=uinav(Settings))
        set Settings title="Settings" standard=opaque standard.backgroundColor=#1C3D5A standard.titleColor=#FFFFFF rightItems="Edit"
        """

    @Test("a screen at rest shows a transparent bar with no hairline; scrolled, its standard appearance")
    func appearanceAtRestAndScrolled() {
        let rest = Self.window(
            Self.settings + "\nexpect appearance Settings navbar source=standard+transparent background=transparent shadow=none")
        assertGolden(SVGRenderer.render(rest), named: "SVG/appearance-at-rest", extension: "svg")
        let scrolled = Self.window(
            Self.settings
                + "\nscroll Settings middle\nexpect appearance Settings navbar source=item.standard background=opaque backgroundColor=#1C3D5A"
        )
        assertGolden(SVGRenderer.render(scrolled), named: "SVG/appearance-scrolled", extension: "svg")
    }

    @Test("iPhone landscape: the 32 pt bar takes the bar's compact appearance over the item's standard")
    func appearanceCompact() {
        let window = Self.window(
            """
            device iphone-15-pro landscape
            root main=uinav(Reader)
            set main compact=opaque compact.backgroundColor=#FF9500
            set Reader title="Reader" standard=opaque
            scroll Reader middle
            expect appearance Reader navbar source=bar.compact background=opaque backgroundColor=#FF9500
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/appearance-compact-landscape", extension: "svg")
    }

    @Test("a presented popup bar suppresses the tab bar's scroll edge and clears its hairline (LNPopupController)")
    func popupSuppressesScrollEdge() {
        let window = Self.window(
            """
            root t=tabs(nav(Library), nav(Search))
            set Library title="Library"
            scroll Library bottom
            expect appearance t tabbar source=standard+transparent background=transparent
            popup present Player title="Song" subtitle="Artist"
            expect appearance t tabbar source=legacy background=default shadow=none
            expect appearance Player popupbar source=dock.standard shadow=none
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/popup-suppresses-tabbar-edge", extension: "svg")
    }

    @Test("Koinu topology 2 (tab bar controller as the no-wrapping root): tab bar with the selected tab marked")
    func koinuTabRoot() {
        let window = Self.window(
            """
            root main=nav(tabs(cnav(First), cnav(Second), cnav(Third)), nowrap)
            set First title="Feed" prefersLargeTitles=true
            set Second title="Search"
            set Third tabTitle="Profile"
            select First
            expect tabbar visible
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/koinu-tab-root", extension: "svg")
    }

    @Test("Koinu topology 3 (a wrapping navigation controller per tab): a screen pushed inside its tab keeps the tab bar")
    func koinuTabPerNav() {
        let window = Self.window(
            """
            root tabs(first=nav(First), second=nav(Second))
            set First title="First"
            set Second title="Second"
            select Second
            push Other title="Other" from=Second backMode=minimal
            expect tabbar visible
            expect stack Second Other on=second
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/koinu-tab-per-nav", extension: "svg")
    }

    static let popupRedock = """
        root t=tabs(nav(Library), nav(Search))
        set Library title="Library"
        set Search title="Search"
        popup present Player title="Song" subtitle="Artist" progress=0.3 image=cover trailing="Play"
        popup style progress=bottom
        expect popup dock tabbar
        expect frame popupbar 0 705 393 64
        """

    @Test("the popup bar docked on the tab bar, then re-docked on the safe area after a push hides it")
    func popupRedocking() {
        assertGolden(SVGRenderer.render(Self.window(Self.popupRedock)), named: "SVG/popup-redock-docked", extension: "svg")
        let pushed = Self.window(
            Self.popupRedock + """

                push Album title="Album" hidesBottomBarWhenPushed=true
                expect popup dock safearea
                expect frame popupbar 0 754 393 64
                """)
        assertGolden(SVGRenderer.render(pushed), named: "SVG/popup-redock-pushed", extension: "svg")
        let open = Self.window(Self.popupRedock + "\npopup open\nexpect popup open")
        assertGolden(SVGRenderer.render(open), named: "SVG/popup-redock-open", extension: "svg")
    }

    /// A music app on the 402-pt iPhone: three tabs, the library titled, both designs.
    static func musicApp(_ design: String) -> String {
        """
        design \(design)
        device iphone-16-pro
        root t=tabs(uinav(Library), uinav(Search), uinav(Radio))
        set Library title="Library" rightItems="Edit"
        """
    }

    @Test(
        "the music app in both designs: legacy (iOS 18) with LNPopupController's bar on the tab bar; glass (iOS 26) with a UITabAccessory mini player above the floating platter"
    )
    func musicAppBothDesigns() {
        let legacy = Self.window(
            Self.musicApp("legacy") + """

                popup present Player title="Song" subtitle="Artist"
                expect frame tabbar 0 791 402 83
                """)
        assertGolden(SVGRenderer.render(legacy), named: "SVG/music-legacy-popup", extension: "svg")
        let glass = Self.window(
            Self.musicApp("glass") + """

                accessory set MiniPlayer
                expect frame tabplatter 64 791 274 62
                expect frame accessory 21 735 360 48
                """)
        let svg = SVGRenderer.render(glass)
        #expect(svg.contains(#"data-element="accessory" x="21" y="735" width="360" height="48" rx="24" data-environment="regular""#))
        #expect(svg.contains(#"data-selection="tab:0""#))
        #expect(!svg.contains("data-element=\"tabbar\" x=\"0\" y=\"791\" width=\"402\" height=\"83\" fill=\"#F9F9F9\""))
        assertGolden(svg, named: "SVG/music-glass-accessory", extension: "svg")
        let popup = Self.window(
            Self.musicApp("glass") + """

                popup present Player title="Song" subtitle="Artist"
                expect frame popupbar 0 735 402 48
                """)
        assertGolden(SVGRenderer.render(popup), named: "SVG/music-glass-popup", extension: "svg")
    }

    @Test("glass, a pushed album: a round back button at the bar's leading edge, the accessory at the bottom of the view")
    func glassPushed() {
        let window = Self.window(
            Self.musicApp("glass") + """

                accessory set MiniPlayer
                push Album title="Album" hidesBottomBarWhenPushed=true
                expect frame accessory 21 805 360 48
                """)
        let svg = SVGRenderer.render(window)
        #expect(svg.contains(#"data-back="Library" x="16" y="62" width="44" height="44" rx="22""#))
        assertGolden(svg, named: "SVG/music-glass-pushed", extension: "svg")
    }

    static let toastStack = """
        root nav(Home)
        set Home title="Inbox"
        toasts add "Copied"
        toasts add "Message sent"
        toasts add "Saved to Photos"
        toasts add "Link copied"
        expect toasts collapsed
        """

    @Test("the toast stack collapsed, and expanded over its backdrop with a toast leaving")
    func toastStack() {
        assertGolden(SVGRenderer.render(Self.window(Self.toastStack)), named: "SVG/toast-stack-collapsed", extension: "svg")
        let expanded = Self.window(
            Self.toastStack + """

                toasts tap
                toasts swipe 1 dx=-150 vx=-120
                expect toasts expanded
                expect toasts 3
                """)
        assertGolden(SVGRenderer.render(expanded), named: "SVG/toast-stack-expanded", extension: "svg")
    }

    @Test("positioned toasts, an island toast and the HUD")
    func toastsAndHUD() {
        let window = Self.window(
            """
            root nav(Home)
            toast "Saved" icon=success position=top
            toast "Uploading to the shared album" position=bottom
            toast "AirPods connected" position=island
            loading show "Syncing"
            expect loading visible
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/toasts-and-hud", extension: "svg")
    }

    @Test("a page sheet over a navigation stack, on a device without an island")
    func sheet() {
        let window = Self.window(
            """
            device iphone-se
            root main=nav(Home)
            set Home title="Home"
            present nav(Compose) style=pageSheet
            set Compose title="New Message" leftItem="Cancel" rightItems="Send"
            """)
        assertGolden(SVGRenderer.render(window), named: "SVG/sheet-iphone-se", extension: "svg")
    }

    /// A sheet over an inbox on an iPhone 15 Pro, at `detent` with its grabber.
    static func detentSheet(_ detent: String) -> Window {
        window(
            """
            root main=nav(Inbox)
            set Inbox title="Inbox"
            present filters=nav(Filters) detent=\(detent) grabber=true
            set Filters title="Filters" rightItems="Done"
            """)
    }

    @Test("a medium sheet: card with rounded top corners and a grabber, the presenter dimmed in place (S7, S10, S11)")
    func mediumSheet() {
        assertGolden(SVGRenderer.render(Self.detentSheet("medium")), named: "SVG/sheet-medium", extension: "svg")
    }

    @Test("a large sheet: the presenter recedes into a scaled card behind it (S3, S12)")
    func largeSheet() {
        let svg = SVGRenderer.render(Self.detentSheet("large"))
        #expect(svg.contains("data-receding=\"main\""))
        #expect(!SVGRenderer.render(Self.detentSheet("medium")).contains("data-receding"))
        assertGolden(svg, named: "SVG/sheet-large", extension: "svg")
    }
}
