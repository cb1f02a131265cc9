/// Calls by name: what a test of an app's navigation reads like, beside the ID-based API.
///
/// Each convenience makes the call a script line makes — `window.push("Detail", from: "Home")`
/// is `push Detail from=Home` — through the same rules the interpreter uses (``lookUp(_:)``,
/// ``spec(named:properties:)``, ``requireNavigationController(of:)``, ``requireTopScreen()``,
/// ``requirePresentationSource()``, ``requireTabBarController(of:)``), then the ID-based
/// operation. So each throws the same ``NavigationError``s (a name the window does not hold is
/// ``NavigationError/unknownName(_:suggestion:)``: "no controller named 'Detial'; did you mean
/// 'Detail'?") and, when it throws, leaves the window unchanged.
///
/// ```swift
/// var window = Window()
/// try window.setRoot(.koinuNavigationController(root: .screen("Home"), label: "main"))
/// try window.push("Detail", from: "Home")
/// window.topName                    // "Detail"
/// try window.stackNames(of: "main")  // ["Home", "Detail"]
/// ```
extension Window {
    // MARK: Reading by name

    /// The name of the top screen (``topScreen``): the visible screen of the topmost
    /// presentation; `nil` with no root, or while the More list shows.
    ///
    /// - Complexity: O(depth).
    public var topName: String? { topScreen.flatMap(name(of:)) }

    /// The names and labels of the controllers on screen, from the window's root to the top
    /// screen: each presentation's visible path (a navigation controller's top, a tab bar
    /// controller's selected tab, a container's child), presentations in order. Controllers
    /// with neither name nor label (Koinu's containers, an unlabelled navigation controller)
    /// are left out: `["tabs", "main", "Detail", "Login"]`.
    ///
    /// - Complexity: O(depth × presentations).
    public var visibleNames: [String] {
        var names: [String] = []
        for context in presentationChain {
            for id in visibleDescent(from: context) {
                if let name = name(of: id) { names.append(name) }
            }
        }
        return names
    }

    /// The names on a navigation stack, root first, as `expect stack` reads them: `name` is
    /// either a navigation controller's label (its stack) or any other controller's name (the
    /// stack of its `navigationController`, the one it is on). Koinu's and RT's containers
    /// are unwrapped, and a stack a container navigation controller forwards to is the outer
    /// one's; an unnamed member shows its kind (`UINavigationController`).
    ///
    /// - Throws: ``NavigationError/unknownName(_:suggestion:)``;
    ///   ``NavigationError/noNavigationController(_:)`` for a controller on no stack.
    /// - Complexity: O(depth + the stack's length).
    public func stackNames(of name: String) throws(NavigationError) -> [String] {
        let id = try lookUp(name)
        let nav = kind(of: id)?.isNavigationController == true ? id : try requireNavigationController(of: id)
        return stackNames(on: nav)
    }

    /// The names on the stack a call on `nav` lands on (`stackOwner(forCallsOn:)`), root
    /// first, unwrapped; an unnamed member shows its kind.
    ///
    /// - Complexity: O(the stack's length).
    public func stackNames(on nav: ControllerID) -> [String] {
        viewControllers(of: stackOwner(forCallsOn: nav)).map { member in
            let id = unwrap(member)
            return name(of: id) ?? kind(of: id)?.rawValue ?? "?"
        }
    }

    // MARK: The rules names follow

    /// The spec a name stands for in a call, as in a script's tree expression: the controller
    /// of that name when the window has one (``ControllerSpec/existing(_:)``; UIKit then
    /// refuses to push or present it again), else a new screen with `properties`.
    ///
    /// - Complexity: O(1) expected (one lookup in the name index).
    package func spec(named name: String, properties: ScreenProperties = ScreenProperties()) -> ControllerSpec {
        if let id = id(named: name) { return .existing(id) }
        return .screen(name, properties)
    }

    /// The navigation controller a stack call from `id`'s code lands on: its
    /// `navigationController` (``navigationController(of:)``).
    ///
    /// - Throws: ``NavigationError/unknownController(_:)``;
    ///   ``NavigationError/noNavigationController(_:)`` when it has none.
    /// - Complexity: O(depth).
    package func requireNavigationController(of id: ControllerID) throws(NavigationError) -> ControllerID {
        try requireController(id)
        guard let nav = navigationController(of: id) else { throw .noNavigationController(reference(id)) }
        return nav
    }

    /// The top screen (``topScreen``), which calls made without a named screen start from.
    ///
    /// - Throws: ``NavigationError/noRootController``; ``NavigationError/noTopScreen`` while
    ///   the More list shows.
    /// - Complexity: O(depth).
    package func requireTopScreen() throws(NavigationError) -> ControllerID {
        guard root != nil else { throw .noRootController }
        guard let top = topScreen else { throw .noTopScreen }
        return top
    }

    /// The controller a presentation or dismissal is made from when none is named: the top
    /// screen, else (while the More list shows) the topmost presentation context.
    ///
    /// - Throws: ``NavigationError/noRootController``.
    /// - Complexity: O(depth).
    package func requirePresentationSource() throws(NavigationError) -> ControllerID {
        if let top = topScreen { return top }
        guard let context = presentationChain.last else { throw .noRootController }
        return context
    }

    /// The tab bar controller holding `id` (its `tabBarController`, ``tabBarController(of:)``).
    ///
    /// - Throws: ``NavigationError/unknownController(_:)``;
    ///   ``NavigationError/noTabBarController(_:)`` when no tab bar controller holds it.
    /// - Complexity: O(depth).
    package func requireTabBarController(of id: ControllerID) throws(NavigationError) -> ControllerID {
        try requireController(id)
        guard let tabBar = tabBarController(of: id) else { throw .noTabBarController(reference(id)) }
        return tabBar
    }

