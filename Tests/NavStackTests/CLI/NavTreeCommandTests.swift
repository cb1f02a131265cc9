import Testing

@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

/// navtree's command line: options, inputs, exit codes and diagnostics.
@Suite struct NavTreeCommandTests {
    @Test("exit 0 when every command runs and every expectation holds")
    func success() {
        let run = NavTreeRun(["-q", "-e", "root nav(Home)", "-e", "push Detail", "-e", "expect top Detail"])
        #expect(run.status == .success)
        #expect(run.stdout == "")
        #expect(run.stderr == "1 expectation, 0 failed\n", "the summary, -q or not")
    }

    @Test("a failed expectation prints expected and actual at its line and exits 1")
    func failedExpectation() {
        let run = NavTreeRun(["-q", "flow.nav"], files: ["flow.nav": "root nav(Home)\nexpect top Detail\n"])
        #expect(run.status == .failure)
        #expect(
            run.stderr == """
                flow.nav:2:12: error: expectation failed: top is 'Home', expected 'Detail'
                2 | expect top Detail
                  |            ^~~~~~
                1 expectation, 1 failed

                """)
    }

    @Test("a rejected command stops the run with exit 1; the tree so far is still printed")
    func rejectedStops() {
        let run = NavTreeRun(["s.nav"], files: ["s.nav": "root uinav(A)\npush uinav(B)\npush C\n"])
        #expect(run.status == .failure)
        #expect(run.stdout == "UINavigationController\n└─ A ◀ top\n")
        #expect(run.stderr.hasPrefix("s.nav:2:6: error: Pushing a navigation controller is not supported\n"))
        #expect(run.stderr.contains("s.nav:2:6: note: UIKit raises NSInvalidArgumentException"))
    }

    @Test("--keep-going reports each failure and runs the remaining lines")
    func keepGoing() {
        let run = NavTreeRun(["--keep-going", "s.nav"], files: ["s.nav": "root uinav(A)\npush uinav(B)\npush C\nexpect top B\n"])
        #expect(run.status == .failure)
        #expect(run.stdout == "UINavigationController\n├─ A\n└─ C ◀ top\n")
        #expect(run.stderr.components(separatedBy: "error:").count == 3)
    }

    @Test("no script reads standard input; '-' names it explicitly")
    func standardInput() {
        #expect(NavTreeRun([], stdin: "root uinav(A)\n").stdout == "UINavigationController\n└─ A ◀ top\n")
        let run = NavTreeRun(["-", "-q"], stdin: "root uinav(A)\nexpect top B\n")
        #expect(run.status == .failure)
        #expect(run.stderr.hasPrefix("<stdin>:2:12: error:"))
    }

    @Test("scripts run in order on one window")
    func order() {
        let run = NavTreeRun(
            ["-q", "a.nav", "-e", "push B", "b.nav"],
            files: ["a.nav": "root uinav(A)\n", "b.nav": "expect stack A B on=UINavigationController\n"])
        #expect(run.status == .failure, "the label does not exist: the stack is checked on a name")
        let ok = NavTreeRun(
            ["-q", "a.nav", "-e", "push B", "b.nav"],
            files: ["a.nav": "root n=uinav(A)\n", "b.nav": "expect stack A B on=n\n"])
        #expect(ok.status == .success, "\(ok.stderr)")
    }

    @Test("an unreadable file exits 2 with the system's reason")
    func unreadable() {
        let run = NavTreeRun(["missing.nav"])
        #expect(run.status == .usage)
        #expect(run.stderr == "navtree: error: cannot read 'missing.nav': No such file or directory\n")
    }

    @Test("bad usage exits 2 with argument-parser style wording and a suggestion")
    func usage() {
        let run = NavTreeRun(["--formt", "json"])
        #expect(run.status == .usage)
        #expect(
            run.stderr == "Error: Unknown option '--formt'. Did you mean '--format'?\nUsage: navtree [options] [SCRIPT ...]\n"
                + "       navtree help [COMMAND [SUBCOMMAND]]\n  See 'navtree --help' for more information.\n")
        #expect(NavTreeRun(["--format", "svgx"]).status == .usage)
        #expect(NavTreeRun(["--device", "nokia"]).status == .usage)
        #expect(NavTreeRun(["-e"]).status == .usage)
        #expect(NavTreeRun(["--trace=yes"]).status == .usage)
    }

    @Test("--help and --version print to standard output and exit 0")
    func helpAndVersion() {
        let help = NavTreeRun(["--help"])
        #expect(help.status == .success)
        #expect(help.stdout.contains("USAGE: navtree [options] [SCRIPT ...]"))
        #expect(NavTreeRun(["--version"]).stdout == "navtree \(Release.version)\n")
    }

    @Test("--format picks the final rendering; --device the starting device")
    func formatAndDevice() {
        let json = NavTreeRun(["-f", "json", "--device", "iphone-se", "-e", "root uinav(A)"])
        #expect(json.stdout.hasPrefix("{\n  \"device\": \"iphone-se\",\n  \"top\": \"A\","))
        let uikit = NavTreeRun(["--format=uikit", "-e", "root uinav(A)"])
        #expect(
            uikit.stdout
                == "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: appeared, view: <UIView>\n")
    }

    @Test("--trace prints the tree after each command that changes the state, and only those")
    func trace() {
        let run = NavTreeRun(["-q", "--trace", "-e", "root uinav(A)\nexpect top A\npush B"])
        #expect(
            run.stdout == """
                # <eval>:1: root uinav(A)
                UINavigationController
                └─ A ◀ top
                # <eval>:3: push B
                UINavigationController
                ├─ A
                └─ B ◀ top

                """)
    }

    @Test("diagnostics are plain without colour, ANSI-coloured when asked")
    func colour() {
        var output = ""
        var environment = NavTreeCommand.Environment(
            read: { _ in .success(Array("pop\n".utf8)) }, output: { _ in }, error: { output += $0 })
        environment.colorize = true
        _ = NavTreeCommand.run(["x.nav"], environment: environment)
        #expect(output.contains("\u{1B}[1;31merror:"))
        #expect(!NavTreeRun(["x.nav"], files: ["x.nav": "pop\n"]).stderr.contains("\u{1B}"))
    }

    @Test("invalid UTF-8 and NUL bytes are reported at their line, not crashed on")
    func badBytes() {
        var environment = NavTreeCommand.Environment(
            read: { _ in .success([0x72, 0x6F, 0x6F, 0x74, 0x20, 0xFF, 0x0A, 0x00, 0x0A]) },
            output: { _ in }, error: { _ in })
        var errors = ""
        environment.error = { errors += $0 }
        #expect(NavTreeCommand.run(["--keep-going", "b.nav"], environment: environment) == .failure)
        #expect(errors.contains("b.nav:1:6: error: invalid UTF-8 in script"))
        #expect(errors.contains("b.nav:2:1: error: NUL byte in script"))
    }
}

