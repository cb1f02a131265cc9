#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Importing a real app's hierarchy: giving a ``HierarchyDump`` UIKit's meaning and building
/// the window it shows.
///
/// The window is built with the same operations a script uses (set the root, push, select,
/// present, each unanimated), so every rule of the model holds for it; then the views the dump
/// shows loaded are marked loaded, and the result is checked against the dump line by line:
/// each controller's kind, children, presentation, state and view must be what the dump
/// printed. Anything that does not fit is an ``HierarchyImportError`` at the dump's line, and
/// the window is left as it was.
extension Window {
    /// Replaces the window's root, and everything it presents, with the hierarchy `dump`
    /// shows. The device, orientation, popup design and overlays stay; the wrapping library
    /// becomes the one whose classes the dump prints (Koinu's or RTRootNavigationController's).
    ///
    /// Classes map to the model as follows (docs/Import.md):
    /// - `UINavigationController` (and UIKit's subclasses `UIImagePickerController` and
    ///   `UIVideoEditorController`), `UITabBarController`, `UIPageViewController`: those
    ///   containers; Koinu's `VMNavigationController`, `VMContainerViewController` and
    ///   `VMContainerNavigationController` and RT's `RTRootNavigationController`,
    ///   `RTContainerController` and `RTContainerNavigationController`: the wrapping scheme.
    /// - A class in `options.classMap`: the kind it maps to.
    /// - Any other class with child controllers and a `UILayoutContainerView`: an app's
    ///   subclass of a navigation or tab bar controller, told apart by its place and children
    ///   (see ``HierarchyImportOptions``); with a `_UIPageViewControllerContentView`, a page
    ///   view controller.
    /// - Any other class without children: a screen, named after the class without its
    ///   module (`Cineaste_App.MoviesViewController` is `MoviesViewController`), repeats
    ///   numbered from the second (`MoviesViewController-2`), characters a name cannot hold
    ///   replaced by `_`. The printed class and view class are kept (`class=`, `viewClass=`).
    ///
    /// A transitional state the dump shows (`appearing`, `disappearing`) is kept until the
    /// next operation (``importedTransitionalStates``).
    ///
    /// - Returns: warnings about what the dump left open and the import decided.
    /// - Throws: ``HierarchyImportError`` at the dump's line and column; the window is unchanged.
    /// - Complexity: O(controllers × depth).
    @discardableResult
    public mutating func importHierarchy(_ dump: HierarchyDump, options: HierarchyImportOptions = HierarchyImportOptions())
        throws(HierarchyImportError) -> [HierarchyImportWarning]
    {
        var importer = HierarchyImporter(dump: dump, options: options)
        try importer.classify()
        var built = Window(device: device)
        built.orientation = orientation
        built.design = design
        built.wrappingLibrary = importer.library ?? wrappingLibrary
        built.overlays = overlays
        try importer.build(into: &built)
        try importer.check(built)
        built.setImportedTransitionalStates(importer.transitionalStates)
        built.recordsLifecycleEvents = recordsLifecycleEvents
        replace(with: built)
        return importer.warnings
    }
}

/// How `Window.importHierarchy(_:options:)` reads an app's own classes.
public struct HierarchyImportOptions: Hashable, Sendable {
    /// What an app's class is (the words of `load hierarchy … map=CLASS:KIND`).
    public enum ClassKind: String, Hashable, Sendable, CaseIterable {
        /// A `UINavigationController` subclass.
        case navigationController = "nav"
        /// A `UITabBarController` subclass.
        case tabBarController = "tabs"
        /// A `UIPageViewController` subclass.
        case pageViewController = "pages"
        /// A controller whose view embeds its one child (`ControllerKind.hostingController`).
        case hostingController = "host"
        /// A content controller (a screen), even with child controllers.
        case screen
    }

    /// Classes and what they are, by the class name as printed (`App.RootTabBarController`).
    public var classMap: [String: ClassKind]

    /// Creates options.
    public init(classMap: [String: ClassKind] = [:]) {
        self.classMap = classMap
    }
}

/// Something an import decided that the dump did not say, at the dump's line and column.
public struct HierarchyImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the dump.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The message.
    public var message: String

    public var description: String { message }
}

