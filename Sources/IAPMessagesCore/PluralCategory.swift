/// One of CLDR's six plural categories. Which ones a language uses, and for which numbers, is the
/// language's plural rule: English has `one` and `other`; Arabic all six; Japanese only `other`.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable, Codable {
    case zero, one, two, few, many, other

    /// CLDR's order (zero, one, two, few, many, other), which is also how translators expect to see them.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which of CLDR's two plural rule sets: for counting (`1 item`) or for ranking (`1st`).
public enum PluralRuleType: String, Sendable, CaseIterable {
    /// Quantities: "1 purchase", "2 purchases".
    case cardinal
    /// Positions: "1st", "2nd", "3rd", "4th".
    case ordinal
}
