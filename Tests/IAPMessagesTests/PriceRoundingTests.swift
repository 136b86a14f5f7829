import Foundation
import Testing
@testable import IAPMessagesCore

/// Rounding money before ICU sees it, amounts beyond ICU's 34-digit input, and negative zero.
@Suite struct PriceRoundingTests {
    @Test(arguments: [
        ("4.99", 2, "499E-2"), ("0.125", 2, "12E-2"), ("0.135", 2, "14E-2"), ("-0.125", 2, "-12E-2"),
        ("9.995", 2, "1E1"), ("999.9951", 2, "1E3"), ("-0.001", 2, "0"), ("-0.005", 2, "0"), ("-0.0051", 2, "-1E-2"),
        ("0.5", 0, "0"), ("1.5", 0, "2"), ("2.5", 0, "2"), ("-2.5", 0, "-2"), ("1E+100", 2, "1E100"),
        ("0.1234567890123456789012345678901234567890", 2, "12E-2"), ("12345E-2", 4, "12345E-2"), ("1000", 2, "1E3"),
        ("0", 3, "0"), ("-0", 2, "0"), ("0.00049999", 3, "0"), ("0.0005", 3, "0"), ("0.0015", 3, "2E-3"),
    ])
    func roundsHalfToEvenDigitByDigit(_ text: String, _ places: Int, _ expected: String) throws {
        let numeral = try #require(DecimalNumeral(text))
        #expect(numeral.rounded(toFractionDigits: places).icuInput == expected)
    }

    @Test func readsWhatDecimalWritesAndRefusesTheRest() {
        #expect(DecimalNumeral("NaN") == nil)
        #expect(DecimalNumeral("") == nil)
        #expect(DecimalNumeral("-") == nil)
        #expect(DecimalNumeral("1.2.3") == nil)
        #expect(DecimalNumeral("12345E-2")?.icuInput == "12345E-2")
        #expect(DecimalNumeral(Decimal.greatestFiniteMagnitude.exactDigits)?.significantDigitCount == 39)
    }

    #if IAPMESSAGES_ICU
    /// Our rounding gives what ICU's own rounding of the unrounded amount gives, wherever ICU can read it.
    @Test(arguments: ["en-US", "de-DE", "ja-JP", "ar-EG", "fr-CH", "hi-IN"])
    func roundingAgreesWithICU(_ locale: String) throws {
        var generator = SplitMix(seed: 0x5EED)
        for currency in ["USD", "JPY", "KWD", "CLF", "EUR"] {
            let places = ISOCurrency.fractionDigits(currency)
            let handle = try NumberFormatterHandle.shared(locale: locale, skeleton: "currency/\(currency)")
            for _ in 0..<200 {
                let integer = String(generator.next() % 1_000_000)
                let fraction = String(generator.next() % 100_000_000).leftPadded(to: 8)
                let sign = generator.next() % 3 == 0 ? "-" : ""
                let raw = "\(sign)\(integer).\(fraction)"
                let rounded = try #require(DecimalNumeral(raw)).rounded(toFractionDigits: places)
                guard !rounded.isZero else { continue }  // ICU keeps a minus on zero; we do not
                #expect(try handle.format(rounded, places: places) == handle.format(digits: raw), "\(raw) \(currency)")
            }
        }
    }

