/// SwiftUI's bindings as the app's state: a `TabView`'s selection, a stack's path, and the
/// `Bool` and optional item bindings that drive `navigationDestination(isPresented:)`/`(item:)`,
/// `.sheet` and `.fullScreenCover`.
///
/// Like the path, a binding's value is read from the controllers on screen (the presented
/// hosting controller carries the binding and its item, the tab bar controller its selection),
/// so what the user does (a back swipe, a swipe down, a tap on a tab) writes it back.
extension Window {
    /// The value of the binding `name`, `nil` when nothing in the window declares one by that
    /// name: a `TabView`'s selection or a stack's path (their labels), or a binding a view's
    /// declaration presents on.
    public func bindingValue(named name: String) -> BindingValue? {
        if let id = names.id(named: name, in: nodes), let node = nodes.screen(id)?.swiftUI {
            switch node.role {
            case .tabView:
                guard let tab = visibleChild(of: id) else { return .tag(nil) }
                return .tag(nodes.screen(tab)?.swiftUI?.tag)
            case .stack:
                return navigationPath(of: id).map(BindingValue.path)
            default:
                break
            }
        }
        guard let presentation = declaredPresentations(on: name).first?.presentation else { return nil }
        let shown = presented(on: name)
        if presentation.isItem { return .item(shown.flatMap { nodes.screen($0)?.swiftUI?.value }) }
        return .bool(shown != nil)
    }

    /// Writes the binding `name`, as the app's code does: a selection shows the tab with that
    /// tag, a path is assigned (``setNavigationPath(_:of:animated:)``), `true` or an item shows
    /// what the binding presents from the view on screen that declares it, `false` or `nil`
    /// takes it away. A new item replaces what an item binding shows (Apple doc
    /// `sheet(item:onDismiss:content:)`: "If item changes, the system dismisses the sheet and
    /// replaces it with a new one").
    ///
    /// - Throws: ``NavigationError/unknownBinding(_:suggestion:)``,
    ///   ``NavigationError/bindingValue(binding:expected:)`` for a value of the wrong kind, and
    ///   the errors of the call it makes; the window is unchanged.
    @discardableResult
    public mutating func setBinding(_ name: String, to value: BindingValue, animated: Bool = true) throws(NavigationError)
        -> OperationResult
    {
        guard let current = bindingValue(named: name) else {
            throw .unknownBinding(name, suggestion: Spelling.closest(to: name, in: bindingNames))
        }
        switch (current, value) {
        case let (.tag, .tag(tag)):
            guard let tabBar = names.id(named: name, in: nodes) else { throw .unknownBinding(name, suggestion: nil) }
            let tags = nodes.children(tabBar).map { nodes.screen($0)?.swiftUI?.tag }
            guard let tag, let index = tags.firstIndex(of: tag) else {
                throw .bindingValue(binding: name, expected: "one of its tabs' tags: " + tags.compactMap { $0 }.joined(separator: ", "))
            }
            return try selectTab(at: index, of: tabBar)
        case let (.path, .path(path)):
            guard let stack = names.id(named: name, in: nodes) else { throw .unknownBinding(name, suggestion: nil) }
            return try setNavigationPath(path, of: stack, animated: animated).result
        case let (.bool(shown), .bool(show)):
            if shown == show { return OperationResult() }
            return show ? try showPresentation(on: name, item: nil, animated: animated) : try hidePresentation(on: name, animated: animated)
        case let (.item(shown), .item(item)):
            if shown == item { return OperationResult() }
            guard let item else { return try hidePresentation(on: name, animated: animated) }
            try requireKnownType(item.type)
            guard shown != nil else { return try showPresentation(on: name, item: item, animated: animated) }
            var result = try hidePresentation(on: name, animated: animated)
            let shownAgain = try showPresentation(on: name, item: item, animated: animated)
            result.append(shownAgain)
            result.events += shownAgain.events
            result.created = shownAgain.created
            return result
        case (.tag, _): throw .bindingValue(binding: name, expected: "a tab's tag")
        case (.path, _): throw .bindingValue(binding: name, expected: "a path (path set)")
        case (.bool, _): throw .bindingValue(binding: name, expected: "true or false")
        case (.item, _): throw .bindingValue(binding: name, expected: "a value or nil")
        }
    }

    /// Every binding name the window knows, sorted: those the views present on, and the
    /// labels of SwiftUI stacks and tab views.
    package var bindingNames: [String] {
        var found = Set<String>()
        for declaration in swiftUIViews.declarations.values {
            for presentation in declaration.presentations { found.insert(presentation.binding) }
        }
        for id in nodes.keys {
            if let role = nodes.screen(id)?.swiftUI?.role, role == .stack || role == .tabView, let name = nodes.name(id) {
                found.insert(name)
            }
        }
        return found.sorted()
    }

