// Unsafe code (`.ci/layering`): the checks read records through ``NodeTable/record(_:)``'s
// pointer, only for slots below the block's count of records, and write nothing.

/// The storage's own rules, checked without trapping: what ``NodeTable``'s fast paths rely on
/// and never check as they run. ``Window/invariantViolations()`` includes them.
extension NodeTable {
    /// Every broken storage invariant, as a sentence; empty when the table is sound.
    ///
    /// Checked:
    /// - the free list starts at a free slot, visits only free slots, each once, and reaches
    ///   every free slot (a taken slot is on no list: its generation holds no link);
    /// - ``count`` is the number of taken slots, and no generation is taken twice;
    /// - a free slot keeps nothing: no name, children, screen properties or payload;
    /// - a taken slot keeps its name's hash (``NameIndex/hash(of:)``);
    /// - every child list is in ``InlineList``'s canonical form.
    ///
    /// - Complexity: O(records + children).
    func storageViolations() -> [String] {
        var problems: [String] = []
        let slotCount = slots.count
        var taken = 0
        var free = 0
        var generations = Set<Int>()
        var kinds: [ControllerKind: Int] = [:]
        for slot in 0..<slotCount {
            let stored = record(slot).pointee
            if stored.generation < 0 {
                free += 1
                if stored.name != nil || stored.children.count != 0 || !stored.screen.isUnwritten || !stored.payload.isDefault {
                    problems.append("free slot \(slot) still holds a controller's fields")
                }
                continue
            }
            taken += 1
            kinds[stored.kind, default: 0] += 1
            if !generations.insert(stored.generation).inserted {
                problems.append("generation #\(stored.generation) is stored in two slots")
            }
            if let name = stored.name, stored.nameHash != NameIndex.hash(of: name) {
                problems.append("slot \(slot) keeps a hash that is not its name's")
            }
            if let problem = stored.children.canonicalFormViolation {
                problems.append("the children of #\(stored.generation) (slot \(slot)) \(problem)")
            }
        }
        if taken != count { problems.append("the table counts \(count) controllers but holds \(taken)") }
        for kind in ControllerKind.allCases where count(of: kind) != kinds[kind, default: 0] {
            problems.append("the table counts \(count(of: kind)) \(kind.rawValue) controllers but holds \(kinds[kind, default: 0])")
        }
        var listed = 0
        var seen = Set<Int>()
        var next = freeHead
        // The list is followed at most `slotCount` steps, so a cycle ends the walk.
        while next >= 0, listed <= slotCount {
            guard next < slotCount else {
                problems.append("the free list leads to slot \(next), beyond the table's \(slotCount)")
                break
            }
            guard seen.insert(next).inserted else {
                problems.append("the free list visits slot \(next) twice")
                break
            }
            if record(next).pointee.generation >= 0 { problems.append("the free list holds taken slot \(next)") }
            listed += 1
            next = record(next).pointee.nextFree
        }
        if listed != free { problems.append("the free list holds \(listed) of the table's \(free) free slots") }
        return problems
    }
}

extension InlineList {
    /// Why this list is not in its canonical form (the array empty below two elements, else
    /// holding every element, with the count, first and last stored alongside agreeing);
    /// `nil` when it is.
    var canonicalFormViolation: String? {
        switch count {
        case 0:
            if first != nil || last != nil || !storedElements.isEmpty { return "are empty but keep an element" }
        case 1:
            if first == nil || first != last || !storedElements.isEmpty { return "hold one element out of canonical form" }
        default:
            if storedElements.count != count { return "count \(count) but store \(storedElements.count)" }
            if first != storedElements.first || last != storedElements.last {
                return "keep a first or last that differs from the stored list"
            }
        }
        return nil
    }
}
