// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "IAPMessages",
    products: [
        .library(name: "IAPMessages", targets: ["IAPMessages"]),
        .executable(name: "msgc", targets: ["msgc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The one place that includes ICU headers; see DESIGN.md for why its API is primitive-typed.
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
            ]
        ),
        .target(
            name: "IAPMessages",
            dependencies: ["CICU"]
        ),
        .executableTarget(
            name: "msgc",
            dependencies: [
                "IAPMessages",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "PriceBenchmark",
            dependencies: ["IAPMessages"],
            path: "Benchmarks/PriceBenchmark"
        ),
        .testTarget(
            name: "IAPMessagesTests",
            dependencies: ["IAPMessages"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
