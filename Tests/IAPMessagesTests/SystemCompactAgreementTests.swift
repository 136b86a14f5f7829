#if IAPMESSAGES_APPLE_REFERENCE
import Foundation
import ICUReference
import Testing
@testable import IAPMessagesCore

/// Compact notation ("1.2K", "1,2 Mio.") as the Apple build writes it, through the system's compact
/// names (`Decimal.FormatStyle.notation(.compactName)`), against ICU's own formatter given the
/// skeleton, for what msgc lowers Flutter's `compact` to: the same text and the same plural keyword
/// (read back from the text: the system does not say which power of ten it took), in every locale.
@Suite struct SystemCompactAgreementTests {
    /// What FlutterPlaceholderFormat emits for `compact` (with and without `decimalDigits`), and the
    /// shorthand stem. Long names and money in compact notation the system's styles do not write.
    static let skeletons = ["compact-short", "compact-short .00", "K", "compact-short precision-integer"]

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
        if let only = ProcessInfo.processInfo.environment["SYSTEM_COMPACT_LOCALES"] { locales = only.split(separator: ",").map(String.init) }
        var comparisons = 0
        var differences: [String] = []
        for id in locales {
            let icuRules = try ReferencePluralRules(locale: id, ordinal: false)
            let portableRules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
            for skeleton in Self.skeletons {
                let icu = try ReferenceNumberFormatter(locale: id, skeleton: skeleton)
                let portable = try SystemNumberFormatter(locale: id, skeleton: skeleton)
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
        print("system compact numbers: \(comparisons) comparisons over \(locales.count) locales × \(Self.skeletons.count) skeletons × \(Self.numbers.count) numbers, \(differences.count) differences")
        for line in differences.prefix(80) { print("  " + line) }
        #expect(differences.isEmpty)
    }

    /// A few answers written out, so that a change shows in words: two significant digits under ten,
    /// rounding into the next unit, CLDR's "0" (no German short thousands), the plural form chosen on
    /// the whole number (with e) for the keyword.
    @Test(arguments: [
        ("en", "compact-short", "1234", "1.2K", "other"), ("en", "compact-short", "999999", "1M", "other"),
        ("en", "compact-short", "12.345", "12", "other"), ("en", "compact-short", "0.001234", "0.0012", "other"),
        ("de", "compact-short", "1234", "1234", "other"), ("fr", "compact-short", "1500000", "1,5\u{A0}M", "many"),
        ("hi@numbers=deva", "compact-short", "1234", "१.२\u{A0}हज़ार", "other"),
    ])
    func compactExamples(locale: String, skeleton: String, digits: String, text: String, keyword: String) throws {
        let rules = PluralRuleTable.shared.ruleSet(forICUID: locale, type: .cardinal)
        let (actual, actualKeyword) = try SystemNumberFormatter(locale: locale, skeleton: skeleton).formatWithPluralKeyword(digits: digits, rules: rules)
        #expect(actual == text)
        #expect(actualKeyword == keyword)
    }

    /// Compact notation is for plain numbers; with money, a percent or a unit, and in long names, it
    /// is refused, and msgc warns about such a skeleton in a catalog.
    @Test func whatTheSystemCannotWriteIsRefused() {
        for skeleton in ["compact-short percent", "compact-short currency/EUR", "compact-long", "KK", "compact-short measure-unit/duration-hour"] {
            #expect((try? SystemNumberFormatter(locale: "en", skeleton: skeleton)) == nil, "\(skeleton)")
            #expect(ICUData.systemSkeletonProblem(skeleton) != nil, "\(skeleton)")
        }
        #expect((try? SystemNumberFormatter(locale: "en", skeleton: "compact-short")) != nil)
        #expect(ICUData.systemSkeletonProblem("compact-short .00 group-off") == nil)
    }
}
#endif
