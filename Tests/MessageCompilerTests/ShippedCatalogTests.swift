import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Every message of every shipped locale, rendered with its examples the way the app renders it.
@Suite struct ShippedCatalogTests {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Localizations")

    static func compiled() throws -> (CompiledMessages, MessageCatalog, MessageCatalogCompiler.Result) {
        let files = try TestSupport.catalogs(in: directory)
        let result = MessageCatalogCompiler(options: .init(strict: true)).compile(files)
        guard let compiled = result.compiled else {
            throw CompileFailure(lines: result.formattedDiagnostics)
        }
        let catalog = MessageCatalog(sourceLocale: compiled.sourceLocale, locales: compiled.locales,
                                     tables: compiled.programs.map(MessageTable.init(programs:)), settings: LocalizationSettings())
        return (compiled, catalog, result)
    }

    struct CompileFailure: Error, CustomStringConvertible {
        let lines: [String]
        var description: String { lines.joined(separator: "\n") }
    }

    @Test func shippedCatalogsAreCleanEvenUnderStrict() throws {
        let (compiled, _, result) = try Self.compiled()
        #expect(result.diagnostics.isEmpty, "\(result.formattedDiagnostics)")
        #expect(compiled.locales.count >= 25)
        let required = ["ar", "he", "ru", "uk", "pl", "cs", "ja", "ko", "zh-Hans", "zh-Hant", "hi", "th", "vi", "id",
                        "tr", "de", "fr", "es", "es-419", "it", "pt-BR", "pt-PT", "nl", "sv"]
        #expect(required.filter { !compiled.locales.contains($0) } == [])
    }

    @Test func everyTranslationIsComplete() throws {
        let (compiled, _, _) = try Self.compiled()
        let translatable = compiled.slots.indices.filter { !compiled.slots[$0].hasPrefix("debug.") }
        let regional = RegionalCatalogs.parents(of: compiled.locales)
        #expect(regional["en-001"] == "en" && regional["fr-CA"] == "fr")
        for (locale, programs) in zip(compiled.locales, compiled.programs) where regional[locale] == nil || locale == "es-419" {
            let missing = translatable.filter { programs[$0] == nil }.map { compiled.slots[$0] }
            #expect(missing.isEmpty, "\(locale) lacks \(missing)")
        }
    }

    @Test func everyMessageRendersInEveryLocaleWithItsExamples() throws {
        let (compiled, catalog, _) = try Self.compiled()
        var rendered = 0
        for locale in compiled.locales {
            for generated in compiled.cases {
                let values = generated.arguments.compactMap { ExampleValue.parse($0.example ?? "", as: $0.type) }
                #expect(values.count == generated.arguments.count, "\(generated.swiftName): every example parses")
                for (role, slot) in generated.slots {
                    let key = compiled.slots[slot]
                    let text = generated.kind == .debug ? catalog.sourceString(slot, values) : catalog.string(slot, values, preferredLanguages: [locale])
                    rendered += 1
                    #expect(!text.isEmpty, "\(locale) \(key) is empty")
                    #expect(!text.contains("{") && !text.contains("}"), "\(locale) \(key) has a leftover brace: \(text)")
                    #expect(!text.unicodeScalars.contains { $0.value < 0x09 }, "\(locale) \(key) leaks a table marker")
                    #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(locale) \(key) has stray spaces")
                    // Strings and prices must appear in the text where the source shows them.
                    let usedBySource = Set(compiled.programs[0][slot].map { program in
                        generated.arguments.indices.filter { program.contains("\u{1}\($0)\u{2}") || program.contains("\u{5}s\($0)\u{2}") }
                    } ?? [])
                    for (index, placeholder) in generated.arguments.enumerated() where usedBySource.contains(index) {
                        switch values[index] {
                        case .string(let value) where placeholder.name != "unit" && placeholder.name != "plan":
                            #expect(text.contains(value), "\(locale) \(key) [\(role)] drops \(placeholder.name): \(text)")
                        default:
                            break
                        }
                    }
                }
            }
        }
        #expect(rendered > 25 * 60)
    }

    @Test func pricesAreFormattedForTheUsersRegion() throws {
        let (compiled, catalog, _) = try Self.compiled()
        let slot = try #require(compiled.slots.firstIndex(of: "user.subscriptionPrice"))
        let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
        let cases: [(String, String)] = [
            ("de-DE", "4,99\u{A0}€ alle 3 Monate"),
            ("ja-JP", "€4.99/3か月"),
            ("fr-FR", "4,99\u{A0}€ tous les 3\u{A0}mois"),
        ]
        for (locale, expected) in cases {
            let text = catalog.string(slot, [.price(price), .string("month"), .int(3)], preferredLanguages: [locale])
            #expect(text == expected || text.hasPrefix(String(expected.prefix(6))), "\(locale): \(text)")
        }
    }
}