/// One import in progress: the kinds given to the dump's classes, then the controllers built.
private struct HierarchyImporter {
    /// What a dump entry is in the model.
    enum Kind: Equatable {
        case screen, navigationController, tabBarController, pageViewController, hostingController
        case koinuNavigationController, containerController, containerNavigationController
        /// Koinu's placeholder below a wrapped screen when the outer controller uses the system
        /// back button (`useSystemBackBarButtonItem`, `VMNavigationController.swift`).
        case placeholder

        var controllerKind: ControllerKind {
            switch self {
            case .screen: .screen
            case .navigationController: .navigationController
            case .tabBarController: .tabBarController
            case .pageViewController: .pageViewController
            case .hostingController: .hostingController
            case .koinuNavigationController: .koinuNavigationController
            case .containerController: .containerController
            case .containerNavigationController: .containerNavigationController
            case .placeholder: .placeholder
            }
        }

        /// Whether its children are a stack that later entries are pushed onto.
        var isStack: Bool {
            self == .navigationController || self == .koinuNavigationController || self == .containerNavigationController
        }
    }

    let dump: HierarchyDump
    let options: HierarchyImportOptions
    var kinds: [Kind] = []
    var names: [String?] = []
    var ids: [ControllerID?] = []
    var library: WrappingLibrary?
    var warnings: [HierarchyImportWarning] = []
    var transitionalStates: [ControllerID: AppearanceState] = [:]
    /// Tab bar controllers built but not yet given their selected tab.
    private var pendingSelections: [Int] = []
    /// The classes whose kind was taken from their name.
    private var guessedClasses = Set<String>()

    init(dump: HierarchyDump, options: HierarchyImportOptions) {
        self.dump = dump
        self.options = options
    }

    private var entries: [HierarchyDump.Entry] { dump.entries }

    private func error(_ problem: HierarchyImportError.Problem, at index: Int) -> HierarchyImportError {
        HierarchyImportError(problem, line: entries[index].line, column: entries[index].column)
    }

    // MARK: Classes to kinds

    /// UIKit's classes, by the name `_printHierarchy` prints.
    private static let uikitClasses: [String: Kind] = [
        "UINavigationController": .navigationController,
        // Apple doc: UIImagePickerController and UIVideoEditorController inherit from
        // UINavigationController.
        "UIImagePickerController": .navigationController,
        "UIVideoEditorController": .navigationController,
        "UITabBarController": .tabBarController,
        "UIPageViewController": .pageViewController,
    ]

    /// The wrapping scheme's classes, with their library.
    private static let wrappingClasses: [String: (Kind, WrappingLibrary)] = {
        var classes: [String: (Kind, WrappingLibrary)] = [:]
        for library in WrappingLibrary.allCases {
            for (kind, controllerKind) in [
                (Kind.koinuNavigationController, ControllerKind.koinuNavigationController),
                (.containerController, .containerController), (.containerNavigationController, .containerNavigationController),
            ] {
                if let name = library.className(of: controllerKind) { classes[name] = (kind, library) }
            }
        }
        return classes
    }()

    /// Gives every entry its kind (parents before children, as the dump lists them) and every
    /// screen its name.
    mutating func classify() throws(HierarchyImportError) {
        kinds.reserveCapacity(entries.count)
        var nameCounts: [String: Int] = [:]
        var taken = Set<String>()
        for index in entries.indices {
            let entry = entries[index]
            if entry.className == "UIMoreNavigationController" || entry.className == "UIMoreListController" {
                throw error(.moreTabs, at: index)
            }
            let kind = try kind(of: index)
            kinds.append(kind)
            if case let (_, entryLibrary)? = HierarchyImporter.wrappingClasses[entry.className] {
                if let library, library != entryLibrary {
                    throw error(.rejectedByModel("the dump mixes Koinu's and RTRootNavigationController's classes"), at: index)
                }
                library = entryLibrary
            }
            guard kind == .screen else {
                names.append(nil)
                continue
            }
            let base =
                if case let .host(node)? = SwiftUIClasses.read(entry.className) {
                    SwiftUIClasses.screenName(for: node)
                } else {
                    HierarchyImporter.screenName(forClass: entry.className)
                }
            var count = nameCounts[base, default: 0] + 1
            var name = count == 1 ? base : "\(base)-\(count)"
            while taken.contains(name) {
                count += 1
                name = "\(base)-\(count)"
            }
            nameCounts[base] = count
            taken.insert(name)
            names.append(name)
        }
    }

