#if canImport(StoreKit)
import Foundation
import StoreKit

// StoreKit 2's errors are Swift enums: they are matched by case, not by domain and code, which
// Swift's bridging does not promise to keep.
extension IAPError {
    /// The case for an error of StoreKit 2, or nil when the error is not one of StoreKit 2's.
    init?(storeKit error: any Error) {
        guard #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) else { return nil }
        if let error = error as? StoreKitError {
            self = IAPError(error)
            return
        }
        if let error = error as? Product.PurchaseError {
            self = IAPError(error)
            return
        }
        if error is VerificationResult<Transaction>.VerificationError
            || error is VerificationResult<Product.SubscriptionInfo.RenewalInfo>.VerificationError {
            self = .verificationFailed
            return
        }
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            if error is VerificationResult<AppTransaction>.VerificationError {
                self = .verificationFailed
                return
            }
        }
        return nil
    }

    /// `StoreKitError`: what `Product.products(for:)`, `purchase()` and `AppStore.sync()` throw.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    init(_ error: StoreKitError) {
        switch error {
        case .userCancelled: self = .purchaseCancelled
        case .networkError: self = .networkError
        case .systemError(let underlying): self = IAPError.fromSystemError(underlying)
        case .notAvailableInStorefront: self = .notSoldInRegion
        // The app lacks an entitlement StoreKit needs (Apple: "doesn't have the appropriate
        // entitlements to use the functionality"): the app's setup, not the user's subscription.
        case .notEntitled: self = .configurationError
        case .unknown: self = .unknownError
        default:
            self = IAPError(newerStoreKitError: error)
        }
    }

    /// Cases newer than iOS 15's StoreKit. `unsupported` (iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4,
    /// visionOS 2.4: "the operation doesn't support this product", such as an Advanced Commerce product
    /// made from an ID that is not a generic SKU) is the app's setup. It is named only where the SDK
    /// declares it: StoreKit 814.4 and later (the 18.4 SDKs; the 18.0 SDKs' StoreKit is 814.0 and lacks
    /// it, and `#available` cannot hide a missing name). Cases StoreKit adds later keep its own text,
    /// for logs.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private init(newerStoreKitError error: StoreKitError) {
        #if canImport(StoreKit, _version: 814.4)
        if #available(macOS 15.4, iOS 18.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *), case .unsupported = error {
            self = .configurationError
            return
        }
        #endif
        self = .storeKitError(underlying: error.localizedDescription)
    }

    /// `Product.PurchaseError`: what `purchase()` throws when the App Store refuses the purchase as asked.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    init(_ error: Product.PurchaseError) {
        switch error {
        case .invalidQuantity: self = .invalidProductType
        case .productUnavailable: self = .productNotFound
        case .purchaseNotAllowed: self = .paymentNotAllowed
        case .ineligibleForOffer: self = .offerNotEligible
        case .invalidOfferIdentifier, .invalidOfferPrice, .invalidOfferSignature, .missingOfferParameters:
            self = .offerNotAvailable
        @unknown default: self = .storeKitError(underlying: error.localizedDescription)
        }
    }

    /// A `systemError`'s own error where it says more (an SKError or URL code), else StoreKit's text for logs.
    private static func fromSystemError(_ underlying: any Error) -> IAPError {
        let mapped = IAPError(underlying)
        return mapped == .unknownError ? .storeKitError(underlying: underlying.localizedDescription) : mapped
    }
}
#endif
