import Testing

@testable import NavStackCore
@testable import NavStackScript

/// Each `expect` form, holding and failing, with its message.
@Suite struct ExpectationTests {
    static let setup = """
        root t=tabs(first=nav(Home), plain=uinav(List))
        set Home title=Home
        push Detail barTint=#ff0000
        """

    /// Runs `line` after the setup and returns the error messages.
    func errors(_ line: String) -> [String] {
        ScriptRun(Self.setup + "\n" + line).errors
    }

    @Test(
        "holding expectations pass",
        arguments: [
            "expect top Detail", "expect stack Home Detail on=first", "expect stack Home Detail from=Detail",
            "expect selected 0", "expect selected Home", "expect tabbar visible", "expect toolbar hidden",
            "expect navbar Detail visible", "expect bar Detail barTint=#FF0000 translucent=true barClass=UINavigationBar",
            "expect bar Detail largeTitle=automatic hidden=false", "expect bar Detail largeTitle=false", "expect back Detail Back",
            "expect pop Detail enabled",
            "expect parent Detail ContainerNavigationController", "expect parent t Window",
            "expect count ContainerController 2", "expect count screen 3",
        ])
    func holds(_ line: String) {
        #expect(errors(line) == [])
    }

    @Test("expect top: a top screen passes by its name; without one the actual is '(none)', which a quoted \"(none)\" expects")
    func topNamesOrNone() {
        #expect(ScriptRun("root uinav(Home)\nexpect top Home").errors == [])
        #expect(ScriptRun("expect top Home").errors == ["expectation failed: top is '(none)', expected 'Home'"])
        #expect(ScriptRun("expect top \"(none)\"").errors == [])
        #expect(ScriptRun("root uinav(Home)\nexpect top \"(none)\"").errors == ["expectation failed: top is 'Home', expected '(none)'"])
    }

    @Test(
        "failing expectations state the actual and the expected value",
        arguments: [
            ("expect top Home", "expectation failed: top is 'Detail', expected 'Home'"),
            ("expect stack Home on=first", "expectation failed: stack is [Home, Detail], expected [Home]"),
            ("expect selected 1", "expectation failed: selected tab is 0, expected 1"),
            ("expect selected List", "expectation failed: selected tab is 0, expected 1 (the tab holding 'List')"),
            ("expect tabbar hidden", "expectation failed: tab bar is visible, expected hidden"),
            ("expect toolbar visible", "expectation failed: toolbar is hidden, expected visible"),
            ("expect navbar Detail hidden", "expectation failed: navigation bar of 'Detail' is visible, expected hidden"),
            ("expect bar Detail barTint=#00FF00", "expectation failed: bar of 'Detail' has barTint=#FF0000, expected #00FF00"),
            ("expect back Detail Home", "expectation failed: back button of 'Detail' is 'Back', expected 'Home'"),
            ("expect pop Home enabled", "expectation failed: swipe-back on 'Home' is disabled, expected enabled"),
            (
                "expect parent Detail UINavigationController",
                "expectation failed: parent of 'Detail' is ContainerNavigationController, expected UINavigationController"
            ),
            ("expect count TabBarController 2", "expectation failed: 1 TabBarController controller, expected 2"),
            ("expect error push Other", "expectation failed: 'push' was accepted, expected it to be rejected"),
            ("expect warning push Other", "expectation failed: 'push' gave no warning"),
            (
                "expect warning push uinav(X)",
                "expectation failed: 'push' was rejected, expected a warning (Pushing a navigation controller is not supported)"
            ),
        ])
    func fails(_ line: String, _ message: String) {
        #expect(errors(line) == [message])
    }

