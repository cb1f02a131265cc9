/// Undoing a window's writes in O(writes) rather than keeping a copy of it.
///
/// Keeping a copy of a window to return to costs nothing until the window is written, and
/// then the whole block of records is copied: O(n) for an operation that changed a few
/// controllers. A journal instead saves each record just before it is written (the writes
/// all start at ``NodeTable/makeUnique(saving:)`` or save explicitly) and remembers the
/// table's counters; rolling back writes the saved records back, latest first, so each slot
/// ends as it was, and refiles the names of the slots it restored (the name index holds
/// exactly the names of the records, so it needs no log of its own).
///
/// While it is open the journal holds the table's block (``pinned``), so the block never
/// looks unique and every write takes ``NodeTable/makeUnique(saving:)``'s slow path, which
/// saves the record and writes in place: the fast path of every write is unchanged, and a
/// rollback costs what was written.
final class NodeJournal {
    /// Records as they were before a write, in the order they were saved.
    fileprivate var saved: [(slot: Int, record: NodeRecord)]

    init() {
        saved = []
        // A push saves a handful of records: room for them at once.
        saved.reserveCapacity(16)
    }
    /// The block's capacity before it first grew while journaling, if it did.
    var capacityBeforeGrowth: Int?
    /// The block of the table being journaled, held so that it never looks unique.
    var pinned: NodeSlots?

    deinit { pinned?.journal = nil }

    /// Tables the window replaced whole while the journal was open (`load state`, `load
    /// hierarchy`), each with its names: the first one is the journaled table, to return to
    /// before undoing its writes.
    fileprivate var replaced: [(table: NodeTable, names: NameIndex)] = []

    /// Keeps `table`, which the window is about to replace whole, and its names.
    func keepReplaced(_ table: NodeTable, names: NameIndex) { replaced.append((table, names)) }

    /// Forgets the saves after the first `count`.
    fileprivate func truncate(to count: Int) { saved.removeSubrange(count...) }

    /// Whether it saves whole records, to roll back to (a checkpoint), or only a record's
    /// identity, parent, kind, name and loaded view (the lifecycle recorder, which never rolls
    /// back): a saved record shares its child list with the live one, so a push after saving
    /// the stack's record would copy the whole list, O(depth).
    fileprivate(set) var savesWholeRecords = true

    /// Saves `record`, the one in `slot`, before it is written. Only a block the journal
    /// holds names it, so once the journal lets go of the block nothing saves to it.
    @inline(__always)
    func save(_ slot: Int, _ record: NodeRecord) {
        guard savesWholeRecords else { return saveIdentity(slot, record) }
        saved.append((slot, record))
    }

    /// ``save(_:_:)`` for the lifecycle recorder: the record without its children, screen
    /// properties and payload.
    private func saveIdentity(_ slot: Int, _ record: NodeRecord) {
        var identity = NodeRecord()
        identity.generation = record.generation
        identity.kind = record.kind
        identity.isViewLoaded = record.isViewLoaded
        identity.parent = record.parent
        identity.name = record.name
        saved.append((slot, identity))
    }

    /// A point in the journal to roll back to, with the table's counters there. Marks nest:
    /// an inner checkpoint rolls back to its own mark and leaves the earlier entries to the
    /// outer one.
    struct Mark {
        fileprivate let saved: Int
        fileprivate let capacityBeforeGrowth: Int?
        fileprivate let freeHead: Int
        fileprivate let count: Int
        fileprivate let writes: UInt64
        fileprivate let kindCounts: [Int]
        fileprivate let replaced: Int
        /// Whether this mark began the journal (ending it stops journaling).
        let isOutermost: Bool
    }

    /// Whether anything was written since `mark`.
    func hasEntries(since mark: Mark) -> Bool {
        saved.count > mark.saved || capacityBeforeGrowth != mark.capacityBeforeGrowth || replaced.count > mark.replaced
    }

    /// The table replaced whole first since `mark`, if one was, with its names; forgets it
    /// and any replaced after it.
    func takeReplaced(since mark: Mark) -> (table: NodeTable, names: NameIndex)? {
        guard replaced.count > mark.replaced else { return nil }
        let first = replaced[mark.replaced]
        replaced.removeSubrange(mark.replaced...)
        return first
    }
}

extension NodeTable {
    /// Starts saving every write (or, while a journal is open, marks its current end) and
    /// returns the journal and the mark ``rollBack(_:to:)`` returns to.
    ///
    /// A journal begun `forRecordingOnly` saves each record's identity alone (``NodeJournal/save(_:_:)``)
    /// and cannot be rolled back; one begun inside another takes the outer one's kind.
    mutating func beginJournal(forRecordingOnly: Bool = false) -> (NodeJournal, NodeJournal.Mark) {
        let open = self.journal
        let journal = open ?? NodeJournal()
        if open == nil { journal.savesWholeRecords = !forRecordingOnly }
        let mark = NodeJournal.Mark(
            saved: journal.saved.count, capacityBeforeGrowth: journal.capacityBeforeGrowth, freeHead: freeHead, count: count,
            writes: writes,
            kindCounts: (0..<ControllerKind.allCases.count).map { slots.kindCounts[$0] }, replaced: journal.replaced.count,
            isOutermost: open == nil)
        setJournal(journal)
        return (journal, mark)
    }

