import Foundation
import MessageCompiler
import Testing

/// Export, translate, import: what XLIFF and PO carry, and that a round trip loses nothing.
@Suite struct InterchangeTests {
    struct Shipped {
        let source: Catalog
        let sourceFile: SourceFile
        let translations: [Catalog]
        let texts: [String: String]
    }

    static func shipped() throws -> Shipped {
        let directory = TestSupport.packageRoot.appendingPathComponent("Localizations")
        let files = try TestSupport.catalogs(in: directory)
        var reader = CatalogReader()
        let catalogs = files.compactMap { reader.read($0) }
        let source = try #require(catalogs.first { $0.locale == "en" })
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        return Shipped(source: source, sourceFile: try #require(files.first { $0.path == "en.arb" }),
                       translations: catalogs.filter { $0.locale != "en" }, texts: texts)
    }

    enum Format: String, CaseIterable { case xliff, po }

    static func export(_ format: Format, _ shipped: Shipped, _ translation: Catalog?, locale: String) -> SourceFile {
        let units = TranslationUnit.units(source: shipped.source, sourceFile: shipped.sourceFile, translation: translation)
        switch format {
        case .xliff:
            return SourceFile(path: "\(locale).xlf", text: XLIFFFormat.write(units, sourceLocale: "en", targetLocale: locale, original: "en.arb"))
        case .po:
            return SourceFile(path: "\(locale).po", text: POFormat.write(units, sourceLocale: "en", targetLocale: locale, sourceFileName: "en.arb",
                                                                        project: "Test", revisionDate: "2026-11-22 09:30+0000"))
        }
    }

    static func read(_ format: Format, _ file: SourceFile) -> (ImportedTranslations?, [Diagnostic]) {
        format == .xliff ? XLIFFFormat.read(file) : POFormat.read(file)
    }

