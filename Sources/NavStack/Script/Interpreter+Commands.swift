#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
import NavStackRendering
#endif

/// The commands of navtree's script language, each mapped to the library call an app makes.
extension Interpreter {
    /// Every command word, for suggestions.
    static let commandNames = ["device", "root", "set", "push", "pop", "pop-to", "pop-to-root", "set-stack", "remove",
                               "select", "set-tabs", "present", "dismiss", "toolbar", "tabbar", "print", "expect",
                               "popup", "design"]

    /// Performs `command`; returns the warnings to report.
    mutating func perform(_ command: Command) throws(ScriptError) -> [String] {
        guard let handler = command.handler else {
            let suggestion = Spelling.closest(to: command.name.value, in: Interpreter.commandNames + Interpreter.overlayCommandNames)
            throw ScriptError("unknown command '\(command.name.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                              at: command.name)
        }
        switch handler {
        case .device: return try device(command)
        case .overlay: return try overlayCommand(command)
        case .root: return try root(command)
        case .set: return try set(command)
        case .push: return try push(command)
        case .pop: return try pop(command)
        case .setStack: return try setStack(command)
        case .remove: return try remove(command)
        case .select: return try select(command)
        case .setTabs: return try setTabs(command)
        case .present: return try present(command)
        case .dismiss: return try dismiss(command)
        case .toolbar: return try toolbar(command)
        case .tabbar: return try tabbar(command)
        case .print: return try printCommand(command)
        case .expect: return try expect(command)
        case .popup: return try popup(command)
        case .design: return try design(command)
        }
    }

    // MARK: Commands

    private mutating func device(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        try args.expectWords(1, 2, usage: "device ID [portrait|landscape]")
        let id = args.word(0)
        guard let device = Device.named(id.value) else {
            let suggestion = Spelling.closest(to: id.value, in: Device.all.map(\.id))
            throw ScriptError("unknown device '\(id.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: id,
                              notes: ["devices: " + Device.all.map(\.id).joined(separator: ", ")])
        }
        var orientation = Orientation.portrait
        if args.words.count > 1 {
            orientation = try Arguments.choice(args.word(1), key: "orientation", Orientation.allCases.map { ($0.rawValue, $0) })
        }
        window.setDevice(device, orientation: orientation)
        return []
    }

    private mutating func root(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        let tree = try singleTree(args, usage: "root EXPR")
        try args.expectWords(0, 0, usage: "root EXPR")
        // The old tree leaves the window, so every name in the expression is a new screen.
        let spec = try self.spec(for: tree, properties: ScreenProperties(), reusingNames: false)
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in try window.setRoot(spec) }
    }

