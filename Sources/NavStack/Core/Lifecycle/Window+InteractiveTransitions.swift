/// Interactive transitions: the swipe-back (the interactive pop gesture) and a sheet's
/// swipe-down. Each begins, and then finishes or is cancelled by a later call; in between,
/// the controllers on both sides are `appearing` and `disappearing`, and every operation that
/// would start another transition throws ``NavigationError/transitionInProgress(_:)`` (UIKit
/// would interleave two: "Unbalanced calls to begin/end appearance transitions", lifecycle
/// notes N10). Setting properties, rotating and the overlays go on as usual.
///
/// The stack and the presentation stay as they were until the transition finishes: UIKit
/// updates them only when a gesture completes, and a cancel leaves them untouched.
extension Window {
    /// `swipe-back begin`: the user's finger starts the interactive pop on the stack a call
    /// on `nav` lands on (N5): the top leaves its parent (`willMove(toParent: nil)` at once,
    /// FeatherweightRouter#9), the delegate is told the controller below will show, and both
    /// sides get their will-callbacks, animated.
    ///
    /// - Throws: ``NavigationError/swipeBackUnavailable(_:)`` where the gesture would not start
    ///   (``interactivePopEnabled(for:position:)``: at the root, with a custom left item…, or
    ///   on a stack that is not on screen), ``NavigationError/transitionInProgress(_:)``.
    @discardableResult
    public mutating func beginSwipeBack(on nav: ControllerID) throws(NavigationError) -> OperationResult {
        if let blocked = gestureBlockedByLoading("the edge swipe-back") { return blocked }
        if let transition = interactiveTransition { throw .transitionInProgress(transition.description(in: self)) }
        let owner = try resolveStackOwner(nav)
        let count = nodes.childCount(owner)
        guard count > 1, let member = nodes.lastChild(owner), let previous = nodes.child(owner, at: count - 2) else {
            throw .swipeBackUnavailable(reference(owner))
        }
        let screen = unwrap(member)
        guard appearedControllers.contains(member) else { throw .swipeBackUnavailable(reference(screen)) }
        if let blocked = gestureCovered("the edge swipe-back", on: owner) { return blocked }
        if nodes.screen(owner)?.delegateAnswers.gestureShouldBegin == false {
            // The app's delegate of the pop gesture is asked and answers no (Apple doc
            // `gestureRecognizerShouldBegin(_:)`): nothing begins.
            var result = OperationResult.warning(.swipeBackRefusedByDelegate(reference(owner)))
            if recordsLifecycleEvents {
                result.events = [LifecycleEvent(controller: owner, callback: .gestureRecognizerShouldBegin, phase: .start)]
            }
            return result
        }
        guard interactivePopEnabled(for: screen, position: count - 1) else {
            throw .swipeBackUnavailable(reference(screen))
        }
        let transition = InteractiveTransition(
            kind: .pop(navigationController: owner, member: member),
            appearing: visibleDescent(from: previous), disappearing: visibleDescent(from: member))
        let loaded = loadViews(transition.appearing)
        setInteractiveTransition(transition)
        guard recordsLifecycleEvents else { return OperationResult() }
        let changes = LifecycleChanges(loaded: loaded)
        var list = LifecycleEventList(for: changes)
        addSwipeBackBegin(transition, popping: member, showing: previous, changes, to: &list)
        var result = OperationResult()
        result.events = withSwiftUICallbacks(list.events)
        return result
    }

    /// `swipe-back finish`: the swipe completes and the pop happens (N5): the did-callbacks,
    /// then `didMove(toParent: nil)` and the delegate's `didShow`.
    ///
    /// - Throws: ``NavigationError/noTransitionInProgress(_:)`` without a swipe-back begun.
    @discardableResult
    public mutating func finishSwipeBack() throws(NavigationError) -> OperationResult {
        guard let transition = interactiveTransition, case let .pop(owner, member) = transition.kind else {
            throw .noTransitionInProgress("swipe-back")
        }
        let names = LifecycleChanges(remembering: transition.disappearing, in: self)
        setInteractiveTransition(nil)
        var result = try performPop(on: owner)
        guard recordsLifecycleEvents else { return result }
        var list = LifecycleEventList(for: names)
        addSwipeBackFinish(transition, popped: member, to: &list)
        result.presentationMoves.leaving = [member]
        result.events = withSwiftUICallbacks(list.events, hostsBefore: names.swiftUIHostsBefore)
        result.departedNames = names.goneNames
        return result
    }

    /// `swipe-back cancel`: the finger goes back and the top stays (N5; wangling.me 2014,
    /// "Canceled Interactive Popping"): the controller below disappears again, the top
    /// appears again; no `didMove` and no `didShow` (Plasma/BufferedNavigationController#5, C).
    ///
    /// - Throws: ``NavigationError/noTransitionInProgress(_:)`` without a swipe-back begun.
    @discardableResult
    public mutating func cancelSwipeBack() throws(NavigationError) -> OperationResult {
        guard let transition = interactiveTransition, case .pop = transition.kind else {
            throw .noTransitionInProgress("swipe-back")
        }
        setInteractiveTransition(nil)
        return reversal(of: transition)
    }

