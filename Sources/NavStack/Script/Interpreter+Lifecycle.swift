#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The lifecycle commands: `swipe-back`, `swipe-down`, and the expectations on the events of
/// the last command (`expect events`, `expect no-events`); `print events` and `--events`
/// print them.
extension Interpreter {
    /// `swipe-back begin|cancel|finish [from=SCREEN|on=LABEL]`.
    mutating func swipeBack(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let step = try Arguments.choice(args.word(0), key: "swipe-back", [("begin", 0), ("cancel", 1), ("finish", 2)])
        if step == 0 {
            let nav = try navigationTarget(args)
            return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in try window.beginSwipeBack(on: nav) }
        }
        if let option = args.options.first {
            throw ScriptError("'\(option.key.value)=' applies to 'swipe-back begin' only", at: option.key)
        }
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            step == 1 ? try window.cancelSwipeBack() : try window.finishSwipeBack()
        }
    }

    /// `swipe-down begin|cancel|finish`.
    mutating func swipeDown(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let step = try Arguments.choice(args.word(0), key: "swipe-down", [("begin", 0), ("cancel", 1), ("finish", 2)])
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            switch step {
            case 0: try window.beginSwipeDown()
            case 1: try window.cancelSwipeDown()
            default: try window.finishSwipeDown()
            }
        }
    }

    /// `expect events TOKEN...`: the last command's events whose controller and callback both
    /// occur among the tokens are, in order, the tokens (an argument compared where given).
    mutating func expectEvents(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        guard !args.words.isEmpty else { throw args.missing("event tokens (NAME.callback or NAME.callback(ARG))") }
        var tokens: [EventToken] = []
        for word in args.words { tokens.append(try EventToken(word)) }
        let names = Set(tokens.map(\.name))
        let callbacks = Set(tokens.map(\.callback))
        let relevant = lastEvents.filter { names.contains($0.name) && callbacks.contains($0.callback) }
        let matches = relevant.count == tokens.count && zip(relevant, tokens).allSatisfy { $1.matches($0) }
        guard matches else {
            // With flags asked for, the events show theirs.
            let withFlags = tokens.contains { $0.flags != nil }
            let found =
                relevant.isEmpty
                ? "none"
                : relevant.map { $0.description + (withFlags ? "[" + Interpreter.describe($0.flags) + "]" : "") }
                    .joined(separator: " ")
            var error = ScriptError(
                "expectation failed: events were \(found), expected \(tokens.map(\.text).joined(separator: " "))",
                from: args.word(0).column, throughEndOfLine: .expectationFailed)
            error.notes = [Interpreter.allEventsNote(lastEvents)]
            throw error
        }
        return passed()
    }

    /// `isMovingToParent,isBeingPresented`, or `none`.
    static func describe(_ flags: TransitionFlags) -> String {
        let names = TransitionFlags.named.filter { flags.contains($0.flag) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    /// `expect no-events NAME|NAME.callback ...`: the last command gave that controller no
    /// event, or not that callback.
    mutating func expectNoEvents(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        guard !args.words.isEmpty else { throw args.missing("a name or an event token") }
        for word in args.words {
            if word.value.contains(".") {
                let token = try EventToken(word)
                if let event = lastEvents.first(where: { token.matches($0) }) {
                    throw ScriptError(
                        "expectation failed: the last command gave \(event)", at: word, kind: .expectationFailed,
                        notes: [Interpreter.allEventsNote(lastEvents)])
                }
            } else if let event = lastEvents.first(where: { $0.name == word.value }) {
                throw ScriptError(
                    "expectation failed: the last command gave \(word.value) events (\(event), …)", at: word,
                    kind: .expectationFailed, notes: [Interpreter.allEventsNote(lastEvents)])
            }
        }
        return passed()
    }

    /// The note listing every event of the last command.
    private static func allEventsNote(_ events: [NamedLifecycleEvent]) -> String {
        "the last command's events: " + (events.isEmpty ? "none" : events.map(\.description).joined(separator: " "))
    }

    /// The events as `--events` and `print events` print them: one per line, its phase and
    /// its token, indented under the command.
    package static func eventLines(_ events: [NamedLifecycleEvent]) -> String {
        var text = ""
        for event in events {
            text +=
                "  " + event.phase.rawValue + " " + event.description + (event.callback.isModelledOrder ? "  (modelled order)" : "") + "\n"
        }
        return text
    }
}

/// A token of `expect events`: `NAME.callback` or `NAME.callback(ARG)`, optionally followed
/// by the flags UIKit set during the callback, `[isMovingToParent]`, `[isBeingPresented,…]` or
/// `[none]` (``TransitionFlags``).
struct EventToken {
    let name: String
    let callback: LifecycleCallback
    let argument: String?
    let flags: TransitionFlags?
    let text: String

    init(_ word: Located<String>) throws(ScriptError) {
        text = word.value
        var body = Substring(word.value)
        var flags: TransitionFlags?
        if body.hasSuffix("]"), let open = body.firstIndex(of: "[") {
            let list = body[body.index(after: open)..<body.index(before: body.endIndex)]
            flags = try EventToken.flags(list, in: word)
            body = body[..<open]
        }
        self.flags = flags
        var argument: String?
        if body.hasSuffix(")"), let open = body.firstIndex(of: "(") {
            argument = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
            body = body[..<open]
        }
        guard let dot = body.firstIndex(of: "."), dot != body.startIndex else {
            throw ScriptError("expected an event token NAME.callback or NAME.callback(ARG), found '\(word.value)'", at: word)
        }
        let callbackText = String(body[body.index(after: dot)...])
        guard let callback = LifecycleCallback(rawValue: callbackText) else {
            let suggestion = Spelling.closest(to: callbackText, in: LifecycleCallback.allCases.map(\.rawValue))
            throw ScriptError(
                "unknown callback '\(callbackText)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: word,
                notes: ["callbacks: " + LifecycleCallback.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        name = String(body[..<dot])
        self.callback = callback
        self.argument = argument
    }

    func matches(_ event: NamedLifecycleEvent) -> Bool {
        event.name == name && event.callback == callback && (argument.map { $0 == event.argument } ?? true)
            && (flags.map { $0 == event.flags } ?? true)
    }

    /// `isMovingToParent,isBeingPresented` or `none`.
    private static func flags(_ list: Substring, in word: Located<String>) throws(ScriptError) -> TransitionFlags {
        guard list != "none" else { return [] }
        var flags: TransitionFlags = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let flag = TransitionFlags.named.first(where: { $0.name == part })?.flag else {
                throw ScriptError(
                    "unknown flag '\(part)' in '\(word.value)'; expected "
                        + TransitionFlags.named.map { "'\($0.name)'" }.joined(separator: ", ") + " or 'none', joined with ','",
                    at: word)
            }
            flags.insert(flag)
        }
        return flags
    }
}
