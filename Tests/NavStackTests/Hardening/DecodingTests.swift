import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// Decoding a window validates the document (`Window+Decoding.swift`): each crafted document
/// below decoded before and then made an operation trap or loop; now each throws a
/// `DecodingError` naming where the document is wrong.
@Suite("Decoding validates the document")
struct DecodingTests {
    /// A window with every kind of link: tabs, a Koinu stack, a presentation, a popup, toasts
    /// and the toast stack.
    static let script = """
        root t=tabs(first=nav(Home), nav(Search))
        push Detail from=Home
        present Sheet
        dismiss
        popup present Player on=first
        toast "Saved"
        toasts add One
        toasts add Two
        present plain=uinav(Modal)
        """

    /// The encoded window as JSON objects, to break one part at a time.
    static func document() throws -> [String: Any] {
        let run = ScriptRun(script)
        #expect(run.errors == [])
        let data = try JSONEncoder().encode(run.window)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func decode(_ document: [String: Any]) throws -> Window {
        try JSONDecoder().decode(Window.self, from: JSONSerialization.data(withJSONObject: document))
    }

    /// The error decoding `document` after `edit`, or `nil` when it decoded.
    static func rejection(_ edit: (inout [String: Any]) throws -> Void) throws -> DecodingError? {
        var document = try document()
        try edit(&document)
        do {
            _ = try decode(document)
            return nil
        } catch let error as DecodingError {
            return error
        }
    }

    static func path(of error: DecodingError?) -> String {
        guard case let .dataCorrupted(context)? = error else { return "not data corrupted: \(String(describing: error))" }
        return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    static func message(of error: DecodingError?) -> String {
        guard case let .dataCorrupted(context)? = error else { return "" }
        return context.debugDescription
    }

    /// Edits the controller named `name` (or the one at `index`).
    static func editNode(_ document: inout [String: Any], named name: String, _ edit: (inout [String: Any]) -> Void) {
        guard var nodes = document["nodes"] as? [[String: Any]],
            let index = nodes.firstIndex(where: { $0["name"] as? String == name })
        else { return }
        edit(&nodes[index])
        document["nodes"] = nodes
    }

    static func id(_ document: [String: Any], named name: String) -> Int {
        let nodes = document["nodes"] as? [[String: Any]] ?? []
        return nodes.first { $0["name"] as? String == name }?["id"] as? Int ?? -1
    }

    static func index(_ document: [String: Any], named name: String) -> Int {
        (document["nodes"] as? [[String: Any]] ?? []).firstIndex { $0["name"] as? String == name } ?? -1
    }

    @Test("a window decodes to an equal, consistent window that operations and renderers keep using")
    func roundTrip() throws {
        let run = ScriptRun(Self.script)
        var window = try Self.decode(try Self.document())
        #expect(window == run.window)
        #expect(window.invariantViolations() == [])
        #expect(TreeDumper.render(window) == TreeDumper.render(run.window))
        try window.pushViewController(.screen("More"), onto: try window.lookUp("first"))
        #expect(window.invariantViolations() == [])
        #expect((window[try window.lookUp("More")]?.id.rawValue ?? -1) >= run.window.nextID)
    }

    @Test("every example's final window round-trips")
    func examplesRoundTrip() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nav") }
        #expect(scripts.count > 10)
        for script in scripts {
            let text = try String(contentsOf: folder.appendingPathComponent(script), encoding: .utf8)
            let window = ScriptRun(text).window
            let decoded = try JSONDecoder().decode(Window.self, from: try JSONEncoder().encode(window))
            #expect(decoded == window, "\(script)")
            #expect(decoded.invariantViolations() == [], "\(script)")
        }
    }

    @Test("a parent cycle is rejected: the two controllers are not reachable from the root")
    func parentCycle() throws {
        let error = try Self.rejection { document in
            let a = Self.id(document, named: "Search")
            let home = Self.id(document, named: "Home")
            Self.editNode(&document, named: "Search") {
                $0["children"] = [home]
                $0["kind"] = "TabBarController"
            }
            Self.editNode(&document, named: "Home") { $0["parent"] = a }
        }
        #expect(Self.message(of: error).contains("inconsistent"))
    }

    @Test("a presentation cycle is rejected (it made every renderer loop)")
    func presentationCycle() throws {
        let error = try Self.rejection { document in
            let modal = Self.id(document, named: "Modal")
            let plain = Self.id(document, named: "plain")
            Self.editNode(&document, named: "Modal") {
                $0["presented"] = plain
                $0["presenter"] = plain
                $0["presentationStyle"] = "fullScreen"
            }
            Self.editNode(&document, named: "plain") { $0["presented"] = modal }
        }
        #expect(Self.message(of: error).contains("inconsistent"))
    }

    @Test("a popup whose content is its own container is rejected (it looped on every walk)")
    func popupCycle() throws {
        let error = try Self.rejection { document in
            let first = Self.id(document, named: "first")
            Self.editNode(&document, named: "first") {
                var popup = $0["popup"] as? [String: Any] ?? [:]
                popup["content"] = first
                $0["popup"] = popup
                $0["popupHost"] = first
            }
        }
        #expect(Self.message(of: error).contains("inconsistent"))
    }

    @Test("a dangling child, parent, root, presentation, popup content, name and popup host each throw at their path")
    func danglingIDs() throws {
        let home = try Self.index(Self.document(), named: "Home")
        let modal = try Self.index(Self.document(), named: "Modal")
        let first = try Self.index(Self.document(), named: "first")
        let cases: [(String, (inout [String: Any]) -> Void)] = [
            ("nodes.\(home).parent", { Self.editNode(&$0, named: "Home") { $0["parent"] = 9_999 } }),
            ("nodes.\(first).children.0", { Self.editNode(&$0, named: "first") { $0["children"] = [9_999] } }),
            ("root", { $0["root"] = 9_999 }),
            ("nodes.\(modal).presenter", { Self.editNode(&$0, named: "Modal") { $0["presenter"] = 9_999 } }),
            (
                "nodes.\(first).popup.content",
                {
                    Self.editNode(&$0, named: "first") {
                        var popup = $0["popup"] as? [String: Any] ?? [:]
                        popup["content"] = 9_999
                        $0["popup"] = popup
                    }
                }
            ),
            ("names.Home", { $0["names"] = ($0["names"] as? [String: Any] ?? [:]).merging(["Home": 9_999]) { $1 } }),
            ("popupHosts.0", { $0["popupHosts"] = [9_999] }),
        ]
        for (path, edit) in cases {
            let error = try Self.rejection(edit)
            #expect(Self.path(of: error) == path)
            #expect(Self.message(of: error).contains("#9999 is not a controller of the window"), "\(path)")
        }
    }

    @Test("duplicate IDs, IDs at or above nextID, negative IDs and nextID 0 are rejected")
    func idRanges() throws {
        let next = try Self.document()["nextID"] as? Int ?? 0
        let duplicate = try Self.rejection { document in
            let home = Self.id(document, named: "Home")
            Self.editNode(&document, named: "Search") { $0["id"] = home }
        }
        #expect(Self.message(of: duplicate).contains("is used twice"))
        #expect(try Self.rejection { document in Self.editNode(&document, named: "Home") { $0["id"] = next } } != nil)
        #expect(try Self.rejection { document in Self.editNode(&document, named: "Home") { $0["id"] = -1 } } != nil)
        // nextID 0 passed the invariant check until the next push reused #0.
        #expect(Self.path(of: try Self.rejection { $0["nextID"] = 0 }).hasPrefix("nodes."))
        #expect(Self.path(of: try Self.rejection { $0["nextID"] = Int.max }) == "nextID")
        #expect(Self.path(of: try Self.rejection { $0["nextID"] = -5 }) == "nextID")
    }

    @Test("counters and times near Int.max are rejected, so no later addition overflows")
    func overflowingCounters() throws {
        func overlays(_ edit: @escaping (inout [String: Any]) -> Void) throws -> DecodingError? {
            try Self.rejection { document in
                var overlays = document["overlays"] as? [String: Any] ?? [:]
                edit(&overlays)
                document["overlays"] = overlays
            }
        }
        #expect(Self.path(of: try overlays { $0["clock"] = ["now": Int.max - 10] }) == "overlays.clock.now")
        #expect(Self.path(of: try overlays { $0["nextID"] = Int.max }) == "overlays.nextID")
        #expect(Self.path(of: try overlays { $0["queueResumesAt"] = Int.max }) == "overlays.queueResumesAt")
        let entry = try overlays { overlays in
            var entries = overlays["entries"] as? [[String: Any]] ?? []
            entries[0]["dismissAt"] = Int.max
            overlays["entries"] = entries
        }
        #expect(Self.path(of: entry) == "overlays.entries.0.dismissAt")
        let stack = try overlays { overlays in
            var stack = overlays["stack"] as? [String: Any] ?? [:]
            var items = stack["items"] as? [[String: Any]] ?? []
            items[1]["id"] = items[0]["id"]
            stack["items"] = items
            overlays["stack"] = stack
        }
        #expect(Self.path(of: stack) == "overlays.stack.items.1.id")
        // The same window with the clock at the bound decodes and waits without trapping.
        var document = try Self.document()
        var state = document["overlays"] as? [String: Any] ?? [:]
        state["clock"] = ["now": Window.maximumDecodedNumber]
        document["overlays"] = state
        var window = try Self.decode(document)
        try window.advanceClock(bySeconds: ModelClock.maximumSeconds)
        #expect(window.overlays.clock.now == Window.maximumDecodedNumber + 1_000_000_000)
    }

    @Test("wrong types, missing keys, unknown kinds and out-of-range numbers throw")
    func wrongTypesAndRanges() throws {
        #expect(try Self.rejection { $0["nextID"] = "many" } != nil)
        #expect(try Self.rejection { $0["nodes"] = nil } != nil)
        #expect(try Self.rejection { document in Self.editNode(&document, named: "Home") { $0["kind"] = "UIWindow" } } != nil)
        #expect(try Self.rejection { document in Self.editNode(&document, named: "Home") { $0["children"] = "none" } } != nil)
        let device = try Self.rejection { document in
            var device = document["device"] as? [String: Any] ?? [:]
            device["screenWidth"] = 1e300
            document["device"] = device
        }
        #expect(Self.path(of: device) == "device.screenWidth")
        let progress = try Self.rejection { document in
            Self.editNode(&document, named: "first") {
                var popup = $0["popup"] as? [String: Any] ?? [:]
                var item = popup["item"] as? [String: Any] ?? [:]
                item["progress"] = 7
                popup["item"] = item
                $0["popup"] = popup
            }
        }
        #expect(Self.path(of: progress).hasSuffix("popup.item.progress"))
        let selection = try Self.rejection { document in
            Self.editNode(&document, named: "t") { $0["tabs"] = ["selectedIndex": 99, "isTabBarHidden": false] }
        }
        #expect(Self.message(of: selection).contains("selects 99 of 2 tabs"))
    }

    @Test(
        "the screen an overlay was laid out on is a device checked as the window's: a valid one reads back equal, a screen width of 1e300 is rejected at its path"
    )
    func overlayScreenIsChecked() throws {
        let run = ScriptRun("root nav(Home)\ntoast Saved\ndevice iphone-15-pro landscape")
        #expect(run.errors == [])
        let data = try JSONEncoder().encode(run.window)
        var document = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(try Self.decode(document) == run.window)
        /// Sets the first `laidOutOn` found in `value` through `edit`.
        func editScreen(_ value: inout Any, _ edit: (inout [String: Any]) -> Void) -> Bool {
            if var object = value as? [String: Any] {
                if var screen = object["laidOutOn"] as? [String: Any] {
                    edit(&screen)
                    object["laidOutOn"] = screen
                    value = object
                    return true
                }
                for key in object.keys.sorted() {
                    guard var child = object[key] else { continue }
                    if editScreen(&child, edit) {
                        object[key] = child
                        value = object
                        return true
                    }
                }
            } else if var array = value as? [Any] {
                for index in array.indices where editScreen(&array[index], edit) {
                    value = array
                    return true
                }
            }
            return false
        }
        var root: Any = document
        let found = editScreen(&root) { screen in
            var device = screen["device"] as? [String: Any] ?? [:]
            device["screenWidth"] = 1e300
            screen["device"] = device
        }
        #expect(found)
        document = try #require(root as? [String: Any])
        do {
            _ = try Self.decode(document)
            Issue.record("a laidOutOn device 1e300 wide decoded")
        } catch let error as DecodingError {
            #expect(Self.path(of: error).hasSuffix("laidOutOn.device.screenWidth"))
        }
    }

    @Test("names: two controllers with one name (canonically equal too), and a name list that disagrees, are rejected")
    func names() throws {
        let twice = try Self.rejection { document in
            Self.editNode(&document, named: "Search") { $0["name"] = "Home" }
        }
        #expect(Self.message(of: twice).contains("is also the name of"))
        let kelvin = try Self.rejection { document in
            Self.editNode(&document, named: "Home") { $0["name"] = "K" }
            Self.editNode(&document, named: "Search") { $0["name"] = "\u{212A}" }
        }
        #expect(Self.message(of: kelvin).contains("is also the name of"))
        let missing = try Self.rejection { document in
            var names = document["names"] as? [String: Any] ?? [:]
            names["Home"] = nil
            document["names"] = names
        }
        #expect(Self.path(of: missing) == "names")
    }

    @Test("a child listed 100,000 times is one error, found in linear time")
    func hugeChildList() throws {
        let error = try Self.rejection { document in
            let home = Self.id(document, named: "Home")
            Self.editNode(&document, named: "Detail") { $0["children"] = Array(repeating: home, count: 100_000) }
        }
        #expect(Self.message(of: error).contains("inconsistent"))
    }

    @Test(
        "decoding 50,000 controllers (the release-build scale is in the benchmarks) stores each once, in creation order (no search, no free-list walk)"
    )
    func largeWindowDecodes() throws {
        let run = ScriptRun("root nav(S0)\nset-stack " + (0..<25_000).map { "S\($0)" }.joined(separator: " "))
        #expect(run.errors == [])
        let window = run.window
        #expect(window.count >= 50_000)
        let data = try JSONEncoder().encode(window)
        let decoded = try JSONDecoder().decode(Window.self, from: data)
        #expect(decoded == window)
        // Slots are the document's order: the table is full up to its count, then free.
        #expect(decoded.nodes.storageViolations() == [])
        #expect(decoded.nodes.values.map(\.id.slot) == Array(0..<decoded.count))
    }
}
