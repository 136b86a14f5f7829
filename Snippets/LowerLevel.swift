// The runtime's formatters, public for code that writes its own texts.
// The Getting started article quotes this file; Scripts/apple/check_apple_sdk.sh type-checks it for iOS.
import Foundation
import IAPMessages

let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
print(PriceFormatter(locale: "de-DE").string(for: price))                         // "4,99 €"
print(PriceFormatter(locale: "en-US", currencyStyle: .name).string(for: price))   // "4.99 euros"
print(PluralRules(locale: "ru").category(for: 21))                                // .one
print(LocaleNegotiator(available: ["en", "de", "es", "es-419"], source: "en").fallbackChain(for: ["es-MX"])) // ["es-419", "es", "en"]
print(RelativeTimeFormatter(locale: "de").string(for: 300))                       // "in 5 Minuten"
print(LocalizedListFormatter(locale: "en").string(for: ["Premium", "Coins", "VIP"])) // "Premium, Coins, and VIP"
