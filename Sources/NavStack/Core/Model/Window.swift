/// A window: one root controller tree (plus what it presents) on one device.
///
/// `Window` is a value. Every operation either applies completely or throws a
/// ``NavigationError`` and leaves the window exactly as it was; operations that UIKit
/// silently ignores return a ``NavigationWarning`` instead.
///
/// ```swift
/// var window = Window()
/// try window.setRoot(.koinuNavigationController(root: .screen("Home"), label: "main"))
/// let nav = try window.lookUp("main")
/// try window.pushViewController(.screen("Detail"), onto: nav)
/// let names = window.vmViewControllers(of: nav).compactMap(window.name(of:))  // ["Home", "Detail"]
/// ```
///
/// Controllers live in a flat table keyed by ``ControllerID``, so push and pop touch only
/// the nodes they add or remove.
public struct Window: Hashable, Sendable, Codable {
    /// How deep one controller tree given to an operation may nest.
    public static let maximumNestingDepth = 64

    /// The device the window is on; change it with ``setDevice(_:orientation:)``.
    public internal(set) var device: Device {
        get { deviceStorage.value }
        set { deviceStorage.value = newValue }
    }
    /// The root view controller, `nil` until ``setRoot(_:)``. Declared before the one-byte
    /// fields that follow, which then fill the bytes after its optional's tag: a window stays
    /// 128 bytes, the most a copy of it moves without calling `memcpy`.
    public internal(set) var root: ControllerID?
    /// The interface orientation.
    public package(set) var orientation: Orientation = .portrait
    /// Which chrome UIKit's bars and LNPopupController's bar draw: iOS 13–18's (``BarDesign/legacy``,
    /// the default) or iOS 26's Liquid Glass (``BarDesign/glass``).
    public var design: BarDesign = .legacy
    /// ``design``, by its name from before it switched UIKit's bars too.
    @available(*, deprecated, renamed: "design")
    public var popupDesign: BarDesign {
        get { design }
        set { design = newValue }
    }
    /// Which library implements the wrapping scheme (Koinu by default).
    public var wrappingLibrary: WrappingLibrary = .koinu
    /// Toasts, the loading HUD and the toast stack drawn above the controllers, with their clock.
    public package(set) var overlays: OverlayState {
        get { overlayStorage.value }
        set { overlayStorage.value = newValue }
        _modify { yield &overlayStorage.value }
    }
    /// The device and the overlays sit behind pointers: they are large and rarely change,
    /// and a small window is cheap to pass to the queries every push and pop makes.
    var deviceStorage: SharedValue<Device>
    var overlayStorage = SharedValue<OverlayState>()
    /// Every controller in the window, by ID.
    package var nodes = NodeTable()
    /// Screen names and container labels.
    var names = NameIndex()
    /// The next generation number.
    var nextID = 0
    /// Containers whose popup bar is presented or open.
    var popupHosts: Set<ControllerID> = []
    /// The content names of bottom accessories, each with the tab bar controller it was given
    /// to (`Window+TabAccessory.swift`): read back against that controller's state, so an entry
    /// whose controller left the window or changed its accessory names nothing. Follows from
    /// the controllers (not encoded); no buffer while no accessory was ever set, so a push
    /// tests it together with ``sideStorage`` and checks nothing more.
    var accessoryNames = SharedValue<AccessoryNames>()
    /// What the window holds besides its controllers, rarely and only for a while: the
    /// containers holding popup calls made while their view was not in the window
    /// (``PopupState/deferredCalls``; not encoded, it follows from the controllers), whether
    /// operations record their lifecycle events, and the interactive transition in progress
    /// (`Window+LifecycleRecording.swift`). Behind a pointer that is `nil` while there are
    /// none, so a window without them copies, compares and checkpoints it for nothing, and an
    /// operation checks all of them with one null test.
    var sideStorage = SharedValue<WindowSideState>()
    /// The storage of the last result a push or pop recorded directly, written again by the
    /// next once that result is gone (`Window+StackChanges.swift`). Not state.
    var spareResultStorage = RecycledStorage<OperationResult.Extras>()
    /// See ``sideStorage``.
    var deferredPopupHosts: Set<ControllerID> {
        get { sideStorage.read { $0.deferredPopupHosts } }
        set { updateSideState { $0.deferredPopupHosts = newValue } }
    }

