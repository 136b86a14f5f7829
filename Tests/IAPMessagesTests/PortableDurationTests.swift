#if IAPMESSAGES_APPLE_REFERENCE
import ICUReference
import Testing
@testable import IAPMessagesCore

/// The portable full-name duration formatter (baked CLDR unit patterns, Swift) against ICU's number
/// formatter with `measure-unit/duration-<unit> unit-width-full-name`, which `{wait, duration}` uses
/// on Linux: the same text for every locale ICU has.
@Suite struct PortableDurationTests {
    /// Every locale ICU has, as ICU IDs, the root, ICU's legacy IDs and the spellings apps hand over
    /// that `PortablePhraseTests` uses (IDs ICU truncates or redirects, keywords, unknown ones).
    static let locales: [String] = {
        var seen = Set<String>()
        let legacy = (PhraseData.aliases + " " + DurationUnitData.aliases)
            .split(whereSeparator: { $0 == " " || $0 == "\n" })
            .map { String($0.prefix { $0 != "=" && $0 != ">" }) }
        // ICU IDs as given, below the legacy ones and the unit tree's aliases: ICU chops them to those.
        let chopped = ["iw_XX", "sh_XX", "ars_XX", "in_ID_XX", "zh_TW_XX", "zh_US_XX", "sr_ME_XX", "no_NO_NY_XX", "xx_YY_ZZ"]
        return ([""] + PlatformLocale.available + legacy + PortablePhraseTests.spellings.map { LocaleIdentifier($0).icuID } + chopped)
            .filter { seen.insert($0).inserted }
    }()

    /// Each plural category somewhere (0, 1, 2, 3-4, 5-20, 11, 21-22, 101, millions for French
    /// `many`), grouping, and negative numbers, whose category ICU takes from the magnitude.
    static let values = [
        0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1000, 1001, 1234, 1_000_000,
        1_234_567, Int.max, -1, -2, -5, -21, -1000, Int.min,
    ]

    @Test func durationsAgreeWithICUInEveryLocale() throws {
        var comparisons = 0
        var differences: [String] = []
        for locale in Self.locales {
            let portable = PortableDurationFormatter(locale: locale)
            for unit in RelativeTimeFormatter.Unit.allCases {
                let icu = try ReferenceNumberFormatter(
                    locale: locale, skeleton: "measure-unit/duration-\(unit.rawValue) unit-width-full-name")
                for value in Self.values {
                    comparisons += 1
                    let expected = try icu.format(digits: String(value))
                    let actual = portable?.format(value, unit: unit)
                    if actual != expected {
                        differences.append("\(locale) \(unit) \(value): ICU \(expected.debugDescription), portable \(actual.debugDescription)")
                    }
                }
            }
        }
        print("Portable durations: \(Self.locales.count) locales × 7 units × \(Self.values.count) values = \(comparisons) comparisons with ICU, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(20).joined(separator: "; "))")
    }

    /// A few by hand, so that a change to the data that ICU shared would still show here.
    @Test func knownDurations() {
        #expect(PortableDurationFormatter(locale: "en_US")?.format(5, unit: .minute) == "5 minutes")
        #expect(PortableDurationFormatter(locale: "en_US")?.format(1, unit: .minute) == "1 minute")
        #expect(PortableDurationFormatter(locale: "de_DE")?.format(2, unit: .hour) == "2 Stunden")
        #expect(PortableDurationFormatter(locale: "ru")?.format(3, unit: .day) == "3 дня")
        #expect(PortableDurationFormatter(locale: "ru")?.format(21, unit: .day) == "21 день")
    }
}
#endif
