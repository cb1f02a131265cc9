import Testing

@testable import NavStackCore
@testable import NavStackRendering

/// `UIPageViewController` with one visible page (Apple doc
/// `setViewControllers(_:direction:animated:completion:)`).
@Suite("UIPageViewController")
struct PageViewControllerTests {
    @Test(
        "a page view controller shows its one page: the page is its child, on screen and the top screen (Apple doc UIPageViewController.viewControllers)"
    )
    func onePage() throws {
        var window = Window()
        let nav = try #require(try window.setRoot(.navigationController(root: .pageViewController(page: .screen("Intro")))).created)
        let page = try window.require("Intro")
        let pages = try #require(window.nodes.parent(page))
        #expect(window.nodes.kind(pages) == .pageViewController)
        #expect(window.children(of: nav) == [pages], "the stack holds the page view controller, not its page")
        #expect(window.topScreen == page)
        #expect(window.navigationController(of: page) == nav)
        #expect(window.invariantViolations() == [])
        // A push from the page lands on the navigation controller's stack.
        try window.pushViewController(.screen("Next"), from: page)
        #expect(window.children(of: nav).count == 2)
    }

    @Test(
        "_printHierarchy prints it as UIPageViewController with a _UIPageViewControllerContentView, its page below it (swift-snapshot-testing testViewControllerHierarchy.1.txt)"
    )
    func printHierarchy() throws {
        var window = Window()
        try window.setRoot(
            .tabBarController([
                .navigationController(root: .pageViewController(page: .screen("Page"))),
                .navigationController(root: .screen("Other")),
            ]))
        try window.updateScreen(window.require("Page")) { $0.className = "UIViewController" }
        let lines = UIKitHierarchyRenderer.render(window).split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[2] == "   |    | <UIPageViewController>, state: appeared, view: <_UIPageViewControllerContentView>")
        #expect(lines[3] == "   |    |    | <UIViewController>, state: appeared, view: <UIView>")
        #expect(lines[4] == "   | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window")
        #expect(lines[5] == "   |    | <Other>, state: disappeared, view: (view not loaded)")
    }

    @Test("a page view controller without exactly one page breaks the invariants")
    func exactlyOnePage() throws {
        var window = Window()
        try window.setRoot(.pageViewController(page: .screen("A"), label: "p"))
        let pages = try window.lookUp("p")
        window.nodes.setChildren(pages, [])
        #expect(window.invariantViolations().contains { $0.contains("shows 0 pages") })
    }
}
