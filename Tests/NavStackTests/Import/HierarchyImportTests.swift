import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// Importing `_printHierarchy` text (docs/Import.md): each rule of the mapping, the round trip
/// through `-f uikit`, and every way a dump is refused.
@Suite struct HierarchyImportTests {
    /// Imports `text` into a fresh window.
    func imported(_ text: String, options: HierarchyImportOptions = HierarchyImportOptions()) throws -> (Window, [HierarchyImportWarning]) {
        var window = Window()
        let warnings = try window.importHierarchy(try HierarchyDump(parsing: text), options: options)
        return (window, warnings)
    }

    /// The problem importing `text` reports.
    func failure(_ text: String, options: HierarchyImportOptions = HierarchyImportOptions()) -> HierarchyImportError? {
        do {
            _ = try imported(text, options: options)
            return nil
        } catch let error as HierarchyImportError {
            return error
        } catch {
            return nil
        }
    }

    /// swift-snapshot-testing's `purgePointers` (`Snapshotting/UIViewController.swift`).
    func purged(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var out = ""
            var rest = Substring(line)
            while let range = rest.range(of: " 0x") ?? rest.range(of: ": 0x") {
                var end = range.upperBound
                while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
                out += rest[..<range.lowerBound]
                rest = rest[end...]
            }
            out += rest
            lines.append(out)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: The round trip

    /// Every example's final window, and the window after each of its lines, prints as
    /// `-f uikit`, imports and prints the same again. A window with a More tab cannot come
    /// back (its hidden tabs are not printed) and must say so.
    @Test func everyExampleRoundTripsThroughUIKitText() throws {
        let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")
        #expect(examples.count >= 20)
        var checked = 0
        var refusedMore = 0
        for example in examples {
            let bytes = try #require(FileSystem.read(path: RepositoryPath.root + "/Examples/" + example))
            var windows: [Window] = []
            var interpreter = Interpreter(options: .init(keepGoing: true))
            interpreter.observe = { windows.append($0.window) }
            interpreter.run(ScriptSource(name: example, bytes: bytes))
            windows.append(interpreter.window)
            for window in windows where window.root != nil {
                let text = UIKitHierarchyRenderer.render(window)
                var copy = window
                do {
                    try copy.importHierarchy(try HierarchyDump(parsing: text))
                    #expect(UIKitHierarchyRenderer.render(copy) == text, "\(example)")
                    #expect(copy.invariantViolations().isEmpty, "\(example)")
                    checked += 1
                } catch {
                    #expect(error.problem == .moreTabs, "\(example): \(error) at \(error.line):\(error.column)\n\(text)")
                    refusedMore += 1
                }
            }
        }
        #expect(checked > 500)
        #expect(refusedMore > 0)
    }

    /// With pointers, as lldb prints them, the same tree comes back; re-printed, the text is
    /// the recording without its pointers.
    @Test func pointersAndChiselViewDescriptionsAreDropped() throws {
        let text = """
            <UINavigationController 0x10480c200>, state: appeared, view: <UILayoutContainerView 0x104a09f80>
               | <Shop.CatalogViewController 0x104a0b3d0>, state: disappeared, view: <UITableView: 0x10500e000; frame = (0 0; 390 844)> not in the window
               | <Shop.ProductViewController 0x104c1d6f0>, state: appeared, view: <UIView 0x104c1e1a0>
            """
        let (window, warnings) = try imported(text)
        #expect(warnings.isEmpty)
        #expect(
            UIKitHierarchyRenderer.render(window) == """
                <UINavigationController>, state: appeared, view: <UILayoutContainerView>
                   | <Shop.CatalogViewController>, state: disappeared, view: <UITableView> not in the window
                   | <Shop.ProductViewController>, state: appeared, view: <UIView>
                """)
        // Screens are named after their class without the module.
        let catalog = try #require(window.id(named: "CatalogViewController"))
        #expect(window[catalog]?.screen.className == "Shop.CatalogViewController")
        #expect(window[catalog]?.screen.viewClassName == "UITableView")
        #expect(window.topScreen.flatMap { window[$0]?.name } == "ProductViewController")
    }

