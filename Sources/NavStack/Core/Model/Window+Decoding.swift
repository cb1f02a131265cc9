/// Decoding a window: the document is untrusted input (a file, a fuzzer, another program), so
/// everything is validated before a window exists, in time linear in the document.
///
/// A decoded window is one that operations could have built: every ID names one controller
/// of the document, below `nextID`, once; every link (parent, children, presentation, popup
/// content and host, the root, names, popup hosts) points into the document; numbers are in
/// the ranges operations keep them in, so later arithmetic cannot overflow; and every rule of
/// ``Window/invariantViolations()`` holds (one owner each, reachable from the root, so no
/// cycle). Anything else throws `DecodingError.dataCorrupted` with the coding path of the
/// offending value.
extension Window {
    /// The largest generation number, overlay number or model time (in milliseconds) a
    /// decoded window may hold: 2^53, the largest integer every JSON reader keeps exact.
    /// Operations add at most about 10^9 to any of them per call, so none can overflow.
    public static let maximumDecodedNumber = 1 << 53

    /// The largest coordinate or length (points) a decoded device or popup may hold.
    public static let maximumDecodedLength = 100_000.0

    /// Decodes a window encoded by ``encode(to:)``, validating all of it first.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the path of the first value that no
    ///   sequence of operations could have produced, or the decoder's own errors.
    /// - Complexity: O(size of the document).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = decoder.codingPath
        func corrupted(_ path: [any CodingKey], _ message: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: base + path, debugDescription: message))
        }
        let device = try container.decode(Device.self, forKey: .device)
        try Window.validate(device, corrupted: { corrupted([CodingKeys.device] + $0, $1) })
        self.init(device: device)
        orientation = try container.decode(Orientation.self, forKey: .orientation)
        design = try container.decode(BarDesign.self, forKey: .design)
        // Documents written before the library choice are Koinu's.
        wrappingLibrary = try container.decodeIfPresent(WrappingLibrary.self, forKey: .wrappingLibrary) ?? .koinu
        nextID = try container.decode(Int.self, forKey: .nextID)
        guard (0...Window.maximumDecodedNumber).contains(nextID) else {
            throw corrupted([CodingKeys.nextID], "nextID \(nextID) is not in 0...\(Window.maximumDecodedNumber)")
        }

        // IDs: each once, below nextID. A relinked ID carries its controller's index in the
        // document as its slot, which is where `NodeTable(placing:)` stores it.
        var decoded = try container.decode([ControllerNode].self, forKey: .nodes)
        var indexOf: [Int: Int] = [:]
        indexOf.reserveCapacity(decoded.count)
        for (index, node) in decoded.enumerated() {
            let path: [any CodingKey] = [CodingKeys.nodes, PathKey(index), ControllerNode.CodingKeys.id]
            guard (0..<nextID).contains(node.id.rawValue) else {
                throw corrupted(path, "controller ID \(node.id) is not in 0..<nextID (\(nextID))")
            }
            if let first = indexOf.updateValue(index, forKey: node.id.rawValue) {
                throw corrupted(path, "controller ID \(node.id) is used twice (also by controller \(first))")
            }
        }
        func link(_ id: ControllerID?, _ path: @autoclosure () -> [any CodingKey]) throws -> ControllerID? {
            guard let id else { return nil }
            guard let index = indexOf[id.rawValue] else {
                throw corrupted(path(), "\(id) is not a controller of the window")
            }
            return ControllerID(rawValue: id.rawValue, slot: index)
        }
        typealias NodeKey = ControllerNode.CodingKeys
        var deferredHosts = Set<ControllerID>()
        for index in decoded.indices {
            func path(_ key: NodeKey, _ element: Int? = nil) -> [any CodingKey] {
                [CodingKeys.nodes, PathKey(index), key] + (element.map { [PathKey($0)] } ?? [])
            }
            var node = decoded[index]
            node.id = ControllerID(rawValue: node.id.rawValue, slot: index)
            node.parent = try link(node.parent, path(.parent))
            var children = node.children
            for (position, child) in children.enumerated() {
                children[position] = try link(child, path(.children, position)) ?? child
            }
            node.children = children
            if node.payload.isDefault == false {
                // The screen that minimized a tab bar may have left the window since (the state
                // is then not known, `Window+TabAccessory.swift`): an ID below nextID, linked
                // when its controller is still there. Generations are never reused.
                if let by = node.tabs.minimizedBy {
                    guard (0..<nextID).contains(by.rawValue) else {
                        throw corrupted(path(.tabs) + [PathKey("minimizedBy")], "\(by) is not in 0..<nextID (\(nextID))")
                    }
                    if let index = indexOf[by.rawValue] { node.tabs.minimizedBy = ControllerID(rawValue: by.rawValue, slot: index) }
                }
                node.presented = try link(node.presented, path(.presented))
                node.presenter = try link(node.presenter, path(.presenter))
                node.popupHost = try link(node.popupHost, path(.popupHost))
                if var popup = node.popup {
                    popup.content = try link(popup.content, path(.popup) + [PathKey("content")])
                    try Window.validate(popup, corrupted: { corrupted(path(.popup) + $0, $1) })
                    node.popup = popup
                    if !popup.deferredCalls.isEmpty { deferredHosts.insert(node.id) }
                }
            }
            decoded[index] = node
        }
        root = try link(try container.decodeIfPresent(ControllerID.self, forKey: .root), [CodingKeys.root])
        let hosts = try container.decode([ControllerID].self, forKey: .popupHosts)
        popupHosts = Set(
            try hosts.enumerated().map { position, id in
                try link(id, [CodingKeys.popupHosts, PathKey(position)]) ?? id
            })
        nodes = NodeTable(placing: decoded)
        deferredPopupHosts = deferredHosts

        // Names: registered from the controllers that carry them, each once (canonically
        // equivalent names are one name, as `String ==` has it); the document's name list must
        // say the same.
        for node in decoded {
            guard let name = node.name else { continue }
            let hash = NameIndex.hash(of: name)
            if let other = names.id(named: name, hash: hash, in: nodes) {
                throw corrupted(
                    [CodingKeys.nodes, PathKey(node.id.slot), NodeKey.name],
                    "the name '\(MessageText.quoted(name))' of \(node.id) is also the name of \(other)")
            }
            names.insert(hash: hash, id: node.id)
        }
        let listed = try container.decode([String: ControllerID].self, forKey: .names)
        for (name, id) in listed where names.id(named: name, in: nodes) != id {
            _ = try link(id, [CodingKeys.names, PathKey(name)])
            throw corrupted([CodingKeys.names, PathKey(name)], "the name '\(MessageText.quoted(name))' is not the name of \(id)")
        }
        guard listed.count == names.count else {
            throw corrupted([CodingKeys.names], "\(listed.count) names are listed for \(names.count) named controllers")
        }

        // Bottom accessories: on tab bar controllers only, each content name unique among the
        // names and the other accessories.
        for node in decoded where !node.payload.isDefault {
            guard let accessory = node.tabs.bottomAccessory else { continue }
            let path: [any CodingKey] = [CodingKeys.nodes, PathKey(node.id.slot), NodeKey.tabs, PathKey("bottomAccessory")]
            guard node.kind == .tabBarController else {
                throw corrupted(path, "\(node.id) is a \(node.kind.rawValue): only a tab bar controller has a bottom accessory")
            }
            if let other = names.id(named: accessory.contentName, in: nodes) ?? accessoryOwner(named: accessory.contentName) {
                throw corrupted(path, "the accessory's name '\(accessory.contentName)' is also the name of \(other)")
            }
            fileAccessoryName(accessory.contentName, of: node.id)
        }

        let overlays = try container.decode(OverlayState.self, forKey: .overlays)
        try Window.validate(overlays, corrupted: { corrupted([CodingKeys.overlays] + $0, $1) })
        self.overlays = overlays

        // SwiftUI view declarations: documents written before them have none.
        if let views = try container.decodeIfPresent(SwiftUIViews.self, forKey: .swiftUIViews) {
            if let (view, problem) = swiftUIDeclarationProblem(in: views) {
                throw corrupted([CodingKeys.swiftUIViews, PathKey("declarations"), PathKey(view)], problem)
            }
            swiftUIViews = views
        }

        let problems = invariantViolations()
        if let first = problems.first {
            let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
            throw corrupted([], "the window is inconsistent: \(first)\(more)")
        }
    }

    // MARK: Ranges

    private typealias Corrupted = ([any CodingKey], String) -> DecodingError

    private static func validate(_ device: Device, corrupted: Corrupted) throws {
        var lengths: [(String, Double)] = [
            ("screenWidth", device.screenWidth), ("screenHeight", device.screenHeight),
            ("statusBarHeight", device.statusBarHeight), ("displayCornerRadius", device.displayCornerRadius),
            ("navigationBarTop", device.navigationBarTop),
        ]
        for (key, insets) in [("portraitSafeArea", device.portraitSafeArea), ("landscapeSafeArea", device.landscapeSafeArea)] {
            lengths += [
                ("\(key).top", insets.top), ("\(key).left", insets.left), ("\(key).bottom", insets.bottom),
                ("\(key).right", insets.right),
            ]
        }
        if let island = device.island {
            lengths += [
                ("island.frame.x", island.frame.x), ("island.frame.y", island.frame.y),
                ("island.frame.width", island.frame.width), ("island.frame.height", island.frame.height),
                ("island.cornerRadius", island.cornerRadius),
            ]
        }
        for (key, value) in lengths where !isLength(value) {
            throw corrupted(
                key.split(separator: ".").map { PathKey(String($0)) }, "\(value) is not a length in 0...\(maximumDecodedLength)")
        }
        guard device.screenWidth > 0, device.screenHeight > 0 else {
            throw corrupted([PathKey("screenWidth")], "the screen is \(device.screenWidth) × \(device.screenHeight), not a size")
        }
        guard device.scale.isFinite, (1...10).contains(device.scale) else {
            throw corrupted([PathKey("scale")], "the scale \(device.scale) is not in 1...10")
        }
    }

    private static func validate(_ popup: PopupState, corrupted: Corrupted) throws {
        guard (0...1).contains(popup.item.progress) else {
            throw corrupted([PathKey("item"), PathKey("progress")], "progress \(popup.item.progress) is not in 0...1")
        }
        guard isLength(popup.configuration.customHeight) else {
            throw corrupted([PathKey("configuration"), PathKey("customHeight")], "\(popup.configuration.customHeight) is not a length")
        }
        guard popup.configuration.snapPercent.isFinite else {
            throw corrupted([PathKey("configuration"), PathKey("snapPercent")], "\(popup.configuration.snapPercent) is not a number")
        }
        for (index, call) in popup.deferredCalls.enumerated() {
            guard case let .present(_, _, _, item) = call else { continue }
            let path: [any CodingKey] = [PathKey("deferredCalls"), PathKey(index)]
            if let item, !(0...1).contains(item.progress) {
                throw corrupted(path + [PathKey("item"), PathKey("progress")], "progress \(item.progress) is not in 0...1")
            }
        }
        if let docking = popup.dockingView {
            guard isLength(docking.height) else {
                throw corrupted([PathKey("dockingView"), PathKey("height")], "\(docking.height) is not a length")
            }
            guard docking.margin.isFinite, abs(docking.margin) <= maximumDecodedLength else {
                throw corrupted([PathKey("dockingView"), PathKey("margin")], "\(docking.margin) is not a length")
            }
        }
    }

    /// Times in 0...``maximumDecodedNumber``; overlay and toast numbers below their counters,
    /// each once; durations and offsets finite.
    private static func validate(_ overlays: OverlayState, corrupted: Corrupted) throws {
        let maximum = maximumDecodedNumber
        func time(_ value: Int?, _ path: [any CodingKey]) throws {
            guard let value else { return }
            guard (0...maximum).contains(value) else { throw corrupted(path, "the time \(value) is not in 0...\(maximum)") }
        }
        try time(overlays.clock.now, [PathKey("clock"), PathKey("now")])
        try time(overlays.queueResumesAt, [PathKey("queueResumesAt")])
        guard (0...maximum).contains(overlays.nextID) else {
            throw corrupted([PathKey("nextID")], "nextID \(overlays.nextID) is not in 0...\(maximum)")
        }
        // One HUD at most shows unhidden, and one queued toast at most is on screen: the
        // queue shows the next only once the last has left.
        let entries = overlays.entries
        if let second = entries.indices.filter({ entries[$0].isLoading && entries[$0].dismissAt == nil }).dropFirst().first {
            throw corrupted([PathKey("entries"), PathKey(second)], "a second loading HUD shows while one is not hidden")
        }
        if let second = entries.indices.filter({ entries[$0].isQueued }).dropFirst().first {
            throw corrupted([PathKey("entries"), PathKey(second)], "a second queued toast is on screen")
        }
        var seen = Set<Int>()
        for (index, entry) in entries.enumerated() {
            let path: [any CodingKey] = [PathKey("entries"), PathKey(index)]
            guard (0..<overlays.nextID).contains(entry.id), seen.insert(entry.id).inserted else {
                throw corrupted(path + [PathKey("id")], "overlay \(entry.id) is used twice or not below nextID \(overlays.nextID)")
            }
            try time(entry.shownAt, path + [PathKey("shownAt")])
            try time(entry.dismissAt, path + [PathKey("dismissAt")])
            if let screen = entry.laidOutOn {
                // The screen it was laid out on is a device like the window's, checked alike.
                try validate(screen.device, corrupted: { corrupted(path + [PathKey("laidOutOn"), PathKey("device")] + $0, $1) })
            }
            if let toast = entry.toast, ModelClock.milliseconds(fromSeconds: toast.duration) == nil {
                throw corrupted(
                    path + [PathKey("content"), PathKey("duration")],
                    "the duration \(toast.duration) is not in 0...\(ModelClock.maximumSeconds)")
            }
        }
        for (index, toast) in overlays.queue.enumerated() where ModelClock.milliseconds(fromSeconds: toast.duration) == nil {
            throw corrupted(
                [PathKey("queue"), PathKey(index), PathKey("duration")],
                "the duration \(toast.duration) is not in 0...\(ModelClock.maximumSeconds)")
        }
        let stack = overlays.stack
        guard (0...maximum).contains(stack.nextID) else {
            throw corrupted([PathKey("stack"), PathKey("nextID")], "nextID \(stack.nextID) is not in 0...\(maximum)")
        }
        seen = []
        let items = stack.items.map { ($0, "items") } + stack.leaving.map { ($0.item, "leaving") }
        for (position, (item, key)) in items.enumerated() {
            let index = key == "items" ? position : position - stack.items.count
            let path: [any CodingKey] = [PathKey("stack"), PathKey(key), PathKey(index)]
            guard (0..<stack.nextID).contains(item.id), seen.insert(item.id).inserted else {
                throw corrupted(path + [PathKey("id")], "toast \(item.id) is used twice or not below nextID \(stack.nextID)")
            }
            guard item.offsetX.isFinite, abs(item.offsetX) <= maximumDecodedLength else {
                throw corrupted(path + [PathKey("offsetX")], "\(item.offsetX) is not an offset")
            }
        }
        for (index, leaving) in stack.leaving.enumerated() {
            try time(leaving.until, [PathKey("stack"), PathKey("leaving"), PathKey(index), PathKey("until")])
        }
    }

    private static func isLength(_ value: Double) -> Bool { value.isFinite && (0...maximumDecodedLength).contains(value) }

    /// A coding-path component for an error: an array index or a key.
    private struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?

        init(_ index: Int) {
            stringValue = "Index \(index)"
            intValue = index
        }

        init(_ key: String) { stringValue = key }

        init?(stringValue: String) { self.stringValue = stringValue }

        init?(intValue: Int) { self.init(intValue) }
    }
}