    private mutating func push(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: Interpreter.pushOptionKeys)
        let tree = try singleTree(args, usage: "push EXPR [key=value ...] [from=SCREEN|on=LABEL]")
        try args.expectWords(0, 0, usage: "push EXPR [key=value ...] [from=SCREEN|on=LABEL]")
        let properties = try screenProperties(from: args.options.lazy.filter { $0.key.value != "from" && $0.key.value != "on" })
        let nav = try navigationTarget(args)
        let spec = try self.spec(for: tree, properties: properties)
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in try window.pushViewController(spec, onto: nav) }
    }

    private mutating func pop(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["from", "on"])
        let nav = try navigationTarget(args)
        switch command.name.value {
        case "pop-to":
            try args.expectWords(1, 1, usage: "pop-to NAME [from=SCREEN|on=LABEL]")
            let target = try lookUp(args.word(0))
            return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in try window.popToViewController(target, on: nav) }
        case "pop-to-root":
            try args.expectWords(0, 0, usage: "pop-to-root [from=SCREEN|on=LABEL]")
            return try call(at: command.name) { (window: inout Window) throws(NavigationError) in try window.popToRootViewController(on: nav) }
        default:
            try args.expectWords(0, 0, usage: "pop [from=SCREEN|on=LABEL]")
            return try call(at: command.name) { (window: inout Window) throws(NavigationError) in try window.popViewController(on: nav) }
        }
    }

    private mutating func setStack(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["from", "on"])
        try args.expectWords(1, nil, usage: "set-stack NAME ... [from=SCREEN|on=LABEL]")
        let nav = try navigationTarget(args)
        var specs: [ControllerSpec] = []
        for word in args.words {
            guard Lexer.isName(word.value) else { throw ScriptError("invalid name '\(word.value)'", at: word) }
            specs.append(window.id(named: word.value).map(ControllerSpec.existing) ?? .screen(word.value))
        }
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in try window.setViewControllers(specs, on: nav) }
    }

    private mutating func remove(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        try args.expectWords(1, 1, usage: "remove NAME")
        let screen = try lookUp(args.word(0))
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in try window.removeViewController(screen) }
    }

    private mutating func select(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["on"])
        try args.expectWords(1, 1, usage: "select INDEX|NAME|more [on=LABEL]")
        let word = args.word(0)
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

    private mutating func setTabs(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["on"])
        try args.expectWords(0, 0, usage: "set-tabs EXPR ... [on=LABEL]")
        guard let first = args.trees.first else {
            throw ScriptError("missing tree expression; usage: set-tabs EXPR ... [on=LABEL]", at: command.name)
        }
        let tabBar = try tabBarTarget(args, near: nil)
        var specs: [ControllerSpec] = []
        for tree in args.trees { specs.append(try spec(for: tree, properties: ScreenProperties())) }
        return try call(at: first) { (window: inout Window) throws(NavigationError) in try window.setTabs(specs, of: tabBar) }
    }

    private mutating func present(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["style", "from"])
        let usage = "present EXPR [style=fullScreen|pageSheet|formSheet|overFullScreen] [from=SCREEN]"
        let tree = try singleTree(args, usage: usage)
        try args.expectWords(0, 0, usage: usage)
        var style = ModalPresentationStyle.pageSheet
        if let value = args.option("style") {
            style = try Arguments.choice(value, key: "style", ModalPresentationStyle.allCases.map { ($0.rawValue, $0) })
        }
        let presenter = try presentationSource(args)
        let spec = try self.spec(for: tree, properties: ScreenProperties())
        return try call(at: tree) { (window: inout Window) throws(NavigationError) in try window.present(spec, from: presenter, style: style) }
    }

    private mutating func dismiss(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["from"])
        try args.expectWords(0, 0, usage: "dismiss [from=SCREEN]")
        let source = try presentationSource(args)
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in try window.dismiss(from: source) }
    }

    private mutating func toolbar(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["from", "on"])
        try args.expectWords(1, 1, usage: "toolbar show|hide [from=SCREEN|on=LABEL]")
        let hidden = try Arguments.choice(args.word(0), key: "toolbar", [("show", false), ("hide", true)])
        let nav = try navigationTarget(args)
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in
            try window.setToolbarHidden(hidden, on: nav)
            return OperationResult()
        }
    }

    private mutating func tabbar(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["on"])
        try args.expectWords(1, 1, usage: "tabbar show|hide [on=LABEL]")
        let hidden = try Arguments.choice(args.word(0), key: "tabbar", [("show", false), ("hide", true)])
        let tabBar = try tabBarTarget(args, near: nil)
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in try window.setTabBarHidden(hidden, of: tabBar) }
    }

    private mutating func printCommand(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        try args.expectWords(0, 1, usage: "print [tree|uikit|json|dot|mermaid|frames|svg]")
        var format = OutputFormat.tree
        if !args.words.isEmpty {
            format = try Arguments.choice(args.word(0), key: "print", OutputFormat.allCases.map { ($0.rawValue, $0) })
        }
        write(format.render(window))
        return []
    }

    // MARK: Shared helpers

    /// Runs a library call, turning its error into a diagnostic at `located` and its
    /// warnings into messages.
    mutating func call<T>(at located: Located<T>, _ body: (inout Window) throws(NavigationError) -> OperationResult) throws(ScriptError) -> [String] {
        try call(column: located.column, length: located.length, body)
    }

    mutating func call(at tree: TreeExpression, _ body: (inout Window) throws(NavigationError) -> OperationResult) throws(ScriptError) -> [String] {
        try call(column: tree.column, length: tree.length, body)
    }

    private mutating func call(column: Int, length: Int, _ body: (inout Window) throws(NavigationError) -> OperationResult) throws(ScriptError) -> [String] {
        do throws(NavigationError) {
            return try body(&window).warnings.map(\.description)
        } catch {
            throw ScriptError(error.description, at: column, length: length,
                              notes: error.uikitException.map { ["UIKit raises \($0)"] } ?? [])
        }
    }

    /// The one tree expression a command takes.
    func singleTree(_ args: Arguments, usage: String) throws(ScriptError) -> TreeExpression {
        guard let tree = args.trees.first else {
            throw ScriptError("missing tree expression; usage: \(usage)", at: args.endColumn, length: 1)
        }
        return tree
    }

    /// The controller named `name`, or an error pointing at it.
    func lookUp(_ name: Located<String>) throws(ScriptError) -> ControllerID {
        if let id = nameHints.id(named: name.value, in: window) { return id }
        do throws(NavigationError) {
            return try window.lookUp(name.value)
        } catch {
            throw ScriptError(error.description, at: name)
        }
    }

    /// A tab index, if `word` is a number.
    static func index(_ word: Located<String>) throws(ScriptError) -> Int? {
        // Over bytes: every Character is an ASCII digit exactly when every byte is one (a
        // digit with a combining mark is neither), and a leading "-" Character is that byte
        // followed by no combining mark, which the digit check then rejects anyway.
        let bytes = word.value.utf8
        let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        guard let index = Int(word.value) else {
            throw ScriptError("tab index '\(word.value)' is out of range", at: word)
        }
        return index
    }

    /// The navigation controller a stack command acts on: `from=SCREEN` (its
    /// `navigationController`), `on=LABEL`, or the top screen's navigation controller.
    func navigationTarget(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if let from = args.option("from") {
            if let on = args.option("on") { throw ScriptError("use either 'from=' or 'on=', not both", at: on) }
            let screen = try lookUp(from)
            guard let nav = window.navigationController(of: screen) else {
                throw ScriptError(NavigationError.noNavigationController(window.reference(screen)).description, at: from)
            }
            return nav
        }
        if let on = args.option("on") {
            let id = try lookUp(on)
            guard window.kind(of: id)?.isNavigationController == true else {
                throw ScriptError(NavigationError.notANavigationController(window.reference(id)).description, at: on)
            }
            return id
        }
        let top = try topScreen(at: args.name)
        guard let nav = window.navigationController(of: top) else {
            throw ScriptError(NavigationError.noNavigationController(window.reference(top)).description + "; use on=LABEL",
                              at: args.name)
        }
        return nav
    }

    /// The tab bar controller a tab command acts on: `on=LABEL`, else the one holding `near`,
    /// else the one holding the top screen, else the one on screen.
    func tabBarTarget(_ args: Arguments, near: ControllerID?) throws(ScriptError) -> ControllerID {
        if let on = args.option("on") {
            let id = try lookUp(on)
            guard window.kind(of: id) == .tabBarController else {
                throw ScriptError(NavigationError.notATabBarController(window.reference(id)).description, at: on)
            }
            return id
        }
        if let near {
            guard let tabBar = window.tabBarController(of: near) else {
                throw ScriptError(NavigationError.noTabBarController(window.reference(near)).description, at: args.word(0))
            }
            return tabBar
        }
        if let top = window.topScreen, let tabBar = window.tabBarController(of: top) { return tabBar }
        if let tabBar = window.visibleTabBarController { return tabBar }
        throw ScriptError("no tab bar controller on screen; use on=LABEL", at: args.name)
    }

    /// The controller a presentation call is made from: `from=NAME` or the topmost
    /// presentation's visible screen (its root when none).
    func presentationSource(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if let from = args.option("from") { return try lookUp(from) }
        if let top = window.topScreen { return top }
        guard let context = window.presentationChain.last else {
            throw ScriptError(NavigationError.noRootController.description, at: args.name)
        }
        return context
    }

    /// The top screen, or an error at the command word `name`.
    func topScreen(at name: Located<String>) throws(ScriptError) -> ControllerID {
        guard window.root != nil else { throw ScriptError(NavigationError.noRootController.description, at: name) }
        guard let top = window.topScreen else {
            throw ScriptError("no screen is on top (the More list is showing); use from= or on=", at: name)
        }
        return top
    }

    /// The spec for a tree expression: names of existing controllers reuse them (unless
    /// `reusingNames` is off), new names make screens; `properties` go to a new top-level screen.
    func spec(for tree: TreeExpression, properties: consuming ScreenProperties, reusingNames: Bool = true) throws(ScriptError) -> ControllerSpec {
        let label = tree.label?.value
        func child(_ tree: TreeExpression) throws(ScriptError) -> ControllerSpec {
            try spec(for: tree, properties: ScreenProperties(), reusingNames: reusingNames)
        }
        switch tree.node {
        case let .name(name):
            if reusingNames, let id = window.id(named: name) { return .existing(id) }
            return .screen(name, properties)
        case let .wrappingNavigation(root, noWrapping):
            return .wrappingNavigationController(root: try child(root), noWrapping: noWrapping, label: label)
        case let .containerNavigation(root):
            return .containerNavigationController(root: try child(root), label: label)
        case let .navigation(root):
            return .navigationController(root: try child(root), label: label)
        case let .tabs(tabs):
            var specs: [ControllerSpec] = []
            for tab in tabs { specs.append(try child(tab)) }
            return .tabBarController(specs, label: label)
        }
    }
}

