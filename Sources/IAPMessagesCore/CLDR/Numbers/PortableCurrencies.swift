import Foundation

/// ISO 4217 codes and CLDR's fraction digits without ICU: the Apple build's counterpart of `ISOCurrency`.
///
/// Prices themselves are the system's to write there (`SystemPriceFormatter`); validating a code and
/// knowing its digits reads only the small code table, never the currencies' symbols.
enum PortableISOCurrency {
    /// Every code in the baked data (ICU's list, current and historic).
    static var knownCodes: Set<String> { Set(digits.keys) }

    /// `CurrencyData.codes` ("ADP:0 AED:2 …") read once.
    private static let digits: [String: Int] = {
        var table: [String: Int] = [:]
        for item in BakedFields.of(CurrencyData.codes.utf8) {
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")), let digits = Int(String(decoding: item[item.index(after: colon)...], as: UTF8.self)[...]) else { continue }
            table[String(decoding: item[..<colon], as: UTF8.self)] = digits
        }
        return table
    }()

    /// The canonical (upper-case) form of `code`, or why it is not one.
    static func validate(_ code: String) throws(CurrencyCodeError) -> String {
        guard !code.isEmpty else { throw CurrencyCodeError(code: code, reason: .empty) }
        let isThreeLetters = code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        guard isThreeLetters else { throw CurrencyCodeError(code: code, reason: .notThreeLetters) }
        let upper = code.uppercased()
        guard digits[upper] != nil else { throw CurrencyCodeError(code: code, reason: .unknown) }
        return upper
    }

    /// Fraction digits CLDR formats this currency with (JPY 0, EUR 2, KWD 3, CLF 4); 2 for an unknown code, as ICU.
    static func fractionDigits(_ code: String) -> Int {
        digits[code] ?? 2
    }
}
