extension NavigationError: CustomStringConvertible {
    /// A stable identifier of the case, for tests and JSON output.
    public var messageID: String {
        switch self {
        case .duplicateViewControllers: "duplicateViewControllers"
        case .duplicateName: "duplicateName"
        case .emptyList: "emptyList"
        case .hierarchyInconsistency: "hierarchyInconsistency"
        case .invalidDrag: "invalidDrag"
        case .transitionInProgress: "transitionInProgress"
        case .noTransitionInProgress: "noTransitionInProgress"
        case .swipeBackUnavailable: "swipeBackUnavailable"
        case .noSheetToSwipe: "noSheetToSwipe"
        case .notATab: "notATab"
        case .nestingTooDeep: "nestingTooDeep"
        case .notANavigationController: "notANavigationController"
        case .notATabBarController: "notATabBarController"
        case .noNavigationController: "noNavigationController"
        case .noTabBarController: "noTabBarController"
        case .noRootController: "noRootController"
        case .noTopScreen: "noTopScreen"
        case .notInStack: "notInStack"
        case .popToMissing: "popToMissing"
        case .popupContentIsContainer: "popupContentIsContainer"
        case .popupContentInUse: "popupContentInUse"
        case .innerPresentationContext: "innerPresentationContext"
        case .presentingActiveController: "presentingActiveController"
        case .pushingNavigationController: "pushingNavigationController"
        case .pushingSameInstance: "pushingSameInstance"
        case .repushOnWrappingStack: "repushOnWrappingStack"
        case .wrappingTabBehindMore: "wrappingTabBehindMore"
        case .settingMoreNavigationStack: "settingMoreNavigationStack"
        case .stackInMore: "stackInMore"
        case .removingLastViewController: "removingLastViewController"
        case .tabIndexOutOfRange: "tabIndexOutOfRange"
        case .unknownController: "unknownController"
        case .unknownName: "unknownName"
        case .unsupportedProperty: "unsupportedProperty"
        case .requiresIOS26: "requiresIOS26"
        case .accessoryNameInUse: "accessoryNameInUse"
        case .swiftUIContainerOutsideHost: "swiftUIContainerOutsideHost"
        case .misplacedWindowGroup: "misplacedWindowGroup"
        case .invalidTypeName: "invalidTypeName"
        case .duplicateTag: "duplicateTag"
        case .notANavigationStack: "notANavigationStack"
        case .unknownValueType: "unknownValueType"
        case .pathElementType: "pathElementType"
        case .removingMoreThanPath: "removingMoreThanPath"
        case .destinationDeclaredTwice: "destinationDeclaredTwice"
        case .bindingDeclaredTwice: "bindingDeclaredTwice"
        case .unknownBinding: "unknownBinding"
        case .bindingValue: "bindingValue"
        case .notASwiftUIView: "notASwiftUIView"
        }
    }

