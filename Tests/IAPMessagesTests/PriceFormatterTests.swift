import Foundation
import Testing
@testable import IAPMessagesCore

@Suite struct PriceFormatterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String, currency: String, amount: String
        let style: PriceFormatter.CurrencyStyle, negatives: PriceFormatter.NegativeStyle, expected: String
        var testDescription: String { "\(amount) \(currency) in '\(locale)' (\(style.rawValue), \(negatives.rawValue))" }
    }

    static let cases: [Case] = (try? FixtureFile.rows("prices.tsv").map { fields in
        Case(locale: fields[0], currency: fields[1], amount: fields[2],
             style: PriceFormatter.CurrencyStyle(rawValue: fields[3])!,
             negatives: PriceFormatter.NegativeStyle(rawValue: fields[4])!,
             expected: FixtureFile.unescape(expected(fields)))
    }) ?? []

    /// The text the running configuration writes: ICU's (CLDR's) in the sixth column, Foundation on
    /// Apple's ICU in the seventh, and the ICU backend on Apple's ICU data in the eighth; each where present.
    static func expected(_ fields: [String]) -> String {
        #if IAPMESSAGES_ICU
        CLDRRelease.isApplesData && fields.count > 7 ? fields[7] : fields[5]
        #else
        fields.count > 6 ? fields[6] : fields[5]
        #endif
    }

    @Test func fixtureIsLoaded() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func formats(_ example: Case) throws {
        let price = try IAPPrice(amount: Decimal(string: example.amount)!, currencyCode: example.currency)
        let formatter = PriceFormatter(locale: example.locale, currencyStyle: example.style, negativeStyle: example.negatives)
        let text = formatter.string(for: price)
        #expect(FixtureFile.escape(text) == FixtureFile.escape(example.expected))
    }

    /// A Decimal built from parts that no Double can hold keeps every digit.
    @Test func amountsNeverPassThroughDouble() throws {
        let amount = Decimal(string: "9007199254740993.01")!   // 2^53 + 1: rounds as a Double
        let price = try IAPPrice(amount: amount, currencyCode: "USD")
        #expect(PriceFormatter(locale: "en-US").string(for: price) == "$9,007,199,254,740,993.01")
    }

    @Test(arguments: ["", "xx", "de_DE.UTF-8@euro", "C", "POSIX", "en_US.ISO8859-1", "zz-ZZ-x-private", "!!", "ar-EG-u-nu-bogus",
                      "123", "en-US-u-cu-jpy", "sr_RS@latin", String(repeating: "a", count: 500)])
    func oddLocalesGiveDigitsAndNoCrash(_ locale: String) throws {
        let price = try IAPPrice(amount: Decimal(string: "1234.5")!, currencyCode: "EUR")
        let text = PriceFormatter(locale: locale).string(for: price)
        let digits = text.unicodeScalars.filter { $0.properties.numericType == .decimal }.count
        #expect(digits == 6, "\(FixtureFile.escape(text))")
    }

    /// The currency of the price decides, never a `-u-cu-` in the locale.
    @Test func localeCurrencyKeywordDoesNotOverrideThePrice() throws {
        let price = try IAPPrice(amount: 5, currencyCode: "USD")
        #expect(PriceFormatter(locale: "en-US-u-cu-jpy").string(for: price) == "$5.00")
    }

    @Test func skeletonsFollowOptions() {
        #expect(PriceFormatter.skeleton(currencyCode: "EUR", currencyStyle: .symbol, negativeStyle: .minusSign) == "currency/EUR")
        #expect(PriceFormatter.skeleton(currencyCode: "EUR", currencyStyle: .narrowSymbol, negativeStyle: .minusSign) == "currency/EUR unit-width-narrow")
        #expect(PriceFormatter.skeleton(currencyCode: "JPY", currencyStyle: .isoCode, negativeStyle: .accounting) == "currency/JPY unit-width-iso-code sign-accounting")
        #expect(PriceFormatter.skeleton(currencyCode: "USD", currencyStyle: .name, negativeStyle: .minusSign) == "currency/USD unit-width-full-name")
    }

    @Test func everyKnownCurrencyFormatsInEveryStyle() throws {
        for code in IAPPrice.knownCurrencyCodes {
            let price = try IAPPrice(amount: Decimal(string: "12.5")!, currencyCode: code)
            for style in PriceFormatter.CurrencyStyle.allCases {
                let text = PriceFormatter(locale: "en-GB", currencyStyle: style).string(for: price)
                // The plain-text fallback ("12.5 XXX") means ICU refused; a real format has the digits
                // of the rounded amount and never that fallback shape.
                #expect(text.contains("12") && text != "12.5 \(code)", "\(code) \(style): \(text)")
            }
        }
    }
}
