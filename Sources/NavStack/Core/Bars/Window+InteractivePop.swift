extension Window {
    /// Whether swipe-back (the interactive pop gesture) would start while `screen` is on top.
    ///
    /// - Never at the root of a stack or on a tab root: UIKit's delegate refuses it there
    ///   (Signal-iOS#3540); Koinu enables the outer gesture only for non-root containers
    ///   (Koinu `VMNavigationController.swift:328-340`).
    /// - Koinu screens: the tri-state `disableInteractivePop` — `true`/`false` win; unset is
    ///   automatic: off when the screen has its own left item or hides its bar. The library's
    ///   own "Back" item does not count. The automatic value is the one the screen had when it
    ///   showed: later changes keep it (Koinu
    ///   `VMNavigationController.swift:313-318`, RT #102). An explicit value set on the screen
    ///   on top takes effect at its next show under Koinu (`VMNavigationController.swift:333-340`),
    ///   at once under RT (91e827e).
    /// - A container navigation controller outside a wrapping one: never (its gesture is off
    ///   from `viewDidLoad`, Koinu `VMContainerNavigationController.swift:39`).
    /// - Plain navigation controllers: off with a custom left item, a hidden bar or
    ///   `hidesBackButton` (openradar 19031955, pocket-casts-ios#4282). `disableInteractivePop`
    ///   maps to `interactivePopGestureRecognizer.isEnabled = false` (`true`) or to a delegate
    ///   that always begins (`false`).
    ///
    /// - Complexity: O(1) when `position` (the screen's index in its stack) is given, else O(n).
    public func interactivePopEnabled(for screen: ControllerID, position: Int? = nil) -> Bool {
        guard let node = nodes[screen], let nav = node.parent, let navNode = nodes[nav],
            navNode.kind.isNavigationController
        else { return false }
        let flag = node.screen.disableInteractivePop
        let item = node.screen.navigationItem
        if isWrappedInner(nav), let container = navNode.parent, let outer = nodes.parent(container),
            nodes.kind(outer) == .koinuNavigationController
        {
            guard nodes.children(outer).first != container else { return false }
            if let shown = shownInteractivePop(of: screen) { return shown }
            if let flag { return !flag }
            return !automaticallyDisablesInteractivePop(screen, inner: nav)
        }
        // A container navigation controller turns its own gesture off when its view loads and
        // nothing turns it on again (Koinu VMContainerNavigationController.swift:39; RT
        // RTRootNavigationController.m:394): swipe-back only ever comes from a wrapping
        // controller's gesture (above), so a container navigation controller on its own, a
        // tab outside a wrapping controller, never swipes back and `disableInteractivePop`
        // has no effect there.
        if navNode.kind == .containerNavigationController { return false }
        guard let index = position ?? navNode.children.lastIndex(of: screen), index > 0 else { return false }
        if let flag { return !flag }
        return item.leftItems.isEmpty && !item.hidesBackButton && !navNode.navigation.isNavigationBarHidden
    }
}
