import Foundation
import MessageCompiler
import Testing

/// Imports never produce what `msgc check` rejects: control characters, odd locale spellings, a
/// second language in one file, bytes that are not UTF-8; and PO files from Windows tools read.
@Suite struct ImportSafetyTests {
    typealias Format = InterchangeTests.Format

    /// The shipped German exported in `format`, edited, read back and merged into de.arb.
    static func importEdited(_ format: Format, _ edit: (String) -> String) throws -> (file: SourceFile, diagnostics: [Diagnostic], outcome: TranslationImport.Outcome?) {
        let shipped = try InterchangeTests.shipped()
        let de = try #require(shipped.translations.first { $0.locale == "de" })
        let exported = String(decoding: InterchangeTests.export(format, shipped, de, locale: "de").bytes, as: UTF8.self)
        let file = SourceFile(path: "de.\(format == .xliff ? "xlf" : "po")", text: edit(exported))
        let (imported, diagnostics) = InterchangeTests.read(format, file)
        guard let imported, !diagnostics.hasErrors else { return (file, diagnostics, nil) }
        let outcome = TranslationImport(source: shipped.source).merge(imported, locale: "de", into: de)
        return (file, diagnostics + outcome.diagnostics, outcome)
    }

    static func position(_ diagnostic: Diagnostic?, in file: SourceFile) throws -> String {
        let range = try #require(diagnostic?.range)
        let (line, column) = file.location(of: range.start)
        return "\(line):\(column)"
    }

