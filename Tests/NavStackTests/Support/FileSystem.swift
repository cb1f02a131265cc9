import Foundation

/// The repository's root, found from this file's path.
enum RepositoryPath {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support → NavStackTests → Tests → root
        return url.path
    }()
}

/// Small file helpers for tests that read the repository's files.
enum FileSystem {
    static func read(path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func list(_ directory: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }
}
