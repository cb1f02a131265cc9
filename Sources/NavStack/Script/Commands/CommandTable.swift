#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Every command of navtree's script language, each declared once (``CommandDeclaration``):
/// the word, the usage, a one-line summary, the options and the handler. The handlers live in
/// the `Interpreter+…` files, one per family; everything else about a command is here. An
/// option's values come from the type it parses into (``OptionValue``): a handler reads a
/// ``TypedOption`` or applies a list of ``FieldOption``s declared beside the command
/// (`CommandTable+Properties.swift` for the properties `set`, `push` and `present` take), so
/// help, docs/ScriptLanguage.md and the parser cannot list different values.
package enum CommandTable {
    /// The commands, in the order help lists them.
    package static let commands: [CommandDeclaration] = navigation + tabs + presentation + swiftUI + bars + popup + overlays + output

    /// Finds a command by its word.
    private static let lookup = WordLookup(commands)

    /// What the parser needs of the command named `word` (its index in ``commands``, its tree
    /// arguments, whether it nests commands), or `nil` for an unknown word.
    static func entry(of word: String) -> WordLookup.Entry? { lookup.entry(of: word) }

    /// ``entry(of:)`` for a word given as its UTF-8 bytes (the parser's, from the line).
    @inline(__always)
    static func entry<Bytes: Collection<UInt8>>(ofBytes bytes: Bytes) -> WordLookup.Entry? {
        lookup.entry(ofBytes: bytes)
    }

    /// The command named `word`.
    package static func command(named word: String) -> CommandDeclaration? { entry(of: word).map { commands[$0.index] } }

    /// Every word a script may use: commands, subcommands and option keys.
    package static var vocabulary: [String] { commands.flatMap(\.vocabulary) }

    // MARK: Option sets

    /// `from=` and `on=`: where a navigation call is made.
    static let navigationTarget = [
        OptionDeclaration("from", "SCREEN", "make the call as SCREEN's code would (its navigationController)"),
        OptionDeclaration("on", "LABEL", "make the call on the container labelled LABEL"),
    ]
    static let tabBarTarget = [OptionDeclaration("on", "LABEL", "the tab bar controller labelled LABEL")]
    /// `on=` of the bottom accessory's commands.
    static let accessoryTarget = [
        OptionDeclaration("on", "LABEL", "the tab bar controller labelled LABEL (default: the one holding the top screen)")
    ]
    static let popupTarget = [OptionDeclaration("on", "LABEL", "the popup container labelled LABEL")]

    /// `animated=`, on the calls that take the flag.
    static let animatedOption = TypedOption<Bool>("animated", "the animated argument (default true)")
    static let animated = [animatedOption.declaration]
    /// `select … by=`: who selects the tab.
    static let selectionSource = TypedOption<SelectionSource>("by", "a user's tap (the delegate is asked and told) or code (default)")
    /// `present … style=`.
    static let presentationStyle = TypedOption<ModalPresentationStyle>("style", "modalPresentationStyle")

    /// What `expect appearance` checks of the appearance a bar uses.
    static let expectedAppearanceFields = FieldOptions<[FieldCheck<ResolvedAppearance>]>([
        .expecting(
            "source", ResolvedAppearance.Source.self,
            "item.SLOT, bar.SLOT, standard+transparent, legacy; a popup bar's dock.standard, dock.compact or bar.standard",
            placeholder: "SOURCE", spelled: \.rawValue, actual: \.source.rawValue),
        .expecting(
            "background", BarAppearance.Background.self, "the configured background", spelled: \.rawValue,
            actual: \.appearance.background.rawValue),
        .expecting(
            "backgroundColor", OptionColor.self, "its backgroundColor", placeholder: "#RRGGBB|none", spelled: \.spelled,
            actual: { $0.appearance.backgroundColor?.hex ?? "none" }),
        .expecting(
            "shadow", ShadowVisibility.self, "whether the hairline shows", spelled: \.rawValue,
            actual: { ($0.appearance.showsShadow ? ShadowVisibility.visible : .hidden).rawValue }),
        .expecting(
            "titleColor", OptionColor.self, "its title colour", placeholder: "#RRGGBB|none", spelled: \.spelled,
            actual: { $0.appearance.titleColor?.hex ?? "none" }),
    ])

    /// What `expect toast visible` checks of the front toast.
    static let expectedToastFields = FieldOptions<[FieldCheck<ToastFacts>]>([
        .expecting("text", OptionText.self, "its text", placeholder: "T", spelled: \.text, actual: \.text),
        .expecting("position", OptionText.self, "its resolved position", placeholder: "P", spelled: \.text, actual: \.position),
        .expecting(
            "announcement", OptionText.self, "its accessibility announcement", placeholder: "A", spelled: \.text,
            actual: \.announcement),
    ])

    /// `expect toast-stack`'s transform, either or both.
    static let stackToastOffset = TypedOption<Double>("offset", "its vertical offset", placeholder: "DY")
    static let stackToastScale = TypedOption<Double>("scale", "its scale", placeholder: "S")

    static let toastPosition = TypedOption<ToastPosition>("position", "where it shows (default: the island where there is one)")
    static let toastQueue = TypedOption<Bool>("queue", "wait for the toasts before it")
    static let loadingPosition = TypedOption<LoadingHUD.Position>("position", "where it shows (default center)")

    // MARK: Commands

    static let navigation: [CommandDeclaration] = [
        CommandDeclaration(
            "device", usage: "device ID [portrait|landscape]",
            abstract: "Move the window to another device and orientation"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.device(args) },
        CommandDeclaration(
            "root", usage: "root EXPR [key=value ...]",
            abstract: "Replace the window's root view controller; properties apply to it before it shows",
            options: screenProperties + appearanceProperties + wrappingOptions, trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.root(args) },
        CommandDeclaration(
            group: "load", usage: "load hierarchy|state PATH ...",
            abstract: "Replace the window with one read from a file (PATH relative to the script)", role: .load,
            noun: "load command",
            subcommands: [
                CommandDeclaration(
                    "hierarchy", usage: "load hierarchy PATH [map=CLASS:KIND,...] [mapfile=PATH]",
                    abstract: "Import a _printHierarchy, Chisel pvc or swift-snapshot-testing .hierarchy dump",
                    options: [
                        OptionDeclaration("map", "CLASS:KIND,...", "an app's container classes: KIND nav, tabs, pages or screen"),
                        OptionDeclaration("mapfile", "PATH", "a file of CLASS KIND lines (# starts a comment)"),
                    ]
                ) { (interpreter, args, command) throws(ScriptError) in
                    try interpreter.loadHierarchy(args, file: command.location.file)
                },
                CommandDeclaration(
                    "state", usage: "load state PATH", abstract: "Start from a state document written by -f state"
                ) { (interpreter, args, command) throws(ScriptError) in
                    try interpreter.loadState(args, file: command.location.file)
                },
            ]),
        CommandDeclaration(
            "set", usage: "set NAME key=value ...",
            abstract: "Set properties of a screen or a container (every value is checked before any applies)",
            options: screenProperties + appearanceProperties + wrappingOptions + tabBarProperties
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.set(args) },
        CommandDeclaration(
            "push", usage: "push EXPR [key=value ...] [animated=false] [from=SCREEN|on=LABEL]",
            abstract: "pushViewController: push a new screen with those properties (or a tree)",
            options: navigationTarget.reversed() + animated + screenProperties + appearanceProperties + wrappingOptions,
            trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.push(args) },
        CommandDeclaration(
            "pop", usage: "pop [animated=false] [from=SCREEN|on=LABEL]", abstract: "popViewController",
            options: navigationTarget + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.pop(args) },
        CommandDeclaration(
            "pop-to", usage: "pop-to NAME [animated=false] [from=SCREEN|on=LABEL]", abstract: "popToViewController",
            options: navigationTarget + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popTo(args) },
        CommandDeclaration(
            "pop-to-root", usage: "pop-to-root [animated=false] [from=SCREEN|on=LABEL]", abstract: "popToRootViewController",
            options: navigationTarget + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popToRoot(args) },
        CommandDeclaration(
            "set-stack", usage: "set-stack NAME ... [animated=false] [from=SCREEN|on=LABEL]",
            abstract: "setViewControllers: screens already on the stack are reused, new names are new screens",
            options: navigationTarget + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.setStack(args) },
        CommandDeclaration(
            "remove", usage: "remove NAME",
            abstract: "Koinu / RTRootNavigationController removeViewController"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.remove(args) },
        CommandDeclaration(
            "swipe-back", usage: "swipe-back begin|cancel|finish [from=SCREEN|on=LABEL]",
            abstract: "The interactive pop gesture: begin it, then cancel it or finish the pop",
            options: navigationTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.swipeBack(args) },
        CommandDeclaration(
            "swipe-down", usage: "swipe-down begin|cancel|finish",
            abstract: "The interactive dismissal of the top sheet: begin it, then cancel it or finish it"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.swipeDown(args) },
        CommandDeclaration(
            "library", usage: "library koinu|rt",
            abstract: "The wrapping scheme's library: Koinu (the default) or RTRootNavigationController"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.library(args) },
    ]

    static let tabs: [CommandDeclaration] = [
        CommandDeclaration(
            "select", usage: "select INDEX|NAME|more [by=tap] [on=LABEL]",
            abstract: "Select a tab (selectedIndex), the tab holding NAME, or the More tab as it is; by=tap is a user's tap",
            options: tabBarTarget + [selectionSource.declaration]
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.select(args) },
        CommandDeclaration(
            "set-tabs", usage: "set-tabs EXPR ... [on=LABEL]",
            abstract: "Replace the tabs (viewControllers); existing tabs may be named to keep them",
            options: tabBarTarget, trees: .all
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.setTabs(args) },
    ]

    static let presentation: [CommandDeclaration] = [
        CommandDeclaration(
            "present",
            usage: "present EXPR [style=STYLE] [animated=false] [from=SCREEN] [key=value ...]",
            abstract: "Present modally (default pageSheet, what .automatic gives before iOS 18; iOS 18 gives formSheet)",
            options: [
                presentationStyle.declaration,
                OptionDeclaration("from", "SCREEN", "the presenting controller (default: the top screen)"),
            ] + animated + screenProperties + appearanceProperties, trees: .one
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.present(args) },
        CommandDeclaration(
            "dismiss", usage: "dismiss [animated=false] [from=SCREEN]", abstract: "dismiss(animated:) from the top or from SCREEN",
            options: [OptionDeclaration("from", "SCREEN", "the controller the call is made on")] + animated
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.dismiss(args) },
    ]

    static let bars: [CommandDeclaration] = [
        CommandDeclaration(
            "toolbar", usage: "toolbar show|hide [from=SCREEN|on=LABEL]", abstract: "setToolbarHidden",
            options: navigationTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.toolbar(args) },
        CommandDeclaration(
            "tabbar", usage: "tabbar show|hide [on=LABEL]", abstract: "setTabBarHidden (iOS 18)",
            options: tabBarTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.tabbar(args) },
        CommandDeclaration(
            "scroll", usage: "scroll NAME top|middle|bottom|fits",
            abstract:
                "Where NAME's content is: top is the navigation bar's scroll edge, bottom the tab bar's and toolbar's, fits both; moving down or up minimizes or expands a glass tab bar"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.scroll(args) },
        CommandDeclaration(
            group: "accessory", usage: "accessory set NAME [on=LABEL] | accessory remove [on=LABEL]",
            abstract: "iOS 26's bottom accessory (UITabBarController.bottomAccessory), shown on every tab", noun: "accessory command",
            subcommands: [
                CommandDeclaration(
                    "set", usage: "accessory set NAME [on=LABEL]",
                    abstract: "bottomAccessory = UITabAccessory(contentView:), its content named NAME", options: accessoryTarget
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.accessorySet(args) },
                CommandDeclaration(
                    "remove", usage: "accessory remove [on=LABEL]", abstract: "bottomAccessory = nil", options: accessoryTarget
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.accessoryRemove(args) },
            ]),
    ]

    static let popup: [CommandDeclaration] = [
        CommandDeclaration(
            group: "popup", usage: "popup present|open|close|dismiss|set|style|dock|drag ...",
            abstract: "LNPopupController's popup bar and popup content", noun: "popup command",
            subcommands: [
                CommandDeclaration(
                    "present", usage: "popup present NAME [title=… subtitle=… progress=… image=…] [open] [on=LABEL|from=SCREEN]",
                    abstract: "presentPopupBar(with:openPopup:): show NAME as the popup content",
                    options: popupItem + [
                        OptionDeclaration("on", "LABEL", "the container presenting the bar (default: the root)"),
                        OptionDeclaration("from", "SCREEN", "the container presenting the bar"),
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupPresent(args) },
                CommandDeclaration(
                    "open", usage: "popup open [on=LABEL]", abstract: "openPopup",
                    options: popupTarget + [
                        OptionDeclaration("from", "NAME", "the popup container")
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupTransition(args, .open) },
                CommandDeclaration(
                    "close", usage: "popup close [on=LABEL]", abstract: "closePopup",
                    options: popupTarget + [
                        OptionDeclaration("from", "NAME", "the popup container")
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupTransition(args, .close) },
                CommandDeclaration(
                    "dismiss", usage: "popup dismiss [on=LABEL]", abstract: "dismissPopupBar",
                    options: popupTarget + [
                        OptionDeclaration("from", "NAME", "the popup container")
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupTransition(args, .dismiss) },
                CommandDeclaration(
                    "set", usage: "popup set key=value ... [on=LABEL]", abstract: "Change the popup item",
                    options: popupItem + popupTarget
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupSet(args) },
                CommandDeclaration(
                    "style",
                    usage: "popup style [bar=…] [height=N] [progress=…] [close=…] [interaction=…] [inherits=true|false] [on=LABEL]",
                    abstract: "Configure the popup bar",
                    options: popupStyleFields.declarations + popupTarget
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupStyle(args) },
                CommandDeclaration(
                    "dock",
                    usage: "popup dock on=LABEL view=custom height=N [margin=N] [hidden=true|false] | popup dock on=LABEL view=default",
                    abstract: "A custom docking view for the bar (bottomDockingViewForPopupBar)",
                    options: [
                        OptionDeclaration("on", "LABEL", "the popup container"),
                        OptionDeclaration("view", "custom|default", "a custom docking view, or the default dock"),
                        OptionDeclaration("height", "N", "the docking view's height"),
                        OptionDeclaration("margin", "N", "its distance from the bottom safe-area edge"),
                        OptionDeclaration("hidden", "true|false", "whether it is hidden"),
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupDock(args) },
                CommandDeclaration(
                    "drag", usage: "popup drag dy=N [vy=N] [on=LABEL]",
                    abstract: "A pan on the bar or the content, resolved to open or close",
                    options: [
                        OptionDeclaration("dy", "N", "the translation in points (negative is upward)"),
                        OptionDeclaration("vy", "N", "the velocity at release, in points per second"),
                    ] + popupTarget
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.popupDrag(args) },
            ]),
        CommandDeclaration(
            "design", usage: "design legacy|glass",
            abstract:
                "The bars' chrome, UIKit's and LNPopupController's: iOS 18 and earlier (legacy, the default) or iOS 26 Liquid Glass"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.design(args) },
    ]

    static let overlays: [CommandDeclaration] = [
        CommandDeclaration(
            "toast", usage: "toast TEXT [icon=success|fail|image:NAME] [position=center|top|bottom|island] [duration=S] [queue=true|false]",
            abstract: "Show a JFPopup toast",
            options: [
                OptionDeclaration("icon", "success|fail|image:NAME", "the icon above the text"),
                toastPosition.declaration,
                OptionDeclaration("duration", "S", "seconds on screen after presenting (default 2)"),
                toastQueue.declaration,
            ]
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.toast(args) },
        CommandDeclaration(
            group: "loading", usage: "loading show [TEXT] [position=center|island] | loading hide",
            abstract: "JFPopup's loading HUD", noun: "loading command",
            subcommands: [
                CommandDeclaration(
                    "show", usage: "loading show [TEXT] [position=center|island]", abstract: "Show the loading HUD",
                    options: [loadingPosition.declaration]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.loadingShow(args) },
                CommandDeclaration("hide", usage: "loading hide", abstract: "Hide the loading HUD") {
                    (interpreter, args, _) throws(ScriptError) in try interpreter.loadingHide(args)
                },
            ]),
        CommandDeclaration(
            group: "toasts", usage: "toasts add TEXT | toasts tap | toasts tap-backdrop | toasts swipe INDEX dx=N [vx=N] | toasts clear",
            abstract: "The interactive toast stack", noun: "toasts command",
            subcommands: [
                CommandDeclaration("add", usage: "toasts add TEXT", abstract: "Add a toast in front of the stack") {
                    (interpreter, args, _) throws(ScriptError) in try interpreter.toastsAdd(args)
                },
                CommandDeclaration("tap", usage: "toasts tap", abstract: "Tap the stack: expand or collapse it") {
                    (interpreter, args, _) throws(ScriptError) in try interpreter.toastsTap(args)
                },
                CommandDeclaration("tap-backdrop", usage: "toasts tap-backdrop", abstract: "Tap the backdrop: collapse the stack") {
                    (interpreter, args, _) throws(ScriptError) in try interpreter.toastsTapBackdrop(args)
                },
                CommandDeclaration(
                    "swipe", usage: "toasts swipe INDEX dx=N [vx=N]",
                    abstract: "Drag toast INDEX by dx points and release it at velocity vx",
                    options: [
                        OptionDeclaration("dx", "N", "the horizontal translation in points"),
                        OptionDeclaration("vx", "N", "the velocity at release, in points per second (default 0)"),
                    ]
                ) { (interpreter, args, _) throws(ScriptError) in try interpreter.toastsSwipe(args) },
                CommandDeclaration("clear", usage: "toasts clear", abstract: "Remove every toast of the stack") {
                    (interpreter, args, _) throws(ScriptError) in try interpreter.toastsClear(args)
                },
            ]),
        CommandDeclaration("wait", usage: "wait SECONDS", abstract: "Advance the model clock: toasts dismiss, queued toasts start") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.wait(args)
        },
    ]

    static let output: [CommandDeclaration] = [
        CommandDeclaration(
            "print", usage: "print [tree|uikit|json|dot|mermaid|frames|svg|state|events]",
            abstract: "Print the window now (default tree), or the last command's lifecycle events", role: .print,
            readsEvents: .withWord("events")
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.printCommand(args) },
        CommandDeclaration(
            group: "expect", usage: "expect WHAT ...", abstract: "Check the state; a failure is an error",
            role: .expectation, noun: "expectation", subcommands: expectations + swiftUIExpectations),
    ]

    static let expectations: [CommandDeclaration] = [
        CommandDeclaration("top", usage: "expect top NAME", abstract: "The top screen (modals included)") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectTop(args)
        },
        CommandDeclaration(
            "stack", usage: "expect stack NAME ... [from=SCREEN|on=LABEL]",
            abstract: "The unwrapped stack of that navigation controller", options: navigationTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectStack(args) },
        CommandDeclaration(
            "selected", usage: "expect selected INDEX|NAME|more [on=LABEL]", abstract: "The selected tab",
            options: tabBarTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectSelected(args) },
        CommandDeclaration(
            "tabbar", usage: "expect tabbar visible|hidden|minimized|expanded",
            abstract: "The visible tab bar's effective visibility; minimized and expanded are visible (legacy: always expanded)"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectTabBar(args) },
        CommandDeclaration(
            "accessory", usage: "expect accessory none|regular|inline [on=LABEL]",
            abstract: "The tabAccessoryEnvironment the bottom accessory's content sees (none: no accessory, or legacy)",
            options: accessoryTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectAccessory(args) },
        CommandDeclaration(
            "toolbar", usage: "expect toolbar visible|hidden [from=SCREEN|on=LABEL]",
            abstract: "The toolbar of the top screen's navigation controller", options: navigationTarget
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectToolbar(args) },
        CommandDeclaration(
            "state", usage: "expect state NAME appeared|appearing|disappearing|disappeared|not-loaded",
            abstract: "The state _printHierarchy shows for NAME (not-loaded: its view is not loaded)"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectState(args) },
        CommandDeclaration(
            "events", usage: "expect events TOKEN ...",
            abstract:
                "The last command's events: those whose controller and callback occur among the tokens (NAME.callback or NAME.callback(ARG)) are the tokens, in order; a token ending in [FLAG,...|none] also checks isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed during that callback",
            readsEvents: .always
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectEvents(args) },
        CommandDeclaration(
            "no-events", usage: "expect no-events NAME|NAME.callback ...",
            abstract: "The last command gave NAME no event, or not that callback", readsEvents: .always
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectNoEvents(args) },
        CommandDeclaration("navbar", usage: "expect navbar NAME visible|hidden", abstract: "That screen's own navigation bar") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectNavigationBar(args)
        },
        CommandDeclaration(
            "bar", usage: "expect bar NAME key=VALUE ...",
            abstract: "The look of the bar that shows NAME: " + barAttributes.map(\.key).joined(separator: ", "),
            acceptsAnyOption: true
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectBar(args) },
        CommandDeclaration(
            "appearance",
            usage:
                "expect appearance NAME navbar|tabbar|toolbar|popupbar [source=SOURCE] [background=default|opaque|transparent] [backgroundColor=#RRGGBB|none] [shadow=visible|none] [titleColor=#RRGGBB|none]",
            abstract: "The appearance object the bar showing NAME uses, and the slot it came from",
            options: expectedAppearanceFields.declarations
        ) { (interpreter, args, _) throws(ScriptError) in
            try interpreter.expectAppearance(args)
            return interpreter.passed()
        },
        CommandDeclaration("back", usage: "expect back NAME TITLE|none|chevron", abstract: "The back button shown on NAME's bar") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectBack(args)
        },
        CommandDeclaration("pop", usage: "expect pop NAME enabled|disabled", abstract: "Whether swipe-back works when NAME is on top") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectPop(args)
        },
        CommandDeclaration(
            "parent", usage: "expect parent NAME KIND|PARENT",
            abstract:
                "NAME's parent, by kind or name (Window for the root); for a presented controller, the controller presenting it"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectParent(args) },
        CommandDeclaration(
            "presented", usage: "expect presented NAME [style=STYLE] [by=PRESENTER]",
            abstract: "NAME is presented (the root of a presentation), with that style, by that presenting controller",
            options: [
                OptionDeclaration("style", "STYLE", "modalPresentationStyle as given to present (popover adapts on iPhone: see Rules)"),
                OptionDeclaration("by", "PRESENTER", "presentingViewController, by name or kind"),
            ]
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectPresented(args) },
        CommandDeclaration(
            "title", usage: "expect title NAME TEXT|none",
            abstract: "The title NAME's navigation bar shows: its item's (a container's on a stack for its screens)"
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectTitle(args) },
        CommandDeclaration("badge", usage: "expect badge NAME TEXT|none", abstract: "NAME's tabBarItem.badgeValue") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectBadge(args)
        },
        CommandDeclaration("count", usage: "expect count KIND N", abstract: "How many controllers of that kind the window holds") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectCount(args)
        },
        CommandDeclaration(
            "popup", usage: "expect popup hidden|presented|open [on=LABEL] | expect popup dock tabbar|toolbar|safearea|custom [on=LABEL]",
            abstract: "The popup bar's state, or what it docks to",
            options: popupTarget + [OptionDeclaration("from", "NAME", "the popup container")]
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectPopup(args) },
        CommandDeclaration("frame", usage: "expect frame ELEMENT X Y W H", abstract: "An element's frame (see -f frames)") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectFrame(args)
        },
        CommandDeclaration("safearea", usage: "expect safearea NAME TOP BOTTOM", abstract: "A visible screen's safe-area insets") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectSafeArea(args)
        },
        CommandDeclaration(
            "error", usage: "expect error [message=TEXT] COMMAND ...",
            abstract: "COMMAND, a well-formed command, is rejected and the state is unchanged",
            options: [OptionDeclaration("message", "TEXT", "the rejection's message contains TEXT")], acceptsAnyOption: true,
            nestsCommand: true
        ) { (interpreter, args, command) throws(ScriptError) in
            try interpreter.expectOutcome(args, command.nested?.command, mode: .error)
        },
        CommandDeclaration(
            "warning", usage: "expect warning [message=TEXT] COMMAND ...",
            abstract: "COMMAND is accepted with a warning (a call UIKit or a library ignores)",
            options: [OptionDeclaration("message", "TEXT", "a warning's message contains TEXT")], acceptsAnyOption: true,
            nestsCommand: true
        ) { (interpreter, args, command) throws(ScriptError) in
            try interpreter.expectOutcome(args, command.nested?.command, mode: .warning)
        },
        CommandDeclaration(
            "toast", usage: "expect toast visible|none [text=T] [position=P] [announcement=A]",
            abstract: "The front positioned toast",
            options: expectedToastFields.declarations
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectToast(args) },
        CommandDeclaration("toasts", usage: "expect toasts N|expanded|collapsed", abstract: "The toast stack's count or state") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectToasts(args)
        },
        CommandDeclaration(
            "toast-stack", usage: "expect toast-stack INDEX offset=DY scale=S",
            abstract: "A stack toast's transform (either or both)",
            options: [stackToastOffset.declaration, stackToastScale.declaration]
        ) { (interpreter, args, _) throws(ScriptError) in try interpreter.expectToastStack(args) },
        CommandDeclaration("loading", usage: "expect loading visible|none", abstract: "The loading HUD (while it fades out too)") {
            (interpreter, args, _) throws(ScriptError) in try interpreter.expectLoading(args)
        },
        CommandDeclaration(
            "snapshot", usage: "expect snapshot NAME [format=tree|uikit|json|dot|mermaid|frames|svg]",
            abstract:
                "The state in that format (default tree) is the reference recorded beside the script; a missing reference is recorded",
            options: [OptionDeclaration("format", "FORMAT", "the format compared, as -f names it (default tree)")]
        ) { (interpreter, args, command) throws(ScriptError) in try interpreter.expectSnapshot(args, in: command) },
    ]
}
