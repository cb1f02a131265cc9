import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// iPhone sheets as iOS 15–18 show them: the large and medium detents, the grabber, landscape,
/// the receding presenter and the warnings for what the model cannot know. Each test names
/// the rule it checks and the source behind it.
@Suite("Sheet detents")
struct SheetDetentTests {
    /// The `sheet:S` frame after `script`, which presents `S=nav(Compose)` or a screen `S`.
    static func sheetFrame(_ script: String, _ name: String = "sheet:S") -> Rect? {
        ScriptRun(script).window.layout().frame(of: name)
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    @Test(
        "S3 large sheet at safe-area top + 10 on Face ID iPhones (SheetInteraction measurement on an iPhone 14 Pro, The49 SheetTopSpacing)",
        arguments: [
            ("iphone-15-pro", frame(0, 69, 393, 783)), ("iphone-15-pro-max", frame(0, 69, 430, 863)),
            ("iphone-14", frame(0, 57, 390, 787)), ("iphone-16-pro", frame(0, 72, 402, 802)),
            ("iphone-13-mini", frame(0, 60, 375, 752)),
        ])
    func largeFaceID(_ device: String, _ expected: Rect) {
        #expect(Self.sheetFrame("device \(device)\nroot nav(Home)\npresent S=nav(Compose)") == expected)
        #expect(Self.sheetFrame("device \(device)\nroot nav(Home)\npresent S=nav(Compose) detent=large") == expected)
    }

    @Test(
        "S4 home-button iPhones: the large sheet at y 40 on 375×667 (SheetInteraction's iPhone SE reading, one source: grade C)",
        arguments: ["iphone-se", "iphone-8"])
    func largeHomeButton(_ device: String) {
        #expect(Self.sheetFrame("device \(device)\nroot nav(Home)\npresent S=nav(Compose)") == Self.frame(0, 40, 375, 627))
        #expect(Device.named(device)?.hasHomeButton == true)
        #expect(Device.iPhone15Pro.hasHomeButton == false)
        #expect(Device.iPadPro11.hasHomeButton == false)
    }

    @Test(
        "S5, S7 medium = half of maximumDetentValue above the bottom inset (SheetInteraction's maximumDetentValue; HIG 'about half the fully expanded height'; a modelling choice)",
        arguments: [
            ("iphone-15-pro", frame(0, 443.5, 393, 408.5)),  // max 852 − 69 − 34 = 749, value 374.5
            ("iphone-14", frame(0, 433.5, 390, 410.5)),  // max 844 − 57 − 34 = 753, value 376.5
            ("iphone-se", frame(0, 353.5, 375, 313.5)),  // max 667 − 40 − 0 = 627, value 313.5
        ])
    func medium(_ device: String, _ expected: Rect) {
        #expect(Self.sheetFrame("device \(device)\nroot nav(Home)\npresent S=nav(Compose) detent=medium") == expected)
    }

    @Test("S8, S9 the 56 pt bar sits at the card's top at both detents; the screen sees top 56 and the home indicator below")
    func barAndSafeArea() {
        for (detent, top) in [("large", 69.0), ("medium", 443.5)] {
            let layout = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=\(detent)").window.layout()
            #expect(layout.frame(of: "navbar:Compose") == Rect(x: 0, y: top, width: 393, height: 56))
            #expect(layout.safeArea(of: "Compose") == EdgeInsets(top: 56, bottom: 34))
        }
        // A screen presented bare: no bar, top 0.
        let bare = ScriptRun("root nav(Home)\npresent Form detent=medium").window.layout()
        #expect(bare.safeArea(of: "Form") == EdgeInsets(top: 0, bottom: 34))
        #expect(bare.frame(of: "sheet:Form") == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    }

    @Test("S2 set detent after present changes only the selection, both ways; the frame follows")
    func setDetentAfterPresent() {
        let run = ScriptRun(
            """
            root nav(Home)
            present S=nav(Compose) grabber=true
            expect frame sheet:S 0 69 393 783
            set S detent=medium
            expect frame sheet:S 0 443.5 393 408.5
            set S detent=large
            expect frame sheet:S 0 69 393 783
            """)
        #expect(run.errors.isEmpty)
        #expect(!run.failed)
        let sheet = run.window.layout().contexts.last?.sheet
        #expect(sheet?.selectedDetent == .large)
        #expect(sheet?.grabberFrame != nil, "grabber=true survives detent changes")
    }

    @Test(
        "S14 landscape iPhone: the sheet fills the screen, medium inactive, grabber hidden; back in portrait the selected detent applies (Apple docs prefersEdgeAttachedInCompactHeight, detent/medium())"
    )
    func landscape() {
        var run = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true\ndevice iphone-15-pro landscape")
        var layout = run.window.layout()
        #expect(layout.frame(of: "sheet:S") == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(layout.frame(of: "navbar:Compose") == Rect(x: 0, y: 0, width: 852, height: 32))
        #expect(layout.safeArea(of: "Compose") == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(layout.contexts.last?.sheet == SheetLayout(selectedDetent: .medium, shownDetent: nil, grabberFrame: nil, cornerRadius: 0))
        #expect(layout.contexts.first?.receding == nil)
        run = ScriptRun(
            "root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true\ndevice iphone-15-pro landscape\ndevice iphone-15-pro")
        layout = run.window.layout()
        #expect(layout.frame(of: "sheet:S") == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
        #expect(layout.contexts.last?.sheet?.grabberFrame != nil)
    }

    @Test(
        "S10 the grabber: 36 × 5 pt, 5 pt below the card's top, only when asked for; the card does not move (Apple doc prefersGrabberVisible; openuikit measurement)"
    )
    func grabber() {
        let layout = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true").window.layout()
        #expect(layout.contexts.last?.sheet?.grabberFrame == Rect(x: 178.5, y: 448.5, width: 36, height: 5))
        #expect(layout.frame(of: "sheet:S") == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
        let without = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium").window.layout()
        #expect(without.contexts.last?.sheet?.grabberFrame == nil)
        #expect(without.contexts.last?.sheet?.shownDetent == .medium)
    }

    @Test("S10 the grabber hides while another sheet is presented on top, and shows again when it goes (Apple doc prefersGrabberVisible)")
    func grabberUnderSecondSheet() {
        var run = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true\npresent T=nav(Picker) grabber=true")
        var layout = run.window.layout()
        #expect(layout.contexts.count == 3)
        #expect(layout.contexts[1].sheet?.grabberFrame == nil)
        #expect(layout.contexts[2].sheet?.grabberFrame == Rect(x: 178.5, y: 74, width: 36, height: 5))
        run = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true\npresent T=nav(Picker)\ndismiss from=Picker")
        layout = run.window.layout()
        #expect(layout.contexts.last?.sheet?.grabberFrame != nil)
        // A full-screen presentation on top is not a sheet: the card is covered, not changed.
        let full = ScriptRun("root nav(Home)\npresent S=nav(Compose) grabber=true\npresent T style=overFullScreen").window.layout()
        #expect(full.contexts[1].sheet?.grabberFrame != nil)
    }

    @Test(
        "S12 the presenter recedes into a card only under a large sheet (mbta/mobile_app, adevinta/spark-ios keep detents 1 pt short to avoid it); card top at the safe-area top, +10 on home-button iPhones (SheetInteraction)"
    )
    func receding() throws {
        let large = ScriptRun("root nav(Home)\npresent S=nav(Compose)").window.layout()
        let card = try #require(large.contexts.first?.receding)
        #expect(card.cardFrame.y == 59)
        #expect(card.cardFrame.x == 16)
        #expect(card.cardFrame.width == 361)
        #expect(abs(card.scale - 361.0 / 393) < 1e-9)
        #expect(card.cornerRadius == 10)
        #expect(large.contexts.last?.receding == nil)
        // The presenter's own frames do not change (a transform).
        #expect(large.frame(of: "navbar:Home") == Rect(x: 0, y: 54, width: 393, height: 44))
        let medium = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium").window.layout()
        #expect(medium.contexts.first?.receding == nil)
        let se = ScriptRun("device iphone-se\nroot nav(Home)\npresent S=nav(Compose)").window.layout()
        #expect(se.contexts.first?.receding?.cardFrame.y == 30)
        // Not for full-screen styles, not on iPad.
        #expect(ScriptRun("root nav(Home)\npresent S style=overFullScreen").window.layout().contexts.first?.receding == nil)
        #expect(
            ScriptRun("device ipad-pro-11\nroot nav(Home)\npresent S style=formSheet").window.layout().contexts.first?.receding == nil)
    }

    @Test("S15 iPad form and page sheets keep their frames and print as sheet:X; detents are not modelled in regular width")
    func iPad() {
        let form = ScriptRun("device ipad-pro-11\nroot nav(Home)\npresent S=nav(Compose) style=formSheet detent=medium").window.layout()
        #expect(form.frame(of: "sheet:S") == Rect(x: 147, y: 287, width: 540, height: 620))
        #expect(form.contexts.last?.sheet == nil)
        let page = ScriptRun("device ipad-pro-11\nroot nav(Home)\npresent S=nav(Compose)").window.layout()
        #expect(page.frame(of: "sheet:S") == Rect(x: 65, y: 44, width: 704, height: 1150))
    }

    @Test("S1 a form sheet on iPhone is the page sheet's card, detents included (Apple doc UIModalPresentationStyle.formSheet)")
    func formSheetOnPhone() {
        #expect(
            Self.sheetFrame("root nav(Home)\npresent S=nav(Compose) style=formSheet detent=medium")
                == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    }

    @Test(
        "S13 modalInPresentation on present blocks swipe-down begin at either detent; the frame is unchanged (Apple doc isModalInPresentation)"
    )
    func modalInPresentation() {
        for detent in ["medium", "large"] {
            let run = ScriptRun(
                """
                root nav(Home)
                present S=nav(Compose) detent=\(detent) modalInPresentation=true
                swipe-down begin
                """)
            #expect(run.errors.isEmpty)
            #expect(
                run.warnings == [
                    "<NavigationController S> is modal in presentation (isModalInPresentation): the swipe-down does not begin; "
                        + "its presentation controller's delegate is told presentationControllerDidAttemptToDismiss"
                ], "refused with a warning, not silently")
            #expect(run.window.interactiveTransition == nil, "the swipe does not begin")
            #expect(run.window.layout().frame(of: "sheet:S") == Self.sheetFrame("root nav(Home)\npresent S=nav(Compose) detent=\(detent)"))
            let allowed = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=\(detent)\nswipe-down begin")
            #expect(allowed.window.interactiveTransition != nil, "without it the swipe begins")
            #expect(allowed.warnings.isEmpty)
        }
    }

