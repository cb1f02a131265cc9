// Unsafe code (`.ci/layering`): handles copy the block's base pointer and record count out
// once for the walks. Safe because every access checks its slot against that count, and a
// handle is used only while its table is neither changed nor released (see below); the
// journal is held `Unmanaged` only for the length of ``NodeTable/update(_:)``.

/// Handles on a ``NodeTable``'s records for the walks that run after every operation.
///
/// A handle is the block's base pointer and count of initialized records, copied out once, as swift-collections'
/// `_HashTable.UnsafeHandle` is: each step of a walk is then a bounds check and a load, where
/// going through the table reloads both from the block for every field. Handles know the
/// records' fields and nothing of what they mean; the rules that walk them (which child is on
/// screen, which views are loaded) live with their prose in the model's own files.
///
/// A handle does not keep the block alive: use one only while the table it came from is
/// neither changed nor released, which is why only ``NodeTable/update(_:)`` hands out the
/// writable one, for the length of one closure.
extension NodeTable {
    /// A read-only handle (``NodeTable/records``).
    struct Records {
        fileprivate let base: UnsafeMutablePointer<NodeRecord>
        fileprivate let count: Int

        /// A handle on the `count` records at `base` (``NodeTable/records``).
        init(base: UnsafeMutablePointer<NodeRecord>, count: Int) {
            self.base = base
            self.count = count
        }

        /// The slot holding `id`: its own for IDs minted by this table (a range check and a
        /// generation comparison), else a search (IDs made by tests and decoding carry none).
        @inline(__always)
        func slot(of id: ControllerID) -> Int? {
            let slot = id.slot
            // One unsigned comparison checks both bounds: a negative slot wraps to a huge one.
            guard UInt(bitPattern: slot) < UInt(bitPattern: count) else {
                return slot < 0 ? searchSlot(of: id) : nil
            }
            return base[slot].generation == id.rawValue ? slot : nil
        }

        /// The slot holding an ID that does not carry one. O(n).
        @inline(never)
        private func searchSlot(of id: ControllerID) -> Int? {
            guard id.rawValue >= 0 else { return nil }
            return (0..<count).first { base[$0].generation == id.rawValue }
        }

        /// The kind of the controller in `slot`.
        @inline(__always)
        func kind(at slot: Int) -> ControllerKind { base[slot].kind }

        /// Whether the view of the controller in `slot` is loaded.
        @inline(__always)
        func isViewLoaded(at slot: Int) -> Bool { base[slot].isViewLoaded }

        /// How many children the controller in `slot` has.
        @inline(__always)
        func childCount(at slot: Int) -> Int { base[slot].children.count }

        /// The first child of the controller in `slot`.
        @inline(__always)
        func firstChild(at slot: Int) -> ControllerID? { base[slot].children.first }

        /// The last child of the controller in `slot`.
        @inline(__always)
        func lastChild(at slot: Int) -> ControllerID? { base[slot].children.last }

        /// The child at `index` of the controller in `slot`, `nil` when out of range.
        @inline(__always)
        func child(at slot: Int, index: Int) -> ControllerID? { base[slot].children[checked: index] }

        /// Reads part of the per-kind state of the controller in `slot` in place.
        @inline(__always)
        func readPayload<T>(at slot: Int, _ part: (borrowing ControllerNode.Payload) -> T) -> T {
            base[slot].payload.read(part)
        }
    }

    /// A writable handle, only lent by ``NodeTable/update(_:)`` once the block is unique.
    struct MutableRecords {
        /// The same records, for reading.
        let records: Records
        /// The open journal, which each write saves the record to first; unretained (the
        /// table lending the handle holds it while the handle lives).
        let journal: Unmanaged<NodeJournal>?

        /// The slot holding `id` (``Records/slot(of:)``).
        @inline(__always)
        func slot(of id: ControllerID) -> Int? { records.slot(of: id) }

        /// Marks the view of the controller in `slot` loaded.
        @inline(__always)
        func setViewLoaded(at slot: Int) {
            if let journal { journal.takeUnretainedValue().save(slot, records.base[slot]) }
            records.base[slot].isViewLoaded = true
        }
    }
}
