/// `LNPopupBarStyle` (LNPopupController `LNPopupBar.h`).
public enum PopupBarStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, compact, prominent, floating, floatingCompact, custom

    /// Whether the style draws an inset floating pill.
    package var isFloating: Bool { self == .floating || self == .floatingCompact }
}

/// `LNPopupBar.ProgressViewStyle`; `default` resolves to `none` (LNPopupBar.mm:282).
public enum PopupProgressViewStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, none, top, bottom
}

/// `LNPopupCloseButton.Style` (LNPopupCloseButton.mm:25-78); `default` resolves to `grabber` on
/// the legacy path and to `prominentGlass` with glass (the code, not the README).
public enum PopupCloseButtonStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, chevron, round, grabber, none, prominentGlass
}

/// `LNPopupInteractionStyle` (LNPopupController.mm:52-85). `default` is 4.x's `automatic`: snap
/// while the bar is presented (opening), drag while open (closing).
public enum PopupInteractionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, snap, drag, none
}

/// `LNPopupPresentationState` (`UIViewController+LNPopupSupport.h`).
public enum PopupPresentationState: String, Hashable, Sendable, Codable, CaseIterable {
    case barHidden, barPresented, open
}

/// `LNPopupItem` (`LNPopupItem.h`).
public struct PopupItem: Hashable, Sendable, Codable {
    public var title: String?
    public var subtitle: String?
    /// The image's name.
    public var image: String?
    /// Clamped to 0…1 when set through ``Window/updatePopupItem(on:_:)``.
    public var progress: Double = 0
    public var leadingItems: [String] = []
    public var trailingItems: [String] = []
    /// `accessibilityLabel`; `nil` reads title and subtitle.
    public var accessibilityLabel: String?
    /// `accessibilityHint`; `nil` reads "Double tap to open.".
    public var accessibilityHint: String?

    /// The bar's default accessibility hint (LNPopupController `_LNPopupTitlesController.m`,
    /// `updateAccessibility`).
    package static let defaultAccessibilityHint = "Double tap to open."

    /// Creates an empty item.
    public init(title: String? = nil, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// How a container's popup bar looks and reacts.
public struct PopupBarConfiguration: Hashable, Sendable, Codable {
    public var style: PopupBarStyle = .default
    /// The height of a `custom` bar (`customBarViewController.preferredContentSize.height`).
    public var customHeight: Double = 64
    public var progressViewStyle: PopupProgressViewStyle = .default
    public var closeButtonStyle: PopupCloseButtonStyle = .default
    public var interactionStyle: PopupInteractionStyle = .default
    /// `popupSnapPercent`, default `LNSnapPercentDefault` 0.32, clamped to 0.1…0.9
    /// (UIViewController+LNPopupSupport.mm:30, 343).
    public var snapPercent: Double = 0.32
    /// `LNPopupBar.inheritsAppearanceFromDockingView`, default `true` (`LNPopupBar.h:99-102`,
    /// `LNPopupBar.mm:419`): the bar takes the docking bar's appearance.
    public var inheritsAppearanceFromDockingView = true

    /// Creates the defaults.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case style, customHeight, progressViewStyle, closeButtonStyle, interactionStyle, snapPercent
        case inheritsAppearanceFromDockingView
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decode(PopupBarStyle.self, forKey: .style)
        customHeight = try container.decode(Double.self, forKey: .customHeight)
        progressViewStyle = try container.decode(PopupProgressViewStyle.self, forKey: .progressViewStyle)
        closeButtonStyle = try container.decode(PopupCloseButtonStyle.self, forKey: .closeButtonStyle)
        interactionStyle = try container.decode(PopupInteractionStyle.self, forKey: .interactionStyle)
        snapPercent = try container.decode(Double.self, forKey: .snapPercent)
        inheritsAppearanceFromDockingView =
            try container.decodeIfPresent(Bool.self, forKey: .inheritsAppearanceFromDockingView) ?? true
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(customHeight, forKey: .customHeight)
        try container.encode(progressViewStyle, forKey: .progressViewStyle)
        try container.encode(closeButtonStyle, forKey: .closeButtonStyle)
        try container.encode(interactionStyle, forKey: .interactionStyle)
        try container.encode(snapPercent, forKey: .snapPercent)
        if !inheritsAppearanceFromDockingView { try container.encode(false, forKey: .inheritsAppearanceFromDockingView) }
    }
}

/// A custom docking view (`bottomDockingViewForPopupBar` and friends,
/// `UIViewController+LNPopupSupport.h`, LNPopupCustomContainer).
public struct PopupDockingView: Hashable, Sendable, Codable {
    /// The view's height, attached to the bottom of the container.
    public var height: Double
    /// `bottomDockingViewMarginForPopupBar`: the gap above it.
    public var margin: Double = 0
    /// `isBottomDockingViewForPopupBarHidden`: when true the internal docking rules apply.
    public var isHidden = false

