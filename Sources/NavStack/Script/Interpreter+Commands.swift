#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackRendering
#endif

/// The handlers of the navigation, tab, presentation, bar and output commands
/// (``CommandTable`` declares them), each mapped to the library call an app makes.
extension Interpreter {
    /// Performs `command`; returns the warnings to report.
    ///
    /// The command's declaration sorts and checks its arguments; a group's first word picks
    /// the subcommand, whose declaration does so instead.
    mutating func perform(_ command: Command) throws(ScriptError) -> CommandWarnings {
        guard let reference = command.declarationReference else {
            let suggestion = Spelling.closest(to: command.name.value, in: CommandTable.commands.lazy.map(\.name))
            throw ScriptError(
                "unknown command '\(command.name.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: command.name)
        }
        // Sorted when the line was parsed, once for all the lines written the same way; the
        // declaration read without retaining it.
        if let sorted = command.body.sorted { return try reference.runHandler(&self, sorted, command) }
        let (isSubcommand, isGroup) = reference.read { ($0.isSubcommand, !$0.subcommands.isEmpty) }
        if isSubcommand { return try reference.runHandler(&self, Arguments(command, declaration: reference, isSubcommand: true), command) }
        if isGroup { throw Interpreter.subcommandError(reference.declaration, in: command) }
        return try reference.runHandler(&self, Arguments(command, declaration: reference), command)
    }

    /// Why `command`'s first word names none of `group`'s subcommands.
    private static func subcommandError(_ group: CommandDeclaration, in command: Command) -> ScriptError {
        let names = group.subcommands.map(\.name)
        guard case let .word(word, _)? = command.arguments.first else {
            return .pastEndOfLine("missing \(group.subcommandNoun); one of: " + names.joined(separator: ", "))
        }
        let suggestion = Spelling.closest(to: word.value, in: names)
        return ScriptError(
            "unknown \(group.subcommandNoun) '\(word.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: word)
    }

    // MARK: Commands

    mutating func device(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 2)
        let id = args.word(0)
        guard let device = Device.named(id.value) else {
            let suggestion = Spelling.closest(to: id.value, in: Device.all.map(\.id))
            throw ScriptError(
                "unknown device '\(id.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: id,
                notes: ["devices: " + Device.all.map(\.id).joined(separator: ", ")])
        }
        var orientation = Orientation.portrait
        if args.words.count > 1 {
            orientation = try Arguments.choice(args.word(1), key: "orientation", Orientation.allCases.map { ($0.rawValue, $0) })
        }
        let result = window.setDevice(device, orientation: orientation)
        if window.recordsLifecycleEvents { lastEvents = result.namedEvents(in: window) }
        return result.commandWarnings
    }

    mutating func root(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let tree = try args.singleTree()
        try args.expectWords(0, 0)
        // The old tree leaves the window, so every name in the expression is a new screen; a
        // SwiftUI container at the root is a SwiftUI app's WindowGroup.
        let spec =
            switch tree.node {
            case .stack, .tabView: try uikitSpec(forSwiftUI: tree, atRoot: true)
            default: try self.spec(for: tree, properties: ScreenProperties(), reusingNames: false)
            }
        guard !args.options.isEmpty else {
            return try call(at: tree) { (window: inout Window) throws(NavigationError) in try window.setRoot(spec) }
        }
        // Properties of the root controller, set before it shows (as an app sets them between
        // creating the root and making the window visible).
        let configure = try rootConfiguration(args, kind: spec.kind ?? .screen)
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in
            try window.setRoot(spec, configure: configure)
        }
    }

