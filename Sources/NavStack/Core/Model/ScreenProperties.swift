/// Everything a screen (a content `UIViewController`) carries that the containers read.
///
/// The fields live in one copy-on-write buffer (`SharedValue`): screen specs and nodes are
/// copied on every push, and most screens keep the defaults, which then cost no buffer at
/// all and compare equal at once.
public struct ScreenProperties: Hashable, Sendable {
    struct Fields: SharedDefault, Codable {
        var navigationItem = NavigationItem()
        var hidesBottomBarWhenPushed = false
        var disableInteractivePop: Bool?
        var toolbarItems: [String] = []
        var tabTitle: String?
        var className: String?
        var viewClassName: String?
        var navigationBarClass: String?
        var barHidden: Bool?
        var bar = NavigationBarAttributes()
        var libraryBackItem: Bool?
        var shownInteractivePop: ShownInteractivePop?
        var hasDelegate: Bool?
        var isModalInPresentation: Bool?
        var toolbarAppearances: BarAppearanceSlots?
        var scrollPosition: ScrollPosition?
        var sheetDetent: SheetDetent?
        var prefersGrabberVisible: Bool?
        var controllerTitle: ControllerTitle?
        var badgeValue: String?
        var definesPresentationContext: Bool?
        var delegateAnswers: DelegateAnswers?
        var swiftUI: SwiftUINode?

        static let sharedDefault = Fields()
        /// Built, not copied: a copy of the shared default retains each of its strings and
        /// arrays, about 480 instructions where building stores constants (a `push` with a
        /// `title=` writes a default for the first time).
        static func newDefault() -> Fields { Fields() }
    }

    private var fields = SharedValue<Fields>()

    /// Default properties, which hold no buffer. Every plain `.screen(name)` spec makes one:
    /// spelled out, the call no longer goes through the initializer below with its default
    /// arguments and closure (about 40 instructions a push).
    @inlinable
    public init() {}

    /// Creates properties: defaults but for those given, the ones a script's `push` and
    /// `present` lines set most (`title=`, `hidesBottomBarWhenPushed=`, `delegate=`,
    /// `modalInPresentation=`, `detent=`, `grabber=`); `configure` sets any other.
    ///
    /// ```swift
    /// let detail = ScreenProperties(title: "Detail", hidesBottomBarWhenPushed: true) {
    ///     $0.navigationItem.backButtonTitle = "Inbox"
    /// }
    /// ```
    public init(
        title: String? = nil, hidesBottomBarWhenPushed: Bool = false, hasDelegate: Bool = false,
        isModalInPresentation: Bool = false, sheetDetent: SheetDetent = .large, prefersGrabberVisible: Bool = false,
        configure: (inout ScreenProperties) -> Void = { _ in }
    ) {
        if let title { self.title = title }
        if hidesBottomBarWhenPushed { self.hidesBottomBarWhenPushed = true }
        if hasDelegate { self.hasDelegate = true }
        if isModalInPresentation { self.isModalInPresentation = true }
        if sheetDetent != .large { self.sheetDetent = sheetDetent }
        if prefersGrabberVisible { self.prefersGrabberVisible = true }
        configure(&self)
    }

    /// Whether these were never written (they hold no buffer), so they are the
    /// defaults without comparing field by field.
    var isUnwritten: Bool { fields.isDefault }

