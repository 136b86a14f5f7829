import Foundation

/// ISO 4217 codes and CLDR's fraction digits without ICU: the Apple build's counterpart of `ISOCurrency`.
///
/// Prices themselves are the system's to write there (`SystemPriceFormatter`); validating a code and
/// knowing its digits reads only the small code table, never the currencies' symbols.
enum PortableISOCurrency {
    /// Every code in the baked data (ICU's list, current and historic).
    static var knownCodes: Set<String> { Set(CurrencyDataTable.shared.digits.keys) }

    /// The canonical (upper-case) form of `code`, or why it is not one.
    static func validate(_ code: String) throws(CurrencyCodeError) -> String {
        guard !code.isEmpty else { throw CurrencyCodeError(code: code, reason: .empty) }
        let isThreeLetters = code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        guard isThreeLetters else { throw CurrencyCodeError(code: code, reason: .notThreeLetters) }
        let upper = code.uppercased()
        guard CurrencyDataTable.shared.digits[upper] != nil else { throw CurrencyCodeError(code: code, reason: .unknown) }
        return upper
    }

    /// Fraction digits CLDR formats this currency with (JPY 0, EUR 2, KWD 3, CLF 4); 2 for an unknown code, as ICU.
    static func fractionDigits(_ code: String) -> Int {
        CurrencyDataTable.shared.digits[code] ?? 2
    }
}
