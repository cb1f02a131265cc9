import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript

/// Writes random script lines from every command of the language: mostly well formed, with
/// names that exist and names that do not, values in range and out of it, and a share of
/// deliberately broken lines.
struct ScriptGenerator {
    var rng: SplitMix64
    private var counter = 0

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    // MARK: Pieces

    mutating func pick(_ items: [String]) -> String { rng.pick(items) ?? "" }

    mutating func freshName() -> String {
        counter += 1
        return "S\(counter)"
    }

    /// A name in the window (usually), a fresh one, or an invalid one.
    mutating func name(in window: Window) -> String {
        let roll = rng.below(100)
        if roll < 70, let taken = rng.pick(window.allNames.sorted()) { return taken }
        if roll < 97 { return freshName() }
        return pick(["a!b", "\"\"", "(", "x=y", "É", "画面"])
    }

    mutating func label(in window: Window) -> String {
        let labels = window.allNames.filter { window.id(named: $0).map { window.kind(of: $0) != .screen } ?? false }.sorted()
        return rng.chance(85) ? (rng.pick(labels) ?? name(in: window)) : name(in: window)
    }

    /// A tree expression a few levels deep.
    mutating func tree(in window: Window, depth: Int = 0) -> String {
        let labelled = rng.chance(20) ? "L\(rng.below(6))=" : ""
        let roll = rng.below(100)
        if depth >= 3 || roll < 50 { return rng.chance(85) ? freshName() : name(in: window) }
        if roll < 65 { return labelled + "nav(" + tree(in: window, depth: depth + 1) + (rng.chance(25) ? ", nowrap" : "") + ")" }
        if roll < 72 { return labelled + "cnav(" + tree(in: window, depth: depth + 1) + ")" }
        if roll < 85 { return labelled + "uinav(" + tree(in: window, depth: depth + 1) + ")" }
        if roll < 92 { return swiftUITree(in: window, depth: depth) }
        let count = rng.chance(15) ? 6 : 1 + rng.below(4)
        return labelled + "tabs(" + (0..<count).map { _ in tree(in: window, depth: depth + 1) }.joined(separator: ", ") + ")"
    }

    mutating func number() -> String {
        pick([
            "0", "1", "2", "0.5", "-40", "250", "-300", "1000000", "0.001", "-0", "nan", "inf", "1e400", "99999999999999999999", "-1", "x",
        ])
    }

    mutating func bool() -> String { pick(["true", "false", "true", "false", "maybe"]) }

    mutating func colour() -> String { pick(["#FF0000", "#00ff00", "default", "none", "red", "#12345"]) }

    /// One `key=value` screen property, sometimes with a bad value or key.
    mutating func property() -> String {
        switch rng.below(19) {
        case 0: return "title=" + pick(["T", "\"Two words\"", "none", "\"\""])
        case 1: return "backTitle=" + pick(["Back", "none"])
        case 2: return "backMode=" + pick(["default", "generic", "minimal", "other"])
        case 3: return "backItem=" + pick(["Up", "none"])
        case 4: return "hidesBottomBarWhenPushed=" + bool()
        case 5: return "leftItem=" + pick(["Close", "none"])
        case 6: return "rightItems=" + pick(["\"a,b\"", "x"])
        case 7: return "hidesBackButton=" + bool()
        case 8: return "barHidden=" + bool()
        case 9: return "barTint=" + colour()
        case 10: return "prefersLargeTitles=" + bool()
        case 11: return "largeTitle=" + pick(["always", "never", "automatic", "sometimes"])
        case 12: return "disableInteractivePop=" + pick(["true", "false", "auto", "yes"])
        case 13: return "toolbarItems=" + pick(["\"Edit,Share\"", "One"])
        case 14: return "tint=" + colour()
        case 15: return "useSystemBackBarButtonItem=" + bool()
        case 16: return "useRootNavigationBarAttributes=" + bool()
        case 17: return pick(["detent=medium", "detent=large", "detent=tiny", "grabber=" + bool()])
        default:
            return pick([
                "tabTitle=Tab", "class=App.View", "viewClass=UITableView", "barClass=App.Bar", "translucent=false", "shadowHidden=true",
                "titel=typo", "standard=opaque", "scrollEdge=transparent", "compact.backgroundColor=#112233",
                "standard.shadowColor=none", "compactScrollEdge=default", "scrollEdge.titleColor=#FFFFFF", "toolbar.scrollEdge=opaque",
                "toolbar.standard.backgroundColor=#FF0000", "tabBar.standard=opaque", "tabBar.scrollEdge=glass", "standard=none",
                "itemTitle=Item", "badge=3", "badge=none", "shouldSelect=false", "shouldDismiss=false", "gestureShouldBegin=false",
                "definesPresentationContext=false", "definesPresentationContext=true",
            ])
        }
    }

