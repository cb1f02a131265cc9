import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

/// The command table is the one declaration of every command: the parser, dispatch, help, the
/// fuzzer's dictionary and the docs all follow it.
@Suite("The command table")
struct CommandTableTests {
    /// Every declaration, subcommands included, in table order.
    static let declarations: [CommandDeclaration] = {
        func all(_ declaration: CommandDeclaration) -> [CommandDeclaration] { [declaration] + declaration.subcommands.flatMap(all) }
        return CommandTable.commands.flatMap(all)
    }()

    @Test("every command and subcommand word is found by the parser's lookup, each to its own declaration")
    func lookupFindsEveryWord() {
        for declaration in CommandTable.commands {
            #expect(CommandTable.entry(of: declaration.name)?.declaration === declaration, "\(declaration.name)")
            #expect(declaration.name.utf8.count <= WordLookup.maximumLength, "\(declaration.name) is too long to be found")
            for subcommand in declaration.subcommands {
                #expect(declaration.subcommandLookup.entry(of: subcommand.name)?.declaration === subcommand, "\(subcommand.path)")
            }
        }
        #expect(CommandTable.entry(of: "pus") == nil)
        #expect(CommandTable.entry(of: "pushh") == nil)
        #expect(CommandTable.entry(of: "") == nil)
        #expect(CommandTable.entry(of: String(repeating: "p", count: 40)) == nil)
    }

    @Test("a parsed line carries the declaration of its command, or of its subcommand")
    func parsedLinesCarryTheirDeclaration() throws {
        for declaration in Self.declarations where declaration.subcommands.isEmpty {
            let line = declaration.path
            let command = try #require(try Parser.parse(line: line, number: 1, file: "t.nav").get())
            #expect(command.declaration === declaration, "\(line)")
            #expect(command.isSubcommand == line.contains(" "), "\(line)")
        }
        let unknown = try #require(try Parser.parse(line: "expect nothing", number: 1, file: "t.nav").get())
        #expect(unknown.declaration === CommandTable.command(named: "expect") && !unknown.isSubcommand)
    }

    @Test("no two commands, and no two subcommands of a group, share a word; usages start with the full command")
    func declarationsAreConsistent() {
        #expect(Set(CommandTable.commands.map(\.name)).count == CommandTable.commands.count)
        for declaration in Self.declarations {
            #expect(Set(declaration.subcommands.map(\.name)).count == declaration.subcommands.count, "\(declaration.path)")
            #expect(Set(declaration.optionKeys).count == declaration.optionKeys.count, "\(declaration.path)")
            #expect(declaration.usage.hasPrefix(declaration.path), "\(declaration.usage)")
            #expect(!declaration.abstract.isEmpty && !declaration.abstract.hasSuffix("."), "\(declaration.path)")
        }
    }

    @Test("every property `set` and `push` declare is one the interpreter parses")
    func everyPropertyParses() {
        for option in CommandTable.screenProperties + CommandTable.wrappingOptions {
            let run = ScriptRun("root nav(Home)\nset Home \(option.key)=x")
            #expect(!run.errors.contains { $0.hasPrefix("unknown property") }, "\(option.key): \(run.errors)")
        }
    }

