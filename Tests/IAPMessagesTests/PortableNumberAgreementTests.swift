import Foundation
import Testing
@testable import IAPMessagesCore

#if IAPMESSAGES_ICU  // compares with ICU, which the portable build (IAPMESSAGES_PORTABLE=1) does not link

/// The portable number formatter against ICU's (`NumberFormatterHandle`) for the number arguments of
/// messages: `{n, number}`, `integer`, `percent`, `::skeleton`, and plural `#`, in every locale ICU has
/// and with numbering systems chosen by `-u-nu-`; the same text, and the same plural keyword on it.
@Suite struct PortableNumberAgreementTests {
    static let skeletons = [
        "", "precision-integer", "percent scale/100", "%x100", "permille", ".00", ".0#", ".##", ".00+", "@@#", "@@@", "@@+",
        "group-off", "group-min2", ",?", "group-on-aligned", "sign-always", "sign-except-zero", "sign-never", "sign-negative",
        "sign-accounting .00", "currency/EUR sign-accounting-always", "currency/JPY unit-width-narrow",
        "currency/KWD unit-width-iso-code sign-except-zero", "integer-width/*000", "integer-width/##0", ".##/@@@",
        "decimal-always", "scale/0.5 .0", "latin", "numbering-system/arab",
    ]

    static let numbers = [
        "0", "-0", "1", "-1", "0.5", "1.5", "2.5", "1234.5678", "-1234.5678", "12345678.123456789", "0.0000001",
        "-0.0000001", "1000", "10000", "100000", "1234567", "99.995", "1E20", "123456789012345678901234567890",
        "0.001234", "7", "21", "101", "1000000",
    ]

    static let spellings = [
        "ar-EG", "ar-EG-u-nu-latn", "th-TH-u-nu-thai", "hi-IN-u-nu-deva", "fa", "bn", "mr", "ne", "my",
        "ja-JP-u-nu-hanidec", "zh-u-nu-hanidec", "de-u-nu-thai", "en-u-nu-arab", "ar-u-nu-roman", "ar-u-nu-bogus",
        "ta-u-nu-tamldec", "ar-u-nu-native", "ar-SA-u-nu-traditio", "zh-TW-u-nu-traditio", "ja-u-nu-finance",
    ]

    @Test func numbersAgreeWithICUInEveryLocale() throws {
        var locales = ICUData.availableLocales + Self.spellings
        // A comma-separated list of tags here narrows the run while investigating a difference.
        if let only = ProcessInfo.processInfo.environment["PORTABLE_NUMBER_LOCALES"] { locales = only.split(separator: ",").map(String.init) }
        var comparisons = 0, refused = 0
        var differences: [String] = []
        for tag in locales {
            let id = LocaleIdentifier(tag).icuID
            let icuRules = try PluralRulesHandle(locale: id, ordinal: false)
            let portableRules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
            for skeleton in Self.skeletons {
                let icu = try? NumberFormatterHandle(locale: id, skeleton: skeleton)
                let portable = try? PortableNumberFormatter(locale: id, skeleton: skeleton)
                // ICU opens a formatter for an unknown numbering system and fails each call; the portable
                // formatter refuses it at once. Either way the caller falls back, so compare per number.
                for number in Self.numbers {
                    comparisons += 1
                    let expected = try? icu?.formatWithPluralKeyword(digits: number, rules: icuRules)
                    let actual = try? portable?.formatWithPluralKeyword(digits: number, rules: portableRules)
                    if expected == nil, actual == nil { refused += 1 }
                    if expected?.0 != actual?.0 || expected?.1 != actual?.1 {
                        differences.append("\(tag) [\(id)] '\(skeleton)' \(number): ICU \(expected.map { PortablePriceAgreementTests.escaped($0.0) + " " + $0.1 } ?? "fails") portable \(actual.map { PortablePriceAgreementTests.escaped($0.0) + " " + $0.1 } ?? "fails")")
                    }
                }
            }
        }
        print("portable numbers: \(comparisons) comparisons over \(locales.count) locales × \(Self.skeletons.count) skeletons × \(Self.numbers.count) numbers (\(refused) refused by both), \(differences.count) differences")
        #expect((try? PortableNumberFormatter(locale: "en", skeleton: "measure-unit/length-meter")) == nil)
        #expect((try? PortableNumberFormatter(locale: "en", skeleton: "compact-short")) == nil)
        var seen: Set<String> = []
        for line in differences {
            let key = line.split(separator: "'").dropFirst().first.map(String.init) ?? line
            if seen.insert(key).inserted, seen.count <= 60 { print("  " + line) }
        }
        #expect(differences.count == 0)
    }
}
#endif