    /// Changes ``sideStorage``, and drops its buffer once it holds the default again, so that
    /// operations keep their one null test.
    mutating func updateSideState(_ body: (inout WindowSideState) -> Void) {
        body(&sideStorage.value)
        if sideStorage.read({ $0.isDefault }) { sideStorage = SharedValue() }
    }

    enum CodingKeys: String, CodingKey {
        case device, orientation, wrappingLibrary, root, nodes, names, nextID, popupHosts, overlays, swiftUIViews
        /// Named before the switch covered UIKit's bars as well; kept so documents stay readable.
        case design = "popupDesign"
    }

    /// Encoded as its device, orientation, popup design, root, controllers (in ID order), names,
    /// next generation number, popup hosts and overlays; decoding validates all of it
    /// (`Window+Decoding.swift`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(design, forKey: .design)
        try container.encode(wrappingLibrary, forKey: .wrappingLibrary)
        try container.encodeIfPresent(root, forKey: .root)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(names.dictionary(in: nodes), forKey: .names)
        try container.encode(nextID, forKey: .nextID)
        // Sorted, so the same window always encodes the same.
        try container.encode(popupHosts.sorted(), forKey: .popupHosts)
        try container.encode(overlays, forKey: .overlays)
        // Only a window with SwiftUI views has the key: documents stay as they were without.
        let views = swiftUIViews
        if !views.isEmpty { try container.encode(views, forKey: .swiftUIViews) }
    }

    /// Creates an empty window on `device`.
    public init(device: Device = .iPhone15Pro) {
        deviceStorage = SharedValue(device)
    }

    /// Moves the window to another device. Tab bar controllers gain or lose their More tab
    /// as the new size class fits their tabs (`Window+More.swift`); one showing the More list
    /// where More goes falls back to its first tab.
    ///
    /// - Complexity: O(n).
    /// Returns the lifecycle events of the change (``OperationResult/events``, while the
    /// window records them): a More tab that comes or goes moves views in or out of the window;
    /// and a warning when some of the device's values are not established (``Device/notEstablished``).
    @discardableResult
    public mutating func setDevice(_ device: Device, orientation: Orientation = .portrait) -> OperationResult {
        var result = recordingLifecycleOfChange(.other) { window in
            if !window.overlays.entries.isEmpty, window.device != device || window.orientation != orientation {
                window.overlays.keepLayouts(device: window.device, orientation: window.orientation)
            }
            window.deviceStorage = SharedValue(device)
            window.orientation = orientation
            window.updateMoreNavigationEverywhere()
            window.didChangeHierarchy()
        }
        if !device.notEstablished.isEmpty {
            result.warnings.append(.deviceValuesNotEstablished(device: device.name, values: device.notEstablished))
        }
        return result
    }

    /// A value that changes whenever the window is written. Two states of one window (one
    /// value and the copies it becomes as operations run) with equal stamps are the same
    /// state; a write that leaves every value as it was may still change the stamp. Holding a
    /// stamp, unlike holding a copy of the window, makes the next operation copy nothing.
    ///
    /// - Complexity: O(1).
    public var changeStamp: ChangeStamp {
        ChangeStamp(
            tableWrites: nodes.writes, overlays: overlayStorage, device: deviceStorage, orientation: orientation,
            design: design, wrappingLibrary: wrappingLibrary, root: root, nextID: nextID,
            transition: interactiveTransition)
    }

    /// See ``changeStamp``.
    public struct ChangeStamp: Equatable, Sendable {
        let tableWrites: UInt64
        let overlays: SharedValue<OverlayState>
        let device: SharedValue<Device>
        let orientation: Orientation
        let design: BarDesign
        let wrappingLibrary: WrappingLibrary
        let root: ControllerID?
        let nextID: Int
        /// A swipe begun and not yet finished or cancelled is state too: the next command
        /// depends on it.
        let transition: InteractiveTransition?
    }

    /// Whether `other` shares all of this window's storage: a copy that neither has changed
    /// since. Then the two are equal; `false` says nothing (compare with `==`, in O(n)).
    ///
    /// - Complexity: O(1) (popup hosts are compared, a handful at most).
    public func isIdentical(to other: Window) -> Bool {
        nodes.isIdentical(to: other.nodes) && names.isIdentical(to: other.names)
            && deviceStorage.isIdentical(to: other.deviceStorage) && overlayStorage.isIdentical(to: other.overlayStorage)
            && orientation == other.orientation && design == other.design
            && wrappingLibrary == other.wrappingLibrary && root == other.root
            && nextID == other.nextID && popupHosts == other.popupHosts
            && sideStorage.isIdentical(to: other.sideStorage)
    }

    /// The node for `id`, or `nil` when it is not in the window.
    public subscript(id: ControllerID) -> ControllerNode? { nodes[id] }

    /// The controller named (or labelled) `name`.
    public func id(named name: String) -> ControllerID? { names.id(named: name, in: nodes) }

    /// The name or label of `id`.
    public func name(of id: ControllerID) -> String? { nodes.name(id) }

    /// Whether `id` is in the window and named `name` (``name(of:)`` compared, without copying
    /// the name out).
    package func hasName(_ id: ControllerID, _ name: String) -> Bool { nodes.hasName(id, name) }

    /// Whether `id` is a navigation controller in the window named `name`: ``hasName(_:_:)``
    /// and ``kind(of:)`` in one lookup.
    package func isNavigationController(_ id: ControllerID, named name: String) -> Bool {
        nodes.isNavigationController(id, named: name)
    }

    /// The kind of `id`.
    public func kind(of id: ControllerID) -> ControllerKind? { nodes.kind(id) }

    /// The children of `id` (its stack, its tabs, its content).
    public func children(of id: ControllerID) -> [ControllerID] { nodes.children(id) }

    /// The tab bar state of `id` (`selectedIndex`, `isTabBarHidden`), `nil` when `id` is not
    /// in the window.
    public func tabs(of id: ControllerID) -> TabState? { nodes.tabs(id) }

    /// ``tabs(of:)``'s `selectedIndex`, without copying the rest of the tab state: `nil` when
    /// `id` is not in the window or while the More list shows.
    package func selectedIndex(of id: ControllerID) -> Int? { nodes.selectedIndex(id) }

    /// The popup `id` presents as a popup container, if it ever presented one.
    public func popup(of id: ControllerID) -> PopupState? { nodes.popup(id) }

    /// The item of the popup `id` presents (``popup(of:)``'s `item`, without copying the rest).
    package func popupItem(of id: ControllerID) -> PopupItem? { nodes.popupItem(id) }

    /// The parent of `id`.
    public func parent(of id: ControllerID) -> ControllerID? { nodes.parent(id) }

    /// How many controllers the window holds.
    public var count: Int { nodes.count }

    /// All controller IDs, in creation order.
    public var allIDs: [ControllerID] { nodes.keys.sorted() }

    /// The generation number (``ControllerID/rawValue``) the next controller created gets.
    /// Every controller in the window has a lower one, so a controller whose generation is at
    /// least an earlier state's `nextGeneration` was created since then.
    ///
    /// - Complexity: O(1).
    package var nextGeneration: Int { nextID }

    /// How many controllers of `kind` the window holds.
    ///
    /// - Complexity: O(1).
    public func count(of kind: ControllerKind) -> Int { nodes.count(of: kind) }

    /// Looks a name up, throwing ``NavigationError/unknownName(_:suggestion:)`` with a
    /// close match when there is none.
    public func lookUp(_ name: String) throws(NavigationError) -> ControllerID {
        if let id = names.id(named: name, in: nodes) { return id }
        throw .unknownName(name, suggestion: Spelling.closest(to: name, in: nodes.namesInSlotOrder))
    }

    /// Every name and label in the window, in no particular order.
    var allNames: [String] { names.ids.compactMap(nodes.name) }

    /// Throws ``NavigationError/unknownController(_:)`` unless `id` is in the window.
    func requireController(_ id: ControllerID) throws(NavigationError) {
        guard nodes.contains(id) else { throw .unknownController(id) }
    }

    /// The kind of `id`, or ``NavigationError/unknownController(_:)``.
    func kind(ofExisting id: ControllerID) throws(NavigationError) -> ControllerKind {
        guard let kind = nodes.kind(id) else { throw .unknownController(id) }
        return kind
    }

    /// Throws ``NavigationError/unknownController(_:)`` unless `id` is in the window.
    func node(_ id: ControllerID) throws(NavigationError) -> ControllerNode {
        guard let node = nodes[id] else { throw .unknownController(id) }
        return node
    }
}
