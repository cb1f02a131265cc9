/// The app's SwiftUI view types and what their bodies declare: `navigationDestination`,
/// `.sheet`, `.fullScreenCover` and the bar modifiers (`navigationTitle`, `.toolbar(_:for:)`,
/// `.toolbarBackground`). A declaration belongs to the view type, so it applies to every
/// controller made for the view, those on screen and those made later.
extension Window {
    /// The declarations of the app's SwiftUI views (``SwiftUIViews``), and every view type
    /// the window's SwiftUI controllers show.
    public internal(set) var swiftUIViews: SwiftUIViews {
        get { sideStorage.read { $0.swiftUIViews } }
        set { updateSideState { $0.swiftUIViews = newValue } }
    }

    /// `navigationDestination(for: type) { content }` in `view`'s body.
    ///
    /// - Throws: ``NavigationError/invalidTypeName(_:)``,
    ///   ``NavigationError/destinationDeclaredTwice(type:view:)`` for a second destination for
    ///   `type` in the same body, and the errors of an invalid `content`. The window is unchanged.
    public mutating func declareDestination(for type: String, content: SwiftUISpec, in view: String) throws(NavigationError) {
        try Window.requireTypeName(type)
        try Window.requireTypeName(view)
        try validateDeclared(content)
        var declaration = swiftUIViews[view]
        guard !declaration.destinations.contains(where: { $0.type == type }) else {
            throw .destinationDeclaredTwice(type: type, view: view)
        }
        declaration.destinations.append(TypeDestination(type: type, content: content))
        swiftUIViews.declarations[swiftUIViews.key(of: view)] = declaration
    }

    /// A presentation driven by a binding in `view`'s body: `navigationDestination(isPresented:)`
    /// or `(item:)`, `.sheet`, `.fullScreenCover`.
    ///
    /// - Throws: ``NavigationError/bindingDeclaredTwice(binding:view:)`` for a second one on the
    ///   same binding in the same body, ``NavigationError/duplicateName(_:)`` for a binding named
    ///   like a controller, and the errors of an invalid `content`. The window is unchanged.
    public mutating func declarePresentation(_ presentation: BindingPresentation, in view: String) throws(NavigationError) {
        try Window.requireTypeName(view)
        try validateDeclared(presentation.content)
        guard PathValue.isTypeName(presentation.binding) else { throw .invalidTypeName(presentation.binding) }
        var declaration = swiftUIViews[view]
        guard !declaration.presentations.contains(where: { $0.binding == presentation.binding }) else {
            throw .bindingDeclaredTwice(binding: presentation.binding, view: view)
        }
        declaration.presentations.append(presentation)
        swiftUIViews.declarations[swiftUIViews.key(of: view)] = declaration
    }

    /// Changes `view`'s bar modifiers (title, title display mode, tab bar and navigation bar
    /// visibility, toolbar background) and applies them to every controller showing it.
    ///
    /// - Throws: ``NavigationError/invalidTypeName(_:)``; the window is unchanged.
    public mutating func modifyView(_ view: String, _ body: (inout ViewDeclaration) -> Void) throws(NavigationError) {
        try Window.requireTypeName(view)
        var declaration = swiftUIViews[view]
        body(&declaration)
        let key = swiftUIViews.key(of: view)
        swiftUIViews.declarations[key] = declaration
        let views = swiftUIViews
        for id in nodes.keys where nodes.screen(id)?.swiftUI?.view.map({ views.key(of: $0) == key }) == true {
            try updateScreen(id) { properties in Window.applyModifiers(declaration, to: &properties) }
        }
        didChangeHierarchy()
    }

    /// What a declaration may show: SwiftUI content (its controllers are made each time it
    /// shows, so its names are not taken yet).
    private func validateDeclared(_ content: SwiftUISpec) throws(NavigationError) {
        var names = Set<String>()
        try validateSwiftUI(
            .role(SwiftUINode(role: .destination), content), inUIKit: false, context: BuildContext(namesAreFree: true), depth: 1,
            newNames: &names)
    }