    // MARK: Names

    /// Repeated classes: the first keeps the name, the next are numbered from 2.
    @Test func repeatedClassesAreNumberedFromTheSecond() throws {
        let text = """
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
               |    | <App.ListViewController>, state: appeared, view: <UIView>
               | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
               |    | <App.ListViewController>, state: disappeared, view: (view not loaded)
               | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
               |    | <Other.ListViewController>, state: disappeared, view: (view not loaded)
            """
        let (window, _) = try imported(text)
        #expect(window.id(named: "ListViewController") != nil)
        #expect(window.id(named: "ListViewController-2") != nil)
        #expect(window.id(named: "ListViewController-3").flatMap { window[$0]?.screen.className } == "Other.ListViewController")
        #expect(UIKitHierarchyRenderer.render(window) == text)
    }

    /// Characters a script name cannot hold (a generic's brackets) become `_`.
    @Test func genericClassNamesBecomeValidNames() throws {
        let text = "<App.Box<Swift.Int>>, state: appeared, view: <UIView>"
        let (window, _) = try imported(text)
        #expect(window.id(named: "Box_Swift.Int_") != nil)
        #expect(UIKitHierarchyRenderer.render(window) == text)
    }

    /// A view's description after `;` is dropped, but a `;` inside its generic brackets is
    /// part of its class (a fuzzer's find: the class printed back must read back).
    @Test func viewDescriptionsEndAtASemicolonOutsideBrackets() throws {
        let (window, _) = try imported("<Host>, state: appeared, view: <Box<A;B>View: 0x1; frame = (0 0; 1 1)>")
        #expect(UIKitHierarchyRenderer.render(window) == "<Host>, state: appeared, view: <Box<A;B>View>")
    }

