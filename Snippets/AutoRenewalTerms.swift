// The auto-renewal terms under a paywall's Subscribe button, true for the offer the screen shows.
// The "Prices and StoreKit" article quotes this file; Scripts/apple/check_apple_sdk.sh type-checks it against Apple's SDKs.
import Foundation
import IAPMessages
// snippet.hide
#if canImport(StoreKit)
// snippet.show
import StoreKit

// StoreKit 2: the offer counts only if this user may still take it.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
func renewalTerms(for product: Product) async -> String? {
    guard let subscription = product.subscription else { return nil }
    let eligible = await subscription.isEligibleForIntroOffer
    let offer = eligible ? subscription.introductoryOffer : nil
    let mode = offer.flatMap { IAPPaymentMode($0.paymentMode) }       // nil: no offer on screen
    return IAPUserMessage.autoRenewalTerms(introductoryOffer: mode).text
}

// StoreKit 1: eligibility is the app's to know (from its receipt or its server).
@available(watchOS 6.2, *)
// snippet.hide
// As StoreKit 1 is: deprecated where Apple deprecates it, so the SDK check's newest targets see no warning.
@available(iOS, deprecated: 18.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(macOS, deprecated: 15.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(tvOS, deprecated: 18.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(watchOS, deprecated: 11.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
@available(visionOS, deprecated: 2.0, message: "Use the StoreKit 2 version: SKProduct is deprecated")
// snippet.show
func renewalTerms(for product: SKProduct, eligibleForIntroOffer: Bool) -> String? {
    guard product.subscriptionPeriod != nil else { return nil }
    let offer = eligibleForIntroOffer ? product.introductoryPrice : nil
    let mode = offer.flatMap { IAPPaymentMode($0.paymentMode) }
    return IAPUserMessage.autoRenewalTerms(introductoryOffer: mode).text
}
// snippet.hide
#endif
// snippet.show

// Which text each mode shows:
print(IAPUserMessage.autoRenewalTerms(introductoryOffer: .freeTrial) == .autoRenewalTermsFreeTrial)   // "true"
print(IAPUserMessage.autoRenewalTerms(introductoryOffer: .payUpFront) == .autoRenewalTermsChargedNow) // "true"
print(IAPUserMessage.autoRenewalTerms(introductoryOffer: nil) == .autoRenewalTermsChargedNow)         // "true"
