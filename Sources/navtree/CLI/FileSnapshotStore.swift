import NavStack

/// navtree's ``SnapshotStore``: each reference is a file, read and written through the
/// environment (`__Snapshots__/SCRIPT/NAME.EXT` beside the script).
///
/// Recording follows the rule of every file navtree writes (``OutputGuard``): it never replaces
/// a script, a folder, a read-only file or a file that is not a snapshot in its format.
struct FileSnapshotStore: SnapshotStore {
    let environment: NavTreeCommand.Environment
    /// The identities of the scripts the run reads.
    let scripts: Set<ExistingFile.Identity>

    func reference(at path: String) -> Result<String?, SnapshotStoreError> {
        switch environment.read(path) {
        // A reference that is not UTF-8 does not match: the diff shows U+FFFD where it is not.
        case let .success(bytes): .success(String(decoding: bytes, as: UTF8.self))
        case let .failure(failure) where failure.missing: .success(nil)
        case let .failure(failure): .failure(SnapshotStoreError(failure.reason))
        }
    }

    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
        // The format, from the extension SnapshotPath gave the reference (the longest that
        // fits: `state.json` before `json`).
        let format = OutputFormat.allCases.filter { path.hasSuffix("." + SnapshotPath.fileExtension(for: $0)) }
            .max { SnapshotPath.fileExtension(for: $0).count < SnapshotPath.fileExtension(for: $1).count }
        if let format,
            let refusal = OutputGuard.refusal(
                toWrite: .snapshot(format), at: path, existing: environment.examine(path), scripts: scripts)
        {
            return .failure(SnapshotStoreError(refusal))
        }
        if case let .failure(failure) = environment.createDirectories(path) { return .failure(SnapshotStoreError(failure.reason)) }
        if case let .failure(failure) = environment.write(path, text) { return .failure(SnapshotStoreError(failure.reason)) }
        return .success(())
    }
}
