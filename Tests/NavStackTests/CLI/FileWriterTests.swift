import Foundation
import Testing

@testable import navtree

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How navtree writes a file (`FileWriter.swift`): into devices and FIFOs, through symbolic
/// links, in place for hard links, atomically with the old mode otherwise, with a short
/// temporary name that a signal removes.
@Suite("Writing output files")
struct FileWriterTests {
    /// A fresh directory, removed by `body`'s end.
    static func inDirectory(_ body: (String) throws -> Void) throws {
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory.path)
    }

    static func read(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    static func status(_ path: String) -> stat {
        var status = stat()
        _ = lstat(path, &status)
        return status
    }

    /// The names in `directory`, sorted.
    static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test("a FIFO (standing in for a device such as /dev/null) is written into, not replaced by a file")
    func fifo() throws {
        try Self.inDirectory { directory in
            let fifo = directory + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            final class Received: @unchecked Sendable { var text = "" }
            let received = Received()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                received.text = FileHandle(forReadingAtPath: fifo).map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? "?"
                done.signal()
            }
            let result = FileWriter.write(fifo, "through the pipe\n")
            #expect((try? result.get()) != nil)
            done.wait()
            #expect(received.text == "through the pipe\n")
            #expect(Self.status(fifo).st_mode & S_IFMT == S_IFIFO, "still a FIFO")
            #expect(Self.names(in: directory) == ["pipe"], "no temporary file beside it")
        }
    }

    @Test("/dev/null stays a character device, whoever runs navtree (as root, it became a regular file)")
    func devNull() {
        #expect((try? FileWriter.write("/dev/null", "discarded\n").get()) != nil)
        #expect(Self.status("/dev/null").st_mode & S_IFMT == S_IFCHR)
    }

    @Test("a symbolic link stays a link and the file it names is written; a dangling link creates its target")
    func symbolicLinks() throws {
        try Self.inDirectory { directory in
            try "old\n".write(toFile: directory + "/target.txt", atomically: false, encoding: .utf8)
            #expect(symlink("target.txt", directory + "/relative") == 0)
            #expect(symlink(directory + "/target.txt", directory + "/absolute") == 0)
            #expect((try? FileWriter.write(directory + "/relative", "one\n").get()) != nil)
            #expect(Self.read(directory + "/target.txt") == "one\n")
            #expect((try? FileWriter.write(directory + "/absolute", "two\n").get()) != nil)
            #expect(Self.read(directory + "/target.txt") == "two\n")
            for link in ["relative", "absolute"] { #expect(Self.status(directory + "/" + link).st_mode & S_IFMT == S_IFLNK) }
            #expect(symlink("missing.txt", directory + "/dangling") == 0)
            #expect((try? FileWriter.write(directory + "/dangling", "new\n").get()) != nil)
            #expect(Self.read(directory + "/missing.txt") == "new\n")
            #expect(Self.names(in: directory) == ["absolute", "dangling", "missing.txt", "relative", "target.txt"])
        }
    }

    @Test("a loop of symbolic links is refused with the system's reason")
    func linkLoop() throws {
        try Self.inDirectory { directory in
            #expect(symlink("b", directory + "/a") == 0)
            #expect(symlink("a", directory + "/b") == 0)
            guard case let .failure(failure) = FileWriter.write(directory + "/a", "x") else {
                Issue.record("a link loop was written")
                return
            }
            #expect(failure.reason == String(cString: strerror(ELOOP)))
        }
    }

    @Test("a file with two hard links is written in place: both names see the new contents, one inode")
    func hardLinks() throws {
        try Self.inDirectory { directory in
            try "old\n".write(toFile: directory + "/a.txt", atomically: false, encoding: .utf8)
            #expect(link(directory + "/a.txt", directory + "/b.txt") == 0)
            let inode = Self.status(directory + "/a.txt").st_ino
            #expect((try? FileWriter.write(directory + "/a.txt", "new\n").get()) != nil)
            #expect(Self.read(directory + "/b.txt") == "new\n")
            #expect(Self.status(directory + "/a.txt").st_ino == inode)
            #expect(Self.status(directory + "/a.txt").st_nlink == 2)
        }
    }

    @Test("a replaced file keeps its mode (a 0600 report stayed 0600), and the replacement is atomic: a new inode")
    func keepsMode() throws {
        try Self.inDirectory { directory in
            let path = directory + "/report.xml"
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(chmod(path, 0o600) == 0)
            let inode = Self.status(path).st_ino
            #expect((try? FileWriter.write(path, "new\n").get()) != nil)
            #expect(Self.read(path) == "new\n")
            #expect(Self.status(path).st_mode & 0o7777 == 0o600)
            #expect(Self.status(path).st_ino != inode, "renamed over, not rewritten")
            #expect(Self.names(in: directory) == ["report.xml"])
        }
    }

    @Test("a name of 255 bytes, the longest a file system allows, is written (the temporary name was longer)")
    func longName() throws {
        try Self.inDirectory { directory in
            let name = String(repeating: "n", count: 251) + ".txt"
            #expect((try? FileWriter.write(directory + "/" + name, "long\n").get()) != nil)
            #expect(Self.read(directory + "/" + name) == "long\n")
            #expect(Self.names(in: directory) == [name])
        }
    }

    @Test("a directory is refused with 'Is a directory'; a missing folder with the system's reason, and nothing is left")
    func refused() throws {
        try Self.inDirectory { directory in
            guard case let .failure(folder) = FileWriter.write(directory, "x") else {
                Issue.record("a directory was written")
                return
            }
            #expect(folder.reason == "Is a directory")
            guard case let .failure(missing) = FileWriter.write(directory + "/none/out.txt", "x") else {
                Issue.record("a file in a missing folder was written")
                return
            }
            #expect(missing.reason == "No such file or directory")
            #expect(Self.names(in: directory) == [])
        }
    }

    /// Starts `executable` with `arguments`, its output discarded and no signal blocked (a
    /// test runs on a thread that blocks them, and a child would inherit that).
    static func spawn(_ executable: String, _ arguments: [String]) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var process: pid_t = 0
        guard posix_spawn(&process, executable, &actions, &attributes, argv, environ) == 0 else { return nil }
        return process
    }

    @Test(
        "SIGTERM or SIGINT while the temporary file is written removes it (it was left behind)",
        .enabled(if: NavTreeBinary.path != nil, "navtree is not built next to the tests"), arguments: [SIGTERM, SIGINT])
    func signalRemovesTheTemporaryFile(signal: Int32) throws {
        // A large storyboard takes a while to write and sync: the temporary file is watched for
        // and the signal sent as soon as it appears.
        let screens = (0..<3_000).map { "S\($0)" }
        let script = "root n=uinav(Start)\n" + screens.map { "push \($0)\n" }.joined()
        var caughtMidWrite = 0
        for _ in 0..<12 where caughtMidWrite == 0 {
            try Self.inDirectory { directory in
                try script.write(toFile: directory + "/s.nav", atomically: false, encoding: .utf8)
                let process = try #require(
                    Self.spawn(NavTreeBinary.path ?? "navtree", ["-q", "--storyboard", directory + "/out.html", directory + "/s.nav"]))
                var sawTemporary = false
                var status: Int32 = 0
                while waitpid(process, &status, WNOHANG) == 0 {
                    if Self.names(in: directory).contains(where: { $0.contains("navtree-") }) {
                        kill(process, signal)
                        sawTemporary = true
                        _ = waitpid(process, &status, 0)
                        break
                    }
                    usleep(200)
                }
                #expect(!Self.names(in: directory).contains(where: { $0.contains("navtree-") }), "a temporary file was left")
                let killed = status & 0x7F == signal
                if sawTemporary, killed, !Self.names(in: directory).contains("out.html") { caughtMidWrite += 1 }
            }
        }
        #expect(caughtMidWrite > 0, "no run was stopped while writing")
    }
}
