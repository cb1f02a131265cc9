/// The overlays' clock. Model time moves only when asked (navtree's `wait`), so auto-dismissal
/// and animations are deterministic; it counts whole milliseconds so that sums of durations
/// like 0.1 s compare exactly.
///
///     var clock = ModelClock()
///     clock.now                               // 0
///     ModelClock.milliseconds(fromSeconds: 2.25)  // 2250
public struct ModelClock: Hashable, Sendable, Codable {
    /// Milliseconds since the window was created.
    public internal(set) var now: Int = 0

    /// A clock at time zero.
    public init() {}

    /// The current time in seconds.
    public var seconds: Double { Double(now) / 1000 }

    /// The longest span one call accepts, in seconds: a bound (about 11.6 days) that keeps every
    /// sum of times far from overflowing.
    package static let maximumSeconds: Double = 1_000_000

    /// `seconds` rounded to whole milliseconds, or `nil` when it is not a finite number from
    /// 0 to ``maximumSeconds``.
    package static func milliseconds(fromSeconds seconds: Double) -> Int? {
        guard seconds.isFinite, seconds >= 0, seconds <= maximumSeconds else { return nil }
        return Int((seconds * 1000).rounded())
    }

    /// `milliseconds` as seconds, the way navtree prints numbers (`2.25`, `2`).
    package static func format(milliseconds: Int) -> String {
        Rect.format(Double(milliseconds) / 1000)
    }
}
