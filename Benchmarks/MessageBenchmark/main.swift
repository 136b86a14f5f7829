// What a message costs at run time, per call and in heap allocations, next to what an app would
// otherwise write, all measured in one run (interleaved rounds, medians):
//
// - plain text: IAPMessages' lookup against `Bundle.localizedString` (a `.lproj` bundle of the same
//   texts) and a Swift dictionary read;
// - a string argument: against `String(format:)` over the bundle's text;
// - a plural: against the form's text from the bundle through `String(format:)` (the form picked in
//   code: swift-corelibs-foundation crashes reading a `.stringsdict` through the bundle on Linux);
// - a price: `PriceFormatter` against ICU's C API (`unumf`) and `Decimal.FormatStyle.Currency`;
// - a price inside a plural: against the price by `Decimal.FormatStyle` put into the bundle's text.
//
// Each IAPMessages case runs for an explicit locale (`text(for: "de-DE")`) and for the current
// languages (`LocalizationSettings` set to German, `.text`), measured after what a long-running
// server or app does to the runtime's caches first: 5,000 language changes and 5,000 distinct
// locale tags, more than any of them holds.
//
//     swift run --package-path Benchmarks -c release MessageBenchmark [iterations per round] [rounds] [only cases containing this]
//
// Allocations are counted by interposing the C allocator (Benchmarks/MallocCounter; Linux).
import Foundation
import IAPMessages


let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let rounds = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 9
/// Only the cases whose name contains this, for profiling one (`… 100000 1 restoreSuccessful`).
let only = CommandLine.arguments.dropFirst(3).first

guard let amount = Decimal(string: "4.99"), let price = try? IAPPrice(amount: amount, currencyCode: "EUR") else {
    fatalError("EUR is an ISO 4217 code")
}
guard let rupees = try? IAPPrice(amount: 500, currencyCode: "PKR", locale: Locale(identifier: "en_PK")) else {
    fatalError("PKR is an ISO 4217 code")
}
let references: FoundationReferences
do {
    references = try FoundationReferences(catalogs: URL(fileURLWithPath: "Localizations"))
} catch {
    print("run from the package's root, next to Localizations/: \(error)")
    exit(1)
}
/// How many language changes and distinct tags come first (`MESSAGEBENCHMARK_CHURN=0` for none).
let churn = ProcessInfo.processInfo.environment["MESSAGEBENCHMARK_CHURN"].flatMap(Int.init) ?? 5_000
for round in 0..<churn {
    LocalizationSettings.shared.preferredLanguages = [["fr-FR"], ["ja-JP"], ["de-DE"]][round % 3]
    _ = IAPUserMessage.buttonRestorePurchases.text
}
for index in 0..<churn {
    _ = IAPUserMessage.buttonRestorePurchases.text(for: "de-DE-x-\(index)")
}
LocalizationSettings.shared.preferredLanguages = ["de-DE"]

struct Group {
    let title: String
    let ours: [BenchmarkCase]
    let theirs: [BenchmarkCase]
}

/// The bundle's key for a count's form, as hand-written code picks it for English and German.
func formKey(_ key: String, _ count: Int) -> String {
    count == 1 ? key + ".one" : key + ".other"
}

/// Hands out its elements in turn, round and round.
final class Cycle<Element> {
    private let elements: [Element]
    private var position = 0

    init(_ elements: [Element]) { self.elements = elements }

    func next() -> Element {
        defer { position = position + 1 == elements.count ? 0 : position + 1 }
        return elements[position]
    }
}

/// How many times faster `ours` is than `theirs`.
func ratio(_ theirs: String, _ ours: String, in byName: [String: CaseResult]) -> String {
    String(format: "%.1f×", byName[theirs]!.nanoseconds / byName[ours]!.nanoseconds)
}