    @Test("navtree --help lists every command with its summary")
    func helpListsCommands() {
        let run = NavTreeRun(["--help"])
        #expect(run.status == .success)
        for declaration in CommandTable.commands {
            #expect(
                run.stdout.contains("\n  \(declaration.name)" + String(repeating: " ", count: max(1, 24 - declaration.name.count))),
                "\(declaration.name)")
        }
        #expect(run.stdout.contains("See 'navtree help COMMAND'"))
    }

    @Test("navtree help COMMAND prints each declaration's usage, summary and options; an unknown one exits 2 with a suggestion")
    func helpForEachCommand() {
        for declaration in Self.declarations {
            let run = NavTreeRun(["help"] + declaration.path.split(separator: " ").map(String.init))
            #expect(run.status == .success, "\(declaration.path)")
            #expect(run.stdout.hasPrefix("USAGE: \(declaration.usage)\n"), "\(declaration.path)")
            for option in declaration.options { #expect(run.stdout.contains("  \(option.key)=\(option.value)"), "\(option.key)") }
            for subcommand in declaration.subcommands { #expect(run.stdout.contains("\n  \(subcommand.name) "), "\(subcommand.path)") }
        }
        let wrong = NavTreeRun(["help", "pusj"])
        #expect(wrong.status == .usage)
        #expect(wrong.stderr.hasPrefix("Error: Unknown command 'pusj'. Did you mean 'push'?"))
        let sub = NavTreeRun(["help", "popup", "presnt"])
        #expect(sub.stderr.hasPrefix("Error: Unknown command 'popup presnt'. Did you mean 'popup present'?"))
        #expect(NavTreeRun(["help"]).stdout == Help.text)
    }

    @Test("the fuzzer's dictionary holds every command, subcommand and option key of the table")
    func fuzzDictionaryFollowsTheTable() throws {
        let dictionary = try #require(
            FileSystem.read(path: RepositoryPath.root + "/Fuzz/navtree.dict").map { String(decoding: $0, as: UTF8.self) })
        let entries = Set(
            dictionary.split(separator: "\n").compactMap { line -> String? in
                guard let start = line.firstIndex(of: "\""), line.hasSuffix("\"") else { return nil }
                return String(line[line.index(after: start)..<line.index(before: line.endIndex)])
            })
        for declaration in Self.declarations {
            #expect(entries.contains(declaration.name), "Fuzz/navtree.dict lacks the command word '\(declaration.name)'")
            for key in declaration.optionKeys {
                #expect(entries.contains(key + "="), "Fuzz/navtree.dict lacks the option '\(key)=' of '\(declaration.path)'")
            }
        }
    }

    @Test("docs/ScriptLanguage.md's command reference is the table's (RECORD_GOLDEN=1 rewrites it)")
    func docsFollowTheTable() throws {
        let path = RepositoryPath.root + "/docs/ScriptLanguage.md"
        let text = try #require(FileSystem.read(path: path).map { String(decoding: $0, as: UTF8.self) })
        let begin = "<!-- BEGIN COMMAND REFERENCE: made from the command table -->\n"
        let end = "<!-- END COMMAND REFERENCE -->"
        let start = try #require(text.range(of: begin), "docs/ScriptLanguage.md has no command reference markers")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let current = String(text[start.upperBound..<stop.lowerBound])
        let expected = "\n" + CommandTable.markdownReference
        if Golden.isRecording {
            let updated = String(text[..<start.upperBound]) + expected + String(text[stop.lowerBound...])
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == expected,
            "docs/ScriptLanguage.md is out of date; run the tests with RECORD_GOLDEN=1\n\(Golden.lineDiff(expected: expected, actual: current))"
        )
    }
}

/// One grammar for every number a script writes (JSON's).
@Suite("The number grammar")
struct NumberGrammarTests {
    @Test(
        "accepted: an optional minus, digits, an optional fraction and exponent",
        arguments: [
            "0", "-0", "7", "-12", "0.5", "-0.25", "10.000", "1e3", "1E3", "1e+3", "1e-3", "-2.5e-2", "007",
        ])
    func accepted(_ text: String) throws {
        #expect(Arguments.parseNumber(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        #expect(try Arguments.number(Located(text, column: 1, length: text.count), key: "n") == Double(text))
    }

    @Test(
        "rejected: anything else, however Double(_:) reads it",
        arguments: [
            "", "-", "+1", ".5", "5.", "1e", "1e+", "e3", "0x10", "0x1p3", "nan", "NaN", "inf", "-infinity", "1_000", " 1", "1 ",
            "1.2.3", "--1", "1,5", "١", "-.5", "1E-", "1e2.5", "1ee5", "1-",
        ])
    func rejected(_ text: String) {
        #expect(Arguments.parseNumber(text) == nil, "\(text)")
        #expect(throws: ScriptError.self) { try Arguments.number(Located(text, column: 1, length: max(1, text.count)), key: "n") }
    }

