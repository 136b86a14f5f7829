// What a server costs per distinct locale ID: formats one surface for N IDs that differ only in what
// no formatter reads, or in invented languages, and prints resident memory and the cost of a new ID.
//
//     LocaleMemoryProbe <surface> <count> [ids]
//
// surface: list, relative, duration, date, plural, price, message (a shipped message with a price),
//          recovery (a shipped error whose recovery text has a duration), plain (a plain text for the
//          ID, `text(for:)`), current (the ID made the current language, then a plain text: one
//          language change per ID)
// ids:     private (`en-US-x-<n>`, the default), keyword (`en_US@x=<n>`), language (invented
//          languages `q<aa>-<Latn>-<region>`), known (one ID again and again, the baseline),
//          long:<KiB> (private-use tags of that many KiB each)
//
// Scripts/performance/locale_memory.sh runs every surface on both backends and prints the growth per 100,000 IDs.
import Foundation
import IAPMessages
import IAPMessagesCore

let arguments = Array(CommandLine.arguments.dropFirst())
let surface = arguments.first ?? "list"
let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let family = arguments.count > 2 ? arguments[2] : "private"

func residentBytes() -> Int {
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = Int(statm.split(separator: " ")[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

let letters = Array("abcdefghijklmnopqrstuvwxyz")
func id(_ n: Int) -> String {
    switch family {
    case "keyword": return "en_US@x=\(n)"
    case "language":
        let language = "q" + String(letters[n % 20]) + String(letters[(n / 20) % 26])
        let regions = ["DE", "US", "BR", "JP", "EG", "IN", "FR", "MX"]
        return "\(language)-Latn-\(regions[(n / 520) % regions.count])-x-\(n)"
    case "known": return "en-US"
    case let long where long.hasPrefix("long:"):
        // `long:<KiB>`: a private-use tag of that many KiB, distinct per n (what a hostile header sends).
        let size = (Int(long.dropFirst(5)) ?? 256) * 1024
        let head = "en-US-x-\(n)"
        return head + String(repeating: "-abcdefgh", count: max(0, (size - head.utf8.count) / 9))
    default: return "en-US-x-\(n)"
    }
}

let price = try! IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
let date = Date(timeIntervalSince1970: 1_750_000_000)
func format(_ locale: String) -> String {
    switch surface {
    case "list": return LocalizedListFormatter(locale: locale).string(for: ["Premium", "Coins", "VIP"])
    case "relative": return RelativeTimeFormatter(locale: locale).string(for: 5, unit: .minute)
    case "duration": return IAPError.serverValidationFailed(statusCode: 503, retryAfter: 300).recoverySuggestion(for: [locale]) ?? ""
    case "date": return IAPUserMessage.subscriptionRenews(date: date).text(for: locale)
    case "plural": return PluralRules(locale: locale).category(for: 21).rawValue
    case "price": return PriceFormatter(locale: locale).string(for: price)
    case "message": return IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text(for: locale)
    case "plain": return IAPUserMessage.buttonRestorePurchases.text(for: locale)
    case "current":
        LocalizationSettings.shared.preferredLanguages = [locale]
        return IAPUserMessage.buttonRestorePurchases.text
    default: fatalError("unknown surface \(surface)")
    }
}

var sink = 0
for n in 0..<1_000 { sink &+= format(id(count + n)).utf8.count }   // warm up: code, shared data
let start = residentBytes()
let tenth = max(1, count / 10)
var lastBatch = DispatchTime.now().uptimeNanoseconds
var lastBatchNanos = 0
for n in 0..<count {
    sink &+= format(id(n)).utf8.count
    if n == count - tenth { lastBatch = DispatchTime.now().uptimeNanoseconds }
}
lastBatchNanos = Int(DispatchTime.now().uptimeNanoseconds - lastBatch)
let end = residentBytes()
let growth = Double(end - start) / 1e6
print(String(format: "%@ %@ ids=%d: resident %.1f MB -> %.1f MB, growth %.1f MB (%.2f MB per 100k), new ID %.1f µs (last tenth)%@",
             surface, family, count, Double(start) / 1e6, Double(end) / 1e6, growth, growth * 100_000 / Double(count),
             Double(lastBatchNanos) / Double(tenth) / 1000, sink == 0 ? "" : ""))
