// Unsafe code (`.ci/layering`): tests damage records through ``NodeTable/record(_:)``'s
// pointer, for slots they name within the block's records, after making it unique.

/// Ways to break a ``NodeTable`` on purpose, so tests can check that
/// ``NodeTable/storageViolations()`` notices (as swift-collections' `+Testing` files expose
/// their storage). Nothing else calls these.
extension NodeTable {
    /// What a test may break.
    enum Damage {
        /// Points the free list at `slot`.
        case freeHead(Int)
        /// Makes the free slot `slot` link to `next`.
        case nextFree(slot: Int, next: Int)
        /// Stores a different count.
        case count(Int)
        /// Stores a wrong name hash in `slot`.
        case nameHash(slot: Int)
        /// Stores a child list in `slot` whose `first` is not its stored array's first element.
        case childList(slot: Int, ChildList)
    }

    /// The table with `damage` done to it.
    mutating func damageForTesting(_ damage: Damage) {
        makeUnique()
        switch damage {
        case let .freeHead(slot): freeHead = slot
        case let .nextFree(slot, next): record(slot).pointee.nextFree = next
        case let .count(value): count = value
        case let .nameHash(slot): record(slot).pointee.nameHash &+= 1
        case let .childList(slot, list): record(slot).pointee.children = list
        }
    }

    /// The slot of `id`, to aim damage at.
    func slotForTesting(_ id: ControllerID) -> Int? { records.slot(of: id) }
}

extension InlineList {
    /// A list in a form ``InlineList/init(_:)`` never makes: `count`, `first` and `last` as
    /// given over `elements`.
    static func damagedForTesting(count: Int, first: Element?, last: Element?, elements: [Element]) -> InlineList {
        var list = InlineList(elements)
        list.overwriteForTesting(count: count, first: first, last: last)
        return list
    }
}
