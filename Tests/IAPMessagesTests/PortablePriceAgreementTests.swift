import Foundation
import Testing
@testable import IAPMessagesCore

// Compares the baked prices with the ICU-backed `PriceFormatter`, which only the default build has; its
// system ICU (72) is not the one the currency data is baked from (Foundation's 76), and the Apple
// configuration has no ICU-backed prices to compare with. Not built until prices move to Foundation's
// `Decimal.FormatStyle`, which replaces this suite.
#if IAPMESSAGES_ICU && IAPMESSAGES_APPLE_REFERENCE

/// The portable price formatting (baked CLDR data, laid out in Swift) against the ICU-backed
/// `PriceFormatter` on Linux: identical strings in every locale ICU has, for currencies of every
/// digit count, amounts on every rounding edge, in all currency and negative styles.
@Suite struct PortablePriceAgreementTests {
    static let currencies = [
        "USD", "EUR", "JPY", "GBP", "CHF", "INR", "KWD", "BHD", "CLP", "HUF", "IDR", "BRL",
        "CVE", "TRY", "CLF", "XXX", "XAU", "ESP", "ITL", "PTE", "CAD", "CNY", "RUB", "EGP", "ILS",
    ]

    static let amounts = [
        "0", "0.005", "0.015", "0.025", "1", "-1", "1234.5", "-1234.5", "999999.995", "1000000", "12345678.9",
        "-0.004", "-0.0051", "0.0005", "12345678901234567890", "-98765432109876543.21", "1000", "10000", "100000",
        "0.125", "2.5", "-2.5",
    ]

    /// Spellings with keywords and numbering systems, beyond ICU's own locale list.
    static let spellings = [
        "ar-EG", "ar-EG-u-nu-latn", "th-TH-u-nu-thai", "hi-IN-u-nu-deva", "fa", "bn", "mr", "zh-TW", "sr-RS",
        "pa-PK", "en-IN", "de-CH", "de-AT", "fr-CH", "pt-CV", "en-DE", "es-MX", "ar-SA-u-nu-arab", "ar-u-nu-bogus",
        "ja-JP-u-nu-hanidec", "ta-IN-u-nu-tamldec", "en-US-u-cu-eur", "und", "zh-US", "pt-PT-u-rg-cvzzzz",
    ]

    @Test func pricesAgreeWithICUInEveryLocale() throws {
        var locales = ICUData.availableLocales + Self.spellings
        // A comma-separated list of tags here narrows the run while investigating a difference.
        if let only = ProcessInfo.processInfo.environment["PORTABLE_PRICE_LOCALES"] { locales = only.split(separator: ",").map(String.init) }
        let prices = try Self.currencies.flatMap { code in
            try Self.amounts.map { try IAPPrice(amount: Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))!, currencyCode: code) }
        }
        var comparisons = 0
        var differences: [String] = []
        for tag in locales {
            let locale = LocaleIdentifier(tag)
            for style in PriceFormatter.CurrencyStyle.allCases {
                for negative in PriceFormatter.NegativeStyle.allCases {
                    let icu = PriceFormatter(locale: locale, currencyStyle: style, negativeStyle: negative)
                    for price in prices {
                        let expected = icu.string(for: price)
                        let actual = PortablePriceFormatting.string(amount: price.amount, currencyCode: price.currencyCode,
                                                                    locale: locale.icuID, currencyStyle: style, negativeStyle: negative)
                        comparisons += 1
                        if actual != expected {
                            differences.append("\(tag) [\(locale.icuID)] \(style) \(negative) \(price.amount) \(price.currencyCode): ICU \(Self.escaped(expected)) portable \(Self.escaped(actual))")
                        }
                    }
                }
            }
        }
        print("portable prices: \(comparisons) comparisons over \(locales.count) locales × \(Self.currencies.count) currencies × \(Self.amounts.count) amounts × 4 styles × 2 negative styles, \(differences.count) differences")
        var byLocale: [String: Int] = [:]
        for line in differences { byLocale[String(line.prefix { $0 != " " }), default: 0] += 1 }
        print("locales with differences: \(byLocale.count): " + byLocale.sorted { $0.key < $1.key }.prefix(200).map { "\($0.key):\($0.value)" }.joined(separator: " "))
        var seen: Set<String> = []
        for line in differences {
            let key = line.split(separator: " ").prefix(4).joined(separator: " ")
            if seen.insert(key).inserted, seen.count <= 80 { print("  " + line) }
        }
        #expect(differences.count == 0)
    }

    /// Invisible characters as `\u{…}`, so that a difference shows.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .spaceSeparator && scalar != " "
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }
}
#endif
