import Foundation

/// `PriceFormatter`'s backend on Apple platforms (and with `IAPMESSAGES_APPLE=1` on Linux): the
/// system's formatter (`SystemPriceFormatting`), with the Foundation locale given (a storefront's)
/// or the one the locale ID names.
struct SystemPriceFormatter: Sendable {
    let locale: Locale
    let currencyStyle: PriceFormatter.CurrencyStyle
    let negativeStyle: PriceFormatter.NegativeStyle
    /// This formatter's system formatters by currency code, so a call skips hashing the locale for
    /// the shared cache.
    private let formatters = HandleCache<String, SystemPriceFormatting.Formatter>(capacity: 16)

    init(locale: LocaleIdentifier, systemLocale: Locale?, currencyStyle: PriceFormatter.CurrencyStyle,
         negativeStyle: PriceFormatter.NegativeStyle) {
        self.locale = systemLocale ?? Locale(identifier: locale.formattingID)
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
    }

    func string(for price: IAPPrice) -> String? {
        let amount = price.amount.isSignMinus && PriceFormatter.roundsToNegativeZero(price.amount, places: price.fractionDigits)
            ? Decimal.zero : price.amount
        let formatter = formatters.value(for: price.currencyCode) {
            SystemPriceFormatting.formatter(currencyCode: price.currencyCode, locale: locale,
                                            currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        }
        return formatter.format(amount)
    }
}
