@testable import NavStackCore
@testable import NavStackScript
@testable import navtree

/// Runs navtree in-process with files and standard input given as strings.
struct NavTreeRun {
    var stdout = ""
    var stderr = ""
    var status: ExitStatus = .success
    /// Files navtree wrote (`--storyboard`, `-o`, `--junit`, snapshots), by path.
    var written: [String: String] = [:]
    /// The files navtree created folders for (`expect snapshot` recording), in order.
    var directories: [String] = []

    /// Runs navtree; `unwritable` paths fail to be written with "Permission denied". `files`
    /// exist as regular files (each its own identity), `directories` as folders.
    init(
        _ arguments: [String], files: [String: String] = [:], stdin: String = "", unwritable: Set<String> = [],
        directories existingDirectories: Set<String> = []
    ) {
        var out = ""
        var err = ""
        var written: [String: String] = [:]
        var environment = NavTreeCommand.Environment(
            read: { path in
                guard let path else { return .success(Array(stdin.utf8)) }
                if let text = files[path] { return .success(Array(text.utf8)) }
                // Paths under Examples/ are read from the repository, as navtree run from its root would.
                guard path.hasPrefix("Examples/"), let bytes = FileSystem.read(path: RepositoryPath.root + "/" + path) else {
                    return .failure(.init("No such file or directory", missing: true))
                }
                return .success(bytes)
            },
            output: { out += $0 },
            error: { err += $0 })
        // Diagnostics come as bytes, as they do from the real streams.
        environment.errorBytes = { err += String(decoding: $0, as: UTF8.self) }
        let identities = Dictionary(uniqueKeysWithValues: files.keys.sorted().enumerated().map { ($1, UInt64($0)) })
        environment.examine = { path in
            if existingDirectories.contains(path) { return ExistingFile(kind: .directory) }
            guard let text = files[path], let inode = identities[path] else { return .missing }
            return ExistingFile(
                kind: .regular, identity: .init(device: 1, inode: inode), isReadOnly: unwritable.contains(path),
                start: Array(text.utf8.prefix(OutputGuard.examinedLength)))
        }
        environment.write = { path, contents in
            if unwritable.contains(path) { return .failure(.init("Permission denied")) }
            written[path] = contents
            return .success(())
        }
        var directories: [String] = []
        environment.createDirectories = { path in
            directories.append(path)
            return .success(())
        }
        status = NavTreeCommand.run(arguments, environment: environment)
        stdout = out
        stderr = err
        self.written = written
        self.directories = directories
    }
}
