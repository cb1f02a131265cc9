import Testing

@testable import NavStackCore
@testable import NavStackScript

/// The parser counts a command's arguments and checks its options as it reads them
/// (``ArgumentShape``), and sorts the arguments of a line it checked once, when it parses it
/// (``CommandBody/sorted``), so that running the line need not read them again. What it sorted
/// must be exactly what reading the arguments when the line runs gives: the same counts, words
/// and options; a line it did not check is read when it runs, with its error.
@Suite("The parser's argument shape changes nothing but the speed")
struct ArgumentShapeTests {
    /// What sorting a command's arguments gives, comparable.
    enum Sorted: Equatable {
        case arguments(words: [String], options: [String], trees: Int, optionCount: Int)
        case error(String, column: Int)
    }

    static func sorted(_ command: Command) -> Sorted? {
        guard let declaration = command.declaration, declaration.subcommands.isEmpty || command.isSubcommand else { return nil }
        do throws(ScriptError) {
            return describe(try Arguments(command, declaration: DeclarationReference(declaration), isSubcommand: command.isSubcommand))
        } catch {
            return .error(error.message, column: error.place(endColumn: command.endColumn).column)
        }
    }

    /// What `args` sorted into, comparable.
    static func describe(_ args: Arguments) -> Sorted {
        .arguments(
            words: args.words.map(\.value), options: args.options.map { "\($0.key.value)=\($0.value.value)" },
            trees: args.treeCount, optionCount: args.optionCount)
    }

    /// `command` as the parser would give it had it not counted and checked its arguments.
    static func unshaped(_ command: Command) -> Command {
        Command(
            name: command.name, declarationReference: command.declarationReference, arguments: command.arguments, nested: command.nested,
            file: command.file, line: command.line, source: command.source, shape: .unverified)
    }

    /// Every line of every script in Examples/.
    static func exampleLines() throws -> [String] {
        var lines: [String] = []
        for name in FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav") {
            let text = String(decoding: try #require(FileSystem.read(path: RepositoryPath.root + "/Examples/" + name)), as: UTF8.self)
            lines += text.split(separator: "\n").map(String.init)
        }
        return lines
    }

    static func command(_ line: String) throws -> Command {
        try #require(try Parser.parse(line: line, number: 1, file: "t.nav").get())
    }

    /// Every line of every example, and lines made to miss the shape: what the parser sorted
    /// is what reading the line when it runs gives.
    @Test(
        "every example line, every kind of bad option and a group without its subcommand: what the parser sorted is what running the line reads"
    )
    func sameWithAndWithout() throws {
        var lines = [
            "push A on=main on=main", "push A bogus=1", "push A hidesBottomBarWhenPushed=true title=T",
            "push A title=T hidesBottomBarWhenPushed=true hidesBottomBarWhenPushed=false", "popup present Player title=S title=T",
            "expect error message=x push A", "expect bar tint=#FF0000 tint=#00FF00", "expect bar on=x", "pop extra words here",
            "set-tabs a=nav(A) b=nav(B) animated=false", "popup present Player bogus=1", "expect top A A", "select",
            // Groups without a subcommand, or with one they do not have: never sorted when parsed.
            "popup", "popup frobnicate Player", "expect", "expect topp Home",
        ]
        lines += try Self.exampleLines()
        var checked = 0
        for line in lines {
            guard case let .success(parsed?) = Parser.parse(line: line, number: 1, file: "t.nav") else { continue }
            let unshaped = Self.unshaped(parsed)
            // Sorted once when parsed, from the parser's counts (what the interpreter hands the
            // handler): what reading the arguments at run time gives, for every checked line
            // but a group's without its subcommand, which is sorted when run, with its error.
            let isGroup = parsed.declaration.map { !$0.subcommands.isEmpty && !$0.isSubcommand } ?? false
            guard let presorted = parsed.body.sorted else {
                #expect(!parsed.shape.isChecked || isGroup, "\(line)")
                continue
            }
            checked += 1
            #expect(Self.describe(presorted) == Self.sorted(unshaped), "\(line)")
            #expect(presorted.wordCount + (parsed.isSubcommand ? 1 : 0) == Int(parsed.shape.words), "\(line)")
            // Every option given is one the handler is told it may find (`mayGive`).
            let keys = try #require(parsed.declaration).optionKeys
            for option in presorted.options {
                let index = keys.firstIndex(of: option.key.value)
                #expect(index.map { presorted.mayGive(ArgumentShape.bit(ofOption: $0)) } == true, "\(line): \(option.key.value)")
            }
        }
        // Most lines are sorted when parsed: a check that never ran would pass the comparisons above.
        #expect(checked > lines.count / 2)
    }

