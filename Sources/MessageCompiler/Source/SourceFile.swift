/// A catalog file's bytes and where its lines start, so byte offsets become `line:column` only when printed.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    private let lineStarts: [Int]
    /// `scalarCheckpoints[i]`: Unicode scalars before byte `i * checkpointStride`. A column is then
    /// counted over at most that many bytes, so a file on one line (minified JSON, a long XLIFF line)
    /// costs the same per diagnostic as a file of short lines.
    private let scalarCheckpoints: [Int]
    private static let checkpointStride = 256

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            // UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
        self.lineStarts = starts
        self.scalarCheckpoints = checkpoints
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
        let line = lineIndex(of: clamped)
        return (line + 1, scalarCount(before: clamped) - scalarCount(before: lineStarts[line]) + 1)
    }

    /// 1-based line of a byte offset, without counting the column.
    public func line(of offset: Int) -> Int {
        lineIndex(of: min(max(offset, 0), bytes.count)) + 1
    }

    /// The 0-based line holding `offset` (already clamped): a binary search over the line starts.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Unicode scalars in `bytes[0..<offset]`: the checkpoint at or before it, then at most a stride of bytes.
    private func scalarCount(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        let blockStart = block * Self.checkpointStride
        return bytes[blockStart..<offset].reduce(scalarCheckpoints[block]) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
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
