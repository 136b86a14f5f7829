import Foundation
import Testing
@_spi(GeneratedCode) @testable import IAPMessagesCore

/// The hot paths remember what they computed (a count's number and plural category, a price's text):
/// what they give back must be exactly what computing it again gives, whatever was asked in between.
@Suite struct RenderMemoTests {
    /// A plural of argument 0 as msgc compiles it: kind, offset, then each key with its body's length.
    static func plural(_ kind: UInt8, offset: Int, _ cases: [(String, String)]) -> String {
        var program = "\u{05}\(Character(Unicode.Scalar(kind)))0\u{02}\(offset)\u{02}"
        for (key, body) in cases { program += "\(key)\u{02}\(body.utf8.count)\u{02}\(body)" }
        return program + "\u{03}"
    }

    static let cases = [("=0", "none"), ("=1", "exactly one"), ("one", "\u{04} one"), ("two", "\u{04} two"),
                        ("few", "\u{04} few"), ("many", "\u{04} many"), ("other", "\u{04} other")]

    /// An `Int` count takes the integer path (and the memo); the same count as a `Decimal` takes the
    /// general one. They must agree on every count, locale pair, kind and offset, asked in an order
    /// that makes entries of the memo replace each other many times over.
    @Test func countsRenderAsTheSameNumberAsDecimal() {
        let pairs = [("en", "en"), ("ru", "ru"), ("pl", "pl"), ("ar", "ar"), ("cy", "cy"), ("fr", "fr"), ("lv", "lv"),
                     ("ga", "ga"), ("br", "br"), ("de", "en"), ("en_IN", "en"), ("ar_EG", "ar")]
        let counts = Array(-3...250) + [1_000, 12_345, 1_000_000, 2_000_001, Int.max, Int.min]
        var compared = 0
        for kind in [MessageProgram.ChoiceCode.plural, MessageProgram.ChoiceCode.ordinal] {
            for offset in [0, 1] {
                let program = Self.plural(kind, offset: offset, Self.cases)
                for round in 0..<2 {
                    for count in counts {
                        for (format, plural) in pairs {
                            let interpreter = { (argument: MessageArgument) in
                                MessageInterpreter(formatLocale: LocaleIdentifier(format), pluralLocale: LocaleIdentifier(plural),
                                                   arguments: [argument])
                            }
                            let asInteger = interpreter(.int(count)).render(program)
                            let asDecimal = interpreter(.decimal(Decimal(count))).render(program)
                            #expect(asInteger == asDecimal, "\(format)/\(plural) \(kind) offset \(offset) count \(count), round \(round)")
                            #expect(!asInteger.isEmpty)
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 2 * 2 * 2 * counts.count * pairs.count)
    }

    @Test func exactKeysMatchWholeCountsOnly() {
        let program = Self.plural(MessageProgram.ChoiceCode.plural, offset: 1, [("=1", "just you"), ("=2", "you and one more"),
                                                                                ("one", "you and \u{04} other"), ("other", "you and \u{04} others")])
        func render(_ value: MessageArgument) -> String {
            MessageInterpreter(formatLocale: LocaleIdentifier("en"), pluralLocale: LocaleIdentifier("en"), arguments: [value]).render(program)
        }
        #expect(render(.int(1)) == "just you")
        #expect(render(.int(2)) == "you and one more")
        #expect(render(.int(3)) == "you and 2 others")
        #expect(render(.decimal(Decimal(string: "2.0")!)) == "you and one more")
        #expect(render(.double(2.5)) == "you and 1.5 others")
    }

    static let priceLocales = ["en-US", "de-DE", "fr-FR", "ja-JP", "ar-EG", "hi-IN", "de-CH", "sv-SE"]
    static let currencies = ["USD", "EUR", "JPY", "KWD"]
    static let amounts = ["0.99", "4.99", "4.990", "1234.5", "-42.125", "0"].map { Decimal(string: $0)! }

    /// Every (locale, style, sign style, currency, amount) written once; then many other prices,
    /// so the memo's entries are replaced; then all of them again, each by a new formatter.
    @Test func aPriceReadsTheSameAfterManyOthers() throws {
        var first: [String: String] = [:]
        for key in try Self.priceRequests() { first[key.id] = key.text() }
        let churn = PriceFormatter(locale: "en-GB")
        for cents in 0..<5_000 {
            _ = churn.string(for: try IAPPrice(amount: Decimal(cents) / 100, currencyCode: "GBP"))
        }
        for key in try Self.priceRequests() { #expect(key.text() == first[key.id], "\(key.id)") }
        // Different formatters never share an entry.
        #expect(first["de-DE symbol minusSign EUR 1234.5"] != first["en-US symbol minusSign EUR 1234.5"])
        #expect(first["en-US symbol minusSign USD -42.125"] != first["en-US symbol accounting USD -42.125"])
        #expect(first["en-US symbol minusSign USD 4.99"] != first["en-US isoCode minusSign USD 4.99"])
        #expect(first["en-US symbol minusSign USD 4.99"] == "$4.99")
        #expect(first["en-US symbol accounting USD -42.125"] == "($42.12)")
        // Two spellings of one amount are one price.
        #expect(first["de-DE symbol minusSign EUR 4.99"] == first["de-DE symbol minusSign EUR 4.990"])
    }

    /// Many threads asking for the same prices get what one thread alone gets.
    @Test func concurrentPricesAgreeWithSerialOnes() async throws {
        let requests = try Self.priceRequests()
        let serial = requests.map { $0.text() }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<6 {
                group.addTask {
                    var bad = 0
                    for round in 0..<3_000 {
                        let index = (round * 7 + worker) % requests.count
                        if requests[index].text() != serial[index] { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    /// One price for one formatter, with the name the tests refer to it by.
    struct PriceRequest: Sendable {
        let id: String
        let locale: String
        let style: PriceFormatter.CurrencyStyle
        let negative: PriceFormatter.NegativeStyle
        let price: IAPPrice

        func text() -> String {
            PriceFormatter(locale: locale, currencyStyle: style, negativeStyle: negative).string(for: price)
        }
    }

    static func priceRequests() throws -> [PriceRequest] {
        var requests: [PriceRequest] = []
        for locale in priceLocales {
            for style in PriceFormatter.CurrencyStyle.allCases {
                for negative in PriceFormatter.NegativeStyle.allCases {
                    for currency in currencies {
                        for (amount, spelling) in zip(amounts, ["0.99", "4.99", "4.990", "1234.5", "-42.125", "0"]) {
                            requests.append(PriceRequest(id: "\(locale) \(style) \(negative) \(currency) \(spelling)", locale: locale,
                                                         style: style, negative: negative,
                                                         price: try IAPPrice(amount: amount, currencyCode: currency)))
                        }
                    }
                }
            }
        }
        return requests
    }
}