    private mutating func kind(of index: Int) throws(HierarchyImportError) -> Kind {
        let entry = entries[index]
        if let mapped = options.classMap[entry.className] {
            switch mapped {
            case .navigationController: return .navigationController
            case .tabBarController: return .tabBarController
            case .pageViewController: return .pageViewController
            case .hostingController: return .hostingController
            case .screen: return .screen
            }
        }
        if let kind = HierarchyImporter.uikitClasses[entry.className] { return kind }
        // SwiftUI's classes (`Sources/NavStack/Core/SwiftUI/SwiftUIClasses.swift`); one of them
        // is never taken for a UIKit container NavStack does not model (SwiftUI's split view
        // controller subclasses UIKit's and is read on).
        let swiftUIClass = SwiftUIClasses.read(entry.className)
        switch swiftUIClass {
        case .navigationController?: return .navigationController
        case .tabBarController?: return .tabBarController
        case .host?: return entry.children.isEmpty ? .screen : .hostingController
        case .container? where entry.children.count == 1: return .hostingController
        case .container?, nil: break
        }
        if swiftUIClass == nil, let uikitClass = HierarchyImporter.unsupportedUIKitContainer(entry.className) {
            throw error(.unsupportedUIKitContainer(entry.className, uikitClass: uikitClass), at: index)
        }
        if entry.className == "UIViewController", entry.children.isEmpty, let parent = entry.parent,
            kinds[parent] == .containerNavigationController, entries[parent].children.count == 2, entries[parent].children.first == index,
            let container = entries[parent].parent, kinds[container] == .containerController
        {
            return .placeholder
        }
        if let (kind, _) = HierarchyImporter.wrappingClasses[entry.className] { return kind }
        if entry.children.isEmpty { return .screen }
        switch entry.viewClassName {
        case "_UIPageViewControllerContentView":
            return .pageViewController
        case "UILayoutContainerView":
            break
        default:
            throw error(.customContainer(entry.className), at: index)
        }
        // An app's subclass of a navigation or tab bar controller.
        // A tab bar controller never sits in another (Apple doc UITabBarController: "a tab
        // bar interface should never be installed as a child of another view controller"
        // — other than a container; certainly not of a tab bar controller).
        if let parent = entry.parent, kinds[parent] == .tabBarController { return .navigationController }
        // A navigation controller shows only its top: a child that appears below the top
        // makes this a tab bar controller (Apple doc `topViewController`).
        let children = entry.children
        if children.dropLast().contains(where: { entries[$0].state == .appeared || entries[$0].state == .appearing }) {
            return .tabBarController
        }
        // A navigation controller cannot be pushed ("Pushing a navigation controller is not
        // supported"), so navigation controller children make this a tab bar controller.
        if children.contains(where: { HierarchyImporter.isNavigationClass(entries[$0].className) }) {
            return .tabBarController
        }
        let word: (Kind, String)? =
            entry.className.hasSuffix("NavigationController")
            ? (.navigationController, "navigation") : entry.className.hasSuffix("TabBarController") ? (.tabBarController, "tab bar") : nil
        guard let (kind, description) = word else { throw error(.ambiguousContainer(entry.className), at: index) }
        // One warning per class.
        guard guessedClasses.insert(entry.className).inserted else { return kind }
        warnings.append(
            HierarchyImportWarning(
                line: entry.line, column: entry.column,
                message: "<\(entry.className)> is taken as a \(description) controller from its class name; "
                    + "'map=\(entry.className):\(kind == .navigationController ? "nav" : "tabs")' says so for certain"))
        return kind
    }

    /// UIKit containers NavStack does not model, by the class `_printHierarchy` prints. An
    /// app's subclass keeps the suffix (`App.RootSplitViewController`). A split view
    /// controller's columns are navigation controllers, which would otherwise make it read
    /// as a tab bar controller (Apple doc `UISplitViewController`: each column holds a
    /// navigation controller).
    private static let unsupportedUIKitContainers = ["UISplitViewController"]

    /// The unmodelled UIKit container `className` is or subclasses by name, if any.
    private static func unsupportedUIKitContainer(_ className: String) -> String? {
        let base = className.split(separator: ".").last.map(String.init) ?? className
        return unsupportedUIKitContainers.first { base == $0 || base.hasSuffix($0.dropFirst(2)) }
    }

    private static func isNavigationClass(_ name: String) -> Bool {
        uikitClasses[name] == .navigationController || wrappingClasses[name].map { $0.0.isStack } == true
    }

