// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The configurations are package traits; exactly one is enabled at a time.
/// - `SystemICU` (the default): Linux formats with the system's ICU (libicu-dev), `IAPMESSAGES_ICU`.
/// - `ToolchainICU` (`swift test --traits ToolchainICU`, or `IAPMESSAGES_TOOLCHAIN_ICU=1`): the same
///   ICU backend on the ICU the toolchain ships for Foundation (`lib_FoundationICU`, its C API
///   prefixed `swift_`), usually another release than the system's, so one machine tests two ICUs.
/// - `Apple` (`swift test --traits Apple`, or `IAPMESSAGES_APPLE=1`): on Linux what Apple platforms
///   build: prices and numbers formatted by Foundation (whose `Decimal.FormatStyle` runs on the
///   toolchain's ICU here too), plural rules and phrase patterns from CLDR data baked into
///   `Sources/IAPMessagesCore/CLDR`, and no ICU symbol in the runtime. The host tools' `CICU`
///   (msgc, `msgc cldr-data`, the tests' reference) reads the toolchain's ICU, the one whose data the
///   Apple build bakes; the runtime never links it.
/// Trait conditions can only say "when this trait is on", so the default build is a trait of its own.
/// The environment variables choose the default trait, for scripts and CI that set them.
let defaultTrait = Context.environment["IAPMESSAGES_APPLE"] == "1" ? "Apple"
    : Context.environment["IAPMESSAGES_TOOLCHAIN_ICU"] == "1" ? "ToolchainICU" : "SystemICU"
/// The runtime formats with ICU on Linux in these; in `Apple` it links no ICU.
let icuBackend: Set<String> = ["SystemICU", "ToolchainICU"]
/// `CICU` reads the toolchain's ICU in these, the system's in `SystemICU`.
let foundationICU: Set<String> = ["Apple", "ToolchainICU"]
let icuSettings: [SwiftSetting] = [.define("IAPMESSAGES_ICU", .when(platforms: [.linux], traits: icuBackend))]
/// The folder that holds the toolchain's ICU headers (`_foundation_unicode`), found next to the `swift` on PATH.
let foundationICUHeaders: String? = {
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
let cicuSettings: [CSetting] = [.define("CICU_USE_FOUNDATION_ICU", .when(platforms: [.linux], traits: foundationICU))]
    + (foundationICUHeaders.map { [.unsafeFlags(["-I", $0], .when(platforms: [.linux], traits: foundationICU))] } ?? [])
let cicuLibraries: [LinkerSetting] = [
    .linkedLibrary("_FoundationICU", .when(platforms: [.linux], traits: foundationICU)),
    .linkedLibrary("icui18n", .when(platforms: [.linux], traits: ["SystemICU"])),
    .linkedLibrary("icuuc", .when(platforms: [.linux], traits: ["SystemICU"])),
]
/// The tests that compare what the Apple configuration bakes with the ICU it was baked from (the
/// agreement suites, `CLDRDataTests`) assert in the Apple configuration, where `CICU` is that ICU.
/// They ask ICU through `Tests/ICUReference` (over `CICU`), for the runtime links no ICU there.
/// With `ToolchainICU` (`IAPMESSAGES_TOOLCHAIN_ICU`) `CICU` is that ICU as well (so the baked data must be
/// current), and the ICU backend formats with Apple's data, which departs from CLDR in places.
let appleReference: [SwiftSetting] = [
    .define("IAPMESSAGES_APPLE_REFERENCE", .when(traits: ["Apple"])),
    .define("IAPMESSAGES_TOOLCHAIN_ICU", .when(platforms: [.linux], traits: ["ToolchainICU"])),
]

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
    traits: [
        .trait(name: "SystemICU", description: "Linux formats with the system's ICU (libicu-dev)."),
        .trait(name: "ToolchainICU", description: "Linux formats with the ICU the Swift toolchain ships for Foundation."),
        .trait(name: "Apple", description: "What Apple platforms build: Foundation and baked CLDR data, no ICU in the runtime."),
        .default(enabledTraits: [defaultTrait]),
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
            dependencies: ["CAtomics", .target(name: "CICU", condition: .when(platforms: [.linux], traits: icuBackend))],
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
            dependencies: ["IAPMessagesCore", "IAPMessages", .target(name: "ICUReference", condition: .when(traits: ["Apple"]))],
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
        // ICU's answers for the Apple configuration's agreement tests; only `Apple` depends on it.
        .target(name: "ICUReference", dependencies: ["CICU"], path: "Tests/ICUReference"),
    ],
    swiftLanguageModes: [.v6]
)
