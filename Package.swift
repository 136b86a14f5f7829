// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `IAPMESSAGES_APPLE=1 swift build|test` builds on Linux what Apple platforms build: prices and
/// numbers formatted by Foundation (whose `Decimal.FormatStyle` runs on Apple's own ICU here too), plural
/// rules and phrase patterns from CLDR data baked into `Sources/IAPMessagesCore/CLDR`, and no
/// ICU symbol in the runtime. Otherwise Linux formats with the system's ICU (`IAPMESSAGES_ICU`).
let apple = Context.environment["IAPMESSAGES_APPLE"] == "1"
/// Where the runtime formats with ICU.
let icuSettings: [SwiftSetting] = apple ? [] : [.define("IAPMESSAGES_ICU", .when(platforms: [.linux]))]
/// In the Apple configuration the host tools' `CICU` (msgc, `msgc cldr-data`, the tests' reference)
/// reads the ICU that Foundation ships in the toolchain (`lib_FoundationICU`, its C API prefixed
/// `swift_`), the same ICU whose data the Apple build bakes; the runtime never links it.
let foundationICUHeaders: String? = {
    guard apple else { return nil }
    let path = Context.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath()
        let lib = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
        if FileManager.default.fileExists(atPath: lib.appendingPathComponent("_foundation_unicode/utypes.h").path) {
            return lib.path
        }
    }
    return nil
}()
let cicuSettings: [CSetting] = foundationICUHeaders.map {
    [.define("CICU_USE_FOUNDATION_ICU", .when(platforms: [.linux])), .unsafeFlags(["-I", $0], .when(platforms: [.linux]))]
} ?? []
/// The tests that compare what the Apple configuration bakes with the ICU it was baked from (the
/// agreement suites, `CLDRDataTests`) assert in the Apple configuration, where `CICU` is that ICU;
/// the system's ICU of the default build is another release.
let appleReference: [SwiftSetting] = apple ? [.define("IAPMESSAGES_APPLE_REFERENCE")] : []
/// ICU's answers for those tests (`Tests/ICUReference`, over `CICU`): the runtime links no ICU in the
/// Apple configuration, so the tests ask it through this instead of the runtime's ICU handles.
let icuReference: [Target] = apple ? [.target(name: "ICUReference", dependencies: ["CICU"], path: "Tests/ICUReference")] : []
let cicuLibraries: [LinkerSetting] = foundationICUHeaders != nil
    ? [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
    : [.linkedLibrary("icui18n", .when(platforms: [.linux])), .linkedLibrary("icuuc", .when(platforms: [.linux]))]

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
        // `swift package generate-documentation`: the DocC catalog in Sources/IAPMessages/IAPMessages.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The one place that includes ICU headers; ARCHITECTURE.md says why its API is primitive-typed.
        // On a Mac (msgc and the build plugin) it declares ICU's API itself and links the system's
        // libicucore; iOS, tvOS, watchOS and visionOS get no ICU library at all, for App Store
        // Connect rejects apps that reference ICU's symbols (the Apple platforms article: Why not ICU on iOS).
        .target(
            name: "CICU",
            cSettings: cicuSettings,
            linkerSettings: cicuLibraries + [.linkedLibrary("icucore", .when(platforms: [.macOS]))]
        ),
        // An atomic pointer and counter in C11 for the runtime's lock-free lookups (Swift's `Atomic`
        // needs iOS 18; the runtime supports iOS 13).
        .target(name: "CAtomics"),
        // ICU-backed formatting, locale negotiation and the interpreter of compiled message tables.
        .target(
            name: "IAPMessagesCore",
            dependencies: ["CAtomics"] + (apple ? [] : [.target(name: "CICU", condition: .when(platforms: [.linux]))]),
            swiftSettings: icuSettings
        ),
        // The catalog compiler's stages: read, parse, check, lower, render. No file or environment access.
        .target(
            name: "MessageCompiler",
            // CICU for `msgc cldr-data`, which reads CLDR data out of ICU to bake it for the Apple build.
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
        // How msgc writes files: atomically, keeping what the replaced file had, with errno in words.
        .target(
            name: "OutputFiles",
            dependencies: [
                "MessageCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "msgc",
            dependencies: [
                "MessageCompiler",
                "IAPMessagesCore",
                "OutputFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "IAPMessagesTests",
            dependencies: ["IAPMessagesCore", "IAPMessages"] + (apple ? ["ICUReference"] : []),
            resources: [.copy("Fixtures")],
            swiftSettings: icuSettings + appleReference
        ),
        // OutputFiles too, so msgc's file writing (errno wording, signal cleanup) is tested directly;
        // the tests that run msgc itself find it in the build's products.
        .testTarget(
            name: "MessageCompilerTests",
            dependencies: ["MessageCompiler", "IAPMessagesCore", "OutputFiles"],
            resources: [.copy("Fixtures")],
            swiftSettings: appleReference
        ),
        // The golden generated file, compiled and exercised: goldens that do not build fail here.
        .testTarget(
            name: "GeneratedGoldenTests",
            dependencies: ["IAPMessagesCore"]
        ),
    ] + icuReference,
    swiftLanguageModes: [.v6]
)