    /// The screen's navigation item (title, back button, bar button items).
    public var navigationItem: NavigationItem {
        get { fields.read { $0.navigationItem } }
        set { fields.value.navigationItem = newValue }
        _modify { yield &fields.value.navigationItem }
    }
    /// `hidesBottomBarWhenPushed`.
    public var hidesBottomBarWhenPushed: Bool {
        get { fields.read { $0.hidesBottomBarWhenPushed } }
        set { fields.value.hidesBottomBarWhenPushed = newValue }
    }
    /// Koinu's tri-state `vm.disableInteractivePop`: `nil` is automatic.
    public var disableInteractivePop: Bool? {
        get { fields.read { $0.disableInteractivePop } }
        set { fields.value.disableInteractivePop = newValue }
    }
    /// Titles of `toolbarItems`.
    public var toolbarItems: [String] {
        get { fields.read { $0.toolbarItems } }
        set { fields.value.toolbarItems = newValue }
        _modify { yield &fields.value.toolbarItems }
    }
    /// Whether the app installed the delegate this controller reports to: a navigation
    /// controller's `UINavigationControllerDelegate`, a tab bar controller's
    /// `UITabBarControllerDelegate`, a popup container's `LNPopupPresentationDelegate`, a
    /// presented controller's presentation controller delegate
    /// (`UIAdaptivePresentationControllerDelegate`). Delegate callbacks appear among the
    /// lifecycle events only where one is installed (docs/Lifecycle.md, "Delegates").
    public var hasDelegate: Bool {
        get { fields.read { $0.hasDelegate ?? false } }
        set { fields.value.hasDelegate = newValue ? true : nil }
    }
    /// `isModalInPresentation`: a presented controller that refuses the interactive
    /// swipe-down (Apple doc `isModalInPresentation`).
    public var isModalInPresentation: Bool {
        get { fields.read { $0.isModalInPresentation ?? false } }
        set { fields.value.isModalInPresentation = newValue ? true : nil }
    }
    /// The toolbar appearances the screen's code gives `navigationController.toolbar` while it
    /// is on top (`toolbar.standard=…`): on a plain navigation controller they stay on the one
    /// shared toolbar after the screen leaves, as the legacy bar styling does.
    public var toolbarAppearances: BarAppearanceSlots {
        get { fields.read { $0.toolbarAppearances } ?? BarAppearanceSlots() }
        set { fields.value.toolbarAppearances = newValue.isEmpty ? nil : newValue }
    }
    /// Where the screen's content is scrolled to (``ScrollPosition``); `top` by default.
    public var scrollPosition: ScrollPosition {
        get { fields.read { $0.scrollPosition } ?? .top }
        set { fields.value.scrollPosition = newValue == .top ? nil : newValue }
    }
    /// The selected detent of the controller's sheet (`sheetPresentationController`): read
    /// only while the controller is presented as a page or form sheet
    /// (``Window/setSheetDetent(_:of:)``).
    public var sheetDetent: SheetDetent {
        get { fields.read { $0.sheetDetent ?? .large } }
        set { fields.value.sheetDetent = newValue == .large ? nil : newValue }
    }
    /// `sheetPresentationController.prefersGrabberVisible` (default false): the sheet draws a
    /// grabber, which the system hides at times (Apple doc
    /// `uisheetpresentationcontroller/prefersgrabbervisible`).
    public var prefersGrabberVisible: Bool {
        get { fields.read { $0.prefersGrabberVisible ?? false } }
        set { fields.value.prefersGrabberVisible = newValue ? true : nil }
    }
    /// For a controller SwiftUI made: what for (`Sources/NavStack/Core/SwiftUI/SwiftUINode.swift`);
    /// `nil` for every other controller.
    public var swiftUI: SwiftUINode? {
        get { fields.read { $0.swiftUI } }
        set { fields.value.swiftUI = newValue }
    }
    /// `tabBarItem.title`; `nil` falls back to ``NavigationItem/title``.
    public var tabTitle: String? {
        get { fields.read { $0.tabTitle } }
        set { fields.value.tabTitle = newValue }
    }
    /// What the app's delegates answer about this controller when UIKit asks (all yes by
    /// default): its tab bar controller's `tabBarController(_:shouldSelect:)` for it as a tab,
    /// its presentation controller's `presentationControllerShouldDismiss(_:)` as a presented
    /// controller, and — on a navigation controller — its interactive pop gesture's
    /// `gestureRecognizerShouldBegin(_:)`.
    public var delegateAnswers: DelegateAnswers {
        get { fields.read { $0.delegateAnswers } ?? DelegateAnswers() }
        set { fields.value.delegateAnswers = newValue == DelegateAnswers() ? nil : newValue }
    }
    /// `definesPresentationContext` as the app set it; `nil` keeps UIKit's default, `true` for
    /// a `UINavigationController` (and its subclasses), `false` for any other controller
    /// (Apple doc `definesPresentationContext`: "Some system-provided view controllers, such as
    /// UINavigationController, change the default value to true").
    public var definesPresentationContext: Bool? {
        get { fields.read { $0.definesPresentationContext } }
        set { fields.value.definesPresentationContext = newValue }
    }
    /// `tabBarItem.badgeValue`: the badge the tab bar shows on this controller's tab while it is
    /// one of a tab bar controller's `viewControllers` (Apple doc `UITabBarItem.badgeValue`);
    /// `nil` shows none.
    public var badgeValue: String? {
        get { fields.read { $0.badgeValue } }
        set { fields.value.badgeValue = newValue }
    }
    /// The class name printed by the `uikit` renderer (`App.HomeViewController`); `nil`
    /// prints the screen's name.
    public var className: String? {
        get { fields.read { $0.className } }
        set { fields.value.className = newValue }
    }
    /// The class of the controller's root view that the `uikit` renderer prints
    /// (`UITableView` for a `UITableViewController`); `nil` prints the class UIKit gives a
    /// plain controller of this kind (`UIView`, `UILayoutContainerView` for the containers).
    public var viewClassName: String? {
        get { fields.read { $0.viewClassName } }
        set { fields.value.viewClassName = newValue }
    }
    /// Koinu's `navigationBarClass()`: read only when the screen is wrapped.
    public var navigationBarClass: String? {
        get { fields.read { $0.navigationBarClass } }
        set { fields.value.navigationBarClass = newValue }
    }
    /// Whether the screen hides its navigation bar (`setNavigationBarHidden(true)` from its
    /// own code); `nil` when it never said.
    public var barHidden: Bool? {
        get { fields.read { $0.barHidden } }
        set { fields.value.barHidden = newValue }
    }
    /// Whether the screen changes the bar that shows it (``bar``, ``toolbarAppearances``,
    /// ``barHidden``), read in place: a push and a pop ask it of the screen they show, and
    /// copying the look out to test it retained each of its strings.
    var stylesItsBar: Bool {
        // Field by field, each read on its own: a closure testing several at once was not
        // inlined and took a copy of all the fields.
        guard !isUnwritten else { return false }
        if barHidden != nil { return true }
        if fields.read({ $0.toolbarAppearances }) != nil { return true }
        return !bar.isEmpty
    }
    /// The bar look the screen applies to the bar that shows it.
    public var bar: NavigationBarAttributes {
        get { fields.read { $0.bar } }
        set { fields.value.bar = newValue }
        _modify { yield &fields.value.bar }
    }