/// The method that carries out a command, one per command word (or group of words).
enum CommandHandler: Hashable, Sendable {
    case device, overlay, root, set, push, pop, setStack, remove, select, setTabs, present, dismiss, toolbar, tabbar, print,
         expect, popup, design

    /// The handler for command word `word`, or `nil` for an unknown word. Asked once per line
    /// (by the parser): words are told apart by length first, so a word is compared with one
    /// or two candidates rather than with every command in turn.
    init?(_ word: String) {
        let handler: CommandHandler? = switch word.utf8.count {
        case 3: word == "pop" ? .pop : word == "set" ? .set : nil
        case 4: word == "push" ? .push : word == "root" ? .root : word == "wait" ? .overlay : nil
        case 5: word == "popup" ? .popup : word == "print" ? .print : word == "toast" ? .overlay : nil
        case 6:
            switch word {
            case "expect": .expect
            case "select": .select
            case "pop-to": .pop
            case "device": .device
            case "remove": .remove
            case "toasts": .overlay
            case "tabbar": .tabbar
            case "design": .design
            default: nil
            }
        case 7:
            switch word {
            case "present": .present
            case "dismiss": .dismiss
            case "toolbar": .toolbar
            case "loading": .overlay
            default: nil
            }
        default:
            switch word {
            case "set-stack": .setStack
            case "set-tabs": .setTabs
            case "pop-to-root": .pop
            default: nil
            }
        }
        guard let handler else { return nil }
        self = handler
    }

    /// For commands whose leading arguments are tree expressions, how many they take
    /// (`.some(nil)`: as many as follow); `nil` for other commands.
    var treeArgumentCount: Int?? {
        switch self {
        case .root, .push, .present: 1
        case .setTabs: .some(nil)
        default: nil
        }
    }
}

extension NavigationError {
    /// The exception UIKit raises for this misuse, when it raises one (reference/uikit.md §1.1).
    public var uikitException: String? {
        switch self {
        case .pushingNavigationController, .pushingSameInstance, .presentingActiveController, .notATab:
            "NSInvalidArgumentException"
        case .popToMissing, .duplicateViewControllers:
            "NSInternalInconsistencyException"
        case .hierarchyInconsistency:
            "UIViewControllerHierarchyInconsistency"
        default:
            nil
        }
    }
}
