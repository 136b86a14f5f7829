// StoreKit 1's failed and deferred transactions, shown with the alert of ShowingErrorsUIKit.swift.
// The Showing errors article quotes this file; Scripts/apple/check_apple_sdk.sh type-checks it against Apple's SDKs.
// snippet.hide
#if canImport(UIKit) && canImport(StoreKit) && !os(watchOS)
// snippet.show
import IAPMessages
import StoreKit

// StoreKit 1 (deprecated in iOS 18): a failed transaction carries an SKError.
// snippet.hide
@available(iOS, deprecated: 18.0, message: "StoreKit 1: use Product.purchase()")
@available(tvOS, deprecated: 18.0, message: "StoreKit 1: use Product.purchase()")
@available(visionOS, deprecated: 2.0, message: "StoreKit 1: use Product.purchase()")
// snippet.show
final class PaymentObserver: NSObject, SKPaymentTransactionObserver {
    let show: @Sendable @MainActor (IAPError) -> Void

    init(show: @escaping @Sendable @MainActor (IAPError) -> Void) {
        self.show = show
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        let show = self.show
        for transaction in transactions {
            switch transaction.transactionState {
            case .failed:
                let error = IAPError(transaction.error ?? IAPError.unknownError)
                queue.finishTransaction(transaction)
                if !error.isUserCancellation {          // SKError.paymentCancelled: no alert
                    Task { @MainActor in show(error) }
                }
            case .deferred:                             // Ask to Buy: waiting for a parent
                Task { @MainActor in show(.purchasePendingApproval) }
            default:
                break
            }
        }
    }
}
// snippet.hide
#endif