    mutating func target(in window: Window) -> String {
        switch rng.below(10) {
        case 0, 1: return " from=" + name(in: window)
        case 2, 3: return " on=" + label(in: window)
        case 4: return " from=" + name(in: window) + " on=" + label(in: window)
        default: return ""
        }
    }

    mutating func onLabel(in window: Window) -> String { rng.chance(30) ? " on=" + label(in: window) : "" }

    // MARK: Lines

    /// A command line of any kind.
    mutating func line(in window: Window) -> String {
        let roll = rng.below(100)
        switch roll {
        case 0..<4: return "root " + tree(in: window)
        case 4..<16:
            let properties = (0..<rng.below(3)).map { _ in " " + property() }.joined()
            return "push " + (rng.chance(85) ? freshName() : tree(in: window)) + properties + target(in: window)
        case 16..<22: return pick(["pop", "pop-to-root"]) + target(in: window)
        case 22..<25: return "pop-to " + name(in: window) + target(in: window)
        case 25..<28: return "set-stack " + (0...rng.below(4)).map { _ in name(in: window) }.joined(separator: " ") + target(in: window)
        case 28..<30: return "remove " + name(in: window)
        case 30..<34:
            return "select " + pick(["0", "1", "2", "5", "-1", "more", name(in: window)]) + (rng.chance(30) ? " by=tap" : "")
                + onLabel(in: window)
        case 34..<36:
            return "set-tabs " + (0...rng.below(3)).map { _ in rng.chance(50) ? name(in: window) : tree(in: window) }.joined(separator: " ")
                + onLabel(in: window)
        case 36..<40:
            let style =
                rng.chance(50)
                ? " style="
                    + pick(["fullScreen", "pageSheet", "formSheet", "overFullScreen", "popover", "currentContext", "overCurrentContext"])
                : ""
            let sheet = rng.chance(25) ? " detent=" + pick(["medium", "large", "half"]) + (rng.chance(50) ? " grabber=true" : "") : ""
            return "present " + tree(in: window) + style + sheet + (rng.chance(30) ? " from=" + name(in: window) : "")
        case 40..<43: return "dismiss" + (rng.chance(30) ? " from=" + name(in: window) : "")
        case 43..<45: return "toolbar " + pick(["show", "hide"]) + target(in: window)
        case 45..<47:
            return rng.chance(50)
                ? "tabbar " + pick(["show", "hide"]) + onLabel(in: window)
                : "scroll " + name(in: window) + " " + pick(["top", "middle", "bottom", "fits", "sideways"])
        case 47..<51: return "set " + name(in: window) + (0...rng.below(3)).map { _ in " " + property() }.joined()
        case 51..<53: return "print " + pick(OutputFormat.allCases.map(\.rawValue) + ["pdf", "events"])
        case 53..<55:
            return "device " + pick(Device.all.map(\.id) + ["nokia"])
                + (rng.chance(40) ? " " + pick(["portrait", "landscape", "upside"]) : "")
        case 55..<56:
            switch rng.below(4) {
            case 0: return "design " + pick(["legacy", "glass", "glass", "flat"])
            case 1: return "library " + pick(["koinu", "rt", "sb"])
            case 2:
                return rng.chance(70)
                    ? "accessory set " + pick([freshName(), name(in: window)]) + onLabel(in: window)
                    : "accessory " + pick(["remove", "drop"]) + onLabel(in: window)
            default:
                return "set " + label(in: window) + " tabBarMinimizeBehavior="
                    + pick(["automatic", "never", "onScrollDown", "onScrollUp", "sometimes"])
            }
        case 56..<66: return popupLine(in: window)
        case 66..<70: return overlayLine()
        case 70..<72: return swiftUILine(in: window)
        case 72..<76: return lifecycleLine(in: window)
        case 76..<89: return expectation(in: window)
        case 89..<90:
            // The files a random script can load (RandomScripts.files).
            return "load hierarchy " + pick(["now.txt", "now.txt", "bad.txt", "missing.txt"])
                + (rng.chance(20) ? " map=" + pick(["App.Shell:nav", "X:tabs", "Y:bogus"]) : "")
        case 90..<95: return outcomeExpectation(in: window)
        default: return brokenLine(in: window)
        }
    }

