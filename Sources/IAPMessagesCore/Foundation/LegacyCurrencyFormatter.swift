import Foundation

/// Prices on systems before `Decimal.FormatStyle` (iOS 13 and 14, macOS 10.15 and 11): Foundation's
/// `NumberFormatter`, which StoreKit's own `SKProduct` prices are written with there.
///
/// `NumberFormatter` is safe to use from several threads once configured (Apple documents it so
/// since iOS 7); this wrapper configures it once and never changes it, hence `@unchecked Sendable`.
/// It has no narrow-symbol style: a narrow price is written with the locale's usual symbol there.
/// Linux builds this type (so it is compiled and type-checked here) but never reaches it: there
/// `Decimal.FormatStyle` is always available, and swift-corelibs-foundation's `NumberFormatter` is
/// a different, older code path that is no reference for devices.
final class LegacyCurrencyFormatter: @unchecked Sendable {
    private let formatter: NumberFormatter

    init(currencyCode: String, locale: Locale, currencyStyle: PriceFormatter.CurrencyStyle,
         negativeStyle: PriceFormatter.NegativeStyle) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        switch (currencyStyle, negativeStyle) {
        case (.isoCode, _): formatter.numberStyle = .currencyISOCode
        case (.name, _): formatter.numberStyle = .currencyPlural
        case (_, .accounting): formatter.numberStyle = .currencyAccounting
        case (.symbol, .minusSign), (.narrowSymbol, .minusSign): formatter.numberStyle = .currency
        }
        formatter.currencyCode = currencyCode
        self.formatter = formatter
    }

    func format(_ amount: Decimal) -> String {
        formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(formatter.currencyCode ?? "")"
    }
}
