#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The controller properties `set`, `root`, `push` and `present` take, and the popup item's,
/// each declared once: its key, its values (from the value's type), what it sets in UIKit's
/// words, and the change it makes. The changes are applied by `Interpreter+Properties.swift`.
extension CommandTable {
    /// One property: parsing it names the ``Interpreter/PropertyChange`` it makes.
    typealias Property = FieldOption<Interpreter.PropertyChange?>

    /// The properties of a screen, taken by `set` and by `push` for the new screen. On a screen,
    /// the bar keys style the bar that shows it; on a navigation controller, its own bar.
    static let screenPropertyFields: [Property] = [
        Property("title", OptionalText.self, "title (UIViewController.title, which sets navigationItem.title too)") {
            $0 = .titles(.title($1.text))
        },
        Property("itemTitle", OptionalText.self, "navigationItem.title alone (UIViewController.title keeps its value)") {
            $0 = .screen(.itemTitle($1.text))
        },
        Property("backTitle", OptionalText.self, "navigationItem.backButtonTitle") { $0 = .screen(.backTitle($1.text)) },
        Property("backMode", NavigationItem.BackButtonDisplayMode.self, "navigationItem.backButtonDisplayMode") {
            $0 = .screen(.backMode($1))
        },
        Property("backItem", OptionalText.self, "the title of navigationItem.backBarButtonItem") { $0 = .screen(.backItem($1.text)) },
        Property("hidesBottomBarWhenPushed", Bool.self, "hidesBottomBarWhenPushed") { $0 = .screen(.hidesBottomBarWhenPushed($1)) },
        Property("leftItem", OptionalText.self, "navigationItem.leftBarButtonItem") { $0 = .screen(.leftItem($1.text)) },
        Property("rightItems", OptionList.self, "the titles of navigationItem.rightBarButtonItems") { $0 = .screen(.rightItems($1.items)) },
        Property("hidesBackButton", Bool.self, "navigationItem.hidesBackButton") { $0 = .screen(.hidesBackButton($1)) },
        Property("barHidden", Bool.self, "setNavigationBarHidden from the screen's code") { $0 = .barHidden($1) },
        Property("barClass", OptionalText.self, "the navigation bar's class (Koinu navigationBarClass)", placeholder: "NAME|none") {
            $0 = .barClass($1.text)
        },
        Property("barTint", OptionColor.self, "navigationBar.barTintColor") { $0 = .bar(.color(\.barTint, $1.color)) },
        Property("tint", OptionColor.self, "navigationBar.tintColor") { $0 = .bar(.color(\.tint, $1.color)) },
        Property("titleColor", OptionColor.self, "the title text colour") { $0 = .bar(.color(\.titleColor, $1.color)) },
        Property("translucent", Bool.self, "navigationBar.isTranslucent") { $0 = .bar(.flag(\.translucent, $1)) },
        Property("prefersLargeTitles", Bool.self, "navigationBar.prefersLargeTitles") { $0 = .bar(.flag(\.prefersLargeTitles, $1)) },
        Property("background", OptionColor.self, "the bar's background image colour") { $0 = .bar(.color(\.background, $1.color)) },
        Property("shadowHidden", Bool.self, "hide the bar's shadow image (hairline)") { $0 = .bar(.flag(\.shadowHidden, $1)) },
        Property("largeTitle", NavigationItem.LargeTitleDisplayMode.self, "navigationItem.largeTitleDisplayMode") {
            $0 = .screen(.largeTitle($1))
        },
        Property("disableInteractivePop", InteractivePopSetting.self, "Koinu's vm.disableInteractivePop") {
            $0 = .screen(.disableInteractivePop($1.flag))
        },
        Property("toolbarItems", OptionList.self, "the titles of toolbarItems") { $0 = .screen(.toolbarItems($1.items)) },
        Property("tabTitle", OptionalText.self, "tabBarItem.title") { $0 = .titles(.tabTitle($1.text)) },
        Property("badge", OptionalText.self, "tabBarItem.badgeValue") { $0 = .titles(.badge($1.text)) },
        Property(
            "class", OptionalText.self, "the class name -f uikit prints (also an app's navigation, tab bar or page container)",
            placeholder: "NAME"
        ) { $0 = .classNames(.className(nonEmpty($1.text))) },
        Property("viewClass", OptionalText.self, "the class of its root view -f uikit prints (UITableView)", placeholder: "NAME") {
            $0 = .classNames(.viewClassName(nonEmpty($1.text)))
        },
        Property("delegate", Bool.self, "install the delegate it reports to (navigation, tab bar, popup, presentation controller)") {
            $0 = .titles(.hasDelegate($1))
        },
        Property("modalInPresentation", Bool.self, "isModalInPresentation: refuse the swipe-down") {
            $0 = .titles(.modalInPresentation($1))
        },
        Property(
            "definesPresentationContext", Bool.self,
            "the controller a currentContext or overCurrentContext presentation covers (default: true on a navigation controller)"
        ) { $0 = .titles(.definesPresentationContext($1)) },
        Property("shouldSelect", Bool.self, "the tab bar controller delegate's tabBarController(_:shouldSelect:) for this tab") {
            $0 = .titles(.shouldSelect($1))
        },
        Property("shouldDismiss", Bool.self, "the presentation controller delegate's presentationControllerShouldDismiss") {
            $0 = .titles(.shouldDismiss($1))
        },
        Property("gestureShouldBegin", Bool.self, "a navigation controller's pop gesture delegate: gestureRecognizerShouldBegin") {
            $0 = .navigationDelegate(.gestureShouldBegin($1))
        },
        Property("detent", SheetDetent.self, "a presented sheet's selected detent (medium: detents [.medium(), .large()])") {
            $0 = .sheet(.detent($1))
        },
        Property("grabber", Bool.self, "a presented sheet's prefersGrabberVisible") { $0 = .sheet(.grabber($1)) },
    ]

