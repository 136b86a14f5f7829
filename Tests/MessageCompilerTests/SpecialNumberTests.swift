import Foundation
@_spi(GeneratedCode) import IAPMessagesCore
import MessageCompiler
import Testing

/// NaN, the infinities and negative zero read as ICU writes them, in every number style and in a
/// plural's `#`, on both backends: the locale's NaN symbol and infinity sign with its minus, affixes
/// and sign stems; a plural selects `other` for them, as ICU's rules do; a negative zero reads "0"
/// unless the skeleton asks for a sign. A Flutter set writes them as its app does: Dart's
/// `toString()` without a format, package:intl's `NumberFormat` with one.
@Suite struct SpecialNumberTests {
    private func render(_ message: String, _ value: MessageArgument, locale: String = "en") throws -> String {
        try LongNumberTests.render(message, value, locale: locale)
    }

    static let items = "{n, plural, =0 {none} one {# item} other {# items}}"

    @Test func pluralsOfNaNAndInfinitiesShowTheNumberAndSelectOther() throws {
        #expect(try render(Self.items, .double(.nan)) == "NaN items")
        #expect(try render(Self.items, .double(.infinity)) == "∞ items")
        #expect(try render(Self.items, .double(-.infinity)) == "-∞ items")
        #expect(try render("{n, plural, offset:1 one {# other} other {# others}}", .double(.infinity)) == "∞ others")
        #expect(try render("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", .double(-.infinity)) == "-∞th")
        // French 0 and 1 are `one`; NaN and the infinities are `other`, as ICU's rules select.
        let french = "{n, plural, one {# jour} other {# jours}}"
        #expect(try render(french, .double(.nan), locale: "fr") == "NaN jours")
        #expect(try render(french, .double(-.infinity), locale: "fr") == "-∞ jours")
        #expect(try render(french, .decimal(.nan), locale: "fr") == "NaN jours")
        #expect(try render("{n, plural, one {# Tag} other {# Tage}}", .double(.infinity), locale: "de") == "∞ Tage")
    }