    /// `expect error` or `expect warning` around any line, half of them with `message=`: a
    /// fragment of common messages (which may or may not be the one given) or one no
    /// message holds.
    mutating func outcomeExpectation(in window: Window) -> String {
        let message =
            rng.chance(50)
            ? "message=" + pick(["nomatch", "other", "not", "\"is not\"", "already", "detent", "waits", "\"no \"", "\"\"", "zzz"]) + " "
            : ""
        return pick(["expect error ", "expect warning "]) + message + (rng.chance(40) ? warningLine(in: window) : line(in: window))
    }

    /// A command that often warns: some warn and change nothing (a pop with nothing to pop),
    /// others warn and change the window (a sheet detent on a push, a deferred popup, a
    /// copied bar).
    mutating func warningLine(in window: Window) -> String {
        switch rng.below(6) {
        case 0: return "push " + freshName() + " " + pick(["detent=medium", "grabber=true", "detent=large"]) + target(in: window)
        case 1: return "popup present " + name(in: window) + onLabel(in: window)
        case 2: return "set " + label(in: window) + " useRootNavigationBarAttributes=true"
        case 3: return pick(["pop", "pop-to-root", "dismiss"]) + target(in: window)
        case 4: return "present " + freshName() + " style=pageSheet" + (rng.chance(50) ? " detent=medium" : "")
        default: return "remove " + name(in: window)
        }
    }

    /// The interactive transitions, the user's tab tap and the unanimated calls.
    mutating func lifecycleLine(in window: Window) -> String {
        switch rng.below(6) {
        case 0, 1:
            return "swipe-back " + pick(["begin", "begin", "cancel", "finish", "start"]) + (rng.chance(20) ? target(in: window) : "")
        case 2: return "swipe-down " + pick(["begin", "cancel", "finish"])
        case 3:
            return "select " + pick(["0", "1", name(in: window)]) + " by=" + pick(["tap", "tap", "code", "mouse"]) + onLabel(in: window)
        case 4:
            return pick(["push " + freshName(), "pop", "pop-to-root", "dismiss", "present " + freshName()]) + " animated="
                + pick(["false", "true", "maybe"])
        default:
            return "set " + name(in: window) + " "
                + pick([
                    "delegate=true", "modalInPresentation=true", "delegate=false", "detent=medium", "detent=large", "grabber=true",
                    "grabber=false", "detent=tiny",
                ])
        }
    }

