import Foundation
import Testing

/// Turns SVG into PNG with `rsvg-convert` (Debian package librsvg2-bin), a real SVG renderer.
enum Rasterizer {
    /// The `rsvg-convert` executable on `PATH`, or `nil` when it is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { executable != nil }

    static let unavailableMessage: Comment =
        "rsvg-convert is not installed (Debian package librsvg2-bin, which .ci/run installs when it can); skipping the rendering check"

    /// A PNG's size from its IHDR chunk, and whether it holds image data (an IDAT chunk).
    struct PNGInfo: Equatable {
        var width: Int
        var height: Int
        var hasImageData: Bool
    }

    /// Renders `svg` at `zoom` into `directory/name.png`; returns the PNG's bytes, or the
    /// renderer's complaint.
    static func render(_ svg: String, name: String, zoom: Double = 1, in directory: URL) -> Result<[UInt8], RasterError> {
        guard let executable else { return .failure(RasterError(message: "rsvg-convert is not installed")) }
        let input = directory.appendingPathComponent(name + ".svg")
        let output = directory.appendingPathComponent(name + ".png")
        do {
            try Data(svg.utf8).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--zoom", String(zoom), "--format", "png", "--output", output.path, input.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let complaint = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return .failure(
                    RasterError(
                        message: "rsvg-convert exited \(process.terminationStatus): "
                            + String(decoding: complaint, as: UTF8.self)))
            }
            guard let bytes = FileManager.default.contents(atPath: output.path) else {
                return .failure(RasterError(message: "rsvg-convert wrote no \(output.lastPathComponent)"))
            }
            return .success(Array(bytes))
        } catch {
            return .failure(RasterError(message: "\(error)"))
        }
    }

    /// Reads the PNG signature, the IHDR size and whether an IDAT chunk with data follows.
    static func info(_ png: [UInt8]) -> PNGInfo? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count > 33, Array(png[0..<8]) == signature, String(decoding: png[12..<16], as: UTF8.self) == "IHDR" else {
            return nil
        }
        func uint32(_ offset: Int) -> Int {
            png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var hasData = false
        var offset = 8
        while offset + 8 <= png.count {
            let length = uint32(offset)
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == "IDAT", length > 0 { hasData = true }
            offset += 12 + length
        }
        return PNGInfo(width: uint32(16), height: uint32(20), hasImageData: hasData)
    }

    struct RasterError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
