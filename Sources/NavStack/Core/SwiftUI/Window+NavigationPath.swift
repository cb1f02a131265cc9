/// A `NavigationStack`'s path: reading it from the stack, and changing it as the app's code
/// does (`path.append(_:)`, `path.removeLast(_:)`, `path = …`) or as a `NavigationLink(value:)`
/// does.
///
/// The path is read from the stack, not kept beside it: the hosting controllers pushed for
/// path elements carry their values (``SwiftUINode/value``), so the user's back button and
/// swipe-back, which pop controllers, write the path back as SwiftUI does (Apple, "Understanding
/// the navigation stack": the stack "updates the path" when the user navigates back).
///
/// SwiftUI does not push or pop one controller at a time: it computes the whole stack, reusing
/// the hosting controller of each element still on the path, and sets it with
/// `setViewControllers` (SwiftUI.framework `NavigationHostingControllerCache_UIKit`, decompiled
/// iOS 26.1), which plays one push, one pop or no animation (``StackAnimation``).
extension Window {
    /// The path of `stack`, a SwiftUI `NavigationStack`: the values of its path elements, root
    /// excluded (Apple doc `NavigationPath`). `nil` when `stack` is not a SwiftUI stack, or
    /// holds an element whose value is not known (read from a dump).
    public func navigationPath(of stack: ControllerID) -> SwiftUIPath? {
        guard nodes.screen(stack)?.swiftUI?.role == .stack else { return nil }
        var values: [PathValue] = []
        for member in nodes.children(stack) {
            guard let node = nodes.screen(member)?.swiftUI, node.role == .pathElement else { continue }
            guard let value = node.value else { return nil }
            values.append(value)
        }
        return SwiftUIPath(values)
    }

    /// How many elements `stack`'s path holds, known or not (``navigationPath(of:)``).
    public func navigationPathCount(of stack: ControllerID) -> Int? {
        guard nodes.screen(stack)?.swiftUI?.role == .stack else { return nil }
        return nodes.children(stack).count(where: { nodes.screen($0)?.swiftUI?.role == .pathElement })
    }

    /// `path = newPath`: the stack becomes its root, a destination for each element and, on
    /// top, what bindings pushed (a value pushed after an item destination renders under it,
    /// as chowple.com's "The bug where the screen lands underneath" reports). Each element
    /// still at its place with the same elements below it keeps its controller.
    ///
    /// - Throws: ``NavigationError/notANavigationStack(_:)``,
    ///   ``NavigationError/unknownValueType(_:suggestion:)``,
    ///   ``NavigationError/pathElementType(_:path:elementType:)`` for a typed path; the window is
    ///   unchanged.
    /// - Returns: the change, with the one animation UIKit plays. A value no destination visible
    ///   below it accepts leaves the path as it was, with
    ///   ``NavigationWarning/noVisibleDestination(type:appended:)``.
    @discardableResult
    public mutating func setNavigationPath(_ path: SwiftUIPath, of stack: ControllerID, animated: Bool = true)
        throws(NavigationError) -> PathChange
    {
        let elementType = try requireNavigationStack(stack)
        for value in path.elements {
            try requireKnownType(value.type)
            if let elementType, value.type != elementType {
                throw .pathElementType(value, path: nodes.name(stack) ?? "path", elementType: elementType)
            }
        }
        let oldStack = nodes.children(stack)
        guard let root = oldStack.first else { throw .notANavigationStack(reference(stack)) }
        let oldElements = oldStack.filter { nodes.screen($0)?.swiftUI?.role == .pathElement }
        let onTop = oldStack.dropFirst().filter { nodes.screen($0)?.swiftUI?.role != .pathElement }
        var visible = viewsDeclaring(in: [root])
        var specs: [ControllerSpec] = [.existing(root)]
        var warnings: [NavigationWarning] = []
        var keeping = true
        for (index, value) in path.elements.enumerated() {
            if keeping, index < oldElements.count, nodes.screen(oldElements[index])?.swiftUI?.value == value {
                specs.append(.existing(oldElements[index]))
                visible += viewsDeclaring(in: [oldElements[index]])
                continue
            }
            keeping = false
            guard let content = destination(for: value.type, among: visible) else {
                return PathChange(.warning(.noVisibleDestination(type: value.type, appended: true)), animation: .none)
            }
            if let view = content.viewName {
                let declaredBelow = Set(visible.flatMap { swiftUIViews[$0].destinations.map(\.type) })
                for type in swiftUIViews[view].destinations.map(\.type) where declaredBelow.contains(type) {
                    warnings.append(.destinationDeclaredEarlier(type: type))
                }
                visible.append(view)
            }
            specs.append(.swiftUI(.role(SwiftUINode(role: .pathElement, value: value), content)))
        }
        specs += onTop.map(ControllerSpec.existing)
        let unchanged = specs.count == oldStack.count && zip(specs, oldStack).allSatisfy { $0 == .existing($1) }
        guard !unchanged else { return PathChange(OperationResult(), animation: .none) }
        var result = try setViewControllers(specs, on: stack, animated: animated)
        result.warnings += warnings
        return PathChange(result, animation: StackAnimation(from: oldStack, toTop: nodes.lastChild(stack), animated: animated))
    }

