/// A list that holds its first four elements inline and only the rest in an array.
///
/// What one operation changes is short: a visible path three controllers long, the three
/// edges a wrapped push makes, the one member a pop removes (``LifecycleChanges``). Held in
/// arrays, each list is an allocation, and a recorded push+pop pair made eight; held here, a
/// pair's lists allocate nothing (docs/Performance.md).
struct ShortList<Element: Equatable>: RandomAccessCollection, MutableCollection, Equatable, ExpressibleByArrayLiteral {
    /// The first four elements, once there is one (the unused places repeat the first).
    private var inline: (Element, Element, Element, Element)?
    /// The elements after the first four.
    private var spill: [Element] = []
    /// How many elements the list holds.
    private(set) var count = 0

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    init(arrayLiteral elements: Element...) { self.init(elements) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        get {
            guard let inline, position < 4 else { return spill[position - 4] }
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            guard inline != nil, position < 4 else {
                spill[position - 4] = newValue
                return
            }
            switch position {
            case 0: inline?.0 = newValue
            case 1: inline?.1 = newValue
            case 2: inline?.2 = newValue
            default: inline?.3 = newValue
            }
        }
    }

    mutating func append(_ element: Element) {
        switch count {
        case 0: inline = (element, element, element, element)
        case 1: inline?.1 = element
        case 2: inline?.2 = element
        case 3: inline?.3 = element
        default: spill.append(element)
        }
        count += 1
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}
