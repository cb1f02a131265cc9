#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavStack

/// Buffered writes to standard output or standard error that notice a closed pipe.
final class StandardStream {
    nonisolated(unsafe) static let output = StandardStream(descriptor: 1, capacity: 1 << 16)
    nonisolated(unsafe) static let error = StandardStream(descriptor: 2, capacity: 0)

    private let descriptor: Int32
    private let capacity: Int
    private var buffer: [UInt8] = []
    /// Whether a write failed (for example `EPIPE` after the reader went away).
    private(set) var failed = false
    /// The `errno` of the failed write.
    private(set) var failure: Int32 = 0

    private init(descriptor: Int32, capacity: Int) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        guard !failed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count, !failed {
            let written = buffer[offset...].withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress, raw.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failed = true
                failure = errno
            } else {
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Reads whole files (or standard input) as bytes.
enum FileReader {
    /// The largest script navtree reads: far beyond any real or generated script (a million
    /// screens take 8 MB), and it keeps an endless input such as /dev/zero from filling memory.
    static let maximumSize = 1 << 28

    /// Reads `path`, or standard input when `nil`.
    static func read(_ path: String?) -> Result<[UInt8], NavTreeCommand.ReadError> {
        let descriptor: Int32 = path.map { open($0, O_RDONLY) } ?? 0
        guard descriptor >= 0 else { return .failure(.init(String(cString: strerror(errno)))) }
        defer { if path != nil { close(descriptor) } }
        var bytes: [UInt8] = []
        // A regular file's size is known: reserve it once instead of growing and copying.
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
           status.st_size > 0, status.st_size < maximumSize {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.init(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            guard bytes.count + count <= maximumSize else {
                return .failure(.init("larger than \(maximumSize >> 20) MiB, the most a script may hold"))
            }
            chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0.prefix(count)) }
        }
        return .success(bytes)
    }
}
