#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// `set NAME key=value ...` and the screen properties `push` accepts.
extension Interpreter {
    /// A parsed property assignment. Changes carry their values, not closures that set
    /// them: a closure capturing a value is an allocation, made for every `push … title=…`.
    enum PropertyChange {
        /// Navigation item, flags and toolbar items: screens only.
        case screen(ScreenField)
        /// `title` and `tabTitle`: any controller.
        case titles(ScreenField)
        /// `class` and `viewClass`: screens and UIKit's own containers (an app's subclass).
        case classNames(ScreenField)
        /// What a navigation controller's own delegates answer (`gestureShouldBegin`).
        case navigationDelegate(ScreenField)
        /// An attribute of the bar that shows the screen (or of the navigation controller's bar).
        case bar(BarField)
        case barHidden(Bool)
        case barClass(String?)
        case useSystemBackBarButtonItem(Bool)
        case useRootNavigationBarAttributes(Bool)
        /// A property of the sheet presentation controller: any controller takes it, and only
        /// a presented page or form sheet shows it (the window warns otherwise).
        case sheet(SheetField)
        /// A bar appearance slot (``AppearanceChange``).
        indirect case appearance(AppearanceChange)
        /// iOS 26 `tabBarMinimizeBehavior`: tab bar controllers only.
        case tabBarMinimizeBehavior(TabBarMinimizeBehavior)

        /// Configure calls go first within one command (``AppearanceChange/isConfigure``).
        var isAppearanceConfigure: Bool {
            if case let .appearance(change) = self { return change.isConfigure }
            return false
        }
    }

    /// One property of a controller's sheet presentation controller with its new value.
    enum SheetField {
        case detent(SheetDetent)
        case grabber(Bool)

        /// Sets the property on `controller`'s sheet.
        func apply(to controller: ControllerID, in window: inout Window) throws(NavigationError) -> OperationResult {
            switch self {
            case let .detent(detent): try window.setSheetDetent(detent, of: controller)
            case let .grabber(visible): try window.setPrefersGrabberVisible(visible, of: controller)
            }
        }
    }

    /// One property of a screen with its new value.
    enum ScreenField {
        case title(String?)
        case itemTitle(String?)
        case tabTitle(String?)
        case badge(String?)
        case shouldSelect(Bool)
        case shouldDismiss(Bool)
        case gestureShouldBegin(Bool)
        case backTitle(String?)
        case backItem(String?)
        case backMode(NavigationItem.BackButtonDisplayMode)
        case largeTitle(NavigationItem.LargeTitleDisplayMode)
        case hidesBottomBarWhenPushed(Bool)
        case hidesBackButton(Bool)
        case disableInteractivePop(Bool?)
        case leftItem(String?)
        case rightItems([String])
        case toolbarItems([String])
        case className(String?)
        case viewClassName(String?)
        case hasDelegate(Bool)
        case modalInPresentation(Bool)
        case definesPresentationContext(Bool)

        /// Sets the property in `properties`.
        func apply(to properties: inout ScreenProperties) {
            switch self {
            case let .title(text): properties.title = text
            case let .itemTitle(text): properties.navigationItemTitle = text
            case let .tabTitle(text): properties.tabTitle = text
            case let .badge(text): properties.badgeValue = text
            case let .shouldSelect(answer): properties.delegateAnswers.shouldSelect = answer
            case let .shouldDismiss(answer): properties.delegateAnswers.shouldDismiss = answer
            case let .gestureShouldBegin(answer): properties.delegateAnswers.gestureShouldBegin = answer
            case let .backTitle(text): properties.navigationItem.backButtonTitle = text
            case let .backItem(text): properties.navigationItem.backBarButtonItemTitle = text
            case let .backMode(mode): properties.navigationItem.backButtonDisplayMode = mode
            case let .largeTitle(mode): properties.navigationItem.largeTitleDisplayMode = mode
            case let .hidesBottomBarWhenPushed(flag): properties.hidesBottomBarWhenPushed = flag
            case let .hidesBackButton(flag): properties.navigationItem.hidesBackButton = flag
            case let .disableInteractivePop(flag): properties.disableInteractivePop = flag
            case let .leftItem(text): properties.navigationItem.leftItems = text.map { [$0] } ?? []
            case let .rightItems(items): properties.navigationItem.rightItems = items
            case let .toolbarItems(items): properties.toolbarItems = items
            case let .className(name): properties.className = name
            case let .viewClassName(name): properties.viewClassName = name
            case let .hasDelegate(flag): properties.hasDelegate = flag
            case let .modalInPresentation(flag): properties.isModalInPresentation = flag
            case let .definesPresentationContext(flag): properties.definesPresentationContext = flag
            }
        }
    }