    /// The declarations presenting on `binding`: each view type declaring one, with it.
    private func declaredPresentations(on binding: String) -> [(view: String, presentation: BindingPresentation)] {
        swiftUIViews.declarations.sorted { $0.key < $1.key }.compactMap { view, declaration in
            declaration.presentations.first { $0.binding == binding }.map { (view, $0) }
        }
    }

    /// The controller `binding` shows now, if any.
    private func presented(on binding: String) -> ControllerID? {
        nodes.keys.sorted().last { id in
            guard let node = nodes.screen(id)?.swiftUI else { return false }
            return (node.role == .destination || node.role == .presentation) && node.binding == binding
        }
    }

    /// The controller of a view declaring a presentation on `binding` that shows it: the
    /// deepest such view on screen, topmost presentation first; else the newest anywhere.
    private func declaringController(of binding: String) -> (ControllerID, BindingPresentation)? {
        let declared = Dictionary(
            declaredPresentations(on: binding).map { ($0.view, $0.presentation) }, uniquingKeysWith: { first, _ in first })
        let views = swiftUIViews
        func presentation(of id: ControllerID) -> BindingPresentation? {
            nodes.screen(id)?.swiftUI?.view.flatMap { declared[views.key(of: $0)] }
        }
        for context in contextsInWindow {
            if let id = visibleDescent(from: context).last(where: { presentation(of: $0) != nil }), let found = presentation(of: id) {
                return (id, found)
            }
        }
        guard let id = nodes.keys.sorted().last(where: { presentation(of: $0) != nil }), let found = presentation(of: id) else {
            return nil
        }
        return (id, found)
    }

    /// Shows what `binding` presents, from the view declaring it.
    private mutating func showPresentation(on binding: String, item: PathValue?, animated: Bool) throws(NavigationError) -> OperationResult
    {
        guard let (source, presentation) = declaringController(of: binding) else { return .warning(.noViewDeclaring(binding: binding)) }
        switch presentation.style {
        case .push:
            guard let (stack, _) = surroundingStack(of: source) else { return .warning(.noViewDeclaring(binding: binding)) }
            let node = SwiftUINode(role: .destination, value: item, binding: binding)
            let specs = nodes.children(stack).map(ControllerSpec.existing) + [.swiftUI(.role(node, presentation.content))]
            return try setViewControllers(specs, on: stack, animated: animated)
        case let .sheet(detents, grabber):
            let node = SwiftUINode(role: .presentation, value: item, binding: binding)
            var result = try present(.swiftUI(.role(node, presentation.content)), from: source, style: .pageSheet, animated: animated)
            // UISheetPresentationController opens at the smallest detent when none is
            // selected (Apple doc `selectedDetentIdentifier`).
            if let created = result.created {
                if detents.contains(.medium) { result.warnings += try setSheetDetent(.medium, of: created).warnings }
                if grabber { result.warnings += try setPrefersGrabberVisible(true, of: created).warnings }
            }
            return result
        case .fullScreenCover:
            let node = SwiftUINode(role: .presentation, value: item, binding: binding)
            return try present(.swiftUI(.role(node, presentation.content)), from: source, style: .fullScreen, animated: animated)
        }
    }

    /// Takes away what `binding` shows: a pushed destination is popped with everything above
    /// it, a sheet or cover dismissed with everything presented over it. The presenting view's
    /// modifier asks its own controller to dismiss, which "dismisses its immediate child view
    /// controller and all view controllers above that child" (Apple doc
    /// `dismiss(animated:completion:)`); asked of the sheet itself, UIKit would take away only
    /// what the sheet presents.
    private mutating func hidePresentation(on binding: String, animated: Bool) throws(NavigationError) -> OperationResult {
        guard let shown = presented(on: binding) else { return OperationResult() }
        if let presenter = nodes.presenter(shown) { return try dismiss(from: presenter, animated: animated) }
        guard let stack = nodes.parent(shown), let index = nodes.children(stack).firstIndex(of: shown), index > 0,
            let below = nodes.child(stack, at: index - 1)
        else { return OperationResult() }
        return try popToViewController(below, on: stack, animated: animated)
    }
}

/// A SwiftUI binding's value (``Window/bindingValue(named:)``).
public enum BindingValue: Hashable, Sendable, CustomStringConvertible {
    /// A `Bool` (`isPresented:`).
    case bool(Bool)
    /// An optional item (`item:`).
    case item(PathValue?)
    /// A `TabView`'s selection: the selected tab's tag (`nil` for an untagged tab).
    case tag(String?)
    /// A stack's path.
    case path(SwiftUIPath)

    /// The value as a script writes it.
    public var description: String {
        switch self {
        case let .bool(value): String(value)
        case let .item(value): value?.description ?? "nil"
        case let .tag(tag): tag ?? "nil"
        case let .path(path): path.description
        }
    }
}
