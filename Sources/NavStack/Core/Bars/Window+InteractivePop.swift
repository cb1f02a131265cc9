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
    /// - Plain navigation controllers: off with a custom left item, a hidden bar or
    ///   `hidesBackButton` (openradar 19031955, pocket-casts-ios#4282). `disableInteractivePop`
    ///   maps to `interactivePopGestureRecognizer.isEnabled = false` (`true`) or to a delegate
    ///   that always begins (`false`).
    /// - A screen inside a tab bar or page view controller that is on a stack swipes back
    ///   as that container does: the gesture pops the container, whichever tab or page shows
    ///   (Apple doc `interactivePopGestureRecognizer`; RT #178; `barItemHolder(of:)`).
    /// - A navigation controller whose recognizer is off (a container navigation controller's
    ///   always is; Koinu turns the outer one off on its root and for `disableInteractivePop`;
    ///   `disableInteractivePop=true` on a plain one) takes no touch: the recognizer of the
    ///   navigation controller above decides. So the tab roots of a tab bar controller that
    ///   Koinu wrapped anew on the outer stack (`setViewControllers`, Koinu
    ///   `VMNavigationController.swift:189-208`) swipe it back; while the tab bar controller is
    ///   the outer root they never do.
    ///
    /// - Complexity: O(1) when `position` (the screen's index in its stack) is given, else
    ///   O(n); O(depth) more for containers.
    public func interactivePopEnabled(for screen: ControllerID, position: Int? = nil) -> Bool {
        guard var member = swipeMember(from: screen) else { return false }
        var index = member == screen ? position : nil
        // Bounded by the number of controllers: each round moves up the parent chain.
        for _ in 0..<nodes.count {
            switch recognizerDecision(for: member, position: index) {
            case let .decided(enabled):
                return enabled
            case let .askAbove(nav):
                guard let above = swipeMember(from: nav) else { return false }
                member = above
                index = nil
            }
        }
        return false
    }

    /// What the recognizer of the navigation controller holding `member` does with a swipe.
    private enum RecognizerDecision {
        /// It begins, or refuses.
        case decided(Bool)
        /// It is off; the navigation controller above `nav` gets the touch.
        case askAbove(ControllerID)
    }

    /// The stack member a swipe on `start` would pop: `start` itself when its parent is a
    /// navigation controller (or Koinu's container, for a no-wrapping root's content), else the
    /// tab bar or page view controller above it that is; `nil` when there is none.
    private func swipeMember(from start: ControllerID) -> ControllerID? {
        var current = start
        // Bounded by the number of controllers: a parent chain cannot be longer.
        for _ in 0..<nodes.count {
            guard let parent = nodes.parent(current), let kind = nodes.kind(parent) else { return nil }
            if kind.isNavigationController { return current }
            if kind == .containerController {
                return nodes.parent(parent).flatMap { nodes.kind($0) } == .koinuNavigationController ? current : nil
            }
            guard kind == .tabBarController || kind == .pageViewController else { return nil }
            current = parent
        }
        return nil
    }

    private func recognizerDecision(for member: ControllerID, position: Int?) -> RecognizerDecision {
        guard let node = nodes[member], let nav = node.parent, let navNode = nodes[nav] else { return .decided(false) }
        // The app's delegate of a navigation controller's pop gesture answers no: its enabled
        // recognizer never begins (Apple doc `gestureRecognizerShouldBegin(_:)`).
        let delegateRefuses: (ControllerID) -> Bool = { self.nodes.screen($0)?.delegateAnswers.gestureShouldBegin == false }
        let flag = node.screen.disableInteractivePop
        let item = node.screen.navigationItem
        if navNode.kind == .containerController, let outer = navNode.parent {
            // The content of a no-wrapping container: the outer root, or content RT passed
            // through onto the outer stack unwrapped (`RTRootNavigationController.m:105-119`),
            // whose didShow turns the gesture on off the root (`:1009-1015`).
            if nodes.children(outer).first == nav || flag == true { return .askAbove(outer) }
            return .decided(!delegateRefuses(outer) && (flag == false || item.leftItems.isEmpty))
        }
        if isWrappedInner(nav), let container = navNode.parent, let outer = nodes.parent(container),
            nodes.kind(outer) == .koinuNavigationController
        {
            // Koinu's didShow: `isEnabled = !isRootViewController`, or off with the flag
            // (VMNavigationController.swift:333-340).
            guard nodes.children(outer).first != container else { return .askAbove(outer) }
            let enabled: Bool
            if let shown = shownInteractivePop(of: member) {
                enabled = shown
            } else if let flag {
                enabled = !flag
            } else {
                enabled = !automaticallyDisablesInteractivePop(member, inner: nav)
            }
            return enabled ? .decided(!delegateRefuses(outer)) : .askAbove(outer)
        }
        // A container navigation controller turns its own gesture off when its view loads and
        // nothing turns it on again (Koinu VMContainerNavigationController.swift:39; RT
        // RTRootNavigationController.m:394): the recognizer above gets the touch, so
        // `disableInteractivePop` has no effect here.
        if navNode.kind == .containerNavigationController { return .askAbove(nav) }
        guard let index = position ?? navNode.children.lastIndex(of: member), index > 0, !delegateRefuses(nav) else {
            return .decided(false)
        }
        if let flag { return flag ? .askAbove(nav) : .decided(true) }
        return .decided(item.leftItems.isEmpty && !item.hidesBackButton && !navNode.navigation.isNavigationBarHidden)
    }
}