    mutating func popupLine(in window: Window) -> String {
        let on = rng.chance(30) ? " on=" + label(in: window) : ""
        switch rng.below(9) {
        case 0, 1:
            let options = (0..<rng.below(3)).map { _ in
                " "
                    + pick([
                        "title=Song", "subtitle=Artist", "progress=" + number(), "image=art",
                        "leading=\"a,b\"", "trailing=c", "label=L", "hint=H",
                    ])
            }.joined()
            return "popup present " + name(in: window) + options + (rng.chance(30) ? " open" : "") + on
        case 2: return "popup " + pick(["open", "close", "dismiss"]) + on
        case 3: return "popup set " + pick(["title=Next", "progress=" + number(), "subtitle=none"]) + on
        case 4:
            return "popup style "
                + pick([
                    "bar=" + pick(["default", "compact", "prominent", "floating", "floatingCompact", "custom", "huge"]),
                    "height=" + number(), "progress=" + pick(["default", "none", "top", "bottom"]),
                    "close=" + pick(["default", "chevron", "round", "grabber", "none"]),
                    "interaction=" + pick(["default", "snap", "drag", "none"]), "snap=" + number(),
                    "inherits=" + bool(),
                ]) + on
        case 5:
            return "popup dock on=" + label(in: window)
                + pick([
                    " view=custom height=" + number() + (rng.chance(30) ? " margin=" + number() : ""),
                    " view=default", " view=custom hidden=" + bool() + " height=50", "",
                ])
        case 6, 7: return "popup drag dy=" + number() + (rng.chance(50) ? " vy=" + number() : "") + on
        default: return "popup " + pick(["", "jump", "present"])
        }
    }

    /// A SwiftUI tree expression: a hosting controller, a NavigationStack, a TabView.
    mutating func swiftUITree(in window: Window, depth: Int) -> String {
        let view = pick(["Home", "Catalog", "App.Root", "Detail", "9Bad"])
        switch rng.below(5) {
        case 0: return "hosting(" + view + ")"
        case 1:
            return "hosting(" + view + ", "
                + (rng.chance(70) ? "P\(rng.below(3))=stack(" + freshName() + ")" : tree(in: window, depth: depth + 1)) + ")"
        case 2: return "P\(rng.below(3))=stack(" + freshName() + (rng.chance(40) ? ", " + pick(["Product", "Int", "String"]) : "") + ")"
        case 3:
            return "tabview("
                + (0...rng.below(3)).map { _ in "tab(" + pick(["a", "b", "c"]) + ", " + freshName() + ")" }.joined(separator: ", ") + ")"
        default: return "stack(" + view + ")"
        }
    }

    /// A SwiftUI declaration, a path or binding change, or a SwiftUI expectation.
    mutating func swiftUILine(in window: Window) -> String {
        let value = pick(["1", "7", "\"text\"", "Product:a", "Product:b", "Widget:x", "Int:2", "1.5", ":"])
        let binding = pick(["shown", "item", "P0", "P1", "tabs", "nope"])
        let inView = rng.chance(60) ? " in=" + pick(["Home", "Catalog", "Detail", name(in: window)]) : ""
        switch rng.below(10) {
        case 0:
            return "destination " + pick(["Detail", "hosting(Detail, stack(Inner))", freshName()]) + " "
                + pick(["for=Product", "for=Int", "for=String", "isPresented=shown", "item=item", "for=9x"]) + inView
        case 1:
            return pick(["sheet ", "fullScreenCover "]) + pick(["Detail", "stack(Sheet)", freshName()]) + " "
                + pick(["isPresented=shown", "item=item", "isPresented=a b"]) + inView
                + (rng.chance(30) ? " detents=" + pick(["medium", "large", "\"medium,large\"", "tiny"]) : "")
        case 2:
            return "view " + pick(["Home", "Catalog", "Detail"]) + " "
                + pick([
                    "title=T", "tabBar=hidden", "tabBar=visible", "navigationBar=hidden", "toolbarBackground=#FF0000",
                    "toolbarBackground=visible", "titleDisplayMode=inline", "colour=red",
                ])
        case 3: return "link " + value + (rng.chance(30) ? " from=" + name(in: window) : "")
        case 4: return "path append " + pick(["P0", "P1", "P2", name(in: window)]) + " " + value
        case 5: return "path removeLast " + pick(["P0", "P1", "P2"]) + " " + pick(["0", "1", "2", "5", "-1", "x"])
        case 6: return "path set " + pick(["P0", "P1", "P2"]) + (0..<rng.below(3)).map { _ in " " + value }.joined()
        case 7: return "binding " + binding + " " + pick(["true", "false", "nil", "a", "b", value])
        case 8: return "expect " + pick(["path P0", "path P1 1", "binding " + binding + " true", "animation push", "animation none"])
        default: return "root " + swiftUITree(in: window, depth: 0)
        }
    }