    @Test func numberStylesOfNaNAndInfinities() throws {
        let cases: [(String, Double, String, String)] = [
            ("{n, number}", .nan, "en", "NaN"), ("{n, number}", .infinity, "en", "∞"), ("{n, number}", -.infinity, "en", "-∞"),
            ("{n, number, integer}", -.infinity, "en", "-∞"), ("{n, number, percent}", .nan, "en", "NaN%"),
            ("{n, number, percent}", .infinity, "en", "∞%"), ("{n, number, percent}", -.infinity, "en", "-∞%"),
            ("{n, number, ::.00}", .infinity, "en", "∞"), ("{n, number, ::sign-always}", .infinity, "en", "+∞"),
            ("{n, number, ::sign-never}", -.infinity, "en", "∞"), ("{n, number, ::currency/EUR}", -.infinity, "en", "-€∞"),
            ("{n, number, ::currency/EUR}", .nan, "en", "€NaN"), ("{n, number, ::compact-short}", .infinity, "en", "∞"),
            ("{n, number, ::integer-width/*000}", -.infinity, "en", "-∞"),
            ("{n, number, percent}", -.infinity, "de", "-∞\u{A0}%"), ("{n, number, ::currency/EUR}", .infinity, "de", "∞\u{A0}€"),
            ("{n, number, ::currency/EUR sign-accounting}", -.infinity, "fr", "(∞\u{A0}€)"),
            ("{n, number}", -.infinity, "he", "\u{200E}-∞"), ("{n, number}", -.infinity, "sv", "−∞"),
            ("{n, number}", .nan, "fa", "ناعدد"), ("{n, number}", -.infinity, "fa", "\u{200E}−∞"),
            ("{n, number}", .nan, "fi", "epäluku"),
        ]
        for (message, value, locale, expected) in cases {
            let text = try render(message, .double(value), locale: locale)
            #expect(text == expected, "\(locale) \(message) \(value): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func negativeZeroReadsZeroUnlessTheSkeletonAsksForASign() throws {
        #expect(try render("{n, number}", .double(-0.0)) == "0")
        #expect(try render("{n, number, integer}", .double(-0.0)) == "0")
        #expect(try render("{n, number, percent}", .double(-0.0)) == "0%")
        #expect(try render("{n, number, ::.00}", .double(-0.0)) == "0.00")
        #expect(try render("{n, number, ::sign-always}", .double(-0.0)) == "-0")
        #expect(try render(Self.items, .double(-0.0)) == "none")
        #expect(try render("{n, plural, one {# item} other {# items}}", .double(-0.0)) == "0 items")
        #expect(try render("{n, plural, one {# item} other {# items}}", .double(-0.0000001)) == "0 items")
        #expect(try render("{n, plural, one {# jour} other {# jours}}", .double(-0.0), locale: "fr") == "0 jour")
        #expect(try render("{n, plural, offset:1 one {# jour} other {# jours}}", .double(0.5), locale: "fr") == "-0,5 jour")
    }

    /// An endless wait reads as ICU writes an infinite count of days, not as a count of 290 billion
    /// years' seconds; a NaN is still no wait ("0 seconds", "in 0 seconds").
    @Test func infiniteWaitsReadAsICUWritesThem() throws {
        #expect(try render("{n, duration}", .duration(.infinity)) == "∞ days")
        #expect(try render("{n, duration}", .duration(-.infinity)) == "-∞ days")
        #expect(try render("{n, duration}", .duration(.infinity), locale: "de") == "∞ Tage")
        #expect(try render("{n, duration}", .duration(.nan)) == "0 seconds")
        #expect(try render("{n, duration}", .duration(-0.0)) == "0 seconds")
        #expect(RelativeTimeFormatter(locale: "en").string(for: TimeInterval.infinity) == "in ∞ days")
        #expect(RelativeTimeFormatter(locale: "en").string(for: -TimeInterval.infinity) == "∞ days ago")
        #expect(RelativeTimeFormatter(locale: "fr").string(for: TimeInterval.infinity) == "dans ∞ jours")
        #expect(RelativeTimeFormatter(locale: "en").string(for: TimeInterval.nan) == "in 0 seconds")
    }

    /// Flutter: a placeholder without a format is Dart's `toString()` ("NaN", "Infinity", "-0.0"); one
    /// with a format is intl's `NumberFormat.format`, which writes NaN as the locale's symbol alone,
    /// an infinity as its sign's prefix and "∞" (no "%"), and keeps the minus of a negative zero.
    @Test func flutterNumbersReadAsTheAppWritesThem() throws {
        let set = try FlutterCatalogTests.compile(["app_en.arb": """
        {
          "plain": "{x} left",
          "@plain": { "placeholders": { "x": { "type": "double" } } },
          "count": "{n, plural, =1{one} other{{n} left}}",
          "@count": { "placeholders": { "n": { "type": "num" } } },
          "share": "{ratio} done",
          "@share": { "placeholders": { "ratio": { "type": "double", "format": "percentPattern" } } },
          "price": "Only {amount}",
          "@price": { "placeholders": { "amount": { "type": "double", "format": "simpleCurrency", "optionalParameters": { "name": "EUR", "decimalDigits": 2 } } } },
          "steps": "{n} steps",
          "@steps": { "placeholders": { "n": { "type": "double", "format": "decimalPattern" } } }
        }
        """, "app_de.arb": """
        {
          "plain": "{x} übrig", "count": "{n, plural, =1{eins} other{{n} übrig}}", "share": "{ratio} erledigt",
          "price": "Nur {amount}", "steps": "{n} Schritte"
        }
        """])
        #expect(set.codes.isEmpty, "\(set.result.formattedDiagnostics)")
        #expect(try set.text("plain", locale: "en", ["x": .double(.nan)]) == "NaN left")
        #expect(try set.text("plain", locale: "en", ["x": .double(-.infinity)]) == "-Infinity left")
        #expect(try set.text("plain", locale: "en", ["x": .double(-0.0)]) == "-0.0 left")
        #expect(try set.text("count", locale: "en", ["n": .double(.infinity)]) == "Infinity left")
        #expect(try set.text("count", locale: "en", ["n": .double(-0.0)]) == "-0.0 left")
        #expect(try set.text("share", locale: "en", ["ratio": .double(.nan)]) == "NaN done")
        #expect(try set.text("share", locale: "en", ["ratio": .double(.infinity)]) == "∞ done")
        #expect(try set.text("share", locale: "de", ["ratio": .double(-.infinity)]) == "-∞ erledigt")
        #expect(try set.text("share", locale: "en", ["ratio": .double(-0.0)]) == "-0% done")
        #expect(try set.text("price", locale: "en", ["amount": .double(-.infinity)]) == "Only -€∞")
        #expect(try set.text("price", locale: "de", ["amount": .double(.infinity)]) == "Nur ∞")
        #expect(try set.text("price", locale: "en", ["amount": .double(.nan)]) == "Only NaN")
        #expect(try set.text("price", locale: "en", ["amount": .double(-0.001)]) == "Only -€0.00")
        #expect(try set.text("steps", locale: "en", ["n": .double(-0.0)]) == "-0 steps")
        #expect(try set.text("steps", locale: "de", ["n": .double(.nan)]) == "NaN Schritte")
        #expect(try set.text("steps", locale: "en", ["n": .double(.infinity)]) == "∞ steps")
    }
}
