#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// A type an option's value parses into, as swift-argument-parser's `ExpressibleByArgument`:
/// the values help lists and the parser that accepts them come from the one type, so a
/// command's reference and its handler cannot disagree about what `key=` takes.
protocol OptionValue: Sendable {
    /// How help and docs/ScriptLanguage.md show the value: `true|false`, `default|minimal`,
    /// `TEXT|none`.
    static var valueHelp: String { get }
    /// Parses `option`'s value; the error names the option's key.
    init(parsing option: Arguments.Option) throws(ScriptError)
}

/// An option whose values are an enumeration's raw values: help lists `allCases` in order,
/// and the parser accepts exactly those (with UIKit's names, as the model's enums spell them).
protocol ChoiceOptionValue: OptionValue, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceOptionValue {
    static var valueHelp: String { allCases.map(\.rawValue).joined(separator: "|") }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        self = try Arguments.choice(option.value, key: option.key.value, Self.allCases.map { ($0.rawValue, $0) })
    }
}

extension Bool: OptionValue {
    static var valueHelp: String { "true|false" }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        self = try Arguments.bool(option.value, key: option.key.value)
    }
}

extension Double: OptionValue {
    static var valueHelp: String { "N" }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        self = try Arguments.number(option.value, key: option.key.value)
    }
}

/// A number that may not be negative (a height).
struct NonNegativeNumber: OptionValue {
    var number: Double

    static var valueHelp: String { "N" }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        number = try Arguments.number(option.value, key: option.key.value, minimum: 0)
    }
}

/// One of an enumeration's values, or `none` for no value (`standard=none` unsets a slot).
struct OptionalChoice<Wrapped: ChoiceOptionValue>: OptionValue {
    var value: Wrapped?

    static var valueHelp: String { Wrapped.valueHelp + "|none" }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        value = try Arguments.choice(option.value, key: option.key.value, Wrapped.allCases.map { ($0.rawValue, $0) } + [("none", nil)])
    }
}

/// A text value that `none`, written bare, clears: `title=none` unsets a title, `title="none"`
/// sets the word.
struct OptionalText: OptionValue {
    var text: String?

    static var valueHelp: String { "TEXT|none" }

    init(parsing option: Arguments.Option) {
        text = !option.quoted && option.value.value == "none" ? nil : option.value.value
    }
}

/// A text taken as written (`text="Saved"`): what an expectation compares with.
struct OptionText: OptionValue {
    var text: String

    static var valueHelp: String { "TEXT" }

    init(parsing option: Arguments.Option) {
        text = option.value.value
    }
}

/// A comma-separated list of titles (`rightItems="Edit,Share"`), trimmed, empty items left out.
struct OptionList: OptionValue {
    var items: [String]

    static var valueHelp: String { "\"A,B\"" }

    init(parsing option: Arguments.Option) {
        items = Interpreter.list(option.value.value)
    }
}

/// A `#RRGGBB` colour, or `default` / `none` for no colour.
struct OptionColor: OptionValue {
    /// How an expectation spells it: `#RRGGBB`, or `none`.
    var spelled: String { color?.hex ?? "none" }

    var color: Color?

    static var valueHelp: String { "#RRGGBB|default" }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        color = try Arguments.color(option.value, key: option.key.value)
    }
}

/// Koinu's `vm.disableInteractivePop`: set either way, or left to Koinu (`auto`).
enum InteractivePopSetting: String, ChoiceOptionValue {
    case `true`, `false`, auto

    /// The flag the model stores: `nil` leaves it to Koinu.
    var flag: Bool? {
        switch self {
        case .true: true
        case .false: false
        case .auto: nil
        }
    }
}

/// Whether a bar's hairline shows, as `expect appearance shadow=` spells it.
enum ShadowVisibility: String, ChoiceOptionValue {
    case visible
    case hidden = "none"
}

/// Who selects a tab: a user's tap (the delegate is asked and told) or the app's code.
enum SelectionSource: String, ChoiceOptionValue {
    case tap, code
}

// The model's enumerations a script names by their raw values.
extension ModalPresentationStyle: ChoiceOptionValue {}
extension NavigationItem.BackButtonDisplayMode: ChoiceOptionValue {}
extension NavigationItem.LargeTitleDisplayMode: ChoiceOptionValue {}
extension SheetDetent: ChoiceOptionValue {}
extension TabBarMinimizeBehavior: ChoiceOptionValue {}
extension PopupBarStyle: ChoiceOptionValue {}
extension PopupProgressViewStyle: ChoiceOptionValue {}
extension PopupCloseButtonStyle: ChoiceOptionValue {}
extension PopupInteractionStyle: ChoiceOptionValue {}
extension ToastPosition: ChoiceOptionValue {}
extension LoadingHUD.Position: ChoiceOptionValue {}
extension ToolbarVisibility: ChoiceOptionValue {}
extension BarAppearance.Background: ChoiceOptionValue {}
extension ResolvedAppearance.Source: ChoiceOptionValue {}

extension OptionDeclaration {
    /// The option `key` taking `Value`'s values: help shows `placeholder` when given (`NAME|none`
    /// for a text that names a class), else the values the type lists.
    init<Value: OptionValue>(_ key: String, _: Value.Type, _ summary: String, placeholder: String? = nil) {
        self.init(key, placeholder ?? Value.valueHelp, summary)
    }
}