    mutating func overlayLine() -> String {
        switch rng.below(10) {
        case 0, 1, 2:
            var line = "toast " + pick(["Saved", "\"Two words\"", "\"\"", "\"日本語のテキスト\""])
            if rng.chance(40) { line += " icon=" + pick(["success", "fail", "image:star", "sparkle"]) }
            if rng.chance(40) { line += " position=" + pick(["center", "top", "bottom", "island", "left"]) }
            if rng.chance(30) { line += " duration=" + number() }
            if rng.chance(20) { line += " queue=" + bool() }
            return line
        case 3: return "loading " + pick(["show", "show Loading", "hide", "show position=island", "spin"])
        case 4, 5: return "toasts add " + pick(["Hi", "\"A longer message\"", "x"])
        case 6: return "toasts " + pick(["tap", "tap-backdrop", "clear"])
        case 7: return "toasts swipe " + pick(["0", "1", "3", "-1"]) + " dx=" + number() + (rng.chance(50) ? " vx=" + number() : "")
        default: return "wait " + number()
        }
    }

    mutating func expectation(in window: Window) -> String {
        let name = name(in: window)
        switch rng.below(22) {
        case 0: return "expect top " + name
        case 1: return "expect stack " + (0...rng.below(3)).map { _ in self.name(in: window) }.joined(separator: " ") + target(in: window)
        case 2: return "expect selected " + pick(["0", "1", "more", name]) + onLabel(in: window)
        case 3:
            return rng.chance(70)
                ? "expect tabbar " + pick(["visible", "hidden", "minimized", "expanded"])
                : "expect accessory " + pick(["none", "regular", "inline", "floating"]) + onLabel(in: window)
        case 4: return "expect toolbar " + pick(["visible", "hidden"]) + target(in: window)
        case 5: return "expect navbar \(name) " + pick(["visible", "hidden"])
        case 6: return "expect bar \(name) " + pick(["barTint=#FF0000", "hidden=false", "largeTitle=never", "translucent=true", "bogus=1"])
        case 7: return "expect back \(name) " + pick(["Back", "none", "chevron"])
        case 8: return "expect pop \(name) " + pick(["enabled", "disabled"])
        // Every kind word (ControllerKind's cases, so a new kind is drawn too), the window and a bad word.
        case 9:
            return rng.chance(60)
                ? "expect parent \(name) " + pick(["Window", name] + ControllerKind.allCases.map(\.rawValue))
                : pick([
                    "expect presented \(name)", "expect presented \(name) style=" + pick(["pageSheet", "popover", "currentContext"]),
                    "expect presented \(name) by=" + self.name(in: window), "expect title \(name) " + pick(["T", "none"]),
                    "expect badge \(name) " + pick(["3", "none"]),
                ])
        case 10: return "expect count " + pick(ControllerKind.allCases.map(\.rawValue) + ["Gadget"]) + " " + pick(["0", "1", "3"])
        case 11:
            return "expect popup " + pick(["hidden", "presented", "open", "dock tabbar", "dock safearea", "dock custom"])
                + onLabel(in: window)
        case 12:
            return "expect frame "
                + pick([
                    "statusbar", "tabbar", "popupbar", "navbar:\(name)", "toast", "sheet:\(name)", "tabplatter", "tab:1", "tab:9",
                    "accessory",
                ])
                + " 0 0 "
                + number() + " 54"
        case 13: return "expect safearea \(name) " + number() + " " + number()
        case 14: return "expect toast " + pick(["visible", "none", "visible text=Saved", "visible position=island"])
        case 15: return "expect toasts " + pick(["0", "1", "expanded", "collapsed"])
        case 16: return "expect toast-stack " + pick(["0", "1"]) + " " + pick(["offset=0", "scale=1", "offset=-15 scale=0.9"])
        case 17: return "expect loading " + pick(["visible", "none"])
        case 18: return "expect state \(name) " + pick(["appeared", "disappeared", "not-loaded", "appearing", "gone"])
        case 19:
            return "expect " + pick(["events", "no-events"]) + " " + name + "."
                + pick(["viewWillAppear", "viewDidAppear(true)", "didMove(nil)", "willShow", "bogus"])
        case 20:
            return "expect snapshot "
                + pick(["home", "s\(rng.below(3))", "a/b", "..", "x format=json", "y format=svg", "z format=bogus", "\"\""])
        case 21:
            return "expect appearance \(name) " + pick(["navbar", "tabbar", "toolbar", "popupbar", "sidebar"]) + " "
                + pick([
                    "source=standard+transparent", "source=legacy", "background=transparent", "source=item.standard background=opaque",
                    "shadow=none", "backgroundColor=#112233", "source=dock.standard", "source=bogus",
                ])
        default: return "expect " + pick(["", "topp", "error", "warning \"x\""])
        }
    }

