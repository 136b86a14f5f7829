/// The two formatting backends behind one set of names.
///
/// On Linux the runtime formats through the system's ICU (`IAPMESSAGES_ICU`, the types in `ICU/`). On
/// Apple platforms, and on Linux with `IAPMESSAGES_APPLE=1`, prices and numbers go to the system's own
/// formatters (`Apple/SystemPriceFormatter`, `Apple/SystemNumberFormatter`) and the rest (plural
/// rules, relative times, durations, lists) to the pure-Swift formatters in `Apple/Baked` that read
/// CLDR data baked from the ICU Foundation ships. The two number formatters and plural-rule sets have the same shape
/// (`shared`, `format(digits:)`, `formatWithPluralKeyword`, `pluralKeyword`), so `PluralRules` and the
/// message interpreter are written once against these names; the agreement tests hold the portable
/// side to ICU's output.
#if IAPMESSAGES_ICU
typealias NumberFormatting = NumberFormatterHandle
typealias PluralRuleFormatting = PluralRulesHandle
typealias FormattingFailure = ICUFailure
typealias PriceFormatting = ICUPriceFormatting
#else
typealias PriceFormatting = SystemPriceFormatter
typealias NumberFormatting = SystemNumberFormatter
typealias PluralRuleFormatting = PortablePluralRuleSet
typealias FormattingFailure = PortableNumberError
typealias ISOCurrency = PortableISOCurrency

extension PortablePluralRuleSet {
    /// The locale's rules, as `PluralRulesHandle.shared` opens them; declared throwing for that same
    /// shape, though baked rules are always there (a locale without any gets only `other`).
    static func shared(locale: String, ordinal: Bool) throws(PortableNumberError) -> PortablePluralRuleSet {
        PluralRuleTable.shared.ruleSet(forICUID: locale, type: ordinal ? .ordinal : .cardinal)
    }

    /// The categories the rules define, as `PluralRulesHandle.keywords` reads them.
    var keywords: [String] { categories.map(\.rawValue) }
}
#endif

extension LocaleIdentifier {
    /// Runs a formatting operation for this locale; should the backend refuse the locale's keywords (an
    /// unknown numbering system in `ar-EG-u-nu-bogus`), tries again without them, then with the root.
    func withFormattingFallback<T, Failure: Error>(_ body: (String) throws(Failure) -> T) throws(Failure) -> T {
        try IAPMessagesCore.withFormattingFallback(icuID: formattingID, body)
    }
}

/// `LocaleIdentifier.withFormattingFallback` for an ICU locale ID.
func withFormattingFallback<T, Failure: Error>(icuID: String, _ body: (String) throws(Failure) -> T) throws(Failure) -> T {
    do {
        return try body(icuID)
    } catch {
        let base = String(icuID.prefix { $0 != "@" })
        if base != icuID, let result = try? body(base) { return result }
        if !icuID.isEmpty, let result = try? body("") { return result }
        throw error
    }
}
