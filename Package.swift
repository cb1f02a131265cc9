// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NavStack",
    products: [
        .library(name: "NavStack", targets: ["NavStack"]),
        .executable(name: "navtree", targets: ["navtree"]),
        .executable(name: "navstack-bench", targets: ["navstack-bench"]),
    ],
    targets: [
        .target(
            name: "NavStack",
            swiftSettings: [.swiftLanguageMode(.v6)],
            // Rounding in frame output calls libm, which Linux links only on request.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "navtree",
            dependencies: ["NavStack"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "navstack-bench",
            dependencies: ["NavStack"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "NavStackTests",
            dependencies: ["NavStack", "navtree"],
            // Golden files are read through #filePath, not bundled as resources.
            exclude: ["Golden"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
