#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `expect …` lines: assertions on the state, and on commands being rejected
/// (``CommandTable/expectations`` declares them).
extension Interpreter {
    /// Whether `expect error` or `expect warning` wraps the command.
    enum ExpectedOutcome { case error, warning }

    mutating func expectTop(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let expected = args.word(0)
        let top = window.topScreen
        // The top's name, "(none)" without one, spelled only for a failure's message; a top
        // bearing the expected name passes without its name being copied out.
        func actual() -> String { top.flatMap { window.name(of: $0) } ?? "(none)" }
        let matches = top.map { window.hasName($0, expected.value) } == true || actual() == expected.value
        try check(matches, "top is '\(actual())', expected '\(expected.value)'", at: expected)
        return passed()
    }

    mutating func expectStack(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, nil)
        let nav = try navigationTarget(args)
        let members = window.viewControllers(of: window.stackOwner(forCallsOn: nav)).map(window.unwrap)
        let expected = args.words.map(\.value)
        let matches =
            members.count == expected.count && zip(members, expected).allSatisfy { id, word in names(id, word) }
        try check(
            matches,
            "stack is [\(window.stackNames(on: nav).joined(separator: ", "))], expected [\(expected.joined(separator: ", "))]",
            at: args.word(0))
        return passed()
    }

    /// Whether `word` names the controller `id` in an expectation: its name, or for an unnamed
    /// container its kind, by the kind word or the class name (``ControllerKind/init(roleName:)``).
    func names(_ id: ControllerID, _ word: String) -> Bool {
        if let name = window.name(of: id) { return name == word }
        return window.kind(of: id).map { ControllerKind(roleName: word) == $0 } ?? false
    }

    mutating func expectToolbar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let visible = try Interpreter.visibility(args.word(0))
        let nav = try navigationTarget(args)
        let actual = window.isToolbarVisible(nav)
        try check(actual == visible, "toolbar is \(actual ? "visible" : "hidden"), expected \(args.word(0).value)", at: args.word(0))
        return passed()
    }

    mutating func expectNavigationBar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let screen = try lookUp(args.word(0))
        let visible = try Interpreter.visibility(args.word(1))
        let actual = !window.resolvedBar(of: screen).isHidden
        try check(
            actual == visible,
            "navigation bar of '\(args.word(0).value)' is \(actual ? "visible" : "hidden"), expected \(args.word(1).value)",
            at: args.word(1))
        return passed()
    }

    mutating func expectState(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let controller = try lookUp(args.word(0))
        let expected = try Arguments.choice(args.word(1), key: "state", AppearanceState.allCases.map { ($0.rawValue, $0) })
        let actual = window.appearanceState(of: controller)
        try check(
            actual == expected,
            "state of '\(args.word(0).value)' is \(actual?.rawValue ?? "unknown"), expected \(expected.rawValue)", at: args.word(1))
        return passed()
    }

    mutating func expectBack(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let screen = try lookUp(args.word(0))
        let actual = window.backButton(of: screen).description
        let expected = args.word(1).value
        try check(
            actual == expected, "back button of '\(args.word(0).value)' is '\(actual)', expected '\(expected)'", at: args.word(1),
            notes: schemeNote(for: screen, wouldGive: window.backButtonUnderOtherScheme(of: screen)?.description == expected))
        return passed()
    }

    mutating func expectPop(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let screen = try lookUp(args.word(0))
        let enabled = try Arguments.choice(args.word(1), key: "pop", [("enabled", true), ("disabled", false)])
        let actual = window.interactivePopEnabled(for: screen)
        try check(
            actual == enabled,
            "swipe-back on '\(args.word(0).value)' is \(actual ? "enabled" : "disabled"), expected \(args.word(1).value)",
            at: args.word(1),
            notes: schemeNote(for: screen, wouldGive: window.interactivePopUnderOtherScheme(for: screen) == enabled))
        return passed()
    }

    /// `expect parent NAME KIND|PARENT`: NAME's `parent`, by kind or by name; the root's is
    /// `Window`. A presented controller has no parent: its `presentingViewController` stands
    /// in (Apple doc `presentingViewController`), printed as "presented by".
    mutating func expectParent(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let id = try lookUp(args.word(0))
        let expected = args.word(1).value
        if let parent = window.parent(of: id) {
            let actual = window.kind(of: parent)?.rawValue ?? "none"
            try check(
                actual.lowercased() == expected.lowercased() || names(parent, expected)
                    || window.kind(of: parent) == ControllerKind(roleName: expected),
                "parent of '\(args.word(0).value)' is \(actual)\(window.name(of: parent).map { " '\($0)'" } ?? ""), expected \(expected)",
                at: args.word(1))
        } else if let presenter = window.presentingViewController(of: id) {
            try check(
                names(presenter, expected) || window.kind(of: presenter) == ControllerKind(roleName: expected),
                "'\(args.word(0).value)' has no parent; it is presented by \(window.describe(presenter)), expected \(expected)",
                at: args.word(1))
        } else {
            let actual = window.root == id ? "Window" : "none"
            try check(
                actual.lowercased() == expected.lowercased(), "parent of '\(args.word(0).value)' is \(actual), expected \(expected)",
                at: args.word(1))
        }
        return passed()
    }

    /// `expect presented NAME [style=STYLE] [by=PRESENTER]`.
    mutating func expectPresented(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let id = try lookUp(args.word(0))
        let expectedStyle = try args.option("style").map { (value: Located<String>) throws(ScriptError) in
            (value, try Arguments.choice(value, key: "style", ModalPresentationStyle.allCases.map { ($0.rawValue, $0) }))
        }
        guard let presenter = window[id]?.presenter, let style = window[id]?.presentationStyle else {
            try check(false, "'\(args.word(0).value)' is not presented", at: args.word(0))
            return passed()
        }
        if let (value, expected) = expectedStyle {
            try check(
                style == expected, "'\(args.word(0).value)' is presented with style \(style.rawValue), expected \(expected.rawValue)",
                at: value)
        }
        if let by = args.option("by") {
            try check(
                names(presenter, by.value) || window.kind(of: presenter) == ControllerKind(roleName: by.value),
                "'\(args.word(0).value)' is presented by \(window.describe(presenter)), expected \(by.value)", at: by)
        }
        return passed()
    }

    /// `expect title NAME TEXT|none`: the title of the navigation item NAME's bar shows
    /// (``Window/barItemHolder(of:)``).
    mutating func expectTitle(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let id = try lookUp(args.word(0))
        let actual = window[window.barItemHolder(of: id)]?.screen.navigationItem.title
        let expected: String? = args.word(1).value == "none" ? nil : args.word(1).value
        try check(
            actual == expected,
            "title of '\(args.word(0).value)' is \(actual.map { "'\($0)'" } ?? "none"), expected \(args.word(1).value)", at: args.word(1))
        return passed()
    }

    /// `expect badge NAME TEXT|none`: NAME's `tabBarItem.badgeValue`.
    mutating func expectBadge(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let id = try lookUp(args.word(0))
        let actual = window[id]?.screen.badgeValue
        let expected: String? = args.word(1).value == "none" ? nil : args.word(1).value
        try check(
            actual == expected,
            "badge of '\(args.word(0).value)' is \(actual.map { "'\($0)'" } ?? "none"), expected \(args.word(1).value)", at: args.word(1))
        return passed()
    }

    mutating func expectCount(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        guard let kind = ControllerKind(roleName: args.word(0).value) else {
            throw ScriptError(
                "unknown kind '\(args.word(0).value)'; expected one of "
                    + ControllerKind.allCases.map(\.rawValue).joined(separator: ", "), at: args.word(0))
        }
        guard let expected = Int(args.word(1).value) else {
            throw ScriptError("invalid count '\(args.word(1).value)'", at: args.word(1))
        }
        let actual = window.count(of: kind)
        try check(
            actual == expected, "\(actual) \(kind.rawValue) controller\(actual == 1 ? "" : "s"), expected \(expected)", at: args.word(1))
        return passed()
    }

    /// What a passed expectation returns: no warnings. ``execute(_:)`` counts it, once per
    /// `expect` line (one nested in `expect error` is not counted on its own).
    func passed() -> CommandWarnings { CommandWarnings() }

    /// Throws an expectation failure with `message` unless `condition` holds. The message is
    /// built only on failure: most expectations pass, and building it cost more than the check.
    func check<T>(
        _ condition: Bool, _ message: @autoclosure () -> String, at located: Located<T>,
        notes: @autoclosure () -> [String] = []
    ) throws(ScriptError) {
        guard condition else {
            throw ScriptError("expectation failed: " + message(), at: located, kind: .expectationFailed, notes: notes())
        }
    }

    /// The note for an expectation on `screen` that failed where the other navigation scheme
    /// would have given the expected value: `nav(…)` is Koinu's wrapping controller, `uinav(…)`
    /// a plain `UINavigationController`, and the two differ in back buttons and swipe-back.
    func schemeNote(for screen: ControllerID, wouldGive: Bool) -> [String] {
        guard wouldGive, let nav = window.navigationController(of: screen) else { return [] }
        if window.kind(of: window.stackOwner(forCallsOn: nav)) == .koinuNavigationController {
            return [
                "'\(window.name(of: screen) ?? "?")' is on a Koinu stack: nav(…) is Koinu's VMNavigationController; a plain UINavigationController, uinav(…), would give the expected value"
            ]
        }
        return [
            "'\(window.name(of: screen) ?? "?")' is on a plain UINavigationController stack, uinav(…); Koinu's nav(…) would give the expected value"
        ]
    }

    private static func visibility(_ word: Located<String>) throws(ScriptError) -> Bool {
        try Arguments.choice(word, key: "visibility", [("visible", true), ("hidden", false)])
    }

    mutating func expectSelected(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let word = args.word(0)
        let isMore = word.value == "more"
        // A number is read once, before the tab bar controller when it decides which one (no
        // `on=`), after it otherwise: the errors come in the same order either way.
        let indexDecidesTabBar = !isMore && args.option("on") == nil
        var expectedIndex = indexDecidesTabBar ? try Interpreter.index(word) : nil
        let tabBar: ControllerID
        if indexDecidesTabBar, expectedIndex == nil {
            tabBar = try tabBarTarget(args, near: try lookUp(word))
        } else {
            tabBar = try tabBarTarget(args, near: nil)
        }
        if !indexDecidesTabBar, !isMore { expectedIndex = try Interpreter.index(word) }
        let selected = window.selectedIndex(of: tabBar)
        // Spelled only for a failure's message.
        func actualText() -> String { selected.map(String.init) ?? "more" }
        if isMore {
            try check(selected == nil, "selected tab is \(actualText()), expected more", at: word)
        } else if let index = expectedIndex {
            try check(selected == index, "selected tab is \(actualText()), expected \(index)", at: word)
        } else {
            // The library's rule, which `select NAME` follows too: a tab shown in More is
            // found through the More navigation controller that holds it.
            let target = try lookUp(word)
            let index = try? window.tabIndex(containing: target, of: tabBar)
            try check(
                index != nil && selected == index,
                "selected tab is \(actualText()), expected \(index.map(String.init) ?? "?") (the tab holding '\(word.value)')", at: word)
        }
        return passed()
    }

    mutating func expectBar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        guard !args.options.isEmpty else {
            throw .pastEndOfLine("missing key=VALUE for 'expect bar'")
        }
        let screen = try lookUp(args.word(0))
        let bar = window.resolvedBar(of: screen)
        for option in args.options {
            let key = option.key.value
            guard let attribute = CommandTable.barAttributes.first(where: { $0.key == key }) else {
                let suggestion = Spelling.closest(to: key, in: CommandTable.barAttributes.map(\.key))
                throw ScriptError("unknown bar attribute '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: option.key)
            }
            let expected = option.value.value
            let actual = attribute.actual(bar, expected)
            try check(
                actual == attribute.normalized(expected), "bar of '\(args.word(0).value)' has \(key)=\(actual), expected \(expected)",
                at: option.value)
        }
        return passed()
    }

    /// `expect error COMMAND` / `expect warning COMMAND`.
    mutating func expectOutcome(_ args: Arguments, _ nested: Command?, mode: ExpectedOutcome) throws(ScriptError) -> CommandWarnings {
        let form = mode == .error ? "error" : "warning"
        guard let nested else {
            // The parser nests only a command that starts with a word; anything else is missing it.
            let usage = "usage: \(args.usage)"
            if let word = args.words.first {
                throw ScriptError("expected a command after 'expect \(form)'; \(usage)", at: word)
            }
            if let option = args.options.first(where: { $0.key.value != "message" }) {
                throw ScriptError("expected a command after 'expect \(form)'; \(usage)", at: option.key)
            }
            if let tree = args.trees.first {
                throw ScriptError("expected a command after 'expect \(form)'; \(usage)", at: tree.column, length: tree.length)
            }
            throw .pastEndOfLine("missing command after 'expect \(form)'; \(usage)")
        }
        let wanted = args.option("message")
        // A command that should be rejected may be accepted after all: then it is undone, in
        // O(what it changed) (a checkpoint, not a copy of the window).
        let checkpoint = window.beginCheckpoint()
        defer { window.endCheckpoint(checkpoint) }
        let at = Located(nested.sourceLine, column: nested.name.column, length: nested.name.length)
        let outcome: Result<CommandWarnings, ScriptError>
        _ = startEvents(of: nested)
        outcomeNesting += 1
        do throws(ScriptError) {
            outcome = .success(try perform(nested))
        } catch {
            outcome = .failure(error)
        }
        outcomeNesting -= 1
        // Every way out but a pass returns the window to where the line began: the line is
        // rejected, and a rejected line changes nothing.
        let failure: ScriptError?
        switch outcome {
        case let .failure(error) where error.kind == .malformed:
            // A malformed line is the script's mistake, not the rejection the line expects.
            failure = error
        case .success where mode == .error:
            failure = ScriptError(
                "expectation failed: '\(nested.name.value)' was accepted, expected it to be rejected",
                at: at, kind: .expectationFailed)
        case let .success(commandWarnings):
            let warnings = commandWarnings.texts
            if warnings.isEmpty {
                failure = ScriptError("expectation failed: '\(nested.name.value)' gave no warning", at: at, kind: .expectationFailed)
            } else if let wanted, !warnings.contains(where: { $0.contains(wanted.value) }) {
                failure = ScriptError(
                    "expectation failed: '\(nested.name.value)' warned \"\(warnings.joined(separator: "; "))\", expected a warning containing \"\(wanted.value)\"",
                    at: wanted, kind: .expectationFailed)
            } else {
                failure = nil
            }
        case let .failure(error) where mode == .warning:
            failure = ScriptError(
                "expectation failed: '\(nested.name.value)' was rejected, expected a warning (\(error.message))",
                at: at, kind: .expectationFailed)
        case let .failure(error):
            if window.hasChanged(since: checkpoint) {
                failure = ScriptError(
                    "expectation failed: '\(nested.name.value)' was rejected but changed the state", at: at, kind: .expectationFailed)
            } else if let wanted, !error.message.contains(wanted.value) {
                failure = ScriptError(
                    "expectation failed: '\(nested.name.value)' was rejected with \"\(error.message)\", expected a message containing \"\(wanted.value)\"",
                    at: wanted, kind: .expectationFailed)
            } else {
                failure = nil
            }
        }
        if let failure {
            window.rollBack(to: checkpoint)
            lastEvents = []
            throw failure
        }
        return passed()
    }
}