    /// Creates a docking view description.
    public init(height: Double, margin: Double = 0, isHidden: Bool = false) {
        self.height = height
        self.margin = margin
        self.isHidden = isHidden
    }
}

/// One container's popup: its state, content, item, configuration and docking.
/// A container keeps it after dismissal, as LNPopupController keeps its controller
/// (`_ln_popupController`, UIViewController+LNPopupSupport.mm:427).
public struct PopupState: Hashable, Sendable, Codable {
    public var state: PopupPresentationState = .barHidden
    /// The content controller (not a child of the container: only its view is hosted).
    public var content: ControllerID?
    public var item = PopupItem()
    public var configuration = PopupBarConfiguration()
    public var dockingView: PopupDockingView?
    /// The calls made while the container's view was not in the window, in order: they run
    /// when it enters the window (``DeferredPopupCall``).
    public var deferredCalls: [DeferredPopupCall] = []
    /// The appearance the bar inherited from its dock before `inheritsAppearanceFromDockingView`
    /// was switched off while it was presented: LNPopupController stops updating the bar's
    /// `systemAppearance` but does not clear it (`LNPopupController.mm:1444-1447`,
    /// `LNPopupBar.mm:1370-1373`).
    var retainedSystemAppearance: ResolvedAppearance?

    /// Creates a hidden popup.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case state, content, item, configuration, dockingView, deferredCalls, retainedSystemAppearance
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(PopupPresentationState.self, forKey: .state)
        content = try container.decodeIfPresent(ControllerID.self, forKey: .content)
        item = try container.decode(PopupItem.self, forKey: .item)
        configuration = try container.decode(PopupBarConfiguration.self, forKey: .configuration)
        dockingView = try container.decodeIfPresent(PopupDockingView.self, forKey: .dockingView)
        deferredCalls = try container.decodeIfPresent([DeferredPopupCall].self, forKey: .deferredCalls) ?? []
        retainedSystemAppearance = try container.decodeIfPresent(ResolvedAppearance.self, forKey: .retainedSystemAppearance)
    }
}

/// A popup call LNPopupController keeps for later: made on a container whose view is not in a
/// window, it waits until the view enters one and then runs, unanimated
/// (`UIViewController+LNPopupSupport.mm:46-171`, `UIView+LNPopupSupportPrivate.mm:304-319`).
public enum DeferredPopupCall: Hashable, Sendable, Codable {
    /// `presentPopupBar(with:openPopup:)`: a new content screen with that name and properties,
    /// or (`name` nil) the content presented now; `item` replaces the bar's item.
    case present(name: String?, properties: ScreenProperties, openPopup: Bool, item: PopupItem?)
    /// `openPopup(animated:)`.
    case open
    /// `closePopup(animated:)`.
    case close
    /// `dismissPopupBar(animated:)`.
    case dismiss
}

/// Where the bar docks, as `expect popup dock` names it.
public enum PopupDock: String, Hashable, Sendable, CaseIterable {
    case tabbar, toolbar, safearea, custom
}
