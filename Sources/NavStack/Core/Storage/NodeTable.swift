// Unsafe code (`.ci/layering`): the records live in one raw block (``NodeSlots``) reached
// through pointers, so a field is read or written in place. Safe because a slot is always
// checked against the block's capacity (and an ID's generation) before its record is touched,
// a write first makes the block unique, and the block is shared between threads only while no
// copy writes it (`@unchecked Sendable`).

/// The window's controllers, one record per slot in a single copy-on-write block
/// (``NodeSlots``). An ID minted here carries its slot, so a lookup is a range check, one
/// load and a comparison of the generation number — no hashing. Freed slots are reused;
/// generation numbers never are.
///
/// # The storage design
///
/// This folder (`Core/Storage`) is where the model is tuned, and the only place in it that
/// uses pointers; it stores and links controllers and knows no rule of UIKit or the
/// libraries. A wrapped push and pop together cost about 2,400 instructions (measured with
/// callgrind, docs/Performance.md), spent in a few places that shape the types:
///
/// - Push, pop and the walk after every operation read and write single fields of a record
///   (``kind(_:)``, ``lastChild(_:)``, ``setParent(_:to:)``, …) in place: a mutation checks
///   once that the block is not shared, and the fields are reached through a pointer,
///   without the uniqueness and bounds checks of one Swift array per field (some thirty per
///   pair). Walks use a ``Records`` handle, which copies the pointer and capacity out once.
///   ``subscript(_:)`` hands out whole ``ControllerNode`` values for everything else.
/// - Children are an ``InlineList``: the count, first and last child inline, an array only
///   from two children on (kept, emptied, when a stack goes back to one), so wrapping a
///   screen allocates no array.
/// - State that most controllers never set (``ControllerNode/Payload``, ``ScreenProperties``,
///   a result's warnings) sits behind a ``SharedValue``, which holds the default as no buffer:
///   creating and removing a controller then retains and releases nothing for it.
/// - Names are filed in ``NameIndex`` under a keyed ``NameHash`` computed once per name.
/// - Outside this folder the same concern shapes a few model values: ``OperationResult``
///   keeps one removed screen inline, ``ControllerReference`` keeps a kind and a string rather
///   than an enum with a payload per case (which copies through outlined functions), a
///   ``ControllerSpec`` boxes only the cases that nest specs, and ``Window`` keeps its device
///   and overlays behind pointers so that a window is small to pass around.
package struct NodeTable: @unchecked Sendable {
    // Safe to send: the block is only written while uniquely referenced (`makeUnique()`).
    // `slots`, `freeHead` and `record(_:)` are for the storage files only (this one, the
    // handles and the invariants); everything else goes through the methods below.
    private(set) var slots = NodeSlots.empty
    /// The first free slot, −1 when every made slot is taken; free slots chain through
    /// ``NodeRecord/nextFree``. Kept in the block (``NodeSlots/freeHead``), which is copied
    /// before any write, so that a table is 32 bytes and a window 128.
    var freeHead: Int {
        @inline(__always) get { slots.freeHead }
        @inline(__always) set { slots.freeHead = newValue }
    }
    /// How many controllers are stored.
    var count = 0
    /// How many times the table has been written (every write goes through ``makeUnique()``
    /// or grows the block): a state of one table with the count of an earlier state is that
    /// state. Not part of `==`.
    private(set) var writes: UInt64 = 0
    /// The journal opened on this table (``setJournal(_:)``), in effect while it holds this
    /// table's block (``NodeJournal/pinned``). It lives in the table, never in the block: a
    /// block shared by copies of a window (one per thread, say) is only ever read, and each
    /// copy's checkpoint pins it on its own.
    private var openJournal: NodeJournal?

    init() {}

    /// Copies the block first when another table shares it.
    @inline(__always)
    mutating func makeUnique() { makeUnique(saving: -1) }

    /// ``makeUnique()`` before writing the record in `slot` (−1: none in particular).
    ///
    /// While a checkpoint is open its journal holds the block too (``NodeJournal``), so the
    /// block never looks unique and every write takes the slow path, which saves the record:
    /// the fast path is the same check it always was.
    @inline(__always)
    mutating func makeUnique(saving slot: Int) {
        writes &+= 1
        if !isKnownUniquelyReferenced(&slots) { makeUniqueSlowly(saving: slot) }
    }

    @inline(never)
    private mutating func makeUniqueSlowly(saving slot: Int, before write: NodeJournal.ChildrenWrite = .any) {
        guard let journal = openJournal, journal.pinned === slots else {
            // No journal, or one a copy of this table took with it: this table copies the block.
            openJournal = nil
            slots = slots.copy(capacity: slots.capacity)
            return
        }
        // Shared only with the journal, or with another table too: then this table copies it
        // and the journal follows the copy.
        journal.pinned = nil
        if !isKnownUniquelyReferenced(&slots) { slots = slots.copy(capacity: slots.capacity) }
        journal.pinned = slots
        if slot >= 0 { journal.save(slot, record(slot).pointee, before: write) }
    }

    /// The record in `slot`, which the caller has checked is in range.
    @inline(__always)
    func record(_ slot: Int) -> UnsafeMutablePointer<NodeRecord> { slots.records + slot }

    /// Reserves a slot for a new controller with generation `rawValue`.
    @inline(__always)
    mutating func mintID(rawValue: Int) -> ControllerID {
        if freeHead < 0 { extend(to: slots.count + 1) } else { makeUnique(saving: freeHead) }
        let slot = freeHead
        freeHead = record(slot).pointee.nextFree
        record(slot).pointee.nextFree = -1
        return ControllerID(rawValue: rawValue, slot: slot)
    }

    /// Initializes the records up to slot `end` (exclusive) and chains them, lowest first,
    /// ahead of the free list (empty unless a whole node is being stored at a slot beyond
    /// the records). The block doubles first when it has no room.
    ///
    /// Records are initialized only as they are needed: a doubled block's pages past the
    /// copied records stay untouched, so a large table's peak is the old block and the copy,
    /// not the old block and a whole new one (docs/Performance.md, "Memory").
    private mutating func extend(to end: Int) {
        let journal = self.journal
        if end > slots.capacity {
            writes &+= 1
            var capacity = Swift.max(8, slots.capacity * 2)
            while capacity < end { capacity *= 2 }
            slots = slots.copy(capacity: capacity)
            journal?.pinned = slots
        } else {
            makeUnique()
        }
        // The new slots are free again after a rollback; the journal only notes that the
        // table grew (each mark keeps the count of records at it).
        journal?.growths += 1
        let old = slots.count
        guard end > old else { return }
        slots.initializeRecords(upTo: end)
        chainFree(old..<end)
    }

    /// Chains the free slots `range`, lowest first, ahead of the free list: how new records
    /// join it, and how a rollback frees the records made since its mark.
    mutating func chainFree(_ range: Range<Int>) {
        for slot in range { record(slot).pointee.nextFree = slot + 1 < range.upperBound ? slot + 1 : freeHead }
        if !range.isEmpty { freeHead = range.lowerBound }
    }

    /// The slot holding `id` (``Records/slot(of:)``).
    @inline(__always)
    private func slot(of id: ControllerID) -> Int? { records.slot(of: id) }

    /// A read-only handle on the records (``Records``).
    @inline(__always)
    var records: Records { Records(base: slots.records, count: slots.count) }

    /// This table without its journal: how a journal keeps a table (a table it holds that
    /// held it back would never be freed).
    func detachedFromJournal() -> NodeTable {
        var table = self
        table.openJournal = nil
        return table
    }

    /// Closes `journal` on this table if it is the one in effect, before the table writes
    /// records back from it.
    mutating func closeJournal(_ journal: NodeJournal) {
        if journal.pinned === slots { journal.pinned = nil }
        openJournal = nil
    }

    /// The open journal, if a checkpoint is open (`NodeTable+Journal.swift`).
    var journal: NodeJournal? { openJournal.flatMap { $0.pinned === slots ? $0 : nil } }

    /// Sets the write count back to `value`, once the table is again the state it had then.
    mutating func restoreWrites(_ value: UInt64) { writes = value }

    /// Opens `journal` on this table's block (a block of its own when the table is empty),
    /// which the journal then holds; `nil` closes the open one. Writes only this table and
    /// the journals: never the block, which copies of the table may be reading on other
    /// threads.
    mutating func setJournal(_ journal: NodeJournal?) {
        if let open = self.journal { open.pinned = nil }
        openJournal = journal
        guard let journal else { return }
        if slots === NodeSlots.empty { slots = slots.copy(capacity: 0) }
        journal.pinned = slots
    }

    /// Runs `body` with a writable handle on the records (``MutableRecords``), once the block
    /// is not shared.
    @inline(__always)
    mutating func update<Result>(_ body: (MutableRecords) -> Result) -> Result {
        makeUnique()
        return body(MutableRecords(records: records, journal: journal.map(Unmanaged.passUnretained)))
    }

    // MARK: Whole nodes

    /// The controller `id`, or `nil`. Assigning `nil` removes it; assigning a node stores it
    /// in `id`'s slot.
    package subscript(id: ControllerID) -> ControllerNode? {
        get {
            guard let slot = slot(of: id) else { return nil }
            return node(at: slot)
        }
        _modify {
            if let slot = slot(of: id) {
                makeUnique(saving: slot)
                // The fields move into the yielded node, so it is the only reference to its
                // children and payload and can be changed in place.
                var node: ControllerNode? = take(slot)
                defer {
                    if let node { put(node, at: slot) } else { free(slot) }
                }
                yield &node
            } else {
                var node: ControllerNode?
                defer { if let node { store(node) } }
                yield &node
            }
        }
    }

    /// Removes the controller `id` and returns what deleting its subtree still needs: its
    /// name's hash and the controllers below it. An only child comes back as
    /// ``Removal/onlyChild``; more children are appended to `pending`.
    ///
    /// Everything it returns is a plain value, so returning it copies and destroys nothing
    /// through generic value witnesses.
    @inline(__always)
    mutating func remove(_ id: ControllerID, pending: inout [ControllerID]) -> Removal? {
        guard let slot = slot(of: id) else { return nil }
        makeUnique(saving: slot)
        let removed = record(slot)
        var result = Removal()
        if removed.pointee.name != nil {
            result.nameHash = removed.pointee.nameHash
            removed.pointee.name = nil
        }
        if removed.pointee.children.count > 1 {
            pending.append(contentsOf: removed.pointee.children.array)
        } else {
            result.onlyChild = removed.pointee.children.first
        }
        removed.pointee.children.removeAll()
        // Most controllers keep the default payload and screen properties, which hold no
        // buffer; only the others are read and reset.
        if !removed.pointee.payload.isDefault {
            (result.presented, result.popupContent) = removed.pointee.payload.read { ($0.presented, $0.popup?.content) }
            removed.pointee.payload = SharedValue()
        }
        if !removed.pointee.screen.isUnwritten { removed.pointee.screen = ScreenProperties() }
        release(slot)
        return result
    }

    /// What ``remove(_:pending:)`` leaves to do.
    struct Removal {
        /// The removed name's ``NameIndex/hash(of:)``, `nil` when it had no name.
        var nameHash: Int?
        /// The only child, to remove next.
        var onlyChild: ControllerID?
        /// The controller it presented.
        var presented: ControllerID?
        /// The content of its popup bar, when it was a popup container.
        var popupContent: ControllerID?
    }

    private func node(at slot: Int) -> ControllerNode {
        let stored = record(slot)
        return ControllerNode(
            id: ControllerID(rawValue: stored.pointee.generation, slot: slot), kind: stored.pointee.kind,
            name: stored.pointee.name, parent: stored.pointee.parent, childList: stored.pointee.children,
            isViewLoaded: stored.pointee.isViewLoaded, screen: stored.pointee.screen,
            payload: stored.pointee.payload)
    }

    /// Moves the node out of `slot`, leaving empty fields behind (the slot stays taken).
    private mutating func take(_ slot: Int) -> ControllerNode {
        let stored = record(slot)
        var name: String?
        var childList = ChildList.none
        var screen = ScreenProperties()
        var payload = SharedValue<ControllerNode.Payload>()
        swap(&name, &stored.pointee.name)
        swap(&childList, &stored.pointee.children)
        swap(&screen, &stored.pointee.screen)
        swap(&payload, &stored.pointee.payload)
        return ControllerNode(
            id: ControllerID(rawValue: stored.pointee.generation, slot: slot), kind: stored.pointee.kind,
            name: name, parent: stored.pointee.parent, childList: childList,
            isViewLoaded: stored.pointee.isViewLoaded, screen: screen, payload: payload)
    }

    /// Writes `node`'s fields into `slot` (the block is unique).
    private mutating func put(_ node: ControllerNode, at slot: Int) {
        let stored = record(slot)
        if stored.pointee.generation < 0 { count += 1 } else { slots.kindCounts[stored.pointee.kind.ordinal] -= 1 }
        slots.kindCounts[node.kind.ordinal] += 1
        stored.pointee.generation = node.id.rawValue
        stored.pointee.kind = node.kind
        stored.pointee.name = node.name
        stored.pointee.nameHash = node.name.map(NameIndex.hash(of:)) ?? 0
        stored.pointee.parent = node.parent
        stored.pointee.children = node.childList
        stored.pointee.isViewLoaded = node.isViewLoaded
        stored.pointee.screen = node.screen
        stored.pointee.payload = node.payload
    }

    /// Empties `slot` and makes it available again (the block is unique).
    private mutating func free(_ slot: Int) {
        let stored = record(slot)
        guard stored.pointee.generation >= 0 else { return }
        stored.pointee.name = nil
        stored.pointee.children = .none
        stored.pointee.screen = ScreenProperties()
        stored.pointee.payload = SharedValue<ControllerNode.Payload>()
        release(slot)
    }

    /// Makes `slot`, whose name, children and payload were already moved out, available
    /// again (the block is unique).
    private mutating func release(_ slot: Int) {
        let stored = record(slot)
        slots.kindCounts[stored.pointee.kind.ordinal] -= 1
        stored.pointee.generation = -1
        stored.pointee.kind = .screen
        stored.pointee.parent = nil
        stored.pointee.nameHash = 0
        stored.pointee.isViewLoaded = false
        stored.pointee.nextFree = freeHead
        freeHead = slot
        count -= 1
    }

    /// Stores `node` in the free slot its ID names, or in a fresh slot when that one is taken
    /// or the ID was not minted here.
    private mutating func store(_ node: ControllerNode) {
        let wanted = node.id.slot
        if wanted >= slots.count { extend(to: wanted + 1) }
        makeUnique(saving: wanted)
        guard wanted >= 0, record(wanted).pointee.generation < 0 else {
            var placed = node
            placed.id = mintID(rawValue: node.id.rawValue)
            put(placed, at: placed.id.slot)
            return
        }
        unlinkFree(wanted)
        put(node, at: wanted)
    }

    /// Takes `slot` out of the free list if it is there (a minted slot no longer is).
    /// O(free slots): only tests store whole nodes at slots of their choosing.
    private mutating func unlinkFree(_ slot: Int) {
        if freeHead == slot {
            freeHead = record(slot).pointee.nextFree
            record(slot).pointee.nextFree = -1
            return
        }
        var previous = freeHead
        while previous >= 0 {
            let next = record(previous).pointee.nextFree
            if next == slot {
                makeUnique(saving: previous)
                record(previous).pointee.nextFree = record(slot).pointee.nextFree
                record(slot).pointee.nextFree = -1
                return
            }
            previous = next
        }
    }

    // MARK: Single fields
    //
    // Push, pop and the walk after every operation go through these.

    /// Whether `id` is stored here.
    @inline(__always)
    func contains(_ id: ControllerID) -> Bool { slot(of: id) != nil }

    /// The kind of `id`.
    @inline(__always)
    func kind(_ id: ControllerID) -> ControllerKind? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.kind
    }

    /// The parent of `id`.
    @inline(__always)
    func parent(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.parent
    }

    /// The name or label of `id`.
    @inline(__always)
    func name(_ id: ControllerID) -> String? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.name
    }

    /// Whether `id` is in the table and bears `name`, compared where the name lies (``name(_:)``
    /// copies it out, a retain and a release): the check of every name lookup.
    @inline(__always)
    func hasName(_ id: ControllerID, _ name: String) -> Bool {
        guard let slot = slot(of: id) else { return false }
        return record(slot).pointee.name == name
    }

    /// Whether `id` is a navigation controller in the table bearing `name`, in one slot lookup.
    @inline(__always)
    func isNavigationController(_ id: ControllerID, named name: String) -> Bool {
        guard let slot = slot(of: id) else { return false }
        let record = record(slot)
        return record.pointee.kind.isNavigationController && record.pointee.name == name
    }

    /// How many children `id` has.
    @inline(__always)
    func childCount(_ id: ControllerID) -> Int {
        guard let slot = slot(of: id) else { return 0 }
        return record(slot).pointee.children.count
    }

    /// Whether the view of `id` is loaded (`false` for an unknown ID).
    func isViewLoaded(_ id: ControllerID) -> Bool {
        guard let slot = slot(of: id) else { return false }
        return record(slot).pointee.isViewLoaded
    }

    /// The first child of `id`.
    @inline(__always)
    func firstChild(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.children.first
    }

    /// The last child of `id` (the top of a stack).
    @inline(__always)
    package func lastChild(_ id: ControllerID) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.children.last
    }

    /// The child of `id` at `index`, or `nil` when out of range.
    @inline(__always)
    package func child(_ id: ControllerID, at index: Int) -> ControllerID? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.children[checked: index]
    }

    /// Reads part of the per-kind state of `id` in place.
    func readPayload<T>(_ id: ControllerID, _ part: (borrowing ControllerNode.Payload) -> T) -> T? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.payload.read(part)
    }

    /// The children of `id` as an array.
    func children(_ id: ControllerID) -> [ControllerID] {
        guard let slot = slot(of: id) else { return [] }
        return record(slot).pointee.children.array
    }

    /// Reads an optional part of the per-kind state of `id`, `nil` at once when `id` is
    /// missing or keeps the default state (where every such part is `nil`). Walks that run
    /// after every operation ask these of controllers that mostly have no state of their own.
    @inline(__always)
    private func readOptional<T>(_ id: ControllerID, _ part: (borrowing ControllerNode.Payload) -> T?) -> T? {
        guard let slot = slot(of: id), !record(slot).pointee.payload.isDefault else { return nil }
        return record(slot).pointee.payload.read(part)
    }

    /// The controller `id` presents.
    package func presented(_ id: ControllerID) -> ControllerID? { readOptional(id) { $0.presented } }

    /// The controller presenting `id`.
    func presenter(_ id: ControllerID) -> ControllerID? { readOptional(id) { $0.presenter } }

    /// How `id` was presented.
    package func presentationStyle(_ id: ControllerID) -> ModalPresentationStyle? { readOptional(id) { $0.presentationStyle } }

    /// The container hosting `id` as popup content.
    func popupHost(_ id: ControllerID) -> ControllerID? { readOptional(id) { $0.popupHost } }

    /// Whether `id` has screen properties of its own (was ever given any),
    /// checked without copying them.
    @inline(__always)
    func hasScreenProperties(_ id: ControllerID) -> Bool {
        guard let slot = slot(of: id) else { return false }
        return !record(slot).pointee.screen.isUnwritten
    }

    /// Whether `id` has a delegate installed (``ScreenProperties/hasDelegate``), read in place.
    func hasDelegate(_ id: ControllerID) -> Bool {
        guard let slot = slot(of: id) else { return false }
        return record(slot).pointee.screen.hasDelegate
    }

    /// The screen state of `id`.
    func screen(_ id: ControllerID) -> ScreenProperties? {
        guard let slot = slot(of: id) else { return nil }
        return record(slot).pointee.screen
    }

    /// Changes the screen state of `id` in place; does nothing when `id` is missing.
    package mutating func modifyScreen(_ id: ControllerID, _ body: (inout ScreenProperties) -> Void) {
        guard let slot = slot(of: id) else { return }
        makeUnique(saving: slot)
        body(&record(slot).pointee.screen)
    }

    /// The navigation controller state of `id`.
    package func navigation(_ id: ControllerID) -> NavigationState? { readPayload(id) { $0.navigation } }

    /// The tab bar controller state of `id`.
    package func tabs(_ id: ControllerID) -> TabState? { readPayload(id) { $0.tabs } }

    /// The tab bar controller state's `selectedIndex` of `id`, read in place (the tab state
    /// is not copied): `nil` when `id` is not in the table or while the More list shows.
    func selectedIndex(_ id: ControllerID) -> Int? { readPayload(id) { $0.tabs.selectedIndex } ?? nil }

    /// The popup `id` presents as a popup container.
    func popup(_ id: ControllerID) -> PopupState? { readOptional(id) { $0.popup } }

    /// The item of the popup `id` presents, read in place (the popup state is not copied).
    func popupItem(_ id: ControllerID) -> PopupItem? { readOptional(id) { $0.popup?.item } }

    /// Creates a controller with generation `rawValue` and no children, and returns its ID.
    /// `nameHash` is `name`'s ``NameIndex/hash(of:)``, which the caller already has.
    ///
    /// Minting the slot and writing the record share one check that the block is not shared.
    mutating func insert(
        rawValue: Int, kind: ControllerKind, name: String?, nameHash: Int? = nil,
        parent: ControllerID?, screen: ScreenProperties? = nil,
        payload: SharedValue<ControllerNode.Payload> = SharedValue()
    ) -> ControllerID {
        let id = mintID(rawValue: rawValue)
        // A minted slot is in range and holds a free record with default fields.
        let stored = record(id.slot)
        stored.pointee.generation = rawValue
        stored.pointee.kind = kind
        if let name {
            stored.pointee.nameHash = nameHash ?? NameIndex.hash(of: name)
            stored.pointee.name = name
        }
        stored.pointee.parent = parent
        if let screen, !screen.isUnwritten { stored.pointee.screen = screen }
        if !payload.isDefault { stored.pointee.payload = payload }
        count += 1
        slots.kindCounts[kind.ordinal] += 1
        return id
    }

    /// Creates a chain of two new controllers above the stored `content`: `upper` (kind
    /// `upperKind`, generation `rawValue`) under `parent`, holding `lower` (`lowerKind`,
    /// generation `rawValue + 1`), holding `content`. `upper` is not yet among `parent`'s
    /// children.
    ///
    /// Both records are written by ``insert(rawValue:kind:name:nameHash:parent:screen:payload:)``
    /// and the three controllers linked here with no further check that the block is not
    /// shared: through the general setters, each link would check again.
    @inline(__always)
    mutating func insertChain(
        _ upperKind: ControllerKind, _ lowerKind: ControllerKind, above content: ControllerID,
        under parent: ControllerID, rawValue: Int
    ) -> (upper: ControllerID, lower: ControllerID) {
        let upper = insert(rawValue: rawValue, kind: upperKind, name: nil, parent: parent)
        let lower = insert(rawValue: rawValue + 1, kind: lowerKind, name: nil, parent: upper)
        // Both records were just written, so the block is unique and their slots in range.
        // Appending to a new record's empty list writes the list in place; assigning a new
        // one would release the old one's empty array.
        record(upper.slot).pointee.children.append(lower)
        if let slot = slot(of: content) {
            makeUnique(saving: slot)
            record(lower.slot).pointee.children.append(content)
            record(slot).pointee.parent = lower
        }
        return (upper, lower)
    }

    /// Sets the parent of `id`.
    @inline(__always)
    mutating func setParent(_ id: ControllerID, to parent: ControllerID?) {
        guard let slot = slot(of: id) else { return }
        makeUnique(saving: slot)
        record(slot).pointee.parent = parent
    }

    /// Appends `child` to the children of `id`, in place.
    @inline(__always)
    mutating func appendChild(_ child: ControllerID, to id: ControllerID) {
        guard let slot = slot(of: id) else { return }
        writes &+= 1
        if !isKnownUniquelyReferenced(&slots) { makeUniqueSlowly(saving: slot, before: .append) }
        record(slot).pointee.children.append(child)
    }

    /// Removes the last `k` children of `id`, in place.
    @inline(__always)
    mutating func removeLastChildren(_ k: Int, of id: ControllerID) {
        guard let slot = slot(of: id) else { return }
        writes &+= 1
        if !isKnownUniquelyReferenced(&slots) { makeUniqueSlowly(saving: slot, before: .removeLast(k)) }
        record(slot).pointee.children.removeLast(k)
    }

    /// Changes the per-kind state of `id` in place; does nothing when `id` is missing.
    @discardableResult
    mutating func modifyPayload<T>(_ id: ControllerID, _ body: (inout ControllerNode.Payload) -> T) -> T? {
        guard let slot = slot(of: id) else { return nil }
        makeUnique(saving: slot)
        return body(&record(slot).pointee.payload.value)
    }

    /// Replaces the children of `id`.
    mutating func setChildren(_ id: ControllerID, _ children: [ControllerID]) {
        guard let slot = slot(of: id) else { return }
        makeUnique(saving: slot)
        record(slot).pointee.children = ChildList(children)
    }

    // MARK: All nodes

    /// Every stored controller, in slot order.
    package var values: [ControllerNode] { occupiedSlots.map(node(at:)) }

    /// Every stored ID, in slot order.
    var keys: [ControllerID] { occupiedSlots.map { ControllerID(rawValue: record($0).pointee.generation, slot: $0) } }

    /// How many controllers of `kind` are stored, in O(1): the block keeps a count per kind.
    func count(of kind: ControllerKind) -> Int { slots.kindCounts[kind.ordinal] }

    /// The names and labels of the stored controllers, in slot order (creation order for a
    /// table built by operations), read lazily: a search for a close name can stop early.
    var namesInSlotOrder: some Sequence<String> {
        let table = self
        return (0..<slots.count).lazy.compactMap { table.record($0).pointee.name }
    }

    private var occupiedSlots: [Int] { (0..<slots.count).filter { record($0).pointee.generation >= 0 } }
}

