/// CLDR plural rules without ICU: the portable backend's counterpart of `PluralRules`.
///
/// On Apple platforms the runtime may not call ICU (App Store Connect rejects binaries that reference
/// its symbols), so plural selection there reads CLDR's rules baked into the library
/// (`PluralRuleData.swift`, generated from ICU's own data by `msgc cldr-data`) and evaluates them in
/// Swift. It selects exactly as ICU does: the same rules, found for a locale the same way, applied to
/// the number as displayed, so `1` is `one` in English but `1.0` is `other`. A test compares the two
/// on every locale ICU has.
///
/// ```swift
/// let russian = LocaleIdentifier("ru")
/// PortablePluralRules.categories(locale: russian)                    // [.one, .few, .many, .other]
/// PortablePluralRules.category(forDisplayed: "21", locale: russian)  // .one   ("21 покупка")
/// PortablePluralRules.category(forDisplayed: "1.5", locale: russian) // .other ("1,5 покупки")
/// PortablePluralRules.category(forDisplayed: "22", locale: "en", type: .ordinal)  // .two ("22nd")
/// ```
package enum PortablePluralRules {
    /// The ICU release the baked rules were read from ("72.1").
    package static var icuVersion: String { PluralRuleData.icuVersion }

    /// The CLDR release of the baked rules ("42.0").
    package static var cldrVersion: String { PluralRuleData.cldrVersion }

    /// The rule set CLDR gives the locale for `type`: the language's, or a regional one where CLDR has
    /// it (`pt-PT`); only `other` for a language without plural data and for the root locale.
    package static func ruleSet(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) -> PortablePluralRuleSet {
        PluralRuleTable.shared.ruleSet(forICUID: locale.icuID, type: type)
    }

    /// The categories the locale uses for `type`; always includes `.other`.
    package static func categories(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) -> Set<PluralCategory> {
        ruleSet(locale: locale, type: type).categories
    }

    /// The category of a number as displayed: ASCII digits with an optional `-` and `.`, the fraction
    /// digits exactly as shown ("1", "1.50", "-21", "1000000"). Text that is no such number is `.other`.
    package static func category(
        forDisplayed digits: String, locale: LocaleIdentifier, type: PluralRuleType = .cardinal
    ) -> PluralCategory {
        ruleSet(locale: locale, type: type).category(forDisplayed: digits)
    }

    /// The same, for a locale written any way `LocaleIdentifier` accepts ("pt_PT", "de-CH").
    package static func category(forDisplayed digits: String, locale: String, type: PluralRuleType = .cardinal) -> PluralCategory {
        category(forDisplayed: digits, locale: LocaleIdentifier(locale), type: type)
    }

    /// The categories, for a locale written any way `LocaleIdentifier` accepts.
    package static func categories(locale: String, type: PluralRuleType = .cardinal) -> Set<PluralCategory> {
        categories(locale: LocaleIdentifier(locale), type: type)
    }
}
