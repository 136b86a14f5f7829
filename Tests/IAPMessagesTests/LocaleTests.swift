import Foundation
import IAPMessages
import Testing
@testable import IAPMessagesCore

@Suite struct LocaleIdentifierTests {
    static let cases: [(input: String, tag: String, icu: String)] = [
        ("de-DE", "de-DE", "de_DE"),
        ("de_DE", "de-DE", "de_DE"),
        ("de_DE.UTF-8@euro", "de-DE", "de_DE"),
        ("sr_RS@latin", "sr-Latn-RS", "sr_Latn_RS"),
        ("zh-hant-tw", "zh-Hant-TW", "zh_Hant_TW"),
        ("ar-EG-u-nu-latn", "ar-EG-u-nu-latn", "ar_EG@numbers=latn"),
        ("ar_EG@numbers=latn", "ar-EG-u-nu-latn", "ar_EG@numbers=latn"),
        ("iw_IL", "he-IL", "he_IL"),
        ("in", "id", "id"),
        ("no_NO", "nb-NO", "nb_NO"),
        ("tl", "fil", "fil"),
        ("sh", "sr-Latn", "sr_Latn"),
        ("C", "und", ""),
        ("POSIX", "und", ""),
        ("C.UTF-8", "und", ""),
        ("", "und", ""),
        ("  en-GB ", "en-GB", "en_GB"),
        // Issue 37: a line's end of any kind is no part of the tag.
        ("zh-TW\r\n", "zh-TW", "zh_TW"),
        ("pt-BR\r\n", "pt-BR", "pt_BR"),
        ("pt-BR\u{85}", "pt-BR", "pt_BR"),
        ("\u{A0}de-DE\u{2028}", "de-DE", "de_DE"),
        ("\u{C}fr\u{B}", "fr", "fr"),
        ("pt_BR.UTF-8@euro\r\n", "pt-BR", "pt_BR"),
        // Issue 37: CLDR's aliases, Mandarin's first.
        ("cmn-Hans-CN", "zh-Hans-CN", "zh_Hans_CN"),
        ("zh-cmn-Hans-CN", "zh-Hans-CN", "zh_Hans_CN"),
        ("zh-guoyu", "zh", "zh"),
        ("cmn_TW.UTF-8", "zh-TW", "zh_TW"),
        ("zh-yue", "yue", "yue"),
        ("ar-arb", "ar", "ar"),
        ("zsm", "ms", "ms"),
        ("sh-Cyrl", "sr-Cyrl", "sr_Cyrl"),
        ("cnr", "sr-ME", "sr_ME"),
        ("aa-saaho", "ssy", "ssy"),
        ("sv-aaland", "sv-AX", "sv_AX"),
        ("i-klingon", "tlh", "tlh"),
        ("art-lojban", "jbo", "jbo"),
        ("es-484", "es-MX", "es_MX"),
        ("sr-YU", "sr-RS", "sr_RS"),
        ("hy-SU", "hy-AM", "hy_AM"),
        ("de-DD", "de-DE", "de_DE"),
    ]

    @Test(arguments: cases)
    func canonicalises(_ example: (input: String, tag: String, icu: String)) {
        let locale = LocaleIdentifier(example.input)
        #expect(locale.languageTag == example.tag)
        #expect(locale.icuID == example.icu)
    }

    @Test func baseTagDropsExtensions() {
        #expect(LocaleIdentifier("th-TH-u-nu-thai").baseTag == "th-TH")
        #expect(LocaleIdentifier("en-US-x-private").baseTag == "en-US")
        #expect(LocaleIdentifier("und").baseTag == "und")
    }
}

@Suite struct LocaleFallbackTests {
    static let cases: [(input: String, chain: [String])] = (try? FixtureFile.rows("fallback-chains.tsv").map { fields in
        (fields[0], fields[1].isEmpty ? [] : fields[1].components(separatedBy: " > "))
    }) ?? []

    @Test func fixtureIsLoaded() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func chain(_ example: (input: String, chain: [String])) {
        #expect(LocaleFallback.chain(for: example.input) == example.chain)
    }
}

