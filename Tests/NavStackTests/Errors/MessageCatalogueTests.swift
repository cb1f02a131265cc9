import Testing

@testable import NavStackCore

/// The message catalogues of the warning and overlay families (`+Messages.swift`): every case
/// has a stable ID, distinct from the others of its family, and a fixed wording (golden).
@Suite("Message catalogues")
struct MessageCatalogueTests {
    static let main = ControllerReference(id: nil, description: "<UINavigationController main>")
    static let home = ControllerReference(id: nil, description: "<Home>")

    /// One of each `NavigationWarning` case.
    static let navigationWarnings: [NavigationWarning] = [
        .alreadyPresenting(
            presented: ControllerReference(id: nil, description: "<Second>"), presenter: main,
            current: ControllerReference(id: nil, description: "<Sheet>")),
        .nothingToDismiss(home),
        .outerBarAlwaysHidden(ControllerReference(id: nil, description: "<NavigationController root>")),
        .noPopupBar(main, call: "openPopup"),
        .popupAlready(main, state: .open),
        .popupOnInnerContainer(main, outermost: ControllerReference(id: nil, description: "<TabBarController t>")),
        .popAtRoot(main),
        .nothingToPop(main),
        .notOnWrappingStack(home, navigationController: main, call: "remove"),
        .touchesBlockedByLoading(gesture: "the popup drag"),
        .touchesBlockedByPresentation(gesture: "the tap on the tab bar", presented: ControllerReference(id: nil, description: "<Sheet>")),
        .gestureTargetNotInWindow(gesture: "the popup drag", controller: main),
        .sheetFrameUnknown(ControllerReference(id: nil, description: "<Sheet>"), device: "iPhone 15 Pro Max"),
        .sheetPropertyIgnored(home, property: "its detents", style: nil),
        .mediumDetentModelled(element: "sheet:Compose"),
        .minimizeBehaviorWithoutEffect(ControllerReference(id: nil, description: "<TabBarController t>"), onPad: false),
        .notKnownForIOS26("the minimized tab bar (its bubbles were never measured)"),
        .tabSelectionRefused(home, tabBarController: ControllerReference(id: nil, description: "<TabBarController t>")),
        .dismissalRefusedByDelegate(ControllerReference(id: nil, description: "<Sheet>")),
        .swipeBackRefusedByDelegate(main),
        .popoverFrameUnknown(ControllerReference(id: nil, description: "<Popover>"), device: "iPad Pro 11-inch"),
        .presentingFromDetached(
            presented: ControllerReference(id: nil, description: "<X>"), presenter: ControllerReference(id: nil, description: "<Player>")),
    ]

    /// One of each `OverlayError` case.
    static let overlayErrors: [OverlayError] = [
        .invalidDuration(-1), .emptyToast, .emptyStackToast, .invalidDrag(.nan), .noStackToast(index: 2, count: 1),
    ]

    /// One of each `OverlayWarning` case.
    static let overlayWarnings: [OverlayWarning] = [
        .toastDroppedWhileLoading("Saved"), .loadingAlreadyShowing, .noLoadingToHide,
        .noDynamicIsland(device: "iphone-se", fallback: "top"), .touchesBlockedByLoading, .stackEmpty, .noBackdrop,
        .onlyFrontToastDraggable(1), .dragTooShort(4), .touchesBlockedByPresentation(presented: "<Sheet>"),
    ]

    static func catalogue(_ messages: [some ModelMessage]) -> String {
        messages.map { "\($0.messageID): \($0.description)" }.joined(separator: "\n") + "\n"
    }

    /// A value printed through `TextOutputStreamable`, as a `String` literal prints it.
    struct Streamed: TextOutputStreamable {
        func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed") }
    }

    @Test("a message built in one buffer reads as the same string interpolation does")
    func messageString() {
        let container = ControllerReference(id: nil, description: "<NavigationController #0>")
        let optional: Int? = nil
        for count in [1, 3] {
            let built: MessageString = "on \(container): \(count) bar\(count == 1 ? "" : "s"), \(Streamed()), \(optional as Any) – é"
            let interpolated: String = "on \(container): \(count) bar\(count == 1 ? "" : "s"), \(Streamed()), \(optional as Any) – é"
            #expect(built.text == interpolated)
        }
        // Past the room reserved up front: the buffer grows and keeps what it held.
        let long = String(repeating: "név ", count: 200)
        let grown: MessageString = "<\(long)> and \(container) after \(long)"
        #expect(grown.text == "<\(long)> and \(container) after \(long)")
        #expect(MessageString("plain").text == "plain")
        // Every length around the 192 bytes held inline, crossing it in either piece, and a
        // literal longer than the inline bytes, which moves to the array at its first piece.
        for length in 0..<260 {
            let piece = String(repeating: "a", count: length)
            let crossing: MessageString = "é\(piece)|\(piece)"
            #expect(crossing.text == "é" + piece + "|" + piece, "\(length)")
        }
        let longLiteral: MessageString =
            "\(container) — a literal of more than one hundred and ninety-two bytes, so that the buffer moves its bytes to its array within the first literal piece: \(container)."
        #expect(longLiteral.text.hasPrefix("<NavigationController #0> — a literal"))
        #expect(longLiteral.text.hasSuffix(": <NavigationController #0>."))
    }

    @Test("each family's IDs are distinct, one per case, and name the case")
    func identifiers() {
        for ids in [Self.navigationWarnings.map(\.messageID), Self.overlayErrors.map(\.messageID), Self.overlayWarnings.map(\.messageID)] {
            #expect(Set(ids).count == ids.count)
            #expect(ids.allSatisfy { !$0.isEmpty && $0.first?.isLowercase == true })
        }
        #expect(Self.navigationWarnings.map(\.messageID).contains("popupOnInnerContainer"))
        #expect(OverlayError.emptyToast.uikitException == nil, "overlay errors are JFPopup's, never UIKit exceptions")
    }

    @Test("every NavigationWarning case has a stable message (golden; UIKit or a library ignores these calls)")
    func navigationWarningMessages() {
        assertGolden(Self.catalogue(Self.navigationWarnings), named: "navigation-warning-messages")
    }

    @Test("every OverlayError and OverlayWarning case has a stable message (golden)")
    func overlayMessages() {
        assertGolden(Self.catalogue(Self.overlayErrors) + Self.catalogue(Self.overlayWarnings), named: "overlay-messages")
    }
}
