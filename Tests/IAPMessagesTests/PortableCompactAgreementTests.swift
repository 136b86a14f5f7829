#if IAPMESSAGES_APPLE_REFERENCE
import Foundation
import ICUReference
import Testing
@testable import IAPMessagesCore

/// Compact notation ("1.2K", "1,2 Tausend", "USD 1.2K") in the portable number formatter against
/// ICU's, for the skeletons msgc lowers Flutter's `compact`, `compactLong`, `compactCurrency` and
/// `compactSimpleCurrency` to: the same text and the same plural keyword, in every locale ICU has.
@Suite struct PortableCompactAgreementTests {
    /// What FlutterPlaceholderFormat emits (with and without `decimalDigits`), and the shorthand stems.
    static let skeletons = [
        "compact-short", "compact-long", "compact-short currency/EUR", "compact-short currency/USD unit-width-iso-code",
        "compact-short currency/JPY", "compact-short currency/EUR unit-width-iso-code .00",
        "compact-short currency/GBP precision-integer", "compact-short .00", "K", "KK",
    ]

    static let numbers = [
        "0", "1", "9", "999", "1000", "1234", "1500", "9999", "12345", "99999", "123456", "999999", "1000000",
        "1234567", "1E9", "1.5E12", "1E15", "1E18", "-1", "-1234", "-1500000", "-0.5", "0.5", "12.345", "999.95",
        "0.001234", "2000", "21000", "5000000",
    ]

    /// Numbering systems chosen by `-u-nu-` (root's compact tables of most systems are aliases of the
    /// locale's Latin ones; Lao and Scottish Gaelic have tables of their own for one system), IDs ICU
    /// opens another bundle for, and a language without any.
    static let spellings = [
        "ar-EG", "ar-u-nu-latn", "hi-IN-u-nu-deva", "mr", "bn", "fa", "lo-u-nu-laoo", "gd-u-nu-fullwide", "de-u-nu-arab",
        "fr-u-nu-beng", "th-TH-u-nu-thai", "zh-TW", "ja-u-nu-hanidec", "sr-Latn", "pa-PK", "xx", "und",
    ]

    @Test func compactNumbersAgreeWithICUInEveryLocale() throws {
        var locales = (ICUData.availableLocales + Self.spellings).map { LocaleIdentifier($0).icuID }
            + ["ars", "iw", "sh", "mo", "in"]
        // A comma-separated list of ICU IDs here narrows the run while investigating a difference.
        if let only = ProcessInfo.processInfo.environment["PORTABLE_COMPACT_LOCALES"] { locales = only.split(separator: ",").map(String.init) }
        var comparisons = 0
        var differences: [String] = []
        for id in locales {
            let icuRules = try ReferencePluralRules(locale: id, ordinal: false)
            let portableRules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
            for skeleton in Self.skeletons {
                let icu = try ReferenceNumberFormatter(locale: id, skeleton: skeleton)
                let portable = try PortableNumberFormatter(locale: id, skeleton: skeleton)
                for number in Self.numbers {
                    comparisons += 1
                    let expected = try icu.formatWithPluralKeyword(digits: number, rules: icuRules)
                    let actual = try portable.formatWithPluralKeyword(digits: number, rules: portableRules)
                    if expected.0 != actual.0 || expected.1 != actual.1 {
                        differences.append("[\(id)] '\(skeleton)' \(number): ICU \(FixtureFile.escape(expected.0)) \(expected.1) portable \(FixtureFile.escape(actual.0)) \(actual.1)")
                    }
                }
            }
        }
        print("portable compact numbers: \(comparisons) comparisons over \(locales.count) locales × \(Self.skeletons.count) skeletons × \(Self.numbers.count) numbers, \(differences.count) differences")
        for line in differences.prefix(80) { print("  " + line) }
        #expect(differences.isEmpty)
    }

    /// A few of ICU 72's answers written out, so that a change shows in words: two significant digits
    /// under ten, rounding into the next unit, group-min2 past the largest unit, CLDR's "0" (no German
    /// short thousands), the French pattern for exactly 1000 without a number, the plural form chosen
    /// on the compacted number for the pattern but on the whole one (with e) for the keyword.
    @Test(arguments: [
        ("en", "compact-short", "1234", "1.2K", "other"), ("en", "compact-short", "999999", "1M", "other"),
        ("en", "compact-short", "1E18", "1,000,000T", "other"), ("en", "compact-short", "12.345", "12", "other"),
        ("en", "compact-short", "0.001234", "0.0012", "other"), ("de", "compact-short", "1234", "1234", "other"),
        ("de", "compact-long", "1234", "1,2 Tausend", "other"), ("fr", "compact-long", "1000", "mille", "other"),
        ("fr", "compact-long", "1500000", "1,5 million", "many"), ("fr", "compact-long", "2000000", "2 millions", "many"),
        ("en", "compact-short currency/USD unit-width-iso-code", "1234", "USD\u{A0}1.2K", "other"),
        ("hi@numbers=deva", "compact-short", "1234", "१.२\u{A0}हज़ार", "other"),
    ])
    func compactExamples(locale: String, skeleton: String, digits: String, text: String, keyword: String) throws {
        let rules = PluralRuleTable.shared.ruleSet(forICUID: locale, type: .cardinal)
        let (actual, actualKeyword) = try PortableNumberFormatter(locale: locale, skeleton: skeleton).formatWithPluralKeyword(digits: digits, rules: rules)
        #expect(actual == text)
        #expect(actualKeyword == keyword)
    }

    /// Compact notation is for numbers and money; a percent or a unit is refused, for the caller to
    /// fall back to ICU or to plain notation.
    @Test func compactWithOtherUnitsIsRefused() {
        #expect((try? PortableNumberFormatter(locale: "en", skeleton: "compact-short percent")) == nil)
        #expect((try? PortableNumberFormatter(locale: "en", skeleton: "compact-short measure-unit/duration-hour")) == nil)
        #expect((try? PortableNumberFormatter(locale: "en", skeleton: "compact-short")) != nil)
    }
}
#endif
