/// The interactive toast stack of Kavsoft's "SwiftUI Toasts | Xcode 16" design (YouTube
/// nQr6d9_yeG0; written up in the blog post "SwiftUI-实现弹出提示框模拟AirPods连接",
/// 2024-11-04): toasts pile up at the bottom, newest in front; a tap expands them into a
/// list above a backdrop; a leftward swipe removes one.
///
/// Items are kept in the order they were added, as the SwiftUI `[Toast]` binding keeps them;
/// a toast's *index* counts from the front: `index = (count − 1) − arrayIndex`, so the newest
/// toast is index 0.
///
///     var stack = ToastStack()
///     for name in ["A", "B", "C"] { stack.add(name) }
///     stack.item(at: 0)?.text                  // "C"
///     ToastStack.collapsedOffsetY(2)           // -30
public struct ToastStack: Hashable, Sendable, Codable {
    /// One toast of the stack (the design's `Toast` model).
    public struct Item: Hashable, Sendable, Codable {
        /// A number unique in the stack (the design uses a UUID string).
        public var id: Int
        /// The text shown next to the icon.
        public var text: String
        /// The horizontal drag offset (`offsetX`); 0 at rest.
        var offsetX: Double = 0
        /// Set just before removal so the leaving toast is drawn on top (`isDeleting`).
        var isDeleting = false
    }

    /// A removed toast still animating off to the leading edge, drawn on top
    /// (`zIndex(isDeleting ? 1000 : 0)`).
    public struct LeavingItem: Hashable, Sendable, Codable {
        /// The toast, with `isDeleting` set.
        public var item: Item
        /// Its frame when it was let go.
        public var frame: Rect
        /// When the removal animation ends, in model milliseconds.
        var until: Int
    }

    /// The toasts, oldest first (the order they were added).
    public internal(set) var items: [Item] = []
    /// Whether the stack is expanded into a list.
    public internal(set) var isExpanded = false
    /// Toasts animating out.
    public internal(set) var leaving: [LeavingItem] = []
    var nextID = 0

    /// An empty, collapsed stack.
    public init() {}

    /// How many toasts the stack holds.
    public var count: Int { items.count }

    /// The array position of the toast at `index` (0 = front), or `nil` when out of range.
    func arrayIndex(of index: Int) -> Int? {
        let position = count - 1 - index
        return index >= 0 && items.indices.contains(position) ? position : nil
    }

    /// The toast at `index` (0 = front).
    public func item(at index: Int) -> Item? {
        arrayIndex(of: index).map { items[$0] }
    }

    /// The vertical offset of the toast at `index`: collapsed `offsetY(index)`, expanded 0.
    package func offsetY(at index: Int) -> Double { isExpanded ? 0 : Self.collapsedOffsetY(index) }

    /// The scale of the toast at `index`: collapsed `scale(index)`, expanded 1.
    package func scale(at index: Int) -> Double { isExpanded ? 1 : Self.collapsedScale(index) }

    // MARK: Changes

    /// Appends a toast; it becomes index 0.
    mutating func add(_ text: String) {
        items.append(Item(id: nextID, text: text))
        nextID += 1
    }

    /// `.onTapGesture { isExpanded.toggle() }` on the layout.
    mutating func toggle() { isExpanded.toggle() }

    /// Collapses (the backdrop's tap; the stack becoming empty).
    mutating func collapse() { isExpanded = false }

    /// Removes the toast at `index`, keeping it in ``leaving`` until `until`, and collapses
    /// when the stack becomes empty (`onChange(of: toasts.isEmpty)`).
    mutating func remove(at index: Int, frame: Rect, until: Int) {
        guard let position = arrayIndex(of: index) else { return }
        var item = items.remove(at: position)
        item.isDeleting = true
        leaving.append(LeavingItem(item: item, frame: frame, until: until))
        if items.isEmpty { collapse() }
    }

    /// Removes every toast at once (no leaving animation) and collapses.
    mutating func removeAll() {
        items.removeAll()
        collapse()
    }
}

// MARK: Formulas

extension ToastStack {
    /// Collapsed vertical offset: `−min(index × 15, 30)` (Kavsoft `offsetY(_:)`).
    static func collapsedOffsetY(_ index: Int) -> Double {
        -min(Double(index) * ToastStackMetrics.offsetStep, ToastStackMetrics.maximumOffset)
    }

    /// Collapsed scale, anchored at the bottom: `1 − min(index × 0.1, 1)`, so 0 from index 10
    /// on (Kavsoft `scale(_:)`).
    static func collapsedScale(_ index: Int) -> Double {
        1 - min(Double(index) * ToastStackMetrics.scaleStep, 1)
    }

    /// The offset while dragging: leftward only, `translation < 0 ? translation : 0`
    /// (Kavsoft `onChanged`).
    static func dragOffset(translation: Double) -> Double {
        translation < 0 ? translation : 0
    }

    /// The released position the design tests: `velocity / 2 + translation` (`onEnded`).
    static func projectedTranslation(translation: Double, velocity: Double) -> Double {
        velocity / 2 + translation
    }

    /// Whether a released drag removes the toast: `−(velocity / 2 + translation) > 200`
    /// (Kavsoft `onEnded`); otherwise the toast springs back to offset 0.
    static func removesOnRelease(translation: Double, velocity: Double) -> Bool {
        -projectedTranslation(translation: translation, velocity: velocity) > ToastStackMetrics.removalThreshold
    }
}
