import Testing
@testable import NavStack

/// Inputs the fuzzer (Fuzz/run.sh) found, minimised, each with the rule it broke.
@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    @Test("'expect warning' on a command accepted without a warning fails and leaves the state as it was")
    func expectWarningWithoutWarning() {
        // Found as: a popup that was presented but not opened, then 'expect warning popup open'.
        let run = LineRun("expect warning popup open", after: "root t=tabs(nav(Home))\npopup present Player")
        #expect(run.errors == ["3:16: expectation failed: 'popup' gave no warning"])
        #expect(run.unchanged, "the popup opened although the expectation failed")
        #expect(run.after.invariantViolations() == [])
    }
}