/// An option declared once with the type of its value, which a handler reads through the same
/// declaration (as swift-argument-parser's `@Option var animated: Bool`): the key, the values
/// help lists and the parser cannot drift apart.
struct TypedOption<Value: OptionValue>: Sendable {
    /// What the command's declaration lists.
    let declaration: OptionDeclaration
    /// The key, `animated` of `animated=`.
    var key: String { declaration.key }

    init(_ key: String, _ summary: String, placeholder: String? = nil) {
        declaration = OptionDeclaration(key, Value.self, summary, placeholder: placeholder)
    }

    /// Its value in `args`, `nil` when the line does not give it.
    func value(in args: Arguments) throws(ScriptError) -> Value? {
        guard let option = args.option(named: key) else { return nil }
        return try Value(parsing: option)
    }
}

/// An option that sets one field of a `Target` value, declared once: its key, the values it
/// takes (from its value type), what it does, and the field it writes. A handler applies the
/// options of a list to its target and leaves the rest of the line's options (the target's
/// `on=`, `animated=`) to the declarations that own them.
struct FieldOption<Target>: Sendable {
    /// What the command's declaration lists.
    let declaration: OptionDeclaration
    /// Parses the option's value and writes it into the target.
    let apply: @Sendable (inout Target, Arguments.Option) throws(ScriptError) -> Void

    init<Value: OptionValue>(
        _ key: String, _ type: Value.Type, _ summary: String, placeholder: String? = nil,
        write: @escaping @Sendable (inout Target, Value) -> Void
    ) {
        self.init(key, type, summary, placeholder: placeholder) { target, _, value in write(&target, value) }
    }

    /// The option `key`, whose write also gets the option as written (its column, its text).
    init<Value: OptionValue>(
        _ key: String, _: Value.Type, _ summary: String, placeholder: String? = nil,
        write: @escaping @Sendable (inout Target, Arguments.Option, Value) -> Void
    ) {
        declaration = OptionDeclaration(key, Value.self, summary, placeholder: placeholder)
        apply = { (target: inout Target, option: Arguments.Option) throws(ScriptError) in
            write(&target, option, try Value(parsing: option))
        }
    }

    /// Whether `args` gives this option.
    func isGiven(in args: Arguments) -> Bool { args.option(named: declaration.key) != nil }
}

/// A list of ``FieldOption``s found by key: the options one handler owns.
struct FieldOptions<Target>: Sendable {
    /// The options, in the order help lists them.
    let fields: [FieldOption<Target>]
    /// Finds an option by its key, when the key is short enough for a ``KeyLookup``.
    private let lookup: KeyLookup
    /// The indices of the keys too long for ``lookup`` (`hidesBottomBarWhenPushed`).
    private let longKeys: [Int]

    init(_ fields: [FieldOption<Target>]) {
        self.fields = fields
        let keys = fields.map(\.declaration.key)
        lookup = KeyLookup(keys)
        longKeys = keys.indices.filter { keys[$0].utf8.count > WordLookup.maximumLength }
    }

    /// The declarations, as a command lists them.
    var declarations: [OptionDeclaration] { fields.map(\.declaration) }

    /// The option with `key`, or `nil` when it is not one of these.
    func field(forKey key: String) -> FieldOption<Target>? {
        index(forKey: key).map { fields[$0] }
    }

    /// The place in ``fields`` of the option with `key`, or `nil` when it is not one of these.
    func index(forKey key: String) -> Int? {
        // Every key short enough for the lookup is in it: a short key it misses (a call's own
        // `on=`, `animated=`) is none of these, with no scan of the long ones.
        key.utf8.count <= WordLookup.maximumLength ? lookup.index(of: key) : longKeys.first { fields[$0].declaration.key == key }
    }

    /// Whether `args` gives at least one of these options.
    func isGiven(in args: Arguments) -> Bool {
        args.options.contains { field(forKey: $0.key.value) != nil }
    }

    /// Writes every one of these options `args` gives into `target`, in the order written.
    func apply(_ args: Arguments, to target: inout Target) throws(ScriptError) {
        for option in args.options {
            try field(forKey: option.key.value)?.apply(&target, option)
        }
    }
}

/// What an `expect` line asked of one field: the option that asked, the value it expects (as
/// `actual` spells it), and how to read the field from the thing checked.
struct FieldCheck<Facts> {
    /// The option, for the failure's message and column.
    let option: Arguments.Option
    /// The expected value, spelled as ``actual`` spells the field.
    let expected: String
    /// The field's value in `Facts`.
    let actual: @Sendable (Facts) -> String
}

extension FieldOption {
    /// An `expect` option checking one field of `Facts`, declared once: its key, the values it
    /// takes (from `Value`), what it checks, how an expected value is spelled, and how the
    /// field is read. Applied to a list of checks, it adds its own, in the order written.
    static func expecting<Value: OptionValue, Facts>(
        _ key: String, _ type: Value.Type, _ summary: String, placeholder: String? = nil,
        spelled spell: @escaping @Sendable (Value) -> String, actual: @escaping @Sendable (Facts) -> String
    ) -> FieldOption<[FieldCheck<Facts>]> where Target == [FieldCheck<Facts>] {
        FieldOption<[FieldCheck<Facts>]>(key, type, summary, placeholder: placeholder) { checks, option, value in
            checks.append(FieldCheck(option: option, expected: spell(value), actual: actual))
        }
    }
}
