import Testing

@testable import NavStackCore

/// Structural checks of the Window doc's claim that "push and pop touch only the nodes they
/// add or remove". No timings: they would make the tests flaky and prove nothing.
@Suite("Push and pop stay O(1) on deep stacks")
struct ComplexityTests {
    static let depth = 10_000

    /// A Koinu stack `depth` screens deep.
    static func deepWrappedStack() throws -> (Window, nav: ControllerID) {
        var window = Window()
        let nav = try #require(try window.setRoot(.koinuNavigationController(root: .screen("S0"), label: "root")).created)
        for index in 1..<depth { try window.pushViewController(.screen("S\(index)"), onto: nav) }
        return (window, nav)
    }

    /// The IDs whose nodes differ between `a` and `b`, and those only one of them holds.
    static func changes(from a: Window, to b: Window) -> (changed: Set<ControllerID>, added: Set<ControllerID>, removed: Set<ControllerID>)
    {
        let before = Set(a.allIDs)
        let after = Set(b.allIDs)
        let changed = before.intersection(after).filter { a[$0] != b[$0] }
        return (changed, after.subtracting(before), before.subtracting(after))
    }

    @Test(
        "after 10,000 pushes on a wrapped stack one push adds exactly 3 controllers and one pop removes exactly 3 (Koinu VMNavigationController.swift:143-161: 1 container + 1 inner nav per screen)"
    )
    func pushAndPopCounts() throws {
        var (window, nav) = try Self.deepWrappedStack()
        #expect(window.count == 1 + 3 * Self.depth)
        #expect(window.children(of: nav).count == Self.depth)
        let countBefore = window.count
        try window.pushViewController(.screen("Top"), onto: nav)
        #expect(window.count == countBefore + 3)
        try window.popViewController(on: nav)
        #expect(window.count == countBefore)
        try window.popViewController(on: nav)
        #expect(window.count == countBefore - 3)
    }

    @Test(
        "a push on a 10,000-deep wrapped stack changes only the outer controller and adds its 3 new nodes; a pop changes only the outer controller (Window: push and pop touch only the nodes they add or remove)"
    )
    func pushAndPopTouchOnlyTheirNodes() throws {
        let (deep, nav) = try Self.deepWrappedStack()
        var pushed = deep
        let created = try #require(try pushed.pushViewController(.screen("Top"), onto: nav).created)
        let push = Self.changes(from: deep, to: pushed)
        #expect(push.changed == [nav])
        #expect(push.removed.isEmpty)
        #expect(push.added.count == 3)
        #expect(push.added.contains(created))
        var popped = pushed
        try popped.popViewController(on: nav)
        let pop = Self.changes(from: pushed, to: popped)
        #expect(pop.changed == [nav])
        #expect(pop.removed == push.added)
        #expect(pop.added.isEmpty)
        #expect(popped == deep.withNextID(pushed.nextID), "popping restores everything but the ID counter")
    }

    @Test(
        "IDs are generational: each push on a wrapped stack consumes exactly 3 new IDs, and popped IDs are never handed out again (ControllerID doc)"
    )
    func generationalIDs() throws {
        var (window, nav) = try Self.deepWrappedStack()
        let next = window.nextID
        let top = try #require(try window.pushViewController(.screen("Top"), onto: nav).created)
        #expect(window.nextID == next + 3)
        try window.popViewController(on: nav)
        let again = try #require(try window.pushViewController(.screen("Top"), onto: nav).created)
        #expect(again > top)
    }

    @Test(
        "on a plain UINavigationController 10,000 deep, push adds 1 controller, pop removes 1, and popToRoot removes all 9,999 in one call (Apple doc popToRootViewController)"
    )
    func plainDeepStack() throws {
        var (window, nav) = try Fixture.plainNavigation(["S0"])
        for index in 1..<Self.depth { try window.pushViewController(.screen("S\(index)"), onto: nav) }
        #expect(window.count == Self.depth + 1)
        try window.pushViewController(.screen("Top"), onto: nav)
        #expect(window.count == Self.depth + 2)
        try window.popViewController(on: nav)
        #expect(window.count == Self.depth + 1)
        let result = try window.popToRootViewController(on: nav)
        #expect(result.removed.count == Self.depth - 1)
        #expect(result.removed.first?.description == "<S1>" && result.removed.last?.description == "<S9999>")
        #expect(window.count == 2)
    }

    @Test(
        "pop and a following push mutate the stack array in place: its storage is not copied (Window+Pop: no copy of the whole stack is held)"
    )
    func stackNotCopied() throws {
        var (window, nav) = try Self.deepWrappedStack()
        func storage(_ window: Window) -> UInt {
            window.nodes[nav]!.children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
        let original = storage(window)
        try window.popViewController(on: nav)
        #expect(storage(window) == original, "pop removed the last element in place")
        try window.pushViewController(.screen("Again"), onto: nav)
        #expect(storage(window) == original, "the push reused the capacity the pop left")
        try window.popToViewController(window.require("S5000"), on: nav)
        #expect(storage(window) == original, "popTo removed the tail in place")
        #expect(window.children(of: nav).count == 5001)
    }
}

extension Window {
    /// This window with its ID counter set to `next`.
    fileprivate func withNextID(_ next: Int) -> Window {
        var copy = self
        copy.nextID = next
        return copy
    }
}
