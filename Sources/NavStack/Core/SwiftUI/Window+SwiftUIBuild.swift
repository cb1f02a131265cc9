/// Building the controllers SwiftUI makes for a ``SwiftUISpec``: which hosting controller holds
/// a view where, and the containers a `NavigationStack` and a `TabView` become.
///
/// - A view where UIKit holds it is `UIHostingController(rootView:)`; a `WindowGroup` is the
///   window's `UIHostingController<ModifiedContent<AnyView, RootModifier>>`.
/// - A `NavigationStack` is a `SwiftUI.UIKitNavigationController` whose root is a
///   `NavigationStackHostingController<AnyView>`, as is every destination pushed on it.
/// - A `TabView` is a `SwiftUI.UIKitTabBarController`; each tab is a hosting controller of its
///   own (`UIHostingController<TabItem.RootView>` before iOS 26, `TabHostingController` after).
/// - A sheet or cover is a `PresentationHostingController<AnyView>`.
///
/// A hosting controller whose view holds a controller (a container, or a UIKit controller
/// through `UIViewControllerRepresentable`) is a ``ControllerKind/hostingController`` with that
/// child; one whose view holds none is a ``ControllerKind/screen``. The classes are in
/// `SwiftUINode.swift`, with their sources. Every view type built is entered in
/// ``swiftUIViews``, so a window holding SwiftUI views takes each operation's general path.
extension Window {
    /// Where a SwiftUI spec is built: it decides the hosting controller's role.
    enum SwiftUIPlace {
        /// Where UIKit holds it (a root, a push, a presentation, a tab of a UIKit tab bar), or
        /// inside a view's body.
        case uikit
        /// A role inside SwiftUI: a stack's root, a destination, a tab, a presentation.
        case role(SwiftUINode)

        /// The attributes of a hosting controller for `view` here.
        func node(view: String?) -> SwiftUINode {
            var node: SwiftUINode
            switch self {
            case .uikit: node = SwiftUINode(role: .hosting)
            case let .role(role): node = role
            }
            node.view = view
            return node
        }
    }

    /// Checks a SwiftUI spec: names are type names, containers are inside SwiftUI or a host,
    /// tags are distinct, labels are free, nesting stays within ``maximumNestingDepth``.
    /// `inUIKit`: the spec sits where UIKit holds controllers (its own label was checked by
    /// the caller, `checksLabel` false).
    func validateSwiftUI(
        _ spec: SwiftUISpec, inUIKit: Bool, context: BuildContext, depth: Int, newNames: inout Set<String>,
        checksLabel: Bool = false
    ) throws(NavigationError) {
        guard depth <= Window.maximumNestingDepth else { throw .nestingTooDeep(limit: Window.maximumNestingDepth) }
        if checksLabel, let label = spec.label {
            guard context.namesAreFree || names.id(named: label, in: nodes) == nil, newNames.insert(label).inserted else {
                throw .duplicateName(label)
            }
            if !context.namesAreFree { try requireNoAccessory(named: label) }
        }
        let inner = BuildContext(namesAreFree: context.namesAreFree)
        switch spec {
        case let .view(view):
            try Window.requireTypeName(view)
        case let .hosting(view, content):
            try Window.requireTypeName(view)
            if case let .swiftUI(embedded) = content {
                // A container in the view's body: SwiftUI's, no host of its own.
                try validateSwiftUI(
                    embedded.isContainer ? embedded : .role(SwiftUINode(role: .hosting), embedded), inUIKit: false, context: inner,
                    depth: depth + 1, newNames: &newNames, checksLabel: true)
            } else {
                try validate(content, context: inner, requestedParent: nil, depth: depth + 1, newNames: &newNames)
            }
        case let .stack(root, _, elementType):
            if inUIKit { throw .swiftUIContainerOutsideHost("NavigationStack") }
            if let elementType { try Window.requireTypeName(elementType) }
            try validateSwiftUI(root, inUIKit: false, context: inner, depth: depth + 1, newNames: &newNames, checksLabel: true)
        case let .tabView(tabs, _):
            if inUIKit { throw .swiftUIContainerOutsideHost("TabView") }
            guard !tabs.isEmpty else { throw .emptyList(ControllerReference(id: nil, description: "<TabView \(spec.label ?? "(new)")>")) }
            var tags = Set<String>()
            for tab in tabs {
                if let tag = tab.tag, !tags.insert(tag).inserted { throw .duplicateTag(tag) }
                try validateSwiftUI(tab.content, inUIKit: false, context: inner, depth: depth + 1, newNames: &newNames, checksLabel: true)
            }
        case let .windowGroup(content):
            guard inUIKit, context.isWindowRoot else { throw .misplacedWindowGroup }
            try validateSwiftUI(content, inUIKit: false, context: inner, depth: depth + 1, newNames: &newNames, checksLabel: true)
        case let .role(_, content):
            try validateSwiftUI(content, inUIKit: false, context: inner, depth: depth + 1, newNames: &newNames, checksLabel: true)
        }
    }

