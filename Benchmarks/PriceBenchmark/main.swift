// Measures formatting prices with IAPMessages' PriceFormatter (cached, and new per call) and Foundation's
// Decimal.FormatStyle.Currency on the same inputs, in one run, and prints ns per price and the ratios.
// The 192 inputs come back every round, so PriceFormatter answers most from its memo of texts (as a
// paywall that redraws its prices does); the last pair of lines formats a new amount on every call
// (64,000 of them, far more than the memo holds), the cost of a price not seen before.
// On Linux PriceFormatter formats with the system's ICU; with IAPMESSAGES_APPLE=1 with Foundation, as on
// Apple platforms, so the ratio is then what IAPMessages adds to the system's own formatter.
//
//     swift run --package-path Benchmarks -c release PriceBenchmark [rounds]
//     IAPMESSAGES_APPLE=1 swift run --package-path Benchmarks -c release --scratch-path .build-apple-release PriceBenchmark [rounds]
import Foundation
@_spi(Benchmarks) import IAPMessagesCore

let inputs: [(locale: String, currency: String, amount: Decimal)] = {
    let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "pt_BR", "zh_Hant_TW"]
    let currencies = ["USD", "EUR", "JPY", "KWD"]
    let amounts = ["0.99", "4.99", "1234.5", "129999.99", "-42.125", "12345678901234.56"].map { Decimal(string: $0)! }
    return locales.flatMap { locale in currencies.flatMap { currency in amounts.map { (locale, currency, $0) } } }
}()

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200

/// Runs `body` over every input `rounds` times after a warm-up; returns ns per formatted price.
func measure(_ name: String, _ body: (Int) -> String) -> Double {
    var checksum = 0
    for index in inputs.indices { checksum &+= body(index).utf8.count }   // warm caches
    // DispatchTime rather than ContinuousClock, which macOS 10.15 (the package's minimum) lacks.
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds {
        for index in inputs.indices { checksum &+= body(index).utf8.count }
    }
    let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
    let perPrice = nanoseconds / Double(rounds * inputs.count)
    print("\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.0f", perPrice)) ns/price   (checksum \(checksum))")
    return perPrice
}

let prices: [IAPPrice]
do {
    prices = try inputs.map { input throws(CurrencyCodeError) in try IAPPrice(amount: input.amount, currencyCode: input.currency) }
} catch {
    print("benchmark input rejected: \(error)")
    exit(1)
}
let formatters = inputs.map { PriceFormatter(locale: $0.locale) }

/// Foundation's currency formatting, for comparison (FormatStyle needs macOS 12 / iOS 15).
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
func foundationFormatter() -> (Int) -> String {
    let styles = inputs.map { Decimal.FormatStyle.Currency(code: $0.currency, locale: Locale(identifier: $0.locale)) }
    // Both sides must be doing the same work: show a few outputs next to each other.
    for index in stride(from: 0, to: inputs.count, by: 37) {
        print("  \(inputs[index].locale) \(inputs[index].currency) \(inputs[index].amount): \(formatters[index].string(for: prices[index]))  |  \(styles[index].format(inputs[index].amount))")
    }
    return { styles[$0].format(inputs[$0].amount) }
}

print("\(inputs.count) inputs × \(rounds) rounds, ICU \(Benchmarking.icuVersion) (CLDR \(Benchmarking.cldrVersion))")
let ours = measure("IAPMessages PriceFormatter (cached)") { formatters[$0].string(for: prices[$0]) }
let ourFresh = measure("IAPMessages PriceFormatter (new per call)") { PriceFormatter(locale: inputs[$0].locale).string(for: prices[$0]) }
if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
    let format = foundationFormatter()
    let foundation = measure("Foundation Decimal.FormatStyle.Currency", format)
    print(String(format: "ratio: Foundation / PriceFormatter (cached) = %.2fx; (new per call) = %.2fx", foundation / ours, foundation / ourFresh))

    // A new amount on every call: each input's locale and currency with the next of 2,000 amounts,
    // 64,000 (locale, currency, amount) in all, far more than the memo's 512.
    let newAmounts = (0..<2_000).map { Decimal($0) / 100 + 1 }
    let pricesByCurrency = Dictionary(uniqueKeysWithValues: Set(inputs.map(\.currency)).map { currency in
        (currency, newAmounts.compactMap { try? IAPPrice(amount: $0, currencyCode: currency) })
    })
    let newPrices = inputs.map { pricesByCurrency[$0.currency] ?? [] }
    let styles = inputs.map { Decimal.FormatStyle.Currency(code: $0.currency, locale: Locale(identifier: $0.locale)) }
    var next = 0
    let oursNew = measure("IAPMessages PriceFormatter, a new amount") { index in
        next = (next + 1) % newAmounts.count
        return formatters[index].string(for: newPrices[index][next])
    }
    let foundationNew = measure("Foundation FormatStyle, a new amount") { index in
        next = (next + 1) % newAmounts.count
        return styles[index].format(newAmounts[next])
    }
    print(String(format: "ratio, a new amount on every call: Foundation / PriceFormatter = %.2fx", foundationNew / oursNew))
}
