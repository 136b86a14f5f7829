
/// Joins items the way a locale writes a list: "Premium, Coins, and VIP", "Premium, Coins und VIP".
///
/// Named so as not to clash with Foundation's `ListFormatter` on Apple platforms.
///
/// ```swift
/// LocalizedListFormatter(locale: "de").string(for: ["Premium", "Coins", "VIP"])   // "Premium, Coins und VIP"
/// LocalizedListFormatter(locale: "en", type: .or).string(for: ["Card", "PayPal"]) // "Card or PayPal"
/// ```
public struct LocalizedListFormatter: Sendable {
    public enum ListType: String, Sendable, CaseIterable {
        /// All of the items: "A, B, and C".
        case and
        /// One of the items: "A, B, or C".
        case or
        /// Measurements that add up: "3 feet, 7 inches".
        case units
    }

    public let locale: LocaleIdentifier
    public let type: ListType
    public let width: TextWidth

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
