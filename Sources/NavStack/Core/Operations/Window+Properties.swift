/// Setting screen and container properties, with the side effects UIKit and Koinu attach.
extension Window {
    /// Changes a controller's screen properties (title, navigation item, flags, bar styling).
    ///
    /// Bar styling is what the screen's own code applies to `navigationController.navigationBar`
    /// while it is on top: on a wrapped screen that is its own bar; on a plain
    /// `UINavigationController` it is the one shared bar, so the change stays after the
    /// screen is popped — the leak the Koinu scheme exists to avoid.
    public mutating func updateScreen(_ id: ControllerID, _ body: (inout ScreenProperties) -> Void) throws(NavigationError) {
        try requireController(id)
        keepingShownState(of: id) { window in
            window.nodes.modifyScreen(id) { body(&$0) }
            if let parent = window.nodes.parent(id), window.nodes.lastChild(parent) == id {
                window.applyAppearance(ofTopOf: parent)
            }
        }
    }

    /// Changes the attributes of `nav`'s own bar (on Koinu's outer controller: the hidden
    /// root bar whose attributes `useRootNavigationBarAttributes` copies).
    public mutating func updateNavigationBar(of nav: ControllerID, _ body: (inout NavigationBarAttributes) -> Void) throws(NavigationError)
    {
        guard try kind(ofExisting: nav).isNavigationController else { throw .notANavigationController(reference(nav)) }
        nodes.modifyPayload(nav) { body(&$0.navigation.bar) }
    }

    /// Changes the appearance slots of `nav`'s toolbar (`UIToolbar.standardAppearance` …).
    public mutating func updateToolbarAppearances(of nav: ControllerID, _ body: (inout BarAppearanceSlots) -> Void)
        throws(NavigationError)
    {
        guard try kind(ofExisting: nav).isNavigationController else { throw .notANavigationController(reference(nav)) }
        nodes.modifyPayload(nav) { body(&$0.navigation.toolbarAppearances) }
    }

    /// Changes the appearance slots of `tabBarController`'s tab bar (`standard`, `scrollEdge`).
    public mutating func updateTabBarAppearances(of tabBarController: ControllerID, _ body: (inout BarAppearanceSlots) -> Void)
        throws(NavigationError)
    {
        guard try kind(ofExisting: tabBarController) == .tabBarController else {
            throw .notATabBarController(reference(tabBarController))
        }
        nodes.modifyPayload(tabBarController) {
            body(&$0.tabs.appearances)
            // A tab bar has no compact slots.
            $0.tabs.appearances[.compact] = nil
            $0.tabs.appearances[.compactScrollEdge] = nil
        }
    }

    /// Moves `screen`'s content to `position` (what its scroll view shows; ``ScrollPosition``).
    /// With glass, the scroll minimizes or expands the tab bar above it by its
    /// `tabBarMinimizeBehavior` (`Window+TabAccessory.swift`).
    public mutating func setScrollPosition(_ position: ScrollPosition, of screen: ControllerID) throws(NavigationError) {
        guard try kind(ofExisting: screen) == .screen else { throw .unsupportedProperty("scroll position", reference(screen)) }
        let old = nodes.screen(screen)?.scrollPosition ?? .top
        nodes.modifyScreen(screen) { $0.scrollPosition = position }
        updateMinimization(scrolling: screen, from: old, to: position)
    }

    /// `setNavigationBarHidden(_:animated:)` on `nav`. On the outer wrapping controller RT
    /// ignores it (``NavigationWarning/outerBarAlwaysHidden(_:)``); Koinu does not, so its
    /// empty outer bar shows above each screen's own (``WrappingLibrary``).
    @discardableResult
    public mutating func setNavigationBarHidden(_ hidden: Bool, on nav: ControllerID) throws(NavigationError) -> OperationResult {
        let kind = try kind(ofExisting: nav)
        guard kind.isNavigationController else { throw .notANavigationController(reference(nav)) }
        if kind == .koinuNavigationController, !hidden, wrappingLibrary == .rt {
            // RTRootNavigationController.m:744-748: the outer bar stays hidden.
            return .warning(.outerBarAlwaysHidden(reference(nav)))
        }
        if isWrappedInner(nav) {
            setInnerNavigationBarHidden(hidden, on: nav)
        } else {
            nodes.modifyPayload(nav) { $0.navigation.isNavigationBarHidden = hidden }
        }
        return OperationResult()
    }