    /// The properties only a tab bar controller has, taken by `set`.
    static let tabBarPropertyFields: [Property] = [
        Property(
            "tabBarMinimizeBehavior", TabBarMinimizeBehavior.self,
            "UITabBarController.tabBarMinimizeBehavior (iOS 26; automatic never minimizes on iPhone)"
        ) { $0 = .tabBarMinimizeBehavior($1) }
    ]

    /// The two options of Koinu's outer navigation controller.
    static let wrappingOptionFields: [Property] = [
        Property("useSystemBackBarButtonItem", Bool.self, "Koinu: UIKit's own back button instead of Koinu's") {
            $0 = .useSystemBackBarButtonItem($1)
        },
        Property("useRootNavigationBarAttributes", Bool.self, "Koinu: copy the root bar's look into each screen's bar") {
            $0 = .useRootNavigationBarAttributes($1)
        },
    ]

    /// The appearance slots (`UINavigationBarAppearance` and friends), taken by `set`, `push`
    /// and `present`: on a screen its navigation item's slots, on a navigation controller its
    /// bar's; `tabBar.…` on a tab bar controller; `toolbar.…` the toolbar (on a screen, the one
    /// that shows it). Each slot takes a `configureWith…` call (`none` unsets the slot) and three
    /// colours.
    static let appearancePropertyFields: [Property] = [
        (Interpreter.AppearanceTarget.bar, "the item's (screen) or the bar's (navigation controller)"),
        (.tabBar, "the tab bar's"), (.toolbar, "the toolbar's"),
    ].flatMap { target, owner in
        Interpreter.slots(of: target).flatMap { slot in
            let key = (target == .bar ? "" : target.rawValue + ".") + slot.rawValue
            let property = "\(owner) \(slot.rawValue)Appearance"
            @Sendable func change(_ operation: Interpreter.AppearanceChange.Operation) -> Interpreter.PropertyChange {
                .appearance(Interpreter.AppearanceChange(target: target, slot: slot, operation: operation))
            }
            return [
                Property(key, OptionalChoice<BarAppearance.Background>.self, "\(property): configureWith… (none: unset)") {
                    $0 = change(.configure($1.value))
                },
                Property(key + ".backgroundColor", OptionColor.self, "\(property).backgroundColor", placeholder: "#RRGGBB|none") {
                    $0 = change(.backgroundColor($1.color))
                },
                Property(key + ".shadowColor", OptionColor.self, "\(property).shadowColor (none: no hairline)", placeholder: "#RRGGBB|none")
                {
                    $0 = change(.shadowColor($1.color))
                },
                Property(key + ".titleColor", OptionColor.self, "\(property): the title colour", placeholder: "#RRGGBB|none") {
                    $0 = change(.titleColor($1.color))
                },
            ]
        }
    }

    /// Every property `set` knows, found by key.
    static let propertyFields = FieldOptions(
        screenPropertyFields + appearancePropertyFields + wrappingOptionFields + tabBarPropertyFields)

    static let screenProperties = screenPropertyFields.map(\.declaration).grouped("Screen properties")
    static let tabBarProperties = tabBarPropertyFields.map(\.declaration)
    static let appearanceProperties = appearancePropertyFields.map(\.declaration).grouped("Appearance slots")
    static let wrappingOptions = wrappingOptionFields.map(\.declaration).grouped("Koinu options")

