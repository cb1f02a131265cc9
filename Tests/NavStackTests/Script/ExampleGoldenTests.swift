import Testing

@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

/// Every script in Examples/ runs green and prints exactly its golden output
/// (Tests/NavStackTests/Golden/Examples/NAME.txt: standard output, then standard error).
@Suite struct ExampleGoldenTests {
    static let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")

    @Test("the Examples folder holds a script for every required scenario")
    func examplesExist() {
        for name in [
            "koinu-wrapping", "koinu-tab-root", "koinu-tab-per-nav", "bar-styling", "back-buttons",
            "swipe-back", "hides-bottom-bar", "errors", "modals", "more-tab",
            "popup-tabbar-redock", "popup-toolbar", "popup-plain", "popup-states", "popup-styles",
            "popup-inner-container", "devices", "appearance-settings", "appearance-music",
            "swiftui-shop-deep-link", "swiftui-tabs", "swiftui-sheet-stack",
        ] {
            #expect(Self.examples.contains(name + ".nav"), "missing Examples/\(name).nav")
        }
    }

    @Test("example runs with exit 0 and matches its golden output", arguments: examples)
    func example(_ name: String) {
        let run = NavTreeRun(["Examples/" + name])
        #expect(run.status == .success, "\(name) exited \(run.status): \(run.stderr)")
        let transcript = run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr)
        assertGolden(transcript, named: "Examples/" + name.replacingOccurrences(of: ".nav", with: ""))
    }

    @Test("every example carries expect lines")
    func examplesAssert() throws {
        for name in Self.examples {
            let text = String(decoding: try #require(FileSystem.read(path: RepositoryPath.root + "/Examples/" + name)), as: UTF8.self)
            #expect(text.contains("\nexpect "), "\(name) has no expect line")
        }
    }
}
