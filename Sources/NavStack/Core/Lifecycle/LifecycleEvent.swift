/// One callback UIKit, Koinu or LNPopupController delivers to a controller (or to a delegate
/// a controller holds) during an operation: `Detail.viewWillAppear(true)`.
///
/// An operation's events are listed in the order they run (``OperationResult/events``), in
/// three phases: what runs inside the call (``LifecyclePhase/sync``), when the transition
/// starts, and when it ends. `Window+LifecycleRules.swift` says which events an operation
/// gives and why.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// The controller that receives the callback, or holds the delegate that does.
    public var controller: ControllerID
    /// The controller's screen name or container label, or its kind word when it has neither
    /// (Koinu's containers: `ContainerController`).
    public var name: String
    /// The callback.
    public var callback: LifecycleCallback
    /// Its argument: the animated flag, the new parent, the controller shown or selected.
    public var argument: LifecycleArgument?
    /// When it runs.
    public var phase: LifecyclePhase

    /// Creates an event.
    public init(
        controller: ControllerID, name: String, callback: LifecycleCallback, argument: LifecycleArgument? = nil,
        phase: LifecyclePhase
    ) {
        self.controller = controller
        self.name = name
        self.callback = callback
        self.argument = argument
        self.phase = phase
    }

    /// The event as a script writes it: `NAME.callback` or `NAME.callback(ARG)`.
    public var description: String {
        name + "." + callback.rawValue + (argument.map { "(" + $0.description + ")" } ?? "")
    }
}

/// The callbacks NavStack reports (``LifecycleEvent``).
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    // UIViewController (Apple docs of each method).
    case loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// `willMove(toParent:)`, with the new parent.
    case willMove
    /// `didMove(toParent:)`, with the new parent.
    case didMove
    // UINavigationControllerDelegate, with the controller shown.
    case willShow, didShow
    // UITabBarControllerDelegate, with the tab.
    case shouldSelect, didSelect
    // LNPopupPresentationDelegate, with the animated flag.
    case popupWillPresentBar, popupDidPresentBar, popupWillOpen, popupDidOpen, popupWillClose, popupDidClose
    case popupWillDismissBar, popupDidDismissBar
    // UIAdaptivePresentationControllerDelegate of the presentation controller presenting it.
    case presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss

    /// Whether a delegate receives the callback (it is reported only where one is installed).
    public var isDelegateCallback: Bool {
        switch self {
        case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
            .viewDidDisappear, .willMove, .didMove:
            false
        default: true
        }
    }
}

/// A callback's argument (``LifecycleEvent/argument``).
public enum LifecycleArgument: Hashable, Sendable, CustomStringConvertible {
    /// The `animated` flag of an appearance or popup callback.
    case animated(Bool)
    /// A controller, by its name (or kind word): the new parent of `willMove`/`didMove`, the
    /// controller a navigation or tab bar delegate is told about.
    case controller(String)
    /// `nil`: the new parent of a controller that leaves its parent.
    case none

    /// `true`, `false`, the name, or `nil`.
    public var description: String {
        switch self {
        case let .animated(flag): flag ? "true" : "false"
        case let .controller(name): name
        case .none: "nil"
        }
    }
}

/// When an event runs (docs/Lifecycle.md G6): inside the call, as the transition starts (at the
/// next layout pass), or as it ends (after the animation, or when an interactive transition
/// finishes or is cancelled).
public enum LifecyclePhase: String, Hashable, Sendable, CaseIterable {
    case sync, start, end
}
