/// An operation the model rejects. A rejected operation leaves the ``Window`` exactly as it
/// was. The wording of each case is in `NavigationError+Messages.swift`.
public enum NavigationError: Error, Hashable, Sendable {
    /// `setViewControllers` with the same controller twice (UIKit `NSInternalInconsistencyException`).
    case duplicateViewControllers(ControllerReference, names: [String])
    /// A name given to a new controller is already used in the window.
    case duplicateName(String)
    /// Setting a navigation stack (or a tab list) to nothing.
    case emptyList(ControllerReference)
    /// Moving a controller that belongs to one container into another (UIKit
    /// `UIViewControllerHierarchyInconsistency`).
    case hierarchyInconsistency(child: ControllerReference, parent: ControllerReference, requestedParent: ControllerReference)
    /// A name or a controller given to a tab bar operation is not one of its tabs (UIKit
    /// `NSInvalidArgumentException` from `setSelectedViewController:`).
    case notATab(ControllerReference, tabBarController: ControllerReference)
    /// A tree nested deeper than ``Window/maximumNestingDepth``.
    case nestingTooDeep(limit: Int)
    /// The target of a navigation call is not a navigation controller.
    case notANavigationController(ControllerReference)
    /// The target of a tab call is not a tab bar controller.
    case notATabBarController(ControllerReference)
    /// The screen has no navigation controller to make the call on.
    case noNavigationController(ControllerReference)
    /// No tab bar controller contains the controller the call was made from.
    case noTabBarController(ControllerReference)
    /// The window has no root controller yet.
    case noRootController
    /// A call made from the top screen while no screen is on top: the More list shows.
    case noTopScreen
    /// The controller is not in the stack it was removed from or popped to.
    case notInStack(ControllerReference, navigationController: ControllerReference)
    /// `presentPopupBar` with the container itself as content (LNPopupController
    /// `NSInternalInconsistencyException`).
    case popupContentIsContainer(ControllerReference)
    /// `presentPopupBar` with content already in the hierarchy or hosted by another popup.
    case popupContentInUse(ControllerReference)
    /// `popToViewController` with a controller that is not on the stack (UIKit
    /// `NSInternalInconsistencyException`).
    case popToMissing(ControllerReference, navigationController: ControllerReference)
    /// `present` of a controller already in the hierarchy (UIKit `NSInvalidArgumentException`).
    case presentingActiveController(ControllerReference)
    /// A `.currentContext` or `.overCurrentContext` presentation whose context-defining
    /// controller is inside a tree (a tab's navigation controller): UIKit would cover that
    /// controller alone, which NavStack does not model.
    case innerPresentationContext(ControllerReference, style: ModalPresentationStyle)
    /// `pushViewController` of a navigation controller (UIKit `NSInvalidArgumentException`).
    case pushingNavigationController(ControllerReference)
    /// `pushViewController` of an instance already on the stack (UIKit `NSInvalidArgumentException`).
    case pushingSameInstance(ControllerReference, navigationController: ControllerReference)
    /// `pushViewController` on a Koinu / RT wrapping controller of a screen already on its
    /// stack. The libraries wrap it in a new container, so UIKit's same-instance exception
    /// cannot fire; the screen moves into the new container and the old one is left empty
    /// (a blank page, RT #197). Whether UIKit then raises a hierarchy inconsistency was not
    /// established, so NavStack refuses the push with this error of its own.
    case repushOnWrappingStack(ControllerReference, navigationController: ControllerReference)
    /// Choosing a Koinu or RT wrapping navigation controller tab behind More: UIKit would move
    /// its containers onto the More navigation controller, which NavStack does not model.
    case wrappingTabBehindMore(ControllerReference)
    /// A stack call on a tab's navigation controller whose stack UIKit moved onto the More
    /// navigation controller: the call would land on the empty, detached controller.
    case stackInMore(ControllerReference, moreNavigationController: ControllerReference)
    /// Replacing the More navigation controller's stack, which the tab bar controller manages.
    case settingMoreNavigationStack(ControllerReference)
    /// Removing the only controller of a stack.
    case removingLastViewController(ControllerReference, navigationController: ControllerReference)
    /// `selectedIndex` outside the tabs.
    case tabIndexOutOfRange(Int, count: Int, tabBarController: ControllerReference)
    /// An operation while an interactive transition (a swipe-back or a sheet's swipe-down) is
    /// in progress: UIKit would interleave two transitions ("Unbalanced calls to begin/end
    /// appearance transitions"); finish or cancel it first.
    case transitionInProgress(String)
    /// `finish` or `cancel` with no interactive transition of that kind in progress.
    case noTransitionInProgress(String)
    /// `swipe-back begin` where the interactive pop gesture would not start (the rules of
    /// ``Window/interactivePopEnabled(for:position:)``).
    case swipeBackUnavailable(ControllerReference)
    /// `swipe-down begin` with no sheet on top: nothing is presented, or the top presentation
    /// is full screen (the swipe dismisses only sheets and other styles keeping the presenter).
    case noSheetToSwipe(ControllerReference?)
    /// A popup drag whose translation or velocity is not a finite number.
    case invalidDrag(Double)
    /// An ID that is not in the window.
    case unknownController(ControllerID)
    /// A name that is not in the window.
    case unknownName(String, suggestion: String?)
    /// A property the controller's kind does not have.
    case unsupportedProperty(String, ControllerReference)
    /// An iOS 26 API (`api`, e.g. `bottomAccessory`) used while the window's design is
    /// ``BarDesign/legacy``: the app is built for iOS 18 or earlier, or opts out of Liquid Glass,
    /// and has no such API to call (Apple doc `UITabBarController/bottomAccessory`: iOS 26.0+).
    case requiresIOS26(api: String)
    /// A new controller or bottom accessory named like the content of the bottom accessory of
    /// `tabBarController`: every name in the window is unique.
    case accessoryNameInUse(String, tabBarController: ControllerReference)

