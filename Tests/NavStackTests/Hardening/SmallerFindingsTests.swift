import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// The reliability issue's smaller findings, each reproduced and then fixed.
@Suite("Smaller reliability findings")
struct SmallerFindingsTests {
    @Test("a carriage return alone ends a line (classic Mac OS); CR LF is one line break, as Swift's Character has it")
    func carriageReturnLineBreaks() {
        // Before: the CR-only script ran as one line, `root nav(A) push B expect top B`.
        let crOnly = ScriptRun("root nav(A)\rpush B\rexpect top B")
        #expect(crOnly.errors == [])
        #expect(crOnly.interpreter.statistics.expectationsPassed == 1)
        let mixed = ScriptRun("root nav(A)\r\npush B\r\rpush C\nexpect top C\r\n")
        #expect(mixed.errors == [])
        #expect(mixed.interpreter.statistics.expectationsPassed == 1)
        // Line numbers count each break once: line 4 is `pusj C` (CR LF, CR, CR LF before it).
        let numbered = ScriptRun("root nav(A)\r\npush B\r\rpusj C")
        #expect(numbered.diagnostics.first?.location.line == 4)
        #expect(ScriptSource(name: "t", text: "a\r\nb\rc\nd").lineCount == 4)
        #expect(ScriptSource(name: "t", text: "").lineCount == 1)
        #expect(ScriptSource(name: "t", text: "a\n").lineCount == 2)
    }

    @Test("setRoot reusing a controller already in the window is UIKit's hierarchy inconsistency, not 'no controller #N'")
    func setRootExisting() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let home = try window.lookUp("Home")
        let before = window
        do {
            try window.setRoot(.tabBarController([.existing(home)]))
            Issue.record("setRoot reused a controller with a parent")
        } catch {
            #expect(error.messageID == "hierarchyInconsistency")
            #expect(error.description.contains("should have parent view controller:<UINavigationController main>"))
        }
        let main = try window.lookUp("main")
        do {
            try window.setRoot(.existing(main))
            Issue.record("setRoot reused the root")
        } catch {
            #expect(error.description.contains("should have parent view controller:<UIWindow>"))
        }
        #expect(window == before)
        // An ID that is not in the window still says so.
        #expect(throws: NavigationError.unknownController(ControllerID(rawValue: 99))) {
            try window.setRoot(.existing(ControllerID(rawValue: 99)))
        }
    }

    @Test("a popup drag of NaN or infinity is rejected and changes nothing")
    func dragNaN() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let main = try window.lookUp("main")
        try window.presentPopupBar(with: .screen("Player"), on: main)
        let before = window
        for (translation, velocity) in [(Double.nan, 0.0), (0, .infinity), (-.infinity, 1)] {
            #expect(throws: NavigationError.self) { try window.dragPopup(on: main, translation: translation, velocity: velocity) }
            #expect(throws: NavigationError.self) { try window.resolvePopupDrag(on: main, translation: translation, velocity: velocity) }
        }
        #expect(window == before)
        // Scripts cannot spell one: a number that is not finite is a malformed argument.
        let run = ScriptRun("root main=nav(Home)\npopup present Player on=main\npopup drag dy=1e400 on=main")
        #expect(run.errors.count == 1)
    }

    @Test(
        "IDs belong to the window that minted them and its copies; another window's ID names nothing or its own controller of that generation, never traps"
    )
    func idsFromAnotherWindow() throws {
        var first = Window()
        try first.setRoot(.navigationController(root: .screen("A"), label: "n"))
        let nav = try first.lookUp("n")
        try first.pushViewController(.screen("B"), onto: nav)
        let b = try first.lookUp("B")
        // A copy: the ID names the same controller.
        var copy = first
        try copy.popViewController(on: nav)
        #expect(copy[b] == nil)
        #expect(first[b]?.name == "B")
        // A decoded copy stores controllers in ID order: look them up again by generation.
        let decoded = try JSONDecoder().decode(Window.self, from: try JSONEncoder().encode(first))
        #expect(decoded[ControllerID(rawValue: b.rawValue)]?.name == "B")
        #expect(decoded.id(named: "B") == b)
        // An unrelated window: the same generation elsewhere, or nothing — and no trap.
        var other = Window()
        try other.setRoot(.tabBarController([.screen("X"), .screen("Y")], label: "t"))
        for id in [nav, b, ControllerID(rawValue: 1_000)] {
            let node = other[id]
            #expect(node == nil || node?.id.rawValue == id.rawValue)
            var attempt = other
            _ = try? attempt.pushViewController(.screen("Z"), onto: id)
            #expect(attempt.invariantViolations() == [])
        }
    }
}
