import Foundation

extension IAPError {
    /// The error whose text fits what happened, for anything a purchase can throw.
    ///
    /// StoreKit 2's `StoreKitError`, `Product.PurchaseError` and `VerificationResult.VerificationError`
    /// (on Apple platforms), StoreKit 1's `SKError`, `URLError` and any `NSError` of the domains
    /// `SKErrorDomain` or `NSURLErrorDomain` each become the case that tells the user what happened
    /// and, where they can act, what to do. An `IAPError` stays as it is. Anything else becomes
    /// ``unknownError``, so there is always a text to show. The mapping is written out as a table in
    /// the article "Showing errors".
    ///
    /// ```swift
    /// do {
    ///     let result = try await product.purchase()
    ///     …
    /// } catch {
    ///     let error = IAPError(error)
    ///     guard !error.isUserCancellation else { return }   // the user closed the sheet: no alert
    ///     show(error.alertTitle, error.localizedDescription, error.recoverySuggestion)
    /// }
    /// ```
    public init(_ error: any Error) {
        if let error = error as? IAPError {
            self = error
            return
        }
        #if canImport(StoreKit)
        if let mapped = IAPError(storeKit: error) {
            self = mapped
            return
        }
        #endif
        if error is CancellationError {
            self = .purchaseCancelled
            return
        }
        let error = error as NSError
        self = IAPError(nsError: error, depth: 0) ?? .unknownError
    }

    /// The error for a domain and code, as an `NSError` carries them: the same on every platform, so a
    /// server that receives an app's error code words it as the app would.
    ///
    /// `SKErrorDomain` codes 0–20 (StoreKit 1's `SKError.Code`) and `NSURLErrorDomain` codes
    /// (`URLError.Code`) have a case each; any other code or domain becomes ``unknownError``, or
    /// ``storeKitError(underlying:)`` for an `SKErrorDomain` code StoreKit may add later.
    ///
    /// ```swift
    /// IAPError(domain: "SKErrorDomain", code: 18)   // .offerNotEligible
    /// IAPError(domain: NSURLErrorDomain, code: -1009)   // .networkError
    /// ```
    ///
    /// - Parameters:
    ///   - domain: The error's domain (`SKErrorDomain`, `NSURLErrorDomain`).
    ///   - code: The error's code in that domain.
    ///   - description: The system's own text for the error, kept in `underlying` for logs where the
    ///     case has one; the user is shown the catalog's text.
    public init(domain: String, code: Int, description: String? = nil) {
        let underlying = description ?? "\(domain) \(code)"
        switch domain {
        case IAPError.storeKitErrorDomain: self = IAPError.storeKit1(code: code, underlying: underlying)
        case NSURLErrorDomain: self = IAPError.network(code: code)
        default: self = .unknownError
        }
    }

    /// Whether the user cancelled (closed the payment sheet or an App Store overlay, or the task was
    /// cancelled): show nothing then, not even "The purchase was canceled".
    ///
    /// True for ``purchaseCancelled``, which is what StoreKit 1's `SKError.paymentCancelled` and
    /// `overlayCancelled`, StoreKit 2's `StoreKitError.userCancelled`, Swift's `CancellationError` and
    /// `URLError.cancelled` become.
    public var isUserCancellation: Bool { self == .purchaseCancelled }

    /// StoreKit 1's error domain, spelled out: the `SKErrorDomain` constant exists only on Apple platforms.
    static let storeKitErrorDomain = "SKErrorDomain"

    /// An `NSError` of a known domain, else its underlying error's (`NSUnderlyingErrorKey`), a few levels deep.
    private init?(nsError error: NSError, depth: Int) {
        switch error.domain {
        case IAPError.storeKitErrorDomain, NSURLErrorDomain:
            self.init(domain: error.domain, code: error.code, description: error.localizedDescription)
        default:
            guard depth < 3, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return nil }
            self.init(nsError: underlying, depth: depth + 1)
        }
    }
}
