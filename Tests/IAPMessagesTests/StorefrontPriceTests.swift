import Foundation
import IAPMessages
import Testing

/// A price from a store is written as its storefront writes it, in every language of the text around
/// it; and in the Apple configuration, exactly as Foundation's `Decimal.FormatStyle.Currency` writes
/// it for that locale, which is what StoreKit's `displayPrice` is.
struct StorefrontPriceTests {
    /// Storefront price locales as StoreKit reports them (`language_REGION@currency=CODE`).
    static let storefronts: [(locale: String, currency: String, amount: String)] = [
        ("en_CA@currency=CAD", "CAD", "4.99"), ("ja_JP@currency=JPY", "JPY", "120"),
        ("nb_NO@currency=NOK", "NOK", "59"), ("fr_CH@currency=CHF", "CHF", "5"),
        ("de_CH@currency=CHF", "CHF", "1234.5"), ("id_ID@currency=IDR", "IDR", "49000"),
        ("es_CO@currency=COP", "COP", "4900"), ("ur_PK@currency=PKR", "PKR", "123456.5"),
        ("hi_IN@currency=INR", "INR", "149"), ("ar_SA@currency=SAR", "SAR", "18.99"),
        ("pt_BR@currency=BRL", "BRL", "27.9"), ("tr_TR@currency=TRY", "TRY", "149.99"),
        ("fr_CA@currency=CAD", "CAD", "6.99"), ("en_IN@currency=INR", "INR", "1999"),
        ("ko_KR@currency=KRW", "KRW", "5500"), ("zh_TW@currency=TWD", "TWD", "150"),
    ]
    static let textLanguages = ["en-US", "de-DE", "fr-FR", "ja-JP", "ar-EG", "ru-RU", "he-IL", "zh-Hans-CN"]

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    @Test(arguments: storefronts)
    func messagesWriteTheStorefrontsPrice(_ storefront: (locale: String, currency: String, amount: String)) throws {
        let locale = Locale(identifier: storefront.locale)
        let price = try IAPPrice(amount: Decimal(string: storefront.amount)!, currencyCode: storefront.currency, locale: locale)
        let expected = PriceFormatter(locale: locale).string(for: price)
        #if !IAPMESSAGES_ICU
        let system = Decimal(string: storefront.amount)!.formatted(.currency(code: storefront.currency).locale(locale))
        #expect(expected == system, "\(storefront.locale): \(expected) vs Foundation's \(system)")
        #endif
        for language in Self.textLanguages {
            let text = IAPUserMessage.subscriptionPrice(price: price, unit: .month, count: 1).text(for: language)
            #expect(text.contains(expected), "\(language) text for \(storefront.locale): \(text) lacks \(expected)")
        }
    }

    /// An `en-US` user on the Canadian store reads the Canadian store's `$4.99`, not `CA$4.99`; a price
    /// without a storefront is still written for the text's locale.
    @Test func storefrontWinsOverTheTextsLanguage() throws {
        let amount = Decimal(string: "4.99")!
        let canadian = try IAPPrice(amount: amount, currencyCode: "CAD", locale: Locale(identifier: "en_CA@currency=CAD"))
        let plain = try IAPPrice(amount: amount, currencyCode: "CAD")
        #expect(IAPUserMessage.subscriptionPrice(price: canadian, unit: .month, count: 1).text(for: "en-US") == "$4.99 per month")
        #expect(IAPUserMessage.subscriptionPrice(price: plain, unit: .month, count: 1).text(for: "en-US") == "CA$4.99 per month")
    }

    /// A storefront locale that names no currency, or another one, never wins over the price's code.
    @Test func thePricesOwnCurrencyWins() throws {
        let amount = Decimal(string: "4.99")!
        for id in ["en_CA@currency=USD", "en_CA", "und", "xx_YY", ""] {
            let price = try IAPPrice(amount: amount, currencyCode: "CAD", locale: Locale(identifier: id))
            let text = PriceFormatter(locale: price.locale!).string(for: price)
            #expect(text.contains("4.99") || text.contains("4,99"), "\(id): \(text)")
            #expect(!text.contains("US$") && !text.contains("USD"), "\(id): \(text)")
        }
    }

    #if !IAPMESSAGES_ICU
    /// Locale IDs reach the system's formatter intact: for every locale Foundation knows (numbering
    /// systems, scripts and regions included), `PriceFormatter(locale:)` with the BCP 47 spelling writes
    /// what `Decimal.FormatStyle.Currency` writes for the ID itself.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func everySystemLocaleAgreesWithFoundation() throws {
        let currencies = ["USD", "EUR", "JPY", "KWD", "CHF", "INR", "BRL", "CLF", "IDR", "SEK"]
        let amounts = ["0", "4.99", "-3.5", "1234567.891", "0.005", "-0.004", "99999999999.99"]
        var compared = 0, differences: [String] = []
        for (index, id) in Locale.availableIdentifiers.sorted().enumerated() {
            let locale = Locale(identifier: id)
            let tag = locale.identifier(.bcp47)
            let currency = currencies[index % currencies.count]
            for amount in amounts {
                let price = try IAPPrice(amount: Decimal(string: amount)!, currencyCode: currency)
                let ours = PriceFormatter(locale: tag).string(for: price)
                var shown = price.amount
                if PriceFormatterProbe.roundsToZero(price) { shown = 0 }
                let system = shown.formatted(.currency(code: currency).locale(locale))
                compared += 1
                if ours != system, differences.count < 20 { differences.append("\(id) (\(tag)) \(amount) \(currency): \(ours) vs \(system)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(compared) differ:\n\(differences.joined(separator: "\n"))")
        #expect(compared > 5000)
    }
    #endif
}

/// What the tests need to know of a price's rounding: a negative amount that rounds to zero is zero.
enum PriceFormatterProbe {
    static func roundsToZero(_ price: IAPPrice) -> Bool {
        let half = Decimal(sign: .plus, exponent: -(price.fractionDigits + 1), significand: 5)
        return price.amount.isSignMinus && -price.amount <= half
    }
}
