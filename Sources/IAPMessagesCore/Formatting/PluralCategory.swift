/// One of CLDR's six plural categories. Which ones a language uses, and for which numbers, is the
/// language's plural rule: English has `one` and `other`; Arabic all six; Japanese only `other`.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable, Codable {
    /// Zero and, in some languages, numbers like it: Arabic 0, Latvian 10–20.
    case zero
    /// One and the numbers a language counts like it: English 1, Russian 21 and 31, French 0 and 1.
    case one
    /// Two and the numbers counted like it: Arabic 2, Hebrew 2, Slovenian 102.
    case two
    /// A small number, in languages that set them apart: Russian 2–4 and 22–24, Arabic 3–10.
    case few
    /// A large number or a fraction, where a language sets them apart: Russian 5–20, Arabic 11–99,
    /// French exact millions.
    case many
    /// Every other number; every language has it, and every plural needs a case for it.
    case other

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
