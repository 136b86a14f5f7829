// swift-tools-version: 6.1
import PackageDescription

// An app-side package that uses IAPMessages' build plugin for catalogs of its own (Sources/ShopApp/
// Localizations), next to the messages IAPMessages ships.
let package = Package(
    name: "ShopApp",
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
