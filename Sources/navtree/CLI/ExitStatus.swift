import NavStack

/// navtree's documented exit statuses.
enum ExitStatus: Int32, Sendable {
    /// Every command ran and every expectation held.
    case success = 0
    /// A command was rejected or an expectation failed.
    case failure = 1
    /// Bad usage or an unreadable file.
    case usage = 2
}
