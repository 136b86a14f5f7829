// A paywall's prices from StoreKit, written as the storefront writes them.
// The Prices and StoreKit article quotes this file; Scripts/apple/check_apple_sdk.sh type-checks it against Apple's SDKs (StoreKit is Apple's only).
// snippet.hide
#if canImport(StoreKit)
// snippet.show
import Foundation
import IAPMessages
import StoreKit

// StoreKit 2 (iOS 15+)
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
func priceLine(for product: Product) throws -> String? {
    let price = try IAPPrice(product)                                  // amount, currency and storefront locale
    guard let subscription = product.subscription else { return nil }
    let period = try IAPPeriod(subscription.subscriptionPeriod)        // e.g. 3 × .month for a quarterly plan
    return IAPUserMessage.subscriptionPrice(price: price, unit: period.unit, count: period.count).text
}

// StoreKit 1 (iOS 13+)
@available(watchOS 6.2, *)
// snippet.hide
// As StoreKit 1 is: deprecated where Apple deprecates it, so the SDK check's newest targets see no warning.
@available(iOS, deprecated: 18.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(macOS, deprecated: 15.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(tvOS, deprecated: 18.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(watchOS, deprecated: 11.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(visionOS, deprecated: 2.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
// snippet.show
func renewalLine(for product: SKProduct) throws -> String? {
    let price = try IAPPrice(product)                                  // priceLocale's currency and locale
    guard let skPeriod = product.subscriptionPeriod else { return nil }
    let period = try IAPPeriod(skPeriod)
    return IAPUserMessage.subscriptionThen(price: price, unit: period.unit, count: period.count).text
}

// Without StoreKit (a server's price list, a test):
let manual = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "CAD", locale: Locale(identifier: "en_CA@currency=CAD"))
// snippet.hide
print(IAPUserMessage.subscriptionPrice(price: manual, unit: .month, count: 1).text(for: "en-US"))
#endif