    /// Lines that must be rejected: unknown words, stray punctuation, unterminated strings,
    /// bad escapes, over-deep trees.
    mutating func brokenLine(in window: Window) -> String {
        switch rng.below(8) {
        case 0: return pick(["jump", "pus", "popp", "Root"]) + " " + name(in: window)
        case 1: return "push " + name(in: window) + " )"
        case 2: return "toast \"unterminated"
        case 3: return "set \(name(in: window)) title=\"bad \\q escape\""
        case 4: return "root " + String(repeating: "tabs(", count: 65) + "A" + String(repeating: ")", count: 65)
        case 5: return "= push"
        case 6: return "push nav(" + freshName()
        default: return "root L=" + freshName()
        }
    }
}

/// One failing step of a random script, with what is needed to replay it.
struct ScriptFailure: CustomStringConvertible {
    let seed: UInt64
    let step: Int
    let line: String
    let problem: String
    let script: [String]

    var description: String {
        "seed 0x\(String(seed, radix: 16)) step \(step): \(line)\n  \(problem)\n  script:\n    " + script.joined(separator: "\n    ")
    }
}

enum RandomScripts {
    static let baseSeed: UInt64 = 0x5343_5249_5054_5321  // "SCRIPTS!"
    static let batches = 8
    static let sequencesPerBatch = 250
    static let steps = 30

    static func seed(_ index: Int) -> UInt64 { baseSeed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }

    /// Runs one random script line by line; returns the first broken rule.
    /// The text `load hierarchy now.txt` reads.
    final class CurrentDump: @unchecked Sendable {
        var text = ""
    }

    /// An interpreter that goes on after errors, reads the files a random script loads and
    /// keeps its snapshots in memory; and the text it reads as `now.txt`, to be set to the
    /// window as `-f uikit` prints it before a `load` line.
    static func makeInterpreter(recording: Bool) -> (Interpreter, CurrentDump) {
        var interpreter = Interpreter(options: .init(keepGoing: true, recordsEvents: recording))
        if recording { interpreter.window.recordsLifecycleEvents = true }
        // `now.txt` is the window as `-f uikit` prints it before the line; `bad.txt` is not a dump.
        let current = RandomScripts.CurrentDump()
        interpreter.readFile = { path in
            switch path {
            case "now.txt": .success(Array(current.text.utf8))
            case "bad.txt": .success(Array("<Half, state: appeared".utf8))
            default: .failure(FileReadError("No such file or directory"))
            }
        }
        // Snapshots in memory: a first check records, a later one compares with a diff.
        interpreter.snapshots = MemorySnapshotStore()
        return (interpreter, current)
    }

