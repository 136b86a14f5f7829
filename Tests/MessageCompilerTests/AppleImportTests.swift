import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Migrating a real-looking app's string tables and String Catalog (Fixtures/apple, see its README).
@Suite struct AppleImportTests {
    static let root = TestSupport.fixtures.appendingPathComponent("apple")

    static func files(under folder: URL) throws -> [SourceFile] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { ["strings", "stringsdict", "xcstrings"].contains(URL(fileURLWithPath: $0).pathExtension) }.sorted() ?? []
        return try paths.map { relative in
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(relative)))
            if relative.hasSuffix(".strings") {
                return SourceFile(path: relative, text: try #require(AppleStringsFile.decode(bytes), "\(relative) decodes"))
            }
            return SourceFile(path: relative, bytes: bytes)
        }
    }

    /// Imports, renders each catalog as ARB, and compiles the result.
    static func migrate(_ files: [SourceFile]) throws -> (catalogs: [String: Catalog], compiled: CompiledMessages, catalog: MessageCatalog) {
        var migration = AppleImport()
        files.forEach { migration.add($0) }
        #expect(migration.diagnostics.isEmpty, "\(migration.diagnostics.map(\.message))")
        let source = migration.sourceLanguage ?? "en"
        let editable = migration.catalogs(sourceLocale: source, existing: [:])
        let order = try #require(editable[source]).entries.map(\.key)
        let arb = editable.map { SourceFile(path: "\($0.key).arb", text: $0.value.rendered(sourceOrder: order)) }
        let result = MessageCatalogCompiler(options: .init(sourceLocale: source)).compile(arb)
        #expect(!result.hasErrors, "\(result.formattedDiagnostics)")
        let compiled = try #require(result.compiled)
        var reader = CatalogReader()
        let catalogs = Dictionary(uniqueKeysWithValues: arb.compactMap { reader.read($0) }.map { ($0.locale, $0) })
        return (catalogs, compiled, MessageCatalog(sourceLocale: source, locales: compiled.locales,
                                                   tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings()))
    }

    @Test func stringTablesBecomeCatalogsThatCompile() throws {
        let (catalogs, compiled, catalog) = try Self.migrate(try Self.files(under: Self.root.appendingPathComponent("ShopApp")))
        #expect(Set(compiled.locales) == ["en", "de", "fr", "ru"])
        let en = try #require(catalogs["en"])
        func text(_ locale: String, _ key: String) -> String? { catalogs[locale]?.message(key)?.text.value }
        #expect(text("en", "user.purchaseFailed") == "Purchase failed: {arg1}")
        #expect(text("en", "user.couldntFindAnyPurchasesToRestore") == "Couldn''t find any purchases to restore.")
        #expect(text("en", "error.network") == "Can''t reach the App Store.\nCheck your internet connection and try again.")
        #expect(text("en", "user.priceLabel") == "Price:\t{arg1}")
        #expect(text("en", "user.saleBanner") == "Save 20% today")
        #expect(text("en", "user.vatNote") == "Includes {arg1, number, ::.00}% VAT")
        #expect(text("en", "user.purchaseInProgress") == "Don''t close the app '{'yet'}' — your purchase is still processing.")
        #expect(text("en", "user.restoredPurchases") == "{purchases, plural, =0 {You don''t have any purchases to restore.} one {# purchase was restored.} other {# purchases were restored.}}")
        #expect(text("en", "user.subscriptionPrice") == "{arg1} every {months, plural, one {month} other {# months}}")
        // Comments become descriptions; the Apple key is kept; arguments are typed.
        let productPrice = try #require(en.message("user.productPrice"))
        #expect(productPrice.description == "Product tile. %1$@ is the product name, %2$@ the formatted price.")
        #expect(productPrice.placeholders.map(\.type) == [.string, .string])
        #expect(en.message("user.verifyingProgress")?.placeholders.map(\.type) == [.int, .int])
        #expect(productPrice.metadataMembers.contains { $0.key.value == "x-apple-key" && $0.value.string?.value == "product_price" })
        // UTF-16LE (de, CRLF) and UTF-16BE (fr, \U00A0) decoded.
        #expect(text("de", "user.restoreButton") == "Käufe wiederherstellen")
        #expect(text("fr", "user.priceLabel")?.contains("\u{A0}:") == true)
        #expect(catalogs["de"]?.message("error.noProducts") == nil)
        // Reordered arguments and plurals render as the app rendered them.
        func render(_ key: String, _ locale: String, _ arguments: [MessageArgument]) throws -> String {
            catalog.string(try #require(compiled.slots.firstIndex(of: key)), arguments, preferredLanguages: [locale])
        }
        #expect(try render("user.productPrice", "de", [.string("Gold"), .string("4,99 €")]) == "Für 4,99 € erhalten Sie Gold")
        #expect(try render("user.restoredPurchases", "en", [.int(0)]) == "You don't have any purchases to restore.")
        #expect(try render("user.restoredPurchases", "ru", [.int(22)]) == "Восстановлены 22 покупки.")
        #expect(try render("user.restoredPurchases", "ru", [.int(25)]) == "Восстановлено 25 покупок.")
        #expect(try render("user.vatNote", "en", [.double(19)]) == "Includes 19.00% VAT")
    }

    @Test func stringCatalogStatesPluralsAndSubstitutions() throws {
        let file = try #require(try Self.files(under: Self.root).first { $0.path == "Localizable.xcstrings" })
        let (catalogs, compiled, catalog) = try Self.migrate([file])
        #expect(Set(compiled.locales) == ["en", "de", "ja"])
        let source = try #require(catalogs["en"])
        let status = TranslationStatus(source: source, translations: [try #require(catalogs["de"]), try #require(catalogs["ja"])])
        let de = try #require(status.locales.first { $0.locale == "de" })
        let ja = try #require(status.locales.first { $0.locale == "ja" })
        #expect(de.stale.count == 1, "the needs_review string stays in review")
        #expect(ja.missing.count == 1, "the 'new' string with no value is not a translation")
        #expect(source.messages.count == 8, "8 strings, one with shouldTranslate: false, kept as not to be translated")
        #expect(source.messages.filter(DoNotTranslateTests.isMarked).map(\.key) == ["user.shopAppPro"])
        let coins = try #require(source.messages.first { $0.text.value.contains("coins, plural") })
        #expect(coins.text.value == "{arg1} gets {coins, plural, one {# coin} other {# coins}}")
        let slot = try #require(compiled.slots.firstIndex(of: coins.key))
        #expect(catalog.string(slot, [.string("Mia"), .int(1)], preferredLanguages: ["de"]) == "Mia erhält 1 Münze")
        #expect(catalog.string(slot, [.string("Mia"), .int(1200)], preferredLanguages: ["ja"]) == "Miaさんに1,200コインが贈られました")
    }

    @Test func ourOwnStringCatalogExportImportsBackToTheSameMessages() throws {
        var reader = CatalogReader()
        let files = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations"))
        let catalogs = files.compactMap { reader.read($0) }
        let source = try #require(catalogs.first { $0.locale == "en" })
        let ru = catalogs.first { $0.locale == "ru" }
        let exported = StringCatalogFormat.write(source: source, translations: [("ru", ru)])
        let (migrated, _, _) = try Self.migrate([SourceFile(path: "Localizable.xcstrings", text: exported)])
        // Messages without select come back as they were (String Catalogs cannot hold select).
        for message in source.messages where MessageKey(message.key)?.kind != .debug && !message.text.value.contains("select") {
            let back = try #require(migrated["en"]?.message(message.key), "\(message.key)")
            let (original, _, _) = MessageFormatParserTests.parse(message.text.value)
            let (returned, _, _) = MessageFormatParserTests.parse(back.text.value)
            let caseArguments = StringCatalogFormat.argumentsByCase(source)[MessageKey(message.key)?.parentKey ?? message.key] ?? []
            let names = Dictionary(uniqueKeysWithValues: caseArguments.enumerated().map { ("arg\($0.offset + 1)", $0.element.name) })
            let dumped = MessageFormatParserTests.dump(try #require(returned).nodes)
            let renamed = names.reduce(dumped) { $0.replacingOccurrences(of: "{\($1.key)", with: "{\($1.value)") }
                .replacingOccurrences(of: "{count plural", with: "{\(message.placeholders.first { $0.type == .int }?.name ?? "count") plural")
            // printf has no number skeletons, date or duration styles: {statusCode, number, ::group-off}
            // comes back as {statusCode}, {date, date, long} as {date}, {retryAfter, duration} as {retryAfter}.
            let expected = MessageFormatParserTests.dump(try #require(original).nodes)
                .replacingOccurrences(of: " ::group-off", with: "").replacingOccurrences(of: " date long", with: "")
                .replacingOccurrences(of: " duration}", with: "}")
            #expect(renamed == expected, "\(message.key): \(renamed) vs \(expected)")
        }
    }
}

/// String Catalog texts that vary by device (Fixtures/apple-devices): msgc keeps one text per
/// message, the `other` device's (or the only device's), says which devices' texts it left out, and
/// imports every language; a plural inside a device variation stays a plural.
@Suite struct AppleDeviceVariationTests {
    static let file = TestSupport.fixtures.appendingPathComponent("apple-devices/Localizable.xcstrings")

    /// `path:line:column` of the `occurrence`-th (from 1) `"device"` key in `text`.
    static func deviceKeyPosition(_ occurrence: Int, in file: SourceFile) throws -> String {
        let bytes = file.bytes, needle = Array("\"device\"".utf8)
        var found = 0
        for offset in 0...(bytes.count - needle.count) where bytes[offset..<offset + needle.count].elementsEqual(needle) {
            found += 1
            if found == occurrence {
                let (line, column) = file.location(of: offset)
                return "\(file.path):\(line):\(column)"
            }
        }
        Issue.record("no \(occurrence). \"device\" key")
        return ""
    }

    @Test func theOtherDevicesTextIsImportedWithAWarningInEveryLanguage() throws {
        let file = SourceFile(path: "Localizable.xcstrings", bytes: Array(try Data(contentsOf: Self.file)))
        var migration = AppleImport()
        migration.add(file)
        let printed = migration.diagnostics.sortedForPrinting().map { $0.formatted(in: [file.path: file]) }
        let dropped = "warning: the device-specific texts for 'iphone' are not imported; the 'other' text is imported as the text for every device [import-device-variations]"
        let droppedTwo = "warning: the device-specific texts for 'iphone', 'mac' are not imported; the 'other' text is imported as the text for every device [import-device-variations]"
        let only = "warning: this text varies by device but only 'applewatch' has one; it is imported as the text for every device [import-device-variations]"
        let expected = try [dropped, dropped, droppedTwo, droppedTwo, only, only].enumerated().map { index, message in
            "\(try Self.deviceKeyPosition(index + 1, in: file)): \(message)"
        }
        #expect(printed.map { String($0.prefix { $0 != "\n" }) } == expected, "\(printed)")
        #expect(!migration.diagnostics.hasErrors)

        let editable = migration.catalogs(sourceLocale: "en", existing: [:])
        #expect(Set(editable.keys) == ["en", "de"], "German is written too")
        let order = try #require(editable["en"]).entries.map(\.key)
        let arb = editable.map { SourceFile(path: "\($0.key).arb", text: $0.value.rendered(sourceOrder: order)) }
        let result = MessageCatalogCompiler(options: .init(sourceLocale: "en")).compile(arb)
        #expect(!result.hasErrors, "\(result.formattedDiagnostics)")
        var reader = CatalogReader()
        let catalogs = Dictionary(uniqueKeysWithValues: arb.compactMap { reader.read($0) }.map { ($0.locale, $0) })
        func text(_ locale: String, _ key: String) -> String? { catalogs[locale]?.message(key)?.text.value }
        #expect(text("en", "user.tapToBuy") == "Select to buy")
        #expect(text("de", "user.tapToBuy") == "Zum Kaufen auswählen")
        #expect(text("en", "user.watchHint") == "Press to buy")
        #expect(text("de", "user.watchHint") == "Zum Kaufen drücken")
        #expect(text("en", "user.itemsInYourCart") == "{count, plural, one {# item in your cart} other {# items in your cart}}")
        #expect(text("de", "user.itemsInYourCart") == "{count, plural, one {# Artikel im Warenkorb} other {# Artikel im Warenkorb}}")
        #expect(text("de", "user.restorePurchases") == "Käufe wiederherstellen")
    }

    /// Several devices and no `other`: no text is the one for every device, so the import stops there.
    @Test func severalDevicesWithoutOtherAreAnErrorAtTheVariations() throws {
        let file = SourceFile(path: "Localizable.xcstrings", text: """
            {"sourceLanguage": "en", "strings": {"Tap to buy": {"localizations": {"en": {"variations": {"device": {
              "iphone": {"stringUnit": {"state": "translated", "value": "Tap to buy"}},
              "mac": {"stringUnit": {"state": "translated", "value": "Click to buy"}}}}}}}}}
            """)
        var migration = AppleImport()
        migration.add(file)
        #expect(migration.diagnostics.map { $0.formatted(in: [file.path: file]) }.first
            == "Localizable.xcstrings:1:93: error: the device variations iphone, mac have no 'other', the text every other device shows, so msgc cannot choose one text for all; add an 'other' variation [import-syntax]")
        #expect(migration.diagnostics.hasErrors)
    }
}

/// Apple keys whose plain Swift name Swift or the generated code already has (`Description`, `Text`,
/// `Self`, `init`…) still migrate: they are given a name msgc accepts, and the result compiles.
@Suite struct AppleReservedKeyTests {
    static let keys = ["Description", "Text", "Self", "self", "Type", "init", "Protocol", "slot", "Arguments",
                       "message slots", "errorDescription", "Error Description", "failureReason", "default", "3 items"]

    @Test func reservedNamesGetAUsableNameAndTheCatalogsCompile() throws {
        let strings = Self.keys.map { "\"\($0)\" = \"Text of \($0)\";\n" }.joined()
        let german = Self.keys.map { "\"\($0)\" = \"Text von \($0)\";\n" }.joined()
        var migration = AppleImport()
        migration.add(SourceFile(path: "App/en.lproj/Localizable.strings", text: strings))
        migration.add(SourceFile(path: "App/de.lproj/Localizable.strings", text: german))
        #expect(migration.diagnostics.isEmpty, "\(migration.diagnostics.map(\.message))")
        let editable = migration.catalogs(sourceLocale: "en", existing: [:])
        let order = try #require(editable["en"]).entries.map(\.key)
        #expect(order.count == Self.keys.count, "every key migrates: \(order)")
        #expect(order.contains("user.messageDescription") && order.contains("user.messageText") && order.contains("user.messageSelf")
            && order.contains("user.messageInit") && order.contains("error.messageDescription"), "\(order)")
        let arb = editable.map { SourceFile(path: "\($0.key).arb", text: $0.value.rendered(sourceOrder: order)) }
        let result = MessageCatalogCompiler(options: .init(sourceLocale: "en")).compile(arb)
        #expect(!result.hasErrors, "\(result.formattedDiagnostics)")
        let swift = try #require(result.swift)
        let output = try GeneratedSwiftCompiler.check(swift)
        #expect(output.status == 0 && !output.diagnostics.contains("warning:"), "\(output.diagnostics.prefix(2000))")
    }
}
