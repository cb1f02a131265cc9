/// One controller in a ``Window``: its kind, its place in the tree and its own state.
///
/// Nodes are values stored in the window's flat table; links between them are
/// ``ControllerID``s. `children` means, by kind:
/// - navigation controllers: the stack, root first (`viewControllers`);
/// - ``ControllerKind/containerController``: the container navigation controller, or the
///   content itself for a no-wrapping root;
/// - ``ControllerKind/tabBarController``: the tabs (`viewControllers`);
/// - screens and placeholders: nothing.
public struct ControllerNode: Hashable, Sendable, Codable {
    /// This controller's ID.
    public internal(set) var id: ControllerID
    /// What kind of controller this is.
    public let kind: ControllerKind
    /// The screen's name, or the label a script gave a container.
    public var name: String?
    /// The containing controller (`parent`), `nil` for the window's root and for presented
    /// controllers.
    public var parent: ControllerID?
    /// The child controllers, in order (see the type's overview).
    public var children: [ControllerID] {
        get { childList.array }
        set { childList = ChildList(newValue) }
        _modify {
            var array = childList.take()
            defer { childList = ChildList(array) }
            yield &array
        }
    }
    /// The children, stored without an array while there is at most one (containers, inner
    /// navigation controllers, screens), so wrapping a screen allocates no arrays.
    var childList = ChildList.none
    /// The controller this one presents modally (`presentedViewController`).
    public var presented: ControllerID? {
        get { payload.read { $0.presented } }
        set { payload.value.presented = newValue }
    }
    /// For a presented controller: the controller that presents it (`presentingViewController`).
    public var presenter: ControllerID? {
        get { payload.read { $0.presenter } }
        set { payload.value.presenter = newValue }
    }
    /// For a presented controller: how it was presented.
    public var presentationStyle: ModalPresentationStyle? {
        get { payload.read { $0.presentationStyle } }
        set { payload.value.presentationStyle = newValue }
    }
    /// The per-kind state, kept behind one pointer (see ``SharedValue``).
    ///
    /// The accessors read with `get`, not `_read`: a field yielded borrowed from the payload
    /// can outlive a write to another node's payload in optimized builds, and then reads
    /// freed memory (the fuzzer's regression `bar-appearance-use-after-free.nav` covers it).
    var payload = SharedValue<Payload>()

    /// Screen and placeholder state (title, navigation item, bottom-bar flag, bar styling).
    /// Stored here rather than in the payload: it is itself one copy-on-write pointer, and most
    /// screens set nothing else, so they need no payload of their own.
    public var screen = ScreenProperties()
    /// Navigation controller state.
    public var navigation: NavigationState {
        get { payload.read { $0.navigation } }
        set { payload.value.navigation = newValue }
        _modify { yield &payload.value.navigation }
    }
    /// Tab bar controller state.
    public var tabs: TabState {
        get { payload.read { $0.tabs } }
        set { payload.value.tabs = newValue }
        _modify { yield &payload.value.tabs }
    }
    /// The popup this controller presents as a popup container (LNPopupController), created
    /// on first use and kept after dismissal.
    public var popup: PopupState? {
        get { payload.read { $0.popup } }
        set { payload.value.popup = newValue }
        _modify { yield &payload.value.popup }
    }
    /// RTRootNavigationController only: a no-wrapping container whose content
    /// `setViewControllers` passed through unwrapped (`RTSafeWrapViewController` leaves a
    /// controller whose parent is a container as it is, `RTRootNavigationController.m:105-119`).
    /// UIKit then holds the content itself on the stack; NavStack keeps the container, which
    /// behaves the same, and `_printHierarchy` leaves it out.
    public var isPassedThrough: Bool {
        get { payload.read { $0.passedThrough } }
        set { payload.value.passedThrough = newValue }
    }
    /// For a popup content controller: the container hosting it.
    public var popupHost: ControllerID? {
        get { payload.read { $0.popupHost } }
        set { payload.value.popupHost = newValue }
    }
    /// Whether the controller's view has been loaded (it was visible once). Read by the
    /// `uikit` renderer to print `(view not loaded)` as `_printHierarchy` does.
    public var isViewLoaded = false

    /// Reassembles a node from the fields a ``NodeTable`` stores in separate arrays.
    init(
        id: ControllerID, kind: ControllerKind, name: String?, parent: ControllerID?,
        childList: ChildList, isViewLoaded: Bool, screen: ScreenProperties, payload: SharedValue<Payload>
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.parent = parent
        self.childList = childList
        self.isViewLoaded = isViewLoaded
        self.screen = screen
        self.payload = payload
    }

    /// Creates a node; the window fills in the links.
    public init(id: ControllerID, kind: ControllerKind, name: String? = nil) {
        self.id = id
        self.kind = kind
        self.name = name
        payload = ControllerNode.initialPayload(for: kind)
    }

    /// The name shown for this node: the screen name or label, else the role name (for a
    /// controller SwiftUI made, SwiftUI's word for it, ``SwiftUINode/word``).
    package var displayName: String { name ?? screen.swiftUI?.word ?? kind.rawValue }

