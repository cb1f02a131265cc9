extension NavigationWarning {
    /// Whether the warning accompanies an operation that changed the window (UIKit did it and
    /// logged, or the model did it with a stand-in value) rather than one ignored.
    var accompaniesChange: Bool {
        switch self {
        case .sheetFrameUnknown, .popoverFrameUnknown, .presentingFromDetached, .mediumDetentModelled, .deviceValuesNotEstablished:
            true
        default: false
        }
    }
}

extension NavigationWarning: CustomStringConvertible {
    /// A stable identifier of the case, for tests and machine-readable output.
    public var messageID: String {
        switch self {
        case .alreadyPresenting: "alreadyPresenting"
        case .noPopupBar: "noPopupBar"
        case .nothingToDismiss: "nothingToDismiss"
        case .nothingToPop: "nothingToPop"
        case .notOnWrappingStack: "notOnWrappingStack"
        case .outerBarAlwaysHidden: "outerBarAlwaysHidden"
        case .popAtRoot: "popAtRoot"
        case .popupAlready: "popupAlready"
        case .popupOnInnerContainer: "popupOnInnerContainer"
        case .touchesBlockedByLoading: "touchesBlockedByLoading"
        case .touchesBlockedByPresentation: "touchesBlockedByPresentation"
        case .gestureTargetNotInWindow: "gestureTargetNotInWindow"
        case .sheetFrameUnknown: "sheetFrameUnknown"
        case .presentingFromDetached: "presentingFromDetached"
        case .popoverFrameUnknown: "popoverFrameUnknown"
        case .sheetPropertyIgnored: "sheetPropertyIgnored"
        case .mediumDetentModelled: "mediumDetentModelled"
        case .popupCallDeferred: "popupCallDeferred"
        case .rootBarAttributesNotCopiedToLoadedBars: "rootBarAttributesNotCopiedToLoadedBars"
        case .deviceValuesNotEstablished: "deviceValuesNotEstablished"
        case .tabSelectionRefused: "tabSelectionRefused"
        case .dismissalRefusedByDelegate: "dismissalRefusedByDelegate"
        case .swipeBackRefusedByDelegate: "swipeBackRefusedByDelegate"
        case .swipeDownRefused: "swipeDownRefused"
        case .minimizeBehaviorWithoutEffect: "minimizeBehaviorWithoutEffect"
        case .notKnownForIOS26: "notKnownForIOS26"
        case .noVisibleDestination: "noVisibleDestination"
        case .destinationDeclaredEarlier: "destinationDeclaredEarlier"
        case .noViewDeclaring: "noViewDeclaring"
        }
    }

    /// The message navtree prints after `warning:`.
    public var description: String { message.text }

