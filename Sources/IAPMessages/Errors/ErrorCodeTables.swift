import Foundation

// StoreKit 1's and the URL loading system's codes, as data: each code's case, read from the SDK's
// SKError.h and NSURLError.h and Apple's documentation of each code. The article "Showing errors"
// prints the same tables for readers.
extension IAPError {
    /// `SKError.Code` 0–20 (SKError.h). Codes StoreKit adds later keep the system's text in `underlying`.
    static func storeKit1(code: Int, underlying: String) -> IAPError {
        switch code {
        case 0: .unknownError                        // unknown
        case 1: .paymentNotAllowed                   // clientInvalid: this account or device may not buy
        case 2: .purchaseCancelled                   // paymentCancelled
        case 3: .invalidProductType                  // paymentInvalid: a payment parameter the App Store does not recognise
        case 4: .paymentNotAllowed                   // paymentNotAllowed: purchases restricted on this device
        case 5: .notSoldInRegion                     // storeProductNotAvailable: not in the current storefront
        case 6: .storeKitError(underlying: underlying)   // cloudServicePermissionDenied (Apple Music access)
        case 7: .networkError                        // cloudServiceNetworkConnectionFailed
        case 8: .storeKitError(underlying: underlying)   // cloudServiceRevoked (Apple Music access)
        case 9: .privacyPolicyNotAccepted            // privacyAcknowledgementRequired
        case 10: .configurationError                 // unauthorizedRequestData: the app lacks the entitlement
        case 11, 12, 13, 14: .offerNotAvailable      // invalidOfferIdentifier, invalidSignature, missingOfferParams, invalidOfferPrice
        case 15: .purchaseCancelled                  // overlayCancelled
        case 16: .configurationError                 // overlayInvalidConfiguration
        case 17: .networkError                       // overlayTimeout
        case 18: .offerNotEligible                   // ineligibleForOffer
        case 19: .configurationError                 // unsupportedPlatform: this platform has no SKOverlay
        case 20: .configurationError                 // overlayPresentedInBackgroundScene
        default: .storeKitError(underlying: underlying)
        }
    }

    /// `URLError.Code` (NSURLError.h): no connection, unreachable hosts and failed secure connections
    /// are network errors; a URL or client certificate the app got wrong is its configuration; the
    /// rest, a server's odd answer among them, is unknown.
    static func network(code: Int) -> IAPError {
        switch code {
        case -999:                                   // cancelled: the app or the user stopped the request
            .purchaseCancelled
        case -1001, -1003, -1004, -1005, -1006, -1009,   // timedOut, cannotFindHost, cannotConnectToHost, networkConnectionLost, dnsLookupFailed, notConnectedToInternet
             -1018, -1019, -1020, -1200, -1201, -1202,   // internationalRoamingOff, callIsActive, dataNotAllowed, secureConnectionFailed, serverCertificateHasBadDate, serverCertificateUntrusted
             -1203, -1204, -2000:                        // serverCertificateHasUnknownRoot, serverCertificateNotYetValid, cannotLoadFromNetwork
            .networkError
        case -1000, -1002, -1022, -1205, -1206:      // badURL, unsupportedURL, appTransportSecurityRequiresSecureConnection, clientCertificateRejected, clientCertificateRequired
            .configurationError
        default:
            .unknownError
        }
    }
}
