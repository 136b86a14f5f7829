// The in-app-purchase core throws the library's errors and shows its messages.
// README and the Getting started article quote this file; Scripts/apple/check_apple_sdk.sh type-checks it for iOS.
import Foundation
import IAPMessages

// snippet.hide
let storeKitError: any Error = CocoaError(.featureUnsupported)
let validation = (errorCode: String?("HTTPError"), errorMessage: String?("HTTP 503"))
// snippet.show
// Errors: each IAPError is a LocalizedError (errorDescription, failureReason, recoverySuggestion).
// Whatever StoreKit or the network throws becomes the case whose text fits (the Showing errors article).
func purchase(failedWith storeKitError: any Error) throws {
    throw IAPError(storeKitError)
}
func validationServerBusy() throws {
    throw IAPError.serverValidationFailed(statusCode: 503, retryAfter: 300)         // seconds (TimeInterval)
}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func validationServerBusy(for wait: Duration) throws {
    throw IAPError.serverValidationFailed(statusCode: 503, retryAfter: wait)         // .seconds(300)
}
// Iaptic's receipt validator reports string codes; each becomes the error whose text fits
// (HTTPError "HTTP 503" → serverValidationFailed(statusCode: 503, …); the table is in IapticErrorCodes.swift).
func validationFailed(errorCode: String?, errorMessage: String?) throws {
    throw IAPError.iaptic(errorCode: errorCode ?? "UnknownError", message: errorMessage)
}

// Texts in the user's language, or in the languages you name.
let error = IAPError.networkError
print(error.localizedDescription)                          // the current languages
print(error.localizedDescription(for: "de-DE"))            // "Der App Store ist nicht erreichbar."
print(error.recoverySuggestion(for: ["fr-CA", "en"]) ?? "") // "Vérifiez votre connexion à Internet et réessayez."

// User messages with typed arguments.
let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
let intro = try IAPPrice(amount: Decimal(string: "0.99")!, currencyCode: "EUR")
print(IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 3).text(for: "de-DE"))  // "4,99 € alle 3 Monate"
print(IAPUserMessage.introOfferPayAsYouGo(price: intro, unit: .month, count: 3).text(for: "en"))  // "€0.99 per month for the first 3 months"
print(IAPUserMessage.subscriptionThen(price: price, unit: .year, count: 1).text(for: "en"))       // "Then €4.99 per year"
print(IAPUserMessage.restoreSuccessful(count: 22).text(for: "pl"))                              // "Przywrócono 22 zakupy."
print(IAPUserMessage.buttonRestorePurchases.text)                                               // the current languages

// Log lines, never translated.
print(IAPDebugMessage.retryAttempt(attempt: 2, maxAttempts: 3, operation: "restore"))

// The app's own language setting, passed through by the core library (thread-safe; nil = the system's).
LocalizationSettings.shared.preferredLanguages = ["de-CH"]
// snippet.hide
do { try purchase(failedWith: storeKitError) } catch { print(error.localizedDescription) }
do { try validationServerBusy() } catch { print(error.localizedDescription) }
do { try validationFailed(errorCode: validation.errorCode, errorMessage: validation.errorMessage) } catch { print(error.localizedDescription) }
if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
    do { try validationServerBusy(for: .seconds(300)) } catch { print(error.localizedDescription) }
}
