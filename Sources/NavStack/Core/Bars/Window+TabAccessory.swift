/// The content names of bottom accessories, by their name's ``NameIndex/hash(of:)``, each
/// with the tab bar controller it was given to (``Window/accessoryNames``): sorted by hash, so
/// a name is looked up by a binary search with no hashing beyond the one a new controller's
/// name already had. An entry names an accessory only while its controller still holds one
/// of that name; entries whose controller left are dropped at the next `accessory` call.
struct AccessoryNames: SharedDefault {
    static let sharedDefault = AccessoryNames()

    struct Entry: Hashable {
        var hash: Int
        var owner: ControllerID
    }

    /// Sorted by `hash`; names with one hash (a collision) sit side by side.
    var entries: [Entry] = []

    /// The index of the first entry whose hash is not less than `hash`.
    func lowerBound(_ hash: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // Derived from the tab bar controllers, whose accessories the window compares: not state.
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// iOS 26's bottom accessory and tab bar minimizing: the calls (`accessory set|remove`,
/// `set LABEL tabBarMinimizeBehavior=…`), the scroll rule, and what the accessory's content
/// and the tab bar are in at any moment. The frames are in `Geometry/Window+GlassLayout.swift`.
///
/// Neither the accessory nor minimizing moves a view controller: they deliver no appearance
/// callbacks, and their operations record no lifecycle events.
extension Window {
    // MARK: The bottom accessory

    /// The bottom accessory of `tabBar`, kept while the design is legacy but shown only with
    /// glass (``tabAccessoryEnvironment(of:)``).
    public func bottomAccessory(of tabBar: ControllerID) -> TabAccessory? {
        nodes.tabs(tabBar)?.bottomAccessory
    }

    /// `tabBarController.bottomAccessory = UITabAccessory(contentView:)` (or `nil`), iOS 26
    /// (Apple doc `UITabBarController/bottomAccessory`). One accessory per tab bar controller,
    /// shown on every tab and kept when the tab bar hides (Apple doc
    /// `UITabAccessory.Environment.regular`: "at the bottom of the UITabBarController's view").
    /// The content's name is unique in the window like every name; the previous accessory's
    /// name is free again.
    ///
    /// With a popup bar presented on the same controller the call happens with a warning:
    /// LNPopupController takes the slot UIKit keeps for a hosted accessory through private API
    /// (`UITabBar+LNPopupInheritedBarMetricsSupport.mm`), and what the two do together was
    /// never recorded; both frames are then left out.
    ///
    /// - Throws: ``NavigationError/notATabBarController(_:)``;
    ///   ``NavigationError/requiresIOS26(api:)`` in legacy design;
    ///   ``NavigationError/duplicateName(_:)`` or ``NavigationError/accessoryNameInUse(_:tabBarController:)``
    ///   for a name in use.
    @discardableResult
    public mutating func setBottomAccessory(_ accessory: TabAccessory?, of tabBar: ControllerID) throws(NavigationError)
        -> OperationResult
    {
        guard try kind(ofExisting: tabBar) == .tabBarController else { throw .notATabBarController(reference(tabBar)) }
        guard design == .glass else { throw .requiresIOS26(api: "bottomAccessory") }
        var result = OperationResult()
        if let name = accessory?.contentName {
            if let owner = accessoryOwner(named: name), owner != tabBar {
                throw .accessoryNameInUse(name, tabBarController: reference(owner))
            }
            if names.id(named: name, in: nodes) != nil { throw .duplicateName(name) }
            if hasPopupBarAndAccessoryConflict(tabBar, accessory: accessory) {
                result.warnings.append(.notKnownForIOS26(Window.popupWithAccessory(reference(tabBar))))
            }
        }
        nodes.modifyPayload(tabBar) { $0.tabs.bottomAccessory = accessory }
        // Entries whose controller left or changed its accessory since go now.
        var live = accessoryNames.read { $0 }
        live.entries.removeAll { entry in
            guard let name = nodes.tabs(entry.owner)?.bottomAccessory?.contentName else { return true }
            return NameIndex.hash(of: name) != entry.hash
        }
        accessoryNames = live.entries.isEmpty ? SharedValue() : SharedValue(live)
        if let name = accessory?.contentName, accessoryOwner(named: name) != tabBar { fileAccessoryName(name, of: tabBar) }
        return result
    }

    /// What the warning and the left-out frames say about an accessory and a popup bar on
    /// one tab bar controller.
    static func popupWithAccessory(_ tabBar: ControllerReference) -> String {
        "a UITabAccessory together with an LNPopupController bar on \(tabBar) (LNPopupController claims the accessory's slot; never recorded)"
    }

    /// Whether `tabBar` would show both a bottom accessory (`accessory`, or its own) and a
    /// popup bar of its own, in glass design.
    func hasPopupBarAndAccessoryConflict(_ tabBar: ControllerID, accessory: TabAccessory?? = nil) -> Bool {
        guard design == .glass, (accessory ?? nodes.tabs(tabBar)?.bottomAccessory) != nil,
            let popup = nodes.popup(tabBar)
        else { return false }
        return popup.state != .barHidden
    }

    /// The tab bar controller whose bottom accessory's content is named `name` (whose
    /// ``NameIndex/hash(of:)`` is `hash`, when the caller has it).
    ///
    /// - Complexity: O(log accessories); one null test while no accessory was ever set.
    @inline(__always)
    func accessoryOwner(named name: String, hash: Int? = nil) -> ControllerID? {
        guard !accessoryNames.isDefault else { return nil }
        return accessoryOwnerSlowly(named: name, hash: hash ?? NameIndex.hash(of: name))
    }

    @inline(never)
    private func accessoryOwnerSlowly(named name: String, hash: Int) -> ControllerID? {
        accessoryNames.read { index in
            var position = index.lowerBound(hash)
            while position < index.entries.count, index.entries[position].hash == hash {
                let owner = index.entries[position].owner
                if nodes.tabs(owner)?.bottomAccessory?.contentName == name { return owner }
                position += 1
            }
            return nil
        }
    }

    /// Throws ``NavigationError/accessoryNameInUse(_:tabBarController:)`` when `name` is the
    /// content of a bottom accessory. Out of line: a push tests ``accessoryNames`` for a buffer,
    /// with its test for lifecycle recording, and comes here only when there is one.
    @inline(never)
    func requireNoAccessory(named name: String, hash: Int? = nil) throws(NavigationError) {
        if let owner = accessoryOwner(named: name, hash: hash) {
            throw .accessoryNameInUse(name, tabBarController: reference(owner))
        }
    }

    /// Files `name` as the content of `tabBar`'s accessory.
    mutating func fileAccessoryName(_ name: String, of tabBar: ControllerID) {
        let hash = NameIndex.hash(of: name)
        let position = accessoryNames.read { $0.lowerBound(hash) }
        accessoryNames.value.entries.insert(AccessoryNames.Entry(hash: hash, owner: tabBar), at: position)
    }

    /// The `tabAccessoryEnvironment` trait the accessory's content sees: `.none` without an
    /// accessory, and always in legacy design; `.regular` above a visible, expanded tab bar
    /// and at the bottom of the controller's view while the tab bar is hidden; `.inline`
    /// beside a minimized tab bar (Apple doc `UITabAccessory.Environment`). `nil` when whether
    /// the tab bar is minimized is not known (``TabBarMinimization/unknown``).
    public func tabAccessoryEnvironment(of tabBar: ControllerID) -> TabAccessoryEnvironment? {
        guard design == .glass, nodes.tabs(tabBar)?.bottomAccessory != nil else { return TabAccessoryEnvironment.none }
        if isTabBarEffectivelyHidden(tabBar) { return .regular }
        switch tabBarMinimization(of: tabBar) {
        case .expanded: return .regular
        case .minimized: return .inline
        case .unknown: return nil
        }
    }

    // MARK: Minimizing

    /// `tabBarController.tabBarMinimizeBehavior = behavior` (iOS 26). A behaviour that does not
    /// minimize expands a minimized bar (a modelling choice: nothing recorded shows otherwise).
    /// Accepted in legacy design and on iPad, where tab bars never minimize, with a warning.
    ///
    /// - Throws: ``NavigationError/notATabBarController(_:)``.
    @discardableResult
    public mutating func setTabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior, of tabBar: ControllerID)
        throws(NavigationError) -> OperationResult
    {
        guard try kind(ofExisting: tabBar) == .tabBarController else { throw .notATabBarController(reference(tabBar)) }
        nodes.modifyPayload(tabBar) { payload in
            payload.tabs.minimizeBehavior = behavior
            if !behavior.minimizes { payload.tabs.minimizedBy = nil }
        }
        if design == .legacy { return .warning(.minimizeBehaviorWithoutEffect(reference(tabBar), onPad: false)) }
        if device.idiom == .pad { return .warning(.minimizeBehaviorWithoutEffect(reference(tabBar), onPad: true)) }
        return OperationResult()
    }

    /// Whether `tabBar` is minimized. Only glass tab bars on iPhone minimize ("Minimizing is
    /// supported for tab bars on only iPhone", SwiftUI doc `TabBarMinimizeBehavior.onScrollDown`),
    /// and only by a scroll (``setScrollPosition(_:of:)``). A bar minimized by a screen that
    /// is no longer the selected tab's top is ``TabBarMinimization/unknown``: what a tab
    /// switch or a push does to a minimized bar was never recorded.
    public func tabBarMinimization(of tabBar: ControllerID) -> TabBarMinimization {
        guard design == .glass, device.idiom == .phone, let tabs = nodes.tabs(tabBar), let screen = tabs.minimizedBy,
            tabs.minimizeBehavior.minimizes
        else { return .expanded }
        return visibleLeaf(from: tabBar) == screen ? .minimized : .unknown
    }

    /// The scroll rule (Apple docs `UITabBarController.MinimizeBehavior.onScrollDown`: "The
    /// tab bar minimizes when scrolling down, and expands when scrolling back up";
    /// `.onScrollUp`: the reverse). A move to a position further down the content (top →
    /// middle → bottom) scrolls down, the reverse up; content that fits does not scroll. The
    /// scroll view that drives it is that of the selected tab's top screen (furbo.org,
    /// "UITabAccessory Backward Compatibility"); a scroll under a hidden tab bar changes
    /// nothing (a modelling choice).
    mutating func updateMinimization(scrolling screen: ControllerID, from old: ScrollPosition, to new: ScrollPosition) {
        guard design == .glass, device.idiom == .phone, let down = ScrollPosition.isDownward(from: old, to: new),
            let tabBar = tabBarController(of: screen), let behavior = nodes.tabs(tabBar)?.minimizeBehavior, behavior.minimizes,
            visibleLeaf(from: tabBar) == screen, !isTabBarEffectivelyHidden(tabBar)
        else { return }
        let minimizes = down == (behavior == .onScrollDown)
        nodes.modifyPayload(tabBar) { $0.tabs.minimizedBy = minimizes ? screen : nil }
    }
}

extension TabBarMinimizeBehavior {
    /// Whether the behaviour ever minimizes on iPhone (`.automatic` resolves to not
    /// minimizing there: SwiftUI doc `TabBarMinimizeBehavior.automatic`).
    var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}

extension ScrollPosition {
    /// Whether moving from `old` to `new` scrolls down (`true`), up (`false`), or not at all
    /// (`nil`: the same place, or content that fits and cannot scroll).
    static func isDownward(from old: ScrollPosition, to new: ScrollPosition) -> Bool? {
        guard let from = old.depth, let to = new.depth, from != to else { return nil }
        return to > from
    }

    /// How far down the content the position is; `nil` for content that fits.
    private var depth: Int? {
        switch self {
        case .top: 0
        case .middle: 1
        case .bottom: 2
        case .fits: nil
        }
    }
}
