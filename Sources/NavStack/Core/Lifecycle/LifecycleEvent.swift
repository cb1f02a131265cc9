/// One callback UIKit, Koinu or LNPopupController delivers to a controller (or to a delegate
/// a controller holds) during an operation: `Detail.viewWillAppear(true)` once named
/// (``NamedLifecycleEvent``).
///
/// An operation's events are listed in the order they run (``OperationResult/events``), in
/// three phases: what runs inside the call (``LifecyclePhase/sync``), when the transition
/// starts, and when it ends. `Window+LifecycleRules.swift` says which events an operation
/// gives and why.
public struct LifecycleEvent: Hashable, Sendable {
    // Declared in this order, the fields take 40 bytes (the argument's 17 right after the
    // ID's 16, then the two one-byte enums) rather than 48: events are copied by the dozen.

    /// The controller that receives the callback, or holds the delegate that does.
    public var controller: ControllerID
    /// Its argument: the animated flag, the new parent, the controller shown or selected.
    public var argument: LifecycleArgument?
    /// The callback.
    public var callback: LifecycleCallback
    /// When it runs.
    public var phase: LifecyclePhase

    /// Creates an event.
    @inline(__always)
    public init(controller: ControllerID, callback: LifecycleCallback, argument: LifecycleArgument? = nil, phase: LifecyclePhase) {
        self.controller = controller
        self.callback = callback
        self.argument = argument
        self.phase = phase
    }
}

/// An event with the names a script gives it: `Detail.viewWillAppear(true)`.
///
/// Events hold controller IDs only, so that recording them copies no strings
/// (docs/Performance.md); ``OperationResult/namedEvents(in:)`` names them, from the window
/// after the operation and, for controllers the operation removed, from the result.
public struct NamedLifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event.
    public var event: LifecycleEvent
    /// The controller's screen name or container label, or its kind word when it has neither
    /// (Koinu's containers: `ContainerController`).
    public var name: String
    /// The argument as a script writes it (`true`, a name, `nil`), if the callback has one.
    public var argument: String?
    /// The flags UIKit has set on the controller while the callback runs
    /// (``OperationResult/transitionFlags(ofEventAt:)``).
    public var flags: TransitionFlags

    /// Names `event`: `name` for its controller, `argument` for its argument.
    public init(_ event: LifecycleEvent, name: String, argument: String?, flags: TransitionFlags = []) {
        self.event = event
        self.name = name
        self.argument = argument
        self.flags = flags
    }

    /// The callback.
    public var callback: LifecycleCallback { event.callback }
    /// When it runs.
    public var phase: LifecyclePhase { event.phase }

    /// The event as a script writes it: `NAME.callback` or `NAME.callback(ARG)`.
    public var description: String {
        name + "." + event.callback.rawValue + (argument.map { "(" + $0 + ")" } ?? "")
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
    // UIGestureRecognizerDelegate of a navigation controller's interactive pop gesture.
    case gestureRecognizerShouldBegin
    // SwiftUI's view callbacks, in a modelled order: no recording shows where they fall among
    // the hosting controller's (docs/SwiftUI.md, "onAppear and onDisappear").
    case onAppear, onDisappear

    /// Whether a delegate receives the callback (it is reported only where one is installed).
    var isDelegateCallback: Bool {
        switch self {
        case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
            .viewDidDisappear, .willMove, .didMove, .onAppear, .onDisappear:
            false
        default: true
        }
    }

    /// Whether NavStack models the callback's place in the order rather than knowing it
    /// (SwiftUI's `onAppear` and `onDisappear`).
    package var isModelledOrder: Bool { self == .onAppear || self == .onDisappear }
}

/// A callback's argument (``LifecycleEvent/argument``).
public enum LifecycleArgument: Hashable, Sendable {
    /// The `animated` flag of an appearance or popup callback.
    case animated(Bool)
    /// A controller: the new parent of `willMove`/`didMove`, the controller a navigation or
    /// tab bar delegate is told about.
    case controller(ControllerID)
    /// `nil`: the new parent of a controller that leaves its parent.
    case none
}

/// When an event runs (docs/Lifecycle.md G6): inside the call, as the transition starts (at the
/// next layout pass), or as it ends (after the animation, or when an interactive transition
/// finishes or is cancelled).
public enum LifecyclePhase: String, Hashable, Sendable, CaseIterable {
    case sync, start, end
}
