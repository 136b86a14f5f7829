import Foundation

/// A bounded, thread-safe cache of ICU handles keyed by what they were opened with.
///
/// Opening an ICU formatter costs tens of microseconds; using a cached one costs about one. Handles are
/// created outside the lock, so two threads that miss at once may both open one; the first stored wins
/// and the other is dropped. When the cache is full the least recently used half is evicted, which keeps
/// the bookkeeping per lookup to one dictionary access.
final class HandleCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// A class, so that marking a hit as recent is a field write rather than a dictionary update.
    private final class Entry {
        let value: Value
        var lastUse: UInt64

        init(value: Value, lastUse: UInt64) {
            self.value = value
            self.lastUse = lastUse
        }
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "a cache needs room for at least one handle")
        self.capacity = capacity
    }

    /// The cached value for `key`, creating it with `create` on a miss.
    ///
    /// Failures of `create` are not cached, so a transient failure does not stick.
    func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        if let hit = lookup(key) { return hit }
        let created = try create()
        return store(created, for: key)
    }

    /// How many handles are cached now.
    var count: Int {
        lock.withLock { entries.count }
    }

    private func lookup(_ key: Key) -> Value? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            clock &+= 1
            entry.lastUse = clock
            return entry.value
        }
    }

    private func store(_ value: Value, for key: Key) -> Value {
        lock.withLock {
            clock &+= 1
            if let existing = entries[key] {
                existing.lastUse = clock
                return existing.value
            }
            if entries.count >= capacity { evictOlderHalf() }
            entries[key] = Entry(value: value, lastUse: clock)
            return value
        }
    }

    /// Keeps the `capacity / 2` most recently used entries. The uses are sorted as plain numbers, not
    /// the entries themselves: each cache's key and value types would otherwise bring their own copy
    /// of a sort and a dictionary build into the app.
    private func evictOlderHalf() {
        var uses = entries.values.map(\.lastUse)
        uses.sort()
        let cutoff = uses[max(0, uses.count - capacity / 2)]
        entries = entries.filter { $0.value.lastUse >= cutoff }
    }
}

/// Two strings as one cache key (a locale and a skeleton, a locale and a rule type): hashing it
/// allocates nothing, where a `[String]` key is a new array on every lookup.
struct PairKey: Hashable, Sendable {
    let first: String
    let second: String

    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }
}