    /// The message. Where UIKit raises an exception, its reason is quoted verbatim with
    /// pointers replaced by names (each case's source is beside its message).
    public var description: String {
        switch self {
        case let .duplicateViewControllers(_, names):
            // WordPress-iOS#15337
            return "All view controllers in a navigation controller must be distinct ((\(names.joined(separator: ", "))))"
        case let .duplicateName(name):
            return "a controller named '\(name)' already exists in the window"
        case let .emptyList(owner):
            return "\(owner) cannot be left without view controllers"
        case let .hierarchyInconsistency(child, parent, requested):
            // Apple Developer Forums thread 52937
            return "child view controller:\(child) should have parent view controller:\(parent) but requested parent is:\(requested)"
        case let .invalidDrag(value):
            return "invalid drag amount \(value): a drag's translation and velocity are finite numbers of points"
        case let .transitionInProgress(transition):
            return "\(transition) is in progress: finish or cancel it first (UIKit would interleave two transitions)"
        case let .noTransitionInProgress(transition):
            return "no \(transition) is in progress: begin it first"
        case let .swipeBackUnavailable(screen):
            return "swipe-back does not begin on \(screen): its interactive pop gesture is off (expect pop shows why)"
        case let .noSheetToSwipe(presented):
            guard let presented else { return "nothing is presented, so there is no sheet to swipe down" }
            return
                "\(presented) is presented full screen, in a presentation context or as an iPad popover: only a sheet (a style that keeps its presenter) is dismissed by a swipe down"
        case let .notATab(controller, tabBar):
            // UIKitCore -[UITabBarController setSelectedViewController:] raises
            // NSInvalidArgumentException with this reason (iOS 18 UIKitCore; quoted in an app's
            // crash note, "Thread 1: -[UITabBarController setSelectedViewController:] only …")
            return
                "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected (\(controller) is not a tab of \(tabBar))"
        case let .nestingTooDeep(limit):
            return "controllers are nested more than \(limit) levels deep"
        case let .notANavigationController(controller):
            return "\(controller) is not a navigation controller"
        case let .notATabBarController(controller):
            return "\(controller) is not a tab bar controller"
        case let .noNavigationController(controller):
            return "\(controller) has no navigation controller (its navigationController is nil)"
        case let .noTabBarController(controller):
            return "\(controller) is not inside a tab bar controller (its tabBarController is nil)"
        case .noRootController:
            return "the window has no root view controller"
        case .noTopScreen:
            return "no screen is on top (the More list is showing)"
        case let .notInStack(controller, nav):
            return "\(controller) is not in the stack of \(nav)"
        case .popupContentIsContainer:
            // LNPopupController UIViewController+LNPopupSupport.mm:46-169
            return "Content view controller cannot be the same as the presenting controller."
        case let .popupContentInUse(controller):
            return
                "\(controller) is already in the controller hierarchy or hosted by another popup; popup content must be a controller of its own"
        case .popToMissing:
            // helpscout/beacon-ios-sdk#132
            return "Tried to pop to a view controller that doesn't exist."
        case let .presentingActiveController(controller):
            // OpenTreeMap/otm-ios#362
            return "Application tried to present modally an active controller \(controller)."
        case let .innerPresentationContext(definer, style):
            // Apple doc definesPresentationContext: the first controller up from the presenter
            // that defines the context presents, and its view alone is covered.
            return
                "\(definer) defines the presentation context of this \(style.rawValue) presentation (a navigation controller does by default): UIKit would cover \(definer) alone, inside its tree, which NavStack does not model; set definesPresentationContext=false on it (and on any container between) to cover the window's root, or present fullScreen or overFullScreen"
        case .pushingNavigationController:
            // skywinder/ActionSheetPicker-3.0#70
            return "Pushing a navigation controller is not supported"
        case let .repushOnWrappingStack(controller, nav):
            // Koinu VMNavigationController.swift:143-161 and RT pushViewController wrap every
            // push anew; RT #197 reports the blank page. What UIKit does next is unknown.
            return
                "\(controller) is already on the stack of \(nav): the wrapping controller would move it into a new container and leave the old one empty (a blank page, RT #197); NavStack does not model that, and whether UIKit then raises is not known"
        case let .wrappingTabBehindMore(tab):
            // UIMoreNavigationController _preparedViewController: takes the stack of any
            // UINavigationController, Koinu's and RT's subclasses included.
            return
                "\(tab) is a wrapping navigation controller behind More: UIKit would move its containers onto its UIMoreNavigationController, which NavStack does not model; use uinav(...) or cnav(...) for a tab behind More"
        case let .stackInMore(nav, more):
            // UIMoreNavigationController _preparedViewController: empties the tab's navigation
            // controller and detaches it; _restoreOriginalNavigationController sets its stack back.
            return
                "the stack of \(nav) is on \(more) while the tab is shown in More: \(nav) is empty and detached, so the call would change a controller the next restore overwrites; make the call from a screen (from=NAME)"
        case let .settingMoreNavigationStack(more):
            return
                "the stack of \(more) belongs to its tab bar controller: NavStack models pushes and pops on it, not replacing or removing its controllers"
        case let .pushingSameInstance(controller, nav):
            // thexande/SwiftAlgorithms#31 (iOS 13+ text)
            return
                "\(nav) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application"
        case let .removingLastViewController(controller, nav):
            return "cannot remove \(controller): it is the only view controller of \(nav)"
        case let .tabIndexOutOfRange(index, count, tabBar):
            return "tab index \(index) is out of range: \(tabBar) has \(count) tab\(count == 1 ? "" : "s")"
        case let .unknownController(id):
            return "no controller \(id) in the window"
        case let .unknownName(name, suggestion):
            if let suggestion { return "no controller named '\(name)'; did you mean '\(suggestion)'?" }
            return "no controller named '\(name)'"
        case let .unsupportedProperty(property, controller):
            return "\(controller) has no property '\(property)'"
        case let .requiresIOS26(api):
            // The compiler's availability error for an API marked API_AVAILABLE(ios(26.0)).
            return
                "'\(api)' is only available in iOS 26.0 or newer: the window's design is legacy (iOS 18 and earlier, or an iOS 26 build with UIDesignRequiresCompatibility); use 'design glass'"
        case let .accessoryNameInUse(name, tabBar):
            return "'\(name)' is the content of the bottom accessory of \(tabBar): names are unique in the window"
        case let .swiftUIContainerOutsideHost(container):
            return
                "a \(container) is a SwiftUI view: UIKit holds it only in a hosting controller, UIHostingController(rootView:) of a view whose body holds it (write hosting(VIEW, …))"
        case .misplacedWindowGroup:
            return "a WindowGroup is a SwiftUI App's window: it can only be the window's root"
        case let .invalidTypeName(name):
            return "'\(name)' is not a Swift type's name (letters, digits and '_', dotted for a nested type)"
        case let .duplicateTag(tag):
            return "two tabs of one TabView are tagged '\(tag)': the selection could not tell them apart"
        case let .notANavigationStack(controller):
            return "\(controller) is not a NavigationStack with a path binding"
        case let .unknownValueType(type, suggestion):
            return "unknown value type '\(type)': no navigationDestination or typed path in the window names it"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .pathElementType(value, path, elementType):
            // The Swift compiler's wording for an argument of the wrong type.
            return "cannot convert value of type '\(value.type)' to expected argument type '\(elementType)' ('\(path)' is [\(elementType)])"
        case let .removingMoreThanPath(k, count, path):
            // The standard library's preconditions of RangeReplaceableCollection.removeLast(_:)
            // (swiftlang/swift stdlib/public/core/RangeReplaceableCollection.swift), the trap
            // pointfreeco/swift-composable-architecture#1798 reports.
            let reason =
                k < 0 ? "Number of elements to remove should be non-negative" : "Can't remove more items from a collection than it contains"
            return "\(reason): removeLast(\(k)) on '\(path)', which holds \(count) (the app would trap)"
        case let .destinationDeclaredTwice(type, view):
            return "\(view) already declares a navigationDestination for '\(type)'"
        case let .bindingDeclaredTwice(binding, view):
            return "\(view) already presents something on the binding '\(binding)'"
        case let .unknownBinding(name, suggestion):
            return "no SwiftUI binding named '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .bindingValue(binding, expected):
            return "'\(binding)' takes \(expected)"
        case let .notASwiftUIView(controller):
            return "\(controller) is not a SwiftUI view's hosting controller"
        }
    }
}

extension NavigationError {
    /// The exception UIKit raises for this misuse, when it raises one: navtree prints it as a
    /// note ("UIKit raises NSInvalidArgumentException"). The reasons quoted above come with
    /// them; each case's source is beside its message.
    public var uikitException: String? {
        switch self {
        case .pushingNavigationController, .pushingSameInstance, .presentingActiveController, .notATab:
            "NSInvalidArgumentException"
        case .popToMissing, .duplicateViewControllers:
            "NSInternalInconsistencyException"
        case .hierarchyInconsistency:
            "UIViewControllerHierarchyInconsistency"
        default:
            nil
        }
    }
}