    /// A number is read in one pass (docs/ScriptLanguage.md, "Numbers": JSON's grammar): every
    /// number in the grammar reads as the double `Double(_:)` reads, bit for bit (sign of zero
    /// included), whichever path gives it — the exact division for up to 15 digits without an
    /// exponent (Clinger 1990), `Double(_:)` past it. Seeded.
    @Test("a number reads as Double(_:) reads it, on both paths")
    func numbersReadAsTheStandardLibraryReadsThem() {
        var rng = SplitMix64(seed: 0x2026_1204)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(rng.next() % 10)) })
        }
        var texts = [
            "0", "-0", "0.0", "-0.0", "0.7", "390", "-12.5", "0.1", "0.2", "0.3", "2.675", "844", "1e3", "-1E-3",
            "9007199254740993", "123456789012345", "1234567890123456", "0.000000000000000000001", "1.5e+2",
        ]
        for _ in 0..<3_000 {
            var text = rng.next() % 4 == 0 ? "-" : ""
            text += digits(1 + Int(rng.next() % 17))
            if rng.next() % 3 != 0 { text += "." + digits(1 + Int(rng.next() % 24)) }
            if rng.next() % 5 == 0 {
                text += (rng.next() % 2 == 0 ? "e" : "E") + ["", "+", "-"][Int(rng.next() % 3)] + digits(1 + Int(rng.next() % 3))
            }
            texts.append(text)
        }
        for text in texts {
            let read = Arguments.parseNumber(text)
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test("a number in the grammar that overflows a Double, or is over 32 characters, is rejected")
    func bounds() {
        #expect(throws: ScriptError.self) { try Arguments.number(Located("1e400", column: 1, length: 5), key: "n") }
        let long = String(repeating: "1", count: 33)
        #expect(throws: ScriptError.self) { try Arguments.number(Located(long, column: 1, length: 33), key: "n") }
        let edge = String(repeating: "1", count: 32)
        #expect((try? Arguments.number(Located(edge, column: 1, length: 32), key: "n")) != nil)
    }

    @Test("the reference lists each option of a shared set once, and every command taking the set links to it")
    func sharedOptionsListedOnce() {
        let reference = CommandTable.markdownReference
        for declaration in CommandTableTests.declarations {
            for option in declaration.options {
                guard let group = option.group else { continue }
                let row = "| `\(option.key)` | "
                let section = reference.components(separatedBy: "### \(group)\n").dropFirst()
                #expect(section.count == 1, "no single section '\(group)'")
                let inSection = section.first.map { $0.components(separatedBy: "\n### ")[0] } ?? ""
                #expect(inSection.components(separatedBy: row).count == 2, "'\(option.key)' is not listed once in '\(group)'")
            }
        }
        let set = reference.components(separatedBy: "### `set`\n").last?.components(separatedBy: "\n### ").first ?? ""
        #expect(set.contains("[Screen properties](#screen-properties)"))
        #expect(!set.contains("| `title` |"), "set repeats a screen property row")
    }

    @Test(
        "help for a command taking a tree explains every container word, with the class it makes (Koinu VMNavigationController.swift, UIKit)"
    )
    func helpExplainsTreeExpressions() throws {
        let root = try #require(CommandTable.command(named: "root"))
        let page = CommandTable.help(for: root)
        for container in ContainerSyntax.all {
            #expect(page.contains("  " + container.form), "\(container.word)")
        }
        #expect(page.contains("VMNavigationController") && page.contains("UINavigationController"))
        #expect(page.contains("UITabBarController") && page.contains("UIPageViewController"))
        let select = try #require(CommandTable.command(named: "select"))
        #expect(!CommandTable.help(for: select).contains("TREE EXPRESSIONS"))
        // The parser knows exactly these words.
        for container in ContainerSyntax.all {
            // A SwiftUI tab is written inside its TabView, with its tag.
            let expression = container.word == "tab" ? "tabview(tab(t, A))" : "\(container.word)(A)"
            #expect(throws: Never.self) { try Parser.parse(line: "root \(expression)", number: 1, file: "t").get() }
        }
    }
}
