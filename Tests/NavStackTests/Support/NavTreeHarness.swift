@testable import NavStack

/// Runs navtree in-process with files and standard input given as strings.
struct NavTreeRun {
    var stdout = ""
    var stderr = ""
    var status: ExitStatus = .success

    init(_ arguments: [String], files: [String: String] = [:], stdin: String = "") {
        var out = ""
        var err = ""
        let environment = NavTreeCommand.Environment(
            read: { path in
                guard let path else { return .success(Array(stdin.utf8)) }
                if path.hasPrefix("/repo/") {
                    return FileSystem.read(path: RepositoryPath.root + String(path.dropFirst("/repo".count)))
                        .map { .success($0) } ?? .failure(.init("No such file or directory"))
                }
                guard let text = files[path] else { return .failure(.init("No such file or directory")) }
                return .success(Array(text.utf8))
            },
            output: { out += $0 },
            error: { err += $0 })
        status = NavTreeCommand.run(arguments, environment: environment)
        stdout = out
        stderr = err
    }
}
