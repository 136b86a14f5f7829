// Showing an error in UIKit: one alert for whatever a purchase threw, and none when the user cancelled.
// The Getting started and Showing errors articles quote this file; Scripts/apple/check_apple_sdk.sh type-checks it against Apple's SDKs.
// snippet.hide
#if canImport(UIKit) && !os(watchOS)
// snippet.show
import IAPMessages
import UIKit

extension UIViewController {
    /// An alert for whatever a purchase threw; nothing when the user cancelled.
    func presentAlert(for error: any Error) {
        let error = IAPError(error)
        guard !error.isUserCancellation else { return }
        let alert = UIAlertController(title: error.alertTitle, message: error.alertMessage, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: IAPUserMessage.buttonOK.text, style: .default))
        present(alert, animated: true)
    }
}
// snippet.hide
#endif