    /// One navigation bar attribute with its new value.
    enum BarField {
        case color(WritableKeyPath<NavigationBarAttributes, Color?>, Color?)
        case flag(WritableKeyPath<NavigationBarAttributes, Bool?>, Bool)

        /// Sets the attribute in `attributes`.
        func apply(to attributes: inout NavigationBarAttributes) {
            switch self {
            case let .color(path, color): attributes[keyPath: path] = color
            case let .flag(path, flag): attributes[keyPath: path] = flag
            }
        }
    }

    /// The change `option` makes, or `nil` when it is not a property (the call's own options:
    /// `from=`, `on=`, `animated=`, `style=`), as ``CommandTable/propertyFields`` declares them.
    static func property(_ option: Arguments.Option) throws(ScriptError) -> PropertyChange? {
        try property(option, field: CommandTable.propertyFields.index(forKey: option.key.value))
    }

    /// The change `option` makes through the property field at `index` in
    /// ``CommandTable/propertyFields``, `nil` when there is none.
    private static func property(_ option: Arguments.Option, field index: Int?) throws(ScriptError) -> PropertyChange? {
        guard let index else { return nil }
        var change: PropertyChange?
        try CommandTable.propertyFields.fields[index].apply(&change, option)
        return change
    }

    /// ``property(_:)`` for an option of a command `declaration` declares: found from the
    /// place the parser recorded for its key among the declaration's options, without looking
    /// the key up again; by its key when the parser recorded none.
    static func property(_ option: Arguments.Option, declaredBy declaration: DeclarationReference) throws(ScriptError)
        -> PropertyChange?
    {
        let place = Int(option.declared)
        // The field's place (`nil` when the option's key sets no property), or `nil` when the
        // parser recorded no place for the key.
        let field: Int?? = declaration.read { declaration in
            guard place < declaration.propertyFieldIndices.count, declaration.optionKeys[place] == option.key.value else { return nil }
            return .some(declaration.propertyFieldIndices[place])
        }
        guard let field else { return try property(option) }
        return try property(option, field: field)
    }

    /// The change `option`, given to `set` or `root` (declared by `declaration`), makes.
    static func propertyChange(_ option: Arguments.Option, declaredBy declaration: DeclarationReference) throws(ScriptError)
        -> PropertyChange
    {
        if let change = try property(option, declaredBy: declaration) { return change }
        let suggestion = Spelling.closest(to: option.key.value, in: CommandTable.propertyFields.declarations.map(\.key))
        throw ScriptError("unknown property '\(option.key.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: option.key)
    }

    /// The items of a comma-separated list, trimmed, without empty ones.
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { Interpreter.trimmingSpaces(String($0)) }.filter { !$0.isEmpty }
    }

    /// The properties of a new screen from `push` options. Appearance colour keys apply after
    /// the slots' `configureWith…` keys (``orderedChanges(_:)``), in a second pass, so a push
    /// builds no list of changes.
    ///
    /// - Parameter sheet: receives the sheet properties (`detent=`, `grabber=`), which `present`
    ///   and `push` set on the controller they create once it is in the window.
    @inline(__always)
    func screenProperties(from args: Arguments, sheet: inout [SheetField]) throws(ScriptError) -> ScreenProperties {
        // A line giving none of the property options (most pushes) is not read: the check is
        // inlined in the handler, and the options are read out of line.
        guard args.mayGive(args.declarationReference.read { $0.propertyOptionMask }) else { return ScreenProperties() }
        return try givenScreenProperties(from: args, sheet: &sheet)
    }

