/// The same screen under the other navigation scheme: what a plain `UINavigationController`
/// would show for a screen on a Koinu wrapping stack, and what Koinu would show for a screen on
/// a plain stack. Script diagnostics use it to point out the commonest slip, writing `nav(…)`
/// (Koinu's `VMNavigationController`) for `uinav(…)` or the reverse.
extension Window {
    /// Where `screen` sits: its stack's controllers (unwrapped) and its index there, and
    /// whether the stack is a Koinu wrapping controller's.
    private func stackPosition(of screen: ControllerID) -> (stack: [ControllerID], index: Int, wrapping: Bool)? {
        guard let nav = navigationController(of: screen) else { return nil }
        let owner = stackOwner(forCallsOn: nav)
        let wrapping = nodes.kind(owner) == .koinuNavigationController
        let stack = wrapping ? vmViewControllers(of: owner) : children(of: owner)
        guard let index = stack.lastIndex(of: screen) else { return nil }
        return (stack, index, wrapping)
    }

    /// The back button `screen` would have under the other scheme, or `nil` when it is on no
    /// stack. On a wrapping stack: UIKit's rule from the screen below (Apple "Updating the
    /// navigation bar"). On a plain stack: Koinu's own "Back" item off the root with no left
    /// item of the screen's own (`useSystemBackBarButtonItem` at its default, off; Koinu
    /// `VMNavigationController.swift:284-296`).
    package func backButtonUnderOtherScheme(of screen: ControllerID) -> BackButton? {
        guard let (stack, index, wrapping) = stackPosition(of: screen), let item = nodes.screen(screen)?.navigationItem else {
            return nil
        }
        guard item.leftItems.isEmpty, index > 0 else { return BackButton.none }
        if !wrapping { return .titled("Back") }
        guard !item.hidesBackButton, let previous = nodes.screen(stack[index - 1])?.navigationItem else { return BackButton.none }
        return Window.systemBackButton(previous: previous)
    }

    /// Whether swipe-back would start on `screen` under the other scheme, or `nil` when it is
    /// on no stack: never at the root; an explicit `disableInteractivePop` wins; otherwise
    /// UIKit's rule (no left item, `hidesBackButton` or hidden bar; openradar 19031955) for a
    /// screen on a wrapping stack, Koinu's automatic one (no left item or hidden bar) for a
    /// screen on a plain stack.
    package func interactivePopUnderOtherScheme(for screen: ControllerID) -> Bool? {
        guard let (_, index, wrapping) = stackPosition(of: screen), let properties = nodes.screen(screen) else { return nil }
        guard index > 0 else { return false }
        if let flag = properties.disableInteractivePop { return !flag }
        let item = properties.navigationItem
        let hidden = properties.barHidden ?? false
        return item.leftItems.isEmpty && !hidden && (!wrapping || !item.hidesBackButton)
    }
}