    static func line(containing text: String, in file: SourceFile) -> Int? {
        String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    // MARK: - Control characters

    @Test(arguments: [("&#1;", UInt32(1)), ("&#13;", UInt32(13)), ("&#x7F;", UInt32(0x7F))])
    func xliffControlCharactersAreRefusedWhereTheyAre(_ example: (String, UInt32)) throws {
        let (file, diagnostics, outcome) = try Self.importEdited(.xliff) {
            $0.replacingOccurrences(of: ">Der Kauf wurde abgebrochen.<", with: ">Der Kauf\(example.0) wurde abgebrochen.<")
        }
        #expect(outcome?.catalog == nil)
        let diagnostic = diagnostics.first { $0.code == "control-character" }
        #expect(diagnostic?.message == DiagnosticKind.controlCharacter(example.1).message)
        let line = try #require(Self.line(containing: "Der Kauf\(example.0)", in: file))
        // The column of the reference itself: 9 characters of text after the opening tag.
        let column = try #require(String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n")[line - 1].range(of: example.0))
        let expectedColumn = String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n")[line - 1][..<column.lowerBound].count + 1
        #expect(try Self.position(diagnostic, in: file) == "\(line):\(expectedColumn)")
    }

    @Test func poCarriageReturnEscapeIsRefused() throws {
        let (file, diagnostics, outcome) = try Self.importEdited(.po) {
            $0.replacingOccurrences(of: "msgstr \"Der Kauf wurde abgebrochen.\"", with: "msgstr \"Der Kauf\\rwurde abgebrochen.\"")
        }
        #expect(outcome?.catalog == nil)
        let diagnostic = diagnostics.first { $0.code == "control-character" }
        let line = try #require(Self.line(containing: "Der Kauf\\rwurde", in: file))
        #expect(try Self.position(diagnostic, in: file) == "\(line):17")
    }

    // MARK: - PO encodings

    @Test func poWithCRLFLineEndsAndAByteOrderMarkReadsLikeTheOriginal() throws {
        let shipped = try InterchangeTests.shipped()
        let de = try #require(shipped.translations.first { $0.locale == "de" })
        let exported = String(decoding: InterchangeTests.export(.po, shipped, de, locale: "de").bytes, as: UTF8.self)
        let (plain, _) = POFormat.read(SourceFile(path: "de.po", text: exported))
        let variants = [
            SourceFile(path: "crlf.po", text: exported.replacingOccurrences(of: "\n", with: "\r\n")),
            SourceFile(path: "bom.po", bytes: [0xEF, 0xBB, 0xBF] + Array(exported.utf8)),
            SourceFile(path: "both.po", bytes: [0xEF, 0xBB, 0xBF] + Array(exported.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ]
        // Every message of the German catalog, each unchanged by the round trip.
        let messages = de.messages.count
        #expect(messages > 80)
        for file in variants {
            let (imported, diagnostics) = POFormat.read(file)
            #expect(diagnostics.isEmpty, "\(file.path): \(diagnostics.map(\.message))")
            #expect(imported?.locale == "de")
            #expect(imported?.units.map(\.target.value) == plain?.units.map(\.target.value), "\(file.path)")
            #expect(imported?.units.count == messages)
            let outcome = TranslationImport(source: shipped.source).merge(try #require(imported), locale: "de", into: de)
            #expect(outcome.unchanged == messages && outcome.diagnostics.isEmpty, "\(file.path)")
        }
    }

    @Test func poErrorsInACRLFFileAreReportedWhereTheyAreInTheLFFile() throws {
        func brokenBrace(lineEnd: String) throws -> String {
            let (file, diagnostics, _) = try Self.importEdited(.po) {
                $0.replacingOccurrences(of: "msgstr \"Der Kauf wurde abgebrochen.\"", with: "msgstr \"Der Kauf wurde {abgebrochen.\"")
                    .replacingOccurrences(of: "\n", with: lineEnd)
            }
            return try Self.position(diagnostics.first { $0.code == "invalid-argument-name" }, in: file)
        }
        let lf = try brokenBrace(lineEnd: "\n")
        #expect(try brokenBrace(lineEnd: "\r\n") == lf)
        #expect(lf.hasSuffix(":25"), "the name after '{' in 'msgstr \"Der Kauf wurde {abgebrochen.'")
    }

    @Test(arguments: Format.allCases)
    func invalidUTF8IsAnErrorAtItsByteNeverAReplacementCharacter(_ format: Format) throws {
        let (clean, _, _) = try Self.importEdited(format) { $0 }
        var bytes = clean.bytes
        let marker = Array("Der Kauf wurde abgebrochen.".utf8)
        let start = try #require((0...(bytes.count - marker.count)).first { Array(bytes[$0..<$0 + marker.count]) == marker })
        bytes[start + 4] = 0xFF  // "Der K\u{FF}uf"
        let file = SourceFile(path: clean.path, bytes: bytes)
        let (imported, diagnostics) = InterchangeTests.read(format, file)
        let error = try #require(diagnostics.first { $0.severity == .error }, "\(format) read invalid UTF-8 without an error")
        #expect(error.message.contains("invalid UTF-8"))
        #expect(error.range?.start == start + 4)
        #expect(imported?.units.contains { $0.target.value.contains("\u{FFFD}") } != true)
    }

    // MARK: - Locales

    @Test(arguments: [("DE", "de"), ("pt_br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("ES-419", "es-419"),
                      ("sr-latn", "sr-Latn"), ("de-CH-1901", "de-CH-1901"), ("ar-EG-U-NU-LATN", "ar-EG-u-nu-latn"), ("en-x-Test", "en-x-test")])
    func tagsTakeTheirCanonicalCase(_ example: (String, String)) {
        #expect(LanguageTag.canonical(example.0) == example.1)
    }

    @Test(arguments: ["", "../../x", "de/..", "x y", "de_DE.UTF-8", "d", "deutsch-de-x", "de-", "-de", "de--DE", "x-private",
                      "de-a", "de-DE-u", "de-abcdefghi", String(repeating: "a-bc", count: 40)])
    func malformedTagsAreRefused(_ tag: String) {
        #expect(LanguageTag.canonical(tag) == nil)
        #expect(!LanguageTag.isWellFormed(tag))
    }

    @Test func theFileDecidesTheLocaleInCanonicalCase() throws {
        let (file, _, _) = try Self.importEdited(.xliff) { $0.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"DE\"") }
        let (imported, _) = XLIFFFormat.read(file)
        #expect(try #require(imported).targetLocale(option: nil).locale == "de")
        let (po, _, _) = try Self.importEdited(.po) { $0.replacingOccurrences(of: "\"Language: de\\n\"", with: "\"Language: pt_br\\n\"") }
        let (poImported, _) = POFormat.read(po)
        #expect(try #require(poImported).targetLocale(option: nil).locale == "pt-BR")
        // --locale may narrow the file's language, never name another one.
        #expect(try #require(poImported).targetLocale(option: "pt").locale == "pt")
        let conflict = try #require(imported).targetLocale(option: "fr")
        #expect(conflict.locale == nil)
        #expect(conflict.diagnostics.map(\.code) == ["import-locale-conflict"])
        #expect(try Self.position(conflict.diagnostics.first, in: file) == "3:3")
    }

    @Test func aLanguageHeaderThatIsNoTagIsReportedOnItsLine() throws {
        let (file, _, _) = try Self.importEdited(.po) { $0.replacingOccurrences(of: "\"Language: de\\n\"", with: "\"Language: ../../x\\n\"") }
        let (imported, _) = POFormat.read(file)
        let resolved = try #require(imported).targetLocale(option: nil)
        #expect(resolved.locale == nil)
        #expect(resolved.diagnostics.map(\.code) == ["invalid-locale-tag"])
        let line = try #require(Self.line(containing: "Language: ../../x", in: file))
        #expect(try Self.position(resolved.diagnostics.first, in: file) == "\(line):2")
    }

    @Test func aMultiFileXLIFFMustHoldOneLanguage() throws {
        func twoFiles(_ second: String) throws -> (SourceFile, [Diagnostic]) {
            let (clean, _, _) = try Self.importEdited(.xliff) { $0 }
            let text = String(decoding: clean.bytes, as: UTF8.self)
            let start = try #require(text.range(of: "  <file ")), end = try #require(text.range(of: "</file>\n"))
            let secondFile = String(text[start.lowerBound..<end.upperBound]).replacingOccurrences(of: "target-language=\"de\"", with: second)
                .replacingOccurrences(of: ">Der Kauf wurde abgebrochen.<", with: ">Achat annulé.<")
            let file = SourceFile(path: "de.xlf", text: String(text[..<end.upperBound]) + secondFile + String(text[end.upperBound...]))
            return (file, XLIFFFormat.read(file).1)
        }
        let (file, mixed) = try twoFiles("target-language=\"fr\"")
        #expect(mixed.map(\.code) == ["import-mixed-locales"])
        #expect(mixed.first?.message == "this <file> is for 'fr' but the <file> on line 3 is for 'de'; a file must hold one language")
        let secondLine = try #require(String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n").enumerated()
            .filter { $0.element.hasPrefix("  <file ") }.dropFirst().first).offset + 1
        #expect(try Self.position(mixed.first, in: file) == "\(secondLine):3")
        #expect(try twoFiles("target-language=\"DE\"").1.isEmpty, "the same language in another letter case")
        #expect(try twoFiles("").1.first?.message.contains("without target-language") == true)
    }

    // MARK: - The result as msgc check sees it

    @Test func theResultCheckCatchesWhatTheImportedTextsDoNotShow() throws {
        let en = TestSupport.source("{\"@@locale\": \"en\", \"user.a\": \"A\", \"@user.a\": {\"description\": \"d\"}}", path: "L/en.arb")
        let de = TestSupport.source("{\"@@locale\": \"de\", \"user.a\": \"Ä\"}", path: "L/de.arb")
        let broken = TestSupport.source("{\"@@locale\": \"fr\", \"user.a\": \"{\"}", path: "L/fr.arb")
        // A second catalog for German under another spelling: the error shows in the file not written.
        let upper = TestSupport.source("{\"@@locale\": \"DE\", \"user.a\": \"Ä\"}", path: "L/DE.arb")
        let result = ImportResultCheck.errors(writing: [upper], over: [en, de, broken], sourceLocale: "en")
        #expect(result.errors.map(\.code) == ["duplicate-locale"], "fr.arb's own error was there before")
        #expect(result.errors.first.map { $0.formatted(in: result.files) }?.hasPrefix("L/de.arb:1:14: error: locale 'de' is also provided by DE.arb") == true)
        let fine = TestSupport.source("{\"@@locale\": \"de\", \"user.a\": \"Ö\"}", path: "L/de.arb")
        #expect(ImportResultCheck.errors(writing: [fine], over: [en, de, broken], sourceLocale: "en").errors.isEmpty)
        let control = TestSupport.source("{\"@@locale\": \"de\", \"user.a\": \"\\u0001\"}", path: "L/de.arb")
        #expect(ImportResultCheck.errors(writing: [control], over: [en, de], sourceLocale: "en").errors.map(\.code) == ["control-character"])
    }

    @Test func anEmptyLocaleIsNoLongerSkippedInSilence() {
        let en = TestSupport.source("{\"@@locale\": \"en\", \"user.a\": \"A\", \"@user.a\": {\"description\": \"d\"}}")
        let hidden = TestSupport.source("{\"@@locale\": \"\", \"user.a\": \"X\"}", path: ".arb")
        let result = MessageCatalogCompiler().check([en, hidden])
        #expect(result.formattedDiagnostics.first == ".arb:1:14: error: '' is not a well-formed BCP 47 language tag [invalid-locale-tag]")
    }

    // MARK: - Apple migration

    @Test func lprojFoldersThatAreNoLocaleAreNamedAndLeftOut() throws {
        var migration = AppleImport()
        for folder in ["en", "Base", "PT-br", "fr_CA", "German", "x y", ""] {
            migration.add(SourceFile(path: "App/\(folder).lproj/Localizable.strings", text: "\"hello\" = \"Hello from \(folder)\";\n"))
        }
        let warnings = migration.diagnostics.map { "\($0.severity) \($0.code) \($0.message)" }
        #expect(warnings == [
            "warning import-folder-not-locale folder 'German.lproj' is not named after a locale; its files are not imported",
            "warning import-folder-not-locale folder 'x y.lproj' is not named after a locale; its files are not imported",
            "warning import-folder-not-locale folder '.lproj' is not named after a locale; its files are not imported",
        ])
        // Base.lproj is the development language, which the migration takes to be English.
        #expect(Set(migration.messages.map(\.locale)) == ["en", "pt-BR", "fr-CA"])
    }
}
