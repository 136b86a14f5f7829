/// The two formatting backends behind one set of names.
///
/// On Linux the runtime formats through the system's ICU (`IAPMESSAGES_ICU`, the types in `ICU/`).
/// On Apple platforms, and on Linux with `IAPMESSAGES_APPLE=1`, prices, numbers, dates, relative
/// times and durations go to the system's own formatters (`Foundation/SystemPriceFormatter`,
/// `Foundation/SystemNumberFormatter`, `Foundation/SystemPhraseFormatting`), and plural rules and lists to the
/// pure-Swift code in `CLDR` that reads CLDR data baked from the ICU Foundation ships.
///
/// Each pair has one shape: the number formatters and plural-rule sets (`shared`, `format(digits:)`,
/// `formatWithPluralKeyword`, `pluralKeyword`), the phrase formatters (`list`, `relativeTime`,
/// `duration`, `date`). So `PluralRules`, the message interpreter and the public formatters are
/// written once against these names, and this file is the only place in the core that chooses a
/// backend. The agreement tests hold the Apple side to ICU's output.
#if IAPMESSAGES_ICU
typealias NumberFormatting = NumberFormatterHandle
typealias PluralRuleFormatting = PluralRulesHandle
typealias FormattingFailure = ICUFailure
typealias PriceFormatting = ICUPriceFormatting
typealias PhraseFormatting = ICUPhraseFormatting
#else
typealias PriceFormatting = SystemPriceFormatter
typealias NumberFormatting = SystemNumberFormatter
typealias PluralRuleFormatting = PortablePluralRuleSet
typealias FormattingFailure = PortableNumberError
typealias ISOCurrency = PortableISOCurrency
typealias PhraseFormatting = SystemPhraseFormatting

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
///
/// Generic, so every caller gets a copy specialised for its closure: the copy is kept to calls and a
/// loop, and what to fall back to is worked out once, in `fallbackIDs(for:)`, which is not copied.
func withFormattingFallback<T, Failure: Error>(icuID: String, _ body: (String) throws(Failure) -> T) throws(Failure) -> T {
    do {
        return try body(icuID)
    } catch {
        for id in fallbackIDs(for: icuID) {
            if let result = try? body(id) { return result }
        }
        throw error
    }
}

/// The IDs `withFormattingFallback` tries, in its order: the ID, then `fallbackIDs(for:)`. For the
/// phrase formatters, which loop over them instead of passing a closure (each closure passed to the
/// generic function is another copy of it in the app).
func formattingIDs(_ locale: LocaleIdentifier) -> [String] {
    [locale.formattingID] + fallbackIDs(for: locale.formattingID)
}

/// What a refused locale ID falls back to: without its keywords (`ar_EG@numbers=bogus` → `ar_EG`),
/// then the root locale.
@inline(never)
func fallbackIDs(for icuID: String) -> [String] {
    let base = String(icuID.prefix { $0 != "@" })
    var ids: [String] = []
    if base != icuID { ids.append(base) }
    if !icuID.isEmpty { ids.append("") }
    return ids
}