    /// Whether Koinu's own "Back" left item is installed on the screen: Koinu puts it on a
    /// wrapped screen when the screen shows (or lays out) with no left item of its own, off
    /// the outer root, with `useSystemBackBarButtonItem` off, and never takes it off
    /// (Koinu `VMNavigationController.swift:284-296`). Recorded when a change would otherwise
    /// lose it: the option switched on, or the screen becoming the root; a left item of the
    /// screen's own replaces it.
    var hasLibraryBackItem: Bool {
        get { fields.read { $0.libraryBackItem } ?? false }
        set {
            // Clearing an unset flag writes nothing, so default properties keep no buffer.
            guard newValue != hasLibraryBackItem else { return }
            fields.value.libraryBackItem = newValue ? true : nil
        }
    }

    /// Under Koinu, whether swipe-back was on when the screen last showed, kept while an
    /// explicit `disableInteractivePop` set since waits for the next show (Koinu applies it
    /// only in `navigationController(_:didShow:animated:)`, `VMNavigationController.swift:333-340`).
    var shownInteractivePop: ShownInteractivePop? {
        get { fields.read { $0.shownInteractivePop } }
        set { fields.value.shownInteractivePop = newValue }
    }

    /// `UIViewController.title`. Setting it sets ``NavigationItem/title`` too (Apple doc
    /// `UIViewController.title`: assigning it "updates the title text" of the navigation and
    /// tab bar items); `navigationItemTitle` sets the item's alone.
    public var title: String? {
        get {
            // A field a read: `??` would capture the borrowed fields in an autoclosure, and a
            // closure that is not inlined takes a copy of all of them.
            if let controllerTitle = fields.read({ $0.controllerTitle }) { return controllerTitle.text }
            return fields.read { $0.navigationItem.title }
        }
        set {
            navigationItem.title = newValue
            if fields.read({ $0.controllerTitle != nil }) { fields.value.controllerTitle = nil }
        }
    }

    /// `navigationItem.title` set alone, as code that writes `navigationItem.title = …` does:
    /// ``title`` (`UIViewController.title`) keeps its value. The bar shows the item's title;
    /// RTRootNavigationController's `setViewControllers` reads only the controller's
    /// (`RTRootNavigationController.m:816`).
    package var navigationItemTitle: String? {
        get { navigationItem.title }
        set {
            if fields.read({ $0.controllerTitle == nil }) { fields.value.controllerTitle = ControllerTitle(text: title) }
            navigationItem.title = newValue
        }
    }

    /// The title the screen shows on its tab: `tabBarItem.title`, which setting the
    /// controller's ``title`` sets (Apple doc `UIViewController.title`).
    package var resolvedTabTitle: String? { tabTitle ?? title }
}

extension ScreenProperties: Codable {
    /// Encoded as its fields, keyed by the property names.
    public func encode(to encoder: any Encoder) throws { try fields.value.encode(to: encoder) }

    public init(from decoder: any Decoder) throws {
        self.init()
        fields.value = try Fields(from: decoder)
    }
}

/// The answers of an app's delegates that can refuse (``ScreenProperties/delegateAnswers``).
public struct DelegateAnswers: Hashable, Sendable, Codable {
    /// `tabBarController(_:shouldSelect:)` for this controller as a tab: `false` makes a user's
    /// tap on it do nothing else (Apple doc `tabBarController(_:shouldSelect:)`).
    public var shouldSelect = true
    /// `presentationControllerShouldDismiss(_:)` for this presented controller: `false` refuses
    /// the swipe-down, and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`
    /// (Apple docs of both).
    public var shouldDismiss = true
    /// `gestureRecognizerShouldBegin(_:)` of this navigation controller's
    /// `interactivePopGestureRecognizer` delegate: `false` and swipe-back never begins on it
    /// (Apple doc `UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)`).
    public var gestureShouldBegin = true

    /// All yes.
    public init() {}
}

/// `UIViewController.title` where it differs from `navigationItem.title` (the item's title was
/// set alone, ``ScreenProperties/navigationItemTitle``); absent while the two agree.
struct ControllerTitle: Hashable, Sendable, Codable {
    var text: String?
}

/// Swipe-back as a wrapped screen showed, and when: the window's ``Window/nextID`` at the time.
/// Every push, presentation and stack replacement creates controllers and so moves `nextID`;
/// once it moved, the screen has shown again (or left) and the value no longer applies.
struct ShownInteractivePop: Hashable, Sendable, Codable {
    var isEnabled: Bool
    var generation: Int
}
