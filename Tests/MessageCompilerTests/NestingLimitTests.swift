import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Every reader stops nesting at its `NestingLimit` with `nesting-too-deep` where the too-deep element
/// starts: input at the limit goes through every stage on a 512 KiB thread in this (debug) build, one
/// level more is reported, and 100,000 levels (which overflowed the stack of msgc's main thread before)
/// are reported the same way without a crash.
@Suite struct NestingLimitTests {
    static let hostile = 100_000

    @Test func theLimitsAreTheDocumentedOnes() {
        #expect(NestingLimit.allCases.map(\.levels) == [48, 64, 24, 24])
    }

    // MARK: JSON

    /// `depth` arrays or objects inside each other, each opening at the start of its own line.
    static func nestedJSON(_ depth: Int, objects: Bool) -> String {
        objects ? String(repeating: "{\"a\":\n", count: depth) + "1" + String(repeating: "}", count: depth)
            : String(repeating: "[\n", count: depth) + String(repeating: "]", count: depth)
    }

    /// Whether the document was read, and the diagnostics; the tree is freed on the small stack too.
    static func readJSON(_ file: SourceFile) -> (read: Bool, diagnostics: [Diagnostic]) {
        SmallStack.run {
            var reader = JSONReader(file: file)
            let root = reader.read()
            return (root != nil, reader.diagnostics)
        }
    }

    @Test(arguments: [false, true])
    func jsonNestsUpToTheLimit(objects: Bool) {
        let atLimit = Self.readJSON(SourceFile(path: "t.json", text: Self.nestedJSON(48, objects: objects)))
        #expect(atLimit.read)
        #expect(atLimit.diagnostics.isEmpty)
        for depth in [49, Self.hostile] {
            let file = SourceFile(path: "t.json", text: Self.nestedJSON(depth, objects: objects))
            let past = Self.readJSON(file)
            #expect(!past.read)
            #expect(past.diagnostics.map(\.message) == ["JSON nested deeper than 48 levels"])
            #expect(SmallStack.locations(past.diagnostics, "nesting-too-deep", in: file) == ["49:1"])
        }
    }

    /// A String Catalog whose entry `k` has `depth` arrays inside each other, one per line from line 3;
    /// the root, "strings" and "k" are three levels, so 45 reach the limit.
    static func nestedStringCatalog(_ depth: Int) -> SourceFile {
        SourceFile(path: "Localizable.xcstrings", text: """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}, "x":
            \(String(repeating: "[\n", count: depth))\(String(repeating: "]", count: depth))}}}
            """)
    }

    @Test func aStringCatalogTooDeepIsReportedByTheImport() {
        let atLimit = Self.migrated(Self.nestedStringCatalog(45))
        #expect(atLimit.0 == ["Hello"])
        #expect(atLimit.1.isEmpty)
        for depth in [46, Self.hostile] {
            let file = Self.nestedStringCatalog(depth)
            let diagnostics = Self.migrated(file).1
            #expect(diagnostics.map(\.code) == ["nesting-too-deep"])
            #expect(SmallStack.locations(diagnostics, "nesting-too-deep", in: file) == ["48:1"])
        }
    }

    // MARK: MessageFormat

    /// A source catalog whose message is `depth` selects inside each other; line 3 holds the message,
    /// whose text starts at column 17, and each select takes 19 characters.
    static func nestedMessage(_ depth: Int) -> SourceFile {
        let message = String(repeating: "{a, select, other {", count: depth) + "x" + String(repeating: "}}", count: depth)
        return SourceFile(path: "en.arb", text: """
            {
              "@@locale": "en",
              "user.deep": "\(message)",
              "@user.deep": {"description": "Selects inside each other.", "placeholders": {"a": {"type": "String", "example": "x"}}}
            }
            """)
    }

