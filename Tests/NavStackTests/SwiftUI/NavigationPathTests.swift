import Testing

@testable import NavStackCore
@testable import NavStackScript

/// `NavigationStack(path:)`: appending pushes, removing pops, assigning replaces the stack in
/// one `setViewControllers` call, and the user's back actions write the path back (Apple,
/// "Understanding the navigation stack"; `NavigationPath`).
@Suite("SwiftUI: navigation paths")
struct NavigationPathTests {
    /// A shop: a NavigationPath-bound stack over a catalog; products push a detail, whose
    /// body declares the reviews of a page number.
    static let shop = """
        root hosting(Example.ContentView, shop=stack(Catalog))
        destination ProductDetail for=Product in=Catalog
        destination Reviews for=Int in=ProductDetail
        """

    static func window(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> Window {
        let run = ScriptRun(script)
        #expect(run.errors.isEmpty, "script failed: \(run.errors)", sourceLocation: sourceLocation)
        return run.window
    }

    static func path(_ window: Window, _ name: String = "shop") -> [String]? {
        window.id(named: name).flatMap { window.navigationPath(of: $0) }.map { $0.elements.map(\.description) }
    }

    @Test("the root is not in the path; append pushes, removeLast pops (Apple doc NavigationPath)")
    func appendAndRemove() throws {
        var window = Self.window(Self.shop)
        let shop = try window.require("shop")
        #expect(window.navigationPath(of: shop) == SwiftUIPath())
        #expect(window.children(of: shop).count == 1)
        try window.appendToNavigationPath([PathValue(type: "Product", value: "shoes"), PathValue(2)], of: shop)
        #expect(Self.path(window) == ["Product:shoes", "2"])
        #expect(window.children(of: shop).compactMap { window[$0]?.name } == ["Catalog", "ProductDetail", "Reviews"])
        try window.removeLastFromNavigationPath(1, of: shop)
        #expect(Self.path(window) == ["Product:shoes"])
        #expect(window.topScreen.flatMap { window[$0]?.name } == "ProductDetail")
    }

    @Test(
        """
        SwiftUI assigns the whole stack: an element still at its place keeps its hosting controller, stale ones go \
        (decompiled NavigationHostingControllerCache_UIKit, iOS 26.1 SwiftUI.framework)
        """)
    func wholeStackAssignmentReusesControllers() throws {
        var window = Self.window(Self.shop + "\npath set shop Product:a 1 2")
        let shop = try window.require("shop")
        let before = window.children(of: shop)
        try window.setNavigationPath([PathValue(type: "Product", value: "a"), PathValue(1), PathValue(3)], of: shop)
        let after = window.children(of: shop)
        #expect(Array(after.prefix(3)) == Array(before.prefix(3)), "root, Product:a and 1 keep their controllers")
        #expect(after[3] != before[3], "2 became 3: a new hosting controller")
        #expect(window[before[3]] == nil, "the stale controller left the window")
        // A changed element below rebuilds everything above it: its destinations may differ.
        try window.setNavigationPath([PathValue(type: "Product", value: "b"), PathValue(1), PathValue(3)], of: shop)
        #expect(window.children(of: shop)[1] != after[1] && window.children(of: shop)[2] != after[2])
    }

    @Test(
        """
        one assignment plays one transition as setViewControllers(_:animated:) does: push when the new top was not \
        in the stack, pop when it was, none when it already is the top (Apple doc)
        """)
    func oneAnimationPerAssignment() throws {
        var window = Self.window(Self.shop)
        let shop = try window.require("shop")
        let product = PathValue(type: "Product", value: "a")
        #expect(try window.setNavigationPath([product, PathValue(1), PathValue(2)], of: shop).animation == .push)
        #expect(try window.setNavigationPath([product], of: shop).animation == .pop)
        #expect(try window.setNavigationPath([product], of: shop).animation == .none)
        #expect(try window.setNavigationPath([product, PathValue(5)], of: shop, animated: false).animation == .none)
        #expect(try window.setNavigationPath([], of: shop).animation == .pop)
        // The rule itself.
        let ids = (0..<3).map { ControllerID(rawValue: $0, slot: $0) }
        #expect(StackAnimation(from: ids, toTop: ids[0], animated: true) == .pop)
        #expect(StackAnimation(from: ids, toTop: ids[2], animated: true) == .none)
        #expect(StackAnimation(from: ids, toTop: ControllerID(rawValue: 9, slot: 9), animated: true) == .push)
    }

    @Test("a deep link assigns the whole path: one push, every element's destination built, the events of one transition")
    func deepLink() {
        let run = ScriptRun(
            Self.shop + """

                path set shop Product:hat 4
                expect animation push
                expect path shop Product:hat 4
                expect stack Catalog ProductDetail Reviews on=shop
                expect top Reviews
                """)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("the back button and swipe-back write the path back; a cancelled swipe leaves it (Apple doc NavigationStack)")
    func userBackWritesPath() {
        let run = ScriptRun(
            Self.shop + """

                path set shop Product:hat 4
                pop
                expect path shop Product:hat
                link 7
                swipe-back begin
                expect path shop Product:hat 7
                swipe-back cancel
                expect path shop Product:hat 7
                swipe-back begin
                swipe-back finish
                expect path shop Product:hat
                """)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test(
        """
        removeLast(k) beyond the count is the trap it is in the app ("Can't remove more items from a collection than it \
        contains", RangeReplaceableCollection.removeLast(_:) in the standard library): refused, the window unchanged
        """)
    func removeLastBeyondCount() throws {
        let window = Self.window(Self.shop + "\npath set shop Product:a 1")
        let shop = try window.require("shop")
        let error = expectRejection(of: window, throws: .removingMoreThanPath(3, count: 2, path: "shop")) {
            window throws(NavigationError) in
            try window.removeLastFromNavigationPath(3, of: shop)
        }
        #expect(error?.description.hasPrefix("Can't remove more items from a collection than it contains") == true)
        expectRejection(of: window, throws: .removingMoreThanPath(-1, count: 2, path: "shop")) { window throws(NavigationError) in
            try window.removeLastFromNavigationPath(-1, of: shop)
        }
        var path: SwiftUIPath = [PathValue(1)]
        #expect(throws: NavigationError.removingMoreThanPath(2, count: 1, path: "path")) { try path.removeLast(2) }
        #expect(path.count == 1)
        let run = ScriptRun(Self.shop + "\nexpect error path removeLast shop")
        #expect(run.errors.isEmpty, "removeLast on an empty path is refused")
    }

    @Test(
        """
        a link whose type has no destination visible from it does nothing and logs SwiftUI's message \
        (kkebo/DevToys.swiftpm#40, verbatim)
        """)
    func noVisibleDestination() throws {
        let window = Self.window(Self.shop)
        let catalog = try window.require("Catalog")
        expectIgnored(by: window, warnings: [.noVisibleDestination(type: "Int", appended: false)]) { window throws(NavigationError) in
            try window.activateLink(to: PathValue(3), from: catalog).result
        }
        #expect(
            NavigationWarning.noVisibleDestination(type: "Int", appended: false).description
                == "A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."
        )
        // Declared below the link on the stack, the destination is visible.
        let run = ScriptRun(Self.shop + "\nlink Product:a\nlink 3\nexpect path shop Product:a 3")
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
    }

    @Test("a NavigationStack nested in a destination hides the outer stack's destinations (Apple Developer Forums 737671)")
    func nestedStackHidesOuterDestinations() {
        let run = ScriptRun(
            Self.shop + """

                destination hosting(Gallery, inner=stack(GalleryRoot)) for=Photo in=Catalog
                link Photo:1
                expect warning link Product:x from=GalleryRoot
                expect path inner
                expect path shop Photo:1
                """)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("the first destination for a type nearest the root wins; a later one logs SwiftUI's message (NavigationBackport#58)")
    func destinationDeclaredEarlier() {
        let run = ScriptRun(
            Self.shop + """

                destination Other for=Int in=Reviews
                link Product:a
                link 1
                link 2
                expect stack Catalog ProductDetail Reviews Reviews-2 on=shop
                """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.contains { $0.hasPrefix("A navigationDestination for “Int” was declared earlier on the stack") })
    }

    @Test("bad input is refused with a typed error and leaves the window as it was")
    func badInput() throws {
        let window = Self.window(
            Self.shop + "\nroot hosting(App.Typed, typed=stack(List, Product))\ndestination ProductDetail for=Product in=List")
        let typed = try window.require("typed")
        expectRejection(of: window, throws: .unknownValueType("Widget", suggestion: nil)) { window throws(NavigationError) in
            try window.appendToNavigationPath([PathValue(type: "Widget", value: "1")], of: typed)
        }
        expectRejection(of: window, throws: .pathElementType(PathValue(3), path: "typed", elementType: "Product")) {
            window throws(NavigationError) in
            try window.setNavigationPath([PathValue(type: "Product", value: "a"), PathValue(3)], of: typed)
        }
        expectRejection(of: window, throws: .destinationDeclaredTwice(type: "Product", view: "List")) { window throws(NavigationError) in
            try window.declareDestination(for: "Product", content: .view("Other"), in: "List")
        }
        let list = try window.require("List")
        expectRejection(of: window, throws: .notANavigationStack(window.reference(list))) { window throws(NavigationError) in
            try window.setNavigationPath([], of: list)
        }
        #expect(
            NavigationError.pathElementType(PathValue(3), path: "typed", elementType: "Product").description
                == "cannot convert value of type 'Int' to expected argument type 'Product' ('typed' is [Product])")
        #expect(NavigationError.unknownValueType("Prodct", suggestion: "Product").description.hasSuffix("did you mean 'Product'?"))
    }

    @Test("random appends, removals and assignments keep the path equal to an array's and the window's invariants (seeded)")
    func randomPathOperations() throws {
        var rng = SplitMix64(seed: 34)
        var window = Self.window(Self.shop)
        let shop = try window.require("shop")
        var model: [PathValue] = []
        let values = [PathValue(type: "Product", value: "a"), PathValue(type: "Product", value: "b"), PathValue(1), PathValue(2)]
        for _ in 0..<300 {
            switch rng.below(3) {
            case 0:
                let value = values[rng.below(values.count)]
                let change = try window.appendToNavigationPath([value], of: shop)
                if change.warnings.contains(where: { if case .noVisibleDestination = $0 { true } else { false } }) == false {
                    model.append(value)
                }
            case 1:
                let k = rng.below(4)
                do {
                    try window.removeLastFromNavigationPath(k, of: shop)
                    model.removeLast(k)
                } catch {
                    #expect(k > model.count)
                }
            default:
                let count = rng.below(5)
                var path: [PathValue] = []
                for _ in 0..<count { path.append(values[rng.below(values.count)]) }
                let change = try window.setNavigationPath(SwiftUIPath(path), of: shop)
                if !change.warnings.contains(where: { if case .noVisibleDestination = $0 { true } else { false } }) { model = path }
            }
            #expect(window.navigationPath(of: shop)?.elements == model)
            #expect(window.invariantViolations().isEmpty)
        }
    }
}
