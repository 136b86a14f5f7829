// Runs Sources/IAPMessages/Errors/StoreKitErrors.swift through the stand-in StoreKit on Linux: every
// case of StoreKitError, Product.PurchaseError and VerificationResult.VerificationError becomes the
// IAPError whose text fits, through the public `IAPError(_:)` as an app calls it.
import Foundation
import StoreKit

@main
enum StoreKitErrorChecks {
    static func main() {
        var passed = 0, failed = 0
        func check<Value: Equatable>(_ value: Value, _ expected: Value, _ name: String) {
            if value == expected {
                passed += 1
            } else {
                failed += 1
                print("FAIL \(name): \(value), expected \(expected)")
            }
        }
        func expect(_ error: any Error, _ expected: IAPError, _ name: String) {
            check(IAPError(error), expected, name)
        }


        let storeKitErrors: [(StoreKitError, IAPError, String)] = [
            (.unknown, .unknownError, "StoreKitError.unknown"),
            (.userCancelled, .purchaseCancelled, "StoreKitError.userCancelled"),
            (.networkError(URLError(.notConnectedToInternet)), .networkError, "StoreKitError.networkError"),
            (.systemError(NSError(domain: "SKErrorDomain", code: 18)), .offerNotEligible, "StoreKitError.systemError(SKError 18)"),
            (.systemError(URLError(.timedOut)), .networkError, "StoreKitError.systemError(URLError)"),
            (.systemError(NSError(domain: "ASDErrorDomain", code: 500, userInfo: [NSLocalizedDescriptionKey: "Store daemon"])),
             .storeKitError(underlying: "Store daemon"), "StoreKitError.systemError(other)"),
            (.notAvailableInStorefront, .notSoldInRegion, "StoreKitError.notAvailableInStorefront"),
            (.notEntitled, .configurationError, "StoreKitError.notEntitled"),
            (.unsupported, .configurationError, "StoreKitError.unsupported"),
        ]
        for (error, expected, name) in storeKitErrors { expect(error, expected, name) }

        let purchaseErrors: [(Product.PurchaseError, IAPError)] = [
            (.invalidQuantity, .invalidProductType),
            (.productUnavailable, .productNotFound),
            (.purchaseNotAllowed, .paymentNotAllowed),
            (.ineligibleForOffer, .offerNotEligible),
            (.invalidOfferIdentifier, .offerNotAvailable),
            (.invalidOfferPrice, .offerNotAvailable),
            (.invalidOfferSignature, .offerNotAvailable),
            (.missingOfferParameters, .offerNotAvailable),
        ]
        for (error, expected) in purchaseErrors { expect(error, expected, "Product.PurchaseError.\(error)") }

        let verificationErrors: [VerificationResult<Transaction>.VerificationError] = [
            .revokedCertificate, .invalidCertificateChain, .invalidDeviceVerification, .invalidEncoding,
            .invalidSignature, .missingRequiredProperties,
        ]
        for error in verificationErrors {
            expect(error, .verificationFailed, "VerificationResult<Transaction>.VerificationError.\(error)")
        }
        expect(VerificationResult<AppTransaction>.VerificationError.invalidSignature, .verificationFailed,
               "VerificationResult<AppTransaction>.VerificationError")
        expect(VerificationResult<Product.SubscriptionInfo.RenewalInfo>.VerificationError.invalidEncoding, .verificationFailed,
               "VerificationResult<RenewalInfo>.VerificationError")
        // StoreKit 1's and the network's errors take the same path beside them.
        expect(NSError(domain: "SKErrorDomain", code: 2), .purchaseCancelled, "SKError.paymentCancelled")
        expect(IAPError.orderExpired, .orderExpired, "IAPError")
        check(IAPError(StoreKitError.userCancelled).isUserCancellation, true, "StoreKitError.userCancelled is the user's cancellation")

        print("StoreKit error mapping: \(passed) passed, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }
}
