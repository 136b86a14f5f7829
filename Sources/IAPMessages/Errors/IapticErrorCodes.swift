import Foundation

extension IAPError {
    /// The error to show for a failed Iaptic receipt validation, from the `errorCode` and
    /// `errorMessage` of Iaptic's `ValidationResult`.
    ///
    /// Iaptic reports six codes; each maps to the case whose text tells the user what happened and
    /// what to do:
    ///
    /// | `errorCode` | Iaptic's meaning | case |
    /// |---|---|---|
    /// | `PurchaseFailed` | the purchase operation was not successful | `.purchaseRejected(underlying:)` with the message; `.unknownError` without one |
    /// | `InvalidURL` | the app's validator URL is wrong | `.configurationError` |
    /// | `SerializationError` | the request body could not be built | `.receiptValidationFailed` |
    /// | `HTTPError` | the validator answered with an HTTP error | `.serverValidationFailed(statusCode:retryAfter:)` when the message names a status (100–599), else `.receiptValidationFailed` |
    /// | `RequestError` | the network request failed after several attempts | `.networkError` |
    /// | `UnknownError` | an unknown error during validation | `.receiptValidationFailed` |
    ///
    /// A code Iaptic may add later also reads as `.receiptValidationFailed`: the purchase could not be
    /// validated, which is true whatever the reason. Codes are matched exactly, as Iaptic spells them.
    ///
    /// ```swift
    /// let error = IAPError.iaptic(errorCode: "RequestError", message: "timed out")   // .networkError
    /// ```
    ///
    /// - Parameters:
    ///   - errorCode: Iaptic's `errorCode`, as Iaptic spells it (`"HTTPError"`).
    ///   - message: Iaptic's `errorMessage`, if any: the store's reason for `PurchaseFailed`, the status
    ///     line for `HTTPError` (`"HTTP 503"`).
    ///   - retryAfter: the wait to suggest after an HTTP error, in seconds; Iaptic does not
    ///     pass the server's `Retry-After` on, so the caller decides (60 seconds if it does not).
    public static func iaptic(errorCode: String, message: String?, retryAfter: TimeInterval = 60) -> IAPError {
        switch errorCode {
        case "PurchaseFailed":
            // The report is the validation server's, not the App Store's; and a code is no text for a user.
            guard let message, !message.allSatisfy(\.isWhitespace) else { return .unknownError }
            return .purchaseRejected(underlying: message)
        case "InvalidURL":
            return .configurationError
        case "RequestError":
            return .networkError
        case "HTTPError":
            guard let status = message.flatMap(httpStatus(in:)) else { return .receiptValidationFailed }
            return .serverValidationFailed(statusCode: status, retryAfter: retryAfter)
        default:
            return .receiptValidationFailed
        }
    }

    /// The first whole number from 100 to 599 standing alone in the message ("HTTP 503", "status: 429").
    static func httpStatus(in message: String) -> Int? {
        let words = message.split { !$0.isLetter && !$0.isNumber }
        for word in words where word.count == 3 && word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            if let value = Int(word), (100...599).contains(value) { return value }
        }
        return nil
    }
}
