/// What one SwiftUI view type's body declares that navigation reads: its destinations, the
/// presentations it drives from bindings, and its bar modifiers. Every controller made for the
/// view (``SwiftUINode/view``) has them: they belong to the type, as a view's body does.
public struct ViewDeclaration: Hashable, Sendable, Codable {
    /// `navigationDestination(for: TYPE.self) { content }`, in the order declared.
    var destinations: [TypeDestination] = []
    /// `navigationDestination(isPresented:)`/`(item:)`, `.sheet`, `.fullScreenCover`.
    public var presentations: [BindingPresentation] = []
    /// `.navigationTitle(_:)`.
    public var title: String?
    /// `.navigationBarTitleDisplayMode(_:)`, as the navigation item's large-title mode.
    public var titleDisplayMode: NavigationItem.LargeTitleDisplayMode?
    /// `.toolbar(_:for: .tabBar)`.
    public var tabBarVisibility: ToolbarVisibility?
    /// `.toolbar(_:for: .navigationBar)`.
    public var navigationBarVisibility: ToolbarVisibility?
    /// `.toolbarBackground(_:for: .navigationBar)` and `.toolbarBackground(_:for: .navigationBar)`
    /// with a visibility.
    public var toolbarBackground: ToolbarBackground?

    /// Creates an empty declaration.
    public init() {}

    /// Whether the declaration holds nothing.
    public var isEmpty: Bool { self == ViewDeclaration() }
}

/// `navigationDestination(for: type) { content }`.
public struct TypeDestination: Hashable, Sendable, Codable {
    /// The value type.
    public var type: String
    /// What is pushed for a value.
    public var content: SwiftUISpec

    /// Creates a destination.
    public init(type: String, content: SwiftUISpec) {
        self.type = type
        self.content = content
    }
}

/// A presentation a binding drives: `navigationDestination(isPresented:)` or `(item:)`,
/// `.sheet(isPresented:)` or `(item:)`, `.fullScreenCover(isPresented:)` or `(item:)`.
public struct BindingPresentation: Hashable, Sendable, Codable {
    /// How the content shows.
    public enum Style: Hashable, Sendable, Codable {
        /// Pushed on the stack the view is in (`navigationDestination`).
        case push
        /// A sheet, with its detents (`.presentationDetents`; `[.large]` by default) and
        /// grabber (`.presentationDragIndicator`).
        case sheet(detents: [SheetDetent] = [.large], grabber: Bool = false)
        /// A full-screen cover.
        case fullScreenCover
    }

    /// The binding's name.
    public var binding: String
    /// Whether the binding is an optional item (`item:`) rather than a `Bool` (`isPresented:`).
    public var isItem: Bool
    /// How the content shows.
    public var style: Style
    /// The content.
    public var content: SwiftUISpec

    /// Creates a presentation.
    public init(binding: String, isItem: Bool, style: Style, content: SwiftUISpec) {
        self.binding = binding
        self.isItem = isItem
        self.style = style
        self.content = content
    }
}

/// SwiftUI's `Visibility`, as `.toolbar(_:for:)` takes it.
public enum ToolbarVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, visible, hidden
}

/// `.toolbarBackground(_:for: .navigationBar)`: a colour, a visibility, or both.
public struct ToolbarBackground: Hashable, Sendable, Codable {
    /// The background colour, `nil` for the system's.
    public var color: Color?
    /// Whether the background shows: `visible` also at the scroll edge, `hidden` never,
    /// `automatic` as the bar decides (only when content scrolls under it).
    public var visibility: ToolbarVisibility

    /// Creates a background.
    public init(color: Color? = nil, visibility: ToolbarVisibility = .automatic) {
        self.color = color
        self.visibility = visibility
    }
}

/// The app's SwiftUI view declarations, by view type (``Window/swiftUIViews``).
public struct SwiftUIViews: Hashable, Sendable, Codable {
    /// The declarations, by the view type's name as written.
    public internal(set) var declarations: [String: ViewDeclaration] = [:]

    /// Creates an empty set.
    public init() {}

    /// The declaration of `view` (empty when it declares nothing), named with or without its
    /// module.
    public subscript(view: String) -> ViewDeclaration { declarations[key(of: view)] ?? ViewDeclaration() }

    /// The name `view`'s declarations are filed under: `view` itself, else the one name of the
    /// same view written with or without its module (`Example.ContentView` and `ContentView`,
    /// ``isSameView(_:_:)``), else `view`. A name without a module that two modules' views
    /// share names neither: it stays apart, so two types never share a declaration.
    ///
    /// - Complexity: O(1) for a name filed as written, O(views) otherwise.
    func key(of view: String) -> String {
        if declarations[view] != nil { return view }
        var found: String?
        for key in declarations.keys where SwiftUIViews.isSameView(key, view) {
            guard found == nil else { return view }
            found = key
        }
        return found ?? view
    }

    /// Whether two names are of one view type: equal, or one written without a module and the
    /// other with one, the type after it the same (a view's name is its type, "with or without
    /// its module", docs/SwiftUI.md). Two names with different modules are different types.
    static func isSameView(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return true }
        let (left, right) = (moduleAndType(lhs), moduleAndType(rhs))
        return (left.module == nil) != (right.module == nil) && left.type == right.type
    }

    /// `Module.Type` split at its first dot; no module for a name without one.
    private static func moduleAndType(_ name: String) -> (module: Substring?, type: Substring) {
        guard let dot = name.firstIndex(of: ".") else { return (nil, name[...]) }
        return (name[..<dot], name[name.index(after: dot)...])
    }

    /// Whether nothing is declared.
    public var isEmpty: Bool { declarations.isEmpty }

    /// Every value type a declaration names.
    var valueTypes: Set<String> {
        var types = Set<String>()
        for declaration in declarations.values {
            for destination in declaration.destinations { types.insert(destination.type) }
        }
        return types
    }
}
