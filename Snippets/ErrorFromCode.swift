// Wording an error that arrives as a domain and a code: the same on every platform, so a server that
// receives an app's error report words it as the app would.
// The Showing errors article quotes this file; CI runs it and checks what it prints.
import Foundation
import IAPMessages

let offer = IAPError(domain: "SKErrorDomain", code: 18)                 // SKError.ineligibleForOffer
print(offer.alertTitle(for: "de-DE"))                                    // "Angebot nicht verfügbar"
print(offer.localizedDescription(for: "de-DE"))                          // "Sie sind für dieses Angebot nicht berechtigt."
print(offer.recoverySuggestion(for: "de-DE") ?? "")                      // "Sie können das Abo weiterhin zum regulären Preis abschließen."

let offline = IAPError(domain: NSURLErrorDomain, code: -1009)           // URLError.notConnectedToInternet
print(offline.alertTitle(for: "en"))                                     // "Can’t Connect"
print(IAPError(domain: "SKErrorDomain", code: 2).isUserCancellation)    // "true"
