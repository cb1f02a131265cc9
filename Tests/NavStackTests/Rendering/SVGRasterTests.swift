import Foundation
import Testing

@testable import NavStackCore
@testable import NavStackRendering
@testable import NavStackScript
@testable import navtree

/// Every example's wireframe goes through a real SVG renderer and comes out as an image of
/// the device's size. Skipped, with a message, where `rsvg-convert` is not installed.
@Suite(.enabled(if: Rasterizer.isAvailable, Rasterizer.unavailableMessage))
struct SVGRasterTests {
    static let examples = FileSystem.list(RepositoryPath.root + "/Examples", suffix: ".nav")

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navstack-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("an example's SVG renders to a non-empty PNG of the device's size in points", arguments: examples)
    func example(_ name: String) throws {
        let window = SVGRendererTests.exampleWindow(name)
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try Rasterizer.render(SVGRenderer.render(window), name: String(name.dropLast(4)), in: directory).get()
        let info = try #require(Rasterizer.info(png), "\(name): not a PNG")
        let size = window.device.screenSize(window.orientation)
        #expect(info == Rasterizer.PNGInfo(width: Int(size.width.rounded()), height: Int(size.height.rounded()), hasImageData: true))
        #expect(png.count > 1000, "\(name): the PNG is only \(png.count) bytes")
    }

    @Test("a zoom of 3 gives the device's pixel size")
    func zoom() throws {
        let window = ScriptRun(SVGGoldenTests.popupRedock).window
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try Rasterizer.render(SVGRenderer.render(window), name: "popup", zoom: window.device.scale, in: directory).get()
        #expect(Rasterizer.info(png) == Rasterizer.PNGInfo(width: 1179, height: 2556, hasImageData: true))
    }

    @Test("the documentation's PNGs are the size their scripts render at (zoom 2)", arguments: SVGRendererTests.pictures)
    func readmePicture(_ name: String) throws {
        let path = RepositoryPath.root + "/docs/images/" + name
        let window = ScriptRun(String(decoding: try #require(FileSystem.read(path: path)), as: UTF8.self)).window
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try Rasterizer.render(SVGRenderer.render(window), name: "picture", zoom: 2, in: directory).get()
        let committed = try #require(FileSystem.read(path: String(path.dropLast(4)) + ".png"))
        #expect(Rasterizer.info(committed) == Rasterizer.info(png))
        #expect(Rasterizer.info(committed)?.width == Int(window.screenBounds.width * 2))
    }

    @Test("the storyboard's pictures render too")
    func storyboard() throws {
        let run = NavTreeRun(["--storyboard", "out.html", "-q", "Examples/popup-tabbar-redock.nav"])
        let html = try #require(run.written["out.html"])
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, svg) in SVGInspection.inlineSVGs(in: html).enumerated() {
            let standalone = svg.replacingOccurrences(of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ", options: .anchored)
            let png = try Rasterizer.render(standalone, name: "step-\(index)", in: directory).get()
            #expect(Rasterizer.info(png)?.width == 393)
        }
    }
}