    static func run(seed: UInt64, steps: Int = RandomScripts.steps) -> ScriptFailure? {
        var generator = ScriptGenerator(seed: seed)
        // Half the scripts record lifecycle events, and check them after every line.
        let recording = seed % 2 == 0
        let made = makeInterpreter(recording: recording)
        var interpreter = made.0
        let current = made.1
        if generator.rng.chance(20) { interpreter.window.setDevice(generator.rng.pick(Device.all) ?? .iPhone15Pro) }
        var script: [String] = []
        let formats = OutputFormat.allCases
        for step in 0..<steps {
            let line = generator.line(in: interpreter.window)
            script.append(line)
            func failure(_ problem: String) -> ScriptFailure {
                ScriptFailure(seed: seed, step: step, line: line, problem: problem, script: script)
            }
            let before = interpreter.window
            if line.hasPrefix("load") { current.text = UIKitHierarchyRenderer.render(before) }
            let errorsBefore = interpreter.statistics.errors
            let eventCommandsBefore = interpreter.eventCommands
            interpreter.run(ScriptSource(name: "random.nav", text: line, firstLine: step + 1))
            let violations = interpreter.window.invariantViolations()
            if !violations.isEmpty { return failure("invariants broken:\n    " + violations.joined(separator: "\n    ")) }
            // Replaying the line's events from the window before it gives the window after it
            // (a line that ran no command with events keeps the last command's).
            if recording, interpreter.eventCommands > eventCommandsBefore {
                let replay = interpreter.window.lifecycleReplayViolations(of: interpreter.lastEvents.map(\.event), from: before)
                if !replay.isEmpty {
                    let events = interpreter.lastEvents.map(\.description).joined(separator: " ")
                    return failure("the events do not replay:\n    " + replay.joined(separator: "\n    ") + "\n    events: " + events)
                }
            }
            if interpreter.statistics.errors > errorsBefore, interpreter.window != before {
                return failure("the line was rejected but changed the window")
            }
            // One format after every step (in turn), all of them at the end.
            _ = formats[step % formats.count].render(interpreter.window)
        }
        for format in formats where format.render(interpreter.window).isEmpty && format != .frames {
            return ScriptFailure(seed: seed, step: steps, line: "render \(format.rawValue)", problem: "printed nothing", script: script)
        }
        return nil
    }
}

@Suite("Random scripts over every command keep the model sound")
struct ScriptRandomizedTests {
    @Test("the same seed writes the same script")
    func deterministic() {
        var a = ScriptGenerator(seed: 11)
        var b = ScriptGenerator(seed: 11)
        let window = Window()
        #expect((0..<50).map { _ in a.line(in: window) } == (0..<50).map { _ in b.line(in: window) })
    }

    @Test(
        "2,000 random scripts × 30 lines: invariants hold after every line, a rejected line leaves the whole window ==, every format prints",
        arguments: 0..<RandomScripts.batches)
    func randomScripts(batch: Int) {
        var failures: [ScriptFailure] = []
        for offset in 0..<RandomScripts.sequencesPerBatch {
            let index = batch * RandomScripts.sequencesPerBatch + offset
            if let failure = RandomScripts.run(seed: RandomScripts.seed(index)) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        for failure in failures { Issue.record("\(failure)") }
    }

    @Test("the random scripts reach every command and get both accepted and rejected")
    func coverage() {
        var generator = ScriptGenerator(seed: RandomScripts.seed(0))
        var interpreter = Interpreter(options: .init(keepGoing: true))
        var commands = Set<String>()
        for _ in 0..<3_000 {
            let line = generator.line(in: interpreter.window)
            if let word = line.split(separator: " ").first { commands.insert(String(word)) }
            interpreter.run(ScriptSource(name: "random.nav", text: line))
        }
        #expect(Set(CommandTable.commands.map(\.name)).subtracting(commands) == [])
        #expect(interpreter.statistics.errors > 300)
        #expect(interpreter.statistics.commands - interpreter.statistics.errors > 300)
        #expect(interpreter.statistics.expectationsPassed > 50)
    }
}
