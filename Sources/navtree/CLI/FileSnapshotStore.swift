import NavStack

/// navtree's ``SnapshotStore``: each reference is a file, read and written through the
/// environment (`__Snapshots__/SCRIPT/NAME.EXT` beside the script).
struct FileSnapshotStore: SnapshotStore {
    let environment: NavTreeCommand.Environment

    func reference(at path: String) -> Result<String?, SnapshotStoreError> {
        switch environment.read(path) {
        // A reference that is not UTF-8 does not match: the diff shows U+FFFD where it is not.
        case let .success(bytes): .success(String(decoding: bytes, as: UTF8.self))
        case let .failure(failure) where failure.missing: .success(nil)
        case let .failure(failure): .failure(SnapshotStoreError(failure.reason))
        }
    }

    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
        if case let .failure(failure) = environment.createDirectories(path) { return .failure(SnapshotStoreError(failure.reason)) }
        if case let .failure(failure) = environment.write(path, text) { return .failure(SnapshotStoreError(failure.reason)) }
        return .success(())
    }
}
