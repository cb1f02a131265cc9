// swift-tools-version: 6.0
import PackageDescription

// The library is three modules under Sources/NavStack, one per layer, each depending only on
// the ones before it; the `NavStack` module re-exports them, so users write `import NavStack`.
//
//     NavStackCore        the model: every UIKit, Koinu and LNPopupController rule, the storage
//                         and the hierarchy walk; imports nothing
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
            name: "NavStackRendering",
            dependencies: ["NavStackCore"],
            path: "Sources/NavStack/Rendering",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStackScript",
            dependencies: ["NavStackCore", "NavStackRendering"],
            path: "Sources/NavStack/Script",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NavStack",
            dependencies: ["NavStackCore", "NavStackRendering", "NavStackScript"],
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
            dependencies: ["NavStackCore", "NavStackRendering", "NavStackScript", "NavStack", "NavStackTesting", "navtree"],
            // Golden files are read through #filePath, not bundled as resources.
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)
