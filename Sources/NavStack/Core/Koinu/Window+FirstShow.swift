/// What Koinu writes into a wrapped screen when it shows, and keeps afterwards.
///
/// Koinu decides two things about a wrapped screen when the screen first shows and never
/// revisits them:
///
/// - **The automatic swipe-back value.** With `vm.disableInteractivePop` unset, the outer
///   controller's `willShow` and the inner controller's layout pass set it from the screen's
///   state at that moment — disabled with a left item of its own or a hidden bar — and only
///   while it is still `nil` (Koinu `VMNavigationController.swift:313-318`,
///   `VMContainerNavigationController.swift:63-68` and `:207-211`; RT
///   `RTRootNavigationController.m:600-606` through `rt_hasSetInteractivePop`; RT #102, the
///   maintainer: "not nil means someone set it"). A left item added or a bar hidden later
///   leaves swipe-back as it was; clearing them later does not turn it back on.
/// - **Koinu's own "Back" item.** Installed as the screen's `leftBarButtonItem` when the
///   screen shows or lays out with none, is not the outer root and `useSystemBackBarButtonItem`
///   is off, and never removed (Koinu `VMNavigationController.swift:284-296`, `:320`,
///   `VMContainerNavigationController.swift:69-71`; RT `:662-685`, `:1000-1002`). Switching the
///   option on later, or the screen becoming the root through `remove` or
///   `setViewControllers`, leaves "Back" on it (RT #292).
///
/// NavStack evaluates both from the screen's current state until something would change
/// them on a screen that has shown (its view is loaded); just before such a change it
/// records the value the screen showed, so pushes and pops cost nothing extra. One case is
/// approximated: a screen whose own left item is cleared while it is covered, and that
/// becomes the root before it shows again, is recorded with "Back" (Koinu would install it
/// only at that next show, where the root gets none).
extension Window {
    /// The inner navigation controller and the outer wrapping controller of a wrapped screen:
    /// `screen` on top of a container navigation controller in a container on a wrapping
    /// controller.
    ///
    /// - Complexity: O(1).
    func wrappingChain(of screen: ControllerID) -> (inner: ControllerID, container: ControllerID, outer: ControllerID)? {
        guard let inner = nodes.parent(screen), isWrappedInner(inner), nodes.lastChild(inner) == screen,
            let container = nodes.parent(inner), let outer = nodes.parent(container),
            nodes.kind(outer) == .koinuNavigationController
        else { return nil }
        return (inner, container, outer)
    }

    /// Koinu's automatic `disableInteractivePop` for the wrapped screen `screen` on `inner`:
    /// disabled with a left item of its own or a hidden bar. Koinu reads the inner bar itself
    /// (`VMContainerNavigationController.swift:63-68`, `:207-211`), so hiding it through the
    /// screen's navigation controller counts too; Koinu's own "Back" item does not.
    func automaticallyDisablesInteractivePop(_ screen: ControllerID, inner: ControllerID) -> Bool {
        guard let properties = nodes.screen(screen) else { return false }
        return !properties.navigationItem.leftItems.isEmpty || (properties.barHidden ?? false)
            || (nodes.navigation(inner)?.isNavigationBarHidden ?? false)
    }

    /// Whether the wrapped screen on `inner` in `container` shows Koinu's "Back" item now
    /// (installed, or installed by the show it is due): no left item of its own, and either
    /// recorded or off the outer root with `useSystemBackBarButtonItem` off.
    func showsLibraryBackItem(_ screen: ControllerID, container: ControllerID, outer: ControllerID) -> Bool {
        guard let properties = nodes.screen(screen), properties.navigationItem.leftItems.isEmpty else { return false }
        if properties.hasLibraryBackItem { return true }
        return nodes.firstChild(outer) != container && !usesSystemBackBarButtonItem(outer)
    }

