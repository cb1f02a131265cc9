#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavStack

/// Writes whole files.
enum FileWriter {
    /// Creates or replaces `path` with `contents` (mode 0644 before the umask).
    static func write(_ path: String, _ contents: String) -> Result<Void, NavTreeCommand.WriteError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(.init(String(cString: strerror(errno)))) }
        let bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress, raw.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                return .failure(.init(reason))
            }
            offset += written
        }
        guard close(descriptor) == 0 else { return .failure(.init(String(cString: strerror(errno)))) }
        return .success(())
    }
}
