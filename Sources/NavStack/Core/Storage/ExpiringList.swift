/// Elements in the order they were added, each under the number it was added with, some with a time
/// they expire at: what the overlays on screen need, so that adding one, finding the next to
/// leave and removing those due cost O(log n) each, however many pile up while the model
/// clock stands still.
///
/// Removed elements leave a hole (`nil`) that is squeezed out once holes are as many as the
/// elements, so a removal is amortized O(log n) and the order never changes. Expiry times sit
/// in a binary min-heap. Two lists are equal when they hold equal elements in the same order,
/// wherever the holes are.
struct ExpiringList<Element: Hashable & Sendable>: Hashable, Sendable {
    /// The elements and holes, in order; the numbers alongside, increasing.
    private var slots: [Element?] = []
    private var numbers: [Int] = []
    /// How many slots hold an element.
    private(set) var count = 0
    /// The number the next element gets.
    private var nextNumber = 0
    /// (time, number) of each element that expires, the earliest first.
    private var expiries: [(time: Int, number: Int)] = []

    init() {}

    /// The elements, in order.
    ///
    /// - Complexity: O(slots).
    var elements: [Element] { slots.compactMap { $0 } }

    /// When the next element expires, if any does.
    var nextExpiry: Int? { expiries.first?.time }

    /// Adds `element`, to expire at `expiry`, and returns the number it is found by.
    @discardableResult
    mutating func append(_ element: Element, expiringAt expiry: Int?) -> Int {
        let number = nextNumber
        nextNumber += 1
        slots.append(element)
        numbers.append(number)
        count += 1
        if let expiry { pushExpiry(expiry, number) }
        return number
    }

    /// The element under `number`.
    func element(numbered number: Int) -> Element? { slot(of: number).flatMap { slots[$0] } }

    /// Changes every element in place, in order; their numbers and expiry times stay.
    ///
    /// - Complexity: O(slots).
    mutating func modifyEach(_ body: (inout Element) -> Void) {
        for slot in slots.indices {
            guard var element = slots[slot] else { continue }
            body(&element)
            slots[slot] = element
        }
    }

    /// Replaces the element under `number` and sets it to expire at `expiry` (once: an element
    /// that already expires keeps its time in the heap).
    mutating func update(numbered number: Int, to element: Element, expiringAt expiry: Int) {
        guard let slot = slot(of: number), slots[slot] != nil else { return }
        slots[slot] = element
        pushExpiry(expiry, number)
    }

    /// Removes every element due by `now` and returns them with their times, earliest first.
    ///
    /// - Complexity: O(k log n) for k removed, amortized.
    mutating func removeExpired(by now: Int) -> [(time: Int, element: Element)] {
        var removed: [(time: Int, element: Element)] = []
        while let first = expiries.first, first.time <= now {
            popExpiry()
            guard let slot = slot(of: first.number), let element = slots[slot] else { continue }
            slots[slot] = nil
            count -= 1
            removed.append((first.time, element))
        }
        if slots.count > 32, slots.count - count > count { compact() }
        return removed
    }

    /// Binary search of the increasing numbers.
    private func slot(of number: Int) -> Int? {
        var low = 0
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count && numbers[low] == number ? low : nil
    }

    private mutating func compact() {
        var keptSlots: [Element?] = []
        var keptNumbers: [Int] = []
        keptSlots.reserveCapacity(count)
        keptNumbers.reserveCapacity(count)
        for (slot, number) in zip(slots, numbers) where slot != nil {
            keptSlots.append(slot)
            keptNumbers.append(number)
        }
        slots = keptSlots
        numbers = keptNumbers
    }

    // MARK: The heap

    private mutating func pushExpiry(_ time: Int, _ number: Int) {
        expiries.append((time, number))
        var child = expiries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(expiries[child], expiries[parent]) else { break }
            expiries.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popExpiry() {
        guard let last = expiries.popLast() else { return }
        guard !expiries.isEmpty else { return }
        expiries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < expiries.count else { return }
            let right = left + 1
            let child = right < expiries.count && Self.precedes(expiries[right], expiries[left]) ? right : left
            guard Self.precedes(expiries[child], expiries[parent]) else { return }
            expiries.swapAt(child, parent)
            parent = child
        }
    }

    /// Earlier time first; at one time, the element added first.
    private static func precedes(_ a: (time: Int, number: Int), _ b: (time: Int, number: Int)) -> Bool {
        a.time != b.time ? a.time < b.time : a.number < b.number
    }

    // MARK: Equality

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elements == rhs.elements
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for case let element? in slots { hasher.combine(element) }
    }
}
