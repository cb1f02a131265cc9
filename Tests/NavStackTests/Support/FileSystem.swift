import Foundation

/// The repository's root, found from this file's path.
enum RepositoryPath {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Support → NavStackTests → Tests → root
        return url.path
    }()
}

/// Small file helpers for golden tests.
enum FileSystem {
    static func read(path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func write(_ text: String, to path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }

    static func list(_ directory: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }
}

/// Golden-file comparison: `Tests/NavStackTests/Golden/<name>`; `RECORD_GOLDEN=1` rewrites.
enum GoldenFile {
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// `nil` when `actual` matches the golden file, else a line diff to show.
    static func mismatch(_ name: String, actual: String) -> String? {
        let path = RepositoryPath.root + "/Tests/NavStackTests/Golden/" + name
        if recording {
            FileSystem.write(actual, to: path)
            return nil
        }
        guard let bytes = FileSystem.read(path: path) else {
            return "no golden file \(name); run the tests with RECORD_GOLDEN=1 to record it"
        }
        let expected = String(decoding: bytes, as: UTF8.self)
        guard expected != actual else { return nil }
        return lineDiff(expected: expected, actual: actual)
    }

    /// A minimal line diff: lines only in the golden file with `−`, only in the output with `+`.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out = "golden file differs (−golden, +actual):\n"
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a == b { continue }
            if let a { out += "−\(index + 1): \(a)\n" }
            if let b { out += "+\(index + 1): \(b)\n" }
        }
        return out
    }
}
