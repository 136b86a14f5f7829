extension IAPUserMessage {
    /// The auto-renewal terms that are true for what the paywall offers, as Apple requires them
    /// beside a subscription's Subscribe button.
    ///
    /// Pass the payment mode of the introductory offer the screen shows, or nil when it shows none
    /// (no offer, or a user who is not eligible for it). Under a free trial nothing is charged when
    /// the user confirms, and the terms say when the first payment comes; with any other offer, or
    /// none, the first payment is taken at once.
    ///
    /// ```swift
    /// let offer = product.subscription?.introductoryOffer
    /// let eligible = await product.subscription?.isEligibleForIntroOffer ?? false
    /// let mode = eligible ? offer.flatMap { IAPPaymentMode($0.paymentMode) } : nil
    /// IAPUserMessage.autoRenewalTerms(introductoryOffer: mode).text
    /// ```
    public static func autoRenewalTerms(introductoryOffer: IAPPaymentMode?) -> IAPUserMessage {
        switch introductoryOffer {
        case .freeTrial?: .autoRenewalTermsFreeTrial
        case .payAsYouGo?, .payUpFront?, nil: .autoRenewalTermsChargedNow
        }
    }
}
