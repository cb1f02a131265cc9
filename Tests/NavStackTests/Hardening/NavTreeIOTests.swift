import Foundation
import Testing

@testable import NavStackCore
@testable import navtree

/// navtree's I/O failures through ``NavTreeCommand/Environment``: a standard output that
/// goes away, and scripts that cannot be read.
@Suite("navtree with failing I/O")
struct NavTreeIOTests {
    /// An environment whose standard output fails after `budget` writes; it records what it
    /// was asked to read and what it wrote.
    final class FailingOutput: @unchecked Sendable {
        var budget: Int
        var writes = 0
        var reads: [String?] = []
        var stderr = ""
        let files: [String: String]

        init(budget: Int, files: [String: String]) {
            self.budget = budget
            self.files = files
        }

        var environment: NavTreeCommand.Environment {
            var environment = NavTreeCommand.Environment(
                read: { path in
                    self.reads.append(path)
                    return path.flatMap { self.files[$0] }.map { .success(Array($0.utf8)) } ?? .failure(.init("No such file or directory"))
                },
                output: { _ in self.writes += 1 },
                error: { self.stderr += $0 })
            environment.outputFailed = { self.writes > self.budget }
            return environment
        }
    }

    @Test("when standard output fails, navtree stops at the next line, reads no further script and prints nothing more")
    func outputFails() {
        var script = "root n=uinav(S0)\n"
        for index in 1...1_000 { script += "push S\(index)\n" }
        script += "bogus\n"
        // --trace writes a header and a tree for the first line; the second write fails.
        let io = FailingOutput(budget: 1, files: ["a.nav": script, "b.nav": "bogus\n"])
        let status = NavTreeCommand.run(["--trace", "a.nav", "b.nav"], environment: io.environment)
        #expect(io.writes == 2, "nothing is written after the write that failed")
        #expect(io.reads == ["a.nav"], "b.nav is not read once output is gone")
        #expect(io.stderr == "", "the lines after the failure, 'bogus' among them, do not run")
        // The executable turns the failed output into its message and exit status 1 (below).
        #expect(status == .success)
    }

    @Test("a script that failed before output went away still exits 1")
    func failureThenOutputFails() {
        let io = FailingOutput(budget: 0, files: ["a.nav": "root uinav(A)\npop-to B\nprint\npush C\n"])
        #expect(NavTreeCommand.run(["--keep-going", "a.nav"], environment: io.environment) == .failure)
        #expect(io.stderr.hasPrefix("a.nav:2:8: error: no controller named 'B'"))
        #expect(!io.stderr.contains("a.nav:4"))
    }

    @Test(
        "each unreadable script is reported with the system's reason and exits 2, before later inputs run",
        arguments: [
            "Is a directory", "No such file or directory", "Permission denied",
            "larger than 256 MiB, the most a script may hold",
        ])
    func unreadable(reason: String) {
        var output = ""
        var errors = ""
        var reads: [String?] = []
        let environment = NavTreeCommand.Environment(
            read: { path in
                reads.append(path)
                return path == "ok.nav" ? .success(Array("root uinav(A)\n".utf8)) : .failure(.init(reason))
            },
            output: { output += $0 },
            error: { errors += $0 })
        #expect(NavTreeCommand.run(["ok.nav", "bad.nav", "never.nav"], environment: environment) == .usage)
        #expect(errors == "navtree: error: cannot read 'bad.nav': \(reason)\n")
        #expect(reads == ["ok.nav", "bad.nav"])
        #expect(output == "", "nothing is printed for a run that could not read its scripts")
    }
}

/// The built navtree executable, run on real files and pipes.
enum NavTreeBinary {
    /// navtree next to the test bundle in the build directory, if it was built.
    static let path: String? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("navtree").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs navtree with `arguments`; `closedOutput` gives it a pipe whose reader is gone.
    static func run(_ arguments: [String], closedOutput: Bool = false) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "navtree")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        if closedOutput { try output.fileHandleForReading.close() }
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        let outputData = closedOutput ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navtree-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite("The navtree executable with failing I/O", .enabled(if: NavTreeBinary.path != nil, "navtree is not built next to the tests"))
struct NavTreeExecutableIOTests {
    @Test("a directory, a missing file and an endless input exit 2 with the system's reason")
    func unreadableFiles() throws {
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try NavTreeBinary.run([directory.path])
        #expect(folder.status == 2)
        #expect(folder.stderr == "navtree: error: cannot read '\(directory.path)': Is a directory\n")
        let missing = directory.appendingPathComponent("missing.nav").path
        let absent = try NavTreeBinary.run([missing])
        #expect(absent.status == 2)
        #expect(absent.stderr == "navtree: error: cannot read '\(missing)': No such file or directory\n")
        if FileManager.default.fileExists(atPath: "/dev/zero") {
            let endless = try NavTreeBinary.run(["/dev/zero"])
            #expect(endless.status == 2)
            #expect(endless.stderr == "navtree: error: cannot read '/dev/zero': larger than 256 MiB, the most a script may hold\n")
        }
    }

    @Test(
        "a file without read permission exits 2 with 'Permission denied'",
        .enabled(if: geteuid() != 0, "the superuser may read any file"))
    func unreadablePermission() throws {
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("locked.nav")
        try Data("root uinav(A)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        let run = try NavTreeBinary.run([file.path])
        #expect(run.status == 2)
        #expect(run.stderr == "navtree: error: cannot read '\(file.path)': Permission denied\n")
    }

    @Test("a closed standard output gives a message and exit 1, and stops the script")
    func closedOutput() throws {
        let small = try NavTreeBinary.run(["-e", "root uinav(A)"], closedOutput: true)
        #expect(small.status == 1)
        #expect(small.stderr == "navtree: error: cannot write to standard output: Broken pipe\n")
        // --trace fills the output buffer long before the end; the last line never runs.
        let directory = try NavTreeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("long.nav")
        var text = "root n=uinav(S0)\n"
        for index in 1...2_000 { text += "push S\(index)\n" }
        try Data((text + "bogus\n").utf8).write(to: script)
        let long = try NavTreeBinary.run(["--trace", script.path], closedOutput: true)
        #expect(long.status == 1)
        #expect(long.stderr == "navtree: error: cannot write to standard output: Broken pipe\n")
    }
}