extension NodeTable: Sequence {
    package func makeIterator() -> AnyIterator<(key: ControllerID, value: ControllerNode)> {
        var index = 0
        let table = self
        return AnyIterator {
            while index < table.slots.count {
                defer { index += 1 }
                if table.record(index).pointee.generation >= 0 {
                    let node = table.node(at: index)
                    return (node.id, node)
                }
            }
            return nil
        }
    }
}

extension NodeTable {
    /// Whether both share one block (so they are equal), in O(1).
    func isIdentical(to other: NodeTable) -> Bool { slots === other.slots }
}

extension NodeTable: Hashable {
    /// Equal when both hold the same controllers, wherever they are stored.
    package static func == (lhs: NodeTable, rhs: NodeTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.slots === rhs.slots { return true }
        // The common case, one table and a copy of it: the same controllers in the same slots.
        if lhs.slots.count == rhs.slots.count,
            (0..<lhs.slots.count).allSatisfy({ lhs.record($0).pointee.matches(rhs.record($0).pointee) })
        {
            return true
        }
        var byRaw: [Int: ControllerNode] = [:]
        for node in rhs.values { byRaw[node.id.rawValue] = node }
        return lhs.values.allSatisfy { byRaw[$0.id.rawValue] == $0 }
    }

    /// Order-independent, so it agrees with ``==``.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for node in values { sum = sum &+ node.hashValue }
        hasher.combine(sum)
    }
}

