// Unsafe code (`.ci/layering`): saving and restoring records reads and writes them through
// ``NodeTable/record(_:)``'s pointer. Safe because the journal only names slots it saved from
// this table, which are among its records (a table never drops records while it is open).

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
/// The table refers to its journal; the block knows nothing of it, so a block shared by
/// copies of a window on several threads is never written by a checkpoint on one of them.
/// While it is open the journal holds the table's block (``pinned``), so the block never
/// looks unique and every write takes ``NodeTable/makeUnique(saving:)``'s slow path, which
/// saves the record and writes in place: the fast path of every write is unchanged, and a
/// rollback costs what was written.
final class NodeJournal {
    /// Records as they were before a write, in the order they were saved; the first
    /// ``forgotten`` are gone (``forget(before:)``), so a mark counts from the journal's start.
    fileprivate var saved: [Save]
    /// How many saves were forgotten from the front.
    fileprivate var forgotten = 0
    /// How many saves the journal holds now.
    var retainedSaves: Int { saved.count }
    /// The longest child list a save holds (each one it holds the next write of that list
    /// copies).
    var longestSavedChildList: Int { saved.map(\.record.children.count).max() ?? 0 }
    /// How many saves the journal has made, the forgotten ones included.
    fileprivate var savedCount: Int { forgotten + saved.count }
    /// The saves since `mark`.
    fileprivate func saves(since mark: Mark) -> ArraySlice<Save> {
        saved[Swift.max(0, mark.saved - forgotten)...]
    }

    init() {
        saved = []
        // A push saves a handful of records: room for them at once.
        saved.reserveCapacity(16)
    }
    /// How many times the block grew while journaling (a grown block's new slots are not
    /// saved: a rollback frees the slots past its mark's count).
    var growths = 0
    /// The block of the table being journaled, held so that it never looks unique.
    var pinned: NodeSlots?

    /// Tables the window replaced whole while the journal was open (`load state`, `load
    /// hierarchy`), each with its names: the first one is the journaled table, to return to
    /// before undoing its writes.
    fileprivate var replaced: [(table: NodeTable, names: NameIndex)] = []
    /// How many replaced tables were forgotten from the front.
    fileprivate var forgottenReplaced = 0

    /// Keeps `table`, which the window is about to replace whole, and its names.
    func keepReplaced(_ table: NodeTable, names: NameIndex) { replaced.append((table.detachedFromJournal(), names)) }

    /// Forgets the saves after the first `count`.
    fileprivate func truncate(to count: Int) { saved.removeSubrange(Swift.max(0, count - forgotten)...) }

    /// Forgets what only rolling back to marks before `mark` needs: the journal then keeps
    /// what the marks from `mark` on roll back, and no more (the REPL keeps its last 1,000
    /// changes this way). Amortized O(what is forgotten).
    func forget(before mark: Mark) {
        let count = mark.saved - forgotten
        guard count > 0, count <= saved.count else { return }
        // Shifting the rest down costs what it keeps: done once the forgotten part is as long.
        guard count * 2 >= saved.count else { return }
        saved.removeFirst(count)
        forgotten = mark.saved
        let tables = mark.replaced - forgottenReplaced
        if tables > 0, tables <= replaced.count {
            replaced.removeFirst(tables)
            forgottenReplaced = mark.replaced
        }
    }

    /// Whether it saves whole records, to roll back to (a checkpoint), or only a record's
    /// identity, parent, kind, name and loaded view (the lifecycle recorder, which never rolls
    /// back): a saved record shares its child list with the live one, so a push after saving
    /// the stack's record would copy the whole list, O(depth).
    fileprivate(set) var savesWholeRecords = true

    /// One save: the record in `slot` as it was before a write, and how to get back the
    /// children that write changed.
    struct Save {
        var slot: Int
        var record: NodeRecord
        var children: ChildrenChange
    }

    /// What a write did to a record's children, as a save keeps it. A push appends to a
    /// stack and a pop removes its top: saving the whole record would keep the stack's child
    /// list, so the write that follows would copy it, O(depth); these keep what undoes them.
    enum ChildrenChange {
        /// The saved record holds the children (any write but these two).
        case whole
        /// Appended to children that were `previousCount` long (the saved record holds none).
        case appended(previousCount: Int)
        /// Removed these from the end (the saved record holds none).
        case removedLast([ControllerID])
    }

    /// The kind of write about to be made to the children of a record.
    enum ChildrenWrite {
        case any, append
        case removeLast(Int)
    }

    /// Saves `record`, the one in `slot`, before `write` writes it. Only a block the journal
    /// holds names it, so once the journal lets go of the block nothing saves to it.
    @inline(__always)
    func save(_ slot: Int, _ record: NodeRecord, before write: ChildrenWrite = .any) {
        guard savesWholeRecords else { return saveIdentity(slot, record) }
        switch write {
        case .any:
            saved.append(Save(slot: slot, record: record, children: .whole))
        case .append:
            var fields = record
            fields.children = .none
            saved.append(Save(slot: slot, record: fields, children: .appended(previousCount: record.children.count)))
        case let .removeLast(k):
            var fields = record
            fields.children = .none
            saved.append(Save(slot: slot, record: fields, children: .removedLast(record.children.last(k))))
        }
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
        saved.append(Save(slot: slot, record: identity, children: .whole))
    }

    /// A point in the journal to roll back to, with the table's counters there. Marks nest:
    /// an inner checkpoint rolls back to its own mark and leaves the earlier entries to the
    /// outer one.
    struct Mark {
        fileprivate let saved: Int
        fileprivate let growths: Int
        /// How many records the block had at the mark: slots past them were free then.
        fileprivate let slotCount: Int
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
        savedCount > mark.saved || growths != mark.growths
            || forgottenReplaced + replaced.count > mark.replaced
    }

