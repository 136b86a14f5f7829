/// The number and plural category of whole counts, remembered per locale pair, so that a plural on
/// a count (`{count, plural, one {…} other {# …}}`) asks the formatter and the plural rules once per
/// distinct count instead of on every render: the same few counts come back again and again.
///
/// A `DirectMappedMemo`: at most 512 answers, the latest for each slot, whatever counts and locales arrive.
enum CountChoiceMemo {
    /// One remembered answer and what it answers.
    final class Entry: Sendable {
        let formatID: String
        let pluralID: String
        let ordinal: Bool
        let count: Int
        let text: String
        let category: String

        init(formatID: String, pluralID: String, ordinal: Bool, count: Int, text: String, category: String) {
            self.formatID = formatID
            self.pluralID = pluralID
            self.ordinal = ordinal
            self.count = count
            self.text = text
            self.category = category
        }
    }

    private static let memo = DirectMappedMemo<Entry>(slots: 512)

    /// The formatted count and its category, if remembered.
    static func lookup(formatID: String, pluralID: String, ordinal: Bool, count: Int) -> (text: String, category: String)? {
        memo.lookup(hash: hash(formatID: formatID, count: count, ordinal: ordinal)) { entry in
            entry.count == count && entry.ordinal == ordinal && entry.formatID == formatID && entry.pluralID == pluralID
                ? (entry.text, entry.category) : nil
        }
    }

    static func remember(formatID: String, pluralID: String, ordinal: Bool, count: Int, text: String, category: String) {
        memo.remember(Entry(formatID: formatID, pluralID: pluralID, ordinal: ordinal, count: count, text: text, category: category),
                      hash: hash(formatID: formatID, count: count, ordinal: ordinal))
    }

    /// The format locale and the count (the plural locale is the same language: it adds little).
    private static func hash(formatID: String, count: Int, ordinal: Bool) -> UInt64 {
        FNV1a.hash(UInt64(bitPattern: Int64(count)) << 1 | (ordinal ? 1 : 0), into: FNV1a.hash(formatID))
    }
}
