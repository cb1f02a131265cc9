import Foundation
import Testing

/// Golden-file snapshots: `Golden/<name>.txt` next to this folder, found through `#filePath`
/// so no package resources are needed. With `RECORD_GOLDEN=1` in the environment the file is
/// (re)written instead of compared.
enum Golden {
    /// The folder holding the golden files.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // NavStackTests
        .appendingPathComponent("Golden", isDirectory: true)

    /// Whether this run records golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The URL of golden file `name` (`.txt` unless another extension is given).
    static func url(_ name: String, extension fileExtension: String = "txt") -> URL {
        directory.appendingPathComponent("\(name).\(fileExtension)")
    }

    /// A line diff of `expected` against `actual`: unchanged lines start with two spaces,
    /// expected-only lines with `- `, actual-only lines with `+ ` (longest common subsequence).
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if old == new { return "(the texts differ only in line endings)" }
        // lcs[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Compares `actual` with golden file `name` (or records it when `RECORD_GOLDEN=1`); on a
/// mismatch the issue shows a line diff. Golden files end in `.txt` unless `fileExtension`
/// says otherwise (`svg`, so a browser opens them).
func assertGolden(
    _ actual: String, named name: String, extension fileExtension: String = "txt",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = Golden.url(name, extension: fileExtension)
    let file = "\(name).\(fileExtension)"
    if Golden.isRecording {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("could not record golden file \(file): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("golden file \(file) is missing; run the tests with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        """
        output differs from golden file \(file) (- golden, + actual; RECORD_GOLDEN=1 re-records):
        \(Golden.lineDiff(expected: expected, actual: actual))
        """, sourceLocation: sourceLocation)
}