    /// The table replaced whole first since `mark`, if one was, with its names; forgets it
    /// and any replaced after it.
    func takeReplaced(since mark: Mark) -> (table: NodeTable, names: NameIndex)? {
        let index = mark.replaced - forgottenReplaced
        guard index >= 0, replaced.count > index else { return nil }
        let first = replaced[index]
        replaced.removeSubrange(index...)
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
            saved: journal.savedCount, growths: journal.growths, slotCount: slots.count, freeHead: freeHead, count: count,
            writes: writes,
            kindCounts: (0..<ControllerKind.allCases.count).map { slots.kindCounts[$0] },
            replaced: journal.forgottenReplaced + journal.replaced.count,
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
        // Writing the saved records back must not save them again. (A table the journal kept
        // when the window was replaced whole no longer names it, but is still pinned by it.)
        closeJournal(journal)
        makeUnique()
        // Each touched slot as it was at the mark: its earliest save since; and for a slot
        // whose children a push or pop changed, every save of it, to undo them in turn.
        let saves = journal.saves(since: mark)
        var original: [Int: NodeRecord] = [:]
        var changedChildren: [Int: [Int]] = [:]
        for save in saves {
            if original[save.slot] == nil { original[save.slot] = save.record }
            if case .whole = save.children {} else { changedChildren[save.slot] = [] }
        }
        if !changedChildren.isEmpty {
            for index in saves.indices where changedChildren[saves[index].slot] != nil { changedChildren[saves[index].slot]?.append(index) }
        }
        let touched = original.keys.sorted()
        for slot in touched {
            let now = record(slot).pointee
            if now.generation >= 0, now.name != nil {
                names.remove(hash: now.nameHash, id: ControllerID(rawValue: now.generation, slot: slot))
            }
        }
        for slot in touched {
            var restored = original[slot] ?? NodeRecord()
            if let indices = changedChildren[slot] {
                // From the children now back to those at the mark, undoing each save's write,
                // the latest first, on a list this table alone holds (so in place).
                var children = ChildList.none
                swap(&children, &record(slot).pointee.children)
                for index in indices.reversed() {
                    switch saves[index].children {
                    case .whole: children = saves[index].record.children
                    case let .appended(previousCount): children.removeLast(children.count - previousCount)
                    case let .removedLast(removed): for id in removed { children.append(id) }
                    }
                }
                restored.children = children
            }
            record(slot).pointee = restored
        }
        journal.truncate(to: mark.saved)
        // The growth since the mark is undone below, as the saves are: an outer mark then
        // sees only what was written before this one.
        journal.growths = mark.growths
        freeHead = mark.freeHead
        // Slots the table grew by since the mark are free again; chain them ahead of the free
        // list, as growing does. (Each mark keeps the count of records at it, so an outer mark
        // frees them again, and a long-lived journal that grew many times frees each growth.)
        if mark.slotCount < slots.count {
            let old = mark.slotCount
            for slot in old..<slots.count {
                // A controller built into a grown slot may never have been saved (a fresh
                // slot is not written through the journal): its name goes with it.
                let now = record(slot).pointee
                if now.generation >= 0, now.name != nil {
                    names.remove(hash: now.nameHash, id: ControllerID(rawValue: now.generation, slot: slot))
                }
                record(slot).pointee = NodeRecord()
            }
            chainFree(old..<slots.count)
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
    /// Whether every record written since `mark` is equal to what it was there, and the
    /// table neither grew nor was replaced whole: the writes changed nothing (setting a
    /// value to what it was, a `set-stack` of the same stack).
    ///
    /// - Complexity: O(writes since the mark), each record compared field by field.
    func recordsUnchanged(since journal: NodeJournal, _ mark: NodeJournal.Mark) -> Bool {
        guard journal.pinned === slots, journal.growths == mark.growths, count == mark.count,
            journal.forgottenReplaced + journal.replaced.count == mark.replaced
        else { return false }
        var compared = Set<Int>()
        for save in journal.saves(since: mark) {
            guard case .whole = save.children else { return false }
            guard compared.insert(save.slot).inserted else { continue }
            guard save.slot < slots.count, save.record.matches(record(save.slot).pointee) else { return false }
        }
        return true
    }

    /// The records the writes since `mark` touched, each as it was at the mark (its earliest
    /// save since; of a recording journal, without children, screen properties and payload).
    /// Slots the block grew by since were free at the mark, whatever is saved of them: a
    /// controller stored in a fresh slot is saved as it was stored when it is next written.
    /// What the lifecycle recorder compares the table with (`Window+LifecycleRecording.swift`).
    ///
    /// - Complexity: O(writes since the mark).
    func recordsAtMark(_ journal: NodeJournal, _ mark: NodeJournal.Mark) -> [(slot: Int, record: NodeRecord)] {
        var original: [(slot: Int, record: NodeRecord)] = []
        let saved = journal.saves(since: mark).lazy.map { (slot: $0.slot, record: $0.record) }
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

    /// How many records the table has made: every slot below is taken or free.
    var slotCount: Int { slots.count }

    /// The records in the slots from `start` to the last one made.
    func records(from start: Int) -> [(slot: Int, record: NodeRecord)] {
        guard start < slots.count else { return [] }
        return (Swift.max(0, start)..<slots.count).map { ($0, record($0).pointee) }
    }

    /// The record in `slot`, a free one past the last one made.
    func recordCopy(_ slot: Int) -> NodeRecord {
        guard slot >= 0, slot < slots.count else { return NodeRecord() }
        return record(slot).pointee
    }
}