    /// The screen name for a class: without its module, with any character a name cannot
    /// hold (letters, digits, `_`, `-`, `.`) replaced by `_`.
    static func screenName(forClass className: String) -> String {
        var name = Substring(className)
        if let dot = name.firstIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex {
            name = name[name.index(after: dot)...]
        }
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." ? $0 : "_" })
        return cleaned.isEmpty ? "_" : cleaned
    }

    // MARK: Building

    /// The spec of `index`'s controller and the first child of each stack below it (the rest
    /// are pushed later, in order).
    private func spec(_ index: Int) throws(HierarchyImportError) -> ControllerSpec {
        let entry = entries[index]
        let children = entry.children
        switch kinds[index] {
        case .screen:
            var properties = ScreenProperties()
            if let name = names[index], name != entry.className { properties.className = entry.className }
            return .screen(names[index] ?? entry.className, properties)
        case .navigationController:
            guard let first = children.first else {
                throw error(.wrongChildCount(entry.className, expected: "at least 1", found: 0), at: index)
            }
            return .navigationController(root: try spec(first))
        case .containerNavigationController:
            guard let first = children.first else {
                throw error(.wrongChildCount(entry.className, expected: "at least 1", found: 0), at: index)
            }
            return .containerNavigationController(root: try spec(first))
        case .tabBarController:
            var tabs: [ControllerSpec] = []
            for child in children { tabs.append(try spec(child)) }
            return .tabBarController(tabs)
        case .pageViewController:
            guard children.count == 1 else {
                throw error(.wrongChildCount(entry.className, expected: "exactly 1 (the page shown)", found: children.count), at: index)
            }
            return .pageViewController(page: try spec(children[0]))
        case .hostingController:
            guard children.count == 1 else {
                throw error(
                    .wrongChildCount(entry.className, expected: "exactly 1 (what its view embeds)", found: children.count), at: index)
            }
            return .hostingController(content: try spec(children[0]))
        case .koinuNavigationController:
            guard let first = children.first else {
                throw error(.wrongChildCount(entry.className, expected: "at least 1", found: 0), at: index)
            }
            let (content, wrapped) = try self.content(of: first)
            return .koinuNavigationController(root: content, noWrapping: !wrapped)
        case .containerController:
            throw error(.misplaced(entry.className, expected: "on the stack of the wrapping navigation controller"), at: index)
        case .placeholder:
            throw error(.misplaced(entry.className, expected: "below a wrapped screen"), at: index)
        }
    }

    /// The content a wrapping stack's entry holds, and whether it is wrapped in a container
    /// navigation controller (`false`: Koinu's no-wrapping root, or content on the stack).
    private func content(of index: Int) throws(HierarchyImportError) -> (ControllerSpec, wrapped: Bool) {
        let entry = entries[index]
        guard kinds[index] == .containerController else { return (try spec(index), false) }
        guard entry.children.count == 1 else {
            throw error(.wrongChildCount(entry.className, expected: "exactly 1", found: entry.children.count), at: index)
        }
        let inner = entry.children[0]
        guard kinds[inner] == .containerNavigationController else { return (try spec(inner), false) }
        let innerChildren = entries[inner].children
        // The content, with Koinu's placeholder below it when the system back button is used.
        guard let content = innerChildren.last,
            innerChildren.count == 1 || (innerChildren.count == 2 && kinds[innerChildren[0]] == .placeholder)
        else {
            throw error(.wrongChildCount(entries[inner].className, expected: "exactly 1", found: innerChildren.count), at: inner)
        }
        return (try spec(content), true)
    }

    /// Records the IDs of `index` and of the entries below it that the window holds already.
    private mutating func bind(_ index: Int, to id: ControllerID, in window: Window) {
        var pending = [(index, id)]
        while let (entry, id) = pending.popLast() {
            ids[entry] = id
            if kinds[entry] == .tabBarController { pendingSelections.append(entry) }
            for (position, child) in entries[entry].children.enumerated() {
                if let childID = window.nodes.child(id, at: position) { pending.append((child, childID)) }
            }
        }
    }

    private func style(of index: Int) throws(HierarchyImportError) -> ModalPresentationStyle {
        let name = entries[index].presentationClassName ?? ""
        guard let style = ModalPresentationStyle.allCases.first(where: { $0.presentationControllerClassName == name }) else {
            throw error(.unknownPresentationController(name), at: index)
        }
        return style
    }

