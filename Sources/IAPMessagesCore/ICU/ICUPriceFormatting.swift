#if IAPMESSAGES_ICU
import Foundation

/// `PriceFormatter`'s backend on Linux: ICU's number formatter with a currency skeleton, and the
/// spelled-out style assembled from ICU's currency names.
struct ICUPriceFormatting: Sendable {
    let locale: LocaleIdentifier
    let currencyStyle: PriceFormatter.CurrencyStyle
    let negativeStyle: PriceFormatter.NegativeStyle
    /// This formatter's handles by currency code, so a call skips building a skeleton and the
    /// shared cache's bookkeeping.
    private let handles = HandleCache<String, CurrencyHandle>(capacity: 64)

    /// A Foundation locale (a storefront's) is read through its identifier: ICU is what Foundation's
    /// own locale IDs are made for.
    init(locale: LocaleIdentifier, systemLocale: Locale?, currencyStyle: PriceFormatter.CurrencyStyle,
         negativeStyle: PriceFormatter.NegativeStyle) {
        self.locale = locale
        self.currencyStyle = currencyStyle
        self.negativeStyle = negativeStyle
    }

    func string(for price: IAPPrice) -> String? {
        try? locale.withFormattingFallback { (id) throws(ICUFailure) in
            if currencyStyle == .name {
                let places = price.fractionDigits
                let (digits, long) = PriceFormatter.prepared(price.amount, places: places)
                return try CurrencyNames.format(digits: digits, long: long, places: places, currencyCode: price.currencyCode,
                                                locale: id, negativeStyle: negativeStyle)
            }
            let currency = try handles.value(for: id == locale.formattingID ? price.currencyCode : price.currencyCode + "@" + id) { () throws(ICUFailure) in
                let skeleton = PriceFormatter.skeleton(currencyCode: price.currencyCode, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
                return CurrencyHandle(formatter: try NumberFormatterHandle.shared(locale: id, skeleton: skeleton),
                                      places: ISOCurrency.fractionDigits(price.currencyCode))
            }
            let (digits, long) = PriceFormatter.prepared(price.amount, places: currency.places)
            if let long { return try currency.formatter.format(long, places: currency.places) }
            return try currency.formatter.format(digits: digits)
        }
    }

    /// A currency's formatter and fraction digits, looked up together once per currency.
    struct CurrencyHandle: Sendable {
        let formatter: NumberFormatterHandle
        let places: Int
    }
}
#endif
