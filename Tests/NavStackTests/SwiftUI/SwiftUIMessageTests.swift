import Testing

@testable import NavStackCore

/// SwiftUI's errors and warnings, each made by the operation that refuses or ignores it, with a
/// fixed wording (golden: Golden/swiftui-messages.txt). SwiftUI's runtime messages and the
/// standard library's are verbatim.
@Suite("SwiftUI: the message catalogue")
struct SwiftUIMessageTests {
    @Test("one of each SwiftUI error and warning, made by a real operation, has its ID and a stable message (golden)")
    func catalogue() throws {
        var window = Window()
        try window.setRoot(.swiftUI(.hosting("App.Root", .swiftUI(.stack(root: .view("Catalog"), path: "shop")))))
        try window.declareDestination(for: "Product", content: .view("Detail"), in: "Catalog")
        try window.declareDestination(for: "Int", content: .view("Detail"), in: "Detail")
        try window.declarePresentation(
            BindingPresentation(binding: "composing", isItem: false, style: .sheet(), content: .view("Compose")), in: "Catalog")
        try window.declarePresentation(
            BindingPresentation(binding: "ghost", isItem: false, style: .sheet(), content: .view("G")), in: "Elsewhere")
        var typed = Window()
        try typed.setRoot(.swiftUI(.windowGroup(.stack(root: .view("List"), path: "list", elementType: "Product"))))
        let shop = try window.lookUp("shop")
        let catalog = try window.lookUp("Catalog")
        let before = window

        var errors: [NavigationError?] = []
        var ui = Window()
        errors.append(caught { () throws(NavigationError) in try ui.setRoot(.tabBarController([.swiftUI(.stack(root: .view("A")))])) })
        try ui.setRoot(.navigationController(root: .screen("Home"), label: "main"))
        let main = try ui.lookUp("main")
        errors.append(caught { () throws(NavigationError) in try ui.pushViewController(.swiftUI(.windowGroup(.view("A"))), onto: main) })
        errors.append(
            caught { () throws(NavigationError) in try window.declareDestination(for: "9Lives", content: .view("X"), in: "Catalog") })
        errors.append(
            caught { () throws(NavigationError) in
                try ui.setRoot(.swiftUI(.windowGroup(.tabView([SwiftUITab(tag: "a", .view("A")), SwiftUITab(tag: "a", .view("B"))]))))
            })
        errors.append(caught { () throws(NavigationError) in try window.setNavigationPath([], of: catalog) })
        errors.append(
            caught { () throws(NavigationError) in try window.appendToNavigationPath([PathValue(type: "Prodct", value: "x")], of: shop) })
        errors.append(
            caught { () throws(NavigationError) in try typed.appendToNavigationPath([PathValue("text")], of: typed.lookUp("list")) })
        errors.append(caught { () throws(NavigationError) in try window.removeLastFromNavigationPath(1, of: shop) })
        errors.append(
            caught { () throws(NavigationError) in try window.declareDestination(for: "Product", content: .view("Y"), in: "Catalog") })
        errors.append(
            caught { () throws(NavigationError) in
                try window.declarePresentation(
                    BindingPresentation(binding: "composing", isItem: true, style: .fullScreenCover, content: .view("Z")), in: "Catalog")
            })
        errors.append(caught { () throws(NavigationError) in try window.setBinding("composin", to: .bool(true)) })
        errors.append(caught { () throws(NavigationError) in try window.setBinding("composing", to: .tag("a")) })
        errors.append(.notASwiftUIView(window.reference(catalog)))  // the script's `in=` default, on a UIKit screen
        #expect(window == before, "every refused call left the window as it was")

        var warnings: [NavigationWarning] = []
        warnings += try window.activateLink(to: PathValue(1), from: catalog).warnings
        warnings += try window.setNavigationPath([PathValue(type: "Product", value: "a"), PathValue(1)], of: shop).warnings
        warnings += try window.setBinding("ghost", to: .bool(true)).warnings

        let found = errors.compactMap { $0 }
        #expect(found.count == errors.count, "each call refused")
        #expect(Set(found.map(\.messageID)).count == found.count, "one of each case")
        #expect(warnings.map(\.messageID) == ["noVisibleDestination", "destinationDeclaredEarlier", "noViewDeclaring"])
        let text =
            found.map { "\($0.messageID): \($0.description)" }.joined(separator: "\n") + "\n"
            + warnings.map { "\($0.messageID): \($0.description)" }.joined(separator: "\n") + "\n"
        assertGolden(text, named: "swiftui-messages")
    }
}
