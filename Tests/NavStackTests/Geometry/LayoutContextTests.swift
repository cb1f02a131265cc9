import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The layout records, besides the frames, which controller owns each element and which
/// presentation context laid out which elements and screens.
@Suite struct LayoutContextTests {
    @Test("each bar's owner is the controller whose view holds it; device chrome and overlays have none")
    func owners() throws {
        let window = ScriptRun("root t=tabs(l=nav(Library))\npopup present Player\ntoast Hi").window
        let layout = window.layout()
        let owners = Dictionary(layout.elements.map { ($0.name, $0.owner) }, uniquingKeysWith: { first, _ in first })
        // Koinu: the bar is the screen's own container navigation controller's, not l's.
        let library = try #require(window.id(named: "Library"))
        #expect(owners["navbar:Library"] == window.parent(of: library))
        #expect(window.parent(of: library).flatMap(window.kind(of:)) == .containerNavigationController)
        #expect(owners["tabbar"] == window.id(named: "t"))
        #expect(owners["popupbar"] == window.id(named: "t"))
        #expect(owners["statusbar"] == .some(nil))
        #expect(owners["toast"] == .some(nil))
        // Owners take no part in equality: an element is its name and frame.
        #expect(LayoutElement("tabbar", .zero, owner: window.id(named: "t")) == LayoutElement("tabbar", .zero))
    }

    @Test("a sheet is a second context with its own elements and screens; frames are unchanged")
    func sheet() {
        let window = ScriptRun("root nav(Home)\npresent nav(Compose) style=pageSheet").window
        let layout = window.layout()
        #expect(layout.contexts.count == 2)
        #expect(layout.contexts.map { $0.screens.map(\.name) } == [["Home"], ["Compose"]])
        #expect(layout.contexts[1].style == .pageSheet)
        #expect(layout.contexts[1].frame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(layout.contexts[1].elements.map { layout.elements[$0].name } == ["sheet:NavigationController", "navbar:Compose"])
        #expect(layout.contexts[1].screens[0].contentFrame == Rect(x: 0, y: 125, width: 393, height: 693), "under the sheet's 56 pt bar")
        #expect(layout.contexts.flatMap(\.elements).count + 2 == layout.elements.count)  // + status bar, island
    }

    @Test("open popup content is a screen of the container's context, framed by the content")
    func popupContent() throws {
        let window = ScriptRun("root t=tabs(nav(A))\npopup present P open").window
        let layout = window.layout()
        let content = try #require(layout.contexts.first?.screens.first { $0.name == "P" })
        #expect(content.popupHost == window.id(named: "t"))
        #expect(content.frame == layout.frame(of: "popupcontent"))
        #expect(content.safeArea == layout.safeArea(of: "P"))
    }
}
