import Foundation
import IAPMessages
import Testing

/// The renewal terms a paywall shows are true for the offer on screen, and the errors after which
/// the user may already have paid say what to do next, in every shipped language.
struct OfferDisclosureTests {
    static let locales = IAPCatalog.shared.locales
    /// Every offer a paywall can show: none, or an introductory offer in one of StoreKit's modes.
    static let offers: [IAPPaymentMode?] = [nil] + IAPPaymentMode.allCases

    static func terms(_ offer: IAPPaymentMode?, _ locale: String) -> String {
        IAPUserMessage.autoRenewalTerms(introductoryOffer: offer).text(for: locale)
    }

    /// English, for each offer: when the first payment is taken, then the renewal clauses Apple asks for.
    @Test(arguments: offers)
    func englishTermsSayWhenTheFirstPaymentComes(_ offer: IAPPaymentMode?) {
        let terms = Self.terms(offer, "en")
        let common = ["renews automatically unless you cancel it at least 24 hours before the end of the current period",
                      "within 24 hours before the end of",
                      "You can manage and cancel the subscription in your Apple Account settings."]
        for clause in common { #expect(terms.contains(clause), "\(String(describing: offer)): \(clause)") }
        if offer == .freeTrial {
            #expect(terms.hasPrefix("Nothing is charged today."))
            #expect(terms.contains("When the free trial ends, your Apple Account is charged the regular price unless you cancel at least 24 hours before the trial ends."))
            #expect(terms.contains("the unused part of the trial is forfeited"))
            #expect(!terms.contains("when you confirm the purchase"))
        } else {
            #expect(terms.hasPrefix("Payment is charged to your Apple Account when you confirm the purchase."))
            #expect(!terms.contains("trial"))
        }
    }

    /// In every language the trial's terms are their own text, translated, and the three offers
    /// that charge at once share one text.
    @Test(arguments: locales)
    func everyLanguageHasBothTerms(_ locale: String) {
        let chargedNow = Self.terms(nil, locale), trial = Self.terms(.freeTrial, locale)
        #expect(chargedNow != trial, "\(locale)")
        #expect(Self.terms(.payAsYouGo, locale) == chargedNow && Self.terms(.payUpFront, locale) == chargedNow, "\(locale)")
        #expect(!trial.isEmpty && !trial.contains("{") && trial.count > chargedNow.count / 2, "\(locale): \(trial)")
        if !locale.hasPrefix("en") {
            #expect(trial != Self.terms(.freeTrial, "en"), "\(locale) shows the English trial terms")
        }
    }

    /// After a rejection by the app's server, a receipt or order that could not be confirmed, the
    /// user may have paid: each error says what to do next in every language, and none in English
    /// says the purchase is "not lost" (only the app could keep that promise) or promises a refund.
    @Test(arguments: locales)
    func errorsAfterAPaymentSayWhatToDoNext(_ locale: String) {
        let mayHavePaid: [IAPError] = [.purchaseRejected(underlying: "Already redeemed"), .orderNotFound,
                                        .orderValidationFailed, .serverOrderMismatch, .receiptValidationFailed]
        for error in mayHavePaid {
            let advice = error.recoverySuggestion(for: [locale])
            #expect(advice?.isEmpty == false, "\(locale) \(error)")
            if !locale.hasPrefix("en") {
                #expect(advice != error.recoverySuggestion(for: ["en"]), "\(locale) \(error) is in English")
            }
        }
        // A rejection after the App Store charged must not read like an App Store failure.
        #expect(IAPError.purchaseRejected(underlying: "x").localizedDescription(for: locale)
                != IAPError.purchaseFailed(underlying: "x").localizedDescription(for: locale), "\(locale)")
    }

    @Test func englishRecoveryTextsPromiseOnlyWhatIsTrue() {
        let errors: [IAPError] = [.purchaseRejected(underlying: "x"), .orderNotFound, .orderValidationFailed, .serverOrderMismatch,
                                  .receiptValidationFailed, .serverValidationFailed(statusCode: 503, retryAfter: 300)]
        for error in errors {
            let advice = error.recoverySuggestion(for: ["en"]) ?? ""
            #expect(!advice.contains("isn’t lost") && !advice.lowercased().contains("refund"), "\(error): \(advice)")
        }
        #expect(IAPError.orderNotFound.recoverySuggestion(for: ["en"])
                == "To see whether you were charged, check the purchase history in your Apple Account settings. If you were, contact support before you buy again.")
        #expect(IAPError.purchaseRejected(underlying: "x").localizedDescription(for: "en") == "Your purchase couldn’t be activated.")
    }
}
