import Foundation

/// An amount of money in one currency, as a store reports a product's price.
///
/// The amount is a `Decimal` and stays one all the way to ICU, so no binary floating point ever
/// touches it: `12345678901234567.89 USD` formats with every digit. The currency code is validated
/// against ISO 4217 as ICU's data knows it, and normalised to upper case.
///
/// A price from a store also carries the storefront's locale (StoreKit's price locale), and every
/// message then writes it as that storefront does, whatever language the text around it is in: an
/// `en-US` user on the Canadian store reads `$4.99`, as StoreKit's `displayPrice` shows it, not
/// `CA$4.99`. Without one, a price is written for the message's locale.
///
/// ```swift
/// let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "eur")
/// price.currencyCode   // "EUR"
/// try IAPPrice(amount: 1, currencyCode: "XYZ")   // throws CurrencyCodeError (.unknown)
/// let store = try IAPPrice(amount: 4.99, currencyCode: "CAD", locale: Locale(identifier: "en_CA@currency=CAD"))
/// ```
public struct IAPPrice: Hashable, Sendable {
    /// The amount, exactly as given (rounding happens only when formatting).
    public let amount: Decimal
    /// The ISO 4217 code, upper case: `"USD"`, `"JPY"`.
    public let currencyCode: String
    /// The storefront's locale, which writes this price in every message; nil for a price without
    /// one, which is written for the message's locale.
    ///
    /// Should the locale name another currency (`@currency=USD` on a CAD price), the price's own
    /// `currencyCode` is the one shown.
    public let locale: Locale?

    /// A price without a storefront locale, written for each message's own locale: `4.99 EUR` reads
    /// `4,99 €` in a German text and `€4.99` in an English one.
    ///
    /// `currencyCode` is upper-cased (`"eur"` is `EUR`).
    ///
    /// - Throws: `CurrencyCodeError` when `currencyCode` is empty, not three letters, or unknown.
    public init(amount: Decimal, currencyCode: String) throws(CurrencyCodeError) {
        self.amount = amount
        self.currencyCode = try ISOCurrency.validate(currencyCode)
        self.locale = nil
    }

    /// A price as a storefront writes it: `locale` is StoreKit's price locale
    /// (`product.priceFormatStyle.locale`, `SKProduct.priceLocale`).
    ///
    /// - Throws: `CurrencyCodeError` when `currencyCode` is empty, not three letters, or unknown.
    public init(amount: Decimal, currencyCode: String, locale: Locale) throws(CurrencyCodeError) {
        self.amount = amount
        self.currencyCode = try ISOCurrency.validate(currencyCode)
        self.locale = locale
    }

    /// How many fraction digits prices in this currency show (JPY 0, USD 2, KWD 3, CLF 4).
    ///
    /// These are CLDR's digits, which ICU rounds to; they agree with ISO 4217's minor units except
    /// where CLDR records that people do not write the minor unit (IQD, LBP, RSD… show 0 digits).
    public var fractionDigits: Int { ISOCurrency.fractionDigits(currencyCode) }

    /// Every currency code ICU knows, sorted.
    public static var knownCurrencyCodes: [String] { ISOCurrency.knownCodes.sorted() }
}
