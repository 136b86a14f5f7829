import Foundation
import IAPMessages
import Testing

/// What StoreKit 1 and the URL loading system report, as domain and code, becomes the IAPError whose
/// text fits: the same on every platform (NSError-based errors run here on Linux too).
struct SystemErrorMappingTests {
    /// Every `SKError.Code` of the SDK's SKError.h, 0 to 20, by name.
    @Test(arguments: [
        (0, "unknown", IAPError.unknownError),
        (1, "clientInvalid", .paymentNotAllowed),
        (2, "paymentCancelled", .purchaseCancelled),
        (3, "paymentInvalid", .invalidProductType),
        (4, "paymentNotAllowed", .paymentNotAllowed),
        (5, "storeProductNotAvailable", .notSoldInRegion),
        (6, "cloudServicePermissionDenied", .storeKitError(underlying: "Apple Music access denied")),
        (7, "cloudServiceNetworkConnectionFailed", .networkError),
        (8, "cloudServiceRevoked", .storeKitError(underlying: "Apple Music access denied")),
        (9, "privacyAcknowledgementRequired", .privacyPolicyNotAccepted),
        (10, "unauthorizedRequestData", .configurationError),
        (11, "invalidOfferIdentifier", .offerNotAvailable),
        (12, "invalidSignature", .offerNotAvailable),
        (13, "missingOfferParams", .offerNotAvailable),
        (14, "invalidOfferPrice", .offerNotAvailable),
        (15, "overlayCancelled", .purchaseCancelled),
        (16, "overlayInvalidConfiguration", .configurationError),
        (17, "overlayTimeout", .networkError),
        (18, "ineligibleForOffer", .offerNotEligible),
        (19, "unsupportedPlatform", .configurationError),
        (20, "overlayPresentedInBackgroundScene", .configurationError),
        (21, "a code StoreKit adds later", .storeKitError(underlying: "Apple Music access denied")),
    ] as [(Int, String, IAPError)])
    func storeKit1Codes(_ example: (Int, String, IAPError)) {
        let (code, name, expected) = example
        #expect(IAPError(domain: "SKErrorDomain", code: code, description: "Apple Music access denied") == expected, "\(code) \(name)")
        let nsError = NSError(domain: "SKErrorDomain", code: code, userInfo: [NSLocalizedDescriptionKey: "Apple Music access denied"])
        #expect(IAPError(nsError) == expected, "\(code) \(name) as NSError")
    }

    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, IAPError.networkError),
        (.timedOut, .networkError),
        (.networkConnectionLost, .networkError),
        (.cannotFindHost, .networkError),
        (.cannotConnectToHost, .networkError),
        (.dnsLookupFailed, .networkError),
        (.internationalRoamingOff, .networkError),
        (.dataNotAllowed, .networkError),
        (.callIsActive, .networkError),
        (.secureConnectionFailed, .networkError),
        (.serverCertificateUntrusted, .networkError),
        (.cannotLoadFromNetwork, .networkError),
        (.badURL, .configurationError),
        (.unsupportedURL, .configurationError),
        (.appTransportSecurityRequiresSecureConnection, .configurationError),
        (.clientCertificateRequired, .configurationError),
        (.clientCertificateRejected, .configurationError),
        (.serverCertificateHasBadDate, .networkError),
        (.cancelled, .purchaseCancelled),
        (.badServerResponse, .unknownError),
        (.cannotParseResponse, .unknownError),
    ] as [(URLError.Code, IAPError)])
    func networkCodes(_ example: (URLError.Code, IAPError)) {
        let (code, expected) = example
        #expect(IAPError(URLError(code)) == expected, "\(code.rawValue)")
        #expect(IAPError(domain: NSURLErrorDomain, code: code.rawValue) == expected, "\(code.rawValue) by domain")
    }

    @Test func anythingElseHasAText() {
        struct AppError: Error {}
        #expect(IAPError(AppError()) == .unknownError)
        #expect(IAPError(NSError(domain: "com.example.shop", code: 7)) == .unknownError)
        #expect(IAPError(domain: "com.example.shop", code: 2) == .unknownError)
        #expect(IAPError(CancellationError()) == .purchaseCancelled)
        for locale in IAPCatalog.shared.locales {
            #expect(!IAPError(AppError()).localizedDescription(for: locale).isEmpty, "\(locale)")
        }
    }

    @Test func anIAPErrorStaysAsItIs() {
        let errors: [IAPError] = [.orderExpired, .purchaseRejected(underlying: "refund"), .serverValidationFailed(statusCode: 503, retryAfter: 60)]
        for error in errors { #expect(IAPError(error as any Error) == error) }
    }

    /// A domain the mapping does not know, wrapping one it knows (`NSUnderlyingErrorKey`), maps as the inner one.
    @Test func anUnderlyingErrorIsRead() {
        let inner = NSError(domain: NSURLErrorDomain, code: URLError.notConnectedToInternet.rawValue)
        let outer = NSError(domain: "com.example.validator", code: 1, userInfo: [NSUnderlyingErrorKey: inner])
        #expect(IAPError(outer) == .networkError)
    }

    @Test func theSystemsTextIsKeptForLogsOnly() {
        let error = IAPError(domain: "SKErrorDomain", code: 99, description: "Something new")
        #expect(error == .storeKitError(underlying: "Something new"))
        #expect(IAPError(domain: "SKErrorDomain", code: 99) == .storeKitError(underlying: "SKErrorDomain 99"))
        #expect(error.localizedDescription(for: "en") == "The App Store couldn’t complete the request.")
    }

    @Test func onlyTheUsersCancellationShowsNothing() {
        #expect(IAPError(domain: "SKErrorDomain", code: 2).isUserCancellation)
        #expect(IAPError(domain: "SKErrorDomain", code: 15).isUserCancellation)
        #expect(IAPError.purchaseCancelled.isUserCancellation)
        for code in [0, 1, 3, 4, 5, 9, 17, 18, 19, 20] {
            #expect(!IAPError(domain: "SKErrorDomain", code: code).isUserCancellation, "\(code)")
        }
        #expect(!IAPError.purchasePendingApproval.isUserCancellation)
    }
}