    /// `swipe-down begin`: the user starts dragging the top sheet down (M4). With
    /// `isModalInPresentation` (``isModalInPresentation(_:)``: an open popup counts) it does not begin: the delegate is told of the attempt (M5,
    /// Apple doc `presentationControllerDidAttemptToDismiss(_:)`), nothing changes, and the
    /// result carries ``NavigationWarning/swipeDownRefused(_:)``.
    /// Otherwise the presentation controller's delegate is asked and told (WWDC19 slide:
    /// shouldDismiss, willDismiss), and the sheet gets `viewWillDisappear`; the presenter
    /// stays in the window and gets nothing (M3).
    ///
    /// - Throws: ``NavigationError/noSheetToSwipe(_:)`` when nothing is presented or the top
    ///   presentation is full screen, ``NavigationError/transitionInProgress(_:)``.
    @discardableResult
    public mutating func beginSwipeDown() throws(NavigationError) -> OperationResult {
        if let blocked = gestureBlockedByLoading("the swipe-down on the sheet") { return blocked }
        if let transition = interactiveTransition { throw .transitionInProgress(transition.description(in: self)) }
        let chain = presentationChain
        guard chain.count > 1, let presented = chain.last else { throw .noSheetToSwipe(nil) }
        // A context presentation has no swipe to dismiss, and an iPad popover is dismissed by a
        // tap outside it (Apple docs UIModalPresentationStyle).
        guard let style = presentationBehaviour(of: presented), style.keepsPresenterInWindow, !style.isContextual,
            style != .popover
        else {
            throw .noSheetToSwipe(reference(presented))
        }
        var list = LifecycleEventList(for: LifecycleChanges())
        if isModalInPresentation(presented) {
            addSwipeDownRefused(presented, askingDelegate: false, to: &list)
            var result = OperationResult.warning(.swipeDownRefused(reference(presented)))
            if recordsLifecycleEvents { result.events = list.events }
            return result
        }
        if nodes.screen(presented)?.delegateAnswers.shouldDismiss == false {
            // M5: the delegate is asked, answers no, and hears of the attempt (Apple docs
            // `presentationControllerShouldDismiss(_:)`, `presentationControllerDidAttemptToDismiss(_:)`).
            addSwipeDownRefused(presented, askingDelegate: true, to: &list)
            var result = OperationResult.warning(.dismissalRefusedByDelegate(reference(presented)))
            if recordsLifecycleEvents { result.events = list.events }
            return result
        }
        let transition = InteractiveTransition(
            kind: .dismissal(presented: presented), appearing: [], disappearing: visibleDescent(from: presented))
        setInteractiveTransition(transition)
        guard recordsLifecycleEvents else { return OperationResult() }
        addSwipeDownBegin(transition, of: presented, to: &list)
        var result = OperationResult()
        result.events = withSwiftUICallbacks(list.events)
        result.presentationMoves.dismissed = [presented]
        return result
    }

    /// `swipe-down finish`: the sheet is dismissed (M4): `viewDidDisappear`, then the
    /// delegate's `presentationControllerDidDismiss`.
    ///
    /// - Throws: ``NavigationError/noTransitionInProgress(_:)`` without a swipe-down begun.
    @discardableResult
    public mutating func finishSwipeDown() throws(NavigationError) -> OperationResult {
        guard let transition = interactiveTransition, case let .dismissal(presented) = transition.kind else {
            throw .noTransitionInProgress("swipe-down")
        }
        let names = LifecycleChanges(remembering: transition.disappearing, in: self)
        let hasDelegate = nodes.screen(presented)?.hasDelegate == true
        setInteractiveTransition(nil)
        var result = try performDismiss(from: presented)
        guard recordsLifecycleEvents else { return result }
        var list = LifecycleEventList(for: names)
        addSwipeDownFinish(transition, of: presented, toldDelegate: hasDelegate, to: &list)
        result.events = withSwiftUICallbacks(list.events, hostsBefore: names.swiftUIHostsBefore)
        result.presentationMoves.dismissed = [presented]
        result.departedNames = names.goneNames
        return result
    }

    /// `swipe-down cancel`: the sheet springs back (M6; velog @rudin_): it appears again, and
    /// there is no `presentationControllerDidDismiss` (Apple doc
    /// `presentationControllerShouldDismiss(_:)`: not guaranteed to be followed by it).
    ///
    /// - Throws: ``NavigationError/noTransitionInProgress(_:)`` without a swipe-down begun.
    @discardableResult
    public mutating func cancelSwipeDown() throws(NavigationError) -> OperationResult {
        guard let transition = interactiveTransition, case .dismissal = transition.kind else {
            throw .noTransitionInProgress("swipe-down")
        }
        setInteractiveTransition(nil)
        return reversal(of: transition)
    }

