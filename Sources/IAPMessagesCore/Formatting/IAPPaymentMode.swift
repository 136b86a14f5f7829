/// How a subscription's introductory offer is paid: StoreKit's three payment modes.
///
/// A paywall needs it to pick texts that are true for the offer on screen: a free trial charges
/// nothing when the user confirms, the other two charge at once. `IAPUserMessage.autoRenewalTerms(introductoryOffer:)`
/// takes it, and StoreKit's own modes convert to it (`IAPPaymentMode(offer.paymentMode)`).
public enum IAPPaymentMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing is paid during the offer; the regular price starts when it ends.
    case freeTrial
    /// The introductory price is paid at the start of each of the offer's periods.
    case payAsYouGo
    /// The introductory price is paid once, at the start, for the offer's whole duration.
    case payUpFront
}
