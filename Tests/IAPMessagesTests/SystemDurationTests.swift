#if IAPMESSAGES_APPLE_REFERENCE
import ICUReference
import Testing
@testable import IAPMessagesCore

/// Durations as the Apple build writes them (`SystemDurationUnits`: the system's duration style, and
/// `LargeCount` past its range) against ICU's number formatter with
/// `measure-unit/duration-<unit> unit-width-full-name`, which `{wait, duration}` uses on Linux, on
/// the ICU the system runs on: the same text for every locale ICU has.
@Suite struct SystemDurationTests {
    /// Every locale ICU has, as ICU IDs, the root, ICU's legacy IDs and the spellings apps hand over
    /// that `PortablePhraseTests` uses (IDs ICU truncates or redirects, keywords, unknown ones).
    static let locales: [String] = {
        var seen = Set<String>()
        let legacy = PhraseData.aliases
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
        1_234_567, 999_999_999_999, 1_000_000_000_001, 2_000_000_000_000, Int.max, -1, -2, -5, -21, -1000,
        -3_000_000_000_000, Int.min,
    ]

    @Test func durationsAgreeWithICUInEveryLocale() throws {
        var comparisons = 0
        var differences: [String] = []
        for locale in Self.locales {
            // The units a wait is written in (`RelativeTimeFormatter.roundedUp`).
            for unit in [RelativeTimeFormatter.Unit.second, .minute, .hour, .day] {
                let icu = try ReferenceNumberFormatter(
                    locale: locale, skeleton: "measure-unit/duration-\(unit.rawValue) unit-width-full-name")
                for value in Self.values {
                    comparisons += 1
                    let expected = try icu.format(digits: String(value))
                    let actual = SystemDurationUnits.format(value, unit: unit, locale: locale)
                    if actual != expected {
                        differences.append("\(locale) \(unit) \(value): ICU \(expected.debugDescription), system \(actual.debugDescription)")
                    }
                }
            }
        }
        print("System durations: \(Self.locales.count) locales × 4 units × \(Self.values.count) values = \(comparisons) comparisons with ICU, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(20).joined(separator: "; "))")
    }

    /// An infinite wait: ICU writes "∞" in `other`'s pattern ("∞ days", "-∞ days"); the system, whose
    /// styles take whole seconds only, the same through a stand-in count.
    @Test func infiniteDurationsAgreeWithICUInEveryLocale() throws {
        var differences: [String] = []
        for locale in Self.locales {
            for unit in [RelativeTimeFormatter.Unit.second, .minute, .hour, .day] {
                let icu = try ReferenceNumberFormatter(
                    locale: locale, skeleton: "measure-unit/duration-\(unit.rawValue) unit-width-full-name")
                for value in [Double.infinity, -.infinity] {
                    let expected = try icu.format(digits: value < 0 ? "-Infinity" : "Infinity")
                    let actual = SystemDurationUnits.format(infinity: value, unit: unit, locale: locale)
                    if actual != expected {
                        differences.append("\(locale) \(unit) \(value): ICU \(expected.debugDescription), system \(actual.debugDescription)")
                    }
                }
            }
        }
        // Known: where `other` takes fractions only, which the system's styles take no stand-in
        // for, `many`'s pattern stands in (Russian "∞ дней" where ICU has "∞ дня").
        let unexplained = differences.filter { line in
            !(["be", "pl", "ru", "uk"].contains(String(line.prefix { $0.isLetter })) && line.components(separatedBy: ", system ").last?.contains("∞") == true)
        }
        #expect(unexplained.isEmpty, "\(unexplained.count) differences, first: \(unexplained.prefix(20).joined(separator: "; "))")
    }

    /// A few by hand, so that a change the system and ICU shared would still show here; weeks and
    /// longer are not a wait's units.
    @Test func knownDurations() {
        #expect(SystemDurationUnits.format(5, unit: .minute, locale: "en_US") == "5 minutes")
        #expect(SystemDurationUnits.format(1, unit: .minute, locale: "en_US") == "1 minute")
        #expect(SystemDurationUnits.format(2, unit: .hour, locale: "de_DE") == "2 Stunden")
        #expect(SystemDurationUnits.format(3, unit: .day, locale: "ru") == "3 дня")
        #expect(SystemDurationUnits.format(21, unit: .day, locale: "ru") == "21 день")
        #expect(SystemDurationUnits.format(2_000_000_000_001, unit: .day, locale: "ru") == "2\u{A0}000\u{A0}000\u{A0}000\u{A0}001 день")
        #expect(SystemDurationUnits.format(3, unit: .week, locale: "en") == nil)
    }
}
#endif
