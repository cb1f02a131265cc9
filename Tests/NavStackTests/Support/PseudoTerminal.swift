import Foundation

// The tests' one use of the C library: a pseudo-terminal to drive navtree's REPL as a user's
// terminal would.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A process running on a pseudo-terminal: bytes written are what the user types, bytes read
/// what the terminal shows.
final class PseudoTerminal {
    /// The built navtree next to the tests (``NavTreeBinary/path``).
    static var navtree: String? { NavTreeBinary.path }

    private let master: Int32
    private let pid: pid_t

    private init(master: Int32, pid: pid_t) {
        self.master = master
        self.pid = pid
    }

    /// Starts `executable` with the terminal's other end as its standard input, output and error.
    static func spawn(_ executable: String, arguments: [String]) -> PseudoTerminal? {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        for target: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        var pid: pid_t = 0
        let words = [executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = ["TERM=dumb", "NO_COLOR=1"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { for pointer in environment { free(pointer) } }
        // No signal blocked or ignored: a test runs on a thread that blocks them, and the child
        // would inherit that (Ctrl-C is sent as SIGINT).
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        posix_spawnattr_destroy(&attributes)
        posix_spawn_file_actions_destroy(&actions)
        _ = closeDescriptor(slave)
        guard status == 0 else {
            _ = closeDescriptor(master)
            return nil
        }
        return PseudoTerminal(master: master, pid: pid)
    }

    /// Types `text`.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
    }

    /// What the terminal shows until it ends with `suffix`, or 10 seconds pass.
    func read(until suffix: String) -> String {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
            if String(decoding: received, as: UTF8.self).hasSuffix(suffix) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Sends `signal` to the process, as the terminal does for Ctrl-C (SIGINT).
    func send(_ signal: Int32) { kill(pid, signal) }

    /// The exit status, waiting up to 10 seconds (then the process is killed: -1).
    func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return -1
    }

    func close() {
        _ = closeDescriptor(master)
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
        }
    }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 { Foundation.close(descriptor) }
