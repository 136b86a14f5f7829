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

    /// The locale whose symbols, pattern and digits write the price.
    public let locale: LocaleIdentifier
    /// How the currency is named: symbol, narrow symbol, ISO code or full name.
    public let currencyStyle: CurrencyStyle
    /// How a negative amount is marked: a minus sign or the locale's accounting form.
    public let negativeStyle: NegativeStyle
    /// The backend's formatter: ICU's on Linux, the system's on Apple platforms (`FormattingBackend`).
    private let backend: PriceFormatting
    /// This formatter, as `PriceMemo` knows it.
    private let writer: PriceMemo.Writer

    /// A formatter for `locale`, given in any spelling `LocaleIdentifier` reads (`de-DE`,
    /// `de_DE.UTF-8`, `ar-EG-u-nu-latn`).
    public init(locale: String, currencyStyle: CurrencyStyle = .symbol, negativeStyle: NegativeStyle = .minusSign) {
        self.init(locale: LocaleIdentifier(locale), currencyStyle: currencyStyle, negativeStyle: negativeStyle)
    }

    /// A formatter for an already parsed locale.
    public init(locale: LocaleIdentifier, currencyStyle: CurrencyStyle = .symbol, negativeStyle: NegativeStyle = .minusSign) {
        self.locale = locale
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
        backend = PriceFormatting(locale: locale, systemLocale: nil, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        writer = PriceMemo.Writer(locale, currencyStyle, negativeStyle)
    }

    /// A formatter for a Foundation `Locale`, such as a storefront's price locale from StoreKit
    /// (`product.priceFormatStyle.locale`, `SKProduct.priceLocale`): on Apple platforms the system
    /// formats with that very locale, so the text is `displayPrice`'s.
    public init(locale: Locale, currencyStyle: CurrencyStyle = .symbol, negativeStyle: NegativeStyle = .minusSign) {
        self.locale = LocaleIdentifier(locale.identifier)
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
        backend = PriceFormatting(locale: self.locale, systemLocale: locale, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        writer = PriceMemo.Writer(storefront: locale, currencyStyle, negativeStyle)
    }

    /// The price as this locale writes it, rounded half to even to the currency's digits.
    ///
    /// Every finite amount formats, however many digits it has. An amount that rounds to zero reads
    /// as zero, never "-$0.00" or "($0.00)": a refund of less than a cent is no refund. Should the
    /// backend refuse (or the amount be NaN), the result is the plain amount and code (`1234.5 EUR`).
    public func string(for price: IAPPrice) -> String {
        guard !price.amount.isNaN else { return "\(price.amount) \(price.currencyCode)" }
        let hash = PriceMemo.hash(writer, price.amount, price.currencyCode)
        if let known = PriceMemo.lookup(writer, amount: price.amount, currencyCode: price.currencyCode, hash: hash) { return known }
        guard let text = backend.string(for: price) else { return "\(price.amount) \(price.currencyCode)" }
        PriceMemo.remember(text, writer: writer, amount: price.amount, currencyCode: price.currencyCode, hash: hash)
        return text
    }

    /// The price as a message writes it: with its storefront's locale when it carries one
    /// (`IAPPrice.locale`), whatever language the text is in; otherwise with `fallback`.
    static func storefrontString(for price: IAPPrice, fallback: LocaleIdentifier) -> String {
        // A message's price is looked up before a formatter is made: making one costs more than the
        // remembered text. On a miss the formatter looks it up once more, then writes and remembers it.
        let writer = price.locale.map { PriceMemo.Writer(storefront: $0, .symbol, .minusSign) }
            ?? PriceMemo.Writer(fallback, .symbol, .minusSign)
        if !price.amount.isNaN, let known = PriceMemo.lookup(writer, amount: price.amount, currencyCode: price.currencyCode,
                                                              hash: PriceMemo.hash(writer, price.amount, price.currencyCode)) {
            return known
        }
        return (price.locale.map { PriceFormatter(locale: $0) } ?? PriceFormatter(locale: fallback)).string(for: price)
    }

    /// The digits to hand the number formatter, which rounds them half to even to the currency's `places` itself; and,
    /// for an amount with more digits than ICU reads (34), the numeral rounded here, to be laid out
    /// through a stand-in. A negative amount that rounds to zero is handed over as zero.
    static func prepared(_ amount: Decimal, places: Int) -> (digits: String, long: DecimalNumeral?) {
        if roundsToNegativeZero(amount, places: places) { return ("0", nil) }
        let digits = amount.exactDigits
        guard digits.utf8.count > DecimalNumeral.icuDigitLimit,
              let numeral = DecimalNumeral(digits)?.rounded(toFractionDigits: places) else { return (digits, nil) }
        return numeral.significantDigitCount > DecimalNumeral.icuDigitLimit ? (digits, numeral) : (numeral.icuInput, nil)
    }

    /// Whether a negative amount rounds (half to even) to zero at `places` digits: it is shown as zero.
    static func roundsToNegativeZero(_ amount: Decimal, places: Int) -> Bool {
        amount.isSignMinus && -amount <= halfUnit(places)
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
