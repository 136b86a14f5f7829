#if IAPMESSAGES_ICU
import CICU

/// Owns one ICU plural-rules object for a locale and rule type (cardinal or ordinal).
final class PluralRulesHandle: @unchecked Sendable {
    private let rules: OpaquePointer
    /// The categories the locale's rules define, read once.
    let keywords: [String]

    init(locale: String, ordinal: Bool) throws(ICUFailure) {
        var status: Int32 = 0
        let opened = cicu_plural_rules_open(locale, ordinal ? CICU_PLURAL_ORDINAL : CICU_PLURAL_CARDINAL, &status)
        try ICUFailure.check(status, "opening plural rules for '\(locale)'")
        guard let opened else { throw ICUFailure(code: 5, operation: "opening plural rules for '\(locale)'") }
        rules = opened
        do {
            keywords = try icuString("reading plural keywords") { cicu_plural_rules_keywords(opened, $0, $1, $2) }
                .split(separator: " ").map(String.init)
        } catch {
            cicu_plural_rules_close(opened)
            throw error
        }
    }

    deinit { cicu_plural_rules_close(rules) }

    func withPointer<R>(_ body: (OpaquePointer) -> R) -> R { body(rules) }

    private static let cache = HandleCache<PairKey, PluralRulesHandle>(capacity: 256)

    static func shared(locale: String, ordinal: Bool) throws(ICUFailure) -> PluralRulesHandle {
        try cache.value(for: PairKey(locale, ordinal ? "ordinal" : "cardinal")) { () throws(ICUFailure) in
            try PluralRulesHandle(locale: locale, ordinal: ordinal)
        }
    }
}
#endif
