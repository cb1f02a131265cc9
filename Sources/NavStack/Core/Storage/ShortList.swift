/// A list that holds its first four elements inline and only the rest in an array.
///
/// What one operation changes is short: a visible path three controllers long, the three
/// edges a wrapped push makes, the one member a pop removes (``LifecycleChanges``). Held in
/// arrays, each list is an allocation, and a recorded push+pop pair made eight; held inline,
/// a pair's lists allocate nothing (docs/Performance.md).
///
/// The lists are concrete types (``IDList``, ``EdgeList``) sharing this protocol's code, not one
/// generic struct: a copy of a specialized generic struct with an inline tuple and an array
/// went through the type's value-witness functions (some 200 instructions a copy, and every
/// `for … in` copies its list into the iterator), where a concrete type copies as bytes and
/// one reference. The requirements are the storage; users read the collection.
protocol ShortList: RandomAccessCollection, MutableCollection, Equatable
where Index == Int, Element: Equatable & BitwiseCopyable {
    /// The first four elements; the places past ``count`` hold a placeholder.
    var inline: (Element, Element, Element, Element) { get set }
    /// The elements after the first four; `nil` until there is a fifth, so that an
    /// unspilled list holds no reference and is dropped without a release.
    var spill: [Element]? { get set }
    /// What the inline places past ``count`` hold.
    static var placeholder: Element { get }
    /// How many elements the list holds.
    var storedCount: Int { get set }
    /// An empty list.
    init()
}

extension ShortList {
    init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storedCount }
    var count: Int { storedCount }
    var isEmpty: Bool { storedCount == 0 }

    subscript(position: Int) -> Element {
        get {
            switch position {
            case 0: inline.0
            case 1: inline.1
            case 2: inline.2
            case 3: inline.3
            default: spill?[position - 4] ?? Self.placeholder
            }
        }
        set {
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            default: spill?[position - 4] = newValue
            }
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        switch storedCount {
        case 0: inline.0 = element
        case 1: inline.1 = element
        case 2: inline.2 = element
        case 3: inline.3 = element
        default:
            if spill == nil { spill = [element] } else { spill?.append(element) }
        }
        storedCount += 1
    }

    func makeIterator() -> ShortListIterator<Self> { ShortListIterator(list: self) }

    /// Calls `body` on each element in order, reading the list in place: a `for … in` copies
    /// the list into its iterator (the rules' loops, docs/Performance.md).
    @inline(__always)
    func forEachInPlace(_ body: (Element) throws -> Void) rethrows {
        for index in 0..<storedCount { try body(self[index]) }
    }

    /// Whether an element satisfies `predicate`, by index.
    @inline(__always)
    func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for index in 0..<storedCount where try predicate(self[index]) { return true }
        return false
    }

    /// Whether the list holds `element`, by index (the sequence's version goes through an
    /// iterator).
    func contains(_ element: Element) -> Bool {
        for index in 0..<storedCount where self[index] == element { return true }
        return false
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

/// Iterates a ``ShortList`` by index.
struct ShortListIterator<List: ShortList>: IteratorProtocol {
    let list: List
    var index = 0

    mutating func next() -> List.Element? {
        guard index < list.storedCount else { return nil }
        defer { index += 1 }
        return list[index]
    }
}

/// A short list of controller IDs: a visible path, the views entering or leaving the window.
struct IDList: ShortList, ExpressibleByArrayLiteral {
    typealias Element = ControllerID
    typealias Iterator = ShortListIterator<IDList>
    static let placeholder = ControllerID(rawValue: -1, slot: -1)
    var inline = (placeholder, placeholder, placeholder, placeholder)
    var spill: [ControllerID]?
    var storedCount = 0

    init() {}
    init(arrayLiteral elements: ControllerID...) { self.init(elements) }
}

/// A short list of containment edges: those an operation made or broke.
struct EdgeList: ShortList, ExpressibleByArrayLiteral {
    typealias Element = ContainmentEdge
    typealias Iterator = ShortListIterator<EdgeList>
    static let placeholder = ContainmentEdge(ControllerID(rawValue: -1, slot: -1), ControllerID(rawValue: -1, slot: -1))
    var inline = (placeholder, placeholder, placeholder, placeholder)
    var spill: [ContainmentEdge]?
    var storedCount = 0

    init() {}
    init(arrayLiteral elements: ContainmentEdge...) { self.init(elements) }
}
