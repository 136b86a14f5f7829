// A buy button in SwiftUI: StoreKit 2's purchase, an alert whose title fits the error, nothing when
// the user cancels, and Ask to Buy's pending purchase told as such.
// The Showing errors article quotes this file; Scripts/apple/check_apple_sdk.sh type-checks it against Apple's SDKs.
// snippet.hide
#if canImport(SwiftUI) && canImport(StoreKit)
// snippet.show
import IAPMessages
import StoreKit
import SwiftUI

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
@available(visionOS, unavailable)   // purchase() there needs a scene: purchase(confirmIn:)
struct BuyButton: View {
    let product: Product
    @State private var error: IAPError?
    @State private var showsError = false
    @State private var pending = false

    var body: some View {
        Button(IAPUserMessage.buttonPurchase.text) {
            Task { await buy() }
        }
        .alert(error?.alertTitle ?? "", isPresented: $showsError, presenting: error) { _ in
            Button(IAPUserMessage.buttonOK.text) {}
        } message: { error in
            Text(error.alertMessage)                   // what happened, then what to do
        }
        .alert(IAPUserMessage.alertPending.text, isPresented: $pending) {
            Button(IAPUserMessage.buttonOK.text) {}
        } message: {
            Text(IAPUserMessage.purchasePending.text)  // Ask to Buy: waiting for a parent, not an error
        }
    }

    func buy() async {
        do {
            switch try await product.purchase() {
            case .success(let verification):
                let transaction = try verification.payloadValue   // throws VerificationError
                // … unlock what was bought …
                await transaction.finish()
            case .pending:
                pending = true
            case .userCancelled:
                break                                  // the user's choice: no alert
            @unknown default:
                break
            }
        } catch {
            let error = IAPError(error)                // StoreKitError, Product.PurchaseError, …
            guard !error.isUserCancellation else { return }
            self.error = error
            showsError = true
        }
    }
}
// snippet.hide
#endif