    @Test("declared keys given once are checked by the parser, with their counts")
    func checkedShape() throws {
        // push declares on=, from=, animated= first, then the properties (title= among them).
        let push = try Self.command("push A title=T on=main")
        let keys = try #require(push.declaration?.optionKeys)
        let title = try #require(keys.firstIndex(of: "title"))
        #expect(
            push.shape
                == ArgumentShape(
                    words: 0, options: 2, trees: 1, isChecked: true,
                    given: ArgumentShape.bit(ofOption: 0) | ArgumentShape.bit(ofOption: title)))
        let sub = try Self.command("popup present Player title=Song")
        #expect(sub.shape.isChecked && sub.shape.words == 2 && sub.shape.options == 1 && sub.shape.trees == 0)
        let pop = try Self.command("pop")
        #expect(pop.shape == ArgumentShape(words: 0, options: 0, trees: 0, isChecked: true, given: 0))
    }

    /// Each option the parser finds among its command's declared keys carries its place there,
    /// and a handler reading a property through that place gets what the key's lookup gives:
    /// for every declaration, its table maps each option to the property field with the same
    /// key (or to none), and a place that names another key is not trusted (the key is
    /// looked up instead).
    @Test("an option carries its declared place, and a property read through it is the one its key names")
    func declaredPlaces() throws {
        let push = try Self.command("push A title=T on=main hidesBottomBarWhenPushed=true")
        let keys = try #require(push.declaration?.optionKeys)
        let places = push.arguments.compactMap { argument -> (String, UInt8)? in
            if case let .option(key, _, _, declared) = argument { (key.value, declared) } else { nil }
        }
        #expect(places.map(\.0) == ["title", "on", "hidesBottomBarWhenPushed"])
        // A key too long for the parser's lookup has no place (and is read by its key).
        for (key, place) in places.prefix(2) { #expect(keys.firstIndex(of: key).map(UInt8.init) == place, "\(key)") }
        #expect(places.last?.1 == .max)
        #expect(try Self.command("frobnicate x=1").arguments.allSatisfy { if case .option(_, _, _, .max) = $0 { true } else { false } })

        func declarations(_ list: [CommandDeclaration]) -> [CommandDeclaration] {
            list.flatMap { [$0] + declarations($0.subcommands) }
        }
        for declaration in declarations(CommandTable.commands) {
            #expect(declaration.propertyFieldIndices.count == declaration.optionKeys.count)
            for (place, key) in declaration.optionKeys.enumerated() {
                let named = declaration.propertyFieldIndices[place].map { CommandTable.propertyFields.fields[$0].declaration.key }
                #expect(named == (CommandTable.propertyFields.field(forKey: key) != nil ? key : nil), "\(declaration.path) \(key)")
            }
        }
        let pushDeclaration = try #require(push.declaration)
        let title = Arguments.Option(key: Located("title", column: 8, length: 5), value: Located("T", column: 14, length: 1), quoted: false)
        var misplaced = title
        misplaced.declared = UInt8(try #require(keys.firstIndex(of: "on")))
        // The change is an enum of fields without Equatable; its description names the field
        // and the value.
        let byKey = String(describing: try Interpreter.property(title))
        #expect(byKey.contains("title") && byKey.contains("\"T\""))
        #expect(String(describing: try Interpreter.property(misplaced, declaredBy: DeclarationReference(pushDeclaration))) == byKey)
        var placed = title
        placed.declared = UInt8(try #require(keys.firstIndex(of: "title")))
        #expect(String(describing: try Interpreter.property(placed, declaredBy: DeclarationReference(pushDeclaration))) == byKey)
    }

    @Test("an unknown, repeated or long key, or an option of a command that takes any, leaves the shape unverified")
    func unverifiedShape() throws {
        for line in [
            "push A bogus=1", "push A on=a on=b", "push A hidesBottomBarWhenPushed=true", "expect bar tint=#FF0000",
            "frobnicate x=1",
        ] {
            #expect(try !Self.command(line).shape.isChecked, "\(line)")
        }
        // The checks those lines reach are the ones the shape skips.
        #expect(Self.sorted(try Self.command("push A on=a on=b")) == .error("option 'on' given twice", column: 13))
        #expect(
            Self.sorted(try Self.command("push A bogus=1")).map { if case .error = $0 { true } else { false } } == true)
    }

    /// Whether `command`'s arguments, read one by one, give an option whose key `isWanted`.
    static func gives(_ command: Command, _ isWanted: (String) -> Bool) -> Bool {
        command.arguments.contains { if case let .option(key, _, _, _) = $0 { isWanted(key.value) } else { false } }
    }

    @Test("a line may give a property or animated= exactly when reading it finds one, or when the parser did not check it")
    func mayGive() throws {
        var lines = [
            "push A on=main", "push A title=T", "push A animated=false on=x", "pop on=x", "pop animated=false",
            "push A hidesBottomBarWhenPushed=true", "set A title=T", "present A style=pageSheet detent=medium",
            "push A bogus=1", "push A on=a on=b",
        ]
        lines += try Self.exampleLines()
        var skipped = 0
        for line in lines {
            guard case let .success(command?) = Parser.parse(line: line, number: 1, file: "t.nav"),
                let declaration = command.declaration, declaration.subcommands.isEmpty || command.isSubcommand,
                // What the interpreter hands the handler: sorted when parsed, else when run.
                let args = command.body.sorted
                    ?? (try? Arguments(command, declaration: DeclarationReference(declaration), isSubcommand: command.isSubcommand))
            else { continue }
            let property = Self.gives(command) { CommandTable.propertyFields.field(forKey: $0) != nil }
            let animated = Self.gives(command) { $0 == "animated" }
            // Never a miss; a skip only for a checked line that gives none.
            #expect(args.mayGive(declaration.propertyOptionMask) == (property || !command.shape.isChecked), "\(line)")
            #expect(args.mayGive(declaration.animatedOptionMask) == (animated || !command.shape.isChecked), "\(line)")
            if !property, command.shape.isChecked { skipped += 1 }
        }
        #expect(skipped > 0)
        #expect(try Self.command("push A on=main").shape.given & (try #require(Self.command("push A").declaration)).propertyOptionMask == 0)
    }

    @Test("the options seen by the parser give the bits the declarations' masks use, the later ones in bit 31")
    func givenBits() {
        for index in 0..<UInt64.bitWidth {
            #expect(ArgumentShape.given(seen: 1 << UInt64(index)) == ArgumentShape.bit(ofOption: index), "option \(index)")
        }
        #expect(ArgumentShape.given(seen: 0b101 | 1 << 40) == 0b101 | 1 << 31)
    }

    @Test("a recycled command's shape is unverified with its arguments gone")
    func recycledShape() throws {
        var command = try Self.command("push A on=main")
        var scratch = Parser.Scratch()
        scratch.recycle(&command)
        #expect(command.arguments.isEmpty && !command.shape.isChecked)
    }
}
