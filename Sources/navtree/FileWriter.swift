/// Writes whole files (`-o`, `--storyboard`, `--junit`, recorded snapshots) the way the path
/// asks to be written:
///
/// - `/dev/stdout` and `/dev/stderr` (and `/dev/fd/1`, `/dev/fd/2`) are navtree's own streams,
///   written in order with the rest of its output.
/// - A character device, a FIFO or a socket (`/dev/null`, a named pipe, a terminal) is
///   written into, never replaced: even the superuser's run leaves `/dev/null` a device.
/// - A symbolic link is followed, so the file it names is written and the link stays.
/// - A regular file with other hard links is truncated and written in place, so every name
///   sees the new contents (replacing it would split the links).
/// - Any other path is replaced atomically: the contents go to a temporary file in the
///   directory of the file (so a reader, or a concurrent run, sees the old file or the whole
///   new one), synced, given the old file's mode and owner, and renamed over it. The
///   temporary name is short (`.navtree-PID-N`), so a name near the system's length limit
///   still works, and SIGINT, SIGTERM or SIGHUP during the write remove it.
enum FileWriter {
    /// Writes `contents` to `path`.
    static func write(_ path: String, _ contents: String) -> Result<Void, NavTreeCommand.WriteError> {
        if let stream = standardStream(named: path) {
            stream.write(contents)
            stream.flush()
            return stream.failure.map { .failure(.init($0.reason)) } ?? .success(())
        }
        let target: String
        let status: Platform.FileStatus?
        switch resolvingLinks(path) {
        case let .success(resolved): (target, status) = resolved
        case let .failure(failure): return .failure(.init(failure.reason))
        }
        let result: Result<Void, Platform.Failure>
        switch status?.kind {
        case nil: result = replace(target, with: contents, keeping: nil)
        case .regular?:
            result = status.map { $0.links > 1 } == true ? writeInPlace(target, contents) : replace(target, with: contents, keeping: status)
        case .directory?: result = .failure(Platform.Failure(code: Platform.isDirectory))
        case .symbolicLink?, .characterDevice?, .blockDevice?, .fifo?, .socket?, .other?:
            result = write(contents, to: target, opening: .existing)
        }
        return result.mapError { .init($0.reason) }
    }

    /// The stream a path names when it is one of navtree's own.
    private static func standardStream(named path: String) -> StandardStream? {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": StandardStream.output
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": StandardStream.error
        default: nil
        }
    }

    /// The most symbolic links followed in a row, as the system's own limit (`ELOOP`).
    static let maximumLinks = 40

    /// The file `path` leads to through symbolic links, and its status (`nil`: it does not
    /// exist yet, and writing creates it there).
    private static func resolvingLinks(_ path: String) -> Result<(String, Platform.FileStatus?), Platform.Failure> {
        var current = path
        for _ in 0...maximumLinks {
            let status: Platform.FileStatus
            switch Platform.linkStatus(current) {
            case let .success(found): status = found
            case let .failure(failure) where failure.code == Platform.noSuchFile: return .success((current, nil))
            case let .failure(failure): return .failure(failure)
            }
            guard status.kind == .symbolicLink else { return .success((current, status)) }
            switch Platform.linkTarget(current) {
            case let .success(target):
                current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
            case let .failure(failure):
                return .failure(failure)
            }
        }
        return .failure(Platform.Failure(code: Platform.tooManyLinks))
    }

    /// The directory `path` lies in (`.` for a bare name).
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Writes `contents` into the file at `path`, opened as `mode` says, and syncs a regular file.
    private static func write(_ contents: String, to path: String, opening mode: Platform.WriteMode) -> Result<Void, Platform.Failure> {
        let descriptor: Platform.Descriptor
        switch Platform.openForWriting(path, mode) {
        case let .success(opened): descriptor = opened
        case let .failure(failure): return .failure(failure)
        }
        return finish(descriptor, writing: contents, synchronizing: mode != .existing)
    }

    /// A regular file with several links: truncated and written through one of them.
    private static func writeInPlace(_ path: String, _ contents: String) -> Result<Void, Platform.Failure> {
        write(contents, to: path, opening: .truncateExisting)
    }

    /// Writes `contents` to `descriptor`, syncs it when asked, and closes it.
    private static func finish(
        _ descriptor: Platform.Descriptor, writing contents: String, synchronizing: Bool,
        then prepare: (Platform.Descriptor) -> Result<Void, Platform.Failure> = { _ in .success(()) }
    ) -> Result<Void, Platform.Failure> {
        var result = Platform.writeAll(descriptor, contents)
        if case .success = result { result = prepare(descriptor) }
        if case .success = result, synchronizing { result = Platform.synchronize(descriptor) }
        let closed = Platform.close(descriptor)
        if case .success = result { result = closed }
        return result
    }

    /// Replaces the file at `path` (or creates it) atomically, with the mode and owner of
    /// `existing`, the file there now.
    private static func replace(_ path: String, with contents: String, keeping existing: Platform.FileStatus?) -> Result<
        Void, Platform.Failure
    > {
        let folder = directory(of: path)
        var attempt = 0
        var temporary: String
        var descriptor: Platform.Descriptor
        // The name is unique among this process's attempts; O_EXCL makes sure no other
        // process holds the same one.
        while true {
            temporary = "\(folder)/.navtree-\(Platform.processID)-\(attempt)"
            Platform.removeOnSignal(temporary)
            switch Platform.openForWriting(temporary, .createNew) {
            case let .success(opened):
                descriptor = opened
            case let .failure(failure) where failure.code == Platform.fileExists && attempt < 100:
                Platform.keepOnSignal()
                attempt += 1
                continue
            case let .failure(failure):
                Platform.keepOnSignal()
                // A file the user may write in a folder they may not: written in place.
                if existing != nil, failure.code == Platform.permissionDenied { return writeInPlace(path, contents) }
                return .failure(failure)
            }
            break
        }
        defer { Platform.keepOnSignal() }
        var result = finish(descriptor, writing: contents, synchronizing: true) { descriptor in
            guard let existing else { return .success(()) }
            return Platform.setAttributes(descriptor, permissions: existing.permissions, owner: existing.owner, group: existing.group)
        }
        if case .success = result { result = Platform.rename(temporary, to: path) }
        guard case .success = result else {
            Platform.removeFile(temporary)
            return result
        }
        Platform.synchronizeDirectory(folder)
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
