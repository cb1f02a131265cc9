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
          -e, --eval TEXT         Run TEXT as script lines (repeatable).
          -f, --format FORMAT     What to print at the end: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
                                  (default: tree).
          -o, --output FILE       Write the final output to FILE instead of standard
                                  output ('print' still writes to standard output).
          --junit FILE            Also write a JUnit XML report: a test case per
                                  'expect' line.
          --trace                 Print the tree after every command that changes
                                  the state.
          --events                Print each command's lifecycle events after it:
                                  "> FILE:LINE: COMMAND", then "  PHASE EVENT" lines.
          --storyboard OUT.html   Also write an HTML page showing the state after
                                  every command (and its events).
          --device ID             Starting device (default: iphone-15-pro).
          --state FILE            Start from a state document written by -f state
                                  (its device, unless --device is given too).
          --keep-going            Report a rejected command and continue.
          -i, --interactive       The interactive mode (the default on a terminal
                                  with no script): each line runs at once.
          --record                Record every 'expect snapshot' reference the run
                                  reaches (each is reported as a failure).
          -q, --quiet             Print no final output.
          -h, --help              Show help information.
          --version               Show the version.

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