extension NodeTable: Encodable {
    /// Encoded as the list of controllers in ID order.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values.sorted { $0.id < $1.id })
    }

    /// A table holding `nodes[i]` in slot `i`, the rest of the block free: how a decoded
    /// window is stored, in O(n). Each node's ID, and every ID it holds, must already carry
    /// its index as the slot; generation numbers must be distinct (the decoder checks both).
    init(placing nodes: [ControllerNode]) {
        self.init()
        var capacity = 8
        while capacity < nodes.count { capacity *= 2 }
        slots = slots.copy(capacity: capacity)
        slots.initializeRecords(upTo: nodes.count)
        for (slot, node) in nodes.enumerated() { put(node, at: slot) }
    }
}

/// One slot of a ``NodeTable``: a controller's fields, or a free slot (a negative
/// generation).
///
/// 112 bytes, laid out so: a million-screen stack is three million records, and its peak is
/// the records of the old and the doubled block (docs/Performance.md, "Memory"). The fields
/// are in the order that leaves no padding: the parent's optional tag, the kind, the loaded
/// flag and the 32-bit name hash share one word, and a free slot keeps its link in the
/// generation.
struct NodeRecord {
    /// The controller's generation number, or, in a free slot, −2 − the next free slot (so
    /// −1 ends the free list, and every free slot is negative).
    var generation = -1
    var name: String?
    var screen = ScreenProperties()
    var payload = SharedValue<ControllerNode.Payload>()
    var parent: ControllerID?
    var kind = ControllerKind.screen
    var isViewLoaded = false
    /// ``nameHash``, which fits in 32 bits (``NameIndex/hash(of:)``).
    private var storedNameHash: Int32 = 0
    var children = ChildList.none

