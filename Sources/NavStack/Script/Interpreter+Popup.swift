#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `popup …`, `design …` and the geometry expectations.
extension Interpreter {
    mutating func design(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        try args.expectWords(1, 1, usage: "design legacy|glass")
        window.popupDesign = try Arguments.choice(args.word(0), key: "design", PopupDesign.allCases.map { ($0.rawValue, $0) })
        return []
    }

    mutating func popup(_ command: Command) throws(ScriptError) -> [String] {
        guard case let .word(sub, _)? = command.arguments.first else {
            throw ScriptError("missing popup command; one of: present, open, close, dismiss, set, style, dock, drag",
                              at: command.sourceLine.count + 1, length: 1)
        }
        switch sub.value {
        case "present": return try popupPresent(command)
        case "open", "close", "dismiss":
            var args = try Arguments(command, allowed: ["on", "from"])
            args.words.removeFirst()
            try args.expectWords(0, 0, usage: "popup \(sub.value) [on=LABEL]")
            let container = try popupContainer(args)
            return try call(at: sub) { (window: inout Window) throws(NavigationError) in
                switch sub.value {
                case "open": try window.openPopup(on: container)
                case "close": try window.closePopup(on: container)
                default: try window.dismissPopupBar(on: container)
                }
            }
        case "set": return try popupSet(command)
        case "style": return try popupStyle(command)
        case "dock": return try popupDock(command)
        case "drag": return try popupDrag(command)
        default:
            let names = ["present", "open", "close", "dismiss", "set", "style", "dock", "drag"]
            let suggestion = Spelling.closest(to: sub.value, in: names)
            throw ScriptError("unknown popup command '\(sub.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: sub)
        }
    }

    static let popupItemKeys = ["title", "subtitle", "image", "progress", "leading", "trailing", "label", "hint"]
    static let popupPresentKeys = popupItemKeys + ["on", "from"]
    static let popupSetKeys = popupItemKeys + ["on"]

    private mutating func popupPresent(_ command: Command) throws(ScriptError) -> [String] {
        var args = try Arguments(command, allowed: Interpreter.popupPresentKeys)
        args.words.removeFirst()
        let usage = "popup present NAME [title=… subtitle=… progress=… image=…] [open] [on=LABEL|from=SCREEN]"
        try args.expectWords(1, 2, usage: usage)
        var openPopup = false
        if args.words.count == 2 {
            guard args.word(1).value == "open" else { throw ScriptError("unexpected argument '\(args.word(1).value)'; usage: \(usage)", at: args.word(1)) }
            openPopup = true
        }
        let name = args.word(0)
        guard Lexer.isName(name.value) else { throw ScriptError("invalid name '\(name.value)'", at: name) }
        let container: ControllerID
        if let from = args.option("from") {
            if let on = args.option("on") { throw ScriptError("use either 'from=' or 'on=', not both", at: on) }
            container = try lookUp(from)
        } else if let on = args.option("on") {
            container = try lookUp(on)
        } else {
            guard let root = window.root else { throw ScriptError(NavigationError.noRootController.description, at: command.name) }
            container = root
        }
        var item = window.popup(of: container)?.item ?? PopupItem()
        try Interpreter.applyItem(args, to: &item)
        let spec: ControllerSpec = window.id(named: name.value).map(ControllerSpec.existing) ?? .screen(name.value)
        let finalItem = item
        return try call(at: name) { (window: inout Window) throws(NavigationError) in
            try window.presentPopupBar(with: spec, on: container, openPopup: openPopup, item: finalItem)
        }
    }

    private static func applyItem(_ args: Arguments, to item: inout PopupItem) throws(ScriptError) {
        for option in args.options where popupItemKeys.contains(option.key.value) {
            let value = option.value.value
            let text: String? = !option.quoted && value == "none" ? nil : value
            var list: [String] { Interpreter.list(value) }
            switch option.key.value {
            case "title": item.title = text
            case "subtitle": item.subtitle = text
            case "image": item.image = text
            case "progress": item.progress = try Arguments.number(option.value, key: "progress")
            case "leading": item.leadingItems = list
            case "trailing": item.trailingItems = list
            case "label": item.accessibilityLabel = text
            default: item.accessibilityHint = text
            }
        }
    }

    private mutating func popupSet(_ command: Command) throws(ScriptError) -> [String] {
        var args = try Arguments(command, allowed: Interpreter.popupSetKeys)
        args.words.removeFirst()
        try args.expectWords(0, 0, usage: "popup set key=value ... [on=LABEL]")
        guard args.options.contains(where: { $0.key.value != "on" }) else {
            throw ScriptError("missing key=value for 'popup set'; usage: popup set key=value ... [on=LABEL]",
                              at: command.sourceLine.count + 1, length: 1)
        }
        let container = try popupContainer(args)
        var item = window.popup(of: container)?.item ?? PopupItem()
        try Interpreter.applyItem(args, to: &item)
        let finalItem = item
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in
            try window.updatePopupItem(on: container) { $0 = finalItem }
            return OperationResult()
        }
    }

