import Foundation

/// A locale's CLDR plural rules, as ICU implements them (and the portable backend, exactly as ICU).
///
/// Selection follows the number *as displayed*: the visible fraction digits count, so in English
/// `1` is `one` but `1.0` is `other`. A `Decimal` carries no trailing zeros, so say how many fraction
/// digits the text shows with `minimumFractionDigits`/`maximumFractionDigits` (the same rounding as
/// the number formatter applies).
///
/// ```swift
/// let russian = PluralRules(locale: "ru")
/// russian.categories                  // [.one, .few, .many, .other]
/// russian.category(for: 21)           // .one    ("21 покупка")
/// russian.category(for: 1.5)          // .other  ("1,5 покупки")
/// PluralRules(locale: "en").category(for: 1, minimumFractionDigits: 1)   // .other ("1.0 stars")
/// PluralRules(locale: "en", type: .ordinal).category(for: 22)           // .two   ("22nd")
/// ```
public struct PluralRules: Sendable {
    /// The locale whose rules select; its language decides (`pt-PT` and `pt-BR` differ, `de-AT` and
    /// `de` do not).
    public let locale: LocaleIdentifier
    /// Cardinal rules for counts, ordinal rules for ranks.
    public let type: PluralRuleType

    /// The rules of `locale`, given in any spelling `LocaleIdentifier` reads.
    public init(locale: String, type: PluralRuleType = .cardinal) {
        self.init(locale: LocaleIdentifier(locale), type: type)
    }

    /// The rules of an already parsed locale.
    public init(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) {
        self.locale = locale
        self.type = type
    }

    /// The categories CLDR defines for this locale and type; always includes `.other`.
    public var categories: Set<PluralCategory> {
        guard let handle = try? locale.withFormattingFallback(rulesHandle) else { return [.other] }
        return Set(handle.keywords.compactMap(PluralCategory.init(rawValue:))).union([.other])
    }

    /// The category for `number` displayed with between `minimumFractionDigits` and
    /// `maximumFractionDigits` fraction digits (`nil`: as many as the number has).
    public func category(for number: Decimal, minimumFractionDigits: Int = 0, maximumFractionDigits: Int? = nil) -> PluralCategory {
        let skeleton = Self.skeleton(minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits)
        do {
            let keyword = try locale.withFormattingFallback { (id) throws(FormattingFailure) in
                let formatter = try NumberFormatting.shared(locale: id, skeleton: skeleton)
                return try formatter.pluralKeyword(digits: DecimalNumeral.formattable(number.exactDigits), rules: rulesHandle(id))
            }
            return PluralCategory(rawValue: keyword) ?? .other
        } catch {
            return .other
        }
    }

    private func rulesHandle(_ icuID: String) throws(FormattingFailure) -> PluralRuleFormatting {
        try PluralRuleFormatting.shared(locale: icuID, ordinal: type == .ordinal)
    }

    /// The number skeleton that displays the fraction digits asked for, without grouping.
    static func skeleton(minimumFractionDigits: Int, maximumFractionDigits: Int?) -> String {
        let minimum = max(0, min(minimumFractionDigits, 20))
        let precision: String
        switch maximumFractionDigits.map({ max(minimum, min($0, 20)) }) {
        case nil where minimum == 0:
            precision = "precision-unlimited"
        case nil:
            precision = "." + String(repeating: "0", count: minimum) + "+"
        case 0?:
            precision = "precision-integer"
        case let maximum?:
            precision = "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
        }
        return precision + " group-off"
    }
}
