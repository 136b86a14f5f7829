import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// A String Catalog migrated as it is: the result, as ARB text, compiled, with what the migration said.
struct MigratedCatalogs {
    var migration: AppleImport
    var files: [String: SourceFile]
    var arb: [String: String]
    var result: MessageCatalogCompiler.Result

    init(_ files: [SourceFile]) {
        var migration = AppleImport()
        files.forEach { migration.add($0) }
        self.migration = migration
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let source = migration.sourceLanguage ?? "en"
        let editable = migration.catalogs(sourceLocale: source, existing: [:])
        let order = editable[source]?.entries.map(\.key) ?? []
        arb = editable.mapValues { $0.rendered(sourceOrder: order) }
        result = MessageCatalogCompiler(options: .init(sourceLocale: source))
            .compile(arb.sorted { $0.key < $1.key }.map { SourceFile(path: "\($0.key).arb", text: $0.value) })
    }

    /// What the migration printed about the Apple files, as `path:line:column: severity: message [code]`.
    var printed: [String] {
        migration.diagnostics.sortedForPrinting().map { String($0.formatted(in: files).prefix { $0 != "\n" }) }
    }

    func catalog(_ locale: String) -> Catalog? {
        var reader = CatalogReader()
        return arb[locale].flatMap { reader.read(SourceFile(path: "\(locale).arb", text: $0)) }
    }

    func text(_ locale: String, _ key: String) -> String? { catalog(locale)?.message(key)?.text.value }

    /// The message as the app shows it to a user of `locale`.
    func render(_ key: String, _ locale: String, _ arguments: [MessageArgument]) throws -> String {
        let compiled = try #require(result.compiled, "\(result.formattedDiagnostics)")
        let catalog = MessageCatalog(sourceLocale: compiled.sourceLocale, locales: compiled.locales,
                                     tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings())
        return catalog.string(try #require(compiled.slots.firstIndex(of: key)), arguments, preferredLanguages: [locale])
    }
}

/// One argument named two ways in one String Catalog entry (issue 37, 10): the source varies the whole
/// string by plural (`count`) while a translation uses a substitution (`%#@n@`), or the other way
/// round, or the languages' substitutions have names of their own. An argument is the one at its
/// position, so the entry is one message with one argument, named as the source names it
/// (Fixtures/apple/Substitutions, written as Xcode writes String Catalogs).
@Suite struct StringCatalogArgumentNamingTests {
    static let file: SourceFile = {
        let url = TestSupport.fixtures.appendingPathComponent("apple/Substitutions/Localizable.xcstrings")
        return SourceFile(path: "Localizable.xcstrings", bytes: Array((try? Data(contentsOf: url)) ?? Data()))
    }()

    @Test func aPluralVariationAndASubstitutionAreOneArgument() throws {
        let migrated = MigratedCatalogs([Self.file])
        #expect(!migrated.result.hasErrors, "\(migrated.result.formattedDiagnostics)")
        #expect(migrated.text("en", "user.itemsInYourCart") == "{count, plural, one {# item in your cart} other {# items in your cart}}")
        #expect(migrated.text("de", "user.itemsInYourCart") == "{count, plural, one {# Artikel} other {# Artikel}} im Warenkorb")
        #expect(migrated.text("ru", "user.itemsInYourCart") == "В корзине {count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}")
        #expect(migrated.catalog("en")?.message("user.itemsInYourCart")?.placeholders.map(\.name) == ["count"])
        #expect(try migrated.render("user.itemsInYourCart", "de", [.int(3)]) == "3 Artikel im Warenkorb")
        #expect(try migrated.render("user.itemsInYourCart", "ru", [.int(22)]) == "В корзине 22 товара")
    }

    /// The source's substitution is named; a translation's plural variation of the whole string
    /// (unnumbered `%@` and `%d`), another's substitution of another name placed by `argNum` before
    /// the string argument, and a plain `%2$lld` are all that argument.
    @Test func aSubstitutionInTheSourceNamesTheTranslationsArgument() throws {
        let migrated = MigratedCatalogs([Self.file])
        #expect(migrated.text("en", "user.getsCoins") == "{arg1} gets {coins, plural, one {# coin} other {# coins}}")
        #expect(migrated.text("fr", "user.getsCoins") == "{coins, plural, one {{arg1} reçoit # pièce} many {{arg1} reçoit # de pièces} other {{arg1} reçoit # pièces}}")
        #expect(migrated.text("de", "user.getsCoins") == "{coins, plural, one {# Münze} other {# Münzen}} für {arg1}")
        #expect(migrated.text("ja", "user.getsCoins") == "{arg1}さんに{coins}コイン")
        #expect(try migrated.render("user.getsCoins", "fr", [.string("Léa"), .int(2)]) == "Léa reçoit 2 pièces")
        #expect(try migrated.render("user.getsCoins", "de", [.string("Mia"), .int(1)]) == "1 Münze für Mia")
        #expect(try migrated.render("user.getsCoins", "ja", [.string("Mia"), .int(1200)]) == "Miaさんに1,200コイン")
    }