    /// Keeps the writes since `mark`; the outermost mark stops journaling.
    mutating func endJournal(at mark: NodeJournal.Mark) {
        if mark.isOutermost { setJournal(nil) }
    }

    /// Undoes every write since `mark`, and refiles in `names` the names of the slots it
    /// restores: the table then holds the same controllers in the same slots, with the same
    /// counters and names. The outermost mark stops journaling.
    ///
    /// - Complexity: O(writes since the mark), plus the slots the block grew by.
    mutating func rollBack(_ journal: NodeJournal, to mark: NodeJournal.Mark, names: inout NameIndex) {
        defer { setJournal(mark.isOutermost ? nil : journal) }
        guard journal.hasEntries(since: mark) else { return }
        // Writing the saved records back must not save them again.
        setJournal(nil)
        makeUnique()
        // Each touched slot as it was at the mark: its earliest save since.
        var original: [Int: NodeRecord] = [:]
        for (slot, saved) in journal.saved[mark.saved...] where original[slot] == nil { original[slot] = saved }
        let touched = original.keys.sorted()
        for slot in touched {
            let now = record(slot).pointee
            if now.generation >= 0, now.name != nil {
                names.remove(hash: now.nameHash, id: ControllerID(rawValue: now.generation, slot: slot))
            }
        }
        for slot in touched { record(slot).pointee = original[slot] ?? NodeRecord() }
        journal.truncate(to: mark.saved)
        freeHead = mark.freeHead
        // Slots the block grew by since the mark are free again; chain them ahead of the free
        // list, as growing does. (The journal keeps the capacity it grew from, so an outer
        // mark chains them again.)
        if mark.capacityBeforeGrowth == nil, let old = journal.capacityBeforeGrowth, old < slots.capacity {
            for slot in old..<slots.capacity {
                // A controller built into a grown slot may never have been saved (a fresh
                // slot is not written through the journal): its name goes with it.
                let now = record(slot).pointee
                if now.generation >= 0, now.name != nil {
                    names.remove(hash: now.nameHash, id: ControllerID(rawValue: now.generation, slot: slot))
                }
                record(slot).pointee = NodeRecord()
                record(slot).pointee.nextFree = slot + 1 < slots.capacity ? slot + 1 : freeHead
            }
            freeHead = old
        }
        for slot in touched {
            let restored = record(slot).pointee
            if restored.generation >= 0, restored.name != nil {
                names.insert(hash: restored.nameHash, id: ControllerID(rawValue: restored.generation, slot: slot))
            }
        }
        count = mark.count
        for (ordinal, value) in mark.kindCounts.enumerated() { slots.kindCounts[ordinal] = value }
        restoreWrites(mark.writes)
    }
}

extension NodeTable {
    /// The records the writes since `mark` touched, each as it was at the mark (its earliest
    /// save since; of a recording journal, without children, screen properties and payload).
    /// Slots the block grew by since were free at the mark, whatever is saved of them: a
    /// controller stored in a fresh slot is saved as it was stored when it is next written.
    /// What the lifecycle recorder compares the table with (`Window+LifecycleRecording.swift`).
    ///
    /// - Complexity: O(writes since the mark).
    func recordsAtMark(_ journal: NodeJournal, _ mark: NodeJournal.Mark) -> [(slot: Int, record: NodeRecord)] {
        var original: [(slot: Int, record: NodeRecord)] = []
        let saved = journal.saved[mark.saved...]
        // A push saves a handful: searched in place. A large operation's are sifted through a
        // set, so the cost stays linear.
        if saved.count <= 32 {
            for (slot, record) in saved where !original.contains(where: { $0.slot == slot }) { original.append((slot, record)) }
            return original
        }
        var seen = Set<Int>()
        for (slot, record) in saved where seen.insert(slot).inserted { original.append((slot, record)) }
        return original
    }

    /// How many records the block holds.
    var slotCapacity: Int { slots.capacity }

    /// The records in the slots from `start` to the end of the block.
    func records(from start: Int) -> [(slot: Int, record: NodeRecord)] {
        guard start < slots.capacity else { return [] }
        return (Swift.max(0, start)..<slots.capacity).map { ($0, record($0).pointee) }
    }

    /// The record in `slot`, a free one past the end of the block.
    func recordCopy(_ slot: Int) -> NodeRecord {
        guard slot >= 0, slot < slots.capacity else { return NodeRecord() }
        return record(slot).pointee
    }
}