@Suite struct LocaleNegotiatorTests {
    static let catalog = LocaleNegotiator(
        available: ["en", "en-001", "de", "fr", "es", "es-419", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "he", "nb", "ja"],
        source: "en"
    )

    @Test(arguments: [
        (["zh-TW"], ["zh-Hant", "en"]),
        (["zh-HK"], ["zh-Hant", "en"]),
        (["zh-MO"], ["zh-Hant", "en"]),
        (["zh-CN"], ["zh-Hans", "en"]),
        (["zh-SG"], ["zh-Hans", "en"]),
        (["zh"], ["zh-Hans", "en"]),
        (["pt-BR"], ["pt-BR", "en"]),
        (["es-MX"], ["es-419", "es", "en"]),
        (["es-ES"], ["es", "en"]),
        (["en-AU"], ["en-001", "en"]),
        (["en-US"], ["en"]),
        (["iw"], ["he", "en"]),
        (["iw_IL.UTF-8"], ["he", "en"]),
        (["no"], ["nb", "en"]),
        (["de_DE.UTF-8@euro"], ["de", "en"]),
        (["fr-CA", "de"], ["fr", "de", "en"]),
        (["it-IT", "de"], ["de", "en"]),
        (["ko", "ru"], ["en"]),
        ([], ["en"]),
        (["", "C", "garbage!!"], ["en"]),
        (["ja-JP", "ja", "de"], ["ja", "de", "en"]),
        // Issue 37: `pt` is Brazilian Portuguese (CLDR's default content), in any spelling.
        (["pt"], ["pt-BR", "en"]),
        (["pt-Latn"], ["pt-BR", "en"]),
        (["pt-Latn-BR"], ["pt-BR", "en"]),
        (["pt_BR.UTF-8@euro"], ["pt-BR", "en"]),
        (["pt-PT"], ["pt-PT", "pt-BR", "en"]),
        (["pt-AO"], ["pt-PT", "pt-BR", "en"]),
        // Issue 37: CRLF ends a tag as LF and CR do.
        (["zh-TW\r\n"], ["zh-Hant", "en"]),
        (["pt-BR\r\n"], ["pt-BR", "en"]),
        (["zh-TW\n"], ["zh-Hant", "en"]),
        (["zh-TW\u{85}"], ["zh-Hant", "en"]),
        // Issue 37: Mandarin by CLDR's aliases.
        (["cmn-Hans-CN"], ["zh-Hans", "en"]),
        (["zh-cmn-Hans-CN"], ["zh-Hans", "en"]),
        (["zh-guoyu"], ["zh-Hans", "en"]),
        (["cmn-TW"], ["zh-Hant", "en"]),
        (["zh-cmn-Hant"], ["zh-Hant", "en"]),
        (["zh-Hans-TW"], ["zh-Hans", "en"]),
        (["zh-Hant-CN"], ["zh-Hant", "en"]),
        (["und"], ["en"]),
    ])
    func chains(_ preferences: [String], _ expected: [String]) {
        #expect(Self.catalog.fallbackChain(for: preferences) == expected)
    }

    @Test func orderedPreferencesWithoutFrench() {
        let negotiator = LocaleNegotiator(available: ["en", "de"], source: "en")
        #expect(negotiator.fallbackChain(for: ["fr-CA", "de"]) == ["de", "en"])
        #expect(negotiator.bestMatch(for: ["fr-CA", "de"]) == "de")
    }

    @Test func availableLocalesKeepTheirSpelling() {
        let negotiator = LocaleNegotiator(available: ["zh_TW", "iw", "no", "pt"], source: "en")
        #expect(negotiator.fallbackChain(for: ["zh-Hant-TW"]) == ["zh_TW", "en"])
        #expect(negotiator.fallbackChain(for: ["he-IL"]) == ["iw", "en"])
        #expect(negotiator.fallbackChain(for: ["nb-NO"]) == ["no", "en"])
        #expect(negotiator.fallbackChain(for: ["pt-PT"]) == ["pt", "en"])
        #expect(negotiator.availableLocales == ["zh_TW", "iw", "no", "pt", "en"])
    }

