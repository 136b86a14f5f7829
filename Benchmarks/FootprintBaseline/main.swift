// FootprintProbe without IAPMessages: the same first price written by Foundation alone, the reference
// for what IAPMessages adds to an app's size and to its first price (Scripts/performance/footprint.sh).
import Foundation

let start = DispatchTime.now().uptimeNanoseconds
let text: String
if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
    text = (Decimal(string: "4.99") ?? 0).formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE@currency=EUR")))
} else {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "de_DE@currency=EUR")
    formatter.numberStyle = .currency
    text = formatter.string(from: 4.99) ?? ""
}
let elapsed = DispatchTime.now().uptimeNanoseconds - start
print(elapsed, text)
