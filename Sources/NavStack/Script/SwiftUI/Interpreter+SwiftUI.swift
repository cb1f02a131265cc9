#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The handlers of SwiftUI's commands (``CommandTable/swiftUI``), each mapped to the library
/// call of `Sources/NavStack/Core/SwiftUI`, and the reading of SwiftUI tree expressions.
extension Interpreter {
    // MARK: Tree expressions

    /// The spec of a SwiftUI tree expression where UIKit holds it (`root`, `push`, `present`,
    /// a UIKit tab): `hosting(V)` is `UIHostingController(rootView: V())`; a `stack(…)` or
    /// `tabview(…)` there is an error of the model (it needs a host), except at the window's
    /// root, where it is a SwiftUI app's `WindowGroup` (`atRoot`).
    func uikitSpec(forSwiftUI tree: TreeExpression, atRoot: Bool = false) throws(ScriptError) -> ControllerSpec {
        switch tree.node {
        case let .hosting(view, content):
            if let label = tree.label {
                throw ScriptError("a hosting controller is named after its view; '\(label.value)=' labels nothing", at: label)
            }
            guard let content else { return .swiftUI(.view(view.value)) }
            return .swiftUI(.hosting(view.value, try embedded(content)))
        case .stack, .tabView:
            let spec = try swiftUISpec(for: tree)
            // Anywhere else UIKit holds it, it needs a hosting controller: the model's error,
            // before a UIKit check (a pushed navigation controller) words it otherwise.
            guard atRoot else {
                let container = if case .stack = spec { "NavigationStack" } else { "TabView" }
                throw ScriptError(
                    NavigationError.swiftUIContainerOutsideHost(container).description, at: tree.column, length: tree.length,
                    kind: .rejected)
            }
            return .swiftUI(.windowGroup(spec))
        case .tab:
            throw ScriptError("'tab(' is a tab of a TabView: write it inside 'tabview('", at: tree.column, length: tree.length)
        default:
            return try spec(for: tree, properties: ScreenProperties())
        }
    }

    /// What a view's body embeds (`hosting(V, X)`): a SwiftUI container as SwiftUI builds it,
    /// or a UIKit controller (through `UIViewControllerRepresentable`) as UIKit does.
    private func embedded(_ tree: TreeExpression) throws(ScriptError) -> ControllerSpec {
        switch tree.node {
        case .stack, .tabView: .swiftUI(try swiftUISpec(for: tree))
        default: try uikitSpec(forSwiftUI: tree)
        }
    }

    /// The spec of a tree expression inside SwiftUI (a stack's root, a tab, a destination, a
    /// sheet): a name is a view; UIKit containers need a host (`hosting(V, uinav(…))`).
    func swiftUISpec(for tree: TreeExpression) throws(ScriptError) -> SwiftUISpec {
        switch tree.node {
        case let .name(view):
            return .view(view)
        case let .hosting(view, content):
            if let label = tree.label {
                throw ScriptError("a hosting controller is named after its view; '\(label.value)=' labels nothing", at: label)
            }
            guard let content else { return .view(view.value) }
            return .hosting(view.value, try embedded(content))
        case let .stack(root, elementType):
            return .stack(root: try swiftUISpec(for: root), path: tree.label?.value, elementType: elementType?.value)
        case let .tabView(tabs):
            var specs: [SwiftUITab] = []
            for tab in tabs {
                if case let .tab(tag, content) = tab.node {
                    if let label = tab.label { throw ScriptError("a tab is named by its tag; '\(label.value)=' labels nothing", at: label) }
                    specs.append(SwiftUITab(tag: tag.value, try swiftUISpec(for: content)))
                } else {
                    specs.append(SwiftUITab(try swiftUISpec(for: tab)))
                }
            }
            return .tabView(specs, selection: tree.label?.value)
        case .tab:
            throw ScriptError("'tab(' is a tab of a TabView: write it inside 'tabview('", at: tree.column, length: tree.length)
        case .wrappingNavigation, .containerNavigation, .navigation, .tabs, .pages:
            throw ScriptError(
                "a UIKit controller inside SwiftUI is a UIViewControllerRepresentable in a view's body: write hosting(VIEW, …) around it",
                at: tree.column, length: tree.length)
        }
    }

    // MARK: Declarations

    /// `destination EXPR for=TYPE|isPresented=BINDING|item=BINDING [in=VIEW]`.
    mutating func destination(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        let tree = try args.singleTree()
        try args.expectWords(0, 0)
        let content = try swiftUISpec(for: tree)
        let view = try declaringView(args)
        let forms = ["for", "isPresented", "item"].compactMap { key in args.option(key).map { (key, $0) } }
        guard forms.count == 1, let (form, value) = forms.first else {
            throw ScriptError(
                forms.isEmpty
                    ? "missing for=TYPE, isPresented=BINDING or item=BINDING; usage: \(args.usage)"
                    : "give one of for=, isPresented= and item=",
                at: forms.dropFirst().first?.1 ?? args.name)
        }
        if form == "for" {
            return try call(at: value) { (window: inout Window) throws(NavigationError) in
                try window.declareDestination(for: value.value, content: content, in: view)
                return OperationResult()
            }
        }
        let presentation = BindingPresentation(binding: value.value, isItem: form == "item", style: .push, content: content)
        return try declare(presentation, in: view, at: value)
    }

