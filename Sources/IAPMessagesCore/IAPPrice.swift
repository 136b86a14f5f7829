import Foundation

/// An amount of money in one currency, as a store reports a product's price.
///
/// The amount is a `Decimal` and stays one all the way to ICU, so no binary floating point ever
/// touches it: `12345678901234567.89 USD` formats with every digit. The currency code is validated
/// against ISO 4217 as ICU's data knows it, and normalised to upper case.
///
/// ```swift
/// let price = try IAPPrice(amount: Decimal(string: "4.99")!, currencyCode: "eur")
/// price.currencyCode   // "EUR"
/// try IAPPrice(amount: 1, currencyCode: "XYZ")   // throws CurrencyCodeError (.unknown)
/// ```
public struct IAPPrice: Hashable, Sendable {
    /// The amount, exactly as given (rounding happens only when formatting).
    public let amount: Decimal
    /// The ISO 4217 code, upper case: `"USD"`, `"JPY"`.
    public let currencyCode: String

    /// - Throws: `CurrencyCodeError` when `currencyCode` is empty, not three letters, or unknown.
    public init(amount: Decimal, currencyCode: String) throws(CurrencyCodeError) {
        self.amount = amount
        self.currencyCode = try ISOCurrency.validate(currencyCode)
    }

    /// How many fraction digits prices in this currency show (JPY 0, USD 2, KWD 3, CLF 4).
    ///
    /// These are CLDR's digits, which ICU rounds to; they agree with ISO 4217's minor units except
    /// where CLDR records that people do not write the minor unit (IQD, LBP, RSD… show 0 digits).
    public var fractionDigits: Int { ISOCurrency.fractionDigits(currencyCode) }

    /// Every currency code ICU knows, sorted.
    public static var knownCurrencyCodes: [String] { ISOCurrency.knownCodes.sorted() }
}
