import Foundation

/// ISO 4217 codes and CLDR's fraction digits without ICU: the portable counterpart of `ISOCurrency`.
enum PortableISOCurrency {
    /// Every code in the baked data (ICU's list, current and historic).
    static var knownCodes: Set<String> { Set(CurrencyDataTable.shared.digits.keys) }

    /// The canonical (upper-case) form of `code`, or why it is not one.
    static func validate(_ code: String) throws(CurrencyCodeError) -> String {
        guard !code.isEmpty else { throw CurrencyCodeError(code: code, reason: .empty) }
        let isThreeLetters = code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        guard isThreeLetters else { throw CurrencyCodeError(code: code, reason: .notThreeLetters) }
        let upper = code.uppercased()
        guard CurrencyDataTable.shared.digits[upper] != nil else { throw CurrencyCodeError(code: code, reason: .unknown) }
        return upper
    }

    /// Fraction digits CLDR formats this currency with (JPY 0, EUR 2, KWD 3, CLF 4); 2 for an unknown code, as ICU.
    static func fractionDigits(_ code: String) -> Int {
        CurrencyDataTable.shared.digits[code] ?? 2
    }
}

/// Spelled-out currency amounts ("5.00 US dollars") without ICU: the portable counterpart of
/// `CurrencyNames`, assembled from the same three CLDR parts (the amount in the locale's decimal
/// pattern with the currency's digits, its plural keyword as displayed, the unit pattern and name).
enum PortableCurrencyNames {
    /// Each locale's bundle chain in the currency tree, found once rather than on every price.
    private static let chains = HandleCache<String, [String]>(capacity: 256)

    static func format(digits: String, long: DecimalNumeral?, places: Int, currencyCode: String, locale: String,
                       negativeStyle: PriceFormatter.NegativeStyle) throws(PortableNumberError) -> String {
        var skeleton = places == 0 ? "precision-integer" : "." + String(repeating: "0", count: places)
        if negativeStyle == .accounting { skeleton += " sign-accounting" }
        let formatter = try PortableNumberFormatter.shared(locale: locale, skeleton: skeleton)
        let rules = PluralRuleTable.shared.ruleSet(forICUID: locale, type: .cardinal)
        let (number, keyword) = if let long {
            try formatter.formatWithPluralKeyword(long, places: places, rules: rules)
        } else {
            try formatter.formatWithPluralKeyword(digits: digits, rules: rules)
        }
        let table = CurrencyDataTable.shared
        let chain = chains.value(for: locale) { table.tree.chain(table.tree.bundle(forBaseID: PortableNumberFormatter.split(locale).0)) }
        let name = table.pluralName(currencyCode, keyword: keyword, chain: chain)
        guard let pattern = table.unitPattern(keyword: keyword, chain: chain) else {
            throw PortableNumberError("no currency unit pattern for '\(locale)'")
        }
        return pattern.replacingPlaceholder("{0}", with: number).replacingPlaceholder("{1}", with: name)
    }
}

/// Prices without ICU: what `PriceFormatter.string(for:)` does, through the portable formatter.
enum PortablePriceFormatting {
    /// What a price formatter is made for.
    private struct Key: Hashable, Sendable {
        let locale: String
        let currencyCode: String
        let style: PriceFormatter.CurrencyStyle
        let negative: PriceFormatter.NegativeStyle
    }

    private static let formatters = HandleCache<Key, PortableNumberFormatter>(capacity: 1024)

    /// The price as the locale (an ICU locale ID) writes it; the same fallbacks as the ICU backend:
    /// without the locale's keywords, then the root; the plain amount and code if all fail.
    static func string(amount: Decimal, currencyCode: String, locale: String, currencyStyle: PriceFormatter.CurrencyStyle,
                       negativeStyle: PriceFormatter.NegativeStyle) -> String {
        guard !amount.isNaN else { return "\(amount) \(currencyCode)" }
        let text = try? withFormattingFallback(icuID: locale) { (id) throws(PortableNumberError) in
            try format(amount: amount, currencyCode: currencyCode, locale: id, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
        }
        return text ?? "\(amount) \(currencyCode)"
    }

    static func format(amount: Decimal, currencyCode: String, locale: String, currencyStyle: PriceFormatter.CurrencyStyle,
                       negativeStyle: PriceFormatter.NegativeStyle) throws(PortableNumberError) -> String {
        let places = PortableISOCurrency.fractionDigits(currencyCode)
        let (digits, long) = PriceFormatter.prepared(amount, places: places)
        if currencyStyle == .name {
            return try PortableCurrencyNames.format(digits: digits, long: long, places: places, currencyCode: currencyCode,
                                                    locale: locale, negativeStyle: negativeStyle)
        }
        let key = Key(locale: locale, currencyCode: currencyCode, style: currencyStyle, negative: negativeStyle)
        let formatter = try formatters.value(for: key) { () throws(PortableNumberError) in
            let skeleton = PriceFormatter.skeleton(currencyCode: currencyCode, currencyStyle: currencyStyle, negativeStyle: negativeStyle)
            return try PortableNumberFormatter(locale: locale, skeleton: skeleton)
        }
        if let long { return try formatter.format(long, places: places) }
        return try formatter.format(digits: digits)
    }
}

/// The portable price formatting as a public entry point, for the benchmark and for wiring
/// `PriceFormatter` to the portable backend; the same text as `PriceFormatter.string(for:)` on Linux.
@_spi(Portable) public enum PortablePrices {
    public static func string(for price: IAPPrice, locale: LocaleIdentifier,
                              currencyStyle: PriceFormatter.CurrencyStyle = .symbol,
                              negativeStyle: PriceFormatter.NegativeStyle = .minusSign) -> String {
        PortablePriceFormatting.string(amount: price.amount, currencyCode: price.currencyCode, locale: locale.icuID,
                                       currencyStyle: currencyStyle, negativeStyle: negativeStyle)
    }
}
