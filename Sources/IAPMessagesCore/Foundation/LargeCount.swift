/// A count too large for the system's style to take (a date beyond its calendar, a duration beyond
/// its range), written as ICU writes it: the pattern of the count's plural category around the count.
///
/// The system writes a small count of the same category (a stand-in), and the stand-in's number is
/// replaced by the count as the system's number formatter writes it: ICU's phrases are exactly that
/// pattern with the locale's default number format in it.
enum LargeCount {
    /// The count whose text stands in for `value`'s: one of the same plural category that the system
    /// can take (2 to 1,000, and a million when `millionFits`, so a category only whole millions take,
    /// Breton `many`, has its own); otherwise one of `other`'s, whose pattern then stands in. Negative
    /// for a negative `value`.
    ///
    /// (The caller writes the stand-in and hands the text to `substituting`: a closure passed in here
    /// would make the optimiser copy this function for each caller.)
    static func standIn(for value: Int, locale id: String, millionFits: Bool) -> Int? {
        let rules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
        let standIn = standIn(category: rules.category(forDisplayed: String(value.magnitude)), rules: rules, millionFits: millionFits)
        return standIn.map { value < 0 ? -$0 : $0 }
    }

    /// The count whose text stands in for an infinite count (negative: towards the past), for which
    /// ICU's rules select `other`. Where `other` takes fractions only (Russian, Ukrainian,
    /// Belarusian, Polish: "∞ дня", as "1,5 дня"), which the system's styles cannot be given, `many`'s
    /// stands in ("∞ дней", as "5 дней").
    static func standIn(forInfinity negative: Bool, locale id: String) -> Int? {
        let rules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
        return standIn(category: .other, rules: rules, millionFits: false).map { negative ? -$0 : $0 }
    }

    private static func standIn(category: PluralCategory, rules: PortablePluralRuleSet, millionFits: Bool) -> Int? {
        let candidates = Array(2...1_000) + (millionFits ? [1_000_000] : [])
        return [category, .other, .many].lazy.compactMap { wanted in
            candidates.first { rules.category(forDisplayed: String($0)) == wanted }
        }.first
    }

    /// `text`, written for `standIn`, with the stand-in's number replaced by `value`'s as the
    /// system's number formatter writes both.
    static func substituting(_ value: Int, for standIn: Int, in text: String, locale id: String) -> String? {
        substituting(digits: String(value.magnitude), for: standIn, in: text, locale: id)
    }

    /// The same for a count given as the digits the number formatter takes: "Infinity" writes "∞".
    static func substituting(digits: String, for standIn: Int, in text: String, locale id: String) -> String? {
        guard let number = try? SystemNumberFormatter.shared(locale: id, skeleton: ""),
              let standInText = try? number.format(digits: String(standIn.magnitude)),
              let valueText = try? number.format(digits: digits),
              let range = text.range(of: standInText) else { return nil }
        return text.replacingCharacters(in: range, with: valueText)
    }
}
