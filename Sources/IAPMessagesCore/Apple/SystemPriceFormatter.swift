import Foundation

/// `PriceFormatter`'s backend on Apple platforms (and with `IAPMESSAGES_APPLE=1` on Linux): the
/// system's formatter (`SystemPriceFormatting`), with the Foundation locale given (a storefront's)
/// or the one the locale ID names.
struct SystemPriceFormatter: Sendable {
    let locale: Locale
    let currencyStyle: PriceFormatter.CurrencyStyle
    let negativeStyle: PriceFormatter.NegativeStyle

    init(locale: LocaleIdentifier, systemLocale: Locale?, currencyStyle: PriceFormatter.CurrencyStyle,
         negativeStyle: PriceFormatter.NegativeStyle) {
        self.locale = systemLocale ?? Locale(identifier: locale.icuID)
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
    }

    func string(for price: IAPPrice) -> String? {
        let amount = PriceFormatter.roundsToNegativeZero(price.amount, places: price.fractionDigits) ? Decimal.zero : price.amount
        return SystemPriceFormatting.string(amount: amount, currencyCode: price.currencyCode, locale: locale,
                                            currencyStyle: currencyStyle, negativeStyle: negativeStyle)
    }
}