    /// Reading CLDR's parent locales must not disturb ICU's data cache: "nb" inherits its number
    /// symbols from "no", and once lost them to root formatting this way.
    @Test func fallbackLookupsLeaveFormattingIntact() throws {
        for locale in ["nb-NO", "nb", "no", "zh-Hant-HK", "es-MX", "pt-AO"] { _ = LocaleFallback.chain(for: locale) }
        let price = try IAPPrice(amount: Decimal(string: "1234.5")!, currencyCode: "EUR")
        // CLDR 42 (ICU 72) puts the euro first in Norwegian; CLDR 46 (ICU 76) and 47 (Babel) after it.
        let norwegian = CLDRRelease.texts("€\\u{A0}1\\u{A0}234,50", through: 42, "1\\u{A0}234,50\\u{A0}€", from: 46)
        #expect(norwegian.contains(FixtureFile.escape(PriceFormatter(locale: "nb-NO").string(for: price))))
        #expect(FixtureFile.escape(PriceFormatter(locale: "es-MX").string(for: price)) == "EUR\\u{A0}1,234.50")
    }

    /// A language without a catalog of its own reads its default content's (CLDR: `pt` is `pt-BR`),
    /// else its first listed region's; never another script's.
    @Test func regionalCatalogsStandInForTheirLanguage() {
        let negotiator = LocaleNegotiator(available: ["en", "pt-PT", "pt-BR", "de-CH", "de-AT", "zh-HK", "es-MX", "sr-Latn-RS"], source: "en")
        #expect(negotiator.fallbackChain(for: ["pt"]) == ["pt-BR", "en"])
        #expect(negotiator.fallbackChain(for: ["pt-MZ"]) == ["pt-PT", "pt-BR", "en"])
        #expect(negotiator.fallbackChain(for: ["de"]) == ["de-CH", "en"])
        #expect(negotiator.fallbackChain(for: ["de-DE", "fr"]) == ["de-CH", "en"])
        #expect(negotiator.fallbackChain(for: ["zh-TW"]) == ["zh-HK", "en"])
        #expect(negotiator.fallbackChain(for: ["zh-CN"]) == ["en"])
        #expect(negotiator.fallbackChain(for: ["es-ES"]) == ["es-MX", "en"])
        #expect(negotiator.fallbackChain(for: ["sr"]) == ["en"])
        #expect(negotiator.fallbackChain(for: ["sr-Latn"]) == ["sr-Latn-RS", "en"])
        // A catalog of the language itself comes first.
        let withBase = LocaleNegotiator(available: ["en", "pt-BR", "pt"], source: "en")
        #expect(withBase.fallbackChain(for: ["pt"]) == ["pt", "en"])
        #expect(withBase.fallbackChain(for: ["pt-BR"]) == ["pt-BR", "pt", "en"])
    }

    /// Traditional Chinese never falls back to Simplified, nor Serbian Latin to Cyrillic.
    @Test func scriptsDoNotMix() {
        let negotiator = LocaleNegotiator(available: ["en", "zh-Hans", "sr"], source: "en")
        #expect(negotiator.fallbackChain(for: ["zh-TW"]) == ["en"])
        #expect(negotiator.fallbackChain(for: ["sr-Latn-RS"]) == ["en"])
        #expect(negotiator.fallbackChain(for: ["sr-RS"]) == ["sr", "en"])
    }
}

