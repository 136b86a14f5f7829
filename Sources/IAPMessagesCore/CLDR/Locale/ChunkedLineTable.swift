/// `SortedLineTable` over `ChunkedLines`: finds the chunk whose first key is the last not above the
/// key, decodes and indexes that chunk on first use (published for every thread), and looks up there.
final class ChunkedLineTable: Sendable {
    private let firstKeys: [[UInt8]]
    private let chunks: [CompressedText]
    private let tables: [PublishedValue<Chunk>]

    private final class Chunk: Sendable {
        let table: SortedLineTable
        init(_ table: SortedLineTable) { self.table = table }
    }

    init(_ lines: ChunkedLines) {
        let keys = UnsafeBufferPointer(start: lines.firstKeys.utf8Start, count: lines.firstKeys.utf8CodeUnitCount)
        firstKeys = keys.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        chunks = lines.chunks
        tables = lines.chunks.map { _ in PublishedValue<Chunk>(limit: 4) }
    }

    /// The value of the first line whose key is `key`.
    subscript(key: [UInt8]) -> [UInt8]? {
        // The last chunk whose first key is not above `key`.
        var low = 0, high = min(firstKeys.count, chunks.count)
        while low < high {
            let middle = (low + high) / 2
            if key.lexicographicallyPrecedes(firstKeys[middle]) { high = middle } else { low = middle + 1 }
        }
        guard low > 0 else { return nil }
        return table(low - 1)[key]
    }

    private func table(_ index: Int) -> SortedLineTable {
        if let made = tables[index].value { return made.table }
        // A chunk that does not decode (msgc did not write it) has no lines.
        let table = SortedLineTable(Self.expanded((try? chunks[index].bytes()) ?? []))
        tables[index].publish(Chunk(table))
        return table
    }

    /// A chunk's "KEY VALUE" lines from the way `ChunkedLines` stores them: each key after the count
    /// of bytes it shares with the key before, a value without the key's language it repeats.
    static func expanded(_ stored: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), underscore = UInt8(ascii: "_")
        var lines: [UInt8] = []
        lines.reserveCapacity(stored.count + stored.count / 2)
        var key: [UInt8] = []
        var start = 0
        while start < stored.count {
            var end = start
            while end < stored.count, stored[end] != newline { end += 1 }
            if start < end {
                let shared = min(key.count, Int(stored[start] &- UInt8(ascii: "0")))
                var keyEnd = start + 1
                while keyEnd < end, stored[keyEnd] != space { keyEnd += 1 }
                key.removeSubrange(shared...)
                key.append(contentsOf: stored[(start + 1)..<keyEnd])
                lines.append(contentsOf: key)
                if keyEnd < end {
                    lines.append(space)
                    if keyEnd + 1 < end, stored[keyEnd + 1] == underscore { lines.append(contentsOf: key.prefix { $0 != underscore }) }
                    lines.append(contentsOf: stored[(keyEnd + 1)..<end])
                }
                lines.append(newline)
            }
            start = end + 1
        }
        return lines
    }
}
