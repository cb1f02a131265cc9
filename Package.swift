// swift-tools-version: 6.0
import PackageDescription

// The library is four modules under Sources/NavStack, one per layer, each depending only on
// the ones before it; the `NavStack` module re-exports them, so users write `import NavStack`.
//
//     NavStackCore        the model: every UIKit, Koinu and LNPopupController rule, the storage,
//                         the hierarchy walk and the model's Codable persistence; imports nothing
//     NavStackFormats     the file formats around the model: the JSON reader and writer with its
//                         one escaper, the state document, the `_printHierarchy` dump parser and
//                         import, and the UTF-8 output buffer the writers share
//     NavStackRendering   tree, uikit, json, dot, mermaid, frames, svg and the storyboard
//     NavStackScript      navtree's script language: lexer, parser, interpreter, diagnostics
//
// navtree (the command-line tool, with its one platform file) and navstack-bench sit on top, and
// so does NavStackTesting (Sources/NavStackTesting), a library of its own for an app's tests:
// it runs scripts inside Swift Testing tests and imports Testing, which the rest never does.
let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "NavStack",
    products: [
        .library(name: "NavStack", targets: ["NavStack"]),
        .library(name: "NavStackTesting", targets: ["NavStackTesting"]),
        .executable(name: "navtree", targets: ["navtree"]),
        .executable(name: "navstack-bench", targets: ["navstack-bench"]),
    ],
    targets: [
        .target(
            name: "NavStackCore",
            path: "Sources/NavStack/Core",
            swiftSettings: swiftSettings,
            // Rounding in frame output calls libm, which Linux links only on request.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "NavStackFormats",
            dependencies: ["NavStackCore"],
            path: "Sources/NavStack/Formats",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStackRendering",
            dependencies: ["NavStackCore", "NavStackFormats"],
            path: "Sources/NavStack/Rendering",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStackScript",
            dependencies: ["NavStackCore", "NavStackFormats", "NavStackRendering"],
            path: "Sources/NavStack/Script",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStack",
            dependencies: ["NavStackCore", "NavStackFormats", "NavStackRendering", "NavStackScript"],
            path: "Sources/NavStack/Umbrella",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStackTesting",
            dependencies: ["NavStack"],
            path: "Sources/NavStackTesting",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "navtree",
            dependencies: ["NavStack"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "navstack-bench",
            dependencies: ["NavStack"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NavStackTests",
            dependencies: [
                "NavStackCore", "NavStackFormats", "NavStackRendering", "NavStackScript", "NavStack", "NavStackTesting", "navtree",
            ],
            // Golden files are read through #filePath, not bundled as resources.
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)
