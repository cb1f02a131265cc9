#if !NAVSTACK_SINGLE_MODULE
import NavStackCore
#endif

/// Help text made from the declarations: the command list of `navtree --help`, the page
/// `navtree help COMMAND` prints, and the command reference in docs/ScriptLanguage.md.
extension CommandTable {
    /// Where summaries start, as in swift-argument-parser's help (a label column of 26).
    static let labelWidth = 26

    /// The declaration named in full by `words` (`["expect", "top"]`), or `nil`.
    package static func declaration(at words: [String]) -> CommandDeclaration? {
        guard let first = words.first, var declaration = command(named: first) else { return nil }
        for word in words.dropFirst() {
            guard let subcommand = declaration.subcommand(named: word) else { return nil }
            declaration = subcommand
        }
        return declaration
    }

    /// One line per command, its word and summary, for `navtree --help`.
    package static var commandList: String {
        commands.map { line(label: $0.name, summary: $0.abstract) }.joined()
    }

    /// The help page of `declaration`: usage, summary, then its options or its subcommands.
    package static func help(for declaration: CommandDeclaration) -> String {
        var text = "USAGE: \(declaration.usage)\n\n"
        for line in wrapped(declaration.abstract + ".", width: lineWidth - 2) { text += "  " + line + "\n" }
        if !declaration.options.isEmpty {
            text += "\nOPTIONS:\n"
            for option in declaration.options {
                text += line(label: "\(option.key)=\(option.value)", summary: option.summary)
            }
        }
        if declaration.trees != .none { text += ContainerSyntax.helpSection }
        if declaration.acceptsAnyOption, declaration.options.isEmpty, !declaration.nestsCommand {
            text += "\nOPTIONS:\n" + line(label: "key=VALUE", summary: "the keys the summary lists")
        }
        if !declaration.subcommands.isEmpty {
            text += "\n\(declaration.subcommandNoun.uppercased())S:\n"
            for subcommand in declaration.subcommands {
                text += line(label: subcommand.name, summary: subcommand.abstract)
            }
            text += "\n  See 'navtree help \(declaration.name) \(declaration.subcommands[0].name)' for one of them.\n"
        }
        return text
    }

    /// How wide help lines are.
    static let lineWidth = 80

    /// `label` and `summary` on a help line, the summary at ``labelWidth`` (on the next line
    /// when the label is longer), wrapped at ``lineWidth``.
    static func line(label: String, summary: String) -> String {
        let indented = "  " + label
        let margin = String(repeating: " ", count: labelWidth)
        var lines = wrapped(summary, width: lineWidth - labelWidth)
        var text: String
        if indented.count + 2 <= labelWidth {
            text = indented + String(repeating: " ", count: labelWidth - indented.count) + (lines.first ?? "") + "\n"
            lines.removeFirst(lines.isEmpty ? 0 : 1)
        } else {
            text = indented + "\n"
        }
        for line in lines { text += margin + line + "\n" }
        return text
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stays
    /// whole on its own line).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The command reference of docs/ScriptLanguage.md, in Markdown: a section per command
    /// with its usage, summary and options (a group lists its subcommands the same way).
    ///
    /// A set of options several commands share (``OptionDeclaration/group``) is listed once,
    /// in a section of its own at the end, and each command taking it links there.
    package static var markdownReference: String {
        var text = ""
        var groups: [(title: String, options: [OptionDeclaration])] = []
        for declaration in commands {
            text += markdown(for: declaration, level: 3, groups: &groups)
        }
        for group in groups {
            text += "### \(group.title)\n\n" + optionTable(group.options)
        }
        return text
    }

    private static func markdown(
        for declaration: CommandDeclaration, level: Int, groups: inout [(title: String, options: [OptionDeclaration])]
    ) -> String {
        var text = String(repeating: "#", count: level) + " `\(declaration.path)`\n\n"
        text += "`\(declaration.usage)`\n\n\(declaration.abstract).\n\n"
        let own = declaration.options.filter { $0.group == nil }
        if !own.isEmpty { text += optionTable(own) }
        var titles: [String] = []
        for option in declaration.options {
            guard let title = option.group else { continue }
            if !titles.contains(title) { titles.append(title) }
            if let index = groups.firstIndex(where: { $0.title == title }) {
                if !groups[index].options.contains(option) { groups[index].options.append(option) }
            } else {
                groups.append((title, [option]))
            }
        }
        if !titles.isEmpty {
            let links = titles.map { "[\($0)](#\($0.lowercased().replacingSpaces))" }
            text += (own.isEmpty ? "Options: " : "More options: ") + links.joined(separator: ", ") + ".\n\n"
        }
        for subcommand in declaration.subcommands {
            text += markdown(for: subcommand, level: level + 1, groups: &groups)
        }
        return text
    }

    /// A Markdown table of `options`.
    private static func optionTable(_ options: [OptionDeclaration]) -> String {
        var text = "| option | value | meaning |\n|---|---|---|\n"
        for option in options {
            text += "| `\(option.key)` | `\(option.value.replacingPipes)` | \(option.summary) |\n"
        }
        return text + "\n"
    }
}

extension String {
    /// The text with spaces as `-`, as a heading's anchor has them.
    fileprivate var replacingSpaces: String {
        String(map { $0 == " " ? "-" : $0 })
    }

    /// The text with `|` escaped for a Markdown table cell.
    fileprivate var replacingPipes: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