    /// The message, built in one buffer (``MessageString``): ``description``, or its bytes
    /// for a reader that copies them without making a string (the diagnostics formatter).
    package var message: MessageString {
        switch self {
        case let .alreadyPresenting(presented, presenter, current):
            return "Attempt to present \(presented) on \(presenter) which is already presenting \(current); ignored"
        case let .nothingToDismiss(controller):
            return "\(controller) presents nothing and is not presented; dismiss ignored"
        case let .outerBarAlwaysHidden(controller):
            return "the navigation bar of \(controller) is always hidden (RTRootNavigationController shows each screen's own bar); ignored"
        case let .noPopupBar(container, call):
            return "\(call) on \(container) does nothing: no popup bar is presented"
        case let .popupAlready(container, state):
            return "the popup of \(container) is already \(state == .open ? "open" : "closed"); nothing to do"
        case let .popupOnInnerContainer(container, outermost):
            return
                "popup bar presented on \(container), an inner container: it docks within that container's bounds and goes away when it is covered; LNPopupController recommends the outermost container, \(outermost)"
        case let .popAtRoot(nav):
            return "popViewController on \(nav) does nothing: the top view controller is the root view controller"
        case let .nothingToPop(nav):
            return "nothing to pop on \(nav): the target is already on top"
        case let .notOnWrappingStack(controller, nav, call, library):
            let message =
                "\(call) on \(nav) does nothing: \(controller) is not on its stack (the wrapping controller finds no container holding it)"
            guard call == "popToViewController" else { return MessageString(message) }
            switch library {
            case .koinu: return MessageString(message + "; a completion passed to it is kept for the next transition")
            case .rt: return MessageString(message + "; a completion passed to it runs at once with YES")
            }
        case let .touchesBlockedByLoading(gesture):
            return "the loading HUD takes every touch; \(gesture) does not reach what is under it"
        case let .touchesBlockedByPresentation(gesture, presented):
            return "\(presented) is presented on top and takes every touch; \(gesture) does not reach what is under it"
        case let .gestureTargetNotInWindow(gesture, controller):
            return "\(controller)'s view is not in the window; \(gesture) cannot reach it"
        case let .rootBarAttributesNotCopiedToLoadedBars(nav, bars):
            // Koinu VMContainerNavigationController.swift:36-41, RT RTRootNavigationController.m:389-396 (viewDidLoad)
            return
                "useRootNavigationBarAttributes on \(nav) leaves the \(bars) bar\(bars == 1 ? "" : "s") already loaded as \(bars == 1 ? "it is" : "they are"): the root bar is copied only when a bar loads, so only screens shown from now on are restyled (set it on 'root' to style every screen)"
        case let .tabSelectionRefused(tab, tabBar):
            // Apple doc tabBarController(_:shouldSelect:)
            return "\(tabBar)'s delegate answers no to tabBarController(_:shouldSelect:) for \(tab): the tap selects nothing"
        case let .dismissalRefusedByDelegate(sheet):
            // Apple docs presentationControllerShouldDismiss(_:), presentationControllerDidAttemptToDismiss(_:)
            return
                "\(sheet)'s presentation controller delegate answers no to presentationControllerShouldDismiss: the swipe-down does not begin; the delegate is told presentationControllerDidAttemptToDismiss"
        case let .swipeBackRefusedByDelegate(nav):
            // Apple doc UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
            return
                "the interactive pop gesture's delegate of \(nav) answers no to gestureRecognizerShouldBegin: the swipe-back does not begin"
        case let .deviceValuesNotEstablished(device, values):
            return MessageString("\(device): not established, so frames that use them are stand-ins: " + values.joined(separator: "; "))
        case let .swipeDownRefused(sheet):
            // Apple docs: isModalInPresentation, presentationControllerDidAttemptToDismiss(_:)
            return
                "\(sheet) is modal in presentation (isModalInPresentation): the swipe-down does not begin; its presentation controller's delegate is told presentationControllerDidAttemptToDismiss"
        case let .popupCallDeferred(container, call):
            // UIViewController+LNPopupSupport.mm:46-171
            return
                "\(call) on \(container) waits: its view is not in the window, so LNPopupController runs the call, unanimated, when the view enters the window"
        case let .presentingFromDetached(presented, presenter):
            // UIKit's console message, as quoted in LNPopupController#560.
            return
                "Presenting view controller \(presented) from detached view controller \(presenter) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(presenter) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."
        case let .popoverFrameUnknown(controller, device):
            return
                "\(controller) is a popover on \(device): its frame follows its source view and preferredContentSize, which NavStack does not model; it is laid out full screen"
        case let .sheetFrameUnknown(controller, device):
            return
                "\(controller) is a sheet in regular width on \(device) in landscape: UIKit shows a card smaller than the screen whose frame is not known; it is laid out full screen"
        case let .sheetPropertyIgnored(controller, property, style):
            if let style {
                return
                    "\(controller) is presented \(style.rawValue), not as a sheet: it has no sheet presentation controller, so setting \(property) does nothing; present it with style=pageSheet or formSheet"
            }
            return
                "\(controller) is not a presented controller: its own sheetPresentationController never presents, so setting \(property) does nothing; set it on the controller presented as a pageSheet or formSheet"
        case let .minimizeBehaviorWithoutEffect(tabBar, onPad):
            if onPad {
                return
                    "tabBarMinimizeBehavior has no effect on \(tabBar) on iPad: minimizing is supported for tab bars on only iPhone; the value is kept"
            }
            return
                "tabBarMinimizeBehavior has no effect on \(tabBar) in legacy design: tab bars minimize only with iOS 26's Liquid Glass ('design glass'); the value is kept"
        case let .notKnownForIOS26(what):
            return "not known for iOS 26: \(what)"
        case let .noVisibleDestination(type, appended):
            // SwiftUI's runtime message, verbatim (kkebo/DevToys.swiftpm#40, onmyway133/notes#664).
            let message =
                "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."
            return MessageString(
                appended
                    ? message + " (what SwiftUI shows for an appended value without a destination is not known; the path is left as it was)"
                    : message)
        case let .destinationDeclaredEarlier(type):
            // SwiftUI's runtime message, verbatim (johnpatrickmorgan/NavigationBackport#58).
            return
                "A navigationDestination for “\(type)” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
        case let .noViewDeclaring(binding):
            return "no view declaring a presentation on '\(binding)' is in the window: nothing shows"
        case let .mediumDetentModelled(element):
            return
                "\(element) is laid out in a sheet at the medium detent, whose height on iOS 15-18 was never measured: the model's value, half of maximumDetentValue, is a modelling choice, so this frame holds for the model only"
        }
    }
}
