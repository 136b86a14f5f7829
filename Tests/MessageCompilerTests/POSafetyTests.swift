import Foundation
@testable import MessageCompiler
import Testing

/// A PO file msgc writes holds exactly one entry per message, whatever a description or placeholder
/// example says; a PO file with two entries for one key is refused on import, as gettext refuses it.
@Suite struct POSafetyTests {
    static let breaks = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"]

    static func export(description: String, example: String) throws -> String {
        let en = TestSupport.source("""
            {"@@locale": "en",
             "user.a": "Pay {price}", "@user.a": {"description": \(jsonString(description)),
               "placeholders": {"price": {"type": "IAPPrice", "example": \(jsonString(example))}}},
             "user.b": "Buy", "@user.b": {"description": "Button"}}
            """)
        var reader = CatalogReader()
        let read = reader.read(en)
        let source = try #require(read)
        let units = TranslationUnit.units(source: source, sourceFile: en, translation: nil)
        return POFormat.write(units, sourceLocale: "en", targetLocale: "de", sourceFileName: "en.arb\nmsgid \"x\"",
                              project: "Test", revisionDate: "2026-11-25 09:30+0000")
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast().description
    }

    @Test(arguments: breaks)
    func commentsCannotWriteEntries(_ lineBreak: String) throws {
        let injected = "4.99 EUR\(lineBreak)msgctxt \"user.b\"\(lineBreak)msgid \"Buy\"\(lineBreak)msgstr \"Gratis\""
        let po = try Self.export(description: "Price line\(lineBreak)msgctxt \"user.b\"", example: injected)
        // Every line is a comment, a keyword line of one of the two entries, a string, or blank.
        let lines = po.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("msgctxt ") }.count == 2, "\(po)")
        #expect(lines.filter { $0.hasPrefix("msgstr ") }.count == 3)   // the header's and the two entries'
        let (read, diagnostics) = POFormat.read(SourceFile(path: "de.po", text: po))
        #expect(diagnostics.isEmpty)
        #expect(read?.units.isEmpty == true)   // nothing translated, nothing injected
        try Self.msgfmtAccepts(po)
    }

    /// gettext's own checker, where it is installed: `msgfmt --check` finds no duplicate definition.
    static func msgfmtAccepts(_ po: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") else { return }
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de.po")
        try po.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        process.arguments = ["--check", "-o", "/dev/null", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// The header entry's fields, one per line of its text.
    static func headerFields(_ po: String) throws -> [String] {
        var parser = POFormat.Parser(file: SourceFile(path: "de.po", text: po))
        let entries = try parser.entries()
        let header = try #require(entries.first { $0.context == nil && $0.id.value.isEmpty })
        return header.string.value.split(separator: "\n").map(String.init)
    }

    static let hostileLocales = ["de.\"\nmsgid \"x\"\nmsgstr \"y\"\n", "de\\n\"\r\nLanguage: fr", "de\u{85}msgctxt \"user.b\"\u{2028}\t\u{0}\u{7F}"]

    /// Header values come from a catalog ("@@locale") and a folder name: none can add a header field
    /// or an entry, whatever quotes, backslashes, line breaks or control characters it holds.
    @Test(arguments: hostileLocales)
    func headerValuesCannotWriteFieldsOrEntries(_ hostile: String) throws {
        let en = TestSupport.source(#"{"@@locale": "en", "user.a": "Buy", "@user.a": {"description": "Button"}}"#)
        var reader = CatalogReader()
        let read = reader.read(en)
        let source = try #require(read)
        let units = TranslationUnit.units(source: source, sourceFile: en, translation: nil)
        let po = POFormat.write(units, sourceLocale: "en", targetLocale: hostile, sourceFileName: "en.arb",
                                project: "Shop\nLanguage: fr\"", revisionDate: "2026-11-25 09:30+0000")
        let fields = try Self.headerFields(po).map { String($0.prefix { $0 != ":" }) }
        #expect(fields == ["Project-Id-Version", "PO-Revision-Date", "Last-Translator", "Language-Team", "MIME-Version",
                           "Content-Type", "Content-Transfer-Encoding", "Language", "X-Source-Language", "X-Generator"], "\(po)")
        let lines = po.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("msgctxt ") } == ["msgctxt \"user.a\""], "\(po)")
        #expect(lines.filter { $0.hasPrefix("msgid ") }.count == 2)
        let (imported, diagnostics) = POFormat.read(SourceFile(path: "de.po", text: po))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(imported?.units.isEmpty == true)
        try Self.msgfmtAccepts(po)
    }

    /// `msgc export` writes a canonical tag, never a catalog's "@@locale" as spelled: the PO holds
    /// exactly the catalog's entries and `Language: de`.
    /// "@@locale" spellings that msgc reads as German (a POSIX codeset or modifier follows the tag) and
    /// that hold a PO string's end, line breaks, a backslash and control characters.
    static let hostileGermanSpellings = ["de.\"\nmsgid \"x\"\nmsgstr \"y\"\n", "de.UTF-8\\\"\r\nLanguage: fr\t\u{1}", "de@\"\u{0B}msgctxt \"user.b\"\u{0C}"]

    @Test(arguments: hostileGermanSpellings)
    func exportWritesTheTagNotTheCatalogsSpelling(_ hostile: String) throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogs = directory.appendingPathComponent("Localizations")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        try #"{"@@locale": "en", "user.a": "Buy", "@user.a": {"description": "Button"}, "user.b": "Restore", "@user.b": {"description": "Button"}}"#
            .write(to: catalogs.appendingPathComponent("en.arb"), atomically: true, encoding: .utf8)
        try #"{"@@locale": \#(Self.jsonString(hostile)), "user.a": "Kaufen", "user.b": "Wiederherstellen"}"#
            .write(to: catalogs.appendingPathComponent("de.arb"), atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("de.po")
        let run = try MsgcCommandTests.run(["export", catalogs.path, "--locale", "de", "--format", "po", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let po = try String(contentsOf: output, encoding: .utf8)
        let (read, diagnostics) = POFormat.read(SourceFile(path: "de.po", text: po))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(read?.locale == "de")
        #expect(read?.units.map(\.key) == ["user.a", "user.b"], "\(po)")
        #expect(read?.units.map(\.target.value) == ["Kaufen", "Wiederherstellen"])
        let fields = try Self.headerFields(po)
        #expect(fields.filter { $0.hasPrefix("Language") } == ["Language-Team: de", "Language: de"], "\(po)")
        #expect(fields.count == 10, "\(fields)")
        try Self.msgfmtAccepts(po)
    }

    @Test func aSecondEntryForOneKeyIsAnError() {
        let po = """
            msgid ""
            msgstr ""
            "Language: de\\n"

            msgctxt "user.a"
            msgid "Pay {price}"
            msgstr "Zahlen Sie {price}"

            msgctxt "user.b"
            msgid "Buy"
            msgstr "Kaufen"

            msgctxt "user.a"
            msgid "Pay {price}"
            msgstr "Gratis"
            """
        let file = SourceFile(path: "de.po", text: po)
        let (read, diagnostics) = POFormat.read(file)
        #expect(diagnostics.map { $0.formatted(in: ["de.po": file]) } == ["de.po:13:9: error: a second entry for 'user.a'; the first is on line 5 [import-syntax]"])
        #expect(read?.units.map(\.target.value) == ["Zahlen Sie {price}", "Kaufen"])
    }
}
