// The one file of NavStack that talks to the C library. Every call below is unqualified, so
// the same line compiles against Darwin (macOS), Glibc (most Linux distributions) and Musl
// (static Linux builds); `.ci/portability` checks that nothing else imports a C library or
// qualifies a call with its module.
//
// It is also navtree's one file of unsafe code (`.ci/layering` keeps it so): the C calls take
// pointers, which come only from `withUnsafe…` over a Swift array or string for the length of
// the call, with the count the buffer has; the signal state and the two standard streams are
// process-wide variables, `nonisolated(unsafe)` because navtree runs its command on the main
// thread alone, and the signal handler only loads and stores the fields set before it was
// installed.
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
    /// `EISDIR`: the path is a directory.
    static let isDirectory = EISDIR
    /// `EACCES`: permission denied.
    static let permissionDenied = EACCES
    /// `ELOOP`: too many symbolic links.
    static let tooManyLinks = ELOOP

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

    /// How `path` is opened for writing by ``openForWriting(_:_:)``.
    enum WriteMode {
        /// Creates it (mode 0666 before the umask, as a shell's `>` does), failing when it exists.
        case createNew
        /// Truncates the file that is there, which keeps its inode, links, mode and owner.
        case truncateExisting
        /// Writes into what is there from its start, creating and truncating nothing: a
        /// device, a FIFO, a terminal.
        case existing
    }

    /// Opens `path` for writing as `mode` says.
    static func openForWriting(_ path: String, _ mode: WriteMode) -> Result<Descriptor, Failure> {
        let descriptor =
            switch mode {
            case .createNew: open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, 0o666)
            case .truncateExisting: open(path, O_WRONLY | O_TRUNC | O_NOCTTY)
            case .existing: open(path, O_WRONLY | O_NOCTTY)
            }
        return descriptor >= 0 ? .success(descriptor) : .failure(Failure(code: errno))
    }

    /// What kind of file a path names.
    enum FileKind: Equatable {
        case regular, directory, symbolicLink, characterDevice, blockDevice, fifo, socket, other
    }

    /// What `lstat` tells of a file: its kind, permission bits, link count and owner.
    struct FileStatus {
        var kind: FileKind
        /// The permission bits (`st_mode & 07777`).
        var permissions: UInt32
        /// How many hard links the file has.
        var links: Int
        var owner: UInt32
        var group: UInt32
    }

    /// The status of `path` itself (a symbolic link is not followed).
    static func linkStatus(_ path: String) -> Result<FileStatus, Failure> {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .failure(Failure(code: errno)) }
        let kinds: [(mode_t, FileKind)] = [
            (S_IFREG, .regular), (S_IFDIR, .directory), (S_IFLNK, .symbolicLink), (S_IFCHR, .characterDevice),
            (S_IFBLK, .blockDevice), (S_IFIFO, .fifo), (S_IFSOCK, .socket),
        ]
        let type = status.st_mode & S_IFMT
        return .success(
            FileStatus(
                kind: kinds.first { $0.0 == type }?.1 ?? .other, permissions: UInt32(status.st_mode & 0o7777),
                links: Int(status.st_nlink), owner: UInt32(status.st_uid), group: UInt32(status.st_gid)))
    }

    /// The target a symbolic link holds, as written in it.
    static func linkTarget(_ path: String) -> Result<String, Failure> {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBufferPointer { all in all.baseAddress.map { readlink(path, $0, all.count) } ?? -1 }
        guard count >= 0 else { return .failure(Failure(code: errno)) }
        return .success(String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Gives the file open at `descriptor` the permission bits `permissions`, and the owner
    /// and group given when they differ from the caller's (only the superuser may, so failing
    /// there is not an error).
    static func setAttributes(_ descriptor: Descriptor, permissions: UInt32, owner: UInt32, group: UInt32) -> Result<Void, Failure> {
        if owner != UInt32(geteuid()) || group != UInt32(getegid()) { _ = fchown(descriptor, uid_t(owner), gid_t(group)) }
        return fchmod(descriptor, mode_t(permissions)) == 0 ? .success(()) : .failure(Failure(code: errno))
    }

    /// Makes what was written to `descriptor` durable (`fsync`).
    static func synchronize(_ descriptor: Descriptor) -> Result<Void, Failure> {
        fsync(descriptor) == 0 ? .success(()) : .failure(Failure(code: errno))
    }

    /// Makes a rename in the directory `path` durable, as far as the system allows (some file
    /// systems cannot sync a directory; that is not an error).
    static func synchronizeDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = closeDescriptor(descriptor)
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

    /// ``writeAll(_:_:)`` of an array's bytes.
    static func writeAll(_ descriptor: Descriptor, _ bytes: [UInt8]) -> Result<Void, Failure> {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// ``writeAll(_:_:)`` of an array slice's bytes.
    static func writeAll(_ descriptor: Descriptor, _ bytes: ArraySlice<UInt8>) -> Result<Void, Failure> {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// ``writeAll(_:_:)`` of a string's UTF-8 bytes.
    static func writeAll(_ descriptor: Descriptor, _ text: String) -> Result<Void, Failure> {
        var text = text
        return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// ``read(_:into:)`` into `buffer` from index `start` (clamped to its end) to its end.
    static func read(_ descriptor: Descriptor, into buffer: inout [UInt8], from start: Int = 0) -> Result<Int, Failure> {
        buffer.withUnsafeMutableBytes { all in
            read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: all[min(max(start, 0), all.count)...]))
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

    /// The width of the terminal at `descriptor` in columns, `nil` when it cannot be told.
    static func terminalWidth(_ descriptor: Descriptor) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    // MARK: Signals

    /// Removes `path` if SIGINT, SIGTERM or SIGHUP ends the process before
    /// ``keepOnSignal()`` is called: a temporary file being written is not left behind. One
    /// path at a time.
    static func removeOnSignal(_ path: String) {
        installSignalHandlers()
        let copy = strdup(path)
        SignalState.temporaryFile = copy
    }

    /// Stops removing the path ``removeOnSignal(_:)`` named.
    static func keepOnSignal() {
        let copy = SignalState.temporaryFile
        SignalState.temporaryFile = nil
        free(copy)
    }

    /// Makes SIGINT (Ctrl-C) a request, not the end of the process: ``takeInterrupt()`` then
    /// tells whether one came. The REPL stops the line it is running, as a shell does.
    static func catchInterrupts() {
        installSignalHandlers()
        SignalState.catchesInterrupts = true
    }

    /// Whether SIGINT came since the last call (after ``catchInterrupts()``).
    static func takeInterrupt() -> Bool {
        let interrupted = SignalState.interrupted != 0
        SignalState.interrupted = 0
        return interrupted
    }

    private static func installSignalHandlers() {
        guard !SignalState.installed else { return }
        SignalState.installed = true
        // Touch every field first, so the handler never initializes one.
        SignalState.temporaryFile = nil
        SignalState.interrupted = 0
        // A signal the process was started ignoring (`nohup`, a background job's SIGINT) stays ignored.
        let ignored = unsafeBitCast(SIG_IGN, to: UnsafeRawPointer?.self)
        for number in [SIGINT, SIGTERM, SIGHUP] where unsafeBitCast(signal(number, handleSignal), to: UnsafeRawPointer?.self) == ignored {
            _ = signal(number, SIG_IGN)
        }
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never { terminate(status) }
}

/// What the signal handler reads: set before it is installed, so it only loads and stores.
private enum SignalState {
    nonisolated(unsafe) static var installed = false
    /// A temporary file to remove if a signal ends the process (a C string from `strdup`).
    nonisolated(unsafe) static var temporaryFile: UnsafeMutablePointer<CChar>?
    /// Whether SIGINT only sets ``interrupted``.
    nonisolated(unsafe) static var catchesInterrupts = false
    nonisolated(unsafe) static var interrupted: Int32 = 0
}

/// SIGINT while interrupts are caught: noted. Otherwise SIGINT, SIGTERM and SIGHUP remove the
/// temporary file being written, then end the process as the signal would have (`unlink`,
/// `signal` and `raise` are async-signal-safe).
private func handleSignal(_ number: Int32) {
    if number == SIGINT, SignalState.catchesInterrupts {
        SignalState.interrupted = 1
        return
    }
    if let path = SignalState.temporaryFile { _ = unlink(path) }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

// The C functions whose names `Platform` reuses for its own methods, reached from inside them.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func renamePath(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func terminate(_ status: Int32) -> Never { exit(status) }

extension StandardStream {
    /// Standard output, buffered in 64 KiB. Written from the main thread only.
    nonisolated(unsafe) static let output = StandardStream(descriptor: Platform.standardOutput, capacity: 1 << 16)
    /// Standard error, unbuffered. Written from the main thread only.
    nonisolated(unsafe) static let error = StandardStream(descriptor: Platform.standardError, capacity: 0)
}
