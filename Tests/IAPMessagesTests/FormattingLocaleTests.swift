#if IAPMESSAGES_ICU
import CICU
#endif
import Foundation
import Testing
@testable import IAPMessagesCore

/// What reaches ICU or Foundation for a locale ID: only what formatting reads, one of a bounded set,
/// and never a step that depends on the host's default locale.
@Suite struct FormattingLocaleTests {
    /// Input → the reduced ID, the same on both backends (these bundles exist in ICU 72 and 76 alike).
    static let reductions: [(String, String)] = [
        ("en-US", "en_US"), ("en_US@x=123", "en_US"), ("en-US-x-4711", "en_US"), ("de-DE-u-co-phonebk", "de_DE"),
        ("de-BR", "de"), ("de_DE.UTF-8@euro", "de_DE"), ("zh-TW", "zh_Hant_TW"), ("zh-Hant-XX", "zh_Hant"),
        ("sr-ME", "sr_Latn_ME"), ("pt-Hans-BR", "pt"), ("en-Zzzz", "en"),
        ("und-US", ""), ("xx-YY", ""), ("qaa-Latn-DE-x-9", ""), ("@currency=EUR", ""), ("", ""),
        ("ar-EG-u-nu-latn", "ar_EG@numbers=latn"), ("ar-EG-u-nu-bogus", "ar_EG"), ("th-u-nu-thai", "th@numbers=thai"),
        ("ja-JP-u-ca-japanese-hc-h23", "ja_JP@calendar=japanese;hours=h23"), ("en-u-ca-bogus", "en"),
        ("en-US-u-rg-gbzzzz", "en_US@rg=gbzzzz"), ("en-US-u-cf-account", "en_US@cf=account"),
        ("xx-u-nu-arab", "@numbers=arab"), ("en-US-u-cu-eur-fw-mon-ms-metric", "en_US"),
    ]

    @Test(arguments: reductions)
    func reducesToWhatFormattingReads(input: String, expected: String) {
        #expect(LocaleIdentifier(input).formattingID == expected)
        #expect(LocaleIdentifier(parsing: input, with: PortableLocale.self).formattingID == expected, "portable backend")
    }

    /// A server's stream of client IDs that differ only in what no formatter reads, or in invented
    /// languages, opens a handful of formatters, not one per ID.
    @Test func distinctIDsShareFormattingIDs() {
        var reduced: Set<String> = []
        let regions = ["DE", "US", "BR", "JP"]
        for n in 0..<3_000 {
            reduced.insert(LocaleIdentifier("en-US-x-\(n)").formattingID)
            reduced.insert(LocaleIdentifier("en_US@x=\(n)").formattingID)
            reduced.insert(LocaleIdentifier("en-US-u-nu-q\(n)").formattingID)
            let letters = Array("abcdefghijklmnopqrst")
            reduced.insert(LocaleIdentifier("q\(letters[n % 20])\(letters[(n / 20) % 20])-\(regions[n % 4])").formattingID)
        }
        #expect(reduced == ["en_US", ""])
    }

    /// The reduced ID formats as the full one did where that one had data: the keywords kept are the
    /// ones that change text.
    @Test func keptKeywordsStillFormat() {
        #expect(LocalizedListFormatter(locale: "en-US-x-1").string(for: ["A", "B", "C"]) == "A, B, and C")
        #expect(RelativeTimeFormatter(locale: "ar-EG-u-nu-latn-x-7").string(for: 5, unit: .minute)
            == RelativeTimeFormatter(locale: "ar-EG-u-nu-latn").string(for: 5, unit: .minute))
        #expect(RelativeTimeFormatter(locale: "ar-EG-u-nu-latn").string(for: 5, unit: .minute).contains("5"))
        #expect(PluralRules(locale: "ru-RU-x-77").category(for: 21) == .one)
    }

    /// IDs without data of their own format as the bundle truncation reaches, or the root: never as
    /// the process's default locale, which ICU would open there (`LANG` on a server).
    @Test func textDoesNotDependOnTheHostLocale() throws {
        let cases: [(String, String)] = [("pt-Hans-BR", "pt"), ("en-Zzzz", "en"), ("xx-YY", "und"), ("und-US", "und")]
        #if IAPMESSAGES_ICU
        let saved = String(cString: cicu_locale_default())
        var status: Int32 = 0
        cicu_locale_set_default("de_DE", &status)
        #expect(status <= 0)
        defer {
            var restored: Int32 = 0
            cicu_locale_set_default(saved, &restored)
        }
        #endif
        for (input, bundle) in cases {
            for width in [TextWidth.wide, .narrow] {
                let text = RelativeTimeFormatter(locale: input + "-x-host", width: width).string(for: 5, unit: .minute)
                #expect(text == RelativeTimeFormatter(locale: bundle, width: width).string(for: 5, unit: .minute), "\(input)")
                #expect(!text.contains("Minute"), "\(input) reads German: \(text)")
            }
            let list = LocalizedListFormatter(locale: input + "-x-list").string(for: ["A", "B", "C"])
            #expect(list == LocalizedListFormatter(locale: bundle).string(for: ["A", "B", "C"]), "\(input)")
            #expect(!list.contains(" und "), "\(input) reads German: \(list)")
        }
    }
}