    @Test(arguments: Format.allCases)
    func roundTripLeavesEveryShippedCatalogByteForByte(_ format: Format) throws {
        let shipped = try Self.shipped()
        for translation in shipped.translations {
            let file = Self.export(format, shipped, translation, locale: translation.locale)
            let (imported, diagnostics) = Self.read(format, file)
            #expect(diagnostics.isEmpty, "\(translation.locale): \(diagnostics.map(\.message))")
            let units = try #require(imported).units
            #expect(units.count == translation.messages.count)
            #expect(imported?.locale == translation.locale)
            let outcome = TranslationImport(source: shipped.source).merge(try #require(imported), locale: translation.locale, into: translation)
            #expect(outcome.diagnostics.isEmpty)
            #expect(outcome.unchanged == translation.messages.count)
            let merged = try #require(outcome.catalog).rendered(sourceOrder: shipped.source.messages.map(\.key))
            #expect(merged == shipped.texts[translation.path], "\(translation.locale) changed in a \(format) round trip")
        }
    }

    @Test(arguments: Format.allCases)
    func exportsCarryStateDescriptionsAndPlaceholders(_ format: Format) throws {
        let shipped = try Self.shipped()
        let de = try #require(shipped.translations.first { $0.locale == "de" })
        let text = String(decoding: Self.export(format, shipped, de, locale: "de").bytes, as: UTF8.self)
        let description = "Regular price of an auto-renewing subscription on the purchase screen"
        #expect(text.contains(description))
        switch format {
        case .xliff:
            #expect(text.contains("<ph id=\"1\" ctype=\"x-icu-argument\">{price}</ph>"))
            #expect(text.contains("<note from=\"placeholders\">{price}: Price, e.g. 4.99 EUR\n{unit}: PeriodUnit, e.g. month\n{count}: Int, e.g. 3</note>"))
            #expect(text.contains("<target state=\"translated\">"))
        case .po:
            #expect(text.contains("#. {price}: Price, e.g. 4.99 EUR\n#. {unit}: PeriodUnit, e.g. month\n#. {count}: Int, e.g. 3\n"))
            #expect(text.contains("msgctxt \"user.subscriptionPrice\"\n"))
        }
    }

    /// The English of one message changes: its translation exports as needing review, survives an
    /// unchanged import as needing review, and becomes current once the translator confirms it.
    @Test(arguments: Format.allCases)
    func reviewStateTravelsBothWays(_ format: Format) throws {
        let en = TestSupport.source("""
            {"@@locale": "en",
             "user.a": "Restore Purchases", "@user.a": {"description": "Button."},
             "user.b": "{count, plural, one {# coin} other {# coins}}", "@user.b": {"description": "Coins.", "placeholders": {"count": {"type": "Int", "example": "2"}}},
             "user.c": "Cancel", "@user.c": {"description": "Button."}}
            """)
        let de = TestSupport.source("""
            {"@@locale": "de",
             "user.a": "Käufe wiederherstellen", "@user.a": {"x-source-fingerprint": "\(SourceFingerprint.of("Restore purchases"))"},
             "user.b": "{count, plural, one {# Münze} other {# Münzen}}", "@user.b": {"x-source-fingerprint": "\(SourceFingerprint.of("{count, plural, one {# coin} other {# coins}}"))"}}
            """, path: "de.arb")
        var reader = CatalogReader()
        let readSource = reader.read(en), readTranslation = reader.read(de)
        let source = try #require(readSource), translation = try #require(readTranslation)
        let units = TranslationUnit.units(source: source, sourceFile: en, translation: translation)
        #expect(units.map(\.state) == [.needsReview, .translated, .new])

        func roundTrip(_ edit: (String) -> String) throws -> TranslationImport.Outcome {
            let exported: String = format == .xliff
                ? XLIFFFormat.write(units, sourceLocale: "en", targetLocale: "de", original: "en.arb")
                : POFormat.write(units, sourceLocale: "en", targetLocale: "de", sourceFileName: "en.arb", project: "T", revisionDate: "2026-01-01 00:00+0000")
            let file = SourceFile(path: "de.\(format == .xliff ? "xlf" : "po")", text: edit(exported))
            let (imported, diagnostics) = Self.read(format, file)
            #expect(diagnostics.isEmpty)
            return TranslationImport(source: source).merge(try #require(imported), locale: "de", into: translation)
        }
        // Unchanged: still needs review.
        let unchanged = try roundTrip { $0 }
        let stillStale = TranslationStatus(source: source, translations: [try reparse(unchanged, source: source)]).locales[0]
        #expect(stillStale.stale.map(\.key) == ["user.a"])
        #expect(stillStale.missing.map(\.key) == ["user.c"])
        // The translator confirms user.a and translates user.c.
        let confirmed = try roundTrip { text in
            if format == .xliff {
                return text.replacingOccurrences(of: "state=\"needs-review-translation\"", with: "state=\"translated\"")
                    .replacingOccurrences(of: "approved=\"no\"", with: "approved=\"yes\"")
                    .replacingOccurrences(of: "<source>Cancel</source>\n", with: "<source>Cancel</source>\n        <target state=\"translated\">Abbrechen</target>\n")
            }
            return text.replacingOccurrences(of: "#, fuzzy\n", with: "")
                .replacingOccurrences(of: "msgid \"Cancel\"\nmsgstr \"\"", with: "msgid \"Cancel\"\nmsgstr \"Abbrechen\"")
        }
        #expect(confirmed.added == 1 && confirmed.changed == 1)
        let done = TranslationStatus(source: source, translations: [try reparse(confirmed, source: source)]).locales[0]
        #expect(done.translated == 3 && done.stale.isEmpty && done.missing.isEmpty)
    }

    private func reparse(_ outcome: TranslationImport.Outcome, source: Catalog) throws -> Catalog {
        let text = try #require(outcome.catalog).rendered(sourceOrder: source.messages.map(\.key))
        var reader = CatalogReader()
        let read = reader.read(SourceFile(path: "de.arb", text: text))
        return try #require(read)
    }

    static let broken: [(Format, String, String, String, Int, Int)] = [
        (.xliff, "<target state=\"translated\">Der Kauf wurde abgebrochen.</target>", "<target state=\"translated\">Der Kauf wurde {abgebrochen.</target>", "invalid-argument-name", 0, 52),
        (.xliff, "id=\"error.orderExpired\" resname=\"error.orderExpired\"", "id=\"error.orderGone\" resname=\"error.orderGone\"", "unknown-message", 0, 7),
        (.xliff, "</body>", "</bdy>", "import-syntax", 0, 5),
        (.po, "msgstr \"Der Kauf wurde abgebrochen.\"", "msgstr \"Der {count, plural, one {#} other {#}} Kauf.\"", "unknown-placeholder", 0, 14),
        (.po, "msgctxt \"error.orderExpired\"", "msgctxt \"error.orderGone\"", "unknown-message", 0, 9),
        (.po, "msgstr \"Der Kauf wurde abgebrochen.\"", "msgstr \"Der Kauf wurde abgebrochen.", "import-syntax", 0, 8),
    ]

    /// Broken imports are reported where the translator wrote them, and nothing merges.
    @Test(arguments: broken)
    func brokenImportsPointIntoTheImportedFile(_ example: (Format, String, String, String, Int, Int)) throws {
        let (format, original, replacement, code, _, column) = example
        let shipped = try Self.shipped()
        let de = try #require(shipped.translations.first { $0.locale == "de" })
        let exported = String(decoding: Self.export(format, shipped, de, locale: "de").bytes, as: UTF8.self)
        #expect(exported.contains(original))
        let brokenText = exported.replacingOccurrences(of: original, with: replacement)
        let file = SourceFile(path: "de.\(format.rawValue)", text: brokenText)
        let (imported, readDiagnostics) = Self.read(format, file)
        var diagnostics = readDiagnostics
        if let imported, !readDiagnostics.hasErrors {
            let outcome = TranslationImport(source: shipped.source).merge(imported, locale: "de", into: de)
            #expect(outcome.catalog == nil)
            diagnostics += outcome.diagnostics
        }
        let diagnostic = try #require(diagnostics.first { $0.code == code }, "\(diagnostics.map(\.code))")
        let line = brokenText.components(separatedBy: "\n").firstIndex { $0.contains(replacement.components(separatedBy: "\n")[0]) }.map { $0 + 1 }
        let location = file.location(of: try #require(diagnostic.range).start)
        #expect(location.line == line)
        #expect(location.column == column)
    }

    @Test func xmlReaderDecodesEntitiesAndCDATAWithPositions() throws {
        let file = SourceFile(path: "t.xml", text: "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x='1' y=\"&lt;\">é&amp;<![CDATA[<b>]]>&#x1F600;<b/></a>")
        var reader = XMLReader(file: file)
        let read = reader.read()
        let root = try #require(read)
        #expect(root.attributes == ["x": "1", "y": "<"])
        let (text, offsets) = root.textWithOffsets
        #expect(text == "é&<b>😀")
        #expect(offsets.map { file.location(of: $0).column } == [19, 20, 34, 35, 36, 40])
        #expect(root.elements.map(\.name) == ["b"])
    }
}