    @Test(
        "malformed expectations are reported as such",
        arguments: [
            (
                "expect",
                "missing expectation; one of: top, stack, selected, tabbar, accessory, toolbar, state, events, no-events, navbar, bar, appearance, back, pop, parent, presented, title, badge, count, popup, frame, safearea, error, warning, toast, toasts, toast-stack, loading, snapshot, path, binding, animation"
            ),
            ("expect topp Home", "unknown expectation 'topp'; did you mean 'top'?"),
            (
                "expect count Widget 1",
                "unknown kind 'Widget'; expected one of Screen, UINavigationController, NavigationController, ContainerController, ContainerNavigationController, TabBarController, Placeholder, UIPageViewController, UIMoreNavigationController, UIMoreListController, UIHostingController"
            ),
            ("expect count Screen many", "invalid count 'many'"),
            ("expect bar Detail tnt=#000000", "unknown bar attribute 'tnt'; did you mean 'tint'?"),
            ("expect tabbar shown", "invalid value 'shown' for 'tabbar'; expected 'visible', 'hidden', 'minimized' or 'expanded'"),
            ("expect top Nobody Else", "unexpected argument 'Else'; usage: expect top NAME"),
        ])
    func malformed(_ line: String, _ message: String) {
        #expect(errors(line) == [message])
    }

    @Test("a rejected command inside 'expect error' leaves the state unchanged and the run green")
    func expectErrorKeepsState() {
        let before = ScriptRun(Self.setup)
        let after = ScriptRun(Self.setup + "\nexpect error push uinav(X)\nexpect error pop-to Nobody")
        #expect(after.errors == [])
        #expect(after.window == before.window)
    }

    @Test("an accepted command inside a failing 'expect error' is undone")
    func expectErrorUndoes() {
        let before = ScriptRun(Self.setup)
        let after = ScriptRun(Self.setup + "\nexpect error push Other", keepGoing: true)
        #expect(after.window == before.window)
    }

    @Test("statistics count commands, passed and failed expectations")
    func statistics() {
        let run = ScriptRun(Self.setup + "\nexpect top Detail\nexpect top Home", keepGoing: true)
        #expect(run.interpreter.statistics.commands == 5)
        #expect(run.interpreter.statistics.expectationsPassed == 1)
        #expect(run.interpreter.statistics.expectationsFailed == 1)
    }
}

@Suite("The plain-UIKit trap: nav(…) is Koinu's, uinav(…) is UIKit's")
struct SchemeNoteTests {
    @Test(
        "a back-button expectation that fails on a Koinu stack where a plain UINavigationController would hold says so (Koinu's own 'Back' item, VMNavigationController.swift:284-296, against UIKit's previous title, Apple 'Updating the navigation bar')"
    )
    func koinuStackNote() throws {
        let run = ScriptRun("root nav(Home)\nset Home title=Welcome\npush Detail\nexpect back Detail Welcome", keepGoing: true)
        let failure = try #require(run.diagnostics.first { $0.severity == .error })
        #expect(failure.message == "expectation failed: back button of 'Detail' is 'Back', expected 'Welcome'")
        #expect(failure.notes.count == 1)
        #expect(failure.notes.first?.contains("uinav(…), would give the expected value") == true)
    }

    @Test("the reverse: on a plain stack where Koinu's nav(…) would give the expected value, the note says so")
    func plainStackNote() throws {
        let run = ScriptRun("root uinav(Home)\nset Home title=Welcome\npush Detail\nexpect back Detail Back", keepGoing: true)
        let failure = try #require(run.diagnostics.first { $0.severity == .error })
        #expect(failure.notes.first?.contains("Koinu's nav(…) would give the expected value") == true)
        // Swipe-back: a screen hiding its back button keeps Koinu's gesture, not UIKit's.
        let pop = ScriptRun("root uinav(Home)\npush Detail hidesBackButton=true\nexpect pop Detail enabled", keepGoing: true)
        #expect(pop.diagnostics.first { $0.severity == .error }?.notes.count == 1)
    }

    @Test("no note when neither scheme gives the expected value")
    func noNote() throws {
        let run = ScriptRun("root nav(Home)\npush Detail\nexpect back Detail Elsewhere", keepGoing: true)
        let failure = try #require(run.diagnostics.first { $0.severity == .error })
        #expect(failure.notes == [])
    }
}