    /// A cancelled transition's events: the side that was appearing disappears again, then
    /// the side that was disappearing appears again (G3's reversal edges).
    private func reversal(of transition: InteractiveTransition) -> OperationResult {
        guard recordsLifecycleEvents else { return OperationResult() }
        var list = LifecycleEventList(for: LifecycleChanges())
        addReversal(of: transition, to: &list)
        var result = OperationResult()
        result.events = withSwiftUICallbacks(list.events)
        return result
    }

    /// Loads the views of `ids` that are not loaded; returns those it loaded.
    private mutating func loadViews(_ ids: [ControllerID]) -> SmallIDSet {
        var loaded = SmallIDSet()
        for id in ids {
            guard let slot = nodes.records.slot(of: id), !nodes.records.isViewLoaded(at: slot) else { continue }
            nodes.update { $0.setViewLoaded(at: slot) }
            loaded.insert(id)
        }
        return loaded
    }

    private mutating func setInteractiveTransition(_ transition: InteractiveTransition?) {
        updateSideState { $0.transition = transition }
    }

    /// Whether the presented controller `presented` refuses the interactive dismissal: its
    /// own `isModalInPresentation`, or a popup it hosts that is open (or opening or closing):
    /// LNPopupController swizzles `isModalInPresentation` to answer YES from the container's
    /// popup state (`UIViewController+LNPopupSupportPrivate.mm:150-152`, `:261-269`), so a
    /// container presented as a sheet cannot be swiped down while its popup is open; closed,
    /// it can again. A programmatic `dismiss` still works (Apple doc `isModalInPresentation`).
    public func isModalInPresentation(_ presented: ControllerID) -> Bool {
        if nodes.screen(presented)?.isModalInPresentation == true { return true }
        return nodes.popup(presented)?.state == .open
    }

    /// The result of a gesture while JFPopup's loading HUD shows: nothing happens, with a
    /// warning naming the HUD and `gesture`. The HUD is a screen-sized view with user
    /// interaction on, added to the key window above everything (JFPopup `JFToastView.swift:242`,
    /// `JFPopupView.swift:157`, `:174`, `:211-215`), so no touch reaches UIKit: edge swipes,
    /// sheet swipes, tab taps and popup drags never begin. Calls from code are not touches and
    /// still work. `nil` while no HUD shows.
    func gestureBlockedByLoading(_ gesture: String) -> OperationResult? {
        guard overlays.activeLoading != nil else { return nil }
        return .warning(.touchesBlockedByLoading(gesture: gesture))
    }

    /// The controller presented over `target`'s tree, if any: it takes every touch meant for
    /// `target`'s view (a full-screen presentation removed the view, a sheet dims it, a
    /// context presentation covers its whole context, which in NavStack is a tree's root).
    func controllerPresented(over target: ControllerID) -> ControllerID? {
        nodes.presented(presentationContext(of: target))
    }

    /// Whether a user's `gesture` on `target`'s view cannot happen, as the warning that says
    /// why: the loading HUD takes every touch (above); a controller presented over `target`'s
    /// tree takes them (a full-screen presentation removed the views below, a sheet dims them,
    /// a context presentation covers its whole context: NavStack's contexts are trees' roots);
    /// or `target`'s view is not in the window. `nil` when the touch reaches it. Calls from code
    /// are not gestures and are never blocked.
    func gestureBlocked(_ gesture: String, on target: ControllerID) -> OperationResult? {
        gestureBlockedByLoading(gesture) ?? gestureCovered(gesture, on: target)
    }

    /// ``gestureBlocked(_:on:)`` but for the loading HUD, for a gesture that checked it first.
    func gestureCovered(_ gesture: String, on target: ControllerID) -> OperationResult? {
        if let presented = controllerPresented(over: target) {
            return .warning(.touchesBlockedByPresentation(gesture: gesture, presented: reference(presented)))
        }
        guard isViewInWindow(target) else { return .warning(.gestureTargetNotInWindow(gesture: gesture, controller: reference(target))) }
        return nil
    }
}

/// An interactive transition in progress (``Window/interactiveTransition``).
public struct InteractiveTransition: Hashable, Sendable {
    /// What the gesture does when it finishes.
    public enum Kind: Hashable, Sendable {
        /// A swipe-back popping `member` (the top of `navigationController`'s stack).
        case pop(navigationController: ControllerID, member: ControllerID)
        /// A swipe-down dismissing `presented`.
        case dismissal(presented: ControllerID)
    }

    /// What the gesture does when it finishes.
    public var kind: Kind
    /// Controllers whose views are coming in (`_printHierarchy` state `appearing`), parent first.
    public var appearing: [ControllerID]
    /// Controllers whose views are leaving (state `disappearing`), parent first.
    public var disappearing: [ControllerID]

    /// "a swipe-back on <UINavigationController main>", for messages.
    func description(in window: Window) -> String {
        switch kind {
        case let .pop(nav, _): "a swipe-back on \(window.reference(nav))"
        case let .dismissal(presented): "a swipe-down of \(window.reference(presented))"
        }
    }
}
