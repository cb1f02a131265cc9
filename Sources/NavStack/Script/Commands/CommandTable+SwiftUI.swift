#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// SwiftUI's commands: what a view's body declares (`destination`, `sheet`, `fullScreenCover`,
/// `view`), and what the app and the user do with its state (`link`, `path`, `binding`). The
/// handlers are in `Sources/NavStack/Script/SwiftUI/Interpreter+SwiftUI.swift`; the rules in
/// `Sources/NavStack/Core/SwiftUI`.
extension CommandTable {
    /// `in=`: the view type whose body declares it.
    static let declaringView = [
        OptionDeclaration("in", "VIEW", "the view type whose body declares it (default: the top screen's view)")
    ]

    static let swiftUI: [CommandDeclaration] = [
        CommandDeclaration(
            "destination", usage: "destination EXPR for=TYPE|isPresented=BINDING|item=BINDING [in=VIEW]",
            abstract: "SwiftUI navigationDestination(for:), (isPresented:) or (item:) in VIEW's body: what is pushed",
            options: [
                OptionDeclaration("for", "TYPE", "navigationDestination(for: TYPE.self): pushed for a path value of TYPE"),
                OptionDeclaration("isPresented", "BINDING", "navigationDestination(isPresented:): pushed while BINDING is true"),
                OptionDeclaration("item", "BINDING", "navigationDestination(item:): pushed while BINDING holds a value"),
            ] + declaringView, trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.destination(args) },
        CommandDeclaration(
            "sheet",
            usage: "sheet EXPR isPresented=BINDING|item=BINDING [in=VIEW] [detents=large|medium|\"medium,large\"] [grabber=true|false]",
            abstract: "SwiftUI .sheet(isPresented:) or (item:) in VIEW's body",
            options: [
                OptionDeclaration("isPresented", "BINDING", "shown while BINDING is true"),
                OptionDeclaration("item", "BINDING", "shown while BINDING holds a value"),
                OptionDeclaration(
                    "detents", "large|medium|\"medium,large\"", ".presentationDetents (default large; opens at the smallest)"),
                OptionDeclaration("grabber", "true|false", ".presentationDragIndicator(.visible)"),
            ] + declaringView, trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.sheet(args, fullScreen: false) },
        CommandDeclaration(
            "fullScreenCover", usage: "fullScreenCover EXPR isPresented=BINDING|item=BINDING [in=VIEW]",
            abstract: "SwiftUI .fullScreenCover(isPresented:) or (item:) in VIEW's body",
            options: [
                OptionDeclaration("isPresented", "BINDING", "shown while BINDING is true"),
                OptionDeclaration("item", "BINDING", "shown while BINDING holds a value"),
            ] + declaringView, trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.sheet(args, fullScreen: true) },
        CommandDeclaration(
            "view", usage: "view VIEW key=value ...",
            abstract: "SwiftUI modifiers of a view type, applied to every controller showing it",
            options: viewModifierFields.declarations
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.view(args) },
        CommandDeclaration(
            "link", usage: "link VALUE [from=SCREEN] [animated=false]",
            abstract: "A tap on NavigationLink(value:) in SCREEN's view (default: the top screen): appends VALUE to the stack's path",
            options: [OptionDeclaration("from", "SCREEN", "the view holding the link (default: the top screen)")] + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.link(args) },
        CommandDeclaration(
            group: "path", usage: "path append|removeLast|set NAME ...",
            abstract: "The app's code changes the path bound to the NavigationStack labelled NAME", noun: "path command",
            subcommands: [
                CommandDeclaration(
                    "append", usage: "path append NAME VALUE ... [animated=false]", abstract: "path.append(VALUE) for each value",
                    options: animated
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.path(args, .append) },
                CommandDeclaration(
                    "removeLast", usage: "path removeLast NAME [K] [animated=false]",
                    abstract: "path.removeLast(K) (default 1); more than the path holds is the trap it is in the app",
                    options: animated
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.path(args, .removeLast) },
                CommandDeclaration(
                    "set", usage: "path set NAME [VALUE ...] [animated=false]",
                    abstract: "path = [VALUE, ...]: one push, one pop or no animation, as setViewControllers plays it",
                    options: animated
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.path(args, .set) },
            ]),
        CommandDeclaration(
            "binding", usage: "binding NAME true|false|VALUE|nil|TAG [animated=false]",
            abstract: "The app's code writes a binding: a Bool or item presentation, or a TabView's selection",
            options: animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.binding(args) },
    ]

    static let swiftUIExpectations: [CommandDeclaration] = [
        CommandDeclaration(
            "path", usage: "expect path NAME [VALUE ...]",
            abstract: "The path bound to the NavigationStack labelled NAME (no values: empty)"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectPath(args) },
        CommandDeclaration(
            "binding", usage: "expect binding NAME VALUE",
            abstract: "A binding's value: true or false, an item or nil, a TabView's selected tag"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectBinding(args) },
        CommandDeclaration(
            "animation", usage: "expect animation push|pop|none",
            abstract: "The one transition the last path change played (setViewControllers)"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectAnimation(args) },
    ]

    /// The bar modifiers `view` takes, each declared with its values and what it sets in the
    /// view type's declaration.
    static let viewModifierFields = FieldOptions<ViewDeclaration>([
        FieldOption("title", OptionalText.self, ".navigationTitle") { $0.title = $1.text },
        FieldOption("titleDisplayMode", TitleDisplayMode.self, ".navigationBarTitleDisplayMode") {
            $0.titleDisplayMode = $1.largeTitleDisplayMode
        },
        FieldOption("tabBar", ToolbarVisibility.self, ".toolbar(_:for: .tabBar): hidden while the view is on top") {
            $0.tabBarVisibility = $1
        },
        FieldOption("navigationBar", ToolbarVisibility.self, ".toolbar(_:for: .navigationBar)") { $0.navigationBarVisibility = $1 },
        FieldOption(
            "toolbarBackground", ToolbarBackgroundValue.self,
            ".toolbarBackground(_:for: .navigationBar): a colour or a visibility (both: give it twice in two lines)"
        ) { declaration, value in
            let current = declaration.toolbarBackground
            declaration.toolbarBackground =
                switch value {
                case let .visibility(visibility): ToolbarBackground(color: current?.color, visibility: visibility)
                case let .color(color): ToolbarBackground(color: color, visibility: current?.visibility ?? .automatic)
                }
        },
    ])
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`, as `.navigationBarTitleDisplayMode` takes it.
enum TitleDisplayMode: String, ChoiceOptionValue {
    case inline, large, automatic

    /// The navigation item's mode the hosting controller sets.
    var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode {
        switch self {
        case .inline: .never
        case .large: .always
        case .automatic: .automatic
        }
    }
}

/// `.toolbarBackground`'s argument: a colour, or a visibility.
enum ToolbarBackgroundValue: OptionValue {
    case color(Color?)
    case visibility(ToolbarVisibility)

    static var valueHelp: String { "#RRGGBB|" + ToolbarVisibility.valueHelp }

    init(parsing option: Arguments.Option) throws(ScriptError) {
        if let visibility = ToolbarVisibility(rawValue: option.value.value) {
            self = .visibility(visibility)
        } else {
            self = .color(try Arguments.color(option.value, key: option.key.value))
        }
    }
}