    /// ``screenProperties(from:sheet:)`` for a line that may give some.
    private func givenScreenProperties(from args: Arguments, sheet: inout [SheetField]) throws(ScriptError) -> ScreenProperties {
        var properties = ScreenProperties()
        var deferred = false
        for option in args.options {
            guard let change = try Interpreter.property(option, declaredBy: args.declarationReference) else { continue }
            if case let .sheet(field) = change {
                sheet.append(field)
                continue
            }
            if case .appearance = change, !change.isAppearanceConfigure {
                deferred = true
                continue
            }
            try Interpreter.apply(change, key: option.key, to: &properties)
        }
        guard deferred else { return properties }
        for option in args.options {
            guard let change = try Interpreter.property(option, declaredBy: args.declarationReference) else { continue }
            if case .appearance = change, !change.isAppearanceConfigure { try Interpreter.apply(change, key: option.key, to: &properties) }
        }
        return properties
    }

    /// Applies one change to a new screen's properties.
    @inline(__always)
    private static func apply(_ change: PropertyChange, key: Located<String>, to properties: inout ScreenProperties)
        throws(ScriptError)
    {
        switch change {
        case let .screen(field), let .titles(field), let .classNames(field), let .navigationDelegate(field): field.apply(to: &properties)
        case let .bar(field): field.apply(to: &properties.bar)
        case let .barHidden(hidden): properties.barHidden = hidden
        case let .barClass(name): properties.navigationBarClass = name
        case let .appearance(appearance):
            switch appearance.target {
            case .bar: appearance.apply(to: &properties.navigationItem.appearances)
            case .toolbar: appearance.apply(to: &properties.toolbarAppearances)
            case .tabBar: throw ScriptError("'\(key.value)' applies to a tab bar controller, not a screen", at: key)
            }
        case .useSystemBackBarButtonItem, .useRootNavigationBarAttributes:
            throw ScriptError("'\(key.value)' applies to a wrapping navigation controller, not a screen", at: key)
        case .tabBarMinimizeBehavior:
            throw ScriptError("'\(key.value)' applies to a tab bar controller, not a screen", at: key)
        case .sheet:
            // Collected by `screenProperties(from:sheet:)` before this is reached.
            break
        }
    }

    /// The changes the options of `args` make, in the order they apply: the appearance keys first, each
    /// slot's `configureWith…` before the colour keys (it resets them), so that
    /// `useRootNavigationBarAttributes` in the same command copies the finished objects; the
    /// other keys as written.
    static func orderedChanges(_ args: Arguments) throws(ScriptError) -> [(key: Located<String>, change: PropertyChange)] {
        var changes: [(key: Located<String>, change: PropertyChange)] = []
        var hasAppearance = false
        for option in args.options {
            let change = try propertyChange(option, declaredBy: args.declarationReference)
            if case .appearance = change { hasAppearance = true }
            changes.append((option.key, change))
        }
        guard hasAppearance else { return changes }
        let isAppearance: (PropertyChange) -> Bool = {
            if case .appearance = $0 { return true }
            return false
        }
        return changes.filter { $0.change.isAppearanceConfigure }
            + changes.filter { isAppearance($0.change) && !$0.change.isAppearanceConfigure }
            + changes.filter { !isAppearance($0.change) }
    }

    /// `root EXPR key=value ...`: the changes `set` would make on the new root, checked now and
    /// applied by ``Window/setRoot(_:configure:)`` before the root's views load.
    func rootConfiguration(_ args: Arguments, kind: ControllerKind) throws(ScriptError)
        -> (inout Window, ControllerID) throws(NavigationError) -> OperationResult
    {
        let changes = try Interpreter.orderedChanges(args)
        try checkApplicable(changes, toKind: kind) { "the root \(kind.rawValue)" }
        return { (window: inout Window, root: ControllerID) throws(NavigationError) -> OperationResult in
            var result = OperationResult()
            for (_, change) in changes { result.warnings += try Interpreter.apply(change, to: root, kind: kind, in: &window).warnings }
            return result
        }
    }

