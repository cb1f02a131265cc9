/// How a page or form sheet is shown on iPhone, as ``Window/layout()`` laid it out: its
/// detent, its grabber and its corners (``LayoutContext/sheet``).
///
/// The rules, iOS 15–18, compact width (the iPhone in portrait):
///
/// - The large detent's card starts 10 pt below the safe-area top on Face ID iPhones: the
///   strip where the receding presenter shows (boscojwho/SheetInteraction, iPhone 14 Pro on
///   iOS 16: `maximumDetentValue` 749 on an 852 pt screen, 10 below the safe-area height;
///   the49ltd/The49.Maui.BottomSheet `SheetTopSpacing = 10`, measured below the safe-area
///   top). On home-button iPhones the stack of sheets starts 10 below the safe top and the top
///   sheet 10 further: y 40 on a 375 × 667 screen (SheetInteraction's iPhone SE reading, one
///   source).
/// - `maximumDetentValue` is the screen height less the large card's top and the bottom safe
///   inset (SheetInteraction). The medium detent is "approximately half the height of the
///   screen" (Apple doc `uisheetpresentationcontroller/detent/medium()`); the Human Interface
///   Guidelines say half the fully expanded height. Nobody measured it on iOS 15–18, so the
///   model takes exactly half of `maximumDetentValue` (`mediumValue(maximum:)`, a modelling
///   choice) and the card is that plus the bottom safe inset, resting on the screen's bottom
///   (the detent resolver's convention, Apple doc `…/detent/custom(identifier:resolver:)`).
/// - In compact height (landscape) the sheet is full screen and the medium detent inactive
///   (Apple docs `…/prefersedgeattachedincompactheight`, `…/detent/medium()`); back in
///   portrait the selected detent applies again.
/// - The grabber (`prefersGrabberVisible`) sits "in the standard system-defined location" and
///   the system hides it in compact height and when another sheet is presented on top (Apple
///   doc `…/prefersgrabbervisible`). 36 × 5 pt, 5 pt below the card's top, not moving the card:
///   the Vercantez/openuikit measurement on iOS 26, assumed for iOS 15–18.
/// - The card's top corners are rounded, 10 pt (assumed, not measured before iOS 26).
public struct SheetLayout: Hashable, Sendable {
    /// The detent the app selected (`detent=`).
    public var selectedDetent: SheetDetent
    /// The detent the card shows at: the selected one, or `nil` when the sheet is full screen
    /// (compact height).
    public var shownDetent: SheetDetent?
    /// The grabber's frame, or `nil` when it is not shown (not asked for, full screen, or
    /// covered by another sheet).
    public var grabberFrame: Rect?
    /// The radius of the card's top corners (0 when full screen).
    public var cornerRadius: Double

    /// Creates a sheet layout.
    init(selectedDetent: SheetDetent, shownDetent: SheetDetent?, grabberFrame: Rect?, cornerRadius: Double) {
        self.selectedDetent = selectedDetent
        self.shownDetent = shownDetent
        self.grabberFrame = grabberFrame
        self.cornerRadius = cornerRadius
    }

    /// Whether the card's frame rests on the modelled medium height.
    package var isAtModelledMedium: Bool { shownDetent == .medium }

    /// The sheet's corner radius: 10 pt (unverified before iOS 26).
    package static let cornerRadius = 10.0
    /// The gap between the safe-area top and the large card (SheetInteraction, The49).
    static let topSpacing = 10.0
    /// The grabber's width, 36 pt (Vercantez/openuikit, iOS 26).
    static let grabberWidth = 36.0
    /// The grabber's height, 5 pt (Vercantez/openuikit, iOS 26).
    static let grabberHeight = 5.0
    /// The grabber's distance below the card's top, 5 pt (Vercantez/openuikit, iOS 26).
    static let grabberTop = 5.0

    /// The medium detent's value (the height above the bottom safe inset) for a sheet whose
    /// `maximumDetentValue` is `maximum`: half of it (a modelling choice: the iOS 15–18 height
    /// is unmeasured).
    static func mediumValue(maximum: Double) -> Double { maximum / 2 }
}

/// The presenter behind a sheet at its large detent: it shrinks back into a card with rounded
/// corners (WWDC19 "Modernizing Your UI for iOS 13"; apps keep a detent 1 pt short of the
/// maximum precisely so "the background content" does not shrink: mbta/mobile_app
/// `PresentationDetentExtension.swift`, adevinta/spark-ios `PresentationDetent-MaxHeight.swift`),
/// and only then: under a medium sheet it stays in place, dimmed.
///
/// The card's top edge is at the safe-area top on Face ID iPhones and 10 pt below it on
/// home-button iPhones (boscojwho/SheetInteraction `SheetLayoutInfo.swift`). Its scale and
/// corner radius were not measured: the model narrows it by 16 pt on each side, keeping its
/// proportions, and rounds it by 10 pt (modelling choices). The presenter's own frames are
/// unchanged, as a view's transform leaves its bounds alone; renderers draw the card.
public struct RecedingPresenter: Hashable, Sendable {
    /// Where the presenter's view shows, scaled.
    public var cardFrame: Rect
    /// The scale applied to the presenter's view (about its top centre, then moved to
    /// ``cardFrame``).
    public var scale: Double
    /// The card's corner radius in screen points.
    public var cornerRadius: Double

    /// How far the card is narrowed on each side (a modelling choice).
    static let sideInset = 16.0
    /// The card's corner radius (a modelling choice).
    package static let cornerRadius = 10.0
}
