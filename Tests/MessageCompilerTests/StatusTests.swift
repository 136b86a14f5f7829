import Foundation
@testable import MessageCompiler
import Testing

@Suite struct StatusTests {
    static func shipped() throws -> [Catalog] {
        var reader = CatalogReader()
        return try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations")).compactMap { reader.read($0) }
    }

    @Test func everyShippedTranslationIsRewrittenByteForByte() throws {
        let catalogs = try Self.shipped()
        let source = try #require(catalogs.first { $0.locale == "en" })
        let directory = TestSupport.packageRoot.appendingPathComponent("Localizations")
        for catalog in catalogs where catalog.locale != "en" {
            let original = try String(contentsOf: directory.appendingPathComponent(catalog.path), encoding: .utf8)
            #expect(EditableCatalog(catalog).rendered(sourceOrder: source.messages.map(\.key)) == original, "\(catalog.locale)")
        }
    }

    @Test func shippedCatalogsAreCompleteAndCurrent() throws {
        let catalogs = try Self.shipped()
        let source = try #require(catalogs.first { $0.locale == "en" })
        let status = TranslationStatus(source: source, translations: catalogs.filter { $0.locale != "en" })
        let translatable = source.messages.filter { !$0.key.hasPrefix("debug.") }.count
        #expect(status.locales.count == catalogs.count - 1)
        for locale in status.locales {
            #expect(locale.total == translatable && locale.stale.isEmpty && locale.missing.isEmpty, "\(locale.locale)")
            // Full catalogs carry every message; regional ones (en-001, fr-CA) only what their region says differently.
            #expect(locale.translated + locale.inherited == translatable, "\(locale.locale)")
        }
        let regional = Dictionary(uniqueKeysWithValues: status.locales.compactMap { l in l.inheritsFrom.map { (l.locale, $0) } })
        #expect(regional["en-001"] == "en")
    }

