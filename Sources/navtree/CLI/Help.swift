import NavStack

/// navtree's help and version text. The list of script commands and each command's page come
/// from the script language's command table, so they cannot drift from what navtree runs.
enum Help {
    static let version = "navtree \(Release.version)"

    static let usage = "Usage: navtree [options] [SCRIPT ...]\n       navtree help [COMMAND [SUBCOMMAND]]"

    static var text: String {
        """
        OVERVIEW: Replay a navigation script on a headless model of UIKit, Koinu /
        RTRootNavigationController and LNPopupController, print the resulting hierarchy
        and check its expectations. The chrome modelled is iOS 17/18 on iPhone and
        iPadOS 17 on iPad (a bottom tab bar), LNPopupController's iOS 26 glass with
        'design glass'.

        USAGE: navtree [options] [SCRIPT ...]
               navtree help [COMMAND [SUBCOMMAND]]

        ARGUMENTS:
          SCRIPT                  Script files, run in order on one window ('-' or
                                  none: standard input).

        OPTIONS:
        \(CommandLineFlag.all.map(\.helpLines).joined())
        SCRIPT COMMANDS:
        \(CommandTable.commandList)
          See 'navtree help COMMAND' for a command's usage and options.

        After a run that checked expectations, navtree ends with a summary on
        standard error: "12 expectations, 1 failed".

        EXIT STATUS:
          0  all good; 1  a command was rejected or an expectation failed;
          2  bad usage, an unreadable file, a state document that does not read,
             or an output, JUnit or storyboard file that cannot be written.

        """
    }

    /// The page `navtree help WORDS…` prints, or `nil` when the words name no command.
    static func page(for words: [String]) -> String? {
        guard !words.isEmpty else { return text }
        return CommandTable.declaration(at: words).map(CommandTable.help(for:))
    }

    /// The closest command to the words that name none, for "did you mean".
    static func suggestion(for words: [String]) -> String? {
        guard let first = words.first else { return nil }
        guard let command = CommandTable.command(named: first) else {
            return Spelling.closest(to: first, in: CommandTable.commands.map(\.name))
        }
        guard words.count > 1 else { return nil }
        return Spelling.closest(to: words[1], in: command.subcommands.map(\.name)).map { "\(first) \($0)" }
    }
}
