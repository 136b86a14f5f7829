/// A baked table of "KEY VALUE" lines, looked up by binary search over the literal's own bytes.
///
/// Building a dictionary of the likely-subtags table (1,900 lines) cost a fresh process several
/// milliseconds before its first message; this reads the bytes once to find where lines start and
/// allocates nothing per line. Lines are searched in byte order, which is how `msgc cldr-data` writes
/// them; should a table not be in that order, its line index is sorted once here.
struct SortedLineTable: Sendable {
    private let bytes: [UInt8]
    /// Start of each line's key and of its value (after the first space), and the line's end.
    private let lines: [(key: Int32, value: Int32, end: Int32)]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [(key: Int32, value: Int32, end: Int32)] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let space = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")), space > start {
                lines.append((Int32(start), Int32(space + 1), Int32(end)))
            }
            start = end + 1
        }
        let keyBytes = bytes
        func key(_ line: (key: Int32, value: Int32, end: Int32)) -> ArraySlice<UInt8> {
            keyBytes[Int(line.key)..<Int(line.value) - 1]
        }
        let inOrder = zip(lines, lines.dropFirst()).allSatisfy { !key($1).lexicographicallyPrecedes(key($0)) }
        if !inOrder { lines.insertionSort { key($0).lexicographicallyPrecedes(key($1)) } }
        self.lines = lines
    }

    /// The value of the first line whose key is `key`, as `[UInt8]`.
    subscript(key: [UInt8]) -> [UInt8]? {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            let line = lines[middle]
            if bytes[Int(line.key)..<Int(line.value) - 1].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        guard low < lines.count else { return nil }
        let line = lines[low]
        guard bytes[Int(line.key)..<Int(line.value) - 1].elementsEqual(key) else { return nil }
        return Array(bytes[Int(line.value)..<Int(line.end)])
    }
}