    /// The class of the root view `_printHierarchy` prints for this controller while its
    /// properties name none (``ScreenProperties/viewClassName``): a SwiftUI host's own hosting
    /// view (``SwiftUINode/viewClassName(design:)``), else the class UIKit gives the kind
    /// (`ControllerKind.defaultViewClassName`). The renderer prints it, and a dump read back
    /// keeps a view class only where it differs from this one.
    package func defaultViewClassName(design: BarDesign) -> String {
        screen.swiftUI?.viewClassName(design: design) ?? kind.defaultViewClassName
    }

    /// Everything but the links walked on every operation, stored together behind one pointer
    /// so nodes copy cheaply.
    struct Payload: SharedDefault {
        static let sharedDefault = Payload()

        var presented: ControllerID?
        var presenter: ControllerID?
        var presentationStyle: ModalPresentationStyle?
        var popupHost: ControllerID?
        var navigation = NavigationState()
        var tabs = TabState()
        var popup: PopupState?
        var passedThrough = false
    }
}

extension ControllerNode {
    enum CodingKeys: String, CodingKey {
        case id, kind, name, parent, children, presented, presenter, presentationStyle
        case screen, navigation, tabs, popup, popupHost, isViewLoaded, passedThrough
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ControllerID.self, forKey: .id),
            kind: try container.decode(ControllerKind.self, forKey: .kind),
            name: try container.decodeIfPresent(String.self, forKey: .name))
        parent = try container.decodeIfPresent(ControllerID.self, forKey: .parent)
        children = try container.decode([ControllerID].self, forKey: .children)
        presented = try container.decodeIfPresent(ControllerID.self, forKey: .presented)
        presenter = try container.decodeIfPresent(ControllerID.self, forKey: .presenter)
        presentationStyle = try container.decodeIfPresent(ModalPresentationStyle.self, forKey: .presentationStyle)
        screen = try container.decode(ScreenProperties.self, forKey: .screen)
        navigation = try container.decode(NavigationState.self, forKey: .navigation)
        tabs = try container.decode(TabState.self, forKey: .tabs)
        popup = try container.decodeIfPresent(PopupState.self, forKey: .popup)
        popupHost = try container.decodeIfPresent(ControllerID.self, forKey: .popupHost)
        isViewLoaded = try container.decode(Bool.self, forKey: .isViewLoaded)
        if try container.decodeIfPresent(Bool.self, forKey: .passedThrough) == true { isPassedThrough = true }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(parent, forKey: .parent)
        try container.encode(children, forKey: .children)
        try container.encodeIfPresent(presented, forKey: .presented)
        try container.encodeIfPresent(presenter, forKey: .presenter)
        try container.encodeIfPresent(presentationStyle, forKey: .presentationStyle)
        try container.encode(screen, forKey: .screen)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(tabs, forKey: .tabs)
        try container.encodeIfPresent(popup, forKey: .popup)
        try container.encodeIfPresent(popupHost, forKey: .popupHost)
        try container.encode(isViewLoaded, forKey: .isViewLoaded)
        if isPassedThrough { try container.encode(true, forKey: .passedThrough) }
    }
}

/// The state of a navigation controller (plain, wrapping or container).
public struct NavigationState: Hashable, Sendable, Codable {
    /// `isToolbarHidden`; UIKit's default is `true` (Apple doc `isToolbarHidden`).
    public var isToolbarHidden = true
    /// `isNavigationBarHidden`; `false` by default, always `true` on Koinu's outer controller.
    public var isNavigationBarHidden = false
    /// The bar's own attributes. On a plain navigation controller this is the one shared bar;
    /// on Koinu's outer controller it is the hidden root bar carrying app-wide attributes; on a
    /// container navigation controller it is what was copied from the root bar.
    public var bar = NavigationBarAttributes()
    /// The bar's class (`init(navigationBarClass:toolbarClass:)`); `nil` is `UINavigationBar`.
    public var barClass: String?
    /// Koinu `useSystemBackBarButtonItem` (outer controller only).
    public var useSystemBackBarButtonItem = false
    /// Koinu `useRootNavigationBarAttributes` (outer controller only).
    public var useRootNavigationBarAttributes = false
    /// The toolbar's appearance slots (`UIToolbar.standardAppearance` …): one toolbar per
    /// navigation controller, shared by its whole stack (Apple doc `toolbarItems`).
    public var toolbarAppearances = BarAppearanceSlots()

