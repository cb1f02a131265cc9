#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Renders a window the way `-[UIViewController _printHierarchy]` prints a real app, with
/// pointers left out — exactly what swift-snapshot-testing's `.hierarchy` strategy records
/// (pointfreeco/swift-snapshot-testing `Snapshotting/UIViewController.swift`, `purgePointers`):
///
///     <UITabBarController>, state: appeared, view: <UILayoutContainerView>
///        | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
///        |    | <Home>, state: appeared, view: <UIView>
///        + <Sheet>, state: appeared, view: <UIView>, presented with: <_UIPageSheetPresentationController>
///
/// Koinu's classes print with their module (`Koinu.VMNavigationController`); screens print
/// their `ScreenProperties/className` or their name. Like the recorded snapshots, the text
/// has no trailing newline.
public struct UIKitHierarchyRenderer: HierarchyWalker {
    private var lines: [String] = []
    private var appeared: Set<ControllerID> = []
    /// The depths of the containers being walked that `_printHierarchy` does not see (RT's
    /// passed-through content sits on the stack itself).
    private var hiddenDepths: [Int] = []

    /// Renders `window`.
    public static func render(_ window: Window) -> String {
        var renderer = UIKitHierarchyRenderer()
        renderer.appeared = window.appearedControllers
        // Popup content is not a child controller, so _printHierarchy does not list it.
        window.walk(&renderer, includingPopups: false, childViewControllersOnly: true)
        return renderer.lines.joined(separator: "\n")
    }

    /// The class name `_printHierarchy` prints for `node`; the wrapping scheme's classes are
    /// `library`'s (Koinu's by default, or RTRootNavigationController's).
    static func className(of node: ControllerNode, library: WrappingLibrary = .koinu, design: BarDesign = .legacy) -> String {
        // The controllers SwiftUI makes print SwiftUI's classes (`SwiftUINode.swift`), unless
        // a class was given (`set … class=`, or read from a dump).
        if node.screen.className == nil, let swiftUI = node.screen.swiftUI { return swiftUI.className(design: design) }
        switch node.kind {
        case .screen: return (node.screen.className ?? node.name).map(PrintableText.oneLine) ?? "UIViewController"
        // An app's subclass of a UIKit container prints its own class (`set … class=`).
        case .navigationController, .tabBarController, .pageViewController, .hostingController:
            return node.screen.className.map(PrintableText.oneLine) ?? node.kind.defaultClassName(library: library)
        default: return node.kind.defaultClassName(library: library)
        }
    }

    /// The class of `node`'s root view: its `ScreenProperties.viewClassName`, else the one it
    /// prints without (`ControllerNode.defaultViewClassName(design:)`).
    static func viewClassName(of node: ControllerNode, design: BarDesign = .legacy) -> String {
        node.screen.viewClassName.map(PrintableText.oneLine) ?? node.defaultViewClassName(design: design)
    }

    public mutating func visit(_ entry: HierarchyEntry, in window: Window) {
        guard let node = window[entry.id] else { return }
        if node.kind == .containerController, node.isPassedThrough {
            hiddenDepths.append(entry.depth)
            return
        }
        let depth = entry.depth - hiddenDepths.count
        var prefix = ""
        var suffix = ""
        if case let .presented(style) = entry.relation {
            prefix = String(repeating: "   | ", count: max(depth - 1, 0)) + "   + "
            suffix = ", presented with: <\(style.presentationControllerClassName)>"
        } else {
            prefix = String(repeating: "   | ", count: depth)
        }
        let transitional = window.transitionalState(of: entry.id)
        let appearing = transitional == .appearing
        let disappearing = transitional == .disappearing
        // Both sides of a transition are in the window while it runs, except a tab switch's
        // old tab, whose view leaves at once (`Window.isInUnselectedTab(_:)`).
        let isAppeared =
            appeared.contains(entry.id) || appearing || (disappearing && !window.isInUnselectedTab(entry.id))
        // The root view class of each container (swift-snapshot-testing
        // testViewControllerHierarchy.1.txt: `_UIPageViewControllerContentView`); the More
        // list's view is its table (UIMoreListController loadView: `_UIMoreListTableView`).
        let view: String
        if !node.isViewLoaded {
            view = "(view not loaded)"
        } else {
            view = "<\(Self.viewClassName(of: node, design: window.design))>" + (isAppeared ? "" : " not in the window")
        }
        let state = appearing ? "appearing" : disappearing ? "disappearing" : isAppeared ? "appeared" : "disappeared"
        lines.append(
            "\(prefix)<\(Self.className(of: node, library: window.wrappingLibrary, design: window.design))>, state: \(state), view: \(view)\(suffix)"
        )
    }

    public mutating func leave(_ entry: HierarchyEntry, in window: Window) {
        if hiddenDepths.last == entry.depth, window[entry.id]?.isPassedThrough == true { hiddenDepths.removeLast() }
    }
}
