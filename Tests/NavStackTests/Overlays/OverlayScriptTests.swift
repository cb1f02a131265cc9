import Testing

@testable import NavStackCore
@testable import NavStackScript

/// navtree's overlay commands and expectations, accepted and misused.
@Suite struct OverlayScriptTests {
    @Test("toast takes text, icon, position, duration and queue")
    func toast() throws {
        let run = ScriptRun(
            """
            toast "Paid" icon=success position=bottom duration=1.5
            toast Hi icon=image:face position=top queue=true
            expect toast visible text=Hi position=top announcement=Hi
            """)
        #expect(!run.failed, "\(run.errors)")
        let first = try #require(run.window.toastOverlays.first?.toast)
        #expect(first == Toast("Paid", icon: .success, position: .bottom, duration: 1.5))
        #expect(run.window.toastOverlays.last?.isQueued == true)
        #expect(run.window.toastOverlays.last?.toast?.icon == .image("face"))
        #expect(!ScriptRun("toast \"\" icon=fail\nexpect toast visible announcement=Error").failed)
    }

    @Test("toast misuse: bad icon, position, durations (NaN, infinite, negative, too long), empty text, missing text")
    func toastErrors() {
        #expect(ScriptRun("toast x icon=star").errors == ["invalid value 'star' for 'icon'; expected 'success', 'fail' or 'image:NAME'"])
        #expect(
            ScriptRun("toast x icon=image:").errors == ["invalid value 'image:' for 'icon'; expected 'success', 'fail' or 'image:NAME'"])
        #expect(
            ScriptRun("toast x position=middle").errors
                == ["invalid value 'middle' for 'position'; expected 'center', 'top', 'bottom' or 'island'"])
        #expect(ScriptRun("toast x positon=top").errors == ["unknown option 'positon' for 'toast'; did you mean 'position'?"])
        for bad in ["nan", "inf", "infinity", "1e", "0x10", ".5", "5.", "1.2.3", "--1", "+1", ""] {
            #expect(ScriptRun("toast x duration=\"\(bad)\"").errors == ["invalid number '\(bad)' for 'duration'"], "\(bad)")
        }
        #expect(ScriptRun("toast x duration=-1").errors == ["invalid value '-1' for 'duration'; expected seconds from 0 to 1000000"])
        #expect(
            ScriptRun("toast x duration=1000001").errors == ["invalid value '1000001' for 'duration'; expected seconds from 0 to 1000000"])
        #expect(ScriptRun("toast x duration=" + String(repeating: "9", count: 400)).errors.first?.hasPrefix("invalid number") == true)
        #expect(ScriptRun("toast x queue=yes").errors == ["invalid value 'yes' for 'queue'; expected 'true' or 'false'"])
        #expect(ScriptRun("toast \"\"").errors == ["a toast needs text or an icon"])
        #expect(ScriptRun("toast").errors == ["missing argument for 'toast'; usage: " + usage(of: "toast")])
        #expect(ScriptRun("toast a b").errors == ["unexpected argument 'b'; usage: " + usage(of: "toast")])
    }

    @Test("errors point at the offending token")
    func columns() throws {
        let run = ScriptRun("toast Saved duration=nan")
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.location.column == 22 && diagnostic.length == 3)
        let swipe = try #require(ScriptRun("toasts add A\ntoasts swipe 4 dx=-300").diagnostics.first)
        #expect(swipe.message == "no toast at index 4; the stack holds 1")
        #expect(swipe.location.column == 14)
    }

    @Test("a toast during the HUD is dropped with a warning; a second loading and a hide without one warn")
    func loadingWarnings() {
        let run = ScriptRun("loading show\ntoast Saved\nloading show\nloading hide\nloading hide")
        #expect(!run.failed)
        #expect(
            run.warnings == [
                "toast 'Saved' dropped: the loading HUD is showing (JFPopup shows no toast until hideLoading)",
                "a loading HUD is already showing; JFPopup shows one at a time, the call is ignored",
                "no loading HUD is showing; hideLoading does nothing",
            ])
        #expect(run.interpreter.statistics.warnings == 3)
    }

    @Test("loading takes optional text and position; misuse is rejected")
    func loading() throws {
        let run = ScriptRun("loading show \"Syncing\" position=island\nexpect loading visible")
        #expect(!run.failed, "\(run.errors)")
        #expect(run.window.loadingOverlay?.content == .loading(LoadingHUD(text: "Syncing", position: .island)))
        #expect(ScriptRun("loading spin").errors == ["unknown loading command 'spin'"])
        #expect(
            ScriptRun("loading hide position=center").errors
                == ["unknown option 'position' for 'loading hide'; 'loading hide' takes no options"])
        #expect(ScriptRun("loading hide now").errors == ["unexpected argument 'now'; usage: " + usage(of: "loading hide")])
        #expect(ScriptRun("loading show position=top").errors == ["invalid value 'top' for 'position'; expected 'center' or 'island'"])
        #expect(ScriptRun("loading").errors == ["missing loading command; one of: show, hide"])
    }

    @Test("island on a device without one warns")
    func islandWarning() {
        let run = ScriptRun("device iphone-se\ntoast Hi position=island\nexpect toast visible position=top")
        #expect(!run.failed, "\(run.errors)")
        #expect(run.warnings == ["'iPhone SE' has no Dynamic Island; shown at 'top' instead"])
    }

    @Test("wait advances the model clock and auto-dismisses; bad spans are rejected")
    func wait() {
        let run = ScriptRun("toast A position=top\nwait 2.499\nexpect toast visible\nwait 0.001\nexpect toast none")
        #expect(!run.failed, "\(run.errors)")
        #expect(run.window.overlays.clock.now == 2500)
        #expect(ScriptRun("wait nan").errors == ["invalid number 'nan' for 'wait'"])
        #expect(ScriptRun("wait -0.5").errors == ["invalid value '-0.5' for 'wait'; expected seconds from 0 to 1000000"])
        #expect(ScriptRun("wait").errors == ["missing argument for 'wait'; usage: wait SECONDS"])
        #expect(ScriptRun("wait 1 2").errors == ["unexpected argument '2'; usage: wait SECONDS"])
        #expect(ScriptRun("wait 1 x=2").errors == ["unknown option 'x' for 'wait'; 'wait' takes no options"])
        #expect(!ScriptRun("wait 1000000\nwait 1000000").failed)
    }

    @Test("toasts add, tap, tap-backdrop, swipe and clear drive the stack")
    func toasts() {
        let run = ScriptRun(
            """
            toasts add One
            toasts add "Two words"
            toasts add Three
            expect toasts 3
            expect toasts collapsed
            expect toast-stack 0 offset=0 scale=1
            expect toast-stack 2 offset=-30 scale=0.8
            toasts tap
            expect toasts expanded
            expect toast-stack 2 offset=0 scale=1
            toasts swipe 1 dx=-150 vx=-80
            expect toasts 3
            toasts swipe 1 dx=-150 vx=-120
            expect toasts 2
            toasts tap-backdrop
            expect toasts collapsed
            toasts clear
            expect toasts 0
            """)
        #expect(!run.failed, "\(run.errors)")
        #expect(run.warnings.isEmpty)
    }

    @Test("stack gestures that reach nothing warn")
    func toastsWarnings() {
        let run = ScriptRun(
            """
            toasts tap
            toasts add A
            toasts add B
            toasts tap-backdrop
            toasts swipe 1 dx=-300
            toasts swipe 0 dx=-5 vx=-900
            loading show
            toasts tap
            """)
        #expect(!run.failed, "\(run.errors)")
        #expect(
            run.warnings == [
                "the toast stack is empty; there is nothing to tap",
                "the stack is collapsed, so there is no backdrop to tap",
                "toast 1 is behind the front toast while the stack is collapsed; only toast 0 can be dragged",
                "a drag of 5 pt is under DragGesture's 10 pt minimum distance; it never begins",
                "the loading HUD blocks touches; the gesture does not reach the toasts",
            ])
    }

    @Test("toasts misuse: unknown action, missing text or dx, bad index or numbers, options where none apply")
    func toastsErrors() {
        #expect(ScriptRun("toasts").errors == ["missing toasts command; one of: add, tap, tap-backdrop, swipe, clear"])
        #expect(ScriptRun("toasts push").errors == ["unknown toasts command 'push'"])
        #expect(ScriptRun("toasts swip").errors == ["unknown toasts command 'swip'; did you mean 'swipe'?"])
        #expect(ScriptRun("toasts add").errors == ["missing argument for 'toasts add'; usage: toasts add TEXT"])
        #expect(ScriptRun("toasts add \"\"").errors == ["a stack toast needs text"])
        #expect(ScriptRun("toasts tap now").errors == ["unexpected argument 'now'; usage: toasts tap"])
        #expect(ScriptRun("toasts tap dx=3").errors == ["unknown option 'dx' for 'toasts tap'; 'toasts tap' takes no options"])
        #expect(
            ScriptRun("toasts add A\ntoasts swipe 0").errors
                == ["missing option 'dx' for 'toasts swipe'; usage: toasts swipe INDEX dx=N [vx=N]"])
        #expect(ScriptRun("toasts add A\ntoasts swipe -1 dx=-300").errors == ["invalid index '-1'; expected 0 or more"])
        #expect(
            ScriptRun("toasts add A\ntoasts swipe 99999999999999999999 dx=-300").errors
                == ["invalid index '99999999999999999999'; expected 0 or more"])
        #expect(ScriptRun("toasts add A\ntoasts swipe 0 dx=left").errors == ["invalid number 'left' for 'dx'"])
        #expect(ScriptRun("toasts add A\ntoasts swipe 0 dx=-300 vx=inf").errors == ["invalid number 'inf' for 'vx'"])
        #expect(
            ScriptRun("toasts add A\ntoasts swipe 0 dx=-300 dy=3").errors == ["unknown option 'dy' for 'toasts swipe'; did you mean 'dx'?"])
        #expect(ScriptRun("toasts swipe 0 dx=-300").errors == ["no toast at index 0; the stack holds 0"])
    }

    @Test(
        "failing overlay expectations state the actual and the expected value",
        arguments: [
            ("expect toast visible", "expectation failed: no toast is showing, expected visible"),
            ("toast A position=top\nexpect toast none", "expectation failed: a toast is showing ('A'), expected none"),
            ("toast A position=top\nexpect toast visible text=B", "expectation failed: the front toast has text 'A', expected 'B'"),
            (
                "toast A position=top\nexpect toast visible position=bottom",
                "expectation failed: the front toast has position 'top', expected 'bottom'"
            ),
            (
                "toast A icon=success\nexpect toast visible announcement=A",
                "expectation failed: the front toast has announcement 'Success, A', expected 'A'"
            ),
            ("expect toasts 2", "expectation failed: the toast stack holds 0, expected 2"),
            ("expect toasts expanded", "expectation failed: the toast stack is collapsed, expected expanded"),
            ("toasts add A\nexpect toast-stack 1 offset=0", "expectation failed: the toast stack holds 1, so it has no toast 1"),
            (
                "toasts add A\ntoasts add B\nexpect toast-stack 1 offset=-30",
                "expectation failed: toast 1 of the stack has offset=-15, expected -30"
            ),
            (
                "toasts add A\ntoasts add B\nexpect toast-stack 1 scale=1",
                "expectation failed: toast 1 of the stack has scale=0.9, expected 1"
            ),
            ("expect loading visible", "expectation failed: the loading HUD is not showing, expected visible"),
            ("loading show\nexpect loading none", "expectation failed: the loading HUD is visible, expected none"),
        ])
    func failing(_ script: String, _ message: String) {
        #expect(ScriptRun(script).errors == [message])
    }

    @Test(
        "malformed overlay expectations are reported as such",
        arguments: [
            ("expect toast shown", "invalid value 'shown' for 'toast'; expected 'visible' or 'none'"),
            ("expect toast none text=A", "option 'text' applies to 'expect toast visible'"),
            ("expect toast visible colour=red", "unknown option 'colour' for 'expect toast'"),
            ("expect toasts many", "invalid value 'many' for 'toasts'; expected a count, 'expanded' or 'collapsed'"),
            ("expect toasts -1", "invalid value '-1' for 'toasts'; expected a count, 'expanded' or 'collapsed'"),
            ("expect toast-stack 0", "missing offset=DY or scale=S; usage: expect toast-stack INDEX offset=DY scale=S"),
            ("toasts add A\nexpect toast-stack 0 scale=nan", "invalid number 'nan' for 'scale'"),
            ("expect toast-stack x offset=0", "invalid index 'x'; expected 0 or more"),
            ("expect loading", "missing argument for 'expect loading'; usage: expect loading visible|none"),
            ("expect toastz 1", "unknown expectation 'toastz'; did you mean 'toast'?"),
        ])
    func malformed(_ script: String, _ message: String) {
        #expect(ScriptRun(script).errors == [message])
    }

    @Test("expect error on an overlay command leaves the state unchanged; expect warning sees the HUD drop")
    func outcomes() {
        let run = ScriptRun(
            """
            toast A position=top
            expect error toasts swipe 0 dx=-300
            expect error message="no toast at index 0" toasts swipe 0 dx=-300
            loading show
            expect warning toast C
            expect toast visible text=A
            """)
        #expect(!run.failed, "\(run.errors)")
        #expect(run.interpreter.statistics.expectationsPassed == 4)
    }

    @Test("a malformed overlay command is the script's error, which 'expect error' does not count as a rejection")
    func malformedIsNotARejection() {
        let run = ScriptRun("expect error wait -1\nexpect error toast B duration=nan", keepGoing: true)
        #expect(
            run.errors == [
                "invalid value '-1' for 'wait'; expected seconds from 0 to 1000000", "invalid number 'nan' for 'duration'",
            ])
        #expect(run.interpreter.statistics.expectationsPassed == 0)
    }

    @Test("print frames lists toast, hud, stack:INDEX, backdrop and the island morph")
    func frames() {
        let run = ScriptRun(
            """
            toasts add A
            toasts tap
            toast Saved position=island
            loading show
            print frames
            """)
        #expect(
            run.output == """
                statusbar 0 0 393 54
                island 133.5 11 126 37.33
                backdrop 0 0 393 852
                stack:0 156.5 758 80 45
                toast:morph 136.5 10 120 34
                toast 116.5 10 160 76
                hud 141.5 371 110 110

                """)
    }

    @Test("unknown commands near the overlay commands get a suggestion")
    func suggestions() {
        #expect(ScriptRun("wiat 1").errors == ["unknown command 'wiat'; did you mean 'wait'?"])
        #expect(ScriptRun("loadng show").errors == ["unknown command 'loadng'; did you mean 'loading'?"])
    }
}

/// The overlay examples are present (each runs against its golden file in ExampleGoldenTests).
@Suite struct OverlayExampleTests {
    @Test("the Examples folder holds the toast, HUD and toast stack scenarios")
    func examplesExist() {
        let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")
        for name in ["toasts-positions", "toast-island", "loading-hud", "toast-stack", "toast-timing"] {
            #expect(examples.contains(name + ".nav"), "missing Examples/\(name).nav")
        }
    }
}
