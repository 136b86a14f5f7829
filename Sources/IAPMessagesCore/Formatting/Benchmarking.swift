/// What the benchmarks in `Benchmarks/`, a package of their own, measure beyond the public API: which
/// ICU and CLDR release formats, and the baked plural rules next to the formatting backend's.
///
/// Not for apps: its members may change in any release.
@_spi(Benchmarks) public enum Benchmarking {
    /// The ICU this process formats with, e.g. "72.1" (`ICUData.icuVersion`).
    public static var icuVersion: String { ICUData.icuVersion }

    /// The CLDR release of that ICU's data, e.g. "42.0".
    public static var cldrVersion: String { ICUData.cldrVersion }

    /// The ICU whose data the baked plural rules were read from.
    public static var bakedPluralRulesICUVersion: String { PortablePluralRules.icuVersion }

    /// A locale's baked plural rules, looked up once.
    public struct BakedPluralRuleSet: Sendable {
        let rules: PortablePluralRuleSet

        /// The category of a number as displayed ("1.50"), by the baked rules.
        public func category(forDisplayed digits: String) -> PluralCategory {
            rules.category(forDisplayed: digits)
        }
    }

    /// The baked plural rules of `locale`, as the Apple configuration evaluates them in Swift.
    public static func bakedPluralRules(locale: LocaleIdentifier, type: PluralRuleType) -> BakedPluralRuleSet {
        BakedPluralRuleSet(rules: PortablePluralRules.ruleSet(locale: locale, type: type))
    }

    /// The category of a number as displayed, by the baked rules, looking the locale up each call.
    public static func bakedPluralCategory(forDisplayed digits: String, locale: LocaleIdentifier, type: PluralRuleType) -> PluralCategory {
        PortablePluralRules.category(forDisplayed: digits, locale: locale, type: type)
    }
}
