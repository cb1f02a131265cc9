/// A short list that keeps its count, first and last element inline and an array only from
/// two elements on. Always in this canonical form (the array empty below two elements), so
/// the synthesized `==` agrees with comparing the elements as arrays.
///
/// A controller's children (``ChildList``) are kept so: push, pop and the walks that run
/// after every operation read the last or first child and the count as plain fields,
/// without retaining an array, and wrapping a screen allocates none.
struct InlineList<Element: Hashable & Sendable>: Hashable, Sendable {
    /// How many elements the list holds.
    private(set) var count = 0
    /// The first element.
    private(set) var first: Element?
    /// The last element (the top of a stack).
    private(set) var last: Element?
    /// Every element once there are two or more; empty before.
    private var elements: [Element] = []
    /// ``elements`` as stored, for the storage's invariant check.
    var storedElements: [Element] { elements }

    /// Overwrites the inline fields (``damagedForTesting(count:first:last:elements:)``).
    mutating func overwriteForTesting(count: Int, first: Element?, last: Element?) {
        self.count = count
        self.first = first
        self.last = last
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
        count = array.count
        first = array.first
        last = array.last
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
            first = element
        case 1:
            if let first { elements = [first, element] }
        default:
            elements.append(element)
        }
        last = element
        count += 1
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
            elements = []
            last = first
        default:
            // removeLast(_:) goes through a generic range replacement, which costs more than
            // the single pop most calls are.
            if k == 1 { elements.removeLast() } else { elements.removeLast(k) }
            last = elements.last
        }
        count = remaining
    }
}

extension InlineList {
    /// Empties the list, releasing the array only when there is one (assigning an empty list
    /// would release a one-element list's empty array too).
    @inline(__always)
    mutating func removeAll() {
        if count > 1 { elements = [] }
        count = 0
        first = nil
        last = nil
    }
}

/// A controller's children as stored in its ``ControllerNode`` and ``NodeTable``.
typealias ChildList = InlineList<ControllerID>