    // MARK: Calls by name

    /// Pushes `name` onto the stack that shows `screen` (its `navigationController`), or the
    /// top screen's when `screen` is `nil`: the script's `push NAME [key=value …] [from=SCREEN]`.
    /// A name the window does not hold is a new screen with `properties`; one it holds is that
    /// controller (`spec(named:properties:)`).
    ///
    /// ```swift
    /// try window.push("Detail", from: "Home", properties: ScreenProperties(hidesBottomBarWhenPushed: true))
    /// ```
    ///
    /// - Throws: ``NavigationError/unknownName(_:suggestion:)``,
    ///   ``NavigationError/noNavigationController(_:)``, ``NavigationError/noRootController``,
    ///   ``NavigationError/noTopScreen``, and the errors of
    ///   ``pushViewController(_:onto:animated:)``.
    @discardableResult
    public mutating func push(
        _ name: String, from screen: String? = nil, properties: ScreenProperties = ScreenProperties(), animated: Bool = true
    ) throws(NavigationError) -> OperationResult {
        let nav = try stackTarget(from: screen)
        return try pushViewController(spec(named: name, properties: properties), onto: nav, animated: animated)
    }

    /// Pops the top of the stack that shows `screen`, or the top screen's when `screen` is
    /// `nil`: the script's `pop [from=SCREEN]`. At the root it does nothing and warns.
    ///
    /// - Throws: as ``push(_:from:properties:animated:)`` finds its stack, and the errors of
    ///   ``popViewController(on:animated:)``.
    @discardableResult
    public mutating func pop(from screen: String? = nil, animated: Bool = true) throws(NavigationError) -> OperationResult {
        try popViewController(on: stackTarget(from: screen), animated: animated)
    }

    /// Pops the stack holding `target` (or `screen`'s, when given) back to `target`: the
    /// script's `pop-to NAME [from=SCREEN]`, whose stack without `from=` is the top screen's.
    ///
    /// - Throws: as ``push(_:from:properties:animated:)`` finds its stack, and the errors of
    ///   ``popToViewController(_:on:animated:)``.
    @discardableResult
    public mutating func popTo(_ target: String, from screen: String? = nil, animated: Bool = true) throws(NavigationError)
        -> OperationResult
    {
        let nav = try stackTarget(from: screen)
        return try popToViewController(lookUp(target), on: nav, animated: animated)
    }

    /// Presents `name` from `presenter`, or from the top screen when `presenter` is `nil`:
    /// the script's `present NAME [style=…] [key=value …] [from=NAME]`. A name the window does
    /// not hold is a new screen with `properties` (its sheet's detent and grabber among them);
    /// one it holds is that controller, which UIKit refuses to present again.
    ///
    /// ```swift
    /// try window.present("Filters", style: .formSheet, properties: ScreenProperties(isModalInPresentation: true, sheetDetent: .medium))
    /// ```
    ///
    /// - Throws: ``NavigationError/unknownName(_:suggestion:)``,
    ///   ``NavigationError/noRootController``, and the errors of
    ///   ``present(_:from:style:animated:)-(ControllerSpec,_,_,_)``.
    @discardableResult
    public mutating func present(
        _ name: String, from presenter: String? = nil, style: ModalPresentationStyle = .pageSheet,
        properties: ScreenProperties = ScreenProperties(), animated: Bool = true
    ) throws(NavigationError) -> OperationResult {
        let source = try presentationSource(named: presenter)
        return try present(spec(named: name, properties: properties), from: source, style: style, animated: animated)
    }

    /// Dismisses from `controller`, or from the top screen when it is `nil`: the script's
    /// `dismiss [from=NAME]` (what `dismiss(animated:)` on that controller does).
    ///
    /// - Throws: ``NavigationError/unknownName(_:suggestion:)``,
    ///   ``NavigationError/noRootController``, and the errors of ``dismiss(from:animated:)-(ControllerID,_)``.
    @discardableResult
    public mutating func dismiss(from controller: String? = nil, animated: Bool = true) throws(NavigationError) -> OperationResult {
        let source = try presentationSource(named: controller)
        return try dismiss(from: source, animated: animated)
    }

    /// Selects the tab holding the controller named `tab` (a tab's label, or any controller
    /// inside it) in the tab bar controller holding it: the script's `select NAME`.
    ///
    /// - Throws: ``NavigationError/unknownName(_:suggestion:)``,
    ///   ``NavigationError/noTabBarController(_:)``, and the errors of
    ///   ``selectTab(containing:of:)``.
    @discardableResult
    public mutating func select(tab: String) throws(NavigationError) -> OperationResult {
        let target = try lookUp(tab)
        return try selectTab(containing: target, of: requireTabBarController(of: target))
    }

    /// The navigation controller of the screen named `screen`, or of the top screen.
    private func stackTarget(from screen: String?) throws(NavigationError) -> ControllerID {
        // Spelled out: `Optional.map` and `??` rethrow, which would erase the error's type.
        guard let screen else { return try requireNavigationController(of: requireTopScreen()) }
        return try requireNavigationController(of: lookUp(screen))
    }

    /// The controller named `name`, or the presentation source when it is `nil`.
    private func presentationSource(named name: String?) throws(NavigationError) -> ControllerID {
        guard let name else { return try requirePresentationSource() }
        return try lookUp(name)
    }
}
