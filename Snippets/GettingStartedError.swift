// Getting started: catch what a purchase throws and throw the IAPError whose text fits it.
// The Getting started article quotes this file; CI runs it and checks what it prints.
import Foundation
import IAPMessages

// Wrap the code that talks to StoreKit, and throw IAPError instead of StoreKit's own errors.
func purchase(_ buy: () async throws -> Void) async throws {
    do {
        try await buy()
    } catch {
        throw IAPError(error)                       // StoreKitError, SKError, URLError, …
    }
}

// StoreKit 1's "not eligible for this offer", as your catch block receives it:
let error = IAPError(NSError(domain: "SKErrorDomain", code: 18))
print(error == .offerNotEligible)                  // "true"
print(error.alertTitle(for: "en"))                 // "Offer Not Available"
print(error.alertTitle(for: "de-DE"))              // "Angebot nicht verfügbar"
