// The one file of NavStack that talks to the C library. Every call below is unqualified, so
// the same line compiles against Darwin (macOS), Glibc (most Linux distributions) and Musl
// (static Linux builds); `.ci/portability` checks that nothing else imports a C library or
// qualifies a call with its module.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("navtree needs a POSIX C library (Darwin, Glibc or Musl)")
#endif

/// The operating system services navtree uses: file descriptors, the environment, signals and
/// the process exit, each behind a small function with Swift types.
enum Platform {
    /// A file descriptor.
    typealias Descriptor = Int32

    /// Standard input, output and error.
    static let standardInput: Descriptor = 0
    static let standardOutput: Descriptor = 1
    static let standardError: Descriptor = 2

    /// `EEXIST`: an exclusive open found the file already there.
    static let fileExists = EEXIST
    /// `ENOENT`: no such file or directory.
    static let noSuchFile = ENOENT

    /// The outcome of a system call that failed: its `errno` and the system's wording.
    struct Failure: Error, Sendable {
        /// The `errno` value.
        var code: Int32
        /// `strerror(code)`, such as "No such file or directory".
        var reason: String { Platform.describe(code) }
    }

    /// The system's wording of `errno` value `code`.
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) -> Result<Descriptor, Failure> {
        let descriptor = open(path, O_RDONLY)
        return descriptor >= 0 ? .success(descriptor) : .failure(Failure(code: errno))
    }

    /// Creates (mode 0644 before the umask) or truncates `path` for writing; with `exclusive`,
    /// fails when `path` exists.
    static func openForWriting(_ path: String, exclusive: Bool = false) -> Result<Descriptor, Failure> {
        let flags = O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC)
        let descriptor = open(path, flags, 0o644)
        return descriptor >= 0 ? .success(descriptor) : .failure(Failure(code: errno))
    }

    /// Closes `descriptor`.
    @discardableResult
    static func close(_ descriptor: Descriptor) -> Result<Void, Failure> {
        closeDescriptor(descriptor) == 0 ? .success(()) : .failure(Failure(code: errno))
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes.
    static func writeAll(_ descriptor: Descriptor, _ bytes: UnsafeRawBufferPointer) -> Result<Void, Failure> {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            offset += written
        }
        return .success(())
    }

    /// Reads up to `buffer.count` bytes from `descriptor`: the count read, 0 at the end.
    /// Retries after interruptions.
    static func read(_ descriptor: Descriptor, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Failure> {
        while true {
            let count = readDescriptor(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            if errno != EINTR { return .failure(Failure(code: errno)) }
        }
    }

    /// The size of the regular file open at `descriptor`, `nil` for anything else (a pipe,
    /// a terminal, a device) or when it cannot be told.
    static func regularFileSize(_ descriptor: Descriptor) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= 0 else { return nil }
        return Int(exactly: status.st_size)
    }

    /// What `stat` says of a path, following symbolic links: its type, identity and whether
    /// anyone may write it.
    struct Status: Sendable {
        enum FileType: Sendable { case regular, directory, other }
        var type: FileType
        /// The device and inode: two paths with the same identity are one file (a symbolic
        /// or hard link).
        var device: UInt64
        var inode: UInt64
        /// Whether no write permission bit is set (`chmod a-w`): read-only even for root, who
        /// may write any file.
        var isReadOnly: Bool
    }

    /// Opens `path` for reading without waiting for a FIFO's writer (`O_NONBLOCK`), to examine it.
    static func openToExamine(_ path: String) -> Result<Descriptor, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        return descriptor >= 0 ? .success(descriptor) : .failure(Failure(code: errno))
    }

    /// The status of the file open at `descriptor` (`path` names it, for `access`).
    static func status(of descriptor: Descriptor, path: String) -> Result<Status, Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(code: errno)) }
        let format = info.st_mode & S_IFMT
        let type: Status.FileType = format == S_IFREG ? .regular : format == S_IFDIR ? .directory : .other
        let writable = info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 && access(path, W_OK) == 0
        return .success(
            Status(
                type: type, device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                isReadOnly: !writable))
    }

    /// Renames `source` to `destination`, replacing it atomically (POSIX `rename`).
    static func rename(_ source: String, to destination: String) -> Result<Void, Failure> {
        renamePath(source, destination) == 0 ? .success(()) : .failure(Failure(code: errno))
    }

    /// Creates the directory `path` (mode 0755 before the umask); one already there is fine.
    static func makeDirectory(_ path: String) -> Result<Void, Failure> {
        if mkdir(path, 0o755) == 0 { return .success(()) }
        let code = errno
        return code == EEXIST ? .success(()) : .failure(Failure(code: code))
    }

    /// Removes the file at `path`, ignoring failure (cleaning up a temporary file).
    static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    /// The ID of this process.
    static var processID: Int { Int(getpid()) }

    /// The value of environment variable `name`, `nil` when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Descriptor) -> Bool { isatty(descriptor) == 1 }

    /// A terminal's settings, kept to be restored.
    struct TerminalSettings {
        fileprivate var saved: termios
    }

    /// Puts the terminal at `descriptor` in raw mode (no echo, no line buffering, no signals
    /// from keys) for a line editor; returns the settings to restore, `nil` if it is no terminal.
    static func enterRawMode(_ descriptor: Descriptor) -> TerminalSettings? {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        let saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // TCSANOW: what the user typed ahead stays to be read.
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
        return TerminalSettings(saved: saved)
    }

    /// Restores the settings ``enterRawMode(_:)`` replaced.
    static func restoreTerminal(_ descriptor: Descriptor, _ settings: TerminalSettings) {
        var saved = settings.saved
        _ = tcsetattr(descriptor, TCSANOW, &saved)
    }

    /// Makes a write to a closed pipe fail with `EPIPE` instead of ending the process.
    static func ignoreBrokenPipe() { _ = signal(SIGPIPE, SIG_IGN) }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never { terminate(status) }
}

// The C functions whose names `Platform` reuses for its own methods, reached from inside them.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func renamePath(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func terminate(_ status: Int32) -> Never { exit(status) }