    /// Runs `change` on the properties or bar of `screen`, keeping what Koinu decided when
    /// the screen showed: an automatic swipe-back value the change would flip stays as it was
    /// shown, and a left item of the screen's own replaces Koinu's "Back".
    mutating func keepingShownState(of screen: ControllerID, _ change: (inout Window) -> Void) {
        guard let chain = wrappingChain(of: screen), nodes.isViewLoaded(screen) else {
            change(&self)
            return
        }
        let shownValue = automaticallyDisablesInteractivePop(screen, inner: chain.inner)
        let shownFlag = nodes.screen(screen)?.disableInteractivePop
        change(&self)
        keepAutomaticPopValue(of: screen, inner: chain.inner, shown: shownValue)
        if nodes.screen(screen)?.disableInteractivePop != shownFlag {
            // Swipe-back as shown: the old explicit value, else the automatic one it showed with.
            keepShownInteractivePop(of: screen, container: chain.container, outer: chain.outer, shown: !(shownFlag ?? shownValue))
        }
        if let properties = nodes.screen(screen), properties.hasLibraryBackItem, !properties.navigationItem.leftItems.isEmpty {
            nodes.modifyScreen(screen) { $0.hasLibraryBackItem = false }
        }
    }

    /// Hides or shows the bar of the inner controller `inner`, keeping the automatic
    /// swipe-back value of its shown top screen (Koinu's override latches it,
    /// `VMContainerNavigationController.swift:207-211`).
    mutating func setInnerNavigationBarHidden(_ hidden: Bool, on inner: ControllerID) {
        guard let top = nodes.lastChild(inner) else { return }
        keepingShownState(of: top) { $0.nodes.modifyPayload(inner) { $0.navigation.isNavigationBarHidden = hidden } }
    }

    /// Records `shown` as `screen`'s `disableInteractivePop` when it is still automatic and
    /// its current state would give another value.
    private mutating func keepAutomaticPopValue(of screen: ControllerID, inner: ControllerID, shown: Bool) {
        guard let properties = nodes.screen(screen), properties.disableInteractivePop == nil,
            automaticallyDisablesInteractivePop(screen, inner: inner) != shown
        else { return }
        nodes.modifyScreen(screen) { $0.disableInteractivePop = shown }
    }

    /// Koinu sets the outer gesture only when a screen shows (`didShow`,
    /// `VMNavigationController.swift:333-340`): an explicit `disableInteractivePop` changed
    /// on the screen on top leaves swipe-back as the screen showed until it shows again. RT
    /// applies it at once (`UIViewController+RTRootNavigationController.m:29-36`, 91e827e).
    private mutating func keepShownInteractivePop(of screen: ControllerID, container: ControllerID, outer: ControllerID, shown: Bool) {
        guard wrappingLibrary == .koinu, nodes.lastChild(outer) == container, nodes.firstChild(outer) != container,
            let properties = nodes.screen(screen)
        else { return }
        if let kept = properties.shownInteractivePop, kept.generation == nextID { return }
        nodes.modifyScreen(screen) { $0.shownInteractivePop = ShownInteractivePop(isEnabled: shown, generation: nextID) }
    }

    /// Swipe-back as `screen` showed, while an explicit change waits for its next show.
    func shownInteractivePop(of screen: ControllerID) -> Bool? {
        guard wrappingLibrary == .koinu, let kept = nodes.screen(screen)?.shownInteractivePop, kept.generation == nextID
        else { return nil }
        return kept.isEnabled
    }

    /// Records Koinu's "Back" on every shown screen of the wrapping controller `outer` that
    /// shows it now, before a change (the option switched on, a new root) would lose it.
    ///
    /// - Complexity: O(n) for the stack.
    mutating func recordLibraryBackItems(on outer: ControllerID) {
        for container in children(of: outer) {
            let screen = unwrap(container)
            guard screen != container, nodes.isViewLoaded(screen), nodes.screen(screen)?.hasLibraryBackItem != true,
                showsLibraryBackItem(screen, container: container, outer: outer)
            else { continue }
            nodes.modifyScreen(screen) { $0.hasLibraryBackItem = true }
        }
    }
}
