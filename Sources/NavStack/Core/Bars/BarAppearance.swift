/// One `UIBarAppearance` object (`UINavigationBarAppearance`, `UITabBarAppearance`,
/// `UIToolbarAppearance`) as an app configures it: the background chosen by a `configureWith…`
/// call, and the colours set on top of it.
///
/// A new object "contains default values" (Apple doc `UIBarAppearance/init()`), so a slot that
/// only gets a colour is ``Background-swift.enum/default`` plus that colour.
public struct BarAppearance: Hashable, Sendable, Codable {
    /// The background a `configureWith…` call gives (`UIBarAppearance.h`: "Reset background and
    /// shadow properties to their defaults", "…to display theme-appropriate opaque colors",
    /// "…to be transparent").
    public enum Background: String, Hashable, Sendable, Codable, CaseIterable {
        /// `configureWithDefaultBackground()`: the system blur, the default hairline.
        case `default`
        /// `configureWithOpaqueBackground()`: a theme-appropriate opaque colour, no blur; the
        /// hairline stays (apps clear `shadowColor` to remove it).
        case opaque
        /// `configureWithTransparentBackground()`: "a transparent background and no shadow"
        /// (Apple doc `UIBarAppearance/configureWithTransparentBackground()`).
        case transparent
    }

    /// The configured background.
    public var background: Background
    /// `backgroundColor`, layered "on top of any blur effects" (Apple doc
    /// `UIBarAppearance/backgroundColor`): it colours the bar without changing ``background``.
    public var backgroundColor: Color?
    /// Whether the hairline shows: `shadowColor` `nil` or clear means none (Apple doc
    /// `UIBarAppearance/shadowColor`).
    public var showsShadow: Bool
    /// `shadowColor` when one was set; `nil` with ``showsShadow`` is the default hairline.
    public var shadowColor: Color?
    /// The foreground colour of `titleTextAttributes` (navigation bars).
    public var titleColor: Color?

    /// An object after `configureWith…`: `background` with its own shadow and no colour.
    public init(_ background: Background = .default) {
        self.background = background
        showsShadow = background != .transparent
    }

    /// The object after another `configureWith…` call: the background and shadow are reset,
    /// the title attributes are kept (the header: "Reset background and shadow properties").
    public func configured(_ background: Background) -> BarAppearance {
        var result = BarAppearance(background)
        result.titleColor = titleColor
        return result
    }

    /// The object as UIKit shows it at a scroll edge with no scroll-edge object of its own:
    /// "the settings found in the standardAppearance property, modified to use a transparent
    /// background" (Apple doc `UINavigationBar/scrollEdgeAppearance`): no background, no
    /// colour, no hairline, the title attributes kept.
    var madeTransparent: BarAppearance { configured(.transparent) }
}

/// The four optional appearance slots of a navigation bar, a navigation item or a toolbar
/// (`standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`,
/// `compactScrollEdgeAppearance`); a tab bar uses the first two.
///
/// An unset slot is `nil`. The slots are kept behind one pointer (`SharedValue`): almost
/// every bar and item leaves them all unset, and then they cost no buffer and compare at once.
public struct BarAppearanceSlots: Hashable, Sendable {
    /// One slot.
    public enum Slot: String, Hashable, Sendable, CaseIterable, Codable {
        case standard, scrollEdge, compact, compactScrollEdge
    }

    struct Storage: SharedDefault, Codable {
        var standard: BarAppearance?
        var scrollEdge: BarAppearance?
        var compact: BarAppearance?
        var compactScrollEdge: BarAppearance?

        static let sharedDefault = Storage()

        subscript(slot: Slot) -> BarAppearance? {
            get {
                switch slot {
                case .standard: standard
                case .scrollEdge: scrollEdge
                case .compact: compact
                case .compactScrollEdge: compactScrollEdge
                }
            }
            set {
                switch slot {
                case .standard: standard = newValue
                case .scrollEdge: scrollEdge = newValue
                case .compact: compact = newValue
                case .compactScrollEdge: compactScrollEdge = newValue
                }
            }
        }
    }

    private var storage = SharedValue<Storage>()

    /// No slot set.
    public init() {}

    /// The object in `slot`, `nil` when unset.
    public subscript(slot: Slot) -> BarAppearance? {
        get { storage.read { $0[slot] } }
        set {
            // Clearing an unset slot writes nothing, so untouched slots keep no buffer.
            guard newValue != nil || !storage.isDefault else { return }
            storage.value[slot] = newValue
        }
    }

    /// Whether no slot is set.
    public var isEmpty: Bool {
        storage.isDefault || Slot.allCases.allSatisfy { self[$0] == nil }
    }

    /// These slots with every slot `overrides` sets replaced by its object (an assignment
    /// replaces the object whole: the properties are `@NSCopying`, Apple doc
    /// `UINavigationBar/standardAppearance`).
    func overlaid(with overrides: BarAppearanceSlots) -> BarAppearanceSlots {
        guard !overrides.isEmpty else { return self }
        guard !isEmpty else { return overrides }
        var result = self
        for slot in Slot.allCases { if let object = overrides[slot] { result[slot] = object } }
        return result
    }
}

extension BarAppearanceSlots: Codable {
    /// Encoded as an object with the set slots (`{"standard": {…}}`).
    public func encode(to encoder: any Encoder) throws { try storage.read { $0 }.encode(to: encoder) }

    public init(from decoder: any Decoder) throws {
        self.init()
        let decoded = try Storage(from: decoder)
        for slot in Slot.allCases { self[slot] = decoded[slot] }
    }
}

/// Where a screen's content is scrolled to, as the bars' scroll edges see it
/// (`scroll NAME top|middle|bottom|fits`). The navigation bar's scroll edge is the top of the
/// content; the tab bar's and the toolbar's is the bottom (Apple docs
/// `UITabBar/scrollEdgeAppearance`, `UIToolbar/scrollEdgeAppearance`).
public enum ScrollPosition: String, Hashable, Sendable, Codable, CaseIterable {
    /// At the top of content taller than the screen (the default: a screen that just appeared).
    case top
    /// Neither at the top nor at the bottom.
    case middle
    /// At the bottom of content taller than the screen.
    case bottom
    /// Content that fits, or no scroll view at all: at both edges ("or always if you don't
    /// have a UIScrollView in your hierarchy", Apple's iOS 15 release note).
    case fits

    /// Whether the navigation bar's (top) scroll edge is reached.
    var isAtTopEdge: Bool { self == .top || self == .fits }
    /// Whether the tab bar's and toolbar's (bottom) scroll edge is reached.
    var isAtBottomEdge: Bool { self == .bottom || self == .fits }
}
