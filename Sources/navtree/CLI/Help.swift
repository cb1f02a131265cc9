import NavStack

/// navtree's help and version text.
enum Help {
    static let version = "navtree 0.1.0"

    static let usage = "Usage: navtree [options] [SCRIPT ...]"

    static let text = """
    OVERVIEW: Replay a navigation script on a headless model of UIKit and Koinu
    controllers, print the resulting hierarchy and check its expectations.

    USAGE: navtree [options] [SCRIPT ...]

    ARGUMENTS:
      SCRIPT                  Script files, run in order on one window ('-' or
                              none: standard input).

    OPTIONS:
      -e, --eval TEXT         Run TEXT as script lines (repeatable).
      -f, --format FORMAT     What to print at the end: tree, uikit, json, dot,
                              mermaid, frames, svg (default: tree).
      --trace                 Print the tree after every command that changes
                              the state.
      --storyboard OUT.html   Also write an HTML page showing the state after
                              every command.
      --device ID             Starting device (default: iphone-15-pro).
      --keep-going            Report a rejected command and continue.
      -q, --quiet             Print nothing at the end.
      -h, --help              Show help information.
      --version               Show the version.

    EXIT STATUS:
      0  all good; 1  a command was rejected or an expectation failed;
      2  bad usage, an unreadable file or an unwritable storyboard.

    """
}
