internal import CAtomics

/// Which tables a lookup walks, for the keys asked lately (a locale tag's bytes, or the settings'
/// generation), readable by any thread without a lock or a reference count, for the life of the
/// process and whatever it is asked.
///
/// `PublishedValue` never frees what it published, so it can only publish so often; a cache built on
/// it stops taking new keys after a stream of language changes or distinct locale tags. These slots
/// are rewritten in place instead (a sequence lock per slot, `iap_route_read`/`iap_route_write`), so
/// their memory is fixed when the table is made: `slots × MemoryLayout<iap_route_slot>.size` bytes.
///
/// Each key has two candidate slots, picked by its hash; a write takes an empty one, or else one of
/// them in turn, so two keys that share a slot settle in different ones instead of evicting each
/// other for good.
/// A key longer than `maximumKeyLength` bytes, or a route longer than `maximumTables`, is never
/// kept: those lookups always take the caller's locked path.
final class RouteTable: @unchecked Sendable {
    static let maximumKeyLength = Int(IAP_ROUTE_KEY_BYTES)
    static let maximumTables = MemoryLayout<iap_route>.size / 2 - 1  // IAP_ROUTE_TABLES

    private let slots: UnsafeMutablePointer<iap_route_slot>
    private let slotCount: UInt64
    /// `slotCount - 1`: the count is a power of two, so a slot is picked with a mask, not a division.
    private let slotMask: UInt64
    private let writes = AtomicCounter()

    init(slots: Int) {
        precondition(slots > 0 && slots & (slots - 1) == 0, "a route table has a power of two slots")
        self.slots = iap_route_slots_create(UInt64(slots))
        slotCount = UInt64(slots)
        slotMask = slotCount - 1
    }

    deinit { iap_route_slots_destroy(slots) }

    /// The bytes these slots take, fixed at creation.
    var bytes: Int { Int(slotCount) * MemoryLayout<iap_route_slot>.size }

    /// `body` applied to the tables kept for `key`, or nil when none are kept for it (or `key` keeps
    /// no contiguous UTF-8, as a lazily bridged string may not).
    @inline(__always)
    func withTables<Result>(for key: String, _ body: (Tables) -> Result) -> Result? {
        key.utf8.withContiguousStorageIfAvailable { bytes in
            withTables(for: UnsafeRawBufferPointer(bytes), body)
        } ?? nil
    }

    /// The same, keyed by a number (the settings' generation).
    @inline(__always)
    func withTables<Result>(for key: UInt64, _ body: (Tables) -> Result) -> Result? {
        withUnsafeBytes(of: key) { withTables(for: $0, body) }
    }

    /// Keeps `tables` as the route of `key`.
    func write(_ tables: [Int], for key: String) {
        var key = key
        key.withUTF8 { bytes in
            write(tables, for: UnsafeRawBufferPointer(bytes))
        }
    }

    func write(_ tables: [Int], for key: UInt64) {
        withUnsafeBytes(of: key) { write(tables, for: $0) }
    }

    /// A route as read: its table numbers, in order (a view of the reader's copy, valid in `body`).
    struct Tables {
        fileprivate let route: UnsafeRawPointer

        var count: Int { Int(route.load(as: UInt16.self)) }

        @inline(__always)
        subscript(position: Int) -> Int {
            Int(route.load(fromByteOffset: 2 * (position + 1), as: UInt16.self))
        }
    }

    @inline(__always)
    private func withTables<Result>(for key: UnsafeRawBufferPointer, _ body: (Tables) -> Result) -> Result? {
        var route = iap_route()
        let base = key.baseAddress?.assumingMemoryBound(to: UInt8.self)
        guard iap_route_find(slots, slotMask, base, UInt64(key.count), &route) != 0 else { return nil }
        return withUnsafeBytes(of: &route) { body(Tables(route: $0.baseAddress!)) }
    }

    private func write(_ tables: [Int], for key: UnsafeRawBufferPointer) {
        guard key.count <= Self.maximumKeyLength, tables.count <= Self.maximumTables,
              tables.allSatisfy({ (0...Int(UInt16.max)).contains($0) }) else { return }
        var route = iap_route()
        withUnsafeMutableBytes(of: &route) { raw in
            raw.storeBytes(of: UInt16(tables.count), toByteOffset: 0, as: UInt16.self)
            for (position, table) in tables.enumerated() {
                raw.storeBytes(of: UInt16(table), toByteOffset: 2 * (position + 1), as: UInt16.self)
            }
        }
        let base = key.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let hash = iap_route_hash(base, UInt64(key.count))
        let (first, second) = (iap_route_first_slot(hash, slotMask), iap_route_second_slot(hash, slotMask))
        // A key already in one of its slots is rewritten there; otherwise an empty one is taken, and
        // when both hold other keys they take turns.
        var probe = iap_route()
        let slot: UInt64
        if iap_route_read(slots + Int(first), base, UInt64(key.count), &probe) != 0 {
            slot = first
        } else if iap_route_read(slots + Int(second), base, UInt64(key.count), &probe) != 0 {
            slot = second
        } else if iap_route_slot_is_empty(slots + Int(first)) != 0 {
            slot = first
        } else if iap_route_slot_is_empty(slots + Int(second)) != 0 {
            slot = second
        } else {
            writes.increment()
            slot = writes.value & 1 == 0 ? first : second
        }
        iap_route_write(slots + Int(slot), base, UInt64(key.count), &route)
    }
}
