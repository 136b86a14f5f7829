/// A count too large for the system's style to take (a date beyond its calendar, a duration beyond
/// its range), written as ICU writes it: the pattern of the count's plural category around the count.
///
/// The system writes a small count of the same category (a stand-in), and the stand-in's number is
/// replaced by the count as the system's number formatter writes it: ICU's phrases are exactly that
/// pattern with the locale's default number format in it.
enum LargeCount {
    /// `format` writes a count the system can take. `millionFits`: a million is one of them, so a
    /// category only whole millions take (Breton `many`) has its own stand-in; otherwise `other`'s
    /// pattern stands in for such a category.
    static func format(_ value: Int, locale id: String, millionFits: Bool, _ format: (Int) -> String?) -> String? {
        let rules = PluralRuleTable.shared.ruleSet(forICUID: id, type: .cardinal)
        let shown = String(value.magnitude)
        let category = rules.category(forDisplayed: shown)
        let candidates = Array(2...1_000) + (millionFits ? [1_000_000] : [])
        guard let standIn = candidates.first(where: { rules.category(forDisplayed: String($0)) == category })
                ?? candidates.first(where: { rules.category(forDisplayed: String($0)) == .other }),
              let text = format(value < 0 ? -standIn : standIn),
              let number = try? SystemNumberFormatter.shared(locale: id, skeleton: ""),
              let standInText = try? number.format(digits: String(standIn)), let valueText = try? number.format(digits: shown),
              let range = text.range(of: standInText) else { return nil }
        return text.replacingCharacters(in: range, with: valueText)
    }
}