    /// `name`'s ``NameIndex/hash(of:)``, so removing the name never hashes it again.
    var nameHash: Int {
        @inline(__always) get { Int(storedNameHash) }
        set { storedNameHash = Int32(truncatingIfNeeded: newValue) }
    }

    /// The next free slot while this one is free, −1 at the end of the list and in a taken
    /// slot. Setting it makes the slot free.
    var nextFree: Int {
        get { generation < -1 ? -2 - generation : -1 }
        set { generation = -2 - newValue }
    }

    /// Whether both are free, or both hold equal controllers under the same generation.
    func matches(_ other: NodeRecord) -> Bool {
        guard generation >= 0, other.generation >= 0 else { return generation < 0 && other.generation < 0 }
        return generation == other.generation && kind == other.kind && isViewLoaded == other.isViewLoaded
            && parent == other.parent && name == other.name && children == other.children && screen == other.screen
            && payload == other.payload
    }
}

/// The heap block behind a ``NodeTable``: room for `capacity` records, of which the first
/// `count` are initialized (free slots hold empty records), released together when the last
/// table holding it goes.
///
/// The pointers and capacity are constants, so reaching a record needs no run-time
/// exclusivity check (nor does reading `count`, which is only ever assigned). A table grows
/// by initializing the next records in place, and by copying into a larger block when the
/// block is full. Tables only write a block they hold uniquely, and only at slots they
/// checked are below `count`.
final class NodeSlots {
    let capacity: Int
    let records: UnsafeMutablePointer<NodeRecord>
    /// How many taken records hold each kind, indexed by ``ControllerKind/ordinal``: kept in
    /// the block, so it is copied with the records and the table itself stays small.
    let kindCounts: UnsafeMutablePointer<Int>
    /// The block of an empty table, shared by all of them and never written.
    nonisolated(unsafe) static let empty = NodeSlots(capacity: 0)

