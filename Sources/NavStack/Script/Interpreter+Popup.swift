#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `popup …`, `design …` and the geometry expectations (``CommandTable/popup`` declares them).
extension Interpreter {
    /// The calls that move the popup between its states.
    enum PopupTransition { case open, close, dismiss }

    mutating func design(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        window.design = try Arguments.choice(args.word(0), key: "design", BarDesign.allCases.map { ($0.rawValue, $0) })
        return []
    }

    mutating func popupTransition(_ args: Arguments, _ transition: PopupTransition) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        let container = try popupContainer(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            switch transition {
            case .open: try window.openPopup(on: container)
            case .close: try window.closePopup(on: container)
            case .dismiss: try window.dismissPopupBar(on: container)
            }
        }
    }

    mutating func popupPresent(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 2)
        var openPopup = false
        if args.words.count == 2 {
            guard args.word(1).value == "open" else {
                throw ScriptError("unexpected argument '\(args.word(1).value)'; usage: \(args.usage)", at: args.word(1))
            }
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
            guard let root = window.root else {
                throw ScriptError(NavigationError.noRootController.description, at: args.name, kind: .rejected)
            }
            container = root
        }
        let spec: ControllerSpec = window.id(named: name.value).map(ControllerSpec.existing) ?? .screen(name.value)
        // The options edit the content's own item: the current one when the content stays,
        // a new one for new content.
        var item = PopupItem()
        if let popup = window.popup(of: container), let content = popup.content, spec == .existing(content) { item = popup.item }
        try CommandTable.popupItemFields.apply(args, to: &item)
        let finalItem = item
        return try call(at: name) { (window: inout Window) throws(NavigationError) in
            try window.presentPopupBar(with: spec, on: container, openPopup: openPopup, item: finalItem)
        }
    }

    mutating func popupSet(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        let fields = CommandTable.popupItemFields
        guard fields.isGiven(in: args) else { throw args.missing("key=value for 'popup set'") }
        let container = try popupContainer(args)
        var item = window.popupItem(of: container) ?? PopupItem()
        try fields.apply(args, to: &item)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            // Swapped in, not copied: the old item goes out with `item`.
            try window.updatePopupItem(on: container) { swap(&$0, &item) }
            return OperationResult()
        }
    }

    mutating func popupStyle(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        let fields = CommandTable.popupStyleFields
        guard fields.isGiven(in: args) else { throw args.missing("key=value for 'popup style'") }
        let container = try popupContainer(args)
        var configuration = window.popup(of: container)?.configuration ?? PopupBarConfiguration()
        try fields.apply(args, to: &configuration)
        // LNPopupBar's custom height belongs to the custom style: a height alone selects it.
        if CommandTable.popupBarHeight.isGiven(in: args), !CommandTable.popupBarStyle.isGiven(in: args) {
            configuration.style = .custom
        }
        let final = configuration
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.updatePopupBar(on: container) { $0 = final }
            return OperationResult()
        }
    }

    mutating func popupDock(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        guard let on = args.option("on") else { throw ScriptError("missing 'on=LABEL'; usage: \(args.usage)", at: args.name) }
        let container = try lookUp(on)
        guard let view = args.option("view") else { throw ScriptError("missing 'view='; usage: \(args.usage)", at: args.name) }
        let custom = try Arguments.choice(view, key: "view", [("custom", true), ("default", false)])
        var docking: PopupDockingView?
        if custom {
            guard let height = args.option("height") else { throw ScriptError("missing 'height=' for a custom docking view", at: view) }
            docking = PopupDockingView(
                height: try Arguments.number(height, key: "height", minimum: 0),
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

    mutating func popupDrag(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        guard let dy = args.option("dy") else { throw ScriptError("missing 'dy='; usage: \(args.usage)", at: args.name) }
        let translation = try Arguments.number(dy, key: "dy")
        let velocity = try args.option("vy").map { v throws(ScriptError) in try Arguments.number(v, key: "vy") } ?? 0
        let container = try popupContainer(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.dragPopup(on: container, translation: translation, velocity: velocity).0
        }
    }

    /// The container a popup command acts on: `on=`/`from=`, else the one container presenting
    /// a popup bar, else the window's root.
    func popupContainer(_ args: Arguments) throws(ScriptError) -> ControllerID {
        // A line giving neither (most) is not read for them.
        if args.mayGive(args.declarationReference.read { $0.onOptionMask | $0.fromOptionMask }),
            let on = args.option("on") ?? args.option("from")
        {
            return try lookUp(on)
        }
        // Counted, not listed: the list is sorted into a new array.
        if window.popupContainerCount > 1 {
            throw ScriptError(
                "several containers present popup bars (" + window.popupContainers.map { window.describe($0) }.joined(separator: ", ")
                    + "); use on=LABEL", at: args.name, kind: .rejected)
        }
        if let only = window.onlyPopupContainer { return only }
        guard let root = window.root else {
            throw ScriptError(NavigationError.noRootController.description, at: args.name, kind: .rejected)
        }
        return root
    }

    // MARK: Expectations

    mutating func expectPopup(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 2)
        let container = try popupContainer(args)
        let state = window.popup(of: container)?.state ?? .barHidden
        if args.word(0).value == "dock" {
            try args.expectWords(2, 2, usage: "expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]")
            let expected = try Arguments.choice(args.word(1), key: "dock", PopupDock.allCases.map { ($0.rawValue, $0) })
            let actual = window.popupDock(of: container)
            try check(
                actual == expected, "popup bar docks to \(actual?.rawValue ?? "nothing (not on screen)"), expected \(expected.rawValue)",
                at: args.word(1))
            return passed()
        }
        try args.expectWords(1, 1, usage: "expect popup hidden|presented|open [on=LABEL]")
        let expected = try Arguments.choice(
            args.word(0), key: "popup",
            [
                ("hidden", PopupPresentationState.barHidden),
                ("presented", .barPresented), ("open", .open),
            ])
        let names: [PopupPresentationState: String] = [.barHidden: "hidden", .barPresented: "presented", .open: "open"]
        try check(state == expected, "popup is \(names[state] ?? state.rawValue), expected \(args.word(0).value)", at: args.word(0))
        return passed()
    }

    mutating func expectFrame(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(5, 5)
        var expected: [Double] = []
        for index in 1...4 { expected.append(try Arguments.number(args.word(index), key: "frame")) }
        let name = args.word(0).value
        let layout = window.layout()
        if let what = layout.unknown[name] { throw Interpreter.notKnown(what, at: args.word(0)) }
        guard let frame = layout.frame(of: name) else {
            if name.hasPrefix("tab:"), window.design == .glass, window.isTabBarVisible, let tabBar = window.visibleTabBarController {
                let count = window.tabBarItemCount(of: tabBar)
                throw ScriptError(
                    "expectation failed: no element '\(name)' on screen: the tab bar shows \(count) item\(count == 1 ? "" : "s"), tab:0 to tab:\(count - 1)",
                    at: args.word(0), kind: .expectationFailed)
            }
            let names = layout.elements.map(\.name)
            let suggestion = Spelling.closest(to: name, in: names)
            throw ScriptError(
                "expectation failed: no element '\(name)' on screen" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: args.word(0), kind: .expectationFailed)
        }
        let actual = [frame.x, frame.y, frame.width, frame.height]
        let matches = zip(actual, expected).allSatisfy { abs($0 - $1) < 0.01 }
        try check(matches, "\(name) is \(frame), expected \(expected.map(Rect.format).joined(separator: " "))", at: args.word(1))
        // A frame laid out inside a sheet at the medium detent rests on the modelled height.
        if let index = layout.elements.lastIndex(where: { $0.name == name }),
            layout.contexts.contains(where: { $0.elements.contains(index) && $0.sheet?.isAtModelledMedium == true })
        {
            return CommandWarnings([.mediumDetentModelled(element: name)])
        }
        return passed()
    }

    mutating func expectSafeArea(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(3, 3)
        let top = try Arguments.number(args.word(1), key: "top")
        let bottom = try Arguments.number(args.word(2), key: "bottom")
        _ = try lookUp(args.word(0))
        let layout = window.layout()
        if let what = layout.unknown["safearea:" + args.word(0).value] { throw Interpreter.notKnown(what, at: args.word(0)) }
        guard let insets = layout.safeArea(of: args.word(0).value) else {
            throw ScriptError("expectation failed: '\(args.word(0).value)' is not on screen", at: args.word(0), kind: .expectationFailed)
        }
        try check(
            abs(insets.top - top) < 0.01 && abs(insets.bottom - bottom) < 0.01,
            "safe area of '\(args.word(0).value)' is top \(Rect.format(insets.top)) bottom \(Rect.format(insets.bottom)), expected top \(args.word(1).value) bottom \(args.word(2).value)",
            at: args.word(1))
        return passed()
    }
}
