/// Writes whole files.
enum FileWriter {
    /// Replaces `path` with `contents`: written to a temporary file beside it, then renamed over
    /// it, so a reader (or a concurrent run writing the same path) sees either the old file or
    /// a whole new one, never a mixture.
    static func write(_ path: String, _ contents: String) -> Result<Void, NavTreeCommand.WriteError> {
        var attempt = 0
        var temporary: String
        var descriptor: Platform.Descriptor
        // The temporary name is unique among this process's attempts; O_EXCL makes sure no other
        // process holds the same one.
        while true {
            temporary = "\(path).navtree-\(Platform.processID)-\(attempt).tmp"
            switch Platform.openForWriting(temporary, exclusive: true) {
            case let .success(opened):
                descriptor = opened
            case let .failure(failure) where failure.code == Platform.fileExists && attempt < 100:
                attempt += 1
                continue
            case let .failure(failure):
                return .failure(.init(failure.reason))
            }
            break
        }
        var bytes = contents
        let written = bytes.withUTF8 { Platform.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        let closed = Platform.close(descriptor)
        let renamed: Result<Void, Platform.Failure> =
            switch (written, closed) {
            case let (.failure(failure), _), let (_, .failure(failure)): .failure(failure)
            default: Platform.rename(temporary, to: path)
            }
        if case let .failure(failure) = renamed {
            Platform.removeFile(temporary)
            return .failure(.init(failure.reason))
        }
        return .success(())
    }

    /// Creates the folders `path` lies in that do not exist yet, as `mkdir -p` of its parent
    /// does (`expect snapshot` records into `__Snapshots__/SCRIPT/`).
    static func createDirectories(for path: String) -> Result<Void, NavTreeCommand.WriteError> {
        guard let slash = path.lastIndex(of: "/") else { return .success(()) }
        var prefix = ""
        for (index, component) in path[..<slash].split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            prefix += (index == 0 ? "" : "/") + component
            guard !component.isEmpty, component != ".", component != ".." else { continue }
            if case let .failure(failure) = Platform.makeDirectory(prefix) { return .failure(.init(failure.reason)) }
        }
        return .success(())
    }
}
