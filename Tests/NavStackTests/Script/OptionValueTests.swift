import Testing

@testable import NavStackCore
@testable import NavStackScript

/// An option's values are declared once, with its type (swift-argument-parser's
/// `ExpressibleByArgument`): what help lists is what the parser takes, for every option of the
/// tables handlers apply (properties, popup item and style) and for the typed options.
@Suite("Options declared with their values")
struct OptionValueTests {
    /// An option as a line would give it.
    static func option(_ key: String, _ value: String, quoted: Bool = false) -> Arguments.Option {
        Arguments.Option(
            key: Located(key, column: 1, length: key.count), value: Located(value, column: key.count + 2, length: value.count),
            quoted: quoted)
    }

    /// The words of a help value made only of enumerated words (`default|generic|minimal`), or
    /// `nil` when it holds a placeholder (`TEXT|none`, `#RRGGBB|default`, `N`).
    static func enumeratedWords(_ help: String) -> [String]? {
        let words = help.split(separator: "|").map(String.init)
        guard words.allSatisfy({ word in word.first?.isLowercase == true && word.allSatisfy { $0.isLetter } }) else { return nil }
        return words
    }

    /// What `Arguments.choice` says a value must be, for `words`.
    static func expected(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "") : quoted.joined()
    }

    /// Checks one option: each word help lists parses, and a word it does not list is refused
    /// with exactly help's list.
    static func checkHelpMatchesParser(_ help: String, key: String, parse: (Arguments.Option) throws(ScriptError) -> Void) {
        guard let words = enumeratedWords(help) else { return }
        for word in words {
            do { try parse(option(key, word)) } catch { Issue.record("\(key)=\(word): \(error.message)") }
        }
        do {
            try parse(option(key, "bogus"))
            Issue.record("\(key)=bogus parsed")
        } catch {
            #expect(error.message == "invalid value 'bogus' for '\(key)'; expected \(expected(words))", "\(key)")
        }
    }

    @Test("every property's help lists exactly the values its parser takes")
    func propertyValuesFromTheirTypes() {
        var enumerated = 0
        for field in CommandTable.propertyFields.fields {
            let declaration = field.declaration
            if Self.enumeratedWords(declaration.value) != nil { enumerated += 1 }
            Self.checkHelpMatchesParser(declaration.value, key: declaration.key) { (option) throws(ScriptError) in
                var change: Interpreter.PropertyChange?
                try field.apply(&change, option)
                #expect(change != nil)
            }
        }
        // backMode, largeTitle, disableInteractivePop, detent, the Bool flags, the slots' configure…
        #expect(enumerated >= 30)
    }

    @Test("the popup item's and style's options list what their parsers take")
    func popupValuesFromTheirTypes() {
        for field in CommandTable.popupStyleFields.fields {
            Self.checkHelpMatchesParser(field.declaration.value, key: field.declaration.key) { (option) throws(ScriptError) in
                var configuration = PopupBarConfiguration()
                try field.apply(&configuration, option)
            }
        }
        #expect(CommandTable.popupBarStyle.declaration.value == "default|compact|prominent|floating|floatingCompact|custom")
        for field in CommandTable.popupItemFields.fields {
            Self.checkHelpMatchesParser(field.declaration.value, key: field.declaration.key) { (option) throws(ScriptError) in
                var item = PopupItem()
                try field.apply(&item, option)
            }
        }
    }

    @Test("expectations declare their options once too: help lists what the check takes, and failures keep the order written")
    func expectationFieldsFromTheirTypes() {
        for field in CommandTable.expectedAppearanceFields.fields {
            Self.checkHelpMatchesParser(field.declaration.value, key: field.declaration.key) { (option) throws(ScriptError) in
                var checks: [FieldCheck<ResolvedAppearance>] = []
                try field.apply(&checks, option)
                #expect(checks.count == 1)
            }
        }
        #expect(
            CommandTable.expectedAppearanceFields.declarations.map(\.value) == [
                "SOURCE", "default|opaque|transparent", "#RRGGBB|none", "visible|none", "#RRGGBB|none",
            ])
        #expect(CommandTable.expectedToastFields.declarations.map(\.key) == ["text", "position", "announcement"])
        // A default navigation bar at its scroll edge (transparent, no hairline): two fields
        // wrong, reported in the order the line gives them.
        #expect(
            ScriptRun("root nav(Home)\nexpect appearance Home navbar shadow=visible background=opaque").errors == [
                "expectation failed: navbar of <Home> has shadow=none background=transparent, expected shadow=visible background=opaque"
            ])
        #expect(
            ScriptRun("root nav(Home)\nexpect appearance Home navbar shadow=maybe").errors == [
                "invalid value 'maybe' for 'shadow'; expected 'visible' or 'none'"
            ])
        // The front toast's fields, read through the same declarations.
        let toast = ScriptRun("root nav(Home)\ntoast Saved\nexpect toast visible position=bogus text=Saved")
        #expect(toast.errors.count == 1 && toast.errors[0].contains("the front toast has position '"), "\(toast.errors)")
        #expect(ScriptRun("root nav(Home)\ntoast Saved\nexpect toast visible text=Saved").errors.isEmpty)
    }

    @Test("a choice's help is its enumeration's cases, in order")
    func choiceHelpFromAllCases() {
        #expect(ModalPresentationStyle.valueHelp == ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: "|"))
        #expect(CommandTable.presentationStyle.declaration.value.split(separator: "|").count == ModalPresentationStyle.allCases.count)
        #expect(OptionalChoice<BarAppearance.Background>.valueHelp == "default|opaque|transparent|none")
        #expect(InteractivePopSetting.valueHelp == "true|false|auto")
        #expect(CommandTable.animatedOption.declaration.value == "true|false")
        #expect(CommandTable.selectionSource.declaration.value == "tap|code")
    }

    @Test("typed options read the value their declaration names, and refuse what it does not list")
    func typedOptionsThroughScripts() {
        #expect(
            ScriptRun("root nav(A)\npresent B style=sideways").errors == [
                "invalid value 'sideways' for 'style'; expected \(Self.expected(ModalPresentationStyle.allCases.map(\.rawValue)))"
            ])
        #expect(
            ScriptRun("root nav(A)\npush B animated=maybe").errors == ["invalid value 'maybe' for 'animated'; expected 'true' or 'false'"])
        #expect(ScriptRun("root tabs(A, B)\nselect 1 by=mouse").errors == ["invalid value 'mouse' for 'by'; expected 'tap' or 'code'"])
        #expect(
            ScriptRun("toast hi position=left").errors == [
                "invalid value 'left' for 'position'; expected 'center', 'top', 'bottom' or 'island'"
            ])
    }

    @Test("a handler applies the options its table declares and leaves the call's own to theirs")
    func handlersTakeTheirOwnOptions() {
        // `on=` and `animated=` belong to the call, the rest to the new screen's properties.
        let run = ScriptRun(
            """
            root tabs(a=nav(A), b=nav(B))
            push C on=a animated=false title=Cee hidesBottomBarWhenPushed=true
            expect title C Cee
            expect tabbar hidden
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        // A popup command given only its container has nothing to set.
        let popup = ScriptRun("root tabs(a=nav(A))\npopup present Player on=a\npopup set on=a")
        #expect(popup.errors.contains { $0.hasPrefix("missing key=value for 'popup set'") }, "\(popup.errors)")
        // A height alone makes the bar custom; with bar= the style given wins, wherever it is written.
        for (options, style) in [
            ("height=80", PopupBarStyle.custom), ("height=80 bar=prominent", .prominent), ("bar=compact height=80", .compact),
        ] {
            let run = ScriptRun("root tabs(a=nav(A))\npopup present Player on=a\npopup style \(options) on=a")
            let configuration = run.window.id(named: "a").flatMap { run.window.popup(of: $0)?.configuration }
            #expect(run.errors.isEmpty && configuration?.style == style && configuration?.customHeight == 80, "\(options): \(run.errors)")
        }
    }
}
