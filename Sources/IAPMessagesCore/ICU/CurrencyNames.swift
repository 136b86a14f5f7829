#if IAPMESSAGES_ICU
import CICU

/// Spelled-out currency amounts ("5.00 US dollars"), assembled from CLDR's parts.
///
/// ICU 72's own full-name currency format leaks the symbol into the text for locales whose currency
/// pattern is special (`tr-TR` gives "$5,00 ABD doları", `en-DE` "US$5.00 US dollars"). Building the
/// text from its three CLDR parts avoids that: the amount formatted with the currency's digits and no
/// symbol, its plural category *as formatted*, and the locale's unit pattern and plural name for it.
enum CurrencyNames {
    private static let parts = HandleCache<[String], String>(capacity: 1024)

    /// `digits` are rounded to the currency's `places` already; `long` is the amount when it has more
    /// digits than ICU reads (see `PriceFormatter.prepared`).
    static func format(digits: String, long: DecimalNumeral?, places: Int, currencyCode: String, locale: String,
                       negativeStyle: PriceFormatter.NegativeStyle) throws(ICUFailure) -> String {
        // The locale's plain decimal pattern, as CLDR's long currency format uses; the currency pattern
        // would bring its own spacing and bidi marks meant for a symbol.
        var skeleton = places == 0 ? "precision-integer" : "." + String(repeating: "0", count: places)
        if negativeStyle == .accounting { skeleton += " sign-accounting" }
        let formatter = try NumberFormatterHandle.shared(locale: locale, skeleton: skeleton)
        let rules = try PluralRulesHandle.shared(locale: locale, ordinal: false)
        let (number, keyword) = if let long {
            try formatter.formatWithPluralKeyword(long, places: places, rules: rules)
        } else {
            try formatter.formatWithPluralKeyword(digits: digits, rules: rules)
        }
        let name = try part(["name", locale, currencyCode, keyword]) { cicu_currency_plural_name(locale, currencyCode, keyword, $0, $1, $2) }
        let pattern = try part(["pattern", locale, keyword]) { cicu_currency_unit_pattern(locale, keyword, $0, $1, $2) }
        return pattern.replacingPlaceholder("{0}", with: number).replacingPlaceholder("{1}", with: name)
    }

    private static func part(
        _ key: [String],
        _ read: @escaping (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(ICUFailure) -> String {
        try parts.value(for: key) { () throws(ICUFailure) in try icuString("reading currency \(key[0])", read) }
    }
}
#endif

extension String {
    /// Replaces the first occurrence of a `{0}`-style placeholder.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        guard let range = range(of: placeholder) else { return self }
        return replacingCharacters(in: range, with: value)
    }
}
