import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

@Suite struct PseudoLocaleTests {
    /// Every shipped message, parsed, written back and parsed again, is the same tree.
    @Test func messageFormatWriterRoundTripsEveryShippedMessage() throws {
        var reader = CatalogReader()
        let catalogs = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations")).compactMap { reader.read($0) }
        var count = 0
        for catalog in catalogs {
            for message in catalog.messages {
                let pattern = try #require(message.pattern)
                let written = MessageFormatWriter.write(pattern)
                let (reparsed, diagnostics, _) = MessageFormatParserTests.parse(written)
                #expect(diagnostics.isEmpty)
                #expect(MessageFormatParserTests.dump(try #require(reparsed).nodes) == MessageFormatParserTests.dump(pattern.nodes), "\(catalog.locale) \(message.key)")
                count += 1
            }
        }
        #expect(count > 1700)
    }

    @Test func writerQuotesWhatNeedsQuoting() throws {
        let (pattern, _, _) = MessageFormatParserTests.parse("It''s '{'x'}' {n, plural, one {'#' #} other {#}}")
        #expect(MessageFormatWriter.write(try #require(pattern)) == "It''s '{'x'}' {n, plural, one {'#' #} other {#}}")
    }

    static func compiledWithPseudoLocales() throws -> (CompiledMessages, MessageCatalog) {
        let files = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations"))
        let result = MessageCatalogCompiler(options: .init(strict: true, pseudoLocales: true)).compile(files)
        let compiled = try #require(result.compiled, "\(result.formattedDiagnostics)")
        return (compiled, MessageCatalog(sourceLocale: "en", locales: compiled.locales,
                                         tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings()))
    }

    @Test func accentedPseudoLocaleIsLongerBracketedAndKeepsArguments() throws {
        let (compiled, catalog) = try Self.compiledWithPseudoLocales()
        #expect(compiled.locales.contains("en-XA") && compiled.locales.contains("ar-XB"))
        for generated in compiled.cases where generated.kind != .debug {
            let values = generated.arguments.compactMap { ExampleValue.parse($0.example ?? "", as: $0.type) }
            let strings = zip(generated.arguments, values).compactMap { placeholder, value -> String? in
                if case .string(let text) = value, placeholder.name != "unit" { return text }
                return nil
            }
            for slot in generated.slots.values {
                let english = catalog.string(slot, values, preferredLanguages: ["en"])
                let pseudo = catalog.string(slot, values, preferredLanguages: ["en-XA"])
                #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"), "\(compiled.slots[slot]): \(pseudo)")
                #expect(!pseudo.contains("{"))
                // About a third longer, counting the message's own words (string arguments are not expanded).
                var ownEnglish = strings.reduce(english) { $0.replacingOccurrences(of: $1, with: "") }
                var ownPseudo = strings.reduce(pseudo) { $0.replacingOccurrences(of: $1, with: "") }
                // A formatted date is not expanded either; it is the long run both texts share.
                if generated.arguments.contains(where: { $0.type == .date }) {
                    let shared = Self.longestCommonRun(ownEnglish, ownPseudo)
                    ownEnglish = ownEnglish.replacingOccurrences(of: shared, with: "")
                    ownPseudo = ownPseudo.replacingOccurrences(of: shared, with: "")
                }
                #expect(Double(ownPseudo.count) >= Double(ownEnglish.count) * 1.25, "\(compiled.slots[slot]): \(pseudo)")
                for value in strings where english.contains(value) {
                    #expect(pseudo.contains(value), "\(compiled.slots[slot]) lost \(value)")
                }
            }
        }
    }

    /// Arabic's default digits: Arabic-Indic in CLDR 42 (ICU 72), Latin in Apple's ICU (the Apple
    /// configuration, and the toolchain's ICU) and in CLDR 48 (Node's ICU 78); the CLDR releases
    /// between, whose data these tests have not seen, may write either.
    static let arabicTwos: Set<String> = {
        #if IAPMESSAGES_APPLE_REFERENCE || IAPMESSAGES_TOOLCHAIN_ICU
        return ["2"]
        #else
        let cldr = Int(ICUData.cldrVersion.prefix { $0 != "." })!
        return cldr <= 42 ? ["٢"] : cldr >= 48 ? ["2"] : ["٢", "2"]
        #endif
    }()

    @Test func bidiPseudoLocaleIsRightToLeftWithArabicPlurals() throws {
        let (compiled, catalog) = try Self.compiledWithPseudoLocales()
        let slot = try #require(compiled.slots.firstIndex(of: "user.restoreSuccessful"))
        let text = catalog.string(slot, [.int(2)], preferredLanguages: ["ar-XB"])
        #expect(text.contains("\u{202E}purchases\u{202C}"))
        // Formatted as Arabic writes numbers: with Arabic-Indic digits in ICU's CLDR data, with Latin
        // ones in Apple's ICU, which makes them Arabic's default.
        #expect(Self.arabicTwos.contains(String(text.prefix(1))), "\(text)")
        let plain = try #require(compiled.slots.firstIndex(of: "user.buttonCancel"))
        #expect(catalog.string(plain, [], preferredLanguages: ["ar-XB"]) == "\u{200F}\u{202E}Cancel\u{202C}\u{200F}")
    }

    @Test func theSourceCatalogCanTurnThemOn() throws {
        let en = TestSupport.source("""
            {"@@locale": "en", "@@x-pseudo-locales": "true",
             "user.ok": "OK", "@user.ok": {"description": "Button."}}
            """)
        let compiled = try #require(MessageCatalogCompiler().compile([en]).compiled)
        #expect(compiled.locales == ["en", "ar-XB", "en-XA"])
    }

    @Test func pseudoLocalesAreOffByDefault() throws {
        let files = try TestSupport.catalogs(in: TestSupport.packageRoot.appendingPathComponent("Localizations"))
        let compiled = try #require(MessageCatalogCompiler().compile(files).compiled)
        #expect(!compiled.locales.contains("en-XA"))
    }
}

extension PseudoLocaleTests {
    /// The longest run of characters two texts have in common.
    static func longestCommonRun(_ a: String, _ b: String) -> String {
        let x = Array(a), y = Array(b)
        var best = (length: 0, end: 0)
        var previous = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(x.count, 1) where i <= x.count {
            var current = [Int](repeating: 0, count: y.count + 1)
            for j in 1...max(y.count, 1) where j <= y.count && x[i - 1] == y[j - 1] {
                current[j] = previous[j - 1] + 1
                if current[j] > best.length { best = (current[j], i) }
            }
            previous = current
        }
        return String(x[(best.end - best.length)..<best.end])
    }
}
