import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// One rule for names (Swift's `==`, canonical equivalence) in hashing, lookup, duplicates and
/// coding; and `expect error` that only a real rejection satisfies.
@Suite("Names and expected outcomes")
struct NameAndOutcomeTests {
    // MARK: One equivalence for names

    @Test("K and KELVIN SIGN are one name: a second is a duplicate, and either finds the first (UAX #15: U+212A decomposes to K)")
    func kelvinSign() throws {
        let run = ScriptRun("root nav(K)\nexpect error push \u{212A}\nset \u{212A} title=Kelvin")
        #expect(run.errors == [])
        #expect(run.interpreter.statistics.expectationsPassed == 1)
        let window = run.window
        #expect(window.count(of: .screen) == 1)
        #expect(NameIndex.hash(of: "K") == NameIndex.hash(of: "\u{212A}"))
        #expect(NameIndex.hash(of: ";") == NameIndex.hash(of: "\u{037E}") && NameIndex.hash(of: "`") == NameIndex.hash(of: "\u{1FEF}"))
        #expect(window.id(named: "\u{212A}") == window.id(named: "K"))
        #expect(window[try #require(window.id(named: "K"))]?.screen.navigationItem.title == "Kelvin")
    }

    @Test(
        "a controller's name is compared where it lies: its name and an equivalent spelling match; another name, an unnamed container and a controller that left do not"
    )
    func hasName() throws {
        var window = Window()
        try window.setRoot(.koinuNavigationController(root: .screen("K"), label: "n"))
        let nav = try #require(window.id(named: "n"))
        try window.pushViewController(.screen("A"), onto: nav)
        let a = try #require(window.id(named: "A"))
        let k = try #require(window.id(named: "K"))
        #expect(window.hasName(a, "A") && window.hasName(k, "\u{212A}") && window.hasName(nav, "n"))
        #expect(!window.hasName(a, "K") && !window.hasName(k, "A") && !window.hasName(a, "a"))
        // Koinu's container around A bears no name.
        let inner = try #require(window.parent(of: a))
        let container = try #require(window.parent(of: inner))
        #expect(window.name(of: container) == nil && !window.hasName(container, "A") && !window.hasName(container, ""))
        try window.popViewController(on: nav)
        #expect(!window.hasName(a, "A"))
    }

    @Test("a name the interpreter has just looked up is found by its equivalent too (the name hints agree with the index)")
    func hintsAgree() {
        let run = ScriptRun("root n=nav(Kx)\npush A on=n\nset Kx title=1\nset \u{212A}x title=2\nexpect error push \u{212A}x")
        #expect(run.errors == [])
    }

    @Test("decomposed and precomposed spellings are one name; names with combining marks and joiners are accepted")
    func combiningMarks() {
        let decomposed = "Cafe\u{301}"
        let run = ScriptRun("root nav(\(decomposed))\nexpect error push Café\npush नमस्ते\npush क्‍ष\nexpect top क्‍ष")
        #expect(run.errors == [])
        #expect(Lexer.isName("नमस्ते") && Lexer.isName(decomposed) && Lexer.isName("क्\u{200D}ष"))
        #expect(!Lexer.isName("a b") && !Lexer.isName("a\u{301}!"))
    }

    @Test("a window with equivalent names round-trips through coding with every name")
    func codingKeepsNames() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("\u{212A}elvin"), label: "Cafe\u{301}"))
        let data = try JSONEncoder().encode(window)
        let decoded = try JSONDecoder().decode(Window.self, from: data)
        #expect(decoded == window)
        #expect(decoded.id(named: "Kelvin") != nil && decoded.id(named: "Café") != nil)
        #expect(decoded.invariantViolations() == [])
    }

    @Test("a name with a line break or control character prints on one line, escaped, in the tree, uikit and frames")
    func controlCharactersInNames() throws {
        var window = Window()
        try window.setRoot(.navigationController(root: .screen("Evil\nroot\u{2028}x\u{7}"), label: "n"))
        let tree = TreeDumper.render(window)
        #expect(tree == "UINavigationController \"n\"\n└─ Evil\\nroot\\u{2028}x\\u{7} ◀ top\n")
        #expect(!UIKitHierarchyRenderer.render(window).contains("\n   root"))
        #expect(FramesRenderer.render(window).split(separator: "\n").allSatisfy { !$0.hasPrefix("root") })
    }

    // MARK: expect error needs a rejection

    @Test(
        "a malformed command inside 'expect error' is the script's error, not the rejection expected",
        arguments: [
            ("expect error pusj X", "unknown command 'pusj'; did you mean 'push'?"),
            ("expect error push", "missing tree expression; usage: push EXPR [key=value ...] [animated=false] [from=SCREEN|on=LABEL]"),
            ("expect error push B colour=red", "unknown option 'colour' for 'push'"),
            ("expect error wait nan", "invalid number 'nan' for 'wait'"),
            ("expect warning pop bogus=1", "unknown option 'bogus' for 'pop'"),
            ("expect error expect error pusj X", "unknown command 'pusj'; did you mean 'push'?"),
        ])
    func malformedIsNotARejection(_ line: String, _ message: String) {
        let run = ScriptRun("root n=uinav(A)\n" + line)
        #expect(run.errors == [message])
        #expect(run.interpreter.statistics.expectationsPassed == 0)
    }

    @Test("a real rejection still satisfies 'expect error': UIKit's exceptions, unknown names, calls on the wrong container")
    func rejectionsStillPass() {
        let run = ScriptRun(
            """
            root n=uinav(A)
            expect error push uinav(B)
            expect error pop-to Missing
            expect error select 0
            expect error push C on=A
            expect error expect top B
            """)
        #expect(run.errors == [])
        #expect(run.interpreter.statistics.expectationsPassed == 5)
    }

    @Test("message= checks the rejection's or the warning's text, as a substring")
    func messageOption() {
        let passing = ScriptRun(
            """
            root n=uinav(A)
            expect error message="not supported" push uinav(B)
            expect warning message="does nothing" pop
            """)
        #expect(passing.errors == [])
        let failing = ScriptRun("root n=uinav(A)\nexpect error message=\"already exists\" push uinav(B)")
        #expect(
            failing.errors == [
                "expectation failed: 'push' was rejected with \"Pushing a navigation controller is not supported\", expected a message containing \"already exists\""
            ])
        let warning = ScriptRun("root n=uinav(A)\nexpect warning message=\"nothing to pop\" pop")
        #expect(warning.errors.first?.hasPrefix("expectation failed: 'pop' warned") == true)
        #expect(
            ScriptRun("expect error message=x").errors == [
                "missing command after 'expect error'; usage: expect error [message=TEXT] COMMAND ..."
            ])
    }
}
