import Testing

@testable import navtree

/// `-o FILE` / `--output FILE`: the final output goes to a file; standard output keeps what the
/// script prints during the run.
@Suite struct OutputFileTests {
    static let script = "root n=uinav(A)\nprint\npush B\n"

    @Test("-o and --output write the final output in the -f format, and nothing of it to standard output")
    func writesTheFile() {
        for arguments in [["-o", "out.json"], ["--output", "out.json"], ["--output=out.json"]] {
            let run = NavTreeRun(arguments + ["-f", "json", "-e", "root n=uinav(A)\npush B"])
            #expect(run.status == .success)
            #expect(run.stdout == "")
            #expect(run.stderr == "")
            #expect(run.written["out.json"]?.hasPrefix("{") == true)
            #expect(run.written["out.json"] == NavTreeRun(["-f", "json", "-e", "root n=uinav(A)\npush B"]).stdout)
        }
    }

    @Test("'print' and --trace still write to standard output; the file holds the final output alone")
    func printDoesNotCorruptTheFile() {
        let run = NavTreeRun(["-o", "final.txt", "--trace", "s.nav"], files: ["s.nav": Self.script])
        #expect(run.status == .success)
        #expect(run.written["final.txt"] == "UINavigationController \"n\"\n├─ A\n└─ B ◀ top\n")
        #expect(
            run.stdout == """
                # s.nav:1: root n=uinav(A)
                UINavigationController "n"
                └─ A ◀ top
                UINavigationController "n"
                └─ A ◀ top
                # s.nav:3: push B
                UINavigationController "n"
                ├─ A
                └─ B ◀ top

                """, "the trace, then the tree 'print' wrote, then the trace; no final tree")
    }

    @Test("the file is written when an expectation fails too, and the run exits 1")
    func writtenOnFailure() {
        let run = NavTreeRun(["-o", "out.txt", "-e", "root uinav(A)\nexpect top B"])
        #expect(run.status == .failure)
        #expect(run.written["out.txt"] == "UINavigationController\n└─ A ◀ top\n")
    }

    @Test("'-o -' is standard output")
    func dashIsStandardOutput() {
        let run = NavTreeRun(["-o", "-", "-e", "root uinav(A)"])
        #expect(run.stdout == "UINavigationController\n└─ A ◀ top\n")
        #expect(run.written.isEmpty)
    }

    @Test("an unwritable file is reported with the system's reason and exits 2, as an unwritable storyboard does")
    func unwritable() {
        let run = NavTreeRun(["-o", "/nope/out.txt", "-e", "root uinav(A)"], unwritable: ["/nope/out.txt"])
        #expect(run.status == .usage)
        #expect(run.stdout == "")
        #expect(run.stderr == "navtree: error: cannot write '/nope/out.txt': Permission denied\n")
        let storyboard = NavTreeRun(["--storyboard", "/nope/out.txt", "-e", "root uinav(A)"], unwritable: ["/nope/out.txt"])
        #expect(storyboard.status == run.status)
    }

    @Test(
        "usage errors: a missing or empty path, -q with -o, one file named twice, a script as the output",
        arguments: [
            (["-e", "root uinav(A)", "-o"], "Error: Missing value for '-o'"),
            (["--output="], "Error: The value '' is invalid for '--output': expected the path of the file to write"),
            (["-q", "-o", "x.txt"], "Error: '--output' writes the final output, which '--quiet' leaves out; give one of them"),
            (
                ["-o", "x.html", "--storyboard", "x.html"],
                "Error: '--output' and '--storyboard' both name 'x.html'; give each its own file"
            ),
            (["s.nav", "-o", "s.nav"], "Error: '--output' names 's.nav', a script navtree reads; give another file"),
            (["s.nav", "--storyboard", "s.nav"], "Error: '--storyboard' names 's.nav', a script navtree reads; give another file"),
        ])
    func usage(_ arguments: [String], _ message: String) {
        let run = NavTreeRun(arguments, files: ["s.nav": Self.script])
        #expect(run.status == .usage)
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
        #expect(run.written.isEmpty)
    }

    @Test("help lists -o")
    func help() {
        #expect(Help.text.contains("-o, --output FILE"))
    }
}
