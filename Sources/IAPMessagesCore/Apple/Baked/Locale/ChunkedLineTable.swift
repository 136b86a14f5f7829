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
        let table = SortedLineTable(chunks[index].string)
        tables[index].publish(Chunk(table))
        return table
    }
}
