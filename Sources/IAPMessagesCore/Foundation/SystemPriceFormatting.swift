import Foundation

/// Prices written by the system's own formatter: what StoreKit's `displayPrice` is written with.
///
/// A paywall shows `displayPrice` beside prices derived from it ("€4.99 per month"), and the two must
/// read the same on every OS version, whose ICU and CLDR Apple updates with the system. So the Apple
/// build bakes nothing for money: `Decimal.FormatStyle.Currency` where the system has it (iOS 15,
/// macOS 12; always on Linux, where Foundation runs on the same Apple ICU), `NumberFormatter` before
/// that. Styles are cached per (locale, currency, options), as Foundation's own formatters behind
/// them are.
enum SystemPriceFormatting {
    private struct Key: Hashable, Sendable {
        let locale: Locale
        let currencyCode: String
        let currencyStyle: PriceFormatter.CurrencyStyle
        let negativeStyle: PriceFormatter.NegativeStyle
    }

    /// A formatter of one key: whichever of Foundation's the running system has.
    enum Formatter: Sendable {
        case formatStyle(any SystemCurrencyStyle)
        case legacy(LegacyCurrencyFormatter)
    }

    private static let formatters = HandleCache<Key, Formatter>(capacity: 256)

    /// The system's formatter for writing money in `currencyCode` as `locale` does.
    static func formatter(currencyCode: String, locale: Locale,
                          currencyStyle: PriceFormatter.CurrencyStyle, negativeStyle: PriceFormatter.NegativeStyle) -> Formatter {
        let key = Key(locale: locale, currencyCode: currencyCode, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        return formatters.value(for: key) { () -> Formatter in
            // Foundation writes a bare number when ICU refuses the locale (`ar-EG-u-nu-bogus`); as the
            // ICU backend does, try again without the locale's keywords, then with the root.
            let candidates = [key.locale, Locale(identifier: String(key.locale.identifier.prefix { $0 != "@" })), Locale(identifier: "")]
            var formatter = make(key, locale: candidates[0])
            for candidate in candidates.dropFirst() where !formatter.writesMoney {
                formatter = make(key, locale: candidate)
            }
            return formatter
        }
    }

    private static func make(_ key: Key, locale: Locale) -> Formatter {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return .formatStyle(CurrencyFormatStyle(key.currencyCode, locale, key.currencyStyle, key.negativeStyle))
        }
        return .legacy(LegacyCurrencyFormatter(currencyCode: key.currencyCode, locale: locale,
                                               currencyStyle: key.currencyStyle, negativeStyle: key.negativeStyle))
    }
}

extension SystemPriceFormatting.Formatter {
    func format(_ amount: Decimal) -> String {
        switch self {
        case .formatStyle(let style): style.format(amount)
        case .legacy(let legacy): legacy.format(amount)
        }
    }

    /// Whether this formatter writes a currency at all: a price always shows one (symbol, code or
    /// name), so a bare "1" means the system could not format for the locale.
    var writesMoney: Bool { format(1) != "1" }
}

/// A type-erased `Decimal.FormatStyle.Currency`, so the cache above can name it without itself
/// requiring iOS 15.
protocol SystemCurrencyStyle: Sendable {
    func format(_ amount: Decimal) -> String
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
private struct CurrencyFormatStyle: SystemCurrencyStyle {
    let style: Decimal.FormatStyle.Currency

    init(_ currencyCode: String, _ locale: Locale, _ currencyStyle: PriceFormatter.CurrencyStyle,
         _ negativeStyle: PriceFormatter.NegativeStyle) {
        var style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
        switch currencyStyle {
        case .symbol: break
        case .narrowSymbol: style = style.presentation(.narrow)
        case .isoCode: style = style.presentation(.isoCode)
        case .name: style = style.presentation(.fullName)
        }
        if negativeStyle == .accounting { style = style.sign(strategy: .accounting) }
        self.style = style
    }

    func format(_ amount: Decimal) -> String { style.format(amount) }
}
