import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Lowered programs, rendered by the runtime interpreter: the runtime half of MessageFormat.
@Suite struct LoweringTests {
    private func render(_ message: String, _ arguments: [String: MessageArgument], locale: String = "en") throws -> String {
        let (pattern, diagnostics, _) = MessageFormatParserTests.parse(message)
        #expect(diagnostics.isEmpty)
        let names = arguments.keys.sorted()
        let program = MessageLowering.program(for: try #require(pattern), arguments: names)
        let identifier = LocaleIdentifier(locale)
        return MessageInterpreter(formatLocale: identifier, pluralLocale: identifier, arguments: names.map { arguments[$0]! }).render(program)
    }

    @Test func plainTextNeedsNoInterpretation() {
        let (pattern, _, _) = MessageFormatParserTests.parse("It''s '{'done'}'")
        let program = MessageLowering.program(for: pattern!, arguments: [])
        #expect(program == "It's {done}")
        #expect(MessageProgram.isPlainText(Array(program.utf8)))
    }

    @Test func exactValuesWinOverCategoriesWhateverTheOrder() throws {
        let message = "{n, plural, one {one #} =1 {exactly one} other {# many}}"
        #expect(try render(message, ["n": .int(1)]) == "exactly one")
        #expect(try render(message, ["n": .int(2)]) == "2 many")
        #expect(try render(message, ["n": .decimal(Decimal(string: "1.0")!)]) == "exactly one")
    }

    @Test func pluralsSelectOnTheFormattedNumber() throws {
        let message = "{n, plural, one {# star} other {# stars}}"
        #expect(try render(message, ["n": .int(1)]) == "1 star")
        #expect(try render(message, ["n": .decimal(Decimal(string: "1.5")!)]) == "1.5 stars")
        #expect(try render(message, ["n": .double(1)]) == "1 star")
        #expect(try render(message, ["n": .int(1_000_000)]) == "1,000,000 stars")
    }

    @Test func offsetShowsTheRemainder() throws {
        let message = "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}"
        #expect(try render(message, ["n": .int(0)]) == "nobody")
        #expect(try render(message, ["n": .int(1)]) == "you")
        #expect(try render(message, ["n": .int(2)]) == "you and 1 other")
        #expect(try render(message, ["n": .int(5)]) == "you and 4 others")
    }

    @Test func negativeOffsetAddsToTheNumber() throws {
        let message = "{c, plural, offset:-2 one {# seat} other {# seats}}"
        #expect(try render(message, ["c": .int(3)]) == "5 seats")
        #expect(try render(message, ["c": .int(-1)]) == "1 seat")
        #expect(try render("{n,plural,offset:4other{# left}}", ["n": .int(10)]) == "6 left")
    }

    @Test func slavicAndArabicCategories() throws {
        let ru = "{n, plural, one {# покупка} few {# покупки} many {# покупок} other {# покупки}}"
        let expected = [1: "1 покупка", 2: "2 покупки", 5: "5 покупок", 11: "11 покупок", 21: "21 покупка", 22: "22 покупки"]
        for (n, text) in expected { #expect(try render(ru, ["n": .int(n)], locale: "ru") == text) }
        #expect(try render(ru, ["n": .decimal(Decimal(string: "1.5")!)], locale: "ru") == "1,5 покупки")
        let ar = "{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}"
        let arabic = [0: "z", 1: "o", 2: "t", 3: "f", 11: "m", 100: "x", 102: "x", 103: "f"]
        for (n, text) in arabic { #expect(try render(ar, ["n": .int(n)], locale: "ar") == text) }
    }

    @Test func selectAndNesting() throws {
        let message = "{unit, select, day {{n, plural, one {# day} other {# days}}} other {{n, plural, one {# year} other {# years}}}}"
        #expect(try render(message, ["unit": .string("day"), "n": .int(1)]) == "1 day")
        #expect(try render(message, ["unit": .string("day"), "n": .int(7)]) == "7 days")
        #expect(try render(message, ["unit": .string("fortnight"), "n": .int(2)]) == "2 years")
    }

    @Test func formatsEachArgumentTypeForTheLocale() throws {
        let price = try IAPPrice(amount: Decimal(string: "1234.5")!, currencyCode: "EUR")
        #expect(try render("{p}", ["p": .price(price)], locale: "de-DE") == "1.234,50\u{A0}€")
        #expect(try render("{n}", ["n": .decimal(Decimal(string: "1234.5")!)], locale: "de-DE") == "1.234,5")
        #expect(try render("{n, number, integer}", ["n": .double(2.5)], locale: "en") == "2")
        #expect(try render("{n, number, percent}", ["n": .double(0.5)], locale: "fr") == "50\u{A0}%")
        #expect(try render("{n, number, ::group-off}", ["n": .int(12345)], locale: "en") == "12345")
        #expect(try render("{w}", ["w": .duration(61)], locale: "ru") == "через 2 минуты")
        #expect(try render("{w, duration}", ["w": .duration(3 * 86_400)], locale: "de") == "3 Tage")
        #expect(try render("{n}", ["n": .int(7)], locale: "ar-EG") == "٧")
        #expect(try render("{n}", ["n": .int(7)], locale: "ar-EG-u-nu-latn") == "7")
    }

    @Test func aMissingArgumentDoesNotCrash() {
        let (pattern, _, _) = MessageFormatParserTests.parse("{a} and {n, plural, one {#} other {# more}}")
        let program = MessageLowering.program(for: pattern!, arguments: ["a", "n"])
        let text = MessageInterpreter(formatLocale: LocaleIdentifier("en"), pluralLocale: LocaleIdentifier("en"), arguments: []).render(program)
        #expect(text == "{0} and # more")
    }

    @Test func formattingLocaleKeepsTheUsersRegion() {
        #expect(MessageCatalog.formattingLocale(for: ["de-CH"], text: LocaleIdentifier("de")).languageTag == "de-CH")
        #expect(MessageCatalog.formattingLocale(for: ["ja-JP"], text: LocaleIdentifier("en")).languageTag == "en-JP")
        #expect(MessageCatalog.formattingLocale(for: ["fr-CA", "de-AT"], text: LocaleIdentifier("de")).languageTag == "de-AT")
        #expect(MessageCatalog.formattingLocale(for: ["ar-EG-u-nu-latn"], text: LocaleIdentifier("ar")).languageTag == "ar-EG-u-nu-latn")
        #expect(MessageCatalog.formattingLocale(for: [], text: LocaleIdentifier("en")).languageTag == "en")
    }

    /// Preferences as Apple platforms write them (`Locale.preferredLanguages`): language, script, region.
    @Test(arguments: [
        (["en-US"], "en", "en-US"), (["zh-Hans-CN"], "zh-Hans", "zh-Hans-CN"), (["zh-Hans-CN"], "en", "en-CN"),
        (["pt-BR"], "pt", "pt-BR"), (["zh-Hant-TW", "en-TW"], "zh-Hant", "zh-Hant-TW"), (["zh-Hant-HK"], "en", "en-HK"),
        (["pt-BR", "en-US"], "en", "en-US"), (["sr-Latn-RS"], "sr-Latn", "sr-Latn-RS"), (["ar-SA"], "en", "en-SA"),
    ])
    func formattingLocaleWithApplePreferences(_ preferences: [String], _ text: String, _ expected: String) {
        #expect(MessageCatalog.formattingLocale(for: preferences, text: LocaleIdentifier(text)).languageTag == expected)
    }
}