    mutating func push(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        // A plain name (most pushes) is read alone, without copying the tree expression, and
        // looked up by the library as it pushes, once: the controller it names when there is
        // one, else a new screen (`Window.spec(named:properties:)`'s rule).
        if let name = args.singleTreeName() {
            let (properties, sheet, nav, animated) = try pushOptions(args)
            let spec = ControllerSpec.screen(name.value, properties)
            return try call(at: name) { (window: inout Window) throws(NavigationError) in
                var result = try window.pushViewController(reusingNameOf: spec, onto: nav, animated: animated)
                if let created = result.created { try Interpreter.apply(sheet, to: created, in: &window, result: &result) }
                return result
            }
        }
        let tree = try args.singleTree()
        let (properties, sheet, nav, animated) = try pushOptions(args)
        let containerFields = try Interpreter.containerFields(of: tree, args)
        // A labelled name, too, is looked up by the library as it pushes.
        let isName = if case .name = tree.node { true } else { false }
        let spec = try self.spec(for: tree, properties: properties, reusingNames: !isName)
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in
            var result =
                isName
                ? try window.pushViewController(reusingNameOf: spec, onto: nav, animated: animated)
                : try window.pushViewController(spec, onto: nav, animated: animated)
            if let created = result.created {
                // A pushed tab bar or page view controller is the stack's topmost controller:
                // the bar shows its title and its back button (Window.barItemHolder(of:)).
                for field in containerFields { try window.updateScreen(created) { field.apply(to: &$0) } }
                try Interpreter.apply(sheet, to: created, in: &window, result: &result)
            }
            return result
        }
    }

    /// What a push's options give, checked in this order: no words, the new screen's
    /// properties (the sheet's apart), the navigation controller, `animated=`.
    @inline(__always)
    private func pushOptions(_ args: Arguments) throws(ScriptError) -> (ScreenProperties, [SheetField], ControllerID, Bool) {
        try args.expectWords(0, 0)
        var sheet: [SheetField] = []
        let properties = try screenProperties(from: args, sheet: &sheet)
        return (properties, sheet, try navigationTarget(args), try Interpreter.animated(args))
    }

    /// A pushed controller is not presented: the sheet properties only warn.
    private static func apply(_ sheet: [SheetField], to created: ControllerID, in window: inout Window, result: inout OperationResult)
        throws(NavigationError)
    {
        for field in sheet { result.warnings += try field.apply(to: created, in: &window).warnings }
    }

    mutating func pop(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let nav = try navigationTarget(args)
        try args.expectWords(0, 0)
        let animated = try Interpreter.animated(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.popViewController(on: nav, animated: animated)
        }
    }

    mutating func popTo(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let nav = try navigationTarget(args)
        try args.expectWords(1, 1)
        let target = try lookUp(args.word(0))
        let animated = try Interpreter.animated(args)
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            try window.popToViewController(target, on: nav, animated: animated)
        }
    }

    mutating func popToRoot(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let nav = try navigationTarget(args)
        try args.expectWords(0, 0)
        let animated = try Interpreter.animated(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.popToRootViewController(on: nav, animated: animated)
        }
    }

    mutating func setStack(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, nil)
        let nav = try navigationTarget(args)
        var specs: [ControllerSpec] = []
        for word in args.words {
            guard Lexer.isName(word.value) else { throw ScriptError("invalid name '\(word.value)'", at: word) }
            specs.append(window.id(named: word.value).map(ControllerSpec.existing) ?? .screen(word.value))
        }
        let animated = try Interpreter.animated(args)
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            try window.setViewControllers(specs, on: nav, animated: animated)
        }
    }

    mutating func remove(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let screen = try lookUp(args.word(0))
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in try window.removeViewController(screen) }
    }

    mutating func select(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let word = args.word(0)
        if try CommandTable.selectionSource.value(in: args) == .tap { return try tapTab(word, args) }
        if word.value == "more" {
            let tabBar = try tabBarTarget(args, near: nil)
            return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.selectMoreTab(of: tabBar) }
        }
        if let index = try Interpreter.index(word) {
            let tabBar = try tabBarTarget(args, near: nil)
            return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.selectTab(at: index, of: tabBar) }
        }
        let target = try lookUp(word)
        let tabBar = try tabBarTarget(args, near: target)
        return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.selectTab(containing: target, of: tabBar) }
    }

    /// `select … by=tap`: the tab at an index, or the tab holding NAME.
    private mutating func tapTab(_ word: Located<String>, _ args: Arguments) throws(ScriptError) -> CommandWarnings {
        if word.value == "more" {
            let tabBar = try tabBarTarget(args, near: nil)
            return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.tapMoreTab(of: tabBar) }
        }
        if let index = try Interpreter.index(word) {
            let tabBar = try tabBarTarget(args, near: nil)
            return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.tapTab(at: index, of: tabBar) }
        }
        let target = try lookUp(word)
        let tabBar = try tabBarTarget(args, near: target)
        return try call(at: word) { (window: inout Window) throws(NavigationError) in try window.tapTab(containing: target, of: tabBar) }
    }

    mutating func setTabs(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        guard let first = args.trees.first else {
            throw ScriptError("missing tree expression; usage: \(args.usage)", at: args.name)
        }
        let tabBar = try tabBarTarget(args, near: nil)
        var specs: [ControllerSpec] = []
        for tree in args.trees { specs.append(try spec(for: tree, properties: ScreenProperties())) }
        return try call(at: first) { (window: inout Window) throws(NavigationError) in try window.setTabs(specs, of: tabBar) }
    }

    mutating func present(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let tree = try args.singleTree()
        try args.expectWords(0, 0)
        let style = try CommandTable.presentationStyle.value(in: args) ?? .pageSheet
        let presenter = try presentationSource(args)
        let animated = try Interpreter.animated(args)
        var sheet: [SheetField] = []
        let properties = try screenProperties(from: args, sheet: &sheet)
        // The properties any controller takes (title, delegate, modalInPresentation) go to the
        // presented controller when it is a container too: a screen's come with its spec.
        let containerFields = try Interpreter.containerFields(of: tree, args)
        let spec = try self.spec(for: tree, properties: properties)
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in
            var result = try window.present(spec, from: presenter, style: style, animated: animated)
            guard let created = result.created else { return result }
            for field in containerFields { try window.updateScreen(created) { field.apply(to: &$0) } }
            for field in sheet { result.warnings += try field.apply(to: created, in: &window).warnings }
            return result
        }
    }

    /// The properties any controller takes (title, delegate, badge…) that a `push` or `present`
    /// of a container tree gives the container it creates: a screen's come with its spec.
    static func containerFields(of tree: TreeExpression, _ args: Arguments) throws(ScriptError) -> [ScreenField] {
        if case .name = tree.node { return [] }
        var fields: [ScreenField] = []
        for option in args.options {
            if case let .titles(field) = try Interpreter.property(option) { fields.append(field) }
        }
        return fields
    }

    mutating func dismiss(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        let source = try presentationSource(args)
        let animated = try Interpreter.animated(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.dismiss(from: source, animated: animated)
        }
    }

    mutating func toolbar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let hidden = try Arguments.choice(args.word(0), key: "toolbar", [("show", false), ("hide", true)])
        let nav = try navigationTarget(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.setToolbarHidden(hidden, on: nav)
            return OperationResult()
        }
    }

    mutating func tabbar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let hidden = try Arguments.choice(args.word(0), key: "tabbar", [("show", false), ("hide", true)])
        let tabBar = try tabBarTarget(args, near: nil)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in try window.setTabBarHidden(hidden, of: tabBar) }
    }

    mutating func printCommand(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 1)
        var format = OutputFormat.tree
        if !args.words.isEmpty, args.word(0).value == "events" {
            write(lastEventsHeader + Interpreter.eventLines(lastEvents))
            return []
        }
        if !args.words.isEmpty {
            format = try Arguments.choice(args.word(0), key: "print", OutputFormat.allCases.map { ($0.rawValue, $0) })
        }
        write(format.render(window))
        return CommandWarnings(format.warnings(for: window))
    }

    // MARK: Shared helpers

    /// The `animated=` option, `true` when absent.
    static func animated(_ args: Arguments) throws(ScriptError) -> Bool {
        guard args.optionCount > 0, args.mayGive(args.declarationReference.read { $0.animatedOptionMask }) else { return true }
        return try CommandTable.animatedOption.value(in: args) ?? true
    }

    /// Runs a library call, turning its error into a diagnostic at `located` (with UIKit's
    /// exception as a note); returns its warnings (``CommandWarnings``).
    @inline(__always)
    mutating func call<T, Failure: ModelError, Outcome: CommandWarningSource>(
        at located: Located<T>, _ body: (inout Window) throws(Failure) -> Outcome
    ) throws(ScriptError) -> CommandWarnings {
        try call(column: located.column, length: located.length, body)
    }

    @inline(__always)
    mutating func call<Failure: ModelError, Outcome: CommandWarningSource>(
        at tree: TreeExpression, _ body: (inout Window) throws(Failure) -> Outcome
    ) throws(ScriptError) -> CommandWarnings {
        try call(column: tree.column, length: tree.length, body)
    }

    @inline(__always)
    private mutating func call<Failure: ModelError, Outcome: CommandWarningSource>(
        column: Int, length: Int, _ body: (inout Window) throws(Failure) -> Outcome
    ) throws(ScriptError) -> CommandWarnings {
        do throws(Failure) {
            let outcome = try body(&window)
            if window.recordsLifecycleEvents { lastEvents = outcome.namedEvents(in: window) }
            return outcome.commandWarnings
        } catch {
            throw ScriptError(
                error.description, at: column, length: length, kind: .rejected,
                notes: error.uikitException.map { ["UIKit raises \($0)"] } ?? [])
        }
    }

    /// The controller named `name`, or an error pointing at it.
    func lookUp(_ name: Located<String>) throws(ScriptError) -> ControllerID {
        if let id = nameHints.id(named: name.value, in: window) { return id }
        do throws(NavigationError) {
            return try window.lookUp(name.value)
        } catch {
            throw ScriptError(error.description, at: name, kind: .rejected)
        }
    }

    /// A tab index, if `word` is a number: an optional `-` and ASCII digits, read in one pass
    /// over its bytes (a digit with a combining mark is not one).
    ///
    /// - Throws: when the number does not fit an `Int`.
    static func index(_ word: Located<String>) throws(ScriptError) -> Int? {
        var bytes = word.value.utf8.makeIterator()
        var byte = bytes.next()
        let negative = byte == UInt8(ascii: "-")
        if negative { byte = bytes.next() }
        guard byte != nil else { return nil }
        var value = 0
        var overflowed = false
        while let next = byte {
            let digit = next &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) =
                negative ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            overflowed = overflowed || shiftOverflow || sumOverflow
            value = sum
            byte = bytes.next()
        }
        guard !overflowed else { throw ScriptError("tab index '\(word.value)' is out of range", at: word) }
        return value
    }

    /// The navigation controller a stack command acts on: `from=SCREEN` (its
    /// `navigationController`), `on=LABEL`, or the top screen's navigation controller. The
    /// rules are the library's (`Window.requireNavigationController(of:)`,
    /// `Window.requireTopScreen()`), which `Window.push(_:from:animated:)` and the other calls
    /// by name follow too.
    func navigationTarget(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if args.optionCount == 1, let id = args.withOption("on", { nameHints.navigationController(named: $0.value, in: window) }) {
            return id
        }
        // `on=` first, the usual one: a line giving it alone has no `from=` to look for.
        let on = args.option("on")
        if on == nil || args.optionCount > 1, args.mayGive(args.declarationReference.read { $0.fromOptionMask }),
            let from = args.option("from")
        {
            if let on { throw ScriptError("use either 'from=' or 'on=', not both", at: on) }
            let screen = try lookUp(from)
            return try rejected(at: from) { (window: Window) throws(NavigationError) in try window.requireNavigationController(of: screen) }
        }
        if let on {
            let id = try lookUp(on)
            guard window.kind(of: id)?.isNavigationController == true else {
                throw ScriptError(NavigationError.notANavigationController(window.reference(id)).description, at: on, kind: .rejected)
            }
            return id
        }
        let top = try topScreen(at: args.name)
        do throws(NavigationError) {
            return try window.requireNavigationController(of: top)
        } catch {
            throw ScriptError(error.description + "; use on=LABEL", at: args.name, kind: .rejected)
        }
    }

    /// The tab bar controller a tab command acts on: `on=LABEL`, else the one holding `near`,
    /// else the one holding the top screen, else the one on screen.
    func tabBarTarget(_ args: Arguments, near: ControllerID?) throws(ScriptError) -> ControllerID {
        if let on = args.option("on") {
            let id = try lookUp(on)
            guard window.kind(of: id) == .tabBarController else {
                throw ScriptError(NavigationError.notATabBarController(window.reference(id)).description, at: on, kind: .rejected)
            }
            return id
        }
        if let near {
            return try rejected(at: args.word(0)) { (window: Window) throws(NavigationError) in
                try window.requireTabBarController(of: near)
            }
        }
        if let top = window.topScreen, let tabBar = window.tabBarController(of: top) { return tabBar }
        if let tabBar = window.visibleTabBarController { return tabBar }
        throw ScriptError("no tab bar controller on screen; use on=LABEL", at: args.name, kind: .rejected)
    }

    /// The controller a presentation call is made from: `from=NAME` or the topmost
    /// presentation's visible screen (its root when none), `Window.requirePresentationSource()`.
    func presentationSource(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if let from = args.option("from") { return try lookUp(from) }
        return try rejected(at: args.name) { (window: Window) throws(NavigationError) in try window.requirePresentationSource() }
    }

    /// The top screen, or an error at the command word `name`.
    func topScreen(at name: Located<String>) throws(ScriptError) -> ControllerID {
        do throws(NavigationError) {
            return try window.requireTopScreen()
        } catch {
            throw ScriptError(error.description + (error == .noTopScreen ? "; use from= or on=" : ""), at: name, kind: .rejected)
        }
    }

    /// What the library's `body` answers about the window, its error a rejection at `located`.
    func rejected<T, Value>(at located: Located<T>, _ body: (Window) throws(NavigationError) -> Value) throws(ScriptError) -> Value {
        do throws(NavigationError) {
            return try body(window)
        } catch {
            throw ScriptError(error.description, at: located, kind: .rejected)
        }
    }

    /// `library koinu|rt`: which library implements the wrapping scheme (``WrappingLibrary``).
    mutating func library(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        window.wrappingLibrary = try Arguments.choice(
            args.word(0), key: "library", WrappingLibrary.allCases.map { ($0.rawValue, $0) })
        return []
    }

    /// The spec for a tree expression: names of existing controllers reuse them (unless
    /// `reusingNames` is off), new names make screens; `properties` go to a new top-level screen.
    func spec(for tree: TreeExpression, properties: consuming ScreenProperties, reusingNames: Bool = true) throws(ScriptError)
        -> ControllerSpec
    {
        func child(_ tree: TreeExpression) throws(ScriptError) -> ControllerSpec {
            try spec(for: tree, properties: ScreenProperties(), reusingNames: reusingNames)
        }
        // The label is read by the containers that take one: a name (most lines) has none.
        var label: String? { tree.label?.value }
        switch tree.node {
        case let .name(name):
            // The library's rule (`Window.spec(named:properties:)`), which calls by name follow too.
            if reusingNames { return window.spec(named: name, properties: properties) }
            return .screen(name, properties)
        case let .wrappingNavigation(root, noWrapping):
            return .koinuNavigationController(root: try child(root), noWrapping: noWrapping, label: label)
        case let .containerNavigation(root):
            return .containerNavigationController(root: try child(root), label: label)
        case let .navigation(root):
            return .navigationController(root: try child(root), label: label)
        case let .tabs(tabs):
            var specs: [ControllerSpec] = []
            for tab in tabs { specs.append(try child(tab)) }
            return .tabBarController(specs, label: label)
        case let .pages(page):
            return .pageViewController(page: try child(page), label: label)
        case .stack, .tabView, .tab, .hosting:
            // A SwiftUI view's title and bars come from its modifiers (`view VIEW title=…`).
            if properties != ScreenProperties() {
                throw ScriptError(
                    "a SwiftUI view takes its title and bars from its modifiers: use 'view VIEW key=value' instead", at: tree.column,
                    length: tree.length)
            }
            return try uikitSpec(forSwiftUI: tree)
        }
    }
}