    /// `setToolbarHidden(_:animated:)` on `nav` (not forwarded by Koinu: each screen owns
    /// its toolbar; Koinu `VMContainerNavigationController.swift` overrides no toolbar API).
    public mutating func setToolbarHidden(_ hidden: Bool, on nav: ControllerID) throws(NavigationError) {
        guard try kind(ofExisting: nav).isNavigationController else { throw .notANavigationController(reference(nav)) }
        nodes.modifyPayload(nav) { $0.navigation.isToolbarHidden = hidden }
    }

    /// The bar class of a navigation controller (`init(navigationBarClass:toolbarClass:)`).
    public mutating func setNavigationBarClass(_ name: String?, of nav: ControllerID) throws(NavigationError) {
        guard try kind(ofExisting: nav).isNavigationController else { throw .notANavigationController(reference(nav)) }
        nodes.modifyPayload(nav) { $0.navigation.barClass = name }
    }

    /// Koinu's `useSystemBackBarButtonItem`. Read when screens are wrapped: screens already
    /// wrapped keep their placeholder (or lack of one), and screens that have shown keep
    /// Koinu's "Back" item (`ScreenProperties.hasLibraryBackItem`).
    public mutating func setUseSystemBackBarButtonItem(_ value: Bool, on nav: ControllerID) throws(NavigationError) {
        try requireWrapping(nav, property: "useSystemBackBarButtonItem")
        if value { recordLibraryBackItems(on: nav) }
        nodes.modifyPayload(nav) { $0.navigation.useSystemBackBarButtonItem = value }
    }

    /// Koinu's `useRootNavigationBarAttributes`: copies the root bar's attributes into the bar
    /// of every container navigation controller whose `navigationController` is this one, when
    /// its view loads: each wrapped screen's, and the tabs' of a no-wrapping root's tab bar
    /// controller (Koinu `VMContainerNavigationController.swift:36-41`; SB
    /// `SBContainerNavigationController.swift:100-106`; RT `RTRootNavigationController.m:389-396`,
    /// all in the inner controller's `viewDidLoad`).
    ///
    /// So switching it on reaches only the bars that load afterwards: container navigation
    /// controllers already there whose views have not loaded get the copy now (NavStack
    /// copies the root bar as it is when the option is switched on), and bars already loaded
    /// keep their own attributes. An app that sets the option after its root showed sees only
    /// later screens restyled; setting it before anything shows is `root … useRootNavigationBarAttributes=true`
    /// (``setRoot(_:configure:)``). Loaded bars left alone give a warning
    /// (``NavigationWarning/rootBarAttributesNotCopiedToLoadedBars(_:bars:)``). Later changes to
    /// the root bar are not propagated, as in Koinu.
    @discardableResult
    public mutating func setUseRootNavigationBarAttributes(_ value: Bool, on nav: ControllerID) throws(NavigationError)
        -> OperationResult
    {
        try requireWrapping(nav, property: "useRootNavigationBarAttributes")
        let wasOn = nodes.navigation(nav)?.useRootNavigationBarAttributes ?? false
        nodes.modifyPayload(nav) { $0.navigation.useRootNavigationBarAttributes = value }
        guard value, !wasOn, let rootBar = nodes.navigation(nav)?.bar else { return OperationResult() }
        var loaded = 0
        for inner in containerNavigationControllers(reportingTo: nav) {
            guard !nodes.isViewLoaded(inner) else {
                loaded += 1
                continue
            }
            nodes.modifyPayload(inner) { $0.navigation.bar = rootBar }
            applyAppearance(ofTopOf: inner)
        }
        return loaded == 0 ? OperationResult() : .warning(.rootBarAttributesNotCopiedToLoadedBars(reference(nav), bars: loaded))
    }

