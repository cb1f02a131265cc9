/// A short list that keeps its count, first and last element inline and its elements in an
/// array only from two elements on. Always in this canonical form (the array empty below two
/// elements), so the synthesized `==` agrees with comparing the elements as arrays. A list
/// that went down to one element keeps a short array's storage, empty, for the next append
/// (``removeLast(_:)``); emptying the list frees it.
///
/// A controller's children (``ChildList``) are kept so: push, pop and the walks that run
/// after every operation read the last or first child and the count as plain fields,
/// without retaining an array, and wrapping a screen allocates none.
///
/// The fields are laid out to fill 48 bytes for `ControllerID` elements, so a record of the
/// node table stays at 112 (docs/Performance.md, "Memory"): the array, then the first and
/// last elements as one optional pair (one tag byte for both, where two optionals take one
/// each and pad to 64), then the count in 32 bits, in the pair's padding. A list of more
/// than 2³¹ − 1 elements would need 32 GB of array and is out of reach.
struct InlineList<Element: Hashable & Sendable>: Hashable, Sendable {
    /// Every element once there are two or more; empty before.
    private var elements: [Element] = []
    /// The first and last elements, `nil` exactly when the list is empty.
    private var ends: Ends?
    /// ``count``, stored in 32 bits.
    private var storedCount: Int32 = 0
    /// The largest array a list keeps, emptied, when it goes down to one element.
    private static var keptCapacity: Int { 16 }

    /// The first and last elements of a list that has any.
    private struct Ends: Hashable, Sendable {
        var first: Element
        var last: Element
    }

    /// How many elements the list holds.
    var count: Int {
        @inline(__always) get { Int(truncatingIfNeeded: storedCount) }
    }
    /// The first element.
    var first: Element? {
        @inline(__always) get { ends?.first }
    }
    /// The last element (the top of a stack).
    var last: Element? {
        @inline(__always) get { ends?.last }
    }
    /// ``elements`` as stored, for the storage's invariant check.
    var storedElements: [Element] { elements }

    /// Overwrites the inline fields (``damagedForTesting(count:first:last:elements:)``); the
    /// first and last are kept only when both are given.
    mutating func overwriteForTesting(count: Int, first: Element?, last: Element?) {
        storedCount = Int32(truncatingIfNeeded: count)
        ends = first.flatMap { first in last.map { Ends(first: first, last: $0) } }
    }

    /// An empty list.
    static var none: InlineList { InlineList() }

    /// The list holding just `element`.
    static func one(_ element: Element) -> InlineList {
        var list = InlineList()
        list.append(element)
        return list
    }

    private init() {}

    /// The canonical list holding `array`.
    init(_ array: [Element]) {
        storedCount = Int32(truncatingIfNeeded: array.count)
        if let first = array.first, let last = array.last { ends = Ends(first: first, last: last) }
        if array.count > 1 { elements = array }
    }

    /// The elements as an array.
    var array: [Element] {
        switch count {
        case 0: []
        case 1: first.map { [$0] } ?? []
        default: elements
        }
    }

    /// Moves the elements out as an array, leaving the list empty, so the array is uniquely
    /// referenced and can grow in place.
    mutating func take() -> [Element] {
        let taken = count > 1 ? elements : array
        self = InlineList()
        return taken
    }

    /// The last `k` elements (all of them when `k` ≥ ``count``), in order: O(k).
    func last(_ k: Int) -> [Element] {
        guard k > 0 else { return [] }
        if count <= 1 { return array }
        return Array(elements[Swift.max(0, count - k)...])
    }

    /// The element at `index`, or `nil` when out of range.
    @inline(__always)
    subscript(checked index: Int) -> Element? {
        guard index >= 0, index < count else { return nil }
        return count == 1 ? first : elements[index]
    }

    /// Appends `element`, growing the stored array in place.
    @inline(__always)
    mutating func append(_ element: Element) {
        switch count {
        case 0:
            ends = Ends(first: element, last: element)
        case 1:
            // The array a list kept when it went down to one element (``removeLast(_:)``)
            // takes the two again without allocating.
            if let first {
                if elements.capacity >= 2 {
                    elements.append(first)
                    elements.append(element)
                } else {
                    elements = [first, element]
                }
            }
            ends?.last = element
        default:
            elements.append(element)
            ends?.last = element
        }
        storedCount += 1
    }

    /// Removes the last `k` elements (all of them when `k` ≥ ``count``).
    @inline(__always)
    mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        let remaining = Swift.max(0, count - k)
        switch remaining {
        case 0:
            removeAll()
            return
        case 1:
            // A short array is kept, empty, for the next push: a stack going between its root
            // and one screen pushed (most often) would otherwise allocate and free it each
            // time. A long one is freed.
            if elements.capacity <= InlineList.keptCapacity {
                elements.removeAll(keepingCapacity: true)
            } else {
                elements = []
            }
            if let first { ends?.last = first }
        default:
            // removeLast(_:) goes through a generic range replacement, which costs more than
            // the single pop most calls are.
            if k == 1 { elements.removeLast() } else { elements.removeLast(k) }
            if let last = elements.last { ends?.last = last }
        }
        storedCount = Int32(truncatingIfNeeded: remaining)
    }
}

extension InlineList {
    /// Empties the list, releasing the array only when there is one, kept or in use
    /// (assigning an empty list would release a one-element list's empty array too).
    @inline(__always)
    mutating func removeAll() {
        if elements.capacity > 0 { elements = [] }
        storedCount = 0
        ends = nil
    }
}

/// A controller's children as stored in its ``ControllerNode`` and ``NodeTable``.
typealias ChildList = InlineList<ControllerID>
