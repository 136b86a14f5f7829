/// The number and plural category of whole counts, remembered per locale pair, so that a plural on
/// a count (`{count, plural, one {…} other {# …}}`) asks the formatter and the plural rules once per
/// distinct count instead of on every render: the same few counts come back again and again.
///
/// Direct-mapped slots of `PublishedValue`, read without a lock; each slot publishes a bounded number
/// of times, so the memory kept stays bounded (at most `slots × publishesPerSlot` entries) whatever
/// counts and locales arrive. A miss only means the formatter is asked, as it would be without this.
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

    static let slotCount = 256
    static let publishesPerSlot: UInt64 = 16
    private static let slots = (0..<slotCount).map { _ in PublishedValue<Entry>(limit: publishesPerSlot) }

    /// The formatted count and its category, if remembered.
    static func lookup(formatID: String, pluralID: String, ordinal: Bool, count: Int) -> (text: String, category: String)? {
        slots[slot(formatID: formatID, count: count, ordinal: ordinal)].withValue { entry in
            entry.count == count && entry.ordinal == ordinal && entry.formatID == formatID && entry.pluralID == pluralID
                ? (entry.text, entry.category) : nil
        } ?? nil
    }

    static func remember(formatID: String, pluralID: String, ordinal: Bool, count: Int, text: String, category: String) {
        slots[slot(formatID: formatID, count: count, ordinal: ordinal)].publish(
            Entry(formatID: formatID, pluralID: pluralID, ordinal: ordinal, count: count, text: text, category: category))
    }

    /// FNV-1a over the format locale's bytes, mixed with the count: counts of one locale spread over
    /// the slots. (The plural locale is the same language, so it adds little to the spread.)
    private static func slot(formatID: String, count: Int, ordinal: Bool) -> Int {
        func fnv<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 14_695_981_039_346_656_037
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
            return hash
        }
        var hash = formatID.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(formatID.utf8)
        hash = (hash ^ UInt64(bitPattern: Int64(count))) &* 1_099_511_628_211
        hash = (hash ^ (ordinal ? 1 : 0)) &* 1_099_511_628_211
        return Int(truncatingIfNeeded: (hash >> 32) % UInt64(slotCount))
    }
}
