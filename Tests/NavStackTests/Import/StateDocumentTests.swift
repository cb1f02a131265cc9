import Testing

@testable import NavStackCore
@testable import NavStackFormats
@testable import NavStackRendering
@testable import NavStackScript

/// The state document (docs/State.md): the round trip, its determinism, and each way a
/// document is refused, with its message, line and column, in time linear in its size.
@Suite struct StateDocumentTests {
    func refusal(_ text: String) -> StateDocumentError? {
        do {
            _ = try StateDocument.window(from: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// A small window's document, as text, for the refusals to edit.
    static let sample: String = {
        var interpreter = Interpreter()
        interpreter.run(ScriptSource(name: "t.nav", text: "root tabs(uinav(A), nav(B))\npush C from=A\npresent S"))
        return StateDocument.text(of: interpreter.window)
    }()

    /// Every example's final window: `-f state` reads back to an equal window whose `-f json`
    /// and `-f state` are the original's, byte for byte.
    @Test func everyExampleRoundTrips() throws {
        let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")
        #expect(examples.count >= 20)
        for example in examples {
            let bytes = try #require(FileSystem.read(path: RepositoryPath.root + "/Examples/" + example))
            var interpreter = Interpreter(options: .init(keepGoing: true))
            interpreter.run(ScriptSource(name: example, bytes: bytes))
            let original = interpreter.window
            let text = StateDocument.text(of: original)
            let loaded = try StateDocument.window(from: Array(text.utf8))
            #expect(loaded == original, "\(example)")
            #expect(JSONRenderer.render(loaded) == JSONRenderer.render(original), "\(example)")
            #expect(StateDocument.text(of: loaded) == text, "\(example)")
        }
    }

    /// Every object's keys are sorted, so a dictionary's order (which changes between runs)
    /// never shows; the popup hosts are sorted too.
    /// One escaper for every JSON NavStack writes (JSONEscaping): a title with a quote, a
    /// backslash, controls, DEL and U+2028/U+2029 reads the same in `-f json` and `-f state`
    /// (DEL was written raw by one and escaped by the other), and reads back whole.
    @Test func oneEscaperForJSONAndState() throws {
        let title = "q\"b\\n\nt\tc\u{1}d\u{7F}l\u{2028}p\u{2029}e\u{2027}é画"
        var window = Window()
        _ = try window.setRoot(.screen("A"))
        let id = try #require(window.id(named: "A"))
        try window.updateScreen(id) { $0.navigationItem.title = title }
        let escaped = #""q\"b\\n\nt\tc\u0001d\u007fl\u2028p\u2029e\#u{2027}é画""#
        #expect(JSONRenderer.render(window).contains(escaped))
        #expect(StateDocument.text(of: window).contains(escaped))
        let loaded = try StateDocument.window(from: Array(StateDocument.text(of: window).utf8))
        #expect(loaded == window)
    }

    @Test func keysAreSortedAtEveryLevel() throws {
        let root = try JSONValue.parse(Array(StateDocumentTests.sample.utf8))
        var pending = [root]
        var objects = 0
        while let node = pending.popLast() {
            switch node.value {
            case let .object(object):
                objects += 1
                let keys = object.members.map(\.key)
                #expect(keys == keys.sorted())
                pending += object.members.map(\.value)
            case let .array(elements):
                pending += elements
            default:
                break
            }
        }
        #expect(objects > 20)
        #expect(StateDocumentTests.sample.hasPrefix("{\n  \"format\": \"navstack-state\",\n  \"version\": 1,\n  \"window\": {"))
    }

    @Test(arguments: [
        // Truncated.
        (
            "{\"format\": \"navstack-state\", \"version\": 1, \"window\": {\"nodes\": [", "the document ends where a value was expected", 1,
            65
        ),
        (
            "{\"format\": \"navstack-state\", \"version\": 2, \"window\": {}}",
            "version: unknown state document version 2; this version of NavStack reads version 1", 1, 41
        ),
        (
            "{\"format\": \"other\", \"version\": 1, \"window\": {}}",
            "format: not a NavStack state document: \"format\" must be \"navstack-state\"", 1, 12
        ),
        ("[1, 2]", "a state document is a JSON object with \"format\", \"version\" and \"window\"", 1, 1),
        ("{\"format\": \"navstack-state\", \"format\": \"x\"}", "duplicate key \"format\"", 1, 30),
        ("{\"a\": tru}", "expected 'true'", 1, 7),
        ("{\"a\": \"\u{01}\"}", "a control character in a string must be escaped", 1, 8),
        ("{\"a\": 01}", "expected ',' or '}' in the object", 1, 8),
        ("{} x", "unexpected text after the JSON value", 1, 4),
    ])
    func malformedDocuments(text: String, message: String, line: Int, column: Int) throws {
        let error = try #require(refusal(text))
        #expect(error.description == message)
        #expect(error.line == line)
        #expect(error.column == column)
    }

    /// Wrong types, dangling and duplicate IDs and a cycle: the window decoder's own rules,
    /// reported at the offending value's line.
    @Test func inconsistentWindowsAreRefusedAtTheirValue() throws {
        let sample = StateDocumentTests.sample
        func edited(_ old: String, _ new: String) -> String {
            guard let range = sample.range(of: old) else { return "" }
            return sample.replacingCharacters(in: range, with: new)
        }
        func line(of text: String, containing fragment: String) -> Int {
            (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) } ?? -1) + 1
        }
        // A wrong type.
        let wrongType = edited("\"nextID\": ", "\"nextID\": \"many\", \"x\": ")
        let typeError = try #require(refusal(wrongType))
        #expect(typeError.path == "window.nextID")
        #expect(typeError.message == "expected a number (Int), found a string")
        #expect(typeError.line == line(of: wrongType, containing: "\"nextID\""))

        // A dangling child: an ID no controller has.
        let dangling = edited("\"children\": [\n", "\"children\": [\n          999999,\n")
        let danglingError = try #require(refusal(dangling))
        #expect(danglingError.message.contains("is not a controller of the window"), "\(danglingError)")
        #expect(danglingError.path.hasPrefix("window.nodes["))

        // The same ID twice.
        let root = try JSONValue.parse(Array(sample.utf8))
        guard case let .object(document) = root.value, case let .object(window)? = document["window"]?.value,
            case let .array(nodes)? = window["nodes"]?.value, nodes.count > 2
        else {
            Issue.record("the sample has no nodes")
            return
        }
        var copies = nodes
        copies[1] = nodes[0]
        let duplicateText = StateDocumentTests.replacingNodes(in: sample, with: copies)
        let duplicateError = try #require(refusal(duplicateText))
        #expect(duplicateError.message.contains("is used twice"), "\(duplicateError)")

        // A cycle: the root made its own child's parent's child.
        var cyclic = nodes
        if case var .object(first) = cyclic[0].value, case let .object(second) = cyclic[1].value, let id = second["id"] {
            first = StateDocumentTests.setting("parent", to: id, in: first)
            cyclic[0] = JSONNode(value: .object(first), offset: 0)
        }
        let cyclicError = try #require(refusal(StateDocumentTests.replacingNodes(in: sample, with: cyclic)))
        #expect(cyclicError.path == "window", "\(cyclicError)")
        #expect(cyclicError.message.hasPrefix("the window is inconsistent: "), "\(cyclicError)")

        // Two controllers with one name.
        let renamed = sample.replacingOccurrences(of: "\"name\": \"C\"", with: "\"name\": \"A\"")
        #expect(renamed != sample)
        let nameError = try #require(refusal(renamed))
        #expect(nameError.path.hasPrefix("window.nodes["), "\(nameError)")
        #expect(nameError.message.hasSuffix("is also the name of #2"), "\(nameError)")
    }

    /// A million controllers are refused after reading, before any is decoded; ten thousand
    /// nested arrays at the nesting limit.
    @Test func hugeAndDeepDocumentsAreRefusedQuickly() throws {
        var text = "{\"format\": \"navstack-state\", \"version\": 1, \"window\": {\"nodes\": ["
        text += Array(repeating: "{}", count: 1_000_000).joined(separator: ",")
        text += "]}}"
        let huge = try #require(refusal(text))
        #expect(huge.message == "the window holds 1000000 controllers; at most \(StateDocument.maximumControllers) are read")
        #expect(huge.path == "window.nodes")

        let deep = try #require(refusal(String(repeating: "[", count: 10_000)))
        #expect(deep.message == "nested more than \(JSONValue.maximumDepth) levels deep")
        #expect(deep.column == JSONValue.maximumDepth + 1)
    }

    /// Strings: escapes, surrogate pairs and non-ASCII text read back as written.
    @Test func stringsRoundTrip() throws {
        let text = "q\"b\\s/\u{08}\u{0C}\n\r\t\u{01}é😀\u{2028}"
        var out = ""
        JSONValue.writeString(text, to: &out)
        let node = try JSONValue.parse(Array(out.utf8))
        #expect(node.value == .string(text))
        #expect(try JSONValue.parse(Array("\"\\ud83d\\ude00\"".utf8)).value == .string("😀"))
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array("\"\\ud83d\"".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse([0x22, 0xFF, 0x22]) }
    }

    // MARK: Script and command line

    /// `load state` replaces the window; a refused document is an error at its line and
    /// column, and nothing changes.
    @Test func loadStateInAScript() throws {
        var interpreter = Interpreter()
        let files = ["saved.json": Array(StateDocumentTests.sample.utf8), "bad.json": Array("{\"format\": 1}".utf8)]
        interpreter.readFile = { path in files[path].map { .success($0) } ?? .failure(FileReadError("No such file or directory")) }
        var diagnostics: [Diagnostic] = []
        interpreter.report = { diagnostics.append($0) }
        interpreter.run(ScriptSource(name: "flow.nav", text: "load state saved.json\nexpect top S\ndismiss\nexpect top C"))
        #expect(diagnostics.isEmpty)
        #expect(!interpreter.inputRejected)
        let before = interpreter.window
        interpreter.run(ScriptSource(name: "flow.nav", text: "load state bad.json"))
        #expect(interpreter.window == before)
        #expect(interpreter.inputRejected)
        let error = try #require(diagnostics.last)
        #expect(error.location == ScriptLocation(file: "bad.json", line: 1, column: 12))
        #expect(error.message == "format: not a NavStack state document: \"format\" must be \"navstack-state\"")
        #expect(error.notes == ["in 'load state' at flow.nav:1:12"])
    }

    static func setting(_ key: String, to value: JSONNode, in object: JSONObject) -> JSONObject {
        var rebuilt = JSONObject()
        var found = false
        for member in object.members {
            if member.key == key {
                _ = rebuilt.append(key, value)
                found = true
            } else {
                _ = rebuilt.append(member.key, member.value)
            }
        }
        if !found { _ = rebuilt.append(key, value) }
        return rebuilt
    }

    static func replacingNodes(in sample: String, with nodes: [JSONNode]) -> String {
        guard let root = try? JSONValue.parse(Array(sample.utf8)), case let .object(document) = root.value,
            case let .object(window)? = document["window"]?.value
        else { return "" }
        let newWindow = setting("nodes", to: JSONNode(value: .array(nodes), offset: 0), in: window)
        return JSONValue.object(setting("window", to: JSONNode(value: .object(newWindow), offset: 0), in: document)).text()
    }
}
