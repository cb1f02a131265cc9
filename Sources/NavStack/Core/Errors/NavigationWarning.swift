/// An operation UIKit silently ignores (or only logs): the state is unchanged and the
/// operation does not fail; the warning says why nothing happened. Some cases instead
/// accompany an operation that happened (`accompaniesChange`): ``sheetFrameUnknown(_:device:)``
/// and ``popoverFrameUnknown(_:device:)`` mark geometry the model cannot establish,
/// ``presentingFromDetached(presented:presenter:)`` a presentation UIKit makes and logs about,
/// and ``mediumDetentModelled(element:)`` an expectation that rests on a modelled height.
///
/// The wording of each case is in `NavigationWarning+Messages.swift`.
public enum NavigationWarning: Hashable, Sendable {
    /// `present` on a controller that is already presenting (UIKit logs
    /// "Attempt to present … which is already presenting …").
    case alreadyPresenting(presented: ControllerReference, presenter: ControllerReference, current: ControllerReference)
    /// `dismiss` with nothing presented.
    case nothingToDismiss(ControllerReference)
    /// `setNavigationBarHidden(false)` on RTRootNavigationController's outer controller: its bar
    /// stays hidden (`RTRootNavigationController.m:744-748`).
    case outerBarAlwaysHidden(ControllerReference)
    /// `openPopup`, `closePopup` or `dismissPopupBar` with no bar presented: the library does
    /// nothing and never calls the completion (LNPopupController
    /// `UIViewController+LNPopupSupport.mm:46-169`, `LNPopupController.mm:2165-2175`).
    case noPopupBar(ControllerReference, call: String)
    /// `openPopup` when open, `closePopup` when closed: the completion runs at once.
    case popupAlready(ControllerReference, state: PopupPresentationState)
    /// A popup bar presented on an inner container: it computes its dock from its own bounds
    /// and goes away when the container is covered (LNPopupController README; LNPopupController#34,
    /// #265).
    case popupOnInnerContainer(ControllerReference, outermost: ControllerReference)
    /// `popViewController` with only the root left (Apple doc: "this method does nothing").
    case popAtRoot(ControllerReference)
    /// `popToRootViewController` or `popToViewController` of the top: nothing to pop.
    case nothingToPop(ControllerReference)
    /// `popToViewController` or `remove(viewController:)` on a Koinu wrapping controller with
    /// a controller that is not on its stack: the library finds no container holding it and
    /// returns without calling UIKit (Koinu `VMNavigationController.swift:176-187`, `:214-221`;
    /// RTRootNavigationController `RTRootNavigationController.m:788-805`, `:881-895`; RT #117).
    /// For `popToViewController` the message says what the completion variant does under
    /// `library`: Koinu's `popToViewController(_:animated:completion:)` keeps the completion
    /// for the next transition (it checks `isEmpty` on the `nil` result,
    /// `VMNavigationController.swift:251-264`); RT's `popToViewController:animated:complete:`
    /// calls it at once with `YES` (`RTRootNavigationController.m:926-942`).
    case notOnWrappingStack(
        ControllerReference, navigationController: ControllerReference, call: String, library: WrappingLibrary = .koinu)
    /// A gesture while JFPopup's loading HUD shows: its overlay is a full-screen view on the key
    /// window that takes every touch, so the gesture never reaches what is under it (JFPopup
    /// `JFToastView.swift:242`, `JFPopupView.swift:157`, `:174`, `:211-215`).
    case touchesBlockedByLoading(gesture: String)
    /// A gesture on a controller with a controller presented over its tree: a full-screen
    /// presentation removed the views below, and any other covers them (a sheet's dimming view,
    /// a popover's outside, an over-full-screen view), so the touch lands on the presented
    /// controller, never below (Apple docs `UIModalPresentationStyle.fullScreen`: "The views
    /// belonging to the presenting view controller are removed after the presentation
    /// completes"; `largestUndimmedDetentIdentifier`: with it `nil`, "a noninteractive dimming
    /// view underneath the sheet at all detents").
    case touchesBlockedByPresentation(gesture: String, presented: ControllerReference)
    /// A gesture on a controller whose view is not in the window (an unselected tab's): no
    /// touch can reach it.
    case gestureTargetNotInWindow(gesture: String, controller: ControllerReference)
    /// A page or form sheet presented in regular width on an iPhone (a Plus or Max model in
    /// landscape): UIKit shows it as a card that does not fill the screen, whose frame is not
    /// known, so NavStack lays it out full screen. The presentation happens; only its frame is
    /// a stand-in.
    case sheetFrameUnknown(ControllerReference, device: String)
    /// A popover on iPad: its frame follows its source view and `preferredContentSize`, which
    /// NavStack does not model; it is laid out full screen.
    case popoverFrameUnknown(ControllerReference, device: String)
    /// `present` called on a controller outside the view controller hierarchy (the content of
    /// a popup, which LNPopupController does not make a child): UIKit presents and logs that
    /// this is not supported (its console message; LNPopupController#560).
    case presentingFromDetached(presented: ControllerReference, presenter: ControllerReference)
    /// `detent=` or `grabber=` (`property`, the `UISheetPresentationController` property) on a
    /// controller that is not presented as a page or form sheet: its own
    /// `sheetPresentationController` never presents, so UIKit keeps the value and nothing
    /// shows it (Apple docs `uiviewcontroller/sheetpresentationcontroller`,
    /// `uiviewcontroller/presentationcontroller`). `style` is the controller's presentation
    /// style when it is presented with a style that is not a sheet (full screen, over full
    /// screen), `nil` when it is not a presented controller at all. Nothing is changed.
    case sheetPropertyIgnored(ControllerReference, property: String, style: ModalPresentationStyle?)
    /// An expectation about an element laid out inside a sheet at its medium detent: that
    /// height on iOS 15–18 was never measured, so the model's value (half the large detent's
    /// height) is a modelling choice and the expectation holds only for the model. The
    /// expectation is checked all the same.
    case mediumDetentModelled(element: String)
    /// A popup call on a container whose view is not in the window: LNPopupController keeps
    /// it and runs it, unanimated, when the view enters the window.
    case popupCallDeferred(ControllerReference, call: String)
    /// `useRootNavigationBarAttributes` switched on after some of the bars it copies into have
    /// loaded: Koinu, RT and SBNavigationController copy only in each inner controller's
    /// `viewDidLoad` (`VMContainerNavigationController.swift:36-41`), so those bars keep their
    /// own attributes and only bars that load later are restyled.
    case rootBarAttributesNotCopiedToLoadedBars(ControllerReference, bars: Int)
    /// A device some of whose values no recording or library table establishes
    /// (``Device/notEstablished``): NavStack lays it out with the stand-ins named.
    case deviceValuesNotEstablished(device: String, values: [String])
    /// A user's tap on a tab whose tab bar controller's delegate answers no to
    /// `tabBarController(_:shouldSelect:)`: nothing else happens (Apple doc).
    case tabSelectionRefused(ControllerReference, tabBarController: ControllerReference)
    /// A swipe down on a sheet whose presentation controller's delegate answers no to
    /// `presentationControllerShouldDismiss(_:)`: the dismissal does not begin and the delegate
    /// hears `presentationControllerDidAttemptToDismiss(_:)` (Apple docs of both).
    case dismissalRefusedByDelegate(ControllerReference)
    /// A swipe-back on a navigation controller whose interactive pop gesture's delegate answers
    /// no to `gestureRecognizerShouldBegin(_:)`: the gesture does not begin.
    case swipeBackRefusedByDelegate(ControllerReference)
    /// A swipe down on a sheet whose `isModalInPresentation` is true: UIKit does not begin the
    /// dismissal and tells the presentation controller's delegate
    /// `presentationControllerDidAttemptToDismiss(_:)` instead (Apple docs
    /// `uiviewcontroller/ismodalinpresentation`,
    /// `uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)`).
    /// Nothing else changes.
    case swipeDownRefused(ControllerReference)
    /// `tabBarMinimizeBehavior` set where tab bars never minimize: in legacy design (the
    /// property is iOS 26 Liquid Glass's) or on iPad ("Minimizing is supported for tab bars on
    /// only iPhone", SwiftUI doc `TabBarMinimizeBehavior.onScrollDown`). The value is kept.
    case minimizeBehaviorWithoutEffect(ControllerReference, onPad: Bool)
    /// Something iOS 26 does that no recording or source establishes (`what`): the model
    /// neither guesses nor prints a number for it.
    case notKnownForIOS26(String)

    // SwiftUI (`Sources/NavStack/Core/SwiftUI`).

    /// A value with no `navigationDestination(for:)` visible from where it is presented: SwiftUI
    /// logs this and the link cannot be activated (kkebo/DevToys.swiftpm#40). For a value the
    /// app's code appends, what SwiftUI shows is not known: the path stays as it was.
    case noVisibleDestination(type: String, appended: Bool)
    /// A view on a stack declares a `navigationDestination(for:)` for a type a view nearer the
    /// root declares too: SwiftUI logs this and uses the one nearer the root
    /// (johnpatrickmorgan/NavigationBackport#58, Team-ShortcutsZip/MacC-Team-HappyAnding#310).
    case destinationDeclaredEarlier(type: String)
    /// A binding written while no view declaring a presentation on it is in the window:
    /// nothing shows.
    case noViewDeclaring(binding: String)
}
