import Foundation
import IAPMessages

// Message lookup cost, per call, for the three shapes of message the library has:
// plain (a table slice), with a string argument, and with a price inside a plural.
// Baseline: a [locale: [key: String]] dictionary, as hand-written string tables are held in memory
// (no formatting at all, so it is a floor, not a rival).
//
//     swift run -c release MessageBenchmark [rounds]

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200_000
let locales = ["en-US", "de-DE", "ja-JP", "ar-EG", "pt-BR", "ru-RU", "zh-Hant-TW", "fr-CA"]
guard let price = try? IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR") else {
    fatalError("EUR is an ISO 4217 code")
}

func measure(_ name: String, _ body: (String) -> String) {
    var checksum = 0
    for locale in locales { checksum &+= body(locale).utf8.count }  // warm caches
    // DispatchTime rather than ContinuousClock, which macOS 10.15 (the package's minimum) lacks.
    let start = DispatchTime.now().uptimeNanoseconds
    for round in 0..<rounds {
        checksum &+= body(locales[round % locales.count]).utf8.count
    }
    let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
    print("\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(String(format: "%7.0f", nanoseconds / Double(rounds))) ns/lookup   (checksum \(checksum))")
}

var dictionary: [String: [String: String]] = [:]
for locale in locales { dictionary[locale] = ["user.buttonOK": IAPUserMessage.buttonOK.text(for: locale)] }

measure("dictionary lookup (no formatting)") { dictionary[$0]!["user.buttonOK"]! }
measure("IAPUserMessage.buttonOK") { IAPUserMessage.buttonOK.text(for: $0) }
measure("IAPError.purchaseFailed (string argument)") { IAPError.purchaseFailed(underlying: "declined").failureReason(for: [$0]) ?? "" }
measure("IAPUserMessage.restoreSuccessful (plural)") { IAPUserMessage.restoreSuccessful(count: 3).text(for: $0) }
measure("IAPUserMessage.subscriptionPrice (price+plural)") { IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text(for: $0) }