    private mutating func popupStyle(_ command: Command) throws(ScriptError) -> [String] {
        var args = try Arguments(command, allowed: ["bar", "height", "progress", "close", "interaction", "snap", "on"])
        args.words.removeFirst()
        let usage = "popup style [bar=…] [height=N] [progress=…] [close=…] [interaction=…] [on=LABEL]"
        try args.expectWords(0, 0, usage: usage)
        guard args.options.contains(where: { $0.key.value != "on" }) else {
            throw ScriptError("missing key=value for 'popup style'; usage: \(usage)", at: command.sourceLine.count + 1, length: 1)
        }
        let container = try popupContainer(args)
        var configuration = window.popup(of: container)?.configuration ?? PopupBarConfiguration()
        for option in args.options {
            switch option.key.value {
            case "bar": configuration.style = try Arguments.choice(option.value, key: "bar", PopupBarStyle.allCases.map { ($0.rawValue, $0) })
            case "height":
                configuration.customHeight = try Arguments.number(option.value, key: "height", minimum: 0)
                if args.option("bar") == nil { configuration.style = .custom }
            case "progress": configuration.progressViewStyle = try Arguments.choice(option.value, key: "progress", PopupProgressViewStyle.allCases.map { ($0.rawValue, $0) })
            case "close": configuration.closeButtonStyle = try Arguments.choice(option.value, key: "close", PopupCloseButtonStyle.allCases.map { ($0.rawValue, $0) })
            case "interaction": configuration.interactionStyle = try Arguments.choice(option.value, key: "interaction", PopupInteractionStyle.allCases.map { ($0.rawValue, $0) })
            case "snap": configuration.snapPercent = try Arguments.number(option.value, key: "snap")
            default: break
            }
        }
        let final = configuration
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in
            try window.updatePopupBar(on: container) { $0 = final }
            return OperationResult()
        }
    }

    private mutating func popupDock(_ command: Command) throws(ScriptError) -> [String] {
        var args = try Arguments(command, allowed: ["on", "view", "height", "margin", "hidden"])
        args.words.removeFirst()
        let usage = "popup dock on=LABEL view=custom height=N [margin=N] [hidden=true|false] | popup dock on=LABEL view=default"
        try args.expectWords(0, 0, usage: usage)
        guard let on = args.option("on") else { throw ScriptError("missing 'on=LABEL'; usage: \(usage)", at: command.name) }
        let container = try lookUp(on)
        guard let view = args.option("view") else { throw ScriptError("missing 'view='; usage: \(usage)", at: command.name) }
        let custom = try Arguments.choice(view, key: "view", [("custom", true), ("default", false)])
        var docking: PopupDockingView?
        if custom {
            guard let height = args.option("height") else { throw ScriptError("missing 'height=' for a custom docking view", at: view) }
            docking = PopupDockingView(height: try Arguments.number(height, key: "height", minimum: 0),
                                       margin: try args.option("margin").map { v throws(ScriptError) in try Arguments.number(v, key: "margin") } ?? 0,
                                       isHidden: try args.option("hidden").map { v throws(ScriptError) in try Arguments.bool(v, key: "hidden") } ?? false)
        } else if let extra = args.option(named: "height") ?? args.option(named: "margin") ?? args.option(named: "hidden") {
            throw ScriptError("'\(extra.key.value)' applies to view=custom", at: extra.key)
        }
        let final = docking
        return try call(at: on) { (window: inout Window) throws(NavigationError) in
            try window.setPopupDockingView(final, on: container)
            return OperationResult()
        }
    }

    private mutating func popupDrag(_ command: Command) throws(ScriptError) -> [String] {
        var args = try Arguments(command, allowed: ["dy", "vy", "on"])
        args.words.removeFirst()
        try args.expectWords(0, 0, usage: "popup drag dy=N [vy=N] [on=LABEL]")
        guard let dy = args.option("dy") else { throw ScriptError("missing 'dy='; usage: popup drag dy=N [vy=N]", at: command.name) }
        let translation = try Arguments.number(dy, key: "dy")
        let velocity = try args.option("vy").map { v throws(ScriptError) in try Arguments.number(v, key: "vy") } ?? 0
        let container = try popupContainer(args)
        return try call(at: command.name) { (window: inout Window) throws(NavigationError) in
            try window.dragPopup(on: container, translation: translation, velocity: velocity).0
        }
    }

    /// The container a popup command acts on: `on=`/`from=`, else the one container presenting
    /// a popup bar, else the window's root.
    func popupContainer(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if let on = args.option("on") ?? args.option("from") { return try lookUp(on) }
        let containers = window.popupContainers
        if containers.count > 1 {
            throw ScriptError("several containers present popup bars (" + containers.map { window.describe($0) }.joined(separator: ", ")
                              + "); use on=LABEL", at: args.name)
        }
        if let only = containers.first { return only }
        guard let root = window.root else { throw ScriptError(NavigationError.noRootController.description, at: args.name) }
        return root
    }

    // MARK: Expectations

    mutating func expectPopup(_ args: Arguments) throws(ScriptError) {
        try args.expectWords(1, 2, usage: "expect popup hidden|presented|open [on=LABEL] | expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]")
        let container = try popupContainer(args)
        let state = window.popup(of: container)?.state ?? .barHidden
        if args.word(0).value == "dock" {
            try args.expectWords(2, 2, usage: "expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]")
            let expected = try Arguments.choice(args.word(1), key: "dock", PopupDock.allCases.map { ($0.rawValue, $0) })
            let actual = window.popupDock(of: container)
            try check(actual == expected, "popup bar docks to \(actual?.rawValue ?? "nothing (not on screen)"), expected \(expected.rawValue)", at: args.word(1))
            return
        }
        try args.expectWords(1, 1, usage: "expect popup hidden|presented|open [on=LABEL]")
        let expected = try Arguments.choice(args.word(0), key: "popup", [("hidden", PopupPresentationState.barHidden),
                                                                          ("presented", .barPresented), ("open", .open)])
        let names: [PopupPresentationState: String] = [.barHidden: "hidden", .barPresented: "presented", .open: "open"]
        try check(state == expected, "popup is \(names[state] ?? state.rawValue), expected \(args.word(0).value)", at: args.word(0))
    }

    func expectFrame(_ args: Arguments) throws(ScriptError) {
        try args.expectWords(5, 5, usage: "expect frame ELEMENT X Y W H")
        var expected: [Double] = []
        for index in 1...4 { expected.append(try Arguments.number(args.word(index), key: "frame")) }
        let name = args.word(0).value
        let layout = window.layout()
        guard let frame = layout.frame(of: name) else {
            let names = layout.elements.map(\.name)
            let suggestion = Spelling.closest(to: name, in: names)
            throw ScriptError("expectation failed: no element '\(name)' on screen" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                              at: args.word(0), kind: .expectationFailed)
        }
        let actual = [frame.x, frame.y, frame.width, frame.height]
        let matches = zip(actual, expected).allSatisfy { abs($0 - $1) < 0.01 }
        try check(matches, "\(name) is \(frame), expected \(expected.map(Rect.format).joined(separator: " "))", at: args.word(1))
    }

    func expectSafeArea(_ args: Arguments) throws(ScriptError) {
        try args.expectWords(3, 3, usage: "expect safearea NAME TOP BOTTOM")
        let top = try Arguments.number(args.word(1), key: "top")
        let bottom = try Arguments.number(args.word(2), key: "bottom")
        _ = try lookUp(args.word(0))
        guard let insets = window.layout().safeArea(of: args.word(0).value) else {
            throw ScriptError("expectation failed: '\(args.word(0).value)' is not on screen", at: args.word(0), kind: .expectationFailed)
        }
        try check(abs(insets.top - top) < 0.01 && abs(insets.bottom - bottom) < 0.01,
                  "safe area of '\(args.word(0).value)' is top \(Rect.format(insets.top)) bottom \(Rect.format(insets.bottom)), expected top \(args.word(1).value) bottom \(args.word(2).value)",
                  at: args.word(1))
    }
}