    /// The popup bar's item (`LNPopupItem`), taken by `popup present` and `popup set`.
    static let popupItemFields = FieldOptions<PopupItem>([
        FieldOption("title", OptionalText.self, "LNPopupItem.title") { $0.title = $1.text },
        FieldOption("subtitle", OptionalText.self, "LNPopupItem.subtitle") { $0.subtitle = $1.text },
        FieldOption("image", OptionalText.self, "LNPopupItem.image", placeholder: "NAME|none") { $0.image = $1.text },
        FieldOption("progress", Double.self, "LNPopupItem.progress, clamped to 0…1") { $0.progress = $1 },
        FieldOption("leading", OptionList.self, "LNPopupItem.leadingBarButtonItems") { $0.leadingItems = $1.items },
        FieldOption("trailing", OptionList.self, "LNPopupItem.trailingBarButtonItems") { $0.trailingItems = $1.items },
        FieldOption("label", OptionalText.self, "the bar's accessibilityLabel") { $0.accessibilityLabel = $1.text },
        FieldOption("hint", OptionalText.self, "the bar's accessibilityHint") { $0.accessibilityHint = $1.text },
    ])
    static let popupItem = popupItemFields.declarations.grouped("Popup item")

    /// The popup bar's configuration (`LNPopupBar`), taken by `popup style`.
    static let popupStyleFields = FieldOptions<PopupBarConfiguration>([
        popupBarStyle, popupBarHeight,
        FieldOption("progress", PopupProgressViewStyle.self, "LNPopupBar.progressViewStyle") { $0.progressViewStyle = $1 },
        FieldOption("close", PopupCloseButtonStyle.self, "the popup close button's style") { $0.closeButtonStyle = $1 },
        FieldOption("interaction", PopupInteractionStyle.self, "popupInteractionStyle") { $0.interactionStyle = $1 },
        FieldOption("snap", Double.self, "popupSnapPercent, clamped to 0.1…0.9") { $0.snapPercent = $1 },
        FieldOption("inherits", Bool.self, "inheritsAppearanceFromDockingView: take the docking bar's appearance (default true)") {
            $0.inheritsAppearanceFromDockingView = $1
        },
    ])

    static let popupBarStyle = FieldOption<PopupBarConfiguration>("bar", PopupBarStyle.self, "LNPopupBar.barStyle") {
        $0.style = $1
    }
    /// A height makes the bar custom unless `bar=` is given too (the handler's rule).
    static let popupBarHeight = FieldOption<PopupBarConfiguration>(
        "height", NonNegativeNumber.self, "a custom bar's height (bar=custom unless bar= is given)"
    ) { $0.customHeight = $1.number }

    /// `text` unless it is empty: a class name given as `""` clears it.
    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The attributes `expect bar` checks, each with how it reads the resolved bar.
    static let barAttributes: [BarAttribute] = [
        .color("barTint", \.barTint), .color("tint", \.tint), .color("titleColor", \.titleColor), .color("background", \.background),
        BarAttribute("barClass") { bar, _ in bar.barClass },
        BarAttribute("translucent") { bar, _ in "\(bar.isTranslucent)" },
        BarAttribute("prefersLargeTitles") { bar, _ in "\(bar.attributes.prefersLargeTitles ?? false)" },
        BarAttribute("shadowHidden") { bar, _ in "\(bar.attributes.shadowHidden ?? false)" },
        BarAttribute("hidden") { bar, _ in "\(bar.isHidden)" },
        // A display mode (`always`) checks navigationItem.largeTitleDisplayMode, `true|false`
        // whether the large title shows.
        BarAttribute("largeTitle") { bar, expected in
            NavigationItem.LargeTitleDisplayMode(rawValue: expected) != nil ? bar.largeTitleDisplayMode.rawValue : "\(bar.showsLargeTitle)"
        },
    ]
}

/// One attribute of the bar showing a screen that `expect bar` checks.
struct BarAttribute: Sendable {
    /// The key, `tint` of `tint=#FF0000`.
    let key: String
    /// The attribute's value as the expectation compares it, given the expected text.
    let actual: @Sendable (ResolvedBar, String) -> String
    /// Whether the value is a colour, compared as `#RRGGBB` in capitals, `default` or `none`
    /// meaning none set.
    var isColor = false

    init(_ key: String, actual: @escaping @Sendable (ResolvedBar, String) -> String) {
        self.key = key
        self.actual = actual
    }

    /// A colour attribute of the bar's attributes.
    static func color(_ key: String, _ path: KeyPath<NavigationBarAttributes, Color?> & Sendable) -> BarAttribute {
        var attribute = BarAttribute(key) { bar, _ in bar.attributes[keyPath: path]?.hex ?? "default" }
        attribute.isColor = true
        return attribute
    }

    /// `expected` as ``actual`` writes it.
    func normalized(_ expected: String) -> String {
        guard isColor else { return expected }
        return expected == "default" || expected == "none" ? "default" : (Color(hex: expected)?.hex ?? expected)
    }
}
