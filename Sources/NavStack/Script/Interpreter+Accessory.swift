#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `accessory set|remove`, `expect accessory` and `expect tabbar` (``CommandTable/bars`` and
/// ``CommandTable/expectations`` declare them): iOS 26's bottom accessory and minimizing.
extension Interpreter {
    /// `accessory set NAME [on=LABEL]`.
    mutating func accessorySet(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let tabBar = try accessoryTarget(args)
        let accessory = TabAccessory(contentName: args.word(0).value)
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            try window.setBottomAccessory(accessory, of: tabBar)
        }
    }

    /// `accessory remove [on=LABEL]`.
    mutating func accessoryRemove(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(0, 0)
        let tabBar = try accessoryTarget(args)
        return try call(at: args.name) { (window: inout Window) throws(NavigationError) in
            try window.setBottomAccessory(nil, of: tabBar)
        }
    }

    /// The tab bar controller an accessory command is about: `on=LABEL`, which must name one,
    /// else the one holding the top screen.
    func accessoryTarget(_ args: Arguments) throws(ScriptError) -> ControllerID {
        if let on = args.option("on") {
            let id = try lookUp(on)
            guard window.kind(of: id) == .tabBarController else {
                throw ScriptError(NavigationError.notATabBarController(window.reference(id)).description, at: on, kind: .rejected)
            }
            return id
        }
        let top = try topScreen(at: args.name)
        guard let tabBar = window.tabBarController(of: top) else {
            throw ScriptError(
                NavigationError.noTabBarController(window.reference(top)).description
                    + "; a bottom accessory belongs to a tab bar controller (use on=LABEL)", at: args.name, kind: .rejected)
        }
        return tabBar
    }

    /// `expect accessory none|regular|inline [on=LABEL]`.
    mutating func expectAccessory(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let expected = try Arguments.choice(
            args.word(0), key: "accessory", TabAccessoryEnvironment.allCases.map { ($0.rawValue, $0) })
        let tabBar = try accessoryTarget(args)
        guard let actual = window.tabAccessoryEnvironment(of: tabBar) else {
            throw Interpreter.notKnown(Window.minimizationUnknown, at: args.word(0))
        }
        try check(
            actual == expected, "the accessory's environment is \(actual.rawValue), expected \(expected.rawValue)", at: args.word(0))
        return passed()
    }

    /// `expect tabbar visible|hidden|minimized|expanded`: minimized and expanded imply visible.
    mutating func expectTabBar(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        let word = args.word(0)
        let expected = try Arguments.choice(
            word, key: "tabbar", [("visible", "visible"), ("hidden", "hidden"), ("minimized", "minimized"), ("expanded", "expanded")])
        let visible = window.isTabBarVisible
        guard visible, expected == "minimized" || expected == "expanded", let tabBar = window.visibleTabBarController else {
            let matches = expected == "hidden" ? !visible : visible
            try check(matches, "tab bar is \(visible ? "visible" : "hidden"), expected \(expected)", at: word)
            return passed()
        }
        let actual: String
        switch window.tabBarMinimization(of: tabBar) {
        case .expanded: actual = "expanded"
        case .minimized: actual = "minimized"
        case .unknown: throw Interpreter.notKnown(Window.minimizationUnknown, at: word)
        }
        try check(actual == expected, "tab bar is \(actual), expected \(expected)", at: word)
        return passed()
    }

    /// A failed expectation about something iOS 26 does that is not known (`what`): the model
    /// has no value to compare.
    static func notKnown<T>(_ what: String, at located: Located<T>) -> ScriptError {
        ScriptError(
            "expectation failed: " + NavigationWarning.notKnownForIOS26(what).description, at: located, kind: .expectationFailed)
    }
}
