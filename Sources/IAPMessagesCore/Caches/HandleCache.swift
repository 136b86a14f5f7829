import Foundation

/// A bounded, thread-safe cache of ICU handles keyed by what they were opened with.
///
/// Opening an ICU formatter costs tens of microseconds; using a cached one costs about one. Handles are
/// created outside the lock, so two threads that miss at once may both open one; the first stored wins
/// and the other is dropped. When the cache is full the least recently used half is evicted, which keeps
/// the bookkeeping per lookup to one dictionary access.
///
/// The table itself (`HandleStore`) is not generic: it files entries by their key's hash and asks this
/// class whether an entry's key is the one looked up. Each key and value type an app's caches use
/// would otherwise bring its own copy of a dictionary's code into the app, about 3 KB each.
final class HandleCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private final class Entry: HandleStore.Entry {
        let key: Key
        let value: Value

        init(key: Key, value: Value, hash: Int) {
            self.key = key
            self.value = value
            super.init(hash: hash)
        }
    }

    private let store: HandleStore
    var capacity: Int { store.capacity }

    init(capacity: Int) {
        store = HandleStore(capacity: capacity)
    }

    /// The cached value for `key`, creating it with `create` on a miss.
    ///
    /// Failures of `create` are not cached, so a transient failure does not stick.
    func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        let hash = key.hashValue
        if let hit = store.lookup(hash: hash, where: { Self.holds($0, key) }) { return unsafeDowncast(hit, to: Entry.self).value }
        let created = try create()
        let kept = store.store(Entry(key: key, value: created, hash: hash), where: { Self.holds($0, key) })
        return unsafeDowncast(kept, to: Entry.self).value
    }

    /// Whether `entry`, which this cache stored, is `key`'s.
    private static func holds(_ entry: HandleStore.Entry, _ key: Key) -> Bool {
        unsafeDowncast(entry, to: Entry.self).key == key
    }

    /// How many handles are cached now.
    var count: Int { store.count }
}

/// `HandleCache`'s table: entries chained by their key's hash, and a use clock for eviction.
final class HandleStore: @unchecked Sendable {
    /// A cached value with its key's hash; `HandleCache` subclasses it with the key and the value.
    /// A class, so that marking a hit as recent is a field write rather than a dictionary update.
    class Entry {
        let hash: Int
        var lastUse: UInt64 = 0
        /// The next entry whose key has the same hash.
        var next: Entry?

        init(hash: Int) {
            self.hash = hash
        }
    }

    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var clock: UInt64 = 0
    private var stored = 0
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "a cache needs room for at least one handle")
        self.capacity = capacity
    }

    var count: Int {
        lock.withLock { stored }
    }

    /// The entry with key hash `hash` for which `holds` is true, marked as just used.
    func lookup(hash: Int, where holds: (Entry) -> Bool) -> Entry? {
        lock.withLock {
            guard let entry = find(hash, holds) else { return nil }
            clock &+= 1
            entry.lastUse = clock
            return entry
        }
    }

    /// Stores `entry` unless an entry `holds` for is there already (another thread stored it first),
    /// and returns the one kept.
    func store(_ entry: Entry, where holds: (Entry) -> Bool) -> Entry {
        lock.withLock {
            clock &+= 1
            if let existing = find(entry.hash, holds) {
                existing.lastUse = clock
                return existing
            }
            if stored >= capacity { evictOlderHalf() }
            entry.lastUse = clock
            entry.next = entries[entry.hash]
            entries[entry.hash] = entry
            stored += 1
            return entry
        }
    }

    private func find(_ hash: Int, _ holds: (Entry) -> Bool) -> Entry? {
        var candidate = entries[hash]
        while let entry = candidate {
            if holds(entry) { return entry }
            candidate = entry.next
        }
        return nil
    }

    /// Keeps the `capacity / 2` most recently used entries. The uses are sorted as plain numbers.
    private func evictOlderHalf() {
        var uses: [UInt64] = []
        uses.reserveCapacity(stored)
        for chain in entries.values {
            var candidate: Entry? = chain
            while let entry = candidate { uses.append(entry.lastUse); candidate = entry.next }
        }
        uses.insertionSort(by: <)
        let cutoff = uses[max(0, uses.count - capacity / 2)]
        var kept: [Int: Entry] = [:]
        var count = 0
        for chain in entries.values {
            var candidate: Entry? = chain
            while let entry = candidate {
                candidate = entry.next
                if entry.lastUse >= cutoff {
                    entry.next = kept[entry.hash]
                    kept[entry.hash] = entry
                    count += 1
                } else {
                    entry.next = nil
                }
            }
        }
        entries = kept
        stored = count
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