    /// Throws ``NavigationError/invalidTypeName(_:)`` unless `name` is a Swift type's name.
    static func requireTypeName(_ name: String) throws(NavigationError) {
        guard PathValue.isTypeName(name) else { throw .invalidTypeName(name) }
    }

    /// Builds a validated SwiftUI spec at `place` under `parent`; returns its top controller.
    mutating func buildSwiftUI(_ spec: SwiftUISpec, in place: SwiftUIPlace, parent: ControllerID?) -> ControllerID {
        switch spec {
        case let .stack(root, path, elementType):
            // A stack given a role (a sheet's content, a tab) sits in that role's host.
            if case .role = place { return makeSwiftUIHost(place.node(view: nil), embedding: .swiftUI(spec), parent: parent) }
            let id = makeNode(
                .navigationController, name: path, parent: parent,
                screen: Window.swiftUIProperties(SwiftUINode(role: .stack, elementType: elementType)))
            nodes.setChildren(id, [buildSwiftUI(root, in: .role(SwiftUINode(role: .stackRoot)), parent: id)])
            applyAppearance(ofTopOf: id)
            return id
        case let .tabView(tabs, selection):
            if case .role = place { return makeSwiftUIHost(place.node(view: nil), embedding: .swiftUI(spec), parent: parent) }
            let id = makeNode(
                .tabBarController, name: selection, parent: parent, screen: Window.swiftUIProperties(SwiftUINode(role: .tabView)))
            var children: [ControllerID] = []
            children.reserveCapacity(tabs.count)
            for tab in tabs {
                children.append(buildSwiftUI(tab.content, in: .role(SwiftUINode(role: .tab, tag: tab.tag)), parent: id))
            }
            nodes.setChildren(id, children)
            updateMoreNavigation(of: id)
            return id
        case let .windowGroup(content):
            return buildSwiftUI(content, in: .role(SwiftUINode(role: .windowGroup)), parent: parent)
        case let .role(node, content):
            return buildSwiftUI(content, in: .role(node), parent: parent)
        case let .view(view):
            return makeSwiftUINode(.screen, place.node(view: view), parent: parent)
        case let .hosting(view, content):
            return makeSwiftUIHost(place.node(view: view), embedding: content, parent: parent)
        }
    }

    /// A hosting controller with `node`'s role whose view embeds `content`.
    private mutating func makeSwiftUIHost(_ node: SwiftUINode, embedding content: ControllerSpec, parent: ControllerID?) -> ControllerID {
        let host = makeSwiftUINode(.hostingController, node, parent: parent)
        let child: ControllerID
        if case let .swiftUI(embedded) = content {
            child = buildSwiftUI(embedded, in: .uikit, parent: host)
        } else {
            child = build(content, parent: host)
        }
        nodes.setChildren(host, [child])
        return host
    }

    /// A controller SwiftUI made for `node`: named after its view (if any), with the view's
    /// declared modifiers, its view type entered in ``swiftUIViews``.
    private mutating func makeSwiftUINode(_ kind: ControllerKind, _ node: SwiftUINode, parent: ControllerID?) -> ControllerID {
        var properties = Window.swiftUIProperties(node)
        guard let view = node.view else { return makeNode(kind, name: nil, parent: parent, screen: properties) }
        let key = swiftUIViews.key(of: view)
        if swiftUIViews.declarations[key] == nil { swiftUIViews.declarations[key] = ViewDeclaration() }
        applyDeclaredModifiers(of: view, to: &properties)
        return makeNode(kind, name: swiftUIInstanceName(for: view), parent: parent, screen: properties)
    }

    /// Screen properties holding only `node`.
    static func swiftUIProperties(_ node: SwiftUINode) -> ScreenProperties {
        var properties = ScreenProperties()
        properties.swiftUI = node
        return properties
    }

    /// The name of a new controller for `view`: the view's type without its module, or, when
    /// that is taken, the first of `NAME-2`, `NAME-3`… that is free (as an imported dump names
    /// repeated classes).
    func swiftUIInstanceName(for view: String) -> String {
        let base = SwiftUINode.shortName(of: view)
        var name = base
        var count = 1
        while isNameTaken(name) {
            count += 1
            name = "\(base)-\(count)"
        }
        return name
    }

    /// Whether a new controller cannot take `name`: a controller or a bottom accessory's
    /// content has it.
    func isNameTaken(_ name: String) -> Bool {
        if names.id(named: name, in: nodes) != nil { return true }
        do {
            try requireNoAccessory(named: name)
            return false
        } catch {
            return true
        }
    }
}
