import Foundation

/// Formats prices the way a locale writes money.
///
/// Rounds to the currency's fraction digits (half-even, as ICU and Foundation do), honours the
/// locale's numbering system and any `-u-nu-` extension (`ar-EG-u-nu-latn`, `th-TH-u-nu-thai`), and
/// accepts any locale spelling `LocaleIdentifier` does. Formatters are cached per (locale,
/// currency, options), so keeping or recreating a `PriceFormatter` costs the same.
///
/// ```swift
/// let price = try IAPPrice(amount: Decimal(string: "1234.5")!, currencyCode: "EUR")
/// PriceFormatter(locale: "de-DE").string(for: price)                            // "1.234,50 €"
/// PriceFormatter(locale: "en-US", currencyStyle: .isoCode).string(for: price)   // "EUR 1,234.50"
/// ```
public struct PriceFormatter: Sendable {
    /// How the currency is named.
    public enum CurrencyStyle: String, Sendable, CaseIterable {
        /// The locale's usual symbol: `$`, `US$`, `€`.
        case symbol
        /// The shortest symbol, even if ambiguous: `$` for both USD and CAD.
        case narrowSymbol
        /// The ISO 4217 code: `USD`.
        case isoCode
        /// The currency's name, in the plural form the amount needs: `1,234.50 US dollars`.
        case name
    }

    /// How negative amounts (refunds, credits) are shown.
    public enum NegativeStyle: String, Sendable, CaseIterable {
        /// A minus sign: `-$5.00`.
        case minusSign
        /// The locale's accounting form, often parentheses: `($5.00)`.
        case accounting
    }

    public let locale: LocaleIdentifier
    public let currencyStyle: CurrencyStyle
    public let negativeStyle: NegativeStyle
    #if IAPMESSAGES_ICU
    /// This formatter's handles by currency code, so a call skips building a skeleton and the
    /// shared cache's bookkeeping.
    private let handles = HandleCache<String, CurrencyHandle>(capacity: 64)
    #endif

    public init(locale: String, currencyStyle: CurrencyStyle = .symbol, negativeStyle: NegativeStyle = .minusSign) {
        self.init(locale: LocaleIdentifier(locale), currencyStyle: currencyStyle, negativeStyle: negativeStyle)
    }

    public init(locale: LocaleIdentifier, currencyStyle: CurrencyStyle = .symbol, negativeStyle: NegativeStyle = .minusSign) {
        self.locale = locale
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
    }

    /// The price as this locale writes it, rounded half to even to the currency's digits.
    ///
    /// Every finite amount formats, however many digits it has. An amount that rounds to zero reads
    /// as zero, never "-$0.00" or "($0.00)": a refund of less than a cent is no refund. Should ICU
    /// refuse (or the amount be NaN), the result is the plain amount and code (`1234.5 EUR`).
    public func string(for price: IAPPrice) -> String {
        #if IAPMESSAGES_ICU
        icuString(for: price)
        #else
        PortablePriceFormatting.string(amount: price.amount, currencyCode: price.currencyCode, locale: locale.icuID,
                                       currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        #endif
    }

    #if IAPMESSAGES_ICU
    private func icuString(for price: IAPPrice) -> String {
        guard !price.amount.isNaN else { return "\(price.amount) \(price.currencyCode)" }
        do {
            return try locale.withFormattingFallback { (id) throws(ICUFailure) in
                if currencyStyle == .name {
                    let places = price.fractionDigits
                    let (digits, long) = Self.prepared(price.amount, places: places)
                    return try CurrencyNames.format(digits: digits, long: long, places: places, currencyCode: price.currencyCode,
                                                    locale: id, negativeStyle: negativeStyle)
                }
                let currency = try handles.value(for: id == locale.icuID ? price.currencyCode : price.currencyCode + "@" + id) { () throws(ICUFailure) in
                    let skeleton = Self.skeleton(currencyCode: price.currencyCode, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
                    return CurrencyHandle(formatter: try NumberFormatterHandle.shared(locale: id, skeleton: skeleton),
                                          places: ISOCurrency.fractionDigits(price.currencyCode))
                }
                let (digits, long) = Self.prepared(price.amount, places: currency.places)
                if let long { return try currency.formatter.format(long, places: currency.places) }
                return try currency.formatter.format(digits: digits)
            }
        } catch {
            return "\(price.amount) \(price.currencyCode)"
        }
    }

    /// A currency's formatter and fraction digits, looked up together once per currency.
    struct CurrencyHandle: Sendable {
        let formatter: NumberFormatterHandle
        let places: Int
    }
    #endif

    /// The digits to hand the number formatter, which rounds them half to even to the currency's `places` itself; and,
    /// for an amount with more digits than ICU reads (34), the numeral rounded here, to be laid out
    /// through a stand-in. A negative amount that rounds to zero is handed over as zero.
    static func prepared(_ amount: Decimal, places: Int) -> (digits: String, long: DecimalNumeral?) {
        if amount.isSignMinus, -amount <= halfUnit(places) { return ("0", nil) }
        let digits = amount.exactDigits
        guard digits.utf8.count > DecimalNumeral.icuDigitLimit,
              let numeral = DecimalNumeral(digits)?.rounded(toFractionDigits: places) else { return (digits, nil) }
        return numeral.significantDigitCount > DecimalNumeral.icuDigitLimit ? (digits, numeral) : (numeral.icuInput, nil)
    }

    /// Half of the currency's smallest unit (0.005 for 2 places): at most this far below zero, an
    /// amount rounds half to even to zero.
    private static func halfUnit(_ places: Int) -> Decimal {
        Decimal(sign: .plus, exponent: -(places + 1), significand: 5)
    }

    /// The ICU number skeleton for these options: `currency/EUR unit-width-iso-code sign-accounting`.
    static func skeleton(currencyCode: String, currencyStyle: CurrencyStyle, negativeStyle: NegativeStyle) -> String {
        var stems = ["currency/\(currencyCode)"]
        switch currencyStyle {
        case .symbol: break
        case .narrowSymbol: stems.append("unit-width-narrow")
        case .isoCode: stems.append("unit-width-iso-code")
        case .name: stems.append("unit-width-full-name")
        }
        if negativeStyle == .accounting { stems.append("sign-accounting") }
        return stems.joined(separator: " ")
    }
}