/// Everything after the set-up; `Decimal.FormatStyle`, one of the references, needs macOS 12.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
func run() {
    let bundle = references.bundle, german = references.german
    let dictionary = ["user.buttonRestorePurchases": IAPUserMessage.buttonRestorePurchases.text(for: "de-DE")]
    let priceFormatter = PriceFormatter(locale: "de-DE")
    let germany = Locale(identifier: "de_DE")
    let formatStyle = Decimal.FormatStyle.Currency(code: "EUR", locale: germany)
    // More distinct amounts than the price memo holds, so that these calls format every time.
    let manyPrices = Cycle((0..<100_000).compactMap { try? IAPPrice(amount: Decimal($0) / 100 + 1, currencyCode: "EUR") })
    let manyDigits = Cycle((0..<100_000).map { "\(Decimal($0) / 100 + 1)" })
    // ICU's C API where this build has ICU (Linux); a Mac has no ICU headers, and its rows are left out.
    let icuPrice = ICUPriceReference(locale: "de_DE", currencyCode: "EUR")
    let icuRows = icuPrice.map { icu in [
        BenchmarkCase(name: "ICU's C API (unumf, cached) to a Swift String") { icu.format(digits: "4.99") },
        BenchmarkCase(name: "ICU's C API, a new amount on every call") { icu.format(digits: manyDigits.next()) },
    ] } ?? []

    let groups = [
        Group(title: "plain text", ours: [
            BenchmarkCase(name: "IAPUserMessage.buttonRestorePurchases.text(for: \"de-DE\")") { IAPUserMessage.buttonRestorePurchases.text(for: "de-DE") },
            BenchmarkCase(name: "IAPUserMessage.buttonRestorePurchases.text (current)") { IAPUserMessage.buttonRestorePurchases.text },
        ], theirs: [
            BenchmarkCase(name: "Bundle.localizedString (de.lproj)") { german.localizedString(forKey: "user.buttonRestorePurchases", value: nil, table: nil) },
            BenchmarkCase(name: "Bundle.localizedString (current)") { bundle.localizedString(forKey: "user.buttonRestorePurchases", value: nil, table: nil) },
            BenchmarkCase(name: "Swift dictionary read ([String: String])") { dictionary["user.buttonRestorePurchases"] ?? "" },
        ]),
        Group(title: "string argument", ours: [
            BenchmarkCase(name: "IAPError.purchaseFailed.failureReason(for: [\"de-DE\"])") { IAPError.purchaseFailed(underlying: "declined").failureReason(for: ["de-DE"]) ?? "" },
            BenchmarkCase(name: "IAPError.purchaseFailed.failureReason (current)") { IAPError.purchaseFailed(underlying: "declined").failureReason ?? "" },
        ], theirs: [
            BenchmarkCase(name: "Bundle.localizedString + String(format:)") { String(format: german.localizedString(forKey: "purchaseFailedReason", value: nil, table: nil), "declined") },
        ]),
        Group(title: "plural", ours: [
            BenchmarkCase(name: "IAPUserMessage.restoreSuccessful(count: 22).text(for: \"de-DE\")") { IAPUserMessage.restoreSuccessful(count: 22).text(for: "de-DE") },
            BenchmarkCase(name: "IAPUserMessage.restoreSuccessful(count: 22).text (current)") { IAPUserMessage.restoreSuccessful(count: 22).text },
        ], theirs: [
            BenchmarkCase(name: "Bundle.localizedString + String(format:), form picked in code") {
                String(format: german.localizedString(forKey: formKey("restored", 22), value: nil, table: nil), 22)
            },
        ]),
        Group(title: "price", ours: [
            BenchmarkCase(name: "PriceFormatter(locale: \"de-DE\") (cached)") { priceFormatter.string(for: price) },
            BenchmarkCase(name: "PriceFormatter, a new amount on every call") { priceFormatter.string(for: manyPrices.next()) },
        ], theirs: icuRows + [
            BenchmarkCase(name: "Decimal.FormatStyle.Currency") { formatStyle.format(amount) },
        ]),
        Group(title: "price in a plural", ours: [
            BenchmarkCase(name: "IAPUserMessage.subscriptionPrice(…, count: 3).text(for: \"de-DE\")") {
                IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text(for: "de-DE")
            },
            BenchmarkCase(name: "IAPUserMessage.subscriptionPrice(…, count: 3).text (current)") {
                IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text
            },
            // A storefront price with Latin letters in an Urdu line: the price is isolated (FSI … PDI).
            BenchmarkCase(name: "IAPUserMessage.subscriptionPrice(Rs, count: 3).text(for: \"ur\")") {
                IAPUserMessage.subscriptionPrice(price: rupees, unit: .month, count: 3).text(for: "ur")
            },
        ], theirs: [
            BenchmarkCase(name: "Bundle + Decimal.FormatStyle + String(format:)") {
                String(format: german.localizedString(forKey: formKey("pricePerPeriod", 3), value: nil, table: nil),
                       formatStyle.format(amount), 3)
            },
        ]),
    ]

    if let only {
        let cases = groups.flatMap { $0.ours + $0.theirs }.filter { $0.name.contains(only) }
        for result in measure(cases, iterations: iterations, rounds: rounds) { print(row(result)) }
        return
    }

    // Both sides must do the same work: show what each writes.
    print("what each case writes:")
    for group in groups {
        for benchmark in group.ours + group.theirs { print("  \(benchmark.name): \(benchmark.call())") }
    }
    let results = measure(groups.flatMap { $0.ours + $0.theirs }, iterations: iterations, rounds: rounds)
    let byName = Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0) })
    print("\(iterations) calls × \(rounds) interleaved rounds, median ns per call; heap allocations per call; after \(churn) language changes and \(churn) distinct locale tags")
    for group in groups {
        print(group.title)
        for benchmark in group.ours + group.theirs { print(row(byName[benchmark.name]!)) }
    }

    print("ratios (how many times faster IAPMessages is):")
    print("  plain, explicit locale vs Bundle (de.lproj):        \(ratio(groups[0].theirs[0].name, groups[0].ours[0].name, in: byName))")
    print("  plain, current languages vs Bundle (current):       \(ratio(groups[0].theirs[1].name, groups[0].ours[1].name, in: byName))")
    print("  plural, explicit locale vs Bundle + String(format:): \(ratio(groups[2].theirs[0].name, groups[2].ours[0].name, in: byName))")
    print("  plural, current languages vs the same:              \(ratio(groups[2].theirs[0].name, groups[2].ours[1].name, in: byName))")
    print("  price vs ICU's C API:                               \(ratio(groups[3].theirs[0].name, groups[3].ours[0].name, in: byName))")
    print("  a new amount each call, vs ICU's C API likewise:    \(ratio(groups[3].theirs[1].name, groups[3].ours[1].name, in: byName))")
    print("  price vs Decimal.FormatStyle.Currency:              \(ratio(groups[3].theirs[2].name, groups[3].ours[0].name, in: byName))")
    print("  a new amount each call, vs FormatStyle:             \(ratio(groups[3].theirs[2].name, groups[3].ours[1].name, in: byName))")
    print("  price in a plural vs FormatStyle + String(format:): \(ratio(groups[4].theirs[0].name, groups[4].ours[0].name, in: byName))")
}

if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
    run()
} else {
    print("the Foundation references need macOS 12 or later")
}
references.remove()
