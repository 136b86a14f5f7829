import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// Numbers longer than ICU's 34-digit input (any `Decimal` division) and Doubles beyond `Decimal`'s
/// range format like their shorter neighbours, on both backends, instead of as raw digits or "NaN".
@Suite struct LongNumberTests {
    private func render(_ message: String, _ value: MessageArgument, locale: String = "en") throws -> String {
        try Self.render(message, value, locale: locale)
    }

    /// `message` (one argument, `n`) rendered with `value` in `locale`, for formatting and choosing on
    /// its own locale; a message that does not parse cleanly fails the test.
    static func render(_ message: String, _ value: MessageArgument, locale: String = "en") throws -> String {
        let (pattern, diagnostics, _) = MessageFormatParserTests.parse(message)
        #expect(diagnostics.isEmpty)
        let program = MessageLowering.program(for: try #require(pattern), arguments: ["n"])
        let identifier = LocaleIdentifier(locale)
        return MessageInterpreter(formatLocale: identifier, pluralLocale: identifier, arguments: [value]).render(program)
    }

    /// 49.99 / 12 as a Decimal has 38 significant digits.
    static let monthly = Decimal(string: "49.99")! / 12
    static let third = Decimal(1) / 3

    @Test func longDecimalsFormatWithTheirSkeletons() throws {
        #expect(Self.monthly.description.count > 35)
        #expect(try render("{n, number, ::currency/EUR}", .decimal(Self.monthly)) == "€4.17")
        let german = try render("{n, number, ::currency/EUR}", .decimal(Self.monthly), locale: "de")
        #expect(german == "4,17\u{A0}€", "\(german.unicodeScalars.map { String($0.value, radix: 16) })")
        let percent = try render("{n, number, percent}", .decimal(Self.third))
        #expect(percent == "33.333333%", "\(percent)")
        #expect(try render("{n, number, ::.00}", .decimal(Self.monthly)) == "4.17")
        #expect(try render("{n, number}", .decimal(Self.monthly * 1_000)) == "4,165.833333")
    }

    @Test func longDecimalsSelectTheirPluralCategory() throws {
        let small = Decimal(string: "0.1234567890123456789012345678901234567")!
        #expect(PluralRules(locale: "fr").category(for: small) == .one)
        #expect(PluralRules(locale: "en").category(for: small) == .other)
        let french = try render("{n, plural, one {# mois} other {# mois (pluriel)}}", .decimal(Self.third), locale: "fr")
        #expect(french == "0,333333 mois", "\(french)")
    }

    @Test func extremeDoublesAreNumbers() throws {
        let huge = try render("{n, number}", .double(1e308))
        #expect(huge.hasPrefix("100,000,000") && huge.count == 309 + 102, "\(huge)")
        let large = try render("{n, number}", .double(1e200))
        #expect(large.hasPrefix("100,000,000") && large.count == 267, "\(large)")
        #expect(try render("{n, number}", .double(1e-100)) == "0")
        #expect(try render("{n, number}", .double(-1e-100)) == "0")
        #expect(try render("{n, number}", .double(-0.0000001)) == "0")
        #expect(try render("{n, number}", .double(-2.5)) == "-2.5")
        #expect(try render("{n, number, ::sign-always}", .double(-0.0000001)) == "-0")
        #expect(!(try render("{n, number}", .double(1e300), locale: "ar")).contains("ليس"))
    }
}

/// Values without a number or a date in reach read the same on both backends.
@Suite struct OutOfRangeValueTests {
    private func render(_ message: String, _ value: MessageArgument, locale: String = "en") throws -> String {
        let (pattern, _, _) = MessageFormatParserTests.parse(message)
        let program = MessageLowering.program(for: try #require(pattern), arguments: ["n"])
        let identifier = LocaleIdentifier(locale)
        return MessageInterpreter(formatLocale: identifier, pluralLocale: identifier, arguments: [value]).render(program)
    }

    /// `Decimal.nan` reads as a Double's NaN does: the locale's NaN symbol ("NaN"; Arabic "ليس رقم" or
    /// "ليس رقمًا", as ICU's release spells it), `other` in a plural.
    @Test func notANumberIsShownAsSuch() throws {
        for locale in ["en", "ar", "de"] {
            let text = try render("{n, number}", .decimal(.nan), locale: locale)
            #expect(text == (locale == "ar" ? try render("{n, number}", .double(.nan), locale: locale) : "NaN"))
            // The words, whichever space the release puts between them.
            #expect(locale != "ar" || text.unicodeScalars.filter(\.properties.isAlphabetic).starts(with: "ليسرقم".unicodeScalars),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let plural = try render("{n, plural, one {# one} other {# other}}", .decimal(.nan), locale: locale)
            #expect(plural == "\(text) other", "\(locale): \(plural)")
        }
    }

    @Test func datesBeyondYearsOneTo9999AreTheNearestEnd() throws {
        let last = try render("{n, date, ::yMMMd}", .date(Date(timeIntervalSince1970: 253_402_300_799)))
        #expect(last == "Dec 31, 9999")
        #expect(try render("{n, date, ::yMMMd}", .date(Date(timeIntervalSince1970: 1e15))) == last)
        let first = try render("{n, date, ::yMMMd}", .date(Date(timeIntervalSince1970: -62_135_596_800)))
        #expect(try render("{n, date, ::yMMMd}", .date(Date(timeIntervalSince1970: -1e15))) == first)
        #expect(!first.isEmpty)
        #expect(!(try render("{n, time, short}", .date(Date(timeIntervalSince1970: 1e300)))).isEmpty)
    }
}