    @Test func severalSubstitutionsAreMatchedByPosition() throws {
        let migrated = MigratedCatalogs([Self.file])
        #expect(migrated.text("en", "user.downloadedOfFiles") == "Downloaded {done, plural, one {#} other {#}} of {total, plural, one {# file} other {# files}}")
        #expect(migrated.text("de", "user.downloadedOfFiles") == "{done, plural, one {#} other {#}} von {total, plural, one {# Datei} other {# Dateien}} geladen")
        #expect(try migrated.render("user.downloadedOfFiles", "de", [.int(2), .int(1)]) == "2 von 1 Datei geladen")
    }

    /// Xcode accepts any substitution name (`total.strings`, in xcstrings-tool's fixtures); a
    /// placeholder is a Swift name, so the words are joined.
    @Test func aSubstitutionNameThatCannotBeAPlaceholderIsCamelCased() throws {
        let migrated = MigratedCatalogs([Self.file])
        #expect(migrated.text("en", "user.restoredPurchases") == "Restored {restoredCount, plural, one {# purchase} other {# purchases}}")
        #expect(migrated.text("de", "user.restoredPurchases") == "{restoredCount, plural, one {# Kauf wiederhergestellt} other {# Käufe wiederhergestellt}}")
        #expect(migrated.catalog("en")?.message("user.restoredPurchases")?.placeholders.map(\.name) == ["restoredCount"])
    }

    /// A source that varies by device and, inside the device's text, by plural, against a translation's substitution.
    @Test func deviceVariationsWithAPluralInsideMatchASubstitution() throws {
        let migrated = MigratedCatalogs([Self.file])
        #expect(migrated.text("en", "user.buyItems") == "{count, plural, one {Buy # item} other {Buy # items}}")
        #expect(migrated.text("de", "user.buyItems") == "{count, plural, one {# Artikel} other {# Artikel}} kaufen")
        let device = try AppleDeviceVariationTests.deviceKeyPosition(1, in: Self.file)
        #expect(migrated.printed == ["\(device): warning: the device-specific texts for 'iphone' are not imported; the 'other' text is imported as the text for every device [import-device-variations]"])
    }

    /// A whole-string plural's text numbers its arguments from the first: `%@ has %lld items` has the
    /// String first and the count second (it was read from the count's position on, `%@` the count).
    @Test func aWholeStringPluralNumbersItsArgumentsFromTheFirst() throws {
        let file = SourceFile(path: "Localizable.xcstrings", text: """
            {"sourceLanguage": "en", "strings": {"%@ has %lld items": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%@ has %lld item"}},
              "other": {"stringUnit": {"state": "translated", "value": "%@ has %lld items"}}}}}}}}}
            """)
        let migrated = MigratedCatalogs([file])
        #expect(migrated.text("en", "user.hasItems") == "{count, plural, one {{arg1} has # item} other {{arg1} has # items}}")
        #expect(migrated.catalog("en")?.message("user.hasItems")?.placeholders.map(\.type) == [.string, .int])
        #expect(try migrated.render("user.hasItems", "en", [.string("Mia"), .int(1)]) == "Mia has 1 item")
    }

