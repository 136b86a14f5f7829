// swift-tools-version: 6.1
import PackageDescription

// An app-side package that uses IAPMessages' build plugin for catalogs of its own (Sources/ShopApp/
// Localizations), next to the messages IAPMessages ships.
let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "IAPMessages", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ShopApp",
            dependencies: [.product(name: "IAPMessages", package: "IAPMessages")],
            plugins: [.plugin(name: "MessageCatalogPlugin", package: "IAPMessages")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
