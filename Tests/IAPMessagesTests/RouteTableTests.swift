import Testing
@testable import IAPMessagesCore

/// The lock-free routes of the plain-text fast path: a key gets its own route or none, never
/// another key's, however many keys and rewrites come through, and from any number of threads.
@Suite struct RouteTableTests {
    /// A route that tells which key it was written for.
    static func route(for key: String) -> [Int] {
        let bytes = Array(key.utf8)
        return [bytes.count] + bytes.prefix(6).map(Int.init)
    }

    static func read(_ table: RouteTable, _ key: String) -> [Int]? {
        table.withTables(for: key) { tables in (0..<tables.count).map { tables[$0] } }
    }

    @Test func keysOfEveryLengthUpToTheLimitAreTheirOwn() {
        let table = RouteTable(slots: 64)
        // Keys that differ only past a word boundary, by a trailing NUL, or by length.
        let keys = ["", "d", "de", "de\u{0}", "de-DE", "de-DE-x", "de-DE-x1", "de-DE-x12", "de-DE-x2",
                    String(repeating: "a", count: 63), String(repeating: "a", count: 64), "zh-HK", "zh-H\u{212A}"]
        for key in keys { table.write(Self.route(for: key), for: key) }
        for key in keys {
            let found = Self.read(table, key)
            #expect(found == nil || found == Self.route(for: key), "\(key.debugDescription)")
        }
        // Each of them, written alone, is found.
        for key in keys {
            let alone = RouteTable(slots: 1)
            alone.write(Self.route(for: key), for: key)
            #expect(Self.read(alone, key) == Self.route(for: key), "\(key.debugDescription)")
            for other in keys where other.utf8.elementsEqual(key.utf8) == false {
                #expect(Self.read(alone, other) == nil, "\(other.debugDescription) read \(key.debugDescription)'s route")
            }
        }
    }

    @Test func keysAndRoutesPastTheLimitAreNeverKept() {
        let table = RouteTable(slots: 4)
        let long = String(repeating: "b", count: RouteTable.maximumKeyLength + 1)
        table.write([1], for: long)
        #expect(Self.read(table, long) == nil)
        table.write(Array(0...RouteTable.maximumTables), for: "de")
        #expect(Self.read(table, "de") == nil)
        table.write(Array(0..<RouteTable.maximumTables), for: "de")
        #expect(Self.read(table, "de") == Array(0..<RouteTable.maximumTables))
    }

    @Test func numberKeysAreTheirOwn() {
        let table = RouteTable(slots: 1)
        table.write([3, 1], for: UInt64(41))
        #expect(table.withTables(for: UInt64(41)) { [$0.count, $0[0], $0[1]] } == [2, 3, 1])
        #expect(table.withTables(for: UInt64(42)) { $0.count } == nil)
    }

    /// Two keys that share a slot settle in their two slots instead of evicting each other forever.
    @Test func collidingKeysSettle() {
        let table = RouteTable(slots: 2)
        let keys = ["en", "de"]
        for _ in 0..<4 {
            for key in keys where Self.read(table, key) == nil { table.write(Self.route(for: key), for: key) }
        }
        for key in keys { #expect(Self.read(table, key) == Self.route(for: key)) }
    }

    /// Writers rewrite a few slots with a stream of keys while readers read: a read is of the key
    /// asked or a miss, never a route torn between two writes or written for another key.
    @Test func concurrentRewritesNeverServeAnotherKeysRoute() async {
        let table = RouteTable(slots: 4)
        let keys = (0..<64).map { "key-\($0)-" + String(repeating: "x", count: $0 % 40) }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    for round in 0..<40_000 {
                        let key = keys[(round * 7 + writer) % keys.count]
                        table.write(Self.route(for: key), for: key)
                    }
                    return 0
                }
            }
            for reader in 0..<4 {
                group.addTask {
                    var bad = 0
                    for round in 0..<40_000 {
                        let key = keys[(round + reader) % keys.count]
                        if let found = Self.read(table, key), found != Self.route(for: key) { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
