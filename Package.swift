// swift-tools-version: 6.1
import PackageDescription

/// `IAPMESSAGES_PORTABLE=1 swift build|test` builds the runtime as Apple platforms get it: without
/// ICU, formatting from the CLDR data baked into `Sources/IAPMessagesCore/Portable`. Otherwise Linux
/// uses the system's ICU (the `IAPMESSAGES_ICU` condition) and Apple platforms the portable backend.
let portable = Context.environment["IAPMESSAGES_PORTABLE"] == "1"
/// Where the runtime formats with ICU; its tests compare the portable formatters with ICU there.
let icuSettings: [SwiftSetting] = portable ? [] : [.define("IAPMESSAGES_ICU", .when(platforms: [.linux]))]

let package = Package(
    name: "IAPMessages",
    // The runtime goes into iOS 13 apps; msgc and the build plugin run on the developer's Mac.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "IAPMessages", targets: ["IAPMessages"]),
        .library(name: "IAPMessagesCore", targets: ["IAPMessagesCore"]),
        .plugin(name: "MessageCatalogPlugin", targets: ["MessageCatalogPlugin"]),
        .executable(name: "msgc", targets: ["msgc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The one place that includes ICU headers; see DESIGN.md for why its API is primitive-typed.
        // On a Mac (msgc and the build plugin) it declares ICU's API itself and links the system's
        // libicucore; iOS, tvOS, watchOS and visionOS get no ICU library at all, for App Store
        // Connect rejects apps that reference ICU's symbols (README: Layout).
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icucore", .when(platforms: [.macOS])),
            ]
        ),
        // ICU-backed formatting, locale negotiation and the interpreter of compiled message tables.
        .target(
            name: "IAPMessagesCore",
            dependencies: portable ? [] : [.target(name: "CICU", condition: .when(platforms: [.linux]))],
            swiftSettings: icuSettings
        ),
        // The catalog compiler's stages: read, parse, check, lower, render. No file or environment access.
        .target(
            name: "MessageCompiler",
            // CICU for `msgc cldr-data`, which reads CLDR data out of ICU to bake it for the portable backend.
            dependencies: ["IAPMessagesCore", "CICU"]
        ),
        // What the in-app-purchase core imports: the message types generated from Localizations/
        // (committed in Generated/, so an app builds neither msgc nor its dependencies; CI fails when
        // the file is stale: Scripts/regenerate.sh) plus the runtime.
        .target(
            name: "IAPMessages",
            dependencies: ["IAPMessagesCore"]
        ),
        // For apps' own catalogs, in packages and in Xcode app targets.
        .plugin(
            name: "MessageCatalogPlugin",
            capability: .buildTool(),
            dependencies: ["msgc"]
        ),
        .executableTarget(
            name: "msgc",
            dependencies: [
                "MessageCompiler",
                "IAPMessagesCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "PriceBenchmark",
            dependencies: ["IAPMessagesCore"],
            path: "Benchmarks/PriceBenchmark"
        ),
        .executableTarget(
            name: "PluralBenchmark",
            dependencies: ["IAPMessagesCore"],
            path: "Benchmarks/PluralBenchmark"
        ),
        .executableTarget(
            name: "MessageBenchmark",
            dependencies: ["IAPMessages"],
            path: "Benchmarks/MessageBenchmark"
        ),
        .testTarget(
            name: "IAPMessagesTests",
            dependencies: ["IAPMessagesCore", "IAPMessages"],
            resources: [.copy("Fixtures")],
            swiftSettings: icuSettings
        ),
        // msgc too, so its file-writing pieces (errno wording, signal cleanup) are tested directly.
        .testTarget(
            name: "MessageCompilerTests",
            dependencies: ["MessageCompiler", "IAPMessagesCore", "msgc"],
            resources: [.copy("Fixtures")]
        ),
        // The golden generated file, compiled and exercised: goldens that do not build fail here.
        .testTarget(
            name: "GeneratedGoldenTests",
            dependencies: ["IAPMessagesCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
