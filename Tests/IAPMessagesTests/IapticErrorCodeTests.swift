import IAPMessages
import Testing

/// Iaptic's validation `errorCode` strings become the IAPError whose text fits.
struct IapticErrorCodeTests {
    @Test(arguments: [
        ("PurchaseFailed", "Card declined", IAPError.purchaseRejected(underlying: "Card declined")),
        ("PurchaseFailed", nil, .unknownError),
        ("PurchaseFailed", "", .unknownError),
        ("PurchaseFailed", " ", .unknownError),
        ("InvalidURL", "bad url", .configurationError),
        ("SerializationError", "could not encode", .receiptValidationFailed),
        ("HTTPError", "HTTP 503 Service Unavailable", .serverValidationFailed(statusCode: 503, retryAfter: 60)),
        ("HTTPError", "status: 429", .serverValidationFailed(statusCode: 429, retryAfter: 60)),
        ("HTTPError", "server error", .receiptValidationFailed),
        ("HTTPError", "error 1503 or 42", .receiptValidationFailed),
        ("RequestError", "timed out", .networkError),
        ("UnknownError", nil, .receiptValidationFailed),
        ("SomethingNew", "?", .receiptValidationFailed),
        ("requesterror", nil, .receiptValidationFailed),
    ] as [(String, String?, IAPError)])
    func mapsEveryCode(_ example: (String, String?, IAPError)) {
        #expect(IAPError.iaptic(errorCode: example.0, message: example.1) == example.2)
    }

    @Test func theCallerChoosesTheWait() {
        let error = IAPError.iaptic(errorCode: "HTTPError", message: "HTTP 502", retryAfter: 300)
        #expect(error == .serverValidationFailed(statusCode: 502, retryAfter: 300))
        #expect(error.recoverySuggestion(for: ["en"]) == "The App Store has a record of your purchase, and trying again won’t charge you. Try again in 5 minutes.")
        #expect(IAPError.iaptic(errorCode: "RequestError", message: nil).localizedDescription(for: "de")
                == IAPError.networkError.localizedDescription(for: "de"))
    }
}