    /// Applies `view`'s declared modifiers to the properties of a controller showing it.
    func applyDeclaredModifiers(of view: String, to properties: inout ScreenProperties) {
        let declaration = swiftUIViews[view]
        if !declaration.isEmpty { Window.applyModifiers(declaration, to: &properties) }
    }

    /// The bar modifiers as the hosting controller's navigation item carries them: SwiftUI
    /// sets the title on the item of the controller hosting the view, and the toolbar
    /// background as the item's bar appearances (docs/SwiftUI.md, "toolbarBackground": the
    /// mapping to appearance slots is a modelling choice).
    private static func applyModifiers(_ declaration: ViewDeclaration, to properties: inout ScreenProperties) {
        if let title = declaration.title { properties.navigationItem.title = title }
        if let mode = declaration.titleDisplayMode { properties.navigationItem.largeTitleDisplayMode = mode }
        if let visibility = declaration.navigationBarVisibility {
            properties.barHidden = visibility == .automatic ? nil : visibility == .hidden
        }
        if let background = declaration.toolbarBackground {
            var appearance = BarAppearance(background.visibility == .hidden ? .transparent : background.color == nil ? .default : .opaque)
            appearance.backgroundColor = background.visibility == .hidden ? nil : background.color
            properties.navigationItem.appearances[.standard] = appearance
            // Visible: the background shows at the scroll edge too; hidden: never; automatic:
            // the scroll edge keeps the bar's own (transparent) look.
            properties.navigationItem.appearances[.scrollEdge] = background.visibility == .automatic ? nil : appearance
        }
    }

    /// Whether a SwiftUI `TabView`'s bar is hidden by `.toolbar(.hidden, for: .tabBar)`: the
    /// view on top of the selected tab declares it (SwiftUI applies the toolbar visibility of
    /// the view on screen; Apple doc `toolbar(_:for:)`).
    func isTabBarHiddenBySwiftUI(_ tabBar: ControllerID) -> Bool {
        guard let tab = visibleChild(of: tabBar), let leaf = visibleLeaf(from: tab),
            let view = nodes.screen(leaf)?.swiftUI?.view
        else { return false }
        return swiftUIViews[view].tabBarVisibility == .hidden
    }

    /// Every value type the window knows: `Int`, `String`, those the views' destinations
    /// name and the element types of typed paths.
    var knownValueTypes: Set<String> {
        var types = PathValue.builtInTypes.union(swiftUIViews.valueTypes)
        for id in nodes.keys {
            if let type = nodes.screen(id)?.swiftUI?.elementType { types.insert(type) }
        }
        return types
    }

    /// Throws ``NavigationError/unknownValueType(_:suggestion:)`` unless the window knows `type`.
    func requireKnownType(_ type: String) throws(NavigationError) {
        let known = knownValueTypes
        guard known.contains(type) else { throw .unknownValueType(type, suggestion: Spelling.closest(to: type, in: known.sorted())) }
    }

    /// The first problem of decoded declarations: the view and the problem, or `nil`.
    func swiftUIDeclarationProblem(in views: SwiftUIViews) -> (String, String)? {
        for (view, declaration) in views.declarations.sorted(by: { $0.key < $1.key }) {
            guard PathValue.isTypeName(view) else { return (view, "'\(view)' is not a view type's name") }
            var types = Set<String>()
            for destination in declaration.destinations {
                guard PathValue.isTypeName(destination.type), types.insert(destination.type).inserted else {
                    return (view, "a destination for '\(destination.type)' is not a value type's, or is declared twice")
                }
                do { try validateDeclared(destination.content) } catch { return (view, error.description) }
            }
            var bindings = Set<String>()
            for presentation in declaration.presentations {
                guard PathValue.isTypeName(presentation.binding), bindings.insert(presentation.binding).inserted else {
                    return (view, "the binding '\(presentation.binding)' is not a name, or is presented twice")
                }
                do { try validateDeclared(presentation.content) } catch { return (view, error.description) }
            }
        }
        return nil
    }
}
