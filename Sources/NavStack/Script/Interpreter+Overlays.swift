#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// navtree's overlay commands and expectations: positioned toasts, the loading HUD, the toast
/// stack and the model clock (``CommandTable/overlays`` declares them).
extension Interpreter {
    // MARK: Commands

    mutating func toast(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let text = args.word(0)
        var toast = Toast(text.value)
        if let icon = args.option("icon") {
            guard let parsed = ToastIcon(icon.value) else {
                throw ScriptError("invalid value '\(icon.value)' for 'icon'; expected 'success', 'fail' or 'image:NAME'", at: icon)
            }
            toast.icon = parsed
        }
        if let position = try CommandTable.toastPosition.value(in: args) { toast.position = position }
        if let duration = args.option("duration") {
            toast.duration = try Interpreter.seconds(duration, key: "duration")
        }
        let queued = try CommandTable.toastQueue.value(in: args) ?? false
        return try call(at: text) { (window: inout Window) throws(OverlayError) in try window.showToast(toast, queued: queued) }
    }

    mutating func loadingShow(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 1)
        var hud = LoadingHUD(text: args.words.isEmpty ? nil : args.word(0).value)
        if let position = try CommandTable.loadingPosition.value(in: args) { hud.position = position }
        return window.showLoading(hud).commandWarnings
    }

    mutating func loadingHide(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        return window.hideLoading().commandWarnings
    }

    mutating func toastsAdd(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let text = args.word(0)
        return try call(at: text) { (window: inout Window) throws(OverlayError) in try window.addStackToast(text.value) }
    }

    mutating func toastsTap(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        return window.tapToastStack().commandWarnings
    }

    mutating func toastsTapBackdrop(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        return window.tapToastStackBackdrop().commandWarnings
    }

    mutating func toastsSwipe(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let indexWord = args.word(0)
        let index = try Interpreter.stackIndex(indexWord)
        guard let dxWord = args.option("dx") else { throw args.missing("option 'dx' for 'toasts swipe'") }
        let dx = try Arguments.number(dxWord, key: "dx")
        let vx = try args.option("vx").map { (word: Located<String>) throws(ScriptError) in try Arguments.number(word, key: "vx") } ?? 0
        return try call(at: indexWord) { (window: inout Window) throws(OverlayError) in
            try window.swipeStackToast(at: index, translation: dx, velocity: vx)
        }
    }

    mutating func toastsClear(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        return window.clearToastStack().commandWarnings
    }

    mutating func wait(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let seconds = try Interpreter.seconds(args.word(0), key: "wait")
        return try call(at: args.word(0)) { (window: inout Window) throws(OverlayError) in
            try window.advanceClock(bySeconds: seconds)
            return OverlayResult()
        }
    }

    // MARK: Expectations

    mutating func expectToast(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        try expectFrontToast(args)
        return passed()
    }

    mutating func expectToasts(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        try expectToastStackState(args.word(0))
        return passed()
    }

    mutating func expectToastStack(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        guard !args.options.isEmpty else { throw args.missing("offset=DY or scale=S") }
        try expectStackToast(args)
        return passed()
    }

    mutating func expectLoading(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let visible = try Arguments.choice(args.word(0), key: "loading", [("visible", true), ("none", false)])
        let actual = window.loadingOverlay != nil
        try check(
            actual == visible, "the loading HUD is \(actual ? "visible" : "not showing"), expected \(args.word(0).value)",
            at: args.word(0))
        return passed()
    }

    private func expectFrontToast(_ args: Arguments) throws(ScriptError) {
        let word = args.word(0)
        let visible = try Arguments.choice(word, key: "toast", [("visible", true), ("none", false)])
        guard let front = window.toastOverlays.last, let toast = front.toast else {
            try check(!visible, "no toast is showing, expected visible", at: word)
            if let option = args.options.first {
                throw ScriptError("option '\(option.key.value)' applies to 'expect toast visible'", at: option.key)
            }
            return
        }
        try check(visible, "a toast is showing ('\(toast.text)'), expected none", at: word)
        var checks: [FieldCheck<ToastFacts>] = []
        try CommandTable.expectedToastFields.apply(args, to: &checks)
        let facts = ToastFacts(window: window, entry: front, toast: toast)
        for field in checks {
            let actual = field.actual(facts)
            try check(
                actual == field.expected, "the front toast has \(field.option.key.value) '\(actual)', expected '\(field.expected)'",
                at: field.option.value)
        }
    }

    private func expectToastStackState(_ word: Located<String>) throws(ScriptError) {
        let stack = window.toastStack
        switch word.value {
        case "expanded", "collapsed":
            let actual = stack.isExpanded ? "expanded" : "collapsed"
            try check(actual == word.value, "the toast stack is \(actual), expected \(word.value)", at: word)
        default:
            guard word.value.allSatisfy({ $0.isASCII && $0.isNumber }), let expected = Int(word.value) else {
                throw ScriptError("invalid value '\(word.value)' for 'toasts'; expected a count, 'expanded' or 'collapsed'", at: word)
            }
            try check(stack.count == expected, "the toast stack holds \(stack.count), expected \(expected)", at: word)
        }
    }

    private func expectStackToast(_ args: Arguments) throws(ScriptError) {
        let indexWord = args.word(0)
        let index = try Interpreter.stackIndex(indexWord)
        let stack = window.toastStack
        try check(stack.item(at: index) != nil, "the toast stack holds \(stack.count), so it has no toast \(index)", at: indexWord)
        for option in args.options {
            let expected = try Double(parsing: option)
            let actual = option.key.value == CommandTable.stackToastOffset.key ? stack.offsetY(at: index) : stack.scale(at: index)
            try check(
                abs(actual - expected) < 1e-9,
                "toast \(index) of the stack has \(option.key.value)=\(Rect.format(actual)), expected \(option.value.value)",
                at: option.value)
        }
    }

    // MARK: Parsing

    /// A number of seconds from 0 to ``ModelClock/maximumSeconds``.
    static func seconds(_ word: Located<String>, key: String) throws(ScriptError) -> Double {
        let value = try Arguments.number(word, key: key)
        guard ModelClock.milliseconds(fromSeconds: value) != nil else {
            throw ScriptError(
                "invalid value '\(word.value)' for '\(key)'; expected seconds from 0 to "
                    + Rect.format(ModelClock.maximumSeconds), at: word)
        }
        return value
    }

    /// A stack index: 0 or more.
    static func stackIndex(_ word: Located<String>) throws(ScriptError) -> Int {
        guard !word.value.isEmpty, word.value.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(word.value) else {
            throw ScriptError("invalid index '\(word.value)'; expected 0 or more", at: word)
        }
        return index
    }
}

/// The front toast `expect toast visible` checks, with its window: each field is read only
/// when a line asks for it, as a script spells it.
struct ToastFacts {
    let window: Window
    /// The overlay showing it, laid out where it was shown.
    let entry: OverlayEntry
    let toast: Toast

    var text: String { toast.text }
    /// Its resolved position (``ToastPosition``'s raw value), which needs its geometry.
    var position: String { window.geometry(of: entry).position.rawValue }
    /// Its accessibility announcement, `none` when it has none.
    var announcement: String { toast.accessibilityAnnouncement ?? "none" }
}
