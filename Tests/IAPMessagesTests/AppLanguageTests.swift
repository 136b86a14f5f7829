import IAPMessages
import Testing

/// On Apple platforms purchase texts follow the language the app's UI is in, then the user's list.
struct AppLanguageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let localizations: [String], preferred: [String], expected: [String], firstShown: String
        var testDescription: String { "\(localizations) for \(preferred)" }
    }

    static let cases: [Case] = [
        // An app only in English, a French user: English, in the user's English where they have one.
        Case(localizations: ["en"], preferred: ["fr-FR", "en-GB"], expected: ["en-GB", "fr-FR", "en-GB"], firstShown: "en"),
        Case(localizations: ["en"], preferred: ["fr-FR"], expected: ["en", "fr-FR"], firstShown: "en"),
        // The app speaks the user's language: it comes first, as the user writes it.
        Case(localizations: ["de", "Base"], preferred: ["de-AT", "en-US"], expected: ["de-AT", "de-AT", "en-US"], firstShown: "de"),
        Case(localizations: ["pt-BR"], preferred: ["pt-PT"], expected: ["pt-BR", "pt-PT"], firstShown: "pt"),
        Case(localizations: ["zh-Hant"], preferred: ["zh-Hant-TW", "en"], expected: ["zh-Hant-TW", "zh-Hant-TW", "en"], firstShown: "zh-Hant"),
        // No localization at all (a tool, a test host): the user's list as it is.
        Case(localizations: ["Base"], preferred: ["ja-JP"], expected: ["ja-JP"], firstShown: "ja"),
        Case(localizations: [], preferred: [], expected: [], firstShown: "en"),
    ]

    @Test(arguments: cases)
    func appLanguageComesFirst(_ example: Case) {
        let list = PreferredLocales.forApp(localizations: example.localizations, preferredLanguages: example.preferred)
        #expect(list == example.expected)
        let available = ["en", "de", "fr", "ja", "pt-PT", "zh-Hant", "pt"]
        #expect(LocaleNegotiator(available: available, source: "en").bestMatch(for: list) == example.firstShown)
    }
}

/// Generated catalogs hand the negotiator their locales' normalized tags, computed by msgc; they must
/// be what the runtime computes, or a lookup would miss a locale the catalog has.
struct GeneratedLocaleTagTests {
    @Test func shippedCatalogsTagsAreTheRuntimes() throws {
        let catalog = IAPCatalog.shared
        let computed = LocaleNegotiator(available: catalog.locales, source: catalog.sourceLocale)
        // A message every locale translates (debug messages are English only).
        // One the regional catalogs carry too (en-001 has only a few).
        let index = try #require((0..<200).first {
            catalog.textLocale(for: $0, preferredLanguages: ["ja"]) == "ja" && catalog.textLocale(for: $0, preferredLanguages: ["en-001"]) == "en-001"
        })
        let preferences = [["de-AT"], ["zh-HK"], ["zh-SG"], ["pt-AO"], ["es-MX"], ["iw-IL"], ["no"], ["en-AU", "fr"],
                           ["sr-Latn"], ["ar-EG-u-nu-latn"], ["zh-Hant-TW"], ["pt"], ["xx"], []]
        for preference in preferences {
            #expect(catalog.textLocale(for: index, preferredLanguages: preference) == computed.bestMatch(for: preference), "\(preference)")
        }
    }
}
