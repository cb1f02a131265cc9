import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Each script command, on success and on misuse.
@Suite struct CommandTests {
    @Test("device switches the device and orientation; unknown ids get a suggestion")
    func device() {
        let run = ScriptRun("device iphone-se landscape")
        #expect(run.window.device.id == "iphone-se")
        #expect(run.window.orientation == .landscape)
        #expect(ScriptRun("device iphone-15pro").errors == ["unknown device 'iphone-15pro'; did you mean 'iphone-15-pro'?"])
        #expect(
            ScriptRun("device iphone-se sideways").errors == [
                "invalid value 'sideways' for 'orientation'; expected 'portrait' or 'landscape'"
            ])
    }

    @Test("a missing argument is reported past the line's end, in characters, comment included; failed events underline to the end")
    func errorsAtTheLineEnd() {
        // `pop-to` needs a name: the error points past the last character (é is one), comment included.
        let missing = ScriptRun("root nav(A)\npop-to # é")
        #expect(missing.diagnostics.map(\.location) == [ScriptLocation(file: "t.nav", line: 2, column: 11)])
        #expect(missing.diagnostics.map(\.length) == [1])
        // Nested in `expect error`, a malformed command's missing argument points past the same line's end.
        let nested = ScriptRun("root nav(A)\nexpect error pop-to  ")
        #expect(nested.diagnostics.map(\.location.column) == [22])
        // `expect events` that fails underlines from its first token through the line's end.
        let events = ScriptRun("root nav(A)\npush B\nexpect events B.viewDidAppear(false)  # é")
        #expect(events.errors.count == 1)
        #expect(events.diagnostics.map(\.location.column) == [15])
        #expect(events.diagnostics.map(\.length) == [42 - 15])
    }

    @Test("root replaces the whole window, names of the old tree included")
    func root() {
        let run = ScriptRun("root nav(A)\npush B\nroot uinav(B)\nexpect stack B on=UINavigationController")
        #expect(run.window.count == 2)
        #expect(run.errors == ["no controller named 'UINavigationController'"])
    }

    @Test("push creates a screen with its properties before it is pushed (hidesBottomBarWhenPushed counts at once)")
    func pushProperties() throws {
        let run = ScriptRun(
            "root tabs(nav(A))\npush B title=\"Bee\" hidesBottomBarWhenPushed=true toolbarItems=\"x, y\"\nexpect tabbar hidden")
        #expect(!run.failed, "\(run.errors)")
        let b = try #require(run.window.id(named: "B"))
        #expect(run.window[b]?.screen.navigationItem.title == "Bee")
        #expect(run.window[b]?.screen.toolbarItems == ["x", "y"])
    }

    @Test("push rejects wrapping-controller options and unknown options with a suggestion")
    func pushMisuse() {
        #expect(
            ScriptRun("root nav(A)\npush B useSystemBackBarButtonItem=true").errors
                == ["'useSystemBackBarButtonItem' applies to a wrapping navigation controller, not a screen"])
        #expect(ScriptRun("root nav(A)\npush B titel=x").errors == ["unknown option 'titel' for 'push'; did you mean 'title'?"])
        #expect(ScriptRun("root nav(A)\npush B from=A on=A").errors == ["use either 'from=' or 'on=', not both"])
        #expect(
            ScriptRun("root nav(A)\npush").errors == [
                "missing tree expression; usage: push EXPR [key=value ...] [animated=false] [from=SCREEN|on=LABEL]"
            ])
        #expect(ScriptRun("push A").errors == ["the window has no root view controller"])
    }

    @Test("a repeated option is reported at its second use, among few options and among many")
    func repeatedOptions() {
        #expect(ScriptRun("root nav(A)\npush B title=x title=y").diagnostics.map(\.location.column) == [16])
        // Past 16 options the keys seen are kept in a set: only keys before the repeat count.
        let keys = ScriptRun.manyPropertyKeys
        let distinct = ScriptRun("root nav(A)\nset A " + keys.map { "\($0)=true" }.joined(separator: " "))
        #expect(!distinct.errors.contains { $0.hasSuffix("given twice") }, "\(distinct.errors)")
        let repeated = ScriptRun("root nav(A)\nset A " + (keys + [keys[3], keys[0]]).map { "\($0)=true" }.joined(separator: " "))
        #expect(repeated.errors == ["option '\(keys[3])' given twice"])
    }

    @Test("pop, pop-to and pop-to-root act on the stack the target's calls land on")
    func pops() {
        let run = ScriptRun(
            """
            root n=uinav(A)
            push B
            push C
            push D
            pop-to B
            expect stack A B on=n
            push E
            pop-to-root from=E
            expect stack A on=n
            """)
        #expect(!run.failed, "\(run.errors)")
        #expect(
            ScriptRun("root uinav(A)\npop-to").errors == [
                "missing argument for 'pop-to'; usage: pop-to NAME [animated=false] [from=SCREEN|on=LABEL]"
            ])
        #expect(ScriptRun("root uinav(A)\npop B").errors == ["unexpected argument 'B'; usage: pop [animated=false] [from=SCREEN|on=LABEL]"])
    }

    @Test("set-stack reuses screens on the stack and creates new ones")
    func setStack() {
        let run = ScriptRun("root n=uinav(A)\npush B\nset A title=Keep\nset-stack C A\nexpect stack C A on=n")
        #expect(!run.failed, "\(run.errors)")
        #expect(run.window.id(named: "B") == nil)
        #expect(run.window.id(named: "A").flatMap { run.window[$0]?.screen.navigationItem.title } == "Keep")
    }

    @Test("remove takes a screen out of its stack")
    func remove() {
        let run = ScriptRun("root n=uinav(A)\npush B\npush C\nremove B\nexpect stack A C on=n")
        #expect(!run.failed, "\(run.errors)")
    }

    @Test("select takes an index, a name inside a tab, or more; set-tabs replaces the tabs")
    func select() {
        let run = ScriptRun(
            """
            root t=tabs(nav(A), uinav(B), C)
            select 2
            expect selected 2
            expect selected C
            select B
            expect selected 1 on=t
            select C
            set-tabs X C
            expect selected 1
            set-tabs C X
            expect selected C
            """)
        #expect(!run.failed, "\(run.errors)")
        #expect(ScriptRun("root tabs(A)\nselect 99999999999999999999999").errors == ["tab index '99999999999999999999999' is out of range"])
        #expect(ScriptRun("root uinav(A)\nselect 0").errors == ["no tab bar controller on screen; use on=LABEL"])
        #expect(ScriptRun("root uinav(A)\nselect A").errors == ["<A> is not inside a tab bar controller (its tabBarController is nil)"])
    }

    /// `expect selected` reads its number once: before the tab bar controller when the number
    /// decides it (no `on=`), after it when `on=` names it. A line wrong both ways reports the
    /// same error as when each was read where it is used.
    @Test("expect selected: an index out of range, a missing tab bar controller and a wrong on= are reported in the order they are met")
    func expectSelectedErrors() {
        let big = "99999999999999999999999"
        #expect(ScriptRun("root uinav(A)\nexpect selected \(big)").errors == ["tab index '\(big)' is out of range"])
        #expect(ScriptRun("root uinav(A)\nexpect selected 0").errors == ["no tab bar controller on screen; use on=LABEL"])
        #expect(
            ScriptRun("root n=uinav(A)\nexpect selected \(big) on=n").errors == ["<UINavigationController n> is not a tab bar controller"])
        #expect(ScriptRun("root t=tabs(A, B)\nexpect selected \(big) on=t").errors == ["tab index '\(big)' is out of range"])
        #expect(
            ScriptRun("root t=tabs(A, B)\nexpect selected more on=t").errors == ["expectation failed: selected tab is 0, expected more"])
        #expect(
            ScriptRun("root t=tabs(A, B)\nexpect selected B").errors == [
                "expectation failed: selected tab is 0, expected 1 (the tab holding 'B')"
            ])
        #expect(ScriptRun("root t=tabs(A, B)\nselect 1\nexpect selected 1 on=t\nexpect selected 1\nexpect selected B").errors == [])
    }

    /// A tab index is an optional `-` and ASCII digits (read in one pass over the bytes): it
    /// reads as `Int(_:)` reads it, out of range past `Int`'s bounds, and anything else
    /// (a name, a number with a sign or digits `Int(_:)` would not take) is no index. Seeded.
    @Test("a tab index reads as Int(_:) reads digits, and is out of range past Int's bounds")
    func tabIndexDigits() {
        var rng = SplitMix64(seed: 0x7AB_1D3)
        var words = [
            "0", "-0", "7", "007", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "", "-", "+1", "1a", "A", "more", "1 ", "١", "1e3", "--1",
        ]
        for _ in 0..<2_000 {
            let length = 1 + Int(rng.next() % 22)
            words.append((rng.next() % 3 == 0 ? "-" : "") + String((0..<length).map { _ in Character(String(rng.next() % 10)) }))
        }
        for text in words {
            let word = Located(text, column: 1, length: max(1, text.count))
            let digits = text.first == "-" ? text.dropFirst() : text[...]
            let isDigits = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            switch (isDigits, Int(text)) {
            case (false, _): #expect((try? Interpreter.index(word)) == .some(nil), "\(text)")
            case let (true, value?): #expect((try? Interpreter.index(word)) == .some(value), "\(text)")
            case (true, nil): #expect(throws: ScriptError.self, "\(text)") { try Interpreter.index(word) }
            }
        }
    }

    @Test("present and dismiss, with styles; an unknown style is rejected")
    func presentDismiss() {
        let run = ScriptRun("root uinav(A)\npresent S style=overFullScreen\nexpect top S\ndismiss\nexpect top A")
        #expect(!run.failed, "\(run.errors)")
        #expect(
            ScriptRun("root uinav(A)\npresent S style=popup").errors
                == [
                    "invalid value 'popup' for 'style'; expected 'fullScreen', 'pageSheet', 'formSheet', 'overFullScreen', 'popover', 'currentContext' or 'overCurrentContext'"
                ])
        #expect(ScriptRun("root uinav(A)\ndismiss").warnings == ["<A> presents nothing and is not presented; dismiss ignored"])
    }

    @Test("toolbar and tabbar show and hide")
    func bars() {
        let run = ScriptRun("root t=tabs(n=uinav(A))\ntoolbar show\nexpect toolbar visible\ntabbar hide on=t\nexpect tabbar hidden")
        #expect(!run.failed, "\(run.errors)")
        #expect(ScriptRun("root uinav(A)\ntoolbar maybe").errors == ["invalid value 'maybe' for 'toolbar'; expected 'show' or 'hide'"])
    }

    @Test("set validates every value before applying any")
    func setAtomic() throws {
        let run = ScriptRun("root uinav(A)\nset A title=New barTint=red")
        #expect(run.errors == ["invalid colour 'red' for 'barTint'; expected #RRGGBB"])
        let a = try #require(run.window.id(named: "A"))
        #expect(run.window[a]?.screen.navigationItem.title == nil)
        #expect(
            ScriptRun("root n=uinav(A)\nset n hidesBottomBarWhenPushed=true").errors
                == ["'hidesBottomBarWhenPushed' does not apply to <UINavigationController n>, a UINavigationController"])
        #expect(ScriptRun("root uinav(A)\nset A").errors == ["missing key=value for 'set'; usage: set NAME key=value ..."])
        #expect(ScriptRun("root uinav(A)\nset A bogus=1").errors == ["unknown option 'bogus' for 'set'"])
    }

    @Test(
        "set barHidden=false on the outer controller: with RT it only warns (RTRootNavigationController.m:744-748); with Koinu, the default, the empty outer bar shows (no guard in VMNavigationController.swift)"
    )
    func outerBar() {
        #expect(
            ScriptRun("library rt\nroot n=nav(A)\nset n barHidden=false").warnings
                == [
                    "the navigation bar of <NavigationController n> is always hidden (RTRootNavigationController shows each screen's own bar); ignored"
                ])
        let koinu = ScriptRun("root n=nav(A)\nset n barHidden=false\nexpect frame navbar:A 0 98 393 44")
        #expect(koinu.warnings == [])
        #expect(koinu.errors == [])
    }

    @Test("print writes each format; an unknown format is rejected")
    func printFormats() {
        for format in OutputFormat.allCases {
            let run = ScriptRun("root uinav(A)\nprint \(format.rawValue)")
            #expect(run.output == format.render(run.window))
        }
        #expect(
            ScriptRun("root uinav(A)\nprint png").errors == [
                "invalid value 'png' for 'print'; expected 'tree', 'uikit', 'json', 'dot', 'mermaid', 'frames', 'svg' or 'state'"
            ])
    }

    @Test("an unknown command gets a suggestion")
    func unknownCommand() {
        #expect(ScriptRun("psh A").errors == ["unknown command 'psh'; did you mean 'push'?"])
    }
}

extension ScriptRun {
    /// Twenty distinct keys `set` accepts: more than the options compared one by one.
    static let manyPropertyKeys = Array(CommandTable.propertyFields.declarations.map(\.key).prefix(20))
}