    /// Spaces between a class and its pointer's colon go with the pointer (a fuzzer's find:
    /// `<Name   : 0x10>` printed back as `<Name   >`, which read back as `<Name>`;
    /// Fuzz/regressions/hierarchy-spaces-before-pointer-colon.txt).
    @Test func spacesBeforeAPointerColonAreDropped() throws {
        let text = try #require(
            FileSystem.read(path: RepositoryPath.root + "/Fuzz/regressions/hierarchy-spaces-before-pointer-colon.txt").map {
                String(decoding: $0, as: UTF8.self)
            })
        let (window, _) = try imported(text)
        let printed = UIKitHierarchyRenderer.render(window)
        #expect(printed.hasPrefix("<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n"))
        let (again, _) = try imported(printed)
        #expect(UIKitHierarchyRenderer.render(again) == printed)
        let (controller, _) = try imported("<App.Home   : 0x7f>, state: appeared, view: <UIView>")
        #expect(UIKitHierarchyRenderer.render(controller) == "<App.Home>, state: appeared, view: <UIView>")
    }

    /// Every trailing pointer goes, as `purgePointers` removes them all (a fuzzer's find: one
    /// dropped per reading made each re-import print another class;
    /// Fuzz/regressions/hierarchy-two-pointers-in-view-class.txt).
    @Test func everyTrailingPointerIsDropped() throws {
        let (window, _) = try imported("<App.Home>, state: appeared, view: <UIView :  d  0x10  0x10 ; frame = (0 0; 1 1)>")
        let printed = UIKitHierarchyRenderer.render(window)
        #expect(printed == "<App.Home>, state: appeared, view: <UIView :  d>")
        let (again, _) = try imported(printed)
        #expect(UIKitHierarchyRenderer.render(again) == printed)
    }

    /// A SwiftUI host prints its hosting view's class unless it was given another, so a dump
    /// showing one with a plain `UIView` keeps it (a fuzzer's find: the class UIKit gives a
    /// screen was taken for nothing given, and printed back as SwiftUI's hosting view;
    /// Fuzz/regressions/hierarchy-swiftui-host-with-plain-view.txt).
    @Test func swiftUIHostKeepsAPlainView() throws {
        let text = try #require(
            FileSystem.read(path: RepositoryPath.root + "/Fuzz/regressions/hierarchy-swiftui-host-with-plain-view.txt").map {
                String(decoding: $0, as: UTF8.self)
            })
        for dump in [
            text,
            "<_TtGC7SwiftUI19UIHostingControllerV3App11ContentView_>, state: appeared, view: <UIView>",
            "<_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: appeared, view: <UIView>",
            "<_TtGC7SwiftUI19UIHostingControllerV3App11ContentView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV3App11ContentView_>",
        ] {
            let (window, _) = try imported(dump)
            #expect(UIKitHierarchyRenderer.render(window) == dump)
        }
    }

    /// One rule for every controller (`ControllerNode.defaultViewClassName(design:)`, which the
    /// renderer prints when nothing is stored): a dumped view class is stored only where it
    /// differs from the one the controller prints without it, so a SwiftUI host printed with
    /// its own hosting view stores none, and one printed with a plain `UIView` stores that.
    @Test func aViewClassIsStoredOnlyWhereItDiffersFromTheOnePrintedWithoutIt() throws {
        let cases: [(dump: String, stored: String?)] = [
            ("<Home>, state: appeared, view: <UIView>", nil),
            ("<Home>, state: appeared, view: <UITableView>", "UITableView"),
            ("<_TtGC7SwiftUI19UIHostingControllerV3App11ContentView_>, state: appeared, view: <UIView>", "UIView"),
            (
                "<_TtGC7SwiftUI19UIHostingControllerV3App11ContentView_>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV3App11ContentView_>",
                nil
            ),
            ("<_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_>, state: appeared, view: <UIView>", "UIView"),
            ("<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <Home>, state: appeared, view: <UIView>", nil),
        ]
        for (dump, stored) in cases {
            let (window, _) = try imported(dump)
            let root = try #require(window.root)
            #expect(window[root]?.screen.viewClassName == stored, "\(dump)")
            #expect(UIKitHierarchyRenderer.render(window) == dump)
        }
    }

    // MARK: States and views as they were

    /// The `.hierarchy` strategy can record a tab bar controller mid-appearance, with the
    /// unselected roots' views loaded by the app: both come in, and the next operation
    /// completes the transition.
    @Test func transitionalStatesHoldUntilTheNextOperation() throws {
        let text = """
            <Books.LibraryTabBarController>, state: appearing, view: <UILayoutContainerView>
               | <Books.BooksNavigationController>, state: appearing, view: <UILayoutContainerView>
               |    | <Books.ShelfViewController>, state: appearing, view: <UICollectionView>
               | <Books.BooksNavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
               |    | <Books.StoreViewController>, state: disappeared, view: <UITableView> not in the window
            """
        var (window, warnings) = try imported(text)
        // The first child appears below the last: a tab bar controller (a navigation
        // controller shows only its top); its children are navigation controllers.
        #expect(warnings.isEmpty)
        #expect(UIKitHierarchyRenderer.render(window) == text)
        let shelf = try #require(window.id(named: "ShelfViewController"))
        let store = try #require(window.id(named: "StoreViewController"))
        #expect(window.appearanceState(of: shelf) == .appearing)
        #expect(window.appearanceState(of: store) == .disappeared)
        let tabBar = try #require(window.root)
        try window.selectTab(at: 1, of: tabBar)
        #expect(window.appearanceState(of: shelf) == .disappeared)
        #expect(window.appearanceState(of: store) == .appeared)
        #expect(window.importedTransitionalStates.isEmpty)
    }

    /// A navigation tab never selected has its own view loaded and its root's not (the
    /// model's rule); a dump that shows otherwise keeps what it shows.
    @Test func loadedViewsComeInAsTheyWere() throws {
        let text = """
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
               |    | <Feed>, state: appeared, view: <UIView>
               | <UINavigationController>, state: disappeared, view: (view not loaded)
               |    | <Profile>, state: disappeared, view: (view not loaded)
            """
        let (window, _) = try imported(text)
        #expect(UIKitHierarchyRenderer.render(window) == text)
        let profile = try #require(window.id(named: "Profile"))
        #expect(window.appearanceState(of: profile) == .notLoaded)
    }

    // MARK: Containers

    /// Koinu's classes rebuild the wrapping scheme, and the import switches the library.
    @Test func koinuAndRTClassesRebuildTheWrappingScheme() throws {
        for library in WrappingLibrary.allCases {
            var original = Window()
            original.wrappingLibrary = library
            var interpreter = Interpreter(window: original)
            interpreter.run(
                ScriptSource(
                    name: "t.nav",
                    text: "root main=nav(tabs(cnav(A), cnav(B)), nowrap)\npush C from=A\npresent nav(S) style=formSheet\npush T from=S"))
            #expect(!interpreter.failed)
            let text = UIKitHierarchyRenderer.render(interpreter.window)
            var copy = Window()
            copy.wrappingLibrary = library == .koinu ? .rt : .koinu
            try copy.importHierarchy(try HierarchyDump(parsing: text))
            #expect(copy.wrappingLibrary == library)
            #expect(UIKitHierarchyRenderer.render(copy) == text)
        }
    }

    /// An app's navigation controller subclass under a tab bar controller is a navigation
    /// controller; a subclass holding navigation controllers is a tab bar controller.
    @Test func appContainerSubclassesAreRecognisedByPlaceAndChildren() throws {
        let text = """
            <App.RootController>, state: appeared, view: <UILayoutContainerView>
               | <App.Stack>, state: appeared, view: <UILayoutContainerView>
               |    | <Home>, state: appeared, view: <UIView>
               | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
               |    | <Search>, state: disappeared, view: (view not loaded)
            """
        let (window, warnings) = try imported(text)
        #expect(warnings.isEmpty)
        let root = try #require(window.root)
        #expect(window[root]?.kind == .tabBarController)
        #expect(window[root]?.screen.className == "App.RootController")
        #expect(window.kind(of: try #require(window[root]?.children.first)) == .navigationController)
        #expect(UIKitHierarchyRenderer.render(window) == text)
    }

    /// A subclass the structure does not decide: an error naming `map=`, a warning when its
    /// name says, and `map=` decides.
    @Test func ambiguousSubclassesNeedAMapOrTheirName() throws {
        let unnamed = """
            <App.Shell>, state: appeared, view: <UILayoutContainerView>
               | <Home>, state: appeared, view: <UIView>
            """
        #expect(failure(unnamed)?.problem == .ambiguousContainer("App.Shell"))
        #expect(failure(unnamed)?.description.contains("map=App.Shell:nav") == true)
        let (asTabs, _) = try imported(unnamed, options: HierarchyImportOptions(classMap: ["App.Shell": .tabBarController]))
        #expect(asTabs.root.flatMap { asTabs.kind(of: $0) } == .tabBarController)
        let (asNav, _) = try imported(unnamed, options: HierarchyImportOptions(classMap: ["App.Shell": .navigationController]))
        #expect(asNav.root.flatMap { asNav.kind(of: $0) } == .navigationController)

        let named = """
            <MainNavigationController>, state: appeared, view: <UILayoutContainerView>
               | <Home>, state: appeared, view: <UIView>
            """
        let (window, warnings) = try imported(named)
        #expect(window.root.flatMap { window.kind(of: $0) } == .navigationController)
        #expect(warnings.map(\.line) == [1])
        #expect(warnings.first?.message.contains("from its class name") == true)
    }

    /// A page view controller shows one page; its content view names it.
    @Test func pageViewControllersByClassOrContentView() throws {
        let text = """
            <App.Onboarding>, state: appeared, view: <_UIPageViewControllerContentView>
               | <Page>, state: appeared, view: <UIView>
            """
        let (window, _) = try imported(text)
        #expect(window.root.flatMap { window.kind(of: $0) } == .pageViewController)
        #expect(UIKitHierarchyRenderer.render(window) == text)
    }

    /// Presentations, each style by its presentation controller's class.
    @Test func presentationsByPresentationControllerClass() throws {
        for style in ModalPresentationStyle.allCases {
            var interpreter = Interpreter()
            interpreter.run(
                ScriptSource(
                    // A Koinu screen's container navigation controller defines the context of a
                    // context presentation, which NavStack refuses: those present from uinav.
                    name: "t.nav",
                    text:
                        "root uinav(A)\npresent \(style.isContextual ? "uinav" : "nav")(S) style=\(style.rawValue)\npresent T style=\(style.rawValue)"
                ))
            #expect(!interpreter.failed)
            let text = UIKitHierarchyRenderer.render(interpreter.window)
            let (window, _) = try imported(text)
            #expect(UIKitHierarchyRenderer.render(window) == text, "\(style)")
            let sheet = try #require(window.id(named: "T"))
            #expect(window[sheet]?.presentationStyle == style)
        }
    }

    // MARK: Refused

    /// Each malformed or inconsistent dump: its problem, line and column.
    @Test(arguments: [
        ("", HierarchyImportError.Problem.empty, 1, 1),
        ("<A>, state: appeared, view: <UIView", .unclosedBracket, 1, 29),
        ("<A>, state: appeared", .expected("', view: '"), 1, 21),
        ("<A>, state: shown, view: <UIView>", .unknownState("shown"), 1, 13),
        ("<A>, state: appeared, view: <UIView> extra", .unexpectedText, 1, 37),
        ("   | <A>, state: appeared, view: <UIView>", .indentedRoot, 1, 1),
        ("<A>, state: appeared, view: <UIView>\n<B>, state: appeared, view: <UIView>", .secondRoot, 2, 1),
        // A fuzzer's find: a child listed after the controller its parent presents, which
        // `_printHierarchy` never prints (children first, then the presented controller).
        (
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   + <B>, state: appeared, view: <UIView>, presented with: <_UIPageSheetPresentationController>\n   | <A>, state: appeared, view: <UIView>",
            .childAfterPresented(owner: "UINavigationController", line: 2), 3, 6
        ),
        (
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   |    | <A>, state: appeared, view: <UIView>",
            .indentedTooDeep(depth: 2, parentDepth: 0), 2, 1
        ),
        ("  <A>, state: appeared, view: <UIView>", .expectedIndentation, 1, 1),
        // A fuzzer's find: an escape character inside a view class.
        ("<A>, state: appeared, view: <UI\u{1B}View>", .controlCharacter, 1, 32),
        (
            "<A>, state: appeared, view: <UIView>\n   + <B>, state: appeared, view: <UIView>, presented with: <App.CardPresentationController>",
            .unknownPresentationController("App.CardPresentationController"), 2, 6
        ),
        (
            "<A>, state: appeared, view: <UIView>\n   + <B>, state: appeared, view: <UIView>",
            .presentedWithoutController, 2, 6
        ),
        (
            "<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n   | <UIMoreNavigationController>, state: appeared, view: <UILayoutContainerView>",
            .moreTabs, 2, 6
        ),
        (
            "<App.Split>, state: appeared, view: <UIView>\n   | <A>, state: appeared, view: <UIView>",
            .customContainer("App.Split"), 1, 1
        ),
        // Two tabs cannot both be in the window.
        (
            "<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: appeared, view: <UIView>\n   | <B>, state: appeared, view: <UIView>",
            .inconsistent(expected: "state: disappeared, view: <UIView> not in the window"), 3, 6
        ),
        // The top of the stack shown is in the window.
        (
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: disappeared, view: (view not loaded)",
            .inconsistent(expected: "state: appeared, view: (view not loaded)"), 2, 6
        ),
        // A full-screen presentation takes its presenter out of the window.
        (
            "<A>, state: appeared, view: <UIView>\n   + <B>, state: appeared, view: <UIView>, presented with: <_UIFullscreenPresentationController>",
            .inconsistent(expected: "state: disappeared, view: <UIView> not in the window"), 1, 1
        ),
        // UIKit: "Pushing a navigation controller is not supported".
        (
            "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: disappeared, view: <UIView> not in the window\n   | <UINavigationController>, state: appeared, view: <UILayoutContainerView>\n   |    | <B>, state: appeared, view: <UIView>",
            .rejectedByModel("pushing a navigation controller is not supported"), 3, 6
        ),
    ])
    func refusedDumps(text: String, problem: HierarchyImportError.Problem, line: Int, column: Int) throws {
        let error = try #require(failure(text))
        if case .rejectedByModel = problem, case let .rejectedByModel(message) = error.problem {
            #expect(message.localizedLowercase.contains("navigation controller"), "\(message)")
        } else {
            #expect(error.problem == problem, "\(error)")
        }
        #expect(error.line == line)
        #expect(error.column == column)
    }

    /// A dump of a million controllers is refused at the line past the limit, without
    /// building anything: the reading stops there.
    @Test func aMillionControllersAreRefusedAtTheLimit() throws {
        var text = "<UINavigationController>, state: appeared, view: <UILayoutContainerView>\n"
        text.reserveCapacity(60_000_000)
        for _ in 0..<1_000_000 { text += "   | <A>, state: disappeared, view: (view not loaded)\n" }
        var caught: HierarchyImportError?
        do {
            _ = try HierarchyDump(parsing: text)
        } catch {
            caught = error
        }
        let error = try #require(caught)
        #expect(error.problem == .tooManyControllers(limit: HierarchyDump.maximumControllers))
        #expect(error.line == HierarchyDump.maximumControllers + 1)
    }

    /// A refused import leaves the window exactly as it was.
    @Test func aRefusedImportChangesNothing() throws {
        var window = try Fixture.plainNavigation(["Home", "Detail"]).0
        let before = window
        #expect(throws: HierarchyImportError.self) {
            try window.importHierarchy(
                try HierarchyDump(
                    parsing:
                        "<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n   | <A>, state: appeared, view: <UIView>\n   | <B>, state: appeared, view: <UIView>"
                ))
        }
        #expect(window == before)
    }

    /// lldb prints its prompt and the command before the output: a dump pasted from the
    /// console starts with `(lldb) po …` (objc.io Issue 19 shows the command), and may end
    /// with the next prompt.
    @Test func lldbPromptLinesArePartOfAPastedDump() throws {
        let dump = try HierarchyDump(
            parsing: """
                (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
                <UINavigationController 0x7f8>, state: appeared, view: <UILayoutContainerView 0x7f9>
                   | <App.Home 0x7fa>, state: appeared, view: <UIView 0x7fb>
                (lldb)\u{20}
                """)
        #expect(dump.entries.map(\.className) == ["UINavigationController", "App.Home"])
        #expect(dump.entries.map(\.line) == [2, 3])
    }

    /// A `UISplitViewController` (or an app's subclass) is named in the error: its columns are
    /// navigation controllers, which would otherwise read as a tab bar controller's tabs
    /// (Apple doc `UISplitViewController`).
    @Test(arguments: ["UISplitViewController", "App.MainSplitViewController"])
    func splitViewControllersAreNamedAsUnmodelled(className: String) throws {
        var window = Window()
        var caught: HierarchyImportError?
        do {
            try window.importHierarchy(
                try HierarchyDump(
                    parsing: """
                        <\(className) 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                           | <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
                           |    | <App.List 0x5>, state: appeared, view: <UITableView 0x6>
                           | <UINavigationController 0x7>, state: appeared, view: <UILayoutContainerView 0x8>
                           |    | <App.Detail 0x9>, state: appeared, view: <UIView 0xa>
                        """))
        } catch {
            caught = error
        }
        let error = try #require(caught)
        #expect(error.problem == .unsupportedUIKitContainer(className, uikitClass: "UISplitViewController"))
        #expect(error.line == 1)
        #expect(error.description.contains("<\(className)> is a UISplitViewController"))
        #expect(window == Window())
    }
}