    // SwiftUI (`Sources/NavStack/Core/SwiftUI`).

    /// A `NavigationStack` or `TabView` placed where UIKit holds controllers: SwiftUI views
    /// reach UIKit only inside a hosting controller.
    case swiftUIContainerOutsideHost(String)
    /// A `WindowGroup` anywhere but at the window's root.
    case misplacedWindowGroup
    /// A view or value type name that is not a Swift type's name.
    case invalidTypeName(String)
    /// Two tabs of one `TabView` with the same tag.
    case duplicateTag(String)
    /// A path call on a controller that is not a `NavigationStack` with a path binding.
    case notANavigationStack(ControllerReference)
    /// A value of a type nothing in the window declares: no `navigationDestination(for:)`, no
    /// typed path, and not `Int` or `String`.
    case unknownValueType(String, suggestion: String?)
    /// A value appended to a typed path (`[Product]`) that is not of its element type (the
    /// Swift compiler refuses it).
    case pathElementType(PathValue, path: String, elementType: String)
    /// `removeLast(k)` with `k` outside `0...count`: the collection's precondition, a trap in
    /// the app.
    case removingMoreThanPath(Int, count: Int, path: String)
    /// A second `navigationDestination(for:)` for one type in one view's body.
    case destinationDeclaredTwice(type: String, view: String)
    /// A second presentation (`sheet`, `fullScreenCover`, `navigationDestination(isPresented:)`)
    /// on one binding in one view's body.
    case bindingDeclaredTwice(binding: String, view: String)
    /// A binding nothing in the window declares.
    case unknownBinding(String, suggestion: String?)
    /// A binding given a value of the wrong kind: a `Bool` binding anything but `true` or
    /// `false`, an item binding anything but a value or `nil`.
    case bindingValue(binding: String, expected: String)
    /// A controller SwiftUI did not make, where a SwiftUI view is needed.
    case notASwiftUIView(ControllerReference)
}
