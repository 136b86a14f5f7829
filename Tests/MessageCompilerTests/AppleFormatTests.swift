import Foundation
import MessageCompiler
import Testing

@Suite struct PrintfConverterTests {
    static let cases: [(String, String)] = [
        ("Thanks for buying %@.", "Thanks for buying {arg1}."),
        ("%@ costs %@", "{arg1} costs {arg2}"),
        ("%2$@ before %1$@", "{arg2} before {arg1}"),
        ("Save 20%% today", "Save 20% today"),
        ("%.2f km, %0.0f m, %g", "{arg1, number, ::.00} km, {arg2, number, ::precision-integer} m, {arg3}"),
        ("%lld items, %d more, %ld left, %u total", "{arg1} items, {arg2} more, {arg3} left, {arg4} total"),
        ("Don't close {yet}", "Don''t close '{'yet'}'"),
        ("100% sure, 50% off", "100% sure, 50% off"),
        // Found by FuzzStrings: a precision of 10^15 once asked for that many zeros.
        ("%.0000000000000000000000000000001000000000000000f and %.25f", "{arg1} and {arg2}"),
        ("%.20f", "{arg1, number, ::.00000000000000000000}"),
        ("%.005f", "{arg1, number, ::.00000}"),
    ]

    @Test(arguments: cases)
    func convertsPrintfToMessageFormat(_ example: (String, String)) {
        let converted = PrintfConverter.convert(example.0, variables: [:], locale: "en")
        #expect(MessageFormatWriter.write(converted.pattern) == example.1)
    }

    @Test func argumentTypesFollowTheConversion() {
        let converted = PrintfConverter.convert("%1$@ %2$lld %3$.1f", variables: [:], locale: "en")
        #expect(converted.arguments.sorted { $0.key < $1.key }.map { "\($0.value.name):\($0.value.type.rawValue)" } == ["arg1:String", "arg2:Int", "arg3:Double"])
    }

    @Test func pluralVariablesBecomePluralsWithTheLanguagesCategories() {
        let purchases = PrintfConverter.PluralVariable(name: "purchases", variants: ["zero": "No purchases", "one": "%lld purchase", "other": "%lld purchases"])
        let en = PrintfConverter.convert("Restored: %#@purchases@", variables: ["purchases": purchases], locale: "en")
        #expect(MessageFormatWriter.write(en.pattern) == "Restored: {purchases, plural, =0 {No purchases} one {# purchase} other {# purchases}}")
        // Russian lacks `many` in this file: filled from `other` and reported, so it is reviewed.
        let ru = PrintfConverter.PluralVariable(name: "n", variants: ["one": "%lld покупка", "few": "%lld покупки", "other": "%lld покупки"])
        let converted = PrintfConverter.convert("%#@n@", variables: ["n": ru], locale: "ru")
        #expect(MessageFormatWriter.write(converted.pattern) == "{n, plural, one {# покупка} few {# покупки} many {# покупки} other {# покупки}}")
        #expect(converted.filledCategories == ["many"])
        // German has no `two`: dropped and reported.
        let de = PrintfConverter.PluralVariable(name: "n", variants: ["one": "%d Kauf", "two": "%d Käufe", "other": "%d Käufe"])
        #expect(PrintfConverter.convert("%#@n@", variables: ["n": de], locale: "de").droppedCategories == ["two"])
    }

    @Test func positionalPluralsAndSubstitutionArguments() {
        let months = PrintfConverter.PluralVariable(name: "months", variants: ["one": "%2$lld month", "other": "%2$lld months"])
        let converted = PrintfConverter.convert("%1$@ every %#@months@", variables: ["months": months], locale: "en")
        #expect(MessageFormatWriter.write(converted.pattern) == "{arg1} every {months, plural, one {# month} other {# months}}")
        let coins = PrintfConverter.PluralVariable(name: "coins", variants: ["one": "%arg coin", "other": "%arg coins"], position: 2)
        let substitution = PrintfConverter.convert("%1$@ gets %#@coins@", variables: ["coins": coins], locale: "en")
        #expect(MessageFormatWriter.write(substitution.pattern) == "{arg1} gets {coins, plural, one {# coin} other {# coins}}")
    }
}

@Suite struct AppleStringsFileTests {
    static let text = """
        /* Shown after a purchase.
           Keep it short. */
        "purchase_done" = "Thanks! You bought \\"%@\\".";
        // A line comment
        restore_button = "Restore Purchases" ;
        "tab" = "a\\tb\\nc\\\\d";
        "nbsp"="Prix\\U00A0: %@";
        "same";
        /* trailing comment */
        """

    @Test func readsEntriesCommentsAndEscapes() throws {
        let (entries, diagnostics) = AppleStringsFile.read(SourceFile(path: "en.lproj/Localizable.strings", text: Self.text))
        #expect(diagnostics.isEmpty)
        #expect(entries.map(\.key) == ["purchase_done", "restore_button", "tab", "nbsp", "same"])
        #expect(entries.map(\.value) == ["Thanks! You bought \"%@\".", "Restore Purchases", "a\tb\nc\\d", "Prix\u{A0}: %@", "same"])
        #expect(entries[0].comment == "Shown after a purchase.\n   Keep it short.")
        #expect(entries[1].comment == "A line comment")
        #expect(entries[2].comment == nil)
    }

    @Test(arguments: [(Array([0xFF, 0xFE] as [UInt8]), true), (Array([0xFE, 0xFF] as [UInt8]), false)])
    func decodesUTF16WithAByteOrderMark(_ example: ([UInt8], Bool)) throws {
        let text = "\"key\" = \"Käufe – ok 😀\";\r\n"
        var bytes = example.0
        for unit in text.utf16 {
            bytes += example.1 ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let decoded = try #require(AppleStringsFile.decode(bytes))
        let (entries, _) = AppleStringsFile.read(SourceFile(path: "x", text: decoded))
        #expect(entries.first?.value == "Käufe – ok 😀")
    }

    @Test func reportsSyntaxErrorsWithPositions() throws {
        let file = SourceFile(path: "de.lproj/Localizable.strings", text: "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";")
        let (_, diagnostics) = AppleStringsFile.read(file)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == "import-syntax")
        #expect(file.location(of: try #require(diagnostic.range).start) == (3, 1))
    }
}
