#if IAPMESSAGES_APPLE_REFERENCE
import Foundation
import ICUReference
import Testing
@testable import IAPMessagesCore

/// The Apple build's numbers, written by the system (`SystemNumberFormatter`: Foundation's number
/// styles, on Apple's ICU), against that ICU's own number formatter given the skeleton directly
/// (`ICUReference`, the C API of lib_FoundationICU), for the number arguments of messages:
/// `{n, number}`, `integer`, `percent`, `::skeleton`, and plural `#`, in every locale ICU has and with
/// numbering systems chosen by `-u-nu-`; the same text, and the same plural keyword on it. The
/// skeletons the system cannot write are refused, never written differently.
@Suite struct SystemNumberAgreementTests {
    static let skeletons = [
        "", "precision-integer", "percent scale/100", "%x100", "permille", ".00", ".0#", ".##", ".00+", "@@#", "@@@", "@@+",
        "group-off", "group-min2", ",?", "group-on-aligned", "sign-always", "sign-except-zero", "sign-never", "sign-negative",
        "sign-accounting .00", "currency/EUR sign-accounting-always", "currency/JPY unit-width-narrow",
        "currency/KWD unit-width-iso-code sign-except-zero", "integer-width/*000", "integer-width/##0", ".##/@@@",
        "decimal-always", "scale/0.5 .0", "latin", "numbering-system/arab", "precision-currency-standard",
        "currency/JPY precision-currency-standard", "currency/KWD precision-currency-standard",
    ]

    /// What the system's number styles cannot say: no per-mille, no grouping but automatic or none.
    static let refused = ["permille", "group-min2", ",?", "group-on-aligned"]

    static let numbers = [
        "0", "-0", "1", "-1", "0.5", "1.5", "2.5", "1234.5678", "-1234.5678", "12345678.123456789", "0.0000001",
        "-0.0000001", "1000", "10000", "100000", "1234567", "99.995", "1E20", "123456789012345678901234567890",
        "0.001234", "7", "21", "101", "1000000",
        // A Double's NaN and infinities, in the spellings ICU's decimal input reads.
        "NaN", "Infinity", "-Infinity",
    ]

    static let spellings = [
        "ar-EG", "ar-EG-u-nu-latn", "th-TH-u-nu-thai", "hi-IN-u-nu-deva", "fa", "bn", "mr", "ne", "my",
        "ja-JP-u-nu-hanidec", "zh-u-nu-hanidec", "de-u-nu-thai", "en-u-nu-arab", "ar-u-nu-roman", "ar-u-nu-bogus",
        "ta-u-nu-tamldec", "ar-u-nu-native", "ar-SA-u-nu-traditio", "zh-TW-u-nu-traditio", "ja-u-nu-finance",
        // Root holds its own Arabic percent pattern (no space), not an alias of the locale's Latin one.
        "de-u-nu-arab", "fr-u-nu-arabext", "en-US-POSIX-u-nu-arab",
    ]

    /// ICU IDs handed over as they are, not through `LocaleIdentifier` (which canonicalizes most of
    /// them): every legacy or alias ID ICU has a bundle for (`ars` → `ar_SA`, `iw`, `in`, `mo`, `sh_YU`,
    /// `tl`, `no_NO_NY`), those with more after them (ICU truncates to the alias), and IDs of which
    /// nothing has a bundle, for which ICU opens its default locale's (`xx`), or the root (`_YY`; `e`,
    /// the start of the default `en_US_POSIX`).
    static let icuIDs: [String] = {
        let legacy = PhraseData.aliases.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { String($0.prefix { $0 != "=" }) }
        return legacy + [
            "ars_SA", "ars_XX", "iw_XX", "sh_YU_X", "zh_TW_X", "in_ID@numbers=latn", "ars@numbers=latn", "no", "nb", "nb_NO",
            "tl_PH_X", "xx", "xx_YY", "xx@numbers=arab", "e", "e_XX", "_YY", "en_US_POSIX", "en__POSIX",
        ]
    }()

    @Test func numbersAgreeWithICUInEveryLocale() throws {
        var locales = (ICUData.availableLocales + Self.spellings).map { ($0, LocaleIdentifier($0).icuID) }
            + Self.icuIDs.map { ("ICU ID", $0) }
        // A comma-separated list of tags here narrows the run while investigating a difference.
        if let only = ProcessInfo.processInfo.environment["PORTABLE_NUMBER_LOCALES"] {
            locales = only.split(separator: ",").map { (String($0), LocaleIdentifier(String($0)).icuID) }
        }
        var comparisons = 0, refused = 0
        var differences: [String] = []
        for (tag, id) in locales {
            let icuRules = try ReferencePluralRules(locale: id, ordinal: false)
            let portableRules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
            for skeleton in Self.skeletons {
                let icu = try? ReferenceNumberFormatter(locale: id, skeleton: skeleton)
                if Self.refused.contains(skeleton) { continue }
                let portable = try? SystemNumberFormatter(locale: id, skeleton: skeleton)
                // ICU opens a formatter for an unknown numbering system and fails each call; the system
                // writes Latin digits. Either way the text is a number, so compare per number.
                for number in Self.numbers {
                    comparisons += 1
                    let expected = try? icu?.formatWithPluralKeyword(digits: number, rules: icuRules)
                    let actual = try? portable?.formatWithPluralKeyword(digits: number, rules: portableRules)
                    if expected == nil, actual == nil { refused += 1 }
                    if expected?.0 != actual?.0 || expected?.1 != actual?.1 {
                        differences.append("\(tag) [\(id)] '\(skeleton)' \(number): ICU \(expected.map { FixtureFile.escape($0.0) + " " + $0.1 } ?? "fails") portable \(actual.map { FixtureFile.escape($0.0) + " " + $0.1 } ?? "fails")")
                    }
                }
            }
        }
        print("system numbers: \(comparisons) comparisons over \(locales.count) locales × \(Self.skeletons.count) skeletons × \(Self.numbers.count) numbers (\(refused) refused by both), \(differences.count) differences")
        for skeleton in Self.refused + ["measure-unit/length-meter", "scientific", "compact-long", "KK", "unit-width-hidden"] {
            #expect((try? SystemNumberFormatter(locale: "en", skeleton: skeleton)) == nil, "\(skeleton)")
        }
        var seen: Set<String> = []
        for line in differences {
            let key = line.split(separator: "'").dropFirst().first.map(String.init) ?? line
            if seen.insert(key).inserted, seen.count <= 60 { print("  " + line) }
        }
        #expect(differences.isEmpty)
    }
}
#endif
