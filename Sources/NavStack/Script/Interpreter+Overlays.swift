#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// navtree's overlay commands and expectations: positioned toasts, the loading HUD, the toast
/// stack and the model clock (README, "Toasts and HUD").
extension Interpreter {
    /// The overlay commands, dispatched from ``perform(_:)``.
    static let overlayCommandNames = ["toast", "loading", "toasts", "wait"]
    /// The overlay expectations, dispatched from ``expect(_:)``.
    static let overlayExpectationNames = ["toast", "toasts", "toast-stack", "loading"]

    static let toastUsage = "toast TEXT [icon=success|fail|image:NAME] [position=center|top|bottom|island] [duration=S] [queue=true|false]"
    static let loadingUsage = "loading show [TEXT] [position=center|island] | loading hide"
    static let toastsUsage = "toasts add TEXT | toasts tap | toasts tap-backdrop | toasts swipe INDEX dx=N [vx=N] | toasts clear"

    /// Performs an overlay command; returns the warnings to report.
    mutating func overlayCommand(_ command: Command) throws(ScriptError) -> [String] {
        switch command.name.value {
        case "toast": return try toast(command)
        case "loading": return try loading(command)
        case "toasts": return try toasts(command)
        default: return try wait(command)
        }
    }

    // MARK: Commands