    /// A catalog whose fallback chain reaches another of the set carries only its region's differences:
    /// what it leaves out is inherited, not missing. Catalogs of sibling regions are no deltas of each other.
    @Test func regionalCatalogsInheritFromTheirParent() throws {
        let en = TestSupport.source("""
            {"@@locale": "en",
             "user.a": "The purchase was canceled.", "@user.a": {"description": "d"},
             "user.b": "Buy", "@user.b": {"description": "d"}}
            """)
        let enGB = TestSupport.source("""
            {"@@locale": "en-001", "user.a": "The purchase was cancelled."}
            """, path: "en-001.arb")
        let fr = TestSupport.source("""
            {"@@locale": "fr", "user.a": "L’achat a été annulé.", "user.b": "Acheter"}
            """, path: "fr.arb")
        let frCA = TestSupport.source("""
            {"@@locale": "fr-CA", "user.b": "Acheter"}
            """, path: "fr-CA.arb")
        let ptPT = TestSupport.source("""
            {"@@locale": "pt-PT", "user.a": "A compra foi cancelada."}
            """, path: "pt-PT.arb")
        let ptBR = TestSupport.source("""
            {"@@locale": "pt-BR", "user.a": "A compra foi cancelada.", "user.b": "Comprar"}
            """, path: "pt-BR.arb")
        #expect(RegionalCatalogs.parents(of: ["en", "en-001", "fr", "fr-CA", "pt-PT", "pt-BR", "zh-Hans", "zh-Hant", "es", "es-419", "es-MX"])
            == ["en-001": "en", "fr-CA": "fr", "es-419": "es", "es-MX": "es-419"])
        let check = MessageCatalogCompiler().check([en, enGB, fr, frCA, ptPT, ptBR])
        // pt-PT is a full catalog of its own: its missing message is still reported.
        #expect(check.diagnostics.map { "\($0.code) \($0.message)" }.filter { $0.hasPrefix("missing-translation") }
            == ["missing-translation 'user.b' is not translated to pt-PT; users will see the fallback"])

        var reader = CatalogReader()
        let catalogs = [en, enGB, fr, frCA, ptPT, ptBR].compactMap { reader.read($0) }
        let status = TranslationStatus(source: catalogs[0], translations: Array(catalogs.dropFirst()))
        let byLocale = Dictionary(uniqueKeysWithValues: status.locales.map { ($0.locale, $0) })
        #expect(byLocale["en-001"]?.inheritsFrom == "en" && byLocale["en-001"]?.inherited == 1 && byLocale["en-001"]?.percent == 100)
        #expect(byLocale["fr-CA"]?.inheritsFrom == "fr" && byLocale["fr-CA"]?.missing.isEmpty == true)
        #expect(byLocale["pt-PT"]?.inheritsFrom == nil && byLocale["pt-PT"]?.missing.map(\.key) == ["user.b"])
        #expect(StatusRenderer.table(status).contains("en-001 (1 from en)"))
    }

    /// Changing the English marks the translations made from the old text, and only those.
    @Test func changedSourceTextMarksTranslationsStale() throws {
        let en = TestSupport.source("""
            {"@@locale": "en",
             "user.a": "Restore Purchases", "@user.a": {"description": "d"},
             "user.b": "Buy now", "@user.b": {"description": "d"},
             "user.c": "Cancel", "@user.c": {"description": "d"},
             "debug.d": "log", "@debug.d": {"description": "d"}}
            """)
        let de = TestSupport.source("""
            {"@@locale": "de",
             "user.a": "Käufe wiederherstellen", "@user.a": {"x-source-fingerprint": "\(SourceFingerprint.of("Restore purchases"))"},
             "user.b": "Jetzt kaufen", "@user.b": {"x-source-fingerprint": "\(SourceFingerprint.of("Buy now"))"}}
            """, path: "de.arb")
        var reader = CatalogReader()
        let readSource = reader.read(en), readTranslation = reader.read(de)
        let source = try #require(readSource), translation = try #require(readTranslation)
        let status = try #require(TranslationStatus(source: source, translations: [translation]).locales.first)
        #expect(status.total == 3)
        #expect(status.translated == 1)
        #expect(status.stale == [.init(key: "user.a", sourceText: "Restore Purchases", translation: "Käufe wiederherstellen")])
        #expect(status.missing.map(\.key) == ["user.c"])
        let check = MessageCatalogCompiler().check([en, de])
        #expect(check.diagnostics.map(\.code).sorted() == ["missing-translation", "stale-translation"])

        let json = StatusRenderer.json(TranslationStatus(source: source, translations: [translation]))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let locales = decoded?["locales"] as? [[String: Any]]
        #expect(locales?.first?["needsReview"] as? Int == 1)
        #expect(locales?.first?["percent"] as? Double == 33.3)
        let html = StatusPage.html(TranslationStatus(source: source, translations: [translation]))
        #expect(html.contains("data-percent=\"33.33\"") && html.contains("Restore Purchases") && !html.contains("http"))
    }

    /// A catalog's `"@@locale"` is the catalog author's text: in the page it is escaped as text and
    /// encoded in the anchor, so no spelling of it adds markup or links elsewhere.
    @Test func aHostileLocaleStaysInsideItsAttributes() throws {
        let en = TestSupport.source(#"{"@@locale": "en", "user.a": "Restore Purchases", "@user.a": {"description": "d"}}"#)
        let hostile = #"de"><script>alert(1)</script><a href="x"#
        let de = TestSupport.source(#"{"@@locale": "de\"><script>alert(1)</script><a href=\"x", "user.a": "Käufe wiederherstellen"}"#, path: "de.arb")
        var reader = CatalogReader()
        let readSource = reader.read(en), readTranslation = reader.read(de)
        let source = try #require(readSource), translation = try #require(readTranslation)
        #expect(translation.locale == hostile)
        let html = StatusPage.html(TranslationStatus(source: source, translations: [translation]))
        #expect(!html.contains("<script>alert") && !html.contains(#"href="x"#) && html.contains("&lt;script&gt;alert(1)"))
        let anchor = StatusPage.anchor(hostile)
        #expect(anchor.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        #expect(html.contains(##"href="#\##(anchor)""##) && html.contains(##"id="\##(anchor)""##))
        #expect(StatusPage.anchor("de-CH") == "locale-de-CH" && StatusPage.anchor("de_CH") != StatusPage.anchor("de-CH"))
    }

    @Test func fingerprintsAreStable() {
        // Values from an independent FNV-1a implementation (Python).
        #expect(SourceFingerprint.of("") == "4fd0bfc1")
        #expect(SourceFingerprint.of("Restore Purchases") == "ffe4e36d")
        #expect(SourceFingerprint.of("Restore Purchases") == SourceFingerprint.of("Restore Purchases"))
        #expect(SourceFingerprint.of("Restore Purchases") != SourceFingerprint.of("Restore purchases"))
    }
}