    private static var kindCount: Int { ControllerKind.allCases.count }

    private init(capacity: Int) {
        self.capacity = capacity
        records = .allocate(capacity: capacity)
        kindCounts = .allocate(capacity: Self.kindCount)
        kindCounts.initialize(repeating: 0, count: Self.kindCount)
    }

    /// How many records are initialized: the slots a table may read.
    private(set) var count = 0
    /// The table's first free slot (``NodeTable/freeHead``): written only by a table holding
    /// the block uniquely, like the records.
    var freeHead = -1

    /// Initializes empty records up to slot `end` (exclusive, at most ``capacity``).
    func initializeRecords(upTo end: Int) {
        let start = count
        guard end > start, end <= capacity else { return }
        (records + start).initialize(repeating: NodeRecord(), count: end - start)
        count = end
    }

    /// A new block with room for `capacity` (at least this one's) records, starting with
    /// copies of this one's initialized records.
    func copy(capacity newCapacity: Int) -> NodeSlots {
        let block = NodeSlots(capacity: Swift.max(newCapacity, capacity))
        block.records.initialize(from: records, count: count)
        block.count = count
        block.freeHead = freeHead
        block.kindCounts.update(from: kindCounts, count: Self.kindCount)
        return block
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
        kindCounts.deallocate()
    }
}
