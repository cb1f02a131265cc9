#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Bar appearance keys (`standard=opaque`, `scrollEdge.backgroundColor=#…`,
/// `tabBar.standard=…`, `toolbar.scrollEdge=…`), `scroll NAME …` and `expect appearance`.
extension Interpreter {
    /// Which object's slots an appearance key writes.
    enum AppearanceTarget: String {
        /// On a screen its navigation item's; on a navigation controller its bar's.
        case bar = ""
        /// `tabBar.…`: a tab bar controller's tab bar.
        case tabBar
        /// `toolbar.…`: on a screen, the toolbar that shows it; on a navigation controller, its own.
        case toolbar
    }

    /// One appearance key with its value.
    struct AppearanceChange {
        enum Operation {
            /// `SLOT=default|opaque|transparent` (`configureWith…`), or `none` to unset the slot.
            case configure(BarAppearance.Background?)
            case backgroundColor(Color?)
            /// `nil`: `shadowColor=none`, no hairline.
            case shadowColor(Color?)
            case titleColor(Color?)
        }

        var target: AppearanceTarget
        var slot: BarAppearanceSlots.Slot
        var operation: Operation

        /// Configure calls reset the background and shadow, so within one command they apply
        /// before the colour keys of the same slot.
        var isConfigure: Bool {
            if case .configure = operation { return true }
            return false
        }

        /// Applies the change to `slots`.
        func apply(to slots: inout BarAppearanceSlots) {
            switch operation {
            case let .configure(background):
                slots[slot] = background.map { slots[slot]?.configured($0) ?? BarAppearance($0) }
            case let .backgroundColor(color):
                slots[slot, default: BarAppearance()].backgroundColor = color
            case let .shadowColor(color):
                var object = slots[slot] ?? BarAppearance()
                object.shadowColor = color
                object.showsShadow = color != nil
                slots[slot] = object
            case let .titleColor(color):
                slots[slot, default: BarAppearance()].titleColor = color
            }
        }
    }

    /// The slots each target has: a tab bar has no compact slots (Apple doc `UITabBarAppearance`).
    static func slots(of target: AppearanceTarget) -> [BarAppearanceSlots.Slot] {
        target == .tabBar ? [.standard, .scrollEdge] : BarAppearanceSlots.Slot.allCases
    }

    /// Whether `change` applies to a controller of `kind`.
    static func appearanceApplies(_ change: AppearanceChange, to kind: ControllerKind) -> Bool {
        switch change.target {
        case .bar, .toolbar: kind == .screen || kind.isNavigationController
        case .tabBar: kind == .tabBarController
        }
    }

    /// Applies `change` to the controller `target` of `kind`.
    static func apply(_ change: AppearanceChange, to target: ControllerID, kind: ControllerKind, in window: inout Window)
        throws(NavigationError)
    {
        switch (change.target, kind == .screen) {
        case (.bar, true): try window.updateScreen(target) { change.apply(to: &$0.navigationItem.appearances) }
        case (.bar, false): try window.updateNavigationBar(of: target) { change.apply(to: &$0.appearances) }
        case (.toolbar, true): try window.updateScreen(target) { change.apply(to: &$0.toolbarAppearances) }
        case (.toolbar, false): try window.updateToolbarAppearances(of: target) { change.apply(to: &$0) }
        case (.tabBar, _): try window.updateTabBarAppearances(of: target) { change.apply(to: &$0) }
        }
    }

    /// `scroll NAME top|middle|bottom|fits`.
    mutating func scroll(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(2, 2)
        let target = try lookUp(args.word(0))
        let position = try Arguments.choice(args.word(1), key: "scroll", ScrollPosition.allCases.map { ($0.rawValue, $0) })
        return try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
            try window.setScrollPosition(position, of: target)
            return OperationResult()
        }
    }

    /// `expect appearance NAME navbar|tabbar|toolbar|popupbar [source=…] [background=…]
    /// [backgroundColor=#RRGGBB|none] [shadow=visible|none] [titleColor=#RRGGBB|none]`.
    func expectAppearance(_ args: Arguments) throws(ScriptError) {
        try args.expectWords(2, 2)
        let name = args.word(0)
        let target = try lookUp(name)
        let bar = try Arguments.choice(args.word(1), key: "bar", AppearanceBar.allCases.map { ($0.rawValue, $0) })
        var checks: [FieldCheck<ResolvedAppearance>] = []
        try CommandTable.expectedAppearanceFields.apply(args, to: &checks)
        guard let resolved = window.appearance(of: bar, for: target) else {
            throw ScriptError(
                "expectation failed: \(window.describe(target)) has no \(bar.rawValue) showing", at: name, kind: .expectationFailed)
        }
        let mismatches = checks.filter { $0.actual(resolved) != $0.expected }
        guard mismatches.isEmpty else {
            let got = mismatches.map { "\($0.option.key.value)=\($0.actual(resolved))" }.joined(separator: " ")
            let wanted = mismatches.map { "\($0.option.key.value)=\($0.expected)" }.joined(separator: " ")
            throw ScriptError(
                "expectation failed: \(bar.rawValue) of \(window.describe(target)) has \(got), expected \(wanted)", at: name,
                kind: .expectationFailed)
        }
    }
}

extension BarAppearanceSlots {
    /// The object in `slot`, or `defaultValue` (written on mutation) when unset.
    subscript(slot: Slot, default defaultValue: @autoclosure () -> BarAppearance) -> BarAppearance {
        get { self[slot] ?? defaultValue() }
        set { self[slot] = newValue }
    }
}
