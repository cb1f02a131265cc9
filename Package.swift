// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NavStack",
    products: [
        .library(name: "NavStack", targets: ["NavStack"]),
        .executable(name: "navtree", targets: ["navtree"]),
    ],
    targets: [
        .target(
            name: "NavStack",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "navtree",
            dependencies: ["NavStack"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "NavStackTests",
            dependencies: ["NavStack"],
            // Golden files are read through #filePath, not bundled as resources.
            exclude: ["Golden"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