@Suite struct PreferredLocalesTests {
    @Test(arguments: [
        (["LANGUAGE": "fr_CA:de", "LANG": "en_US.UTF-8"], ["fr_CA", "de", "en_US.UTF-8"]),
        (["LANGUAGE": "de", "LANG": "C"], []),
        (["LANGUAGE": "de", "LANG": "C.UTF-8"], []),
        (["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"], []),
        (["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "es_ES"], ["de_DE.UTF-8"]),
        (["LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "es_ES"], ["fr_FR"]),
        (["LANG": "pt_BR.UTF-8"], ["pt_BR.UTF-8"]),
        (["LANGUAGE": "", "LANG": "pt_BR.UTF-8"], ["pt_BR.UTF-8"]),
        (["LANGUAGE": "sv::nb:", "LANG": "sv_SE.UTF-8"], ["sv", "nb", "sv_SE.UTF-8"]),
        (["LANGUAGE": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"], ["de_DE.UTF-8"]),
        ([:], []),
        // A line end left by an environment file (`docker --env-file` of CRLF lines) changes nothing.
        (["LANGUAGE": "de", "LANG": "C\r"], []),
        (["LANGUAGE": "de", "LANG": "POSIX\r\n"], []),
        (["LANGUAGE": "\r\n", "LANG": "pt_BR.UTF-8\r\n"], ["pt_BR.UTF-8\r\n"]),
    ])
    func readsTheEnvironmentLikeGettext(_ environment: [String: String], _ expected: [String]) {
        #expect(PreferredLocales.fromEnvironment(environment) == expected)
    }

    /// What an environment names reaches the catalog: `pt` and a CRLF-ended `LANG` included.
    @Test(arguments: [
        (["LANG": "pt_BR.UTF-8@euro"], ["pt-BR", "en"]),
        (["LANGUAGE": "pt", "LANG": "en_US.UTF-8"], ["pt-BR", "en"]),
        (["LANG": "zh_TW.UTF-8\r\n"], ["zh-Hant", "en"]),
        (["LANG": "cmn_TW.UTF-8"], ["zh-Hant", "en"]),
        (["LANGUAGE": "zh_CN:zh_TW", "LANG": "zh_CN.GB18030"], ["zh-Hans", "zh-Hant", "en"]),
    ])
    func environmentsReachTheCatalog(_ environment: [String: String], _ expected: [String]) {
        let negotiator = LocaleNegotiator(available: ["en", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"], source: "en")
        #expect(negotiator.fallbackChain(for: PreferredLocales.fromEnvironment(environment)) == expected)
    }

    @Test func environmentThroughNegotiation() {
        let preferences = PreferredLocales.fromEnvironment(["LANGUAGE": "fr_CA:de_AT", "LANG": "de_AT.UTF-8"])
        let negotiator = LocaleNegotiator(available: ["en", "de"], source: "en")
        #expect(negotiator.fallbackChain(for: preferences) == ["de", "en"])
    }
}

/// Issue 37 through the shipped catalogs: every spelling of a locale the catalogs have reads its texts.
@Suite struct ShippedLocaleSpellingTests {
    @Test(arguments: [
        ("pt", "pt-BR"), ("pt-Latn", "pt-BR"), ("pt-Latn-BR", "pt-BR"), ("pt-BR\r\n", "pt-BR"), ("pt_BR.UTF-8@euro", "pt-BR"),
        ("pt-AO", "pt-PT"), ("zh-TW\r\n", "zh-Hant"), ("zh-TW\u{85}", "zh-Hant"), ("cmn-Hans-CN", "zh-Hans"),
        ("zh-cmn-Hans-CN", "zh-Hans"), ("zh-guoyu", "zh-Hans"), ("cmn-TW", "zh-Hant"), ("zh-Hans-TW", "zh-Hans"),
        ("ar-arb", "ar"), ("zsm", "ms"), ("iw", "he"), ("in", "id"), ("no", "nb"), ("es-484", "es-419"),
    ])
    func readsTheCatalogOfItsLocale(_ spelling: String, _ locale: String) throws {
        let message = IAPUserMessage.buttonRestorePurchases
        let catalog = IAPCatalog.shared
        // A message both Portuguese and both Chinese catalogs translate.
        let index = try #require((0..<200).first { index in
            ["pt-BR", "pt-PT", "zh-Hans", "zh-Hant"].allSatisfy { catalog.textLocale(for: index, preferredLanguages: [$0]) == $0 }
        })
        #expect(catalog.textLocale(for: index, preferredLanguages: [spelling]) == locale)
        #expect(message.text(for: spelling) == message.text(for: locale))
        #expect(message.text(for: spelling) != message.text(for: "en"))
    }
}
