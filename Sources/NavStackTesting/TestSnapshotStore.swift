import Foundation
import NavStack

/// Where ``runScript(_:on:options:record:firstLineOffset:indentation:fileID:filePath:line:column:)``
/// keeps `expect snapshot` references: files beside the test file, in
/// `__Snapshots__/TESTFILE/NAME.EXTENSION` (``SnapshotPath``), as swift-snapshot-testing keeps
/// its own. Foundation's file manager reads and writes them, on every platform Swift Testing
/// runs on.
struct TestSnapshotStore: SnapshotStore {
    func reference(at path: String) -> Result<String?, SnapshotStoreError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SnapshotStoreError("the file cannot be read"))
        }
        // A reference that is not UTF-8 does not match: the diff shows U+FFFD where it is not.
        return .success(String(decoding: data, as: UTF8.self))
    }

    func record(_ text: String, at path: String) -> Result<Void, SnapshotStoreError> {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return .success(())
        } catch {
            return .failure(SnapshotStoreError("\(error.localizedDescription)"))
        }
    }

    /// Whether record mode is on from the environment: `NAVSTACK_RECORD` set to `1`, `true`,
    /// `yes` or `all` (swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD=all` spelling).
    static var recordsFromEnvironment: Bool {
        guard let value = ProcessInfo.processInfo.environment["NAVSTACK_RECORD"]?.lowercased() else { return false }
        return ["1", "true", "yes", "all"].contains(value)
    }
}