    /// At the limit, every stage that walks the tree runs on the small stack: reading, checking,
    /// pseudo-locales, lowering, rendering Swift, the runtime interpreter, the writer and the exports.
    @Test func messagesNestUpToTheLimitThroughEveryStage() throws {
        let file = Self.nestedMessage(24)
        let outcome = SmallStack.run { () -> (swift: Bool, rendered: String?, exported: [Int], diagnostics: [Diagnostic]) in
            let result = MessageCatalogCompiler(options: .init(pseudoLocales: true)).compile([file])
            let rendered = result.compiled?.programs[0][0].map {
                MessageInterpreter(formatLocale: LocaleIdentifier("en"), pluralLocale: LocaleIdentifier("en"), arguments: [.string("x")]).render($0)
            }
            var reader = CatalogReader()
            guard let catalog = reader.read(file), let pattern = catalog.messages.first?.pattern else {
                return (false, nil, [], result.diagnostics + reader.diagnostics)
            }
            let units = TranslationUnit.units(source: catalog, sourceFile: file, translation: nil)
            let exported = [
                MessageFormatWriter.write(pattern).count,
                XLIFFFormat.write(units, sourceLocale: "en", targetLocale: "de", original: "en.arb").count,
                StringCatalogFormat.write(source: catalog, translations: [("de", nil)]).count,
                PseudoLocale.bidi.catalog(from: catalog).count,
            ]
            return (result.swift != nil, rendered, exported, result.diagnostics)
        }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.swift)
        #expect(outcome.rendered == "x")
        #expect(outcome.exported.allSatisfy { $0 > 0 })
    }

    @Test(arguments: [25, hostile])
    func messagesNestedPastTheLimitAreReportedAtTheTooDeepChoice(_ depth: Int) {
        let file = Self.nestedMessage(depth)
        let result = SmallStack.run { MessageCatalogCompiler().compile([file]) }
        #expect(result.swift == nil)
        #expect(result.diagnostics.map(\.message) == ["plural/select nested deeper than 24 levels"])
        // The 25th select: column 17 + 24 × 19.
        #expect(SmallStack.locations(result.diagnostics, "nesting-too-deep", in: file) == ["3:473"])
    }

    @Test func aTooDeepTranslationInAPOFileIsReportedAndNothingMerges() throws {
        let shipped = try InterchangeTests.shipped()
        let message = String(repeating: "{a, select, other {", count: Self.hostile) + "x" + String(repeating: "}}", count: Self.hostile)
        let file = SourceFile(path: "de.po", text: """
            msgid ""
            msgstr ""
            "Language: de\\n"

            msgctxt "user.buttonOK"
            msgid "OK"
            msgstr "\(message)"
            """)
        let (imported, readDiagnostics) = POFormat.read(file)
        #expect(readDiagnostics.isEmpty)
        let units = try #require(imported)
        let outcome = SmallStack.run { TranslationImport(source: shipped.source).merge(units, locale: "de", into: nil) }
        #expect(outcome.catalog == nil)
        #expect(outcome.diagnostics.map(\.code) == ["nesting-too-deep"])
        // msgstr " is 8 characters; the 25th select starts 24 × 19 after them.
        #expect(SmallStack.locations(outcome.diagnostics, "nesting-too-deep", in: file) == ["7:465"])
    }

    // MARK: XML

    /// An XLIFF file whose target (line 5) holds `depth` `<g>` elements inside each other; the target
    /// is already the fifth element, so 59 reach the limit.
    static func nestedXLIFF(_ depth: Int) -> SourceFile {
        SourceFile(path: "de.xlf", text: """
            <xliff version="1.2">
            <file target-language="de">
            <body>
            <trans-unit id="user.buttonOK"><source>OK</source>
            <target>\(String(repeating: "<g>", count: depth))Okay\(String(repeating: "</g>", count: depth))</target></trans-unit>
            </body>
            </file>
            </xliff>
            """)
    }

    @Test func xliffNestsUpToTheLimit() throws {
        let shipped = try InterchangeTests.shipped()
        let file = Self.nestedXLIFF(59)
        let outcome = SmallStack.run { () -> TranslationImport.Outcome? in
            let (imported, diagnostics) = XLIFFFormat.read(file)
            guard let imported, diagnostics.isEmpty else { return nil }
            return TranslationImport(source: shipped.source).merge(imported, locale: "de", into: nil)
        }
        #expect(outcome?.catalog?.entry("user.buttonOK")?.text == "Okay")
        for depth in [60, Self.hostile] {
            let deep = Self.nestedXLIFF(depth)
            let (imported, diagnostics) = SmallStack.run { XLIFFFormat.read(deep) }
            #expect(imported == nil)
            #expect(diagnostics.map(\.message) == ["XML elements nested deeper than 64 levels"])
            // The 60th <g>: column 9 + 59 × 3.
            #expect(SmallStack.locations(diagnostics, "nesting-too-deep", in: deep) == ["5:186"])
        }
    }

    /// A `.stringsdict` entry with an extra key holding `depth` dictionaries inside each other, one per
    /// line from line 4, each with a key, then a string: plist, the top dict and the entry are three
    /// levels, so 60 reach the limit.
    static func nestedStringsdict(_ depth: Int) -> SourceFile {
        SourceFile(path: "en.lproj/Localizable.stringsdict", text: """
            <plist version="1.0"><dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%d items</string>
            <key>junk</key>
            \(String(repeating: "<dict><key>k</key>\n", count: depth))<string>x</string>\(String(repeating: "</dict>", count: depth))
            </dict></dict></plist>
            """)
    }

    @Test func stringsdictNestsUpToTheLimit() {
        let atLimit = Self.migrated(Self.nestedStringsdict(60))
        #expect(atLimit.0 == ["{arg1} items"])
        #expect(atLimit.1.isEmpty)
        // The first element too deep is the <key> inside the 61st dictionary (line 64, after "<dict>").
        for depth in [61, Self.hostile] {
            let file = Self.nestedStringsdict(depth)
            let diagnostics = Self.migrated(file).1
            #expect(diagnostics.map(\.message) == ["XML elements nested deeper than 64 levels"])
            #expect(SmallStack.locations(diagnostics, "nesting-too-deep", in: file) == ["64:7"])
        }
    }

    /// What an Apple import makes of one file, on a small stack: the messages' MessageFormat, and
    /// the diagnostics.
    static func migrated(_ file: SourceFile) -> ([String], [Diagnostic]) {
        SmallStack.run {
            var migration = AppleImport()
            migration.add(file)
            return (migration.messages.map { MessageFormatWriter.write($0.converted.pattern) }, migration.diagnostics)
        }
    }
}
