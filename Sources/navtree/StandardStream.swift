import NavStack

/// Buffered writes to standard output or standard error that notice a closed pipe.
final class StandardStream {
    private let descriptor: Platform.Descriptor
    private let capacity: Int
    private var buffer: [UInt8] = []
    /// Why a write failed (for example `EPIPE` after the reader went away), once one has.
    private(set) var failure: Platform.Failure?
    /// Whether a write failed.
    var failed: Bool { failure != nil }

    /// A stream on `descriptor` that buffers up to `capacity` bytes (the two are
    /// ``Platform``'s `StandardStream.output` and `.error`).
    init(descriptor: Platform.Descriptor, capacity: Int) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        guard !failed else { return }
        if capacity == 0 {
            // Unbuffered: the text's bytes go out as they are, not copied into the buffer first.
            if case let .failure(failure) = Platform.writeAll(descriptor, text) { self.failure = failure }
            return
        }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Writes `bytes` (UTF-8), as ``write(_:)`` writes a string's.
    func write(_ bytes: ArraySlice<UInt8>) {
        guard !failed else { return }
        if capacity == 0 {
            if case let .failure(failure) = Platform.writeAll(descriptor, bytes) { self.failure = failure }
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        if !failed, case let .failure(failure) = Platform.writeAll(descriptor, buffer) {
            self.failure = failure
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Reads whole files (or standard input) as bytes.
enum FileReader {
    /// What is at `path` for ``OutputGuard``: its kind and identity, and a regular file's first
    /// ``OutputGuard/examinedLength`` bytes.
    static func examine(_ path: String) -> ExistingFile {
        // Opening follows symbolic links, as the write will; a file that may not be read
        // cannot be told apart, and writing it reports why it fails.
        let descriptor: Platform.Descriptor
        switch Platform.openToExamine(path) {
        case let .success(opened): descriptor = opened
        case let .failure(failure) where failure.code == Platform.noSuchFile: return .missing
        case .failure: return ExistingFile(kind: .unknown)
        }
        defer { Platform.close(descriptor) }
        guard case let .success(status) = Platform.status(of: descriptor, path: path) else { return ExistingFile(kind: .unknown) }
        switch status.type {
        case .directory: return ExistingFile(kind: .directory)
        case .other: return ExistingFile(kind: .special)
        case .regular: break
        }
        var file = ExistingFile(
            kind: .regular, identity: ExistingFile.Identity(device: status.device, inode: status.inode),
            isReadOnly: status.isReadOnly, start: nil)
        var start = [UInt8](repeating: 0, count: OutputGuard.examinedLength)
        var count = 0
        while count < start.count {
            let read = Platform.read(descriptor, into: &start, from: count)
            guard case let .success(bytes) = read else { return file }
            if bytes == 0 { break }
            count += bytes
        }
        file.start = Array(start.prefix(count))
        return file
    }

    /// The largest script navtree reads: far beyond any real or generated script (a million
    /// screens take 8 MB), and it keeps an endless input such as /dev/zero from filling memory.
    static let maximumSize = 1 << 28

    /// Scripts larger than this are read a piece at a time as they run rather than held
    /// whole, so a run's memory does not grow with its script.
    static let streamedSize = 1 << 22

    /// The script at `path` read a piece at a time, when it is a regular file larger than
    /// ``streamedSize`` (and no larger than ``maximumSize``); `nil` to read it whole, which
    /// also reports why it cannot be read. The file is opened once for each pass over it.
    static func streamedScript(_ path: String) -> ScriptSource? {
        // Opened without waiting for a FIFO's writer, which reading it whole then serves.
        guard case let .success(descriptor) = Platform.openToExamine(path) else { return nil }
        let size = Platform.regularFileSize(descriptor)
        _ = Platform.close(descriptor)
        guard let size, size > streamedSize, size <= maximumSize else { return nil }
        return ScriptSource(name: path, size: size) {
            Platform.openForReading(path).map { ScriptFileReader($0) }.mapError { FileReadError($0.reason) }
        }
    }

    /// Reads `path`, or standard input when `nil`, refusing it once it is longer than
    /// `limit` bytes (a regular file by its size, before reading any of it).
    static func read(_ path: String?, maximumSize limit: Int = maximumSize) -> Result<[UInt8], NavTreeCommand.ReadError> {
        let descriptor: Platform.Descriptor
        if let path {
            switch Platform.openForReading(path) {
            case let .success(opened): descriptor = opened
            case let .failure(failure): return .failure(.init(failure.reason, missing: failure.code == Platform.noSuchFile))
            }
        } else {
            descriptor = Platform.standardInput
        }
        defer { if path != nil { Platform.close(descriptor) } }
        var bytes: [UInt8] = []
        let tooLarge = NavTreeCommand.ReadError(
            "larger than \(limit >> 20) MiB, the most " + (limit == maximumSize ? "a script may hold" : "'load' reads"))
        // A regular file's size is known: reserve it once instead of growing and copying.
        if let size = Platform.regularFileSize(descriptor) {
            guard size <= limit else { return .failure(tooLarge) }
            if size > 0 { bytes.reserveCapacity(size) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            switch Platform.read(descriptor, into: &chunk) {
            case let .success(read): count = read
            case let .failure(failure): return .failure(.init(failure.reason))
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { return .failure(tooLarge) }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        return .success(bytes)
    }
}

/// A script file open for one pass over its bytes (``FileReader/streamedScript(_:)``),
/// closed when the pass is done with it.
final class ScriptFileReader: ScriptReader {
    private let descriptor: Platform.Descriptor

    init(_ descriptor: Platform.Descriptor) { self.descriptor = descriptor }

    deinit { _ = Platform.close(descriptor) }

    func read(into buffer: inout [UInt8], from start: Int) -> Result<Int, FileReadError> {
        Platform.read(descriptor, into: &buffer, from: start).mapError { FileReadError($0.reason) }
    }
}
