import Foundation
import Testing
@testable import IAPMessagesCore

/// `FlutterPluralRules` against package:intl itself: `Fixtures/intl-plurals.tsv` is what
/// `Scripts/references/intl_plural_table.py` evaluates from intl's `plural_rules.dart` (the commit its first
/// line names) for every locale key of intl's `pluralRules` map, as `Intl.pluralLogic` does for a
/// gen-l10n message (no precision).
@Suite struct IntlPluralAgreementTests {
    struct Row: Sendable {
        let locale: String, number: String, category: PluralCategory
    }

    static let rows: [Row] = (try? FixtureFile.rows("intl-plurals.tsv").map { fields in
        Row(locale: fields[0], number: fields[1], category: PluralCategory(rawValue: fields[2])!)
    }) ?? []

    /// intl's categories by locale key, then number.
    static let table: [String: [String: PluralCategory]] = rows.reduce(into: [:]) { table, row in
        table[row.locale, default: [:]][row.number] = row.category
    }

    @Test func tableIsLoaded() throws {
        let header = try String(contentsOf: FixtureFile.url("intl-plurals.tsv"), encoding: .utf8)
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains("dart-lang/i18n") && header.contains("plural_rules.dart"))
        // intl's map has 120 locales and `default`; each has the same numbers.
        #expect(Self.table.count == 121)
        #expect(Set(Self.table.values.map(\.count)) == [Self.rows.count / Self.table.count])
        #expect(Self.table["en"]?["1"] == .one && Self.table["default"]?["1"] == .other)
    }

    @Test func everyKeyOfIntlsMapIsOurs() {
        #expect(Set(FlutterPluralRules.rules.keys) == Set(Self.table.keys))
        for key in Self.table.keys {
            #expect(FlutterPluralRules.intlLocale(for: key) == key)
        }
    }

    @Test func everyLocaleAndNumberSelectsWhatIntlSelects() {
        var differing: [String: [String]] = [:]
        var count = 0
        for row in Self.rows {
            let ours = FlutterPluralRules.category(locale: row.locale, digits: row.number)
            guard ours != row.category else { continue }
            count += 1
            differing[row.locale, default: []].append("\(row.number) \(row.category.rawValue)≠\(ours.rawValue)")
        }
        let report = differing.keys.sorted().map { "\($0): \(differing[$0]!.joined(separator: ", "))" }
        #expect(count == 0, "\(count) of \(Self.rows.count) rows differ (number intl≠ours):\n\(report.joined(separator: "\n"))")
    }

    /// Locale spellings gen-l10n passes (`localeName`: `pt_BR`, `zh_Hant_TW`, `sr_Latn`) and the
    /// runtime passes (BCP 47 tags), with the key of intl's map `Intl.verifiedLocale` settles on:
    /// the locale as given, canonicalized (`pt-br` → `pt_BR`: the part after the language
    /// uppercased when at most three letters, nothing else), language and region without the script
    /// (only for ten characters or more: `zh_Hant_TW` → `zh_TW`), the language lowercased, the old
    /// and new names of a language (`iw`/`he`, `tl`/`fil`, `in`/`id`, `no`/`nb`); none is `default`.
    static let spellings: [(spelling: String, key: String)] = [
        ("pt_BR", "pt_BR"), ("pt-BR", "pt_BR"), ("pt_br", "pt_BR"), ("pt_PT", "pt_PT"), ("pt-PT", "pt_PT"),
        ("pt_Latn_PT", "pt_PT"), ("pt_AO", "pt"), ("PT", "pt"),
        ("zh_Hant_TW", "zh_TW"), ("zh-Hant-TW", "zh_TW"), ("zh_Hant_HK", "zh_HK"), ("zh_Hans", "zh"), ("zh_Hant", "zh"),
        ("sr_Latn", "sr_Latn"), ("sr-Latn", "sr_Latn"), ("sr_latn", "sr"), ("sr_Latn_RS", "sr"), ("sr_Cyrl", "sr"),
        ("en_NZ", "en_NZ"), ("en-us", "en_US"), ("EN", "en"), ("en_150", "en"), ("C", "en_ISO"),
        ("es_419", "es_419"), ("es_AR", "es"), ("fr_CH", "fr_CH"), ("fr_BE", "fr"), ("it_CH", "it_CH"),
        ("de_LI", "de"), ("ar_EG", "ar_EG"), ("ar_SA", "ar"), ("he_IL", "he"), ("iw_IL", "iw"),
        ("fil_PH", "fil"), ("nb_NO", "nb"), ("no_NO", "no_NO"), ("nn", "default"), ("ha", "default"),
        ("ku", "default"), ("mr", "mr"), ("ps", "ps"), ("mg", "mg"),
    ]

    @Test(arguments: spellings)
    func localeSpellingsSelectAsIntlsLookupResolvesThem(spelling: String, key: String) throws {
        #expect(FlutterPluralRules.intlLocale(for: spelling) == (key == "default" ? nil : key))
        let expected = try #require(Self.table[key], "intl's map has no \(key)")
        let differing = expected.filter { FlutterPluralRules.category(locale: spelling, digits: $0.key) != $0.value }
        #expect(differing.isEmpty, "\(spelling) does not select as intl's \(key) for \(differing.keys.sorted().prefix(20))")
    }
}
