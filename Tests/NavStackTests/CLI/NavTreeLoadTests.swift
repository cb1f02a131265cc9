import Testing

@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

/// `load hierarchy`, `load state`, `-f state` and `--state` through navtree: paths, output,
/// diagnostics and exit statuses.
@Suite struct NavTreeLoadTests {
    static let dump = """
        <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
           | <App.Inbox 0x3>, state: disappeared, view: <UITableView 0x4> not in the window
           | <App.Thread 0x5>, state: appeared, view: <UIView 0x6>
        """

    /// A dump path is relative to the script's folder; `-e` reads from the working directory.
    @Test func pathsAreRelativeToTheScript() {
        let files = [
            "flows/dumps/mail.txt": NavTreeLoadTests.dump, "flows/check.nav": "load hierarchy dumps/mail.txt\npop\nexpect top Inbox\n",
        ]
        let run = NavTreeRun(["-f", "uikit", "flows/check.nav"], files: files)
        #expect(run.status == .success, "\(run.stderr)")
        #expect(
            run.stdout
                == "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <App.Inbox>, state: appeared, view: <UITableView>\n"
        )
        let eval = NavTreeRun(["-q", "-e", "load hierarchy flows/dumps/mail.txt", "-e", "expect top Thread"], files: files)
        #expect(eval.status == .success, "\(eval.stderr)")
        let missing = NavTreeRun(["-q", "-e", "load hierarchy dumps/mail.txt"], files: files)
        #expect(missing.status == .failure)
        #expect(missing.stderr.hasPrefix("<eval>:1:16: error: cannot read 'dumps/mail.txt': No such file or directory"))
    }

    /// A dump that does not fit is reported at its own line and column, exit 1.
    @Test func aBadDumpIsAnErrorInTheDump() {
        let files = [
            "bad.txt":
                "<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: appeared, view: <UIView>\n   | <B>, state: appeared, view: <UIView>\n"
        ]
        let run = NavTreeRun(["-q", "-e", "load hierarchy bad.txt"], files: files)
        #expect(run.status == .failure)
        #expect(
            run.stderr.hasPrefix(
                "bad.txt:3:6: error: inconsistent with UIKit's rules, which give this controller 'state: disappeared, view: <UIView> not in the window'\n3 |    | <B>, state: appeared, view: <UIView>\n"
            ), "\(run.stderr)")
        #expect(run.stderr.contains("bad.txt:3:6: note: in 'load hierarchy' at <eval>:1:16"))
    }

    /// `-f state`, then `--state`, then `-f json` is `-f json` of the script; a document that
    /// does not read exits 2 with its line and column.
    @Test func stateRoundTripsThroughTheCommandLine() {
        let script = "root tabs(nav(A), uinav(B))\npush C from=A\npresent nav(S) style=formSheet\ntoast \"Saved\"\nselect 1"
        let saved = NavTreeRun(["-f", "state", "-"], stdin: script)
        #expect(saved.status == .success)
        let json = NavTreeRun(["-f", "json", "-"], stdin: script)
        let restored = NavTreeRun(["--state", "saved.json", "-f", "json", "-e", ""], files: ["saved.json": saved.stdout])
        #expect(restored.status == .success, "\(restored.stderr)")
        #expect(restored.stdout == json.stdout)
        let again = NavTreeRun(["--state", "saved.json", "-f", "state", "-e", ""], files: ["saved.json": saved.stdout])
        #expect(again.stdout == saved.stdout)

        let wrongVersion = saved.stdout.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 9")
        let refused = NavTreeRun(["--state", "old.json", "-e", ""], files: ["old.json": wrongVersion])
        #expect(refused.status == .usage)
        #expect(
            refused.stderr == "old.json:3:14: error: version: unknown state document version 9; this version of NavStack reads version 1\n")
        #expect(refused.stdout.isEmpty)

        let loadRefused = NavTreeRun(["-q", "-e", "load state old.json"], files: ["old.json": wrongVersion])
        #expect(loadRefused.status == .usage)
        let missing = NavTreeRun(["--state", "none.json", "-e", ""])
        #expect(missing.status == .usage)
        #expect(missing.stderr == "navtree: error: cannot read 'none.json': No such file or directory\n")
    }

    /// With `--state`, the document's device stays unless `--device` is given.
    @Test func stateKeepsItsDeviceUnlessOneIsGiven() {
        let saved = NavTreeRun(["-f", "state", "-e", "device ipad-pro-11\nroot A"])
        let kept = NavTreeRun(["--state", "s.json", "-f", "state", "-e", ""], files: ["s.json": saved.stdout])
        #expect(kept.stdout.contains("\"id\": \"ipad-pro-11\""))
        let moved = NavTreeRun(["--state", "s.json", "--device", "iphone-se", "-f", "state", "-e", ""], files: ["s.json": saved.stdout])
        #expect(moved.stdout.contains("\"id\": \"iphone-se\""))
    }
}