    /// The container navigation controllers whose `navigationController` is the wrapping
    /// controller `outer`: those under it with no other navigation controller between.
    ///
    /// - Complexity: O(n) for the controllers under `outer`.
    func containerNavigationControllers(reportingTo outer: ControllerID) -> [ControllerID] {
        var found: [ControllerID] = []
        var pending = children(of: outer)
        while let id = pending.popLast() {
            guard let kind = nodes.kind(id) else { continue }
            if kind == .containerNavigationController {
                found.append(id)
            } else if !kind.isNavigationController {
                pending.append(contentsOf: children(of: id))
            }
        }
        return found
    }

    /// The root bar the new container navigation controller `inner` copies: the bar of its
    /// `navigationController` when that is a wrapping controller with
    /// `useRootNavigationBarAttributes` on.
    ///
    /// - Complexity: O(depth).
    func rootBarAttributes(forContainerNavigation inner: ControllerID) -> NavigationBarAttributes? {
        guard let nav = navigationController(of: inner), nodes.kind(nav) == .koinuNavigationController,
            let navigation = nodes.navigation(nav), navigation.useRootNavigationBarAttributes
        else { return nil }
        return navigation.bar
    }

    private func requireWrapping(_ nav: ControllerID, property: String) throws(NavigationError) {
        guard try kind(ofExisting: nav) == .koinuNavigationController else {
            throw .unsupportedProperty(property, reference(nav))
        }
    }

    /// The top screen of `nav` applies its own bar styling to the bar and its toolbar
    /// appearances to the toolbar (as its `viewWillAppear` would). Koinu's outer controller shows no bar, so it is skipped.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func applyAppearance(ofTopOf nav: ControllerID) { applyAppearance(ofTopOf: nav, kind: nodes.kind(nav)) }

    /// ``applyAppearance(ofTopOf:)`` on `nav`, whose kind the caller has read.
    @inline(__always)
    mutating func applyAppearance(ofTopOf nav: ControllerID, kind: ControllerKind?) {
        // Inlined up to here: Koinu's outer controller and unstyled tops, which most pushes
        // and pops have, cost no call.
        guard Window.barShowsTopStyling(kind), let top = nodes.lastChild(nav) else { return }
        applyAppearance(of: top, onTopOf: nav, kind: kind)
    }

    /// ``applyAppearance(ofTopOf:kind:)`` when the caller knows `nav`'s top: `top`.
    @inline(__always)
    mutating func applyAppearance(of top: ControllerID, onTopOf nav: ControllerID, kind: ControllerKind?) {
        guard Window.barShowsTopStyling(kind), nodes.hasScreenProperties(top) else { return }
        applyStyling(of: top, to: nav)
    }

    /// Whether a controller of `kind` shows a bar its top screen styles: any navigation
    /// controller but Koinu's outer one, which shows none.
    @inline(__always)
    static func barShowsTopStyling(_ kind: ControllerKind?) -> Bool {
        guard let kind else { return false }
        return kind.isNavigationController && kind != .koinuNavigationController
    }

    /// Applies the styled screen `top`'s bar styling and visibility to `nav`.
    private mutating func applyStyling(of top: ControllerID, to nav: ControllerID) {
        guard let screen = nodes.screen(top), screen.stylesItsBar else { return }
        let styling = screen.bar
        if !styling.isEmpty {
            nodes.modifyPayload(nav) { $0.navigation.bar = $0.navigation.bar.overlaid(with: styling) }
        }
        let toolbar = screen.toolbarAppearances
        if !toolbar.isEmpty {
            nodes.modifyPayload(nav) { $0.navigation.toolbarAppearances = $0.navigation.toolbarAppearances.overlaid(with: toolbar) }
        }
        if let hidden = screen.barHidden {
            nodes.modifyPayload(nav) { $0.navigation.isNavigationBarHidden = hidden }
        }
    }
}