    /// Builds the dump's controllers in `window`, in the dump's order.
    mutating func build(into window: inout Window) throws(HierarchyImportError) {
        ids = Array(repeating: nil, count: entries.count)
        func model(_ index: Int, _ body: (inout Window) throws(NavigationError) -> OperationResult) throws(HierarchyImportError) {
            do {
                _ = try body(&window)
            } catch {
                throw self.error(.rejectedByModel(error.description), at: index)
            }
        }
        for index in entries.indices where ids[index] == nil {
            let entry = entries[index]
            if index == 0 {
                let spec = try spec(0)
                try model(0) { (window: inout Window) throws(NavigationError) in try window.setRoot(spec) }
                guard let root = window.root else { throw error(.rejectedByModel("the root could not be built"), at: 0) }
                bind(0, to: root, in: window)
            } else if let parent = entry.parent, let parentID = ids[parent] {
                guard kinds[parent].isStack else {
                    throw error(.misplaced(entry.className, expected: "where its container keeps it"), at: index)
                }
                let pushed = kinds[parent] == .koinuNavigationController ? try content(of: index).0 : try spec(index)
                let placeholder = kinds[parent] == .koinuNavigationController && hasPlaceholder(index)
                if placeholder != window.nodes.navigation(parentID)?.useSystemBackBarButtonItem,
                    kinds[parent] == .koinuNavigationController
                {
                    do {
                        try window.setUseSystemBackBarButtonItem(placeholder, on: parentID)
                    } catch {
                        throw self.error(.rejectedByModel(error.description), at: index)
                    }
                }
                try model(index) { (window: inout Window) throws(NavigationError) in
                    try window.pushViewController(pushed, onto: parentID, animated: false)
                }
                guard let id = window.nodes.lastChild(parentID) else {
                    throw error(.rejectedByModel("the push left no controller"), at: index)
                }
                bind(index, to: id, in: window)
            } else if let presenter = entry.presenter, let presenterID = ids[presenter] {
                let spec = try spec(index)
                let style = try style(of: index)
                try model(index) { (window: inout Window) throws(NavigationError) in
                    try window.present(spec, from: presenterID, style: style, animated: false)
                }
                guard let id = window.nodes.presented(presenterID) else {
                    throw error(.inconsistent(expected: "presented from another controller"), at: index)
                }
                bind(index, to: id, in: window)
            }
            // Select each tab bar controller's shown tab as soon as it exists, so what is
            // pushed and presented afterwards lands as in the app.
            while let bound = pendingSelections.popLast() {
                guard let tabBar = ids[bound] else { continue }
                let selected = selectedTab(of: bound)
                if selected != window.nodes.tabs(tabBar)?.selectedIndex {
                    try model(bound) { (window: inout Window) throws(NavigationError) in try window.selectTab(at: selected, of: tabBar) }
                }
            }
        }
        // The views the app loaded, and the classes it printed.
        for index in entries.indices {
            guard let id = ids[index] else { throw error(.rejectedByModel("this controller could not be placed"), at: index) }
            let entry = entries[index]
            window.nodes[id]?.isViewLoaded = entry.viewClassName != nil
            if entry.state == .appearing || entry.state == .disappearing { transitionalStates[id] = entry.state }
            if let swiftUI = swiftUINode(of: index) { window.nodes.modifyScreen(id) { $0.swiftUI = swiftUI } }
            if kinds[index] != .screen, entry.className != kinds[index].controllerKind.defaultClassName(library: window.wrappingLibrary) {
                window.nodes.modifyScreen(id) { $0.className = entry.className }
            }
            // The view class is kept where it differs from the one the controller prints
            // without it (a SwiftUI host's own view, else the kind's): a SwiftUI host printed
            // with a plain `UIView` keeps it, one printed with its hosting view stores none.
            if let view = entry.viewClassName, let node = window[id], view != node.defaultViewClassName(design: window.design) {
                window.nodes.modifyScreen(id) { $0.viewClassName = view }
            }
        }
    }

