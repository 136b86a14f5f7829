import Foundation
import MessageCompiler
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