    /// Creates the UIKit defaults.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case isToolbarHidden, isNavigationBarHidden, bar, barClass, useSystemBackBarButtonItem
        case useRootNavigationBarAttributes, toolbarAppearances
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isToolbarHidden = try container.decode(Bool.self, forKey: .isToolbarHidden)
        isNavigationBarHidden = try container.decode(Bool.self, forKey: .isNavigationBarHidden)
        bar = try container.decode(NavigationBarAttributes.self, forKey: .bar)
        barClass = try container.decodeIfPresent(String.self, forKey: .barClass)
        useSystemBackBarButtonItem = try container.decode(Bool.self, forKey: .useSystemBackBarButtonItem)
        useRootNavigationBarAttributes = try container.decode(Bool.self, forKey: .useRootNavigationBarAttributes)
        toolbarAppearances =
            try container.decodeIfPresent(BarAppearanceSlots.self, forKey: .toolbarAppearances) ?? BarAppearanceSlots()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isToolbarHidden, forKey: .isToolbarHidden)
        try container.encode(isNavigationBarHidden, forKey: .isNavigationBarHidden)
        try container.encode(bar, forKey: .bar)
        try container.encodeIfPresent(barClass, forKey: .barClass)
        try container.encode(useSystemBackBarButtonItem, forKey: .useSystemBackBarButtonItem)
        try container.encode(useRootNavigationBarAttributes, forKey: .useRootNavigationBarAttributes)
        if !toolbarAppearances.isEmpty { try container.encode(toolbarAppearances, forKey: .toolbarAppearances) }
    }
}

/// The state of a tab bar controller.
public struct TabState: Hashable, Sendable, Codable {
    /// `selectedIndex`; `nil` is `NSNotFound`, i.e. the More list is showing.
    public var selectedIndex: Int? = 0
    /// iOS 18 `isTabBarHidden`: the app's preference from `setTabBarHidden(_:animated:)`.
    /// It does not reflect hiding by `hidesBottomBarWhenPushed` (Apple's Feedback reply, quoted in
    /// LNPopupController#570).
    public var isTabBarHidden = false
    /// The index of the tab that lives on the More navigation controller's stack, chosen from
    /// the More list (UIKit's `displayedViewController`); `nil` while the list shows or the
    /// bar has no More.
    public var tabInMore: Int?
    /// The tab bar's appearance slots: `standard` and `scrollEdge` (a tab bar has no compact
    /// slots, Apple doc `UITabBarAppearance`).
    public var appearances = BarAppearanceSlots()
    /// iOS 26 `bottomAccessory`: one per tab bar controller, shown on every tab; `nil` by
    /// default (Apple doc `UITabBarController/bottomAccessory`).
    public var bottomAccessory: TabAccessory? {
        get { glass.read { $0.bottomAccessory } }
        set { glass.value.bottomAccessory = newValue }
    }
    /// iOS 26 `tabBarMinimizeBehavior`; `.automatic` by default (Apple doc
    /// `UITabBarController/tabBarMinimizeBehavior`).
    public var minimizeBehavior: TabBarMinimizeBehavior {
        get { glass.read { $0.minimizeBehavior } }
        set { glass.value.minimizeBehavior = newValue }
    }
    /// The screen whose scroll minimized the tab bar, `nil` while it is expanded
    /// (``Window/tabBarMinimization(of:)`` reads it; `Window+TabAccessory.swift`).
    var minimizedBy: ControllerID? {
        get { glass.read { $0.minimizedBy } }
        set { glass.value.minimizedBy = newValue }
    }
    /// The three above, behind one pointer that is `nil` while none is set: most tab bar
    /// controllers never set them, and every copy of a tab state then moves one word more.
    var glass = SharedValue<GlassTabState>()

    /// Creates the defaults: first tab selected, tab bar not hidden.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case selectedIndex, isTabBarHidden, tabInMore, appearances, bottomAccessory, minimizeBehavior, minimizedBy
    }

    /// Documents written before iOS 26's keys existed have none of the last three: they read
    /// as their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedIndex = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
        isTabBarHidden = try container.decode(Bool.self, forKey: .isTabBarHidden)
        tabInMore = try container.decodeIfPresent(Int.self, forKey: .tabInMore)
        appearances = try container.decodeIfPresent(BarAppearanceSlots.self, forKey: .appearances) ?? BarAppearanceSlots()
        if let accessory = try container.decodeIfPresent(TabAccessory.self, forKey: .bottomAccessory) { bottomAccessory = accessory }
        if let behavior = try container.decodeIfPresent(TabBarMinimizeBehavior.self, forKey: .minimizeBehavior) {
            minimizeBehavior = behavior
        }
        if let screen = try container.decodeIfPresent(ControllerID.self, forKey: .minimizedBy) { minimizedBy = screen }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
        try container.encode(isTabBarHidden, forKey: .isTabBarHidden)
        try container.encodeIfPresent(tabInMore, forKey: .tabInMore)
        if !appearances.isEmpty { try container.encode(appearances, forKey: .appearances) }
        try container.encodeIfPresent(bottomAccessory, forKey: .bottomAccessory)
        if minimizeBehavior != .automatic { try container.encode(minimizeBehavior, forKey: .minimizeBehavior) }
        try container.encodeIfPresent(minimizedBy, forKey: .minimizedBy)
    }
}

/// The iOS 26 part of a ``TabState``.
struct GlassTabState: SharedDefault {
    static let sharedDefault = GlassTabState()
    var bottomAccessory: TabAccessory?
    var minimizeBehavior = TabBarMinimizeBehavior.automatic
    var minimizedBy: ControllerID?
}
