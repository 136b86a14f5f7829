// swift-tools-version: 6.1
import PackageDescription

// The benchmarks and probes, in a package of their own so that `swift test` in the root builds only
// what it tests. They use IAPMessages as an app does, through its products.
//
//     swift build --package-path Benchmarks -c release
//     swift run --package-path Benchmarks -c release PriceBenchmark 20
//
// `IAPMESSAGES_APPLE=1` (or the root's `Apple` trait) selects the Apple configuration here as in the
// root: Scripts/performance/footprint.sh measures FootprintProbe that way.
let package = Package(
    name: "IAPMessagesBenchmarks",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "IAPMessages", path: ".."),
    ],
    targets: [
        // Prices per second through PriceFormatter, for each backend.
        .executableTarget(
            name: "PriceBenchmark",
            dependencies: [.product(name: "IAPMessagesCore", package: "IAPMessages")],
            path: "PriceBenchmark"
        ),
        // Plural-rule selection, the runtime's rules against ICU's.
        .executableTarget(
            name: "PluralBenchmark",
            dependencies: [.product(name: "IAPMessagesCore", package: "IAPMessages")],
            path: "PluralBenchmark"
        ),
        // Per-call time and heap allocations of messages and prices next to Bundle, String(format:),
        // ICU's C API and FormatStyle, in one run; MallocCounter counts the allocations.
        .executableTarget(
            name: "MessageBenchmark",
            dependencies: [.product(name: "IAPMessages", package: "IAPMessages"), "MallocCounter", "ICUNumber"],
            path: "MessageBenchmark"
        ),
        .target(name: "MallocCounter", path: "MallocCounter"),
        // ICU's number formatter straight from ICU's C API, the floor MessageBenchmark compares with.
        .target(
            name: "ICUNumber",
            path: "ICUNumber",
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
            ]
        ),
        // One price and one message against Foundation alone: size and cold start
        // (Scripts/performance/footprint.sh).
        .executableTarget(
            name: "FootprintProbe",
            dependencies: [.product(name: "IAPMessages", package: "IAPMessages")],
            path: "FootprintProbe"
        ),
        .executableTarget(
            name: "FootprintBaseline",
            path: "FootprintBaseline"
        ),
        // Memory and cost per distinct locale ID, as a server sees them (Scripts/performance/locale_memory.sh).
        .executableTarget(
            name: "LocaleMemoryProbe",
            dependencies: [
                .product(name: "IAPMessages", package: "IAPMessages"),
                .product(name: "IAPMessagesCore", package: "IAPMessages"),
            ],
            path: "LocaleMemoryProbe"
        ),
    ],
    swiftLanguageModes: [.v6]
)
