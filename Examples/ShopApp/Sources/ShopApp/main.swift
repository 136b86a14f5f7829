import Foundation
import IAPMessages

// The library's own messages and this app's, in the languages a user might prefer.
let price = try IAPPrice(amount: Decimal(string: "9.99")!, currencyCode: "EUR")
for languages in [["en-US"], ["de-CH"], ["ru-RU"], ["fr-FR", "de-DE"]] {
    print("== \(languages.joined(separator: ", "))")
    print(ShopUserMessage.bundleOffer(coins: 1200, price: price).text(for: languages))
    print(ShopUserMessage.coinsAdded(coins: 21).text(for: languages))
    let full = ShopError.walletFull(limit: 100_000)
    print(full.localizedDescription(for: languages), full.recoverySuggestion(for: languages) ?? "")
    print(IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text(for: languages))
    print(IAPError.networkError.recoverySuggestion(for: languages) ?? "")
}

// The system's languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG on Linux): try LANG=de_DE.UTF-8.
print("== system: \(PreferredLocales.current)")
print(IAPError.networkError.errorDescription ?? "")

// The app's language setting wins over the system's, for every catalog at once.
LocalizationSettings.shared.preferredLanguages = ["ru"]
print("== override: ru")
print(IAPError.paymentNotAllowed.errorDescription ?? "")
print(ShopUserMessage.coinsAdded(coins: 5))
