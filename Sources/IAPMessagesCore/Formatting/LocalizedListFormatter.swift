
/// Joins items the way a locale writes a list: "Premium, Coins, and VIP", "Premium, Coins und VIP".
///
/// Named so as not to clash with Foundation's `ListFormatter` on Apple platforms.
///
/// ```swift
/// LocalizedListFormatter(locale: "de").string(for: ["Premium", "Coins", "VIP"])   // "Premium, Coins und VIP"
/// LocalizedListFormatter(locale: "en", type: .or).string(for: ["Card", "PayPal"]) // "Card or PayPal"
/// ```
public struct LocalizedListFormatter: Sendable {
    /// What the list means, which picks the locale's joining words: all of the items, one of them,
    /// or measurements that add up.
    public enum ListType: String, Sendable, CaseIterable {
        /// All of the items: "A, B, and C".
        case and
        /// One of the items: "A, B, or C".
        case or
        /// Measurements that add up: "3 feet, 7 inches".
        case units
    }

    /// The locale whose list patterns join the items.
    public let locale: LocaleIdentifier
    /// What the list means: `.and`, `.or` or `.units`.
    public let type: ListType
    /// How long the joining words are: `.wide` spells them out ("and"); `.short` and `.narrow` use
    /// the locale's shorter forms where it has them.
    public let width: TextWidth

    /// A formatter for lists of `type` in `locale` (any spelling `LocaleIdentifier` reads), in `width`.
    public init(locale: String, type: ListType = .and, width: TextWidth = .wide) {
        self.locale = LocaleIdentifier(locale)
        self.type = type
        self.width = width
    }

    /// The items joined; falls back to ", " between them should the locale's patterns fail.
    public func string(for items: [String]) -> String {
        for id in formattingIDs(locale) {
            if let text = try? PhraseFormatting.list(items, type: type, width: width, locale: id) { return text }
        }
        return items.joined(separator: ", ")
    }
}
