// One price and one message, as a paywall's first screen needs them: what IAPMessages adds to an
// app's size, and what its first price and first message cost in a fresh process.
//
//     FootprintProbe price|message     prints the nanoseconds the first call took
//
// Scripts/performance/footprint.sh builds it in the Apple configuration next to FootprintBaseline (the same
// program with Foundation alone) and compares sizes and cold-start times.
import Foundation
import IAPMessages

let mode = CommandLine.arguments.dropFirst().first ?? "price"
let start = DispatchTime.now().uptimeNanoseconds
let text: String
switch mode {
case "message":
    text = IAPUserMessage.buttonRestorePurchases.text(for: "de-DE")
default:
    do {
        let price = try IAPPrice(amount: Decimal(string: "4.99") ?? 0, currencyCode: "EUR", locale: Locale(identifier: "de_DE@currency=EUR"))
        text = PriceFormatter(locale: "de-DE").string(for: price)
    } catch {
        text = "\(error)"
    }
}
let elapsed = DispatchTime.now().uptimeNanoseconds - start
print(elapsed, text)
