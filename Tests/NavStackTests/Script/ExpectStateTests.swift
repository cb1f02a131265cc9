import Testing

@testable import NavStackCore

/// `expect state` and `Window.appearanceState(of:)`: the state `_printHierarchy` prints, with
/// `not-loaded` for `(view not loaded)` (swift-snapshot-testing `testViewControllerHierarchy.1.txt`;
/// objc.io Issue 19).
@Suite("expect state")
struct ExpectStateTests {
    @Test(
        "a tab's root is not loaded until first selected; the shown screen is appeared, a covered or unselected one disappeared (swift-snapshot-testing testViewControllerHierarchy.1.txt)"
    )
    func tabsAndStacks() {
        let run = ScriptRun(
            """
            root tabs(first=uinav(A), second=uinav(B))
            expect state A appeared
            expect state first appeared
            expect state second disappeared
            expect state B not-loaded
            select 1
            expect state A disappeared
            expect state B appeared
            push C on=second
            expect state B disappeared
            expect state C appeared
            present Sheet
            expect state C appeared
            present Modal style=fullScreen from=Sheet
            expect state C disappeared
            expect state Modal appeared
            """)
        #expect(run.errors == [])
    }

    @Test("a failed expectation names the actual state; no transition is modelled yet, so nothing is appearing")
    func failures() {
        let run = ScriptRun("root uinav(Home)\nexpect state Home appearing")
        #expect(run.errors == ["expectation failed: state of 'Home' is appeared, expected appearing"])
        var window = Window()
        #expect(window.appearanceState(of: ControllerID(rawValue: 3)) == nil)
        _ = try? window.setRoot(.screen("Only"))
        #expect(window.id(named: "Only").flatMap { window.appearanceState(of: $0) } == .appeared)
    }
}
