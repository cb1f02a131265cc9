import NavStack
import NavStackTesting
import Testing

// The pattern docs/Testing.md shows, compiled and run: an app's routing written against
// `Window`, tested on any platform. The test at the end checks the doc still shows this code.

// BEGIN coordinator
/// The app's routing. In the app, the same calls go to UIKit (or a protocol both implement);
/// here they go to a `Window`.
struct AppCoordinator {
    var window = Window()

    /// The app's first screen: a tab per area, each with its own stack.
    mutating func start() throws(NavigationError) {
        try window.setRoot(
            .tabBarController(
                [
                    .koinuNavigationController(root: .screen("Home"), label: "main"),
                    .navigationController(root: .screen("Settings"), label: "settings"),
                ], label: "tabs"))
    }

    /// A deep link to an item: whatever is on screen, close the sheets, go to the Home tab,
    /// back to its root, and push the item's detail.
    mutating func showDetail(_ item: String) throws(NavigationError) {
        if window.presentationChain.count > 1 { try window.dismiss(from: "Home") }
        try window.select(tab: "main")
        try window.popTo("Home", from: "Home")
        try window.push("Detail-\(item)", from: "Home")
    }

    /// Sign-in, over everything.
    mutating func showLogin() throws(NavigationError) {
        try window.present("Login", style: .fullScreen)
    }
}

@Test func deepLinkFromAnywhere() throws {
    var app = AppCoordinator()
    try app.start()
    try app.window.select(tab: "settings")
    try app.window.push("About", from: "Settings")
    try app.showLogin()

    try app.showDetail("42")

    #expect(app.window.visibleNames == ["tabs", "main", "Detail-42"])
    #expect(try app.window.stackNames(of: "main") == ["Home", "Detail-42"])
    #expect(try app.window.stackNames(of: "settings") == ["Settings", "About"], "the other tab keeps its stack")
}

@Test func deepLinkTwice() throws {
    var app = AppCoordinator()
    try app.start()
    try app.showDetail("1")
    try app.showDetail("2")
    #expect(try app.window.stackNames(of: "main") == ["Home", "Detail-2"])
}

@Test func deepLinkAfterAScript() throws {
    // A script sets the scene, each failing line an issue at its line here (the literal
    // starts 2 lines after the call's)...
    var app = AppCoordinator(
        window: runScript(
            """
            root tabs=tabs(main=nav(Home), settings=uinav(Settings))
            push Feed from=Home
            present Sheet style=formSheet
            expect top Sheet
            """, firstLineOffset: 2))
    // ...and the app's own code takes it from there.
    try app.showDetail("7")
    #expect(app.window.topName == "Detail-7")
    #expect(try app.window.stackNames(of: "Home") == ["Home", "Detail-7"])
}
// END coordinator

@Test("docs/Testing.md shows the coordinator these tests run")
func coordinatorDocumented() {
    let shown = DocumentationTests.swiftBlock(in: DocumentationTests.file("docs/Testing.md"), after: "## Testing an app's routing")
    #expect(
        shown == "import NavStack\nimport NavStackTesting\nimport Testing\n\n" + DocumentationTests.region("coordinator"),
        "docs/Testing.md's coordinator differs from this file's")
}
