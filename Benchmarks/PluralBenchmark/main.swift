// Measures plural selection through ICU (`PluralRules`, the Linux runtime) against the portable
// rules (`PortablePluralRules`, baked CLDR data evaluated in Swift, the Apple runtime) on the same
// displayed numbers, and checks on the way that both pick the same category.
//
//     swift run --package-path Benchmarks -c release PluralBenchmark [rounds]
import Foundation
@_spi(Benchmarks) import IAPMessagesCore

let inputs: [(locale: LocaleIdentifier, type: PluralRuleType, displayed: String)] = {
    let locales = ["en", "ru", "ar", "fr", "pl", "lv", "ja", "cy", "pt-PT", "sr-Latn-RS"].map(LocaleIdentifier.init)
    let numbers = ["0", "1", "2", "5", "21", "1.5", "1.50", "11.0", "1000000", "12.345", "-3"]
    return PluralRuleType.allCases.flatMap { type in
        locales.flatMap { locale in numbers.map { (locale, type, $0) } }
    }
}()

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200

/// Runs `body` over every input `rounds` times after a warm-up; returns ns per selection.
func measure(_ name: String, _ body: (Int) -> PluralCategory) -> Double {
    var checksum = 0
    for index in inputs.indices { checksum &+= body(index).hashValue & 1 }   // warm caches and data
    // DispatchTime rather than ContinuousClock, which macOS 10.15 (the package's minimum) lacks.
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds {
        for index in inputs.indices { checksum &+= body(index) == .other ? 1 : 0 }
    }
    let perCall = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds * inputs.count)
    print("\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%8.0f", perCall)) ns/selection   (checksum \(checksum))")
    return perCall
}

let icuRules = inputs.map { PluralRules(locale: $0.locale, type: $0.type) }
let decimals = inputs.map { Decimal(string: $0.displayed)! }
let fractionDigits = inputs.map { $0.displayed.split(separator: ".").dropFirst().first?.count ?? 0 }
let ruleSets = inputs.map { Benchmarking.bakedPluralRules(locale: $0.locale, type: $0.type) }

let icu = { (index: Int) in
    icuRules[index].category(for: decimals[index], minimumFractionDigits: fractionDigits[index], maximumFractionDigits: fractionDigits[index])
}
let portable = { (index: Int) in
    Benchmarking.bakedPluralCategory(forDisplayed: inputs[index].displayed, locale: inputs[index].locale, type: inputs[index].type)
}
let disagreements = inputs.indices.filter { icu($0) != portable($0) }
guard disagreements.isEmpty else {
    print("the backends disagree on \(disagreements.map { "\(inputs[$0].locale) \(inputs[$0].displayed)" })")
    exit(1)
}

print("\(inputs.count) inputs × \(rounds) rounds; ICU \(Benchmarking.icuVersion), baked data from ICU \(Benchmarking.bakedPluralRulesICUVersion)")
let viaICU = measure("ICU PluralRules.category (cached handles)", icu)
let viaPortable = measure("PortablePluralRules.category (locale lookup)", portable)
let viaRuleSet = measure("PortablePluralRuleSet.category (set in hand)") { ruleSets[$0].category(forDisplayed: inputs[$0].displayed) }
print(String(format: "ratio: ICU / portable = %.1fx; ICU / rule set in hand = %.1fx", viaICU / viaPortable, viaICU / viaRuleSet))
