#if IAPMESSAGES_ICU
import CICU

/// What ICU knows about ISO 4217 currencies: which codes exist and how many fraction digits each uses.
enum ISOCurrency {
    /// Every code in ICU's data, current and historic, read once.
    static let knownCodes: Set<String> = {
        let list = (try? icuString("ucurr_openISOCurrencies") { cicu_currency_codes($0, $1, $2) }) ?? ""
        return Set(list.split(separator: " ").map(String.init))
    }()

    /// The canonical (upper-case) form of `code`, or why it is not one.
    static func validate(_ code: String) throws(CurrencyCodeError) -> String {
        guard !code.isEmpty else { throw CurrencyCodeError(code: code, reason: .empty) }
        let isThreeLetters = code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        guard isThreeLetters else { throw CurrencyCodeError(code: code, reason: .notThreeLetters) }
        let upper = code.uppercased()
        guard knownCodes.contains(upper) else { throw CurrencyCodeError(code: code, reason: .unknown) }
        return upper
    }

    /// Fraction digits CLDR formats this currency with (JPY 0, EUR 2, KWD 3, CLF 4).
    static func fractionDigits(_ code: String) -> Int {
        knownFractionDigits[code] ?? icuFractionDigits(code)
    }

    /// Read once for every code: ICU opens its supplemental data on each call, which cost more than
    /// the rest of formatting a price.
    private static let knownFractionDigits: [String: Int] = Dictionary(uniqueKeysWithValues: knownCodes.map { ($0, icuFractionDigits($0)) })

    private static func icuFractionDigits(_ code: String) -> Int {
        var status: Int32 = 0
        let digits = cicu_currency_fraction_digits(code, &status)
        return status > 0 ? 2 : Int(digits)
    }
}
#endif