    /// `sheet EXPR …` and `fullScreenCover EXPR …`.
    mutating func sheet(_ args: Arguments, fullScreen: Bool) throws(ScriptError) -> CommandWarnings {
        let tree = try args.singleTree()
        try args.expectWords(0, 0)
        let content = try swiftUISpec(for: tree)
        let view = try declaringView(args)
        let forms = ["isPresented", "item"].compactMap { key in args.option(key).map { (key, $0) } }
        guard forms.count == 1, let (form, binding) = forms.first else {
            throw ScriptError(
                forms.isEmpty ? "missing isPresented=BINDING or item=BINDING; usage: \(args.usage)" : "give one of isPresented= and item=",
                at: forms.dropFirst().first?.1 ?? args.name)
        }
        var style = BindingPresentation.Style.fullScreenCover
        if !fullScreen {
            var detents: [SheetDetent] = [.large]
            if let value = args.option("detents") {
                detents = []
                for part in value.value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let detent = SheetDetent(rawValue: String(part)), !detents.contains(detent) else {
                        throw ScriptError("invalid detents '\(value.value)'; expected medium, large or \"medium,large\"", at: value)
                    }
                    detents.append(detent)
                }
            }
            var grabber = false
            if let value = args.option("grabber") { grabber = try Arguments.bool(value, key: "grabber") }
            style = .sheet(detents: detents, grabber: grabber)
        }
        return try declare(
            BindingPresentation(binding: binding.value, isItem: form == "item", style: style, content: content), in: view, at: binding)
    }

    private mutating func declare(_ presentation: BindingPresentation, in view: String, at located: Located<String>) throws(ScriptError)
        -> CommandWarnings
    {
        guard Lexer.isName(presentation.binding) else { throw ScriptError("invalid binding name '\(presentation.binding)'", at: located) }
        return try call(at: located) { (window: inout Window) throws(NavigationError) in
            try window.declarePresentation(presentation, in: view)
            return OperationResult()
        }
    }

    /// `view VIEW key=value …`: the bar modifiers of a view type.
    mutating func view(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let view = args.word(0)
        guard args.optionCount > 0 else { throw .pastEndOfLine("missing a modifier; usage: \(args.usage)") }
        // The modifiers add to what the view type declared before.
        var declaration = window.swiftUIViews[view.value]
        try CommandTable.viewModifierFields.apply(args, to: &declaration)
        let modified = declaration
        return try call(at: view) { (window: inout Window) throws(NavigationError) in
            try window.modifyView(view.value) { $0 = modified }
            return OperationResult()
        }
    }

    /// The view type a declaration goes to: `in=VIEW`, else the view of the top screen.
    private func declaringView(_ args: Arguments) throws(ScriptError) -> String {
        if let view = args.option("in") {
            guard Lexer.isName(view.value) else { throw ScriptError("invalid view name '\(view.value)'", at: view) }
            return view.value
        }
        let top = try topScreen(at: args.name)
        guard let view = window[top]?.screen.swiftUI?.view else {
            throw ScriptError(
                NavigationError.notASwiftUIView(window.reference(top)).description + "; use in=VIEW", at: args.name, kind: .rejected)
        }
        return view
    }

    // MARK: The app's state

    /// `link VALUE [from=SCREEN] [animated=false]`: a tap on `NavigationLink(value:)`.
    mutating func link(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let value = try pathValue(args, 0)
        let screen: ControllerID
        if let from = args.option("from") { screen = try lookUp(from) } else { screen = try topScreen(at: args.name) }
        let animated = try Interpreter.animated(args)
        return try pathCall(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            try window.activateLink(to: value, from: screen, animated: animated)
        }
    }

    /// `path append|removeLast|set NAME …`.
    mutating func path(_ args: Arguments, _ action: PathAction) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(action == .append ? 2 : 1, action == .removeLast ? 2 : nil)
        let nameWord = args.word(0)
        let stack = try lookUp(nameWord)
        let animated = try Interpreter.animated(args)
        switch action {
        case .append:
            var values: [PathValue] = []
            for index in 1..<args.wordCount { values.append(try pathValue(args, index)) }
            return try pathCall(at: args.word(1)) { (window: inout Window) throws(NavigationError) in
                try window.appendToNavigationPath(values, of: stack, animated: animated)
            }
        case .removeLast:
            var k = 1
            if args.wordCount > 1 {
                let word = args.word(1)
                guard let count = Int(word.value), PathValue(script: word.value, quoted: false)?.type == "Int" else {
                    throw ScriptError("invalid count '\(word.value)': removeLast takes a whole number", at: word)
                }
                k = count
            }
            return try pathCall(at: args.wordCount > 1 ? args.word(1) : nameWord) { (window: inout Window) throws(NavigationError) in
                try window.removeLastFromNavigationPath(k, of: stack, animated: animated)
            }
        case .set:
            var values: [PathValue] = []
            for index in 1..<max(args.wordCount, 1) { values.append(try pathValue(args, index)) }
            return try pathCall(at: nameWord) { (window: inout Window) throws(NavigationError) in
                try window.setNavigationPath(SwiftUIPath(values), of: stack, animated: animated)
            }
        }
    }

    /// The `path` subcommands.
    enum PathAction { case append, removeLast, set }

    /// `binding NAME VALUE [animated=false]`: the app's code writes a binding.
    mutating func binding(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let name = args.word(0)
        let word = args.word(1)
        let animated = try Interpreter.animated(args)
        guard let current = window.bindingValue(named: name.value) else {
            throw ScriptError(
                NavigationError.unknownBinding(name.value, suggestion: Spelling.closest(to: name.value, in: window.bindingNames))
                    .description,
                at: name, kind: .rejected)
        }
        let value: BindingValue
        switch current {
        case .bool:
            value = .bool(try Arguments.bool(word, key: name.value))
        case .item:
            value = word.value == "nil" ? .item(nil) : .item(try pathValue(args, 1))
        case .tag:
            value = .tag(word.value)
        case .path:
            throw ScriptError("'\(name.value)' is a path: use 'path set \(name.value) …'", at: name)
        }
        return try call(at: word) { (window: inout Window) throws(NavigationError) in
            try window.setBinding(name.value, to: value, animated: animated)
        }
    }

    /// A path change: the call, and its animation kept for `expect animation`.
    private mutating func pathCall<T>(at located: Located<T>, _ body: (inout Window) throws(NavigationError) -> PathChange)
        throws(ScriptError) -> CommandWarnings
    {
        var animation = StackAnimation.none
        let warnings = try call(at: located) { (window: inout Window) throws(NavigationError) -> PathChange in
            let change = try body(&window)
            animation = change.animation
            return change
        }
        lastAnimation = animation
        return warnings
    }

    /// Word `index` as a path value.
    func pathValue(_ args: Arguments, _ index: Int) throws(ScriptError) -> PathValue {
        let word = args.word(index)
        let quoted = args.isQuoted(index)
        guard let value = PathValue(script: word.value, quoted: quoted) else {
            throw ScriptError(
                "invalid value '\(word.value)': write an Int (3), a String (\"text\") or TYPE:VALUE (Product:shoes)", at: word)
        }
        return value
    }

    // MARK: Expectations

    /// `expect path NAME [VALUE ...]`.
    mutating func expectPath(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, nil)
        let name = args.word(0)
        let stack = try lookUp(name)
        guard let count = window.navigationPathCount(of: stack) else {
            throw ScriptError(NavigationError.notANavigationStack(window.reference(stack)).description, at: name, kind: .rejected)
        }
        guard let path = window.navigationPath(of: stack) else {
            throw ScriptError(
                "the path of '\(name.value)' holds \(count) element\(count == 1 ? "" : "s") whose values are not known (read from a dump)",
                at: name, kind: .rejected)
        }
        var expected: [PathValue] = []
        for index in 1..<max(args.wordCount, 1) { expected.append(try pathValue(args, index)) }
        guard path.elements == expected else {
            let shown = path.isEmpty ? "empty" : path.description
            let wanted = expected.isEmpty ? "empty" : SwiftUIPath(expected).description
            throw ScriptError(
                "expectation failed: path '\(name.value)' is \(shown), expected \(wanted)", at: args.wordCount > 1 ? args.word(1) : name,
                kind: .expectationFailed)
        }
        return passed()
    }

    /// `expect binding NAME VALUE`.
    mutating func expectBinding(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let name = args.word(0)
        guard let value = window.bindingValue(named: name.value) else {
            throw ScriptError(
                NavigationError.unknownBinding(name.value, suggestion: Spelling.closest(to: name.value, in: window.bindingNames))
                    .description,
                at: name, kind: .rejected)
        }
        let expected = args.word(1)
        let matches: Bool
        switch value {
        case let .item(item):
            matches = expected.value == "nil" && !args.isQuoted(1) ? item == nil : item == (try pathValue(args, 1))
        default:
            matches = value.description == expected.value
        }
        guard matches else {
            throw ScriptError(
                "expectation failed: binding '\(name.value)' is \(value), expected \(expected.value)", at: expected,
                kind: .expectationFailed)
        }
        return passed()
    }

    /// `expect animation push|pop|none`: the transition of the last path change.
    mutating func expectAnimation(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let expected = try Arguments.choice(args.word(0), key: "animation", StackAnimation.allCases.map { ($0.rawValue, $0) })
        guard lastAnimation == expected else {
            throw ScriptError(
                "expectation failed: the last path change played \(lastAnimation?.rawValue ?? "no stack transition"), expected \(expected.rawValue)",
                at: args.word(0), kind: .expectationFailed)
        }
        return passed()
    }
}