    private mutating func toast(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["icon", "position", "duration", "queue"])
        try args.expectWords(1, 1, usage: Interpreter.toastUsage)
        let text = args.word(0)
        var toast = Toast(text.value)
        if let icon = args.option("icon") {
            guard let parsed = ToastIcon(icon.value) else {
                throw ScriptError("invalid value '\(icon.value)' for 'icon'; expected 'success', 'fail' or 'image:NAME'", at: icon)
            }
            toast.icon = parsed
        }
        if let position = args.option("position") {
            toast.position = try Arguments.choice(position, key: "position", ToastPosition.allCases.map { ($0.rawValue, $0) })
        }
        if let duration = args.option("duration") {
            toast.duration = try Interpreter.seconds(duration, key: "duration")
        }
        var queued = false
        if let queue = args.option("queue") { queued = try Arguments.bool(queue, key: "queue") }
        return try overlayCall(at: text) { (window: inout Window) throws(OverlayError) in try window.showToast(toast, queued: queued) }
    }

    private mutating func loading(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command, allowed: ["position"])
        try args.expectWords(1, 2, usage: Interpreter.loadingUsage)
        let show = try Arguments.choice(args.word(0), key: "loading", [("show", true), ("hide", false)])
        guard show else {
            try args.expectWords(1, 1, usage: Interpreter.loadingUsage)
            if let position = args.option(named: "position") {
                throw ScriptError("option 'position' applies to 'loading show', not 'loading hide'", at: position.key)
            }
            return window.hideLoading().warnings.map(\.description)
        }
        var hud = LoadingHUD(text: args.words.count > 1 ? args.word(1).value : nil)
        if let position = args.option("position") {
            hud.position = try Arguments.choice(position, key: "position", LoadingHUD.Position.allCases.map { ($0.rawValue, $0) })
        }
        return window.showLoading(hud).warnings.map(\.description)
    }

    private mutating func toasts(_ command: Command) throws(ScriptError) -> [String] {
        let action = command.arguments.first.flatMap { argument -> Located<String>? in
            if case let .word(word, _) = argument { return word }
            return nil
        }
        let args = try Arguments(command, allowed: action?.value == "swipe" ? ["dx", "vx"] : [])
        try args.expectWords(1, nil, usage: Interpreter.toastsUsage)
        let word = args.word(0)
        switch word.value {
        case "add":
            try args.expectWords(2, 2, usage: "toasts add TEXT")
            let text = args.word(1)
            return try overlayCall(at: text) { (window: inout Window) throws(OverlayError) in try window.addStackToast(text.value) }
        case "tap":
            try args.expectWords(1, 1, usage: "toasts tap")
            return window.tapToastStack().warnings.map(\.description)
        case "tap-backdrop":
            try args.expectWords(1, 1, usage: "toasts tap-backdrop")
            return window.tapToastStackBackdrop().warnings.map(\.description)
        case "swipe":
            let usage = "toasts swipe INDEX dx=N [vx=N]"
            try args.expectWords(2, 2, usage: usage)
            let indexWord = args.word(1)
            let index = try Interpreter.stackIndex(indexWord)
            guard let dxWord = args.option("dx") else {
                throw ScriptError("missing option 'dx' for 'toasts swipe'; usage: \(usage)", at: command.sourceLine.count + 1, length: 1)
            }
            let dx = try Interpreter.number(dxWord, key: "dx")
            let vx = try args.option("vx").map { (word: Located<String>) throws(ScriptError) in try Interpreter.number(word, key: "vx") } ?? 0
            return try overlayCall(at: indexWord) { (window: inout Window) throws(OverlayError) in
                try window.swipeStackToast(at: index, translation: dx, velocity: vx)
            }
        case "clear":
            try args.expectWords(1, 1, usage: "toasts clear")
            return window.clearToastStack().warnings.map(\.description)
        default:
            _ = try Arguments.choice(word, key: "toasts", [("add", ()), ("tap", ()), ("tap-backdrop", ()), ("swipe", ()), ("clear", ())])
            return []
        }
    }

    private mutating func wait(_ command: Command) throws(ScriptError) -> [String] {
        let args = try Arguments(command)
        try args.expectWords(1, 1, usage: "wait SECONDS")
        let seconds = try Interpreter.seconds(args.word(0), key: "wait")
        return try overlayCall(at: args.word(0)) { (window: inout Window) throws(OverlayError) in
            try window.advanceClock(bySeconds: seconds)
            return OverlayResult()
        }
    }

    // MARK: Expectations

    /// `expect toast …`, `expect toasts …`, `expect toast-stack …`, `expect loading …`.
    mutating func expectOverlay(_ command: Command, what: Located<String>) throws(ScriptError) -> [String] {
        switch what.value {
        case "toast":
            var args = try Arguments(command, allowed: ["text", "position", "announcement"])
            args.words.removeFirst()
            try args.expectWords(1, 1, usage: "expect toast visible|none [text=T] [position=P] [announcement=A]")
            try expectToast(args)
        case "toasts":
            var args = try Arguments(command)
            args.words.removeFirst()
            try args.expectWords(1, 1, usage: "expect toasts N|expanded|collapsed")
            try expectToasts(args.word(0))
        case "toast-stack":
            var args = try Arguments(command, allowed: ["offset", "scale"])
            args.words.removeFirst()
            let usage = "expect toast-stack INDEX offset=DY scale=S"
            try args.expectWords(1, 1, usage: usage)
            guard !args.options.isEmpty else {
                throw ScriptError("missing offset=DY or scale=S; usage: \(usage)", at: command.sourceLine.count + 1, length: 1)
            }
            try expectToastStack(args)
        default:
            var args = try Arguments(command)
            args.words.removeFirst()
            try args.expectWords(1, 1, usage: "expect loading visible|none")
            let visible = try Arguments.choice(args.word(0), key: "loading", [("visible", true), ("none", false)])
            let actual = window.loadingOverlay != nil
            try overlayCheck(actual == visible, "the loading HUD is \(actual ? "visible" : "not showing"), expected \(args.word(0).value)",
                             at: args.word(0))
        }
        statistics.expectationsPassed += 1
        return []
    }

    private func expectToast(_ args: Arguments) throws(ScriptError) {
        let word = args.word(0)
        let visible = try Arguments.choice(word, key: "toast", [("visible", true), ("none", false)])
        guard let front = window.toastOverlays.last, let toast = front.toast else {
            try overlayCheck(!visible, "no toast is showing, expected visible", at: word)
            if let option = args.options.first {
                throw ScriptError("option '\(option.key.value)' applies to 'expect toast visible'", at: option.key)
            }
            return
        }
        try overlayCheck(visible, "a toast is showing ('\(toast.text)'), expected none", at: word)
        for option in args.options {
            let actual: String = switch option.key.value {
            case "text": toast.text
            case "position": window.geometry(of: toast).position.rawValue
            default: toast.accessibilityAnnouncement ?? "none"
            }
            try overlayCheck(actual == option.value.value,
                             "the front toast has \(option.key.value) '\(actual)', expected '\(option.value.value)'", at: option.value)
        }
    }

    private func expectToasts(_ word: Located<String>) throws(ScriptError) {
        let stack = window.toastStack
        switch word.value {
        case "expanded", "collapsed":
            let actual = stack.isExpanded ? "expanded" : "collapsed"
            try overlayCheck(actual == word.value, "the toast stack is \(actual), expected \(word.value)", at: word)
        default:
            guard word.value.allSatisfy({ $0.isASCII && $0.isNumber }), let expected = Int(word.value) else {
                throw ScriptError("invalid value '\(word.value)' for 'toasts'; expected a count, 'expanded' or 'collapsed'", at: word)
            }
            try overlayCheck(stack.count == expected, "the toast stack holds \(stack.count), expected \(expected)", at: word)
        }
    }

    private func expectToastStack(_ args: Arguments) throws(ScriptError) {
        let indexWord = args.word(0)
        let index = try Interpreter.stackIndex(indexWord)
        let stack = window.toastStack
        try overlayCheck(stack.item(at: index) != nil, "the toast stack holds \(stack.count), so it has no toast \(index)", at: indexWord)
        for option in args.options {
            let expected = try Interpreter.number(option.value, key: option.key.value)
            let actual = option.key.value == "offset" ? stack.offsetY(at: index) : stack.scale(at: index)
            try overlayCheck(abs(actual - expected) < 1e-9,
                             "toast \(index) of the stack has \(option.key.value)=\(Rect.format(actual)), expected \(option.value.value)",
                             at: option.value)
        }
    }

    // MARK: Parsing and checks

    /// Runs an overlay call, turning its error into a diagnostic at `located` and its warnings
    /// into messages.
    private mutating func overlayCall<T>(at located: Located<T>,
                                         _ body: (inout Window) throws(OverlayError) -> OverlayResult) throws(ScriptError) -> [String] {
        do throws(OverlayError) {
            return try body(&window).warnings.map(\.description)
        } catch {
            throw ScriptError(error.description, at: located)
        }
    }

    /// Fails the expectation with `message` unless `condition` holds.
    private func overlayCheck<T>(_ condition: Bool, _ message: String, at located: Located<T>) throws(ScriptError) {
        guard condition else { throw ScriptError("expectation failed: " + message, at: located, kind: .expectationFailed) }
    }

    /// A decimal number: digits with an optional fraction and an optional leading '-'
    /// (no exponents, no 'nan' or 'inf').
    static func number(_ word: Located<String>, key: String) throws(ScriptError) -> Double {
        let body = word.value.hasPrefix("-") ? word.value.dropFirst() : Substring(word.value)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = Double(word.value), value.isFinite else {
            throw ScriptError("invalid number '\(word.value)' for '\(key)'", at: word)
        }
        return value
    }

    /// A number of seconds from 0 to ``ModelClock/maximumSeconds``.
    static func seconds(_ word: Located<String>, key: String) throws(ScriptError) -> Double {
        let value = try number(word, key: key)
        guard ModelClock.milliseconds(fromSeconds: value) != nil else {
            throw ScriptError("invalid value '\(word.value)' for '\(key)'; expected seconds from 0 to "
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