    /// Throws at the first change of `changes` that does not apply to a controller of `kind`.
    private func checkApplicable(
        _ changes: [(key: Located<String>, change: PropertyChange)], toKind kind: ControllerKind, describe: () -> String
    ) throws(ScriptError) {
        for (key, change) in changes {
            let applies: Bool =
                switch change {
                case .titles: true
                // A tab bar or page view controller has its own navigation item and
                // `hidesBottomBarWhenPushed`, which a stack it is pushed on reads.
                case .screen: kind == .screen || kind == .tabBarController || kind == .pageViewController
                case .classNames: [.screen, .navigationController, .tabBarController, .pageViewController].contains(kind)
                case .navigationDelegate: kind.isNavigationController
                case .bar, .barHidden, .barClass: kind == .screen || kind.isNavigationController
                case .useSystemBackBarButtonItem, .useRootNavigationBarAttributes: kind == .koinuNavigationController
                case let .appearance(appearance): Interpreter.appearanceApplies(appearance, to: kind)
                case .sheet: true
                case .tabBarMinimizeBehavior: kind == .tabBarController
                }
            guard applies else {
                throw ScriptError("'\(key.value)' does not apply to \(describe()), a \(kind.rawValue)", at: key, kind: .rejected)
            }
        }
    }

    /// `set NAME key=value ...`: every value is checked before any is applied.
    mutating func set(_ args: Arguments) throws(ScriptError) -> CommandWarnings {
        try args.expectWords(1, 1)
        guard !args.options.isEmpty else { throw args.missing("key=value for 'set'") }
        let target = try lookUp(args.word(0))
        let kind = window.kind(of: target) ?? .screen
        let changes = try Interpreter.orderedChanges(args)
        try checkApplicable(changes, toKind: kind) { window.describe(target) }
        var warnings: CommandWarnings = []
        for (_, change) in changes {
            warnings += try call(at: args.word(0)) { (window: inout Window) throws(NavigationError) in
                try Interpreter.apply(change, to: target, kind: kind, in: &window)
            }
        }
        return warnings
    }

    private static func apply(
        _ change: PropertyChange, to target: ControllerID, kind: ControllerKind,
        in window: inout Window
    ) throws(NavigationError) -> OperationResult {
        switch change {
        case let .screen(field), let .titles(field), let .classNames(field), let .navigationDelegate(field):
            try window.updateScreen(target) { field.apply(to: &$0) }
        case let .bar(field):
            if kind == .screen {
                try window.updateScreen(target) { field.apply(to: &$0.bar) }
            } else {
                try window.updateNavigationBar(of: target) { field.apply(to: &$0) }
            }
        case let .barHidden(hidden):
            if kind == .screen {
                try window.updateScreen(target) { $0.barHidden = hidden }
            } else {
                return try window.setNavigationBarHidden(hidden, on: target)
            }
        case let .barClass(name):
            if kind == .screen {
                try window.updateScreen(target) { $0.navigationBarClass = name }
            } else {
                try window.setNavigationBarClass(name, of: target)
            }
        case let .useSystemBackBarButtonItem(flag):
            try window.setUseSystemBackBarButtonItem(flag, on: target)
        case let .useRootNavigationBarAttributes(flag):
            return try window.setUseRootNavigationBarAttributes(flag, on: target)
        case let .appearance(appearance):
            try Interpreter.apply(appearance, to: target, kind: kind, in: &window)
        case let .sheet(field):
            return try field.apply(to: target, in: &window)
        case let .tabBarMinimizeBehavior(behavior):
            return try window.setTabBarMinimizeBehavior(behavior, of: target)
        }
        return OperationResult()
    }
}