    /// `path.append(value)` for each of `values`, in one assignment.
    @discardableResult
    public mutating func appendToNavigationPath(_ values: [PathValue], of stack: ControllerID, animated: Bool = true)
        throws(NavigationError) -> PathChange
    {
        _ = try requireNavigationStack(stack)
        guard var path = navigationPath(of: stack) else { throw .notANavigationStack(reference(stack)) }
        for value in values { path.append(value) }
        return try setNavigationPath(path, of: stack, animated: animated)
    }

    /// `path.removeLast(k)`.
    ///
    /// - Throws: ``NavigationError/removingMoreThanPath(_:count:path:)`` when `k` is negative or
    ///   more than the path holds: the collection's precondition, where the app traps. The
    ///   window is unchanged.
    @discardableResult
    public mutating func removeLastFromNavigationPath(_ k: Int = 1, of stack: ControllerID, animated: Bool = true)
        throws(NavigationError) -> PathChange
    {
        _ = try requireNavigationStack(stack)
        guard var path = navigationPath(of: stack) else { throw .notANavigationStack(reference(stack)) }
        do {
            try path.removeLast(k)
        } catch {
            throw .removingMoreThanPath(k, count: path.count, path: nodes.name(stack) ?? "path")
        }
        return try setNavigationPath(path, of: stack, animated: animated)
    }

    /// A tap on `NavigationLink(value:)` in `screen`'s view: the value is appended to the path
    /// of the stack around the link, if a destination for its type is visible from the link
    /// (declared in a view of that stack, from its root to the link's view); otherwise nothing
    /// happens and SwiftUI logs the message of ``NavigationWarning/noVisibleDestination(type:appended:)``.
    /// A stack nested in a destination hides the destinations of the stack around it (Apple
    /// Developer Forums 737671).
    ///
    /// - Throws: ``NavigationError/unknownValueType(_:suggestion:)``,
    ///   ``NavigationError/pathElementType(_:path:elementType:)``.
    @discardableResult
    public mutating func activateLink(to value: PathValue, from screen: ControllerID, animated: Bool = true)
        throws(NavigationError) -> PathChange
    {
        try requireController(screen)
        try requireKnownType(value.type)
        guard let (stack, member) = surroundingStack(of: screen),
            destination(for: value.type, among: viewsDeclaring(in: Array(nodes.children(stack).prefix { $0 != member }) + [member]))
                != nil
        else {
            return PathChange(.warning(.noVisibleDestination(type: value.type, appended: false)), animation: .none)
        }
        guard var path = navigationPath(of: stack) else { throw .notANavigationStack(reference(stack)) }
        path.append(value)
        return try setNavigationPath(path, of: stack, animated: animated)
    }