    @Test("S16 detent= or grabber= on a controller that is not a presented sheet: UIKit does nothing, NavStack warns and changes nothing")
    func notAPresentedSheet() {
        let run = ScriptRun(
            """
            root nav(Home)
            present S=nav(Compose)
            set Compose detent=medium
            set Home grabber=true
            push Detail detent=medium from=Home
            """)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.count == 3)
        #expect(run.warnings.allSatisfy { $0.contains("is not a presented controller") })
        #expect(run.warnings.first?.contains("setting its detents does nothing") == true)
        #expect(run.window.layout().frame(of: "sheet:S") == Rect(x: 0, y: 69, width: 393, height: 783))
        let compose = run.window.id(named: "Compose")
        #expect(compose.flatMap { run.window.nodes.screen($0)?.sheetDetent } == .large, "nothing stored")
    }

    @Test("detent= on fullScreen and overFullScreen presentations warns: those styles have no sheet presentation controller")
    func nonSheetStyles() {
        for style in ["fullScreen", "overFullScreen"] {
            let run = ScriptRun("root nav(Home)\npresent S=nav(Compose) style=\(style) detent=medium grabber=true")
            #expect(run.errors.isEmpty)
            #expect(run.warnings.count == 2)
            #expect(run.warnings.allSatisfy { $0.contains("is presented \(style), not as a sheet") })
            #expect(run.window.layout().frame(of: "sheet:S") == nil)
        }
        var window = Window()
        #expect(throws: NavigationError.self) { try window.setSheetDetent(.medium, of: ControllerID(rawValue: 99)) }
    }

    @Test("expect frame of anything laid out in a medium sheet warns that the height is modelled; large sheets and the presenter do not")
    func mediumDependentExpectations() {
        let run = ScriptRun(
            """
            root nav(Home)
            present S=nav(Compose) detent=medium
            expect frame sheet:S 0 443.5 393 408.5
            expect frame navbar:Compose 0 443.5 393 56
            expect frame navbar:Home 0 54 393 44
            expect safearea Compose 56 34
            set S detent=large
            expect frame sheet:S 0 69 393 783
            """)
        #expect(!run.failed)
        #expect(run.warnings.count == 2)
        #expect(run.warnings.allSatisfy { $0.contains("medium detent") && $0.contains("modelling choice") })
        #expect(run.diagnostics.filter { $0.severity == .warning }.map(\.location.line) == [3, 4])
        // A wrong frame still fails.
        #expect(ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium\nexpect frame sheet:S 0 69 393 783").failed)
    }

    @Test("S12 stacked sheets: a sheet behind a large sheet recedes 10 pt up, no higher than the card top (a modelling choice)")
    func stackedReceding() throws {
        let layout = ScriptRun("root nav(Home)\npresent S=nav(Compose)\npresent T=nav(Picker) from=Compose").window.layout()
        #expect(layout.contexts.count == 3)
        #expect(layout.contexts[0].receding?.cardFrame.y == 59)
        // The first sheet (y 69) moves up to 59, the root's card top.
        #expect(layout.contexts[1].receding?.cardFrame.y == 59)
        #expect(layout.contexts[2].receding == nil)
        // Under a medium sheet on top, the first sheet does not recede.
        let medium = ScriptRun("root nav(Home)\npresent S=nav(Compose)\npresent T=nav(Picker) from=Compose detent=medium").window.layout()
        #expect(medium.contexts[1].receding == nil)
    }

    @Test(
        "S13 modalInPresentation blocks only the interactive dismissal: a programmatic dismiss still works (Apple doc isModalInPresentation)"
    )
    func modalStillDismissible() {
        let run = ScriptRun(
            """
            root nav(Home)
            present S=nav(Compose) modalInPresentation=true
            swipe-down begin
            expect top Compose
            dismiss from=Compose
            expect top Home
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("bad values are rejected with a typed error naming the choices, and nothing changes")
    func badValues() {
        let run = ScriptRun("root nav(Home)\npresent S=nav(Compose)\nset S detent=tiny", keepGoing: true)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("medium") == true && run.errors.first?.contains("large") == true)
        #expect(run.window.layout().frame(of: "sheet:S") == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(ScriptRun("root nav(Home)\npresent S=nav(Compose) grabber=maybe").window.layout().contexts.count == 1)
    }

    @Test("frames print sheet:NAME before the sheet's own elements, named by the presented controller's name or label")
    func framesOutput() {
        let text = FramesRenderer.render(ScriptRun("root nav(Home)\npresent Form detent=medium").window)
        #expect(text.contains("sheet:Form 0 443.5 393 408.5\n"))
        let labelled = FramesRenderer.render(ScriptRun("root nav(Home)\npresent S=nav(Compose)").window)
        let lines = labelled.split(separator: "\n").map(String.init)
        #expect(lines.firstIndex(of: "sheet:S 0 69 393 783").map { $0 + 1 } == lines.firstIndex(of: "navbar:Compose 0 69 393 56"))
    }

    @Test("the state document keeps the detent and the grabber")
    func stateRoundTrip() throws {
        let window = ScriptRun("root nav(Home)\npresent S=nav(Compose) detent=medium grabber=true").window
        let document = StateDocument.text(of: window)
        #expect(document.contains("\"sheetDetent\""))
        let decoded = try StateDocument.window(from: Array(document.utf8))
        #expect(decoded.layout() == window.layout())
        #expect(StateDocument.text(of: decoded) == document)
        // A detent the model does not know is refused, not crashed on.
        let bad = document.replacingOccurrences(of: "\"medium\"", with: "\"tiny\"")
        #expect(throws: StateDocumentError.self) { try StateDocument.window(from: Array(bad.utf8)) }
        #expect(decoded.layout().contexts.last?.sheet?.grabberFrame != nil)
    }
}
