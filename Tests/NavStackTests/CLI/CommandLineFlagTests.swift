import Testing

@testable import navtree

/// navtree's flags are declared once (`CommandLineFlag.all`): parsing, `--help`, "did you
/// mean" and the README all follow the one table.
@Suite("navtree's flags, declared once")
struct CommandLineFlagTests {
    /// The README's `navtree` block: its lines that start with a flag.
    static let readmeFlagLines: [Substring] = {
        let readme = String(decoding: FileSystem.read(path: RepositoryPath.root + "/README.md") ?? [], as: UTF8.self)
        guard let heading = readme.range(of: "## navtree\n"),
            let open = readme.range(of: "```\n", range: heading.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
        else { return [] }
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").filter { $0.hasPrefix("  -") }
    }()

    @Test("the README lists every flag but --help and --version, as the table names it, and no other")
    func readmeFollowsTheTable() {
        let shown = CommandLineFlag.all.filter { $0.long != "--help" && $0.long != "--version" }
        #expect(Self.readmeFlagLines.count == shown.count)
        for flag in shown {
            let names = "  " + (flag.short.map { $0 + ", " } ?? "") + flag.long
            #expect(Self.readmeFlagLines.contains { $0.hasPrefix(names + " ") }, "README.md lacks \(names)")
        }
    }

    @Test("--help lists every flag of the table, with its value, and parsing accepts each of its names")
    func helpAndParsingFollowTheTable() throws {
        for flag in CommandLineFlag.all {
            #expect(Help.text.contains("\n  " + flag.label + " "), "\(flag.label)")
            for name in [flag.long] + (flag.short.map { [$0] } ?? []) {
                let value: [String] =
                    switch flag.long {
                    case "--format": ["json"]
                    case "--device": ["iphone-se"]
                    case _ where flag.value != nil: ["x.txt"]
                    default: []
                    }
                #expect((try? CommandLineOptions(arguments: [name] + value + ["a.nav"])) != nil, "\(name)")
                if flag.value == nil {
                    #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions(arguments: [flag.long + "=1"]) }
                } else {
                    #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions(arguments: [name]) }
                }
            }
        }
    }

    @Test("an unknown flag is refused with the closest one from the table")
    func didYouMean() {
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions(arguments: ["--jnit", "r.xml", "a.nav"]) }
        do {
            _ = try CommandLineOptions(arguments: ["--storybord", "o.html", "a.nav"])
            Issue.record("an unknown flag was accepted")
        } catch {
            #expect(error.message == "Unknown option '--storybord'. Did you mean '--storyboard'?")
        }
    }
}