    /// The SwiftUI stack whose stack holds `screen` (directly or inside a member), with that
    /// member; `nil` when the screen is in no SwiftUI stack before a presentation boundary.
    func surroundingStack(of screen: ControllerID) -> (stack: ControllerID, member: ControllerID)? {
        var current = screen
        while let parent = nodes.parent(current) {
            if nodes.screen(parent)?.swiftUI?.role == .stack { return (parent, current) }
            current = parent
        }
        return nil
    }

    /// The views whose declarations the members (and the hosts inside them) add, in order.
    private func viewsDeclaring(in members: [ControllerID]) -> [String] {
        members.compactMap { nodes.screen($0)?.swiftUI?.view }
    }

    /// The content of the destination for `type` declared nearest the root among `views`.
    private func destination(for type: String, among views: [String]) -> SwiftUISpec? {
        for view in views {
            if let found = swiftUIViews[view].destinations.first(where: { $0.type == type }) { return found.content }
        }
        return nil
    }

    /// The element type of a SwiftUI stack's path (`nil`: a `NavigationPath`), or
    /// ``NavigationError/notANavigationStack(_:)``.
    private func requireNavigationStack(_ stack: ControllerID) throws(NavigationError) -> String? {
        try requireController(stack)
        guard let node = nodes.screen(stack)?.swiftUI, node.role == .stack else { throw .notANavigationStack(reference(stack)) }
        return node.elementType
    }
}

/// What a path change did: the operation's result and the one transition UIKit played.
public struct PathChange: ModelResult, Hashable, Sendable {
    /// The operation's result (controllers removed, warnings, lifecycle events).
    public var result: OperationResult
    /// The transition `setViewControllers(_:animated:)` played.
    public var animation: StackAnimation

    /// Creates a change.
    public init(_ result: OperationResult, animation: StackAnimation) {
        self.result = result
        self.animation = animation
    }

    public var warnings: [NavigationWarning] { result.warnings }
    public var events: [LifecycleEvent] { result.events }
    public func namedEvents(in window: Window) -> [NamedLifecycleEvent] { result.namedEvents(in: window) }
}

/// A navigation path's value, shaped like SwiftUI's `NavigationPath`: append values, remove
/// them from the end, count them. An app's navigation state (a TCA `StackState`, an
/// `@Observable` router) holds one to set with ``Window/setNavigationPath(_:of:animated:)`` and
/// compare with ``Window/navigationPath(of:)``.
///
/// ```swift
/// var path = SwiftUIPath()
/// path.append(PathValue(type: "Product", value: "shoes"))
/// path.append(3)
/// try window.setNavigationPath(path, of: window.lookUp("shop"))
/// ```
public struct SwiftUIPath: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The values, first pushed first.
    public private(set) var elements: [PathValue]

    /// A path holding `elements`.
    public init(_ elements: [PathValue] = []) { self.elements = elements }

    public init(arrayLiteral elements: PathValue...) { self.elements = elements }

    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value.
    public mutating func append(_ value: PathValue) { elements.append(value) }
    /// Appends an `Int`.
    public mutating func append(_ value: Int) { elements.append(PathValue(value)) }
    /// Appends a `String`.
    public mutating func append(_ value: String) { elements.append(PathValue(value)) }

    /// Removes the last `k` values.
    ///
    /// - Throws: ``NavigationError/removingMoreThanPath(_:count:path:)`` when `k` is negative or
    ///   more than ``count``, where `NavigationPath.removeLast(_:)` traps; the path is unchanged.
    public mutating func removeLast(_ k: Int = 1) throws(NavigationError) {
        guard k >= 0, k <= elements.count else { throw .removingMoreThanPath(k, count: elements.count, path: "path") }
        elements.removeLast(k)
    }

    /// The values as a script writes them, space-separated.
    public var description: String { elements.map(\.description).joined(separator: " ") }
}

extension SwiftUISpec {
    /// The view a destination's content shows at its top: the view or the hosting view, `nil`
    /// for a container.
    var viewName: String? {
        switch self {
        case let .view(view), let .hosting(view, _): view
        case let .role(_, content), let .windowGroup(content): content.viewName
        case .stack, .tabView: nil
        }
    }
}
