/// The messages an Apple migration has read, in reading order, found by key, locale and table in
/// constant time.
///
/// A `.strings` entry is skipped when its key is already there, and a `.stringsdict` entry replaces
/// every message of its key; searching the list for each entry would make a table of n entries cost
/// n² comparisons (20,000 entries took minutes). Replaced messages leave a gap that `messages` skips.
struct AppleMessageList: Sendable {
    private struct Identity: Hashable {
        var appleKey: String
        var locale: String
        var table: String
    }

    /// Messages in reading order; nil where one was replaced.
    private var slots: [AppleImport.Message?] = []
    /// The slots of the messages that are still there, per key, locale and table.
    private var slotsOfIdentity: [Identity: [Int]] = [:]

    /// The messages still there, in reading order.
    var messages: [AppleImport.Message] { slots.compactMap { $0 } }

    func contains(appleKey: String, locale: String, table: String) -> Bool {
        !(slotsOfIdentity[Identity(appleKey: appleKey, locale: locale, table: table)]?.isEmpty ?? true)
    }

    mutating func append(_ message: AppleImport.Message) {
        slotsOfIdentity[Identity(appleKey: message.appleKey, locale: message.locale, table: message.table), default: []].append(slots.count)
        slots.append(message)
    }

    /// Removes every message of this key, locale and table; each message is removed at most once,
    /// so all removals together cost no more than the appends.
    mutating func removeAll(appleKey: String, locale: String, table: String) {
        guard let removed = slotsOfIdentity.removeValue(forKey: Identity(appleKey: appleKey, locale: locale, table: table)) else { return }
        for slot in removed { slots[slot] = nil }
    }
}
