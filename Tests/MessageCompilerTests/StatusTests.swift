import Foundation
import MessageCompiler
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
        #expect(status.locales.count == 25)
        for locale in status.locales {
            #expect(locale.total == 77 && locale.translated == 77 && locale.stale.isEmpty && locale.missing.isEmpty, "\(locale.locale)")
        }
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

    @Test func fingerprintsAreStable() {
        // Values from an independent FNV-1a implementation (Python).
        #expect(SourceFingerprint.of("") == "4fd0bfc1")
        #expect(SourceFingerprint.of("Restore Purchases") == "ffe4e36d")
        #expect(SourceFingerprint.of("Restore Purchases") == SourceFingerprint.of("Restore Purchases"))
        #expect(SourceFingerprint.of("Restore Purchases") != SourceFingerprint.of("Restore purchases"))
    }
}
