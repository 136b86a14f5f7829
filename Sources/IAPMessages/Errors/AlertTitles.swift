extension IAPError {
    /// The title of an alert that shows this error, in the app's current languages.
    ///
    /// Each title agrees with its error's text: where the App Store may already have charged the user
    /// (the purchase could not be confirmed or activated), the title is "Purchase Needs Attention",
    /// never "Purchase Failed".
    ///
    /// ```swift
    /// IAPError.orderNotFound.alertTitle       // "Purchase Needs Attention"
    /// IAPError.networkError.alertTitle        // "Can’t Connect"
    /// ```
    public var alertTitle: String { alertTitleMessage.text }

    /// The alert title for a locale, e.g. `error.alertTitle(for: "de-DE")`.
    public func alertTitle(for locale: String) -> String { alertTitleMessage.text(for: locale) }

    /// The alert title for these preferred languages, best first (nil: the app's current ones).
    public func alertTitle(for preferredLanguages: [String]?) -> String {
        alertTitleMessage.text(for: preferredLanguages)
    }

    /// The body of an alert that shows this error: what happened, then what the user can do (when
    /// there is something), one per line, in the app's current languages.
    ///
    /// The reason line (``failureReason``) is left out: it quotes the store's or the server's own
    /// words, which are for logs and support, not for the user.
    public var alertMessage: String { alertMessage(for: nil) }

    /// The alert body for a locale, e.g. `error.alertMessage(for: "de-DE")`.
    public func alertMessage(for locale: String) -> String { alertMessage(for: [locale]) }

    /// The alert body for these preferred languages, best first (nil: the app's current ones).
    public func alertMessage(for preferredLanguages: [String]?) -> String {
        let description = localizedDescription(for: preferredLanguages)
        guard let recovery = recoverySuggestion(for: preferredLanguages) else { return description }
        return description + "\n" + recovery
    }

    /// The catalog's title for this error, as a message to format later or elsewhere.
    public var alertTitleMessage: IAPUserMessage {
        switch self {
        // After the App Store may have charged, or where the user must act first: neither failed nor done.
        case .orderNotFound, .orderValidationFailed, .serverOrderMismatch, .purchaseRejected,
             .receiptValidationFailed, .serverValidationFailed, .verificationFailed, .transactionNotFound,
             .unknownError, .privacyPolicyNotAccepted:
            .alertPurchaseNeedsAttention
        // Nothing was bought, and the text says why.
        case .purchaseFailed, .storeKitError, .orderCreationFailed, .orderExpired, .invalidProductType:
            .alertPurchaseError
        case .networkError, .productsFailedToLoad:
            .alertNetworkError
        case .paymentNotAllowed:
            .alertPaymentRestricted
        case .purchasePendingApproval:
            .alertPending
        case .purchaseCancelled:
            .alertPurchaseCanceled
        case .restoreFailed, .restoreNeedsSignIn, .restoreTimedOut:
            .alertRestoreFailed
        case .productNotFound, .notSoldInRegion:
            .alertProductUnavailable
        case .offerNotEligible, .offerNotAvailable:
            .alertOfferUnavailable
        case .storeKitNotAvailable, .notSupportedOnDevice, .configurationError:
            .alertPurchasesUnavailable
        case .notEntitled:
            .alertSubscriptionRequired
        case .orderAlreadyCompleted:
            .alertSuccess
        }
    }
}