/// A window printed with elements whose iOS 26 frames are not known (docs/Glass.md, "Grades")
/// says what it left out and why, one warning a reason, so a missing bar is never silent.
@Suite("What a printed window leaves out")
struct LeftOutWarningTests {
    static let glassToolbar = "design glass\ndevice iphone-15-pro\nroot tb=tabs(n=uinav(A), B)\ntoolbar show on=n\n"

    @Test("-f frames, svg and json warn on standard error, naming the reason and the elements left out; tree and uikit do not")
    func finalOutput() {
        for format in ["frames", "svg", "json"] {
            let run = NavTreeRun(["-f", format, "g.nav"], files: ["g.nav": Self.glassToolbar])
            #expect(run.status == .success)
            #expect(
                run.stderr.contains("navtree: warning: not known for iOS 26: the toolbar's frame")
                    && run.stderr.contains("left out: safearea:A, toolbar\n"), "\(format)")
        }
        for format in ["tree", "uikit"] {
            #expect(!NavTreeRun(["-f", format, "g.nav"], files: ["g.nav": Self.glassToolbar]).stderr.contains("not known"))
        }
        let legacy = NavTreeRun(["-f", "frames", "-e", "root tb=tabs(n=uinav(A), B)", "-e", "toolbar show on=n"])
        #expect(legacy.stderr == "")
    }

    @Test("print frames warns at its line, one warning a reason")
    func printCommand() {
        let run = ScriptRun(Self.glassToolbar + "present S\nprint frames\n")
        #expect(run.errors == [])
        #expect(run.warnings.count == 2)
        #expect(
            run.warnings.contains {
                $0.hasPrefix("not known for iOS 26: a sheet's frames") && $0.hasSuffix("left out: safearea:S, sheet:S")
            })
        #expect(run.diagnostics.filter { $0.severity == .warning }.allSatisfy { $0.location.line == 6 })
    }

    @Test("the layout groups what it leaves out by reason, the reasons and the names in order")
    func grouping() {
        var layout = Layout()
        layout.unknown = ["toolbar": "b", "safearea:A": "b", "sheet:S": "a"]
        #expect(
            layout.leftOutWarnings == [.notKnownForIOS26("a; left out: sheet:S"), .notKnownForIOS26("b; left out: safearea:A, toolbar")])
        #expect(Layout().leftOutWarnings.isEmpty)
    }
}