    /// Laying an amount out through a stand-in gives what ICU gives for the amount itself, in every locale.
    @Test func standInLayoutMatchesICUInEveryLocale() throws {
        let amounts = ["1234567890123456789012345678.91", "-98765432109876543210.5", "7", "1000000", "-0.25", "12345678901234567890123456789012"]
        var mismatches: [String] = []
        for locale in ICUData.availableLocales {
            for (currency, skeleton) in [("EUR", "currency/EUR"), ("JPY", "currency/JPY unit-width-iso-code"), ("KWD", "currency/KWD sign-accounting")] {
                let places = ISOCurrency.fractionDigits(currency)
                guard let handle = try? NumberFormatterHandle.shared(locale: ICULocale.id(forLanguageTag: locale), skeleton: skeleton) else { continue }
                for text in amounts {
                    let amount = try #require(DecimalNumeral(text)).rounded(toFractionDigits: places)
                    let direct = try handle.format(digits: amount.icuInput)
                    let standIn = try handle.formatThroughStandIn(amount, places: places)
                    if direct != standIn { mismatches.append("\(locale) \(skeleton) \(text): \(direct) vs \(standIn)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(ICUData.availableLocales.count > 500)
    }

    /// The plural keyword of a stand-in is the amount's, for every locale's cardinal rules. (Stand-ins
    /// serve amounts of 33 digits and more; these have ten or more, and at most 16, where ICU's own
    /// selection, which reads the number as a Double, is still exact.)
    @Test func standInPluralKeywordMatchesICU() throws {
        let amounts = ["1000000000", "2000000000", "1000000001", "1234567891", "12345678902", "100000000000003", "3000000000000000",
                       "1000000000.01", "1000000021.5", "1000000000000011"]
        var mismatches: [String] = []
        for locale in ICUData.availableLocales {
            let id = ICULocale.id(forLanguageTag: locale)
            guard let rules = try? PluralRulesHandle.shared(locale: id, ordinal: false),
                  let handle = try? NumberFormatterHandle.shared(locale: id, skeleton: ".00") else { continue }
            for text in amounts {
                let amount = try #require(DecimalNumeral(text)).rounded(toFractionDigits: 2)
                let direct = try handle.pluralKeyword(digits: amount.icuInput, rules: rules)
                let standIn = try handle.pluralKeywordThroughStandIn(amount, places: 2, rules: rules)
                if direct != standIn { mismatches.append("\(locale) \(text): \(direct) vs \(standIn)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        // Beyond 2^53 ICU loses the last digits; the stand-in keeps them: ...67 ends in 67, Arabic 'many'.
        let arabic = try NumberFormatterHandle.shared(locale: "ar", skeleton: ".00")
        let amount = try #require(DecimalNumeral("123456789012345678901234567"))
        #expect(try arabic.pluralKeywordThroughStandIn(amount, places: 2, rules: PluralRulesHandle.shared(locale: "ar", ordinal: false)) == "many")
    }

    #endif

    /// Every finite Decimal formats as money, from the largest to the smallest.
    @Test(arguments: ["en-US", "de-DE", "ar-EG", "th-TH-u-nu-thai", "zh-Hant-u-nu-hanidec", "en-IN", "fr-FR"])
    func everyFiniteAmountFormats(_ locale: String) throws {
        let amounts: [Decimal] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                                  Decimal(string: "123456789012345678901234567890123456")!,
                                  Decimal(string: "0.1234567890123456789012345678901234567890")!]
        for style in PriceFormatter.CurrencyStyle.allCases {
            let formatter = PriceFormatter(locale: locale, currencyStyle: style)
            for amount in amounts {
                let price = try IAPPrice(amount: amount, currencyCode: "EUR")
                let text = formatter.string(for: price)
                #expect(!text.hasSuffix(" EUR") || style == .isoCode, "\(locale) \(style) \(amount): \(text)")
                #expect(text != "\(amount) EUR", "fell back to plain text: \(text)")
            }
        }
        let huge = try IAPPrice(amount: .greatestFiniteMagnitude, currencyCode: "USD")
        let digits = PriceFormatter(locale: "en-US").string(for: huge).filter(\.isNumber)
        #expect(digits == Decimal.greatestFiniteMagnitude.exactDigits.filter(\.isNumber) + "00")
        #expect(PriceFormatter(locale: "en-US").string(for: try IAPPrice(amount: Decimal(string: "0.1234567890123456789012345678901234567890")!, currencyCode: "USD")) == "$0.12")
    }

    /// A negative amount that rounds to zero reads as zero, in every style and locale.
    @Test(arguments: ["en-US", "de-DE", "ar-EG", "fr-CH", "sv-SE", "he-IL", "ja-JP"])
    func negativeAmountsThatRoundToZeroReadAsZero(_ locale: String) throws {
        for (amount, currency) in [("-0.001", "USD"), ("-0.004", "EUR"), ("-0.4", "JPY"), ("-0.0004", "KWD"), ("-0", "EUR")] {
            for style in PriceFormatter.CurrencyStyle.allCases {
                for negatives in PriceFormatter.NegativeStyle.allCases {
                    let formatter = PriceFormatter(locale: locale, currencyStyle: style, negativeStyle: negatives)
                    let negative = formatter.string(for: try IAPPrice(amount: Decimal(string: amount)!, currencyCode: currency))
                    let zero = formatter.string(for: try IAPPrice(amount: 0, currencyCode: currency))
                    #expect(negative == zero, "\(amount) \(currency) \(style) \(negatives)")
                }
            }
        }
        let cent = PriceFormatter(locale: "en-US").string(for: try IAPPrice(amount: Decimal(string: "-0.005001")!, currencyCode: "USD"))
        #expect(cent == "-$0.01")
    }
}

/// A small deterministic generator, so a failing case can be reproduced.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
