// Getting started: a price as the storefront writes it, inside a sentence in the user's language.
// The Getting started article quotes this file; CI runs it and checks what it prints.
import Foundation
import IAPMessages
// snippet.hide
#if canImport(StoreKit)
// snippet.show
import StoreKit

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
func monthlyPrice(of product: Product) throws -> String {
    let price = try IAPPrice(product)              // amount, currency and the storefront's locale
    return IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text
}
// snippet.hide
#endif
// snippet.show

// The same with a price you name, as in a test or a preview:
let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
print(IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text(for: "de-DE"))  // "4,99 € pro Monat"
print(IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text(for: "en"))     // "4,99 € per month"