    /// What SwiftUI made the controller of `index` for, read from its class: a stack's first
    /// hosting controller is its root, the others path elements whose values a dump does not
    /// show.
    private func swiftUINode(of index: Int) -> SwiftUINode? {
        let className = entries[index].className
        switch SwiftUIClasses.read(className) {
        case .navigationController?: return className == "SwiftUI.UIKitNavigationController" ? SwiftUINode(role: .stack) : nil
        case .tabBarController?: return className == "SwiftUI.UIKitTabBarController" ? SwiftUINode(role: .tabView) : nil
        case var .host(node)?:
            if node.role == .pathElement, let parent = entries[index].parent, entries[parent].children.first == index,
                entries[parent].className == "SwiftUI.UIKitNavigationController"
            {
                node.role = .stackRoot
            }
            return node
        case .container?, nil: return nil
        }
    }

    /// Whether the wrapped screen `container` holds shows Koinu's placeholder, which the outer
    /// controller adds to the screens pushed while `useSystemBackBarButtonItem` is on.
    private func hasPlaceholder(_ container: Int) -> Bool {
        entries[container].children.contains { inner in entries[inner].children.contains { kinds[$0] == .placeholder } }
    }

    /// The tab the dump shows selected: the one that appears. When none does (a full-screen
    /// presentation covers the tab bar controller) the dump does not say; the first tab whose
    /// top is loaded is taken, with a warning.
    private mutating func selectedTab(of index: Int) -> Int {
        let children = entries[index].children
        if let shown = children.firstIndex(where: { entries[$0].state == .appeared || entries[$0].state == .appearing }) {
            return shown
        }
        func topIsLoaded(_ entry: Int) -> Bool {
            var current = entry
            var steps = 0
            while let last = entries[current].children.last, steps < HierarchyDump.maximumDepth {
                current = last
                steps += 1
            }
            return entries[current].viewClassName != nil
        }
        let loaded = children.indices.filter { topIsLoaded(children[$0]) }
        let chosen = loaded.first ?? 0
        if loaded.count != 1 {
            warnings.append(
                HierarchyImportWarning(
                    line: entries[index].line, column: entries[index].column,
                    message: "no tab of <\(entries[index].className)> appears, so the dump does not say which is selected; "
                        + "taking tab \(chosen)"))
        }
        return chosen
    }

    // MARK: Checking

    /// Checks the built window against the dump, controller by controller.
    func check(_ window: Window) throws(HierarchyImportError) {
        guard window.count == entries.count else {
            throw HierarchyImportError(
                .rejectedByModel("UIKit's rules build \(window.count) controllers from this dump's \(entries.count)"),
                line: entries[0].line,
                column: entries[0].column)
        }
        let appeared = window.appearedControllers
        for index in entries.indices {
            guard let id = ids[index], let node = window[id] else {
                throw error(.rejectedByModel("this controller could not be placed"), at: index)
            }
            let entry = entries[index]
            let modelState: AppearanceState = appeared.contains(id) ? .appeared : .disappeared
            let expected =
                "state: \(modelState.rawValue), view: "
                + (node.isViewLoaded
                    ? "<\(entry.viewClassName ?? "UIView")>" + (modelState == .appeared ? "" : " not in the window") : "(view not loaded)")
            guard node.kind == kinds[index].controllerKind, node.children.count == entry.children.count else {
                throw error(.inconsistent(expected: "<\(node.kind.rawValue)> with \(node.children.count) children"), at: index)
            }
            let stateFits: Bool =
                switch entry.state {
                case .appeared: modelState == .appeared && entry.isViewInWindow
                // Mid-transition both sides are in the window, whichever the model would
                // show at rest (an interactive pop reveals the controller below the top),
                // except a tab switch's old tab, whose view leaves at once
                // (`Window.isInUnselectedTab(_:)`).
                case .appearing: entry.viewClassName != nil && entry.isViewInWindow
                case .disappearing: entry.viewClassName != nil && entry.isViewInWindow != window.isInUnselectedTab(id)
                case .disappeared, .notLoaded: modelState == .disappeared && !entry.isViewInWindow
                }
            guard stateFits else { throw error(.inconsistent(expected: expected), at: index) }
            if let presented = entry.presented {
                guard let presentedID = ids[presented], window.nodes.presented(id) == presentedID,
                    window.nodes.presentationStyle(presentedID).map({ $0.presentationControllerClassName })
                        == entries[presented].presentationClassName
                else { throw error(.inconsistent(expected: "presented from another controller"), at: presented) }
            }
        }
        let violations = window.invariantViolations()
        if let first = violations.first {
            throw HierarchyImportError(
                .rejectedByModel("the imported window breaks a rule of the model: \(first)"), line: entries[0].line,
                column: entries[0].column)
        }
    }
}
