import Foundation
import IAPMessages
import Testing

/// Every error the mappings produce has a title that agrees with its text, a description and (where
/// the user can act) a recovery, in every shipped language.
struct AlertTitleTests {
    /// One of each case, with arguments where the case has them.
    static let everyCase: [IAPError] = [
        .configurationError, .invalidProductType, .networkError, .notEntitled, .notSoldInRegion,
        .notSupportedOnDevice, .offerNotAvailable, .offerNotEligible, .orderAlreadyCompleted,
        .orderCreationFailed(underlying: "x"), .orderExpired, .orderNotFound, .orderValidationFailed,
        .paymentNotAllowed, .privacyPolicyNotAccepted, .productNotFound, .productsFailedToLoad,
        .purchaseCancelled, .purchaseFailed(underlying: "x"), .purchasePendingApproval,
        .purchaseRejected(underlying: "x"), .receiptValidationFailed, .restoreFailed(underlying: "x"),
        .restoreNeedsSignIn, .restoreTimedOut, .serverOrderMismatch,
        .serverValidationFailed(statusCode: 503, retryAfter: 300), .storeKitError(underlying: "x"),
        .storeKitNotAvailable, .transactionNotFound, .unknownError, .verificationFailed,
    ]

    /// The errors whose text tells the user the App Store may already have charged them.
    static let mayHaveCharged: [IAPError] = [
        .orderNotFound, .orderValidationFailed, .serverOrderMismatch, .purchaseRejected(underlying: "x"),
        .receiptValidationFailed, .serverValidationFailed(statusCode: 500, retryAfter: 60), .verificationFailed,
    ]

    /// The errors a user can do something about: each has a recovery suggestion.
    static let actionable: [IAPError] = [
        .networkError, .notEntitled, .notSoldInRegion, .notSupportedOnDevice, .offerNotAvailable,
        .offerNotEligible, .orderCreationFailed(underlying: "x"), .orderExpired, .orderNotFound,
        .orderValidationFailed, .paymentNotAllowed, .privacyPolicyNotAccepted, .productNotFound,
        .productsFailedToLoad, .purchasePendingApproval, .purchaseRejected(underlying: "x"),
        .receiptValidationFailed, .restoreNeedsSignIn, .restoreTimedOut, .serverOrderMismatch,
        .serverValidationFailed(statusCode: 503, retryAfter: 300), .storeKitNotAvailable, .verificationFailed,
    ]

    @Test func theCaseListIsWhole() {
        #expect(Set(Self.everyCase.map { $0.localizedDescription(for: "en") }).count == Self.everyCase.count)
    }

    @Test func noTitleSaysFailedWhereTheUserMayHavePaid() {
        for error in Self.mayHaveCharged {
            #expect(error.alertTitle(for: "en") == "Purchase Needs Attention", "\(error)")
            #expect(error.alertTitleMessage != .alertPurchaseError, "\(error)")
        }
        #expect(IAPError.purchaseFailed(underlying: "x").alertTitle(for: "en") == "Purchase Failed")
        #expect(IAPError.networkError.alertTitle(for: "en") == "Can’t Connect")
        #expect(IAPError.offerNotEligible.alertTitle(for: "en") == "Offer Not Available")
        #expect(IAPError.restoreNeedsSignIn.alertTitle(for: ["en-GB"]) == "Can’t Restore Purchases")
        #expect(IAPError.purchaseCancelled.alertTitle(for: "en-GB") == "Purchase Cancelled")
    }

    /// Regional catalogs (en-001, fr-CA) carry only what their region says differently.
    static let translatedLocales = IAPCatalog.shared.locales.filter { !["en", "en-001", "fr-CA"].contains($0) }

    @Test(arguments: translatedLocales)
    func everyTextIsTranslated(_ locale: String) {
        for error in Self.everyCase {
            #expect(error.localizedDescription(for: locale) != error.localizedDescription(for: "en"), "\(locale) \(error)")
            #expect(error.alertTitle(for: locale) != error.alertTitle(for: "en"), "\(locale) \(error) title")
        }
        for error in Self.actionable {
            let recovery = error.recoverySuggestion(for: locale)
            #expect(recovery != nil && recovery != error.recoverySuggestion(for: "en"), "\(locale) \(error) recovery")
        }
    }

    @Test func theLocaleAndListFormsAgree() {
        let error = IAPError.serverValidationFailed(statusCode: 503, retryAfter: 300)
        #expect(error.recoverySuggestion(for: "ar-EG") == error.recoverySuggestion(for: ["ar-EG"]))
        #expect(error.failureReason(for: "de-DE") == error.failureReason(for: ["de-DE"]))
        #expect(error.alertTitle(for: "ja-JP") == error.alertTitle(for: ["ja-JP"]))
        #expect(IAPError.orderExpired.failureReason(for: "fr") == nil)
    }

    /// The wait reads as "after" it, a plain duration the sentence places ("in 5 minutes", "بعد ٥ دقائق").
    @Test func theRetryWaitIsAPlainDuration() {
        let error = IAPError.serverValidationFailed(statusCode: 503, retryAfter: 300)
        #expect(error.recoverySuggestion(for: "en")?.hasSuffix("Try again in 5 minutes.") == true)
        let arabic = error.recoverySuggestion(for: "ar") ?? ""
        #expect(arabic.contains("بعد") && !arabic.contains("خلال"), "\(arabic)")
        let marathi = error.recoverySuggestion(for: "mr") ?? ""
        #expect(marathi.contains("नंतर") && !marathi.contains("येत्या"), "\(marathi)")
    }
}
