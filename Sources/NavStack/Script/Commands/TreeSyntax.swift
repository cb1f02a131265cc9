#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// The containers a tree expression makes, each declared once: its word, how it is written and
/// the controller it builds. The parser's "unknown container" message and the tree-expression
/// part of `navtree help root` (and of every command taking a tree) come from this list.
package struct ContainerSyntax: Sendable {
    /// The word before `(`.
    package let word: String
    /// How it is written: `nav(EXPR[, nowrap])`.
    package let form: String
    /// The controller it makes, in one line.
    package let summary: String

    /// The containers, in the order help lists them. `nav` comes first and says which library
    /// it is: a script written by a UIKit-only engineer wants `uinav`.
    package static let all = [
        ContainerSyntax(
            word: "nav", form: "nav(EXPR[, nowrap])",
            summary: "Koinu's VMNavigationController (RTRootNavigationController under 'library rt'): "
                + "each screen wrapped with its own navigation bar; 'nowrap' leaves the root unwrapped"),
        ContainerSyntax(
            word: "uinav", form: "uinav(EXPR)", summary: "a plain UINavigationController: one stack, one shared bar"),
        ContainerSyntax(
            word: "cnav", form: "cnav(EXPR)",
            summary: "Koinu's VMContainerNavigationController on its own (a tab's stack inside a 'nav')"),
        ContainerSyntax(word: "tabs", form: "tabs(EXPR, ...)", summary: "a UITabBarController, a tab per expression"),
        ContainerSyntax(word: "pages", form: "pages(EXPR)", summary: "a UIPageViewController showing one page"),
        // SwiftUI (docs/SwiftUI.md): the controllers SwiftUI makes for its views and containers.
        ContainerSyntax(
            word: "hosting", form: "hosting(VIEW[, EXPR])",
            summary: "SwiftUI: UIHostingController(rootView: VIEW()), its body embedding EXPR (a stack, a tab view or a UIKit controller)"),
        ContainerSyntax(
            word: "stack", form: "stack(ROOT[, TYPE])",
            summary: "SwiftUI: a NavigationStack (SwiftUI.UIKitNavigationController), its path bound to LABEL, typed [TYPE] if given"),
        ContainerSyntax(
            word: "tabview", form: "tabview(EXPR, ...)",
            summary: "SwiftUI: a TabView (SwiftUI.UIKitTabBarController), selection bound to LABEL"),
        ContainerSyntax(word: "tab", form: "tab(TAG, EXPR)", summary: "SwiftUI: a TabView's tab tagged TAG"),
    ]

    /// `'nav(', 'uinav(', … or 'pages('`, for messages.
    static var wordList: String {
        let words = all.map { "'\($0.word)('" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// The TREE EXPRESSIONS part of a help page: a line per container, then names.
    static var helpSection: String {
        var text = "\nTREE EXPRESSIONS:\n"
        for container in all { text += CommandTable.line(label: container.form, summary: container.summary) }
        text += CommandTable.line(label: "NAME", summary: "a screen (an existing controller when the name exists)")
        text += CommandTable.line(label: "LABEL=EXPR", summary: "a container labelled LABEL, for on=LABEL")
        return text
    }
}
