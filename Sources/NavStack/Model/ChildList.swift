/// A controller's children as stored in its ``ControllerNode``: no array while there are
/// none or one, an array from two on. Always in this canonical form, so the synthesized
/// `==` agrees with comparing the children as arrays.
///
/// Push, pop and the walks that run after every operation read the last or first child and
/// the count through this type, without materializing an array.
enum ChildList: Hashable, Sendable {
    case none
    case one(ControllerID)
    case many([ControllerID])

    /// The canonical list holding `array`.
    init(_ array: [ControllerID]) {
        switch array.count {
        case 0: self = .none
        case 1: self = .one(array[0])
        default: self = .many(array)
        }
    }

    /// The children as an array.
    var array: [ControllerID] {
        switch self {
        case .none: []
        case let .one(id): [id]
        case let .many(ids): ids
        }
    }

    /// Moves the children out as an array, leaving the list empty, so the array is uniquely
    /// referenced and can grow in place.
    mutating func take() -> [ControllerID] {
        switch self {
        case .none:
            return []
        case let .one(id):
            self = .none
            return [id]
        case let .many(ids):
            self = .none
            return ids
        }
    }

    var count: Int {
        switch self {
        case .none: 0
        case .one: 1
        case let .many(ids): ids.count
        }
    }

    var first: ControllerID? {
        switch self {
        case .none: nil
        case let .one(id): id
        case let .many(ids): ids.first
        }
    }

    var last: ControllerID? {
        switch self {
        case .none: nil
        case let .one(id): id
        case let .many(ids): ids.last
        }
    }

    /// The child at `index`, or `nil` when out of range.
    subscript(checked index: Int) -> ControllerID? {
        switch self {
        case .none: return nil
        case let .one(id): return index == 0 ? id : nil
        case let .many(ids): return ids.indices.contains(index) ? ids[index] : nil
        }
    }

    /// Appends `id`, growing the stored array in place.
    mutating func append(_ id: ControllerID) {
        switch self {
        case .none:
            self = .one(id)
        case let .one(first):
            self = .many([first, id])
        case .many:
            var ids = take()
            ids.append(id)
            self = .many(ids)
        }
    }

    /// Removes the last `k` children (`k` ≤ ``count``).
    mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        var ids = take()
        // removeLast(_:) goes through a generic range replacement, which a profile showed
        // costing more than the single pop most calls are.
        if k == 1, !ids.isEmpty { ids.removeLast() } else { ids.removeLast(min(k, ids.count)) }
        self = ChildList(ids)
    }
}
