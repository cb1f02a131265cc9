/// What a screen's navigation bar shows in the back button's place.
public enum BackButton: Hashable, Sendable, CustomStringConvertible {
    /// No back button: a root, a left item in its place, or `hidesBackButton`.
    case none
    /// A back button with this title.
    case titled(String)
    /// The chevron alone (`.minimal`, or a title that fell back to nothing).
    case chevron

    /// `none`, `chevron` or the title — the spelling navtree's `expect back` uses.
    public var description: String {
        switch self {
        case .none: "none"
        case .chevron: "chevron"
        case let .titled(title): title
        }
    }
}

extension Window {
    /// The back button on `screen`'s bar.
    ///
    /// Plain navigation controllers follow UIKit's precedence (Apple
    /// "Updating the navigation bar"): the screen's own left item replaces the back button;
    /// else the previous item's `backBarButtonItem`; else a title from the previous item's
    /// `backButtonDisplayMode` — `.default`: `backButtonTitle` → `title` → "Back";
    /// `.generic`: "Back"; `.minimal`: chevron (Apple doc `BackButtonDisplayMode`).
    /// `hidesBackButton` hides it.
    ///
    /// Koinu screens (Koinu `VMNavigationController.swift:284-296`,
    /// `VMContainerViewController.swift:53-58`): with `useSystemBackBarButtonItem` off, every
    /// screen but the outer root gets Koinu's own left item titled "Back" (not the previous
    /// title, RT #168) unless it set a left item itself; with it on, the placeholder under the
    /// screen is the "previous item", carrying only the previous title and `backBarButtonItem`.
    /// Once a screen has shown "Back" it keeps it, even as the root or after the option is
    /// switched on (`ScreenProperties.hasLibraryBackItem`).
    /// Tab roots inside a no-wrapping root never get a back item (RT 398190b).
    ///
    /// A screen inside a tab bar or page view controller that is itself on a stack shows that
    /// container's item, and so its back button (`barItemHolder(of:)`; RT #178). Koinu and RT
    /// install their "Back" on the container's item, the content they wrap.
    ///
    /// UIKit also shortens a long title to "Back" or nothing when space runs out; NavStack does
    /// not measure text, so titles are never shortened.
    ///
    /// - Complexity: O(1) when `position` (the screen's index in its stack) is given, else O(n).
    public func backButton(of screen: ControllerID, position: Int? = nil) -> BackButton {
        let holder = barItemHolder(of: screen)
        guard holder == screen else { return backButton(of: holder) }
        guard let node = nodes[screen], let nav = node.parent, let navNode = nodes[nav],
            navNode.kind.isNavigationController,
            let index = position ?? navNode.children.lastIndex(of: screen)
        else { return .none }
        let item = node.screen.navigationItem
        guard item.leftItems.isEmpty else { return .none }
        if isWrappedInner(nav), let container = navNode.parent, let outer = nodes.parent(container),
            nodes.kind(outer) == .koinuNavigationController,
            showsLibraryBackItem(screen, container: container, outer: outer)
        {
            return .titled("Back")  // Koinu: NSLocalizedString("Back", comment: "")
        }
        guard index > 0, !item.hidesBackButton,
            let previous = nodes[navNode.children[index - 1]]?.screen.navigationItem
        else { return .none }
        return Window.systemBackButton(previous: previous)
    }

    /// UIKit's back button for an item whose previous item is `previous` (Apple "Updating the
    /// navigation bar"; doc `BackButtonDisplayMode`).
    static func systemBackButton(previous: NavigationItem) -> BackButton {
        if let title = previous.backBarButtonItemTitle { return title.isEmpty ? .chevron : .titled(title) }
        switch previous.backButtonDisplayMode {
        case .minimal:
            return .chevron
        case .generic:
            return .titled("Back")
        case .default:
            if let title = previous.backButtonTitle { return title.isEmpty ? .chevron : .titled(title) }
            if let title = previous.title, !title.isEmpty { return .titled(title) }
            return .titled("Back")
        }
    }
}
