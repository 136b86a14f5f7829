/// A catalog file's bytes and where its lines start, so byte offsets become `line:column` only when printed.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file name without directories, e.g. `de.arb`.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// 1-based line and column of a byte offset; the column counts Unicode scalars, as editors count characters.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
        let column = bytes[lineStart..<clamped].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (low + 1, column)
    }
}

/// A half-open byte range in one source file.
public struct SourceRange: Hashable, Sendable {
    public var file: String
    public var start: Int
    public var end: Int

    public init(file: String, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }
}