    /// The same in `.lproj` tables: each language's `.stringsdict` names its variable as it likes.
    @Test func stringsdictVariablesOfOtherNamesAreOneArgument() throws {
        func stringsdict(_ variable: String, _ one: String, _ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>restored</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@\(variable)@</string>
              <key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
            </dict></dict></plist>
            """
        }
        let migrated = MigratedCatalogs([
            SourceFile(path: "App/de.lproj/Localizable.stringsdict", text: stringsdict("anzahl", "%lld Kauf", "%lld Käufe")),
            SourceFile(path: "App/en.lproj/Localizable.stringsdict", text: stringsdict("purchases", "%lld purchase", "%lld purchases")),
        ])
        #expect(!migrated.result.hasErrors, "\(migrated.result.formattedDiagnostics)")
        #expect(migrated.text("de", "user.restored") == "{purchases, plural, one {# Kauf} other {# Käufe}}")
    }
}

/// Xcode's "Don't Translate" (`"shouldTranslate": false`, issue 37, 4) is kept: the message is in the
/// source catalog marked `"x-translate": false`, its text is what every language shows, and no
/// translator is asked for it (no missing translation, not in status, exports or pseudo-locales).
@Suite struct DoNotTranslateTests {
    /// Whether the message's metadata says `"x-translate": false`, as written.
    static func isMarked(_ message: CatalogMessage?) -> Bool {
        message?.metadataMembers.contains { member in
            guard member.key.value == "x-translate", case .bool(false) = member.value.value else { return false }
            return true
        } ?? false
    }

    @Test func aDoNotTranslateEntryBecomesAMessageMarkedSo() throws {
        let migrated = MigratedCatalogs([StringCatalogArgumentNamingTests.file])
        let en = try #require(migrated.catalog("en"))
        let pro = try #require(en.message("user.shopAppPro"))
        #expect(pro.text.value == "ShopApp Pro")
        #expect(DoNotTranslateTests.isMarked(pro))
        #expect(pro.description == "The subscription tier's name. A brand: never translated.")
        #expect(DoNotTranslateTests.isMarked(en.message("user.appStore")), "no localization at all: the key is its text")
        #expect(en.message("user.message")?.text.value == "{arg1}")
        #expect(DoNotTranslateTests.isMarked(en.message("user.message")))
        #expect(!DoNotTranslateTests.isMarked(en.message("user.getsCoins")))
        #expect(migrated.arb["en"]?.contains(#""x-apple-key": "ShopApp Pro", "x-translate": false}"#) == true)
        // German's "%@" says what the source says: nothing to keep. Its own name for the brand is kept,
        // as the app showed it, and the check names it.
        #expect(migrated.text("de", "user.message") == nil)
        #expect(migrated.text("de", "user.shopAppPro") == "ShopApp Profi")
        let codes = migrated.result.diagnostics.map(\.code)
        #expect(codes.filter { $0 == "translated-do-not-translate" }.count == 1)
        #expect(!migrated.result.diagnostics.contains { $0.code == "missing-translation" && $0.message.contains("shopAppPro") })
        #expect(!migrated.result.diagnostics.contains { $0.code == "missing-translation" && $0.message.contains("appStore") })
        #expect(try migrated.render("user.appStore", "ja", []) == "App Store")
        #expect(try migrated.render("user.shopAppPro", "fr", []) == "ShopApp Pro")
    }

    /// The ShopApp fixture's brand name, with no translation anywhere.
    @Test func theFixturesBrandNameIsSourceOnlyAndMissesNowhere() throws {
        let file = try #require(try AppleImportTests.files(under: AppleImportTests.root).first { $0.path == "Localizable.xcstrings" })
        let migrated = MigratedCatalogs([file])
        let source = try #require(migrated.catalog("en"))
        #expect(DoNotTranslateTests.isMarked(source.message("user.shopAppPro")))
        let status = TranslationStatus(source: source, translations: [try #require(migrated.catalog("de")), try #require(migrated.catalog("ja"))])
        for locale in status.locales {
            #expect(locale.total == 7, "8 strings, one not to be translated")
            #expect(!locale.missing.contains { $0.key == "user.shopAppPro" })
        }
        #expect(!migrated.result.diagnostics.contains { $0.message.contains("shopAppPro") }, "\(migrated.result.formattedDiagnostics)")
    }

    static let source = TestSupport.source("""
        {"@@locale": "en",
         "user.brand": "ShopApp Pro", "@user.brand": {"description": "Tier name.", "x-translate": false},
         "user.buy": "Buy", "@user.buy": {"description": "Button."}}
        """)

    @Test func exportsStatusAndPseudoLocalesLeaveItOut() throws {
        var reader = CatalogReader()
        let read = reader.read(Self.source)
        let source = try #require(read)
        let units = TranslationUnit.units(source: source, sourceFile: Self.source, translation: nil)
        #expect(units.map(\.key) == ["user.buy"])
        #expect(!XLIFFFormat.write(units, sourceLocale: "en", targetLocale: "de", original: "en.arb").contains("ShopApp"))
        let readDe = reader.read(TestSupport.source(#"{"@@locale": "de", "user.buy": "Kaufen"}"#, path: "de.arb"))
        let de = try #require(readDe)
        let status = try #require(TranslationStatus(source: source, translations: [de]).locales.first)
        #expect(status.total == 1 && status.translated == 1 && status.missing.isEmpty)
        #expect(!PseudoLocale.accented.catalog(from: source).contains("user.brand"))
        let check = MessageCatalogCompiler().compile([Self.source, TestSupport.source(#"{"@@locale": "de", "user.buy": "Kaufen"}"#, path: "de.arb")])
        #expect(check.diagnostics.isEmpty, "\(check.formattedDiagnostics)")
        #expect(reader.diagnostics.isEmpty)
    }

    /// Exported to a String Catalog and migrated back, the mark comes back.
    @Test func aStringCatalogExportSaysDoNotTranslateAndComesBackSo() throws {
        var reader = CatalogReader()
        let read = reader.read(Self.source)
        let source = try #require(read)
        let exported = StringCatalogFormat.write(source: source, translations: [])
        #expect(exported.contains("\"shouldTranslate\" : false"))
        let back = MigratedCatalogs([SourceFile(path: "Localizable.xcstrings", text: exported)])
        #expect(DoNotTranslateTests.isMarked(back.catalog("en")?.message("user.brand")))
        #expect(!DoNotTranslateTests.isMarked(back.catalog("en")?.message("user.buy")))
    }

    /// XLIFF's own "do not translate": a unit marked translate="no" (or in such a group) is no
    /// translation. One whose target is its source is passed over; one with a text of its own is
    /// named, since it is left out. A unit's translate="yes" lifts its group's "no".
    @Test func xliffUnitsMarkedTranslateNoAreNotImported() throws {
        let file = SourceFile(path: "de.xlf", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="en.arb" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="user.a" translate="no"><source>ShopApp Pro</source><target>ShopApp Pro</target></trans-unit>
                <trans-unit id="user.b" translate="no"><source>ShopApp Pro</source><target>ShopApp Profi</target></trans-unit>
                <group translate="no">
                  <trans-unit id="user.c"><source>Gold</source><target>Gold</target></trans-unit>
                  <trans-unit id="user.d" translate="yes"><source>Buy</source><target>Kaufen</target></trans-unit>
                </group>
              </body></file>
            </xliff>
            """)
        let (imported, diagnostics) = XLIFFFormat.read(file)
        #expect(try #require(imported).units.map(\.key) == ["user.d"])
        #expect(diagnostics.map { $0.formatted(in: [file.path: file]).prefix { $0 != "\n" } }
            == [#"de.xlf:5:5: warning: the <trans-unit> for 'user.b' is marked translate="no", so its target is no translation and is not imported [import-translate-no]"#])
    }

    /// A translation brought in for a message marked not to be translated is imported, as the file
    /// asks, and named at its place in the file.
    @Test func importingATranslationOfADoNotTranslateMessageIsNamed() throws {
        var reader = CatalogReader()
        let read = reader.read(Self.source)
        let source = try #require(read)
        let file = SourceFile(path: "de.po", text: """
            msgid ""
            msgstr ""
            "Language: de\\n"

            msgctxt "user.brand"
            msgid "ShopApp Pro"
            msgstr "ShopApp Profi"
            """)
        let (imported, readDiagnostics) = POFormat.read(file)
        #expect(readDiagnostics.isEmpty)
        let outcome = TranslationImport(source: source).merge(try #require(imported), locale: "de", into: nil)
        #expect(outcome.added == 1)
        #expect(outcome.diagnostics.map { $0.formatted(in: [file.path: file]).prefix { $0 != "\n" } }
            == [#"de.po:5:9: warning: 'user.brand' is marked not to be translated ("x-translate": false), yet has a text for de; users of de read this text, not the source's [translated-do-not-translate]"#])
    }

    /// `"x-translate": "false"` in quotes is no boolean: read as translatable it would mean the opposite.
    @Test func aQuotedFlagIsAnError() throws {
        var reader = CatalogReader()
        let file = TestSupport.source(#"{"@@locale": "en", "user.a": "A", "@user.a": {"description": "A.", "x-translate": "false"}}"#)
        _ = reader.read(file)
        #expect(reader.diagnostics.map { $0.formatted(in: [file.path: file]).prefix { $0 != "\n" } }
            == [#"en.arb:1:83: error: "x-translate" of 'user.a' must be true or false, without quotes [metadata-not-boolean]"#])
    }

    /// What a developer runs: the migration keeps the entry and exits 0; `check --strict` then passes,
    /// with no language said to miss the brand name.
    @Test func msgcImportKeepsItAndCheckStaysQuiet() throws {
        let directory = try MsgcCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Restore Purchases" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Käufe wiederherstellen" } }
                  }
                },
                "ShopApp Pro" : {
                  "comment" : "Brand name",
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """.write(to: catalog, atomically: true, encoding: .utf8)
        let into = directory.appendingPathComponent("L").path
        let run = try MsgcCommandTests.run(["import", catalog.path, "--into", into])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(de 1, en 2)"), "\(run.stdout)")
        let en = try String(contentsOfFile: into + "/en.arb", encoding: .utf8)
        #expect(en.contains(#""user.shopAppPro": "ShopApp Pro""#))
        #expect(en.contains(#""x-translate": false"#))
        let check = try MsgcCommandTests.run(["check", into, "--strict"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("0 errors, 0 warnings"))
    }
}
