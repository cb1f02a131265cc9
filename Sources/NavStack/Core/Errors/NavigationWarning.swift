/// An operation UIKit silently ignores (or only logs). The state is unchanged and the
/// operation does not fail; the warning says why nothing happened.
public enum NavigationWarning: Hashable, Sendable, CustomStringConvertible {
    /// `present` on a controller that is already presenting (UIKit logs
    /// "Attempt to present … which is already presenting …").
    case alreadyPresenting(presented: ControllerReference, presenter: ControllerReference, current: ControllerReference)
    /// `dismiss` with nothing presented.
    case nothingToDismiss(ControllerReference)
    /// `setNavigationBarHidden(false)` on Koinu's outer controller: its bar stays hidden.
    case outerBarAlwaysHidden(ControllerReference)
    /// `openPopup`, `closePopup` or `dismissPopupBar` with no bar presented: the library does
    /// nothing and never calls the completion (reference/lnpopup.md §4.2).
    case noPopupBar(ControllerReference, call: String)
    /// `openPopup` when open, `closePopup` when closed: the completion runs at once.
    case popupAlready(ControllerReference, state: PopupPresentationState)
    /// A popup bar presented on an inner container: it computes its dock from its own bounds
    /// and goes away when the container is covered (reference/lnpopup.md §4.8).
    case popupOnInnerContainer(ControllerReference, outermost: ControllerReference)
    /// `popViewController` with only the root left (Apple doc: "this method does nothing").
    case popAtRoot(ControllerReference)
    /// `popToRootViewController` or `popToViewController` of the top: nothing to pop.
    case nothingToPop(ControllerReference)

    public var description: String {
        switch self {
        case let .alreadyPresenting(presented, presenter, current):
            return "Attempt to present \(presented) on \(presenter) which is already presenting \(current); ignored"
        case let .nothingToDismiss(controller):
            return "\(controller) presents nothing and is not presented; dismiss ignored"
        case let .outerBarAlwaysHidden(controller):
            return "the navigation bar of \(controller) is always hidden (Koinu shows each screen's own bar); ignored"
        case let .noPopupBar(container, call):
            return "\(call) on \(container) does nothing: no popup bar is presented"
        case let .popupAlready(container, state):
            return "the popup of \(container) is already \(state == .open ? "open" : "closed"); nothing to do"
        case let .popupOnInnerContainer(container, outermost):
            return "popup bar presented on \(container), an inner container: it docks within that container's bounds and goes away when it is covered; LNPopupController recommends the outermost container, \(outermost)"
        case let .popAtRoot(nav):
            return "popViewController on \(nav) does nothing: the top view controller is the root view controller"
        case let .nothingToPop(nav):
            return "nothing to pop on \(nav): the target is already on top"
        }
    }
}
