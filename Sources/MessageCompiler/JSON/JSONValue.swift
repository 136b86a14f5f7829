/// A JSON value that remembers where every token came from.
public indirect enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(JSONString)
    case number(String)
    case bool(Bool)
    case null

    public var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// A value with its byte range.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var range: SourceRange

    /// The members of an object, or nil.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The string, or nil.
    public var string: JSONString? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key.value == key }?.value
    }
}

/// A member of an object: its key (with its range) and its value.
public struct JSONMember: Sendable {
    public var key: JSONString
    public var value: JSONNode
}

/// A decoded JSON string and, for each of its Unicode scalars, the byte offset in the file where it was written.
///
/// Escapes make the decoded text shorter or longer than the source, so the MessageFormat parser reports
/// positions through `sourceOffset(ofScalar:)` and lands on the right column either way.
public struct JSONString: Sendable {
    /// Read-only, as the offsets describe it; `append(_:)` extends both.
    public private(set) var value: String
    public var range: SourceRange
    private var offsets: Offsets

    /// Most strings are written as they read, each scalar's UTF-8 bytes one after the other: their
    /// offsets follow from the first one, and keeping one Int per scalar (the old layout) cost a catalog
    /// of 100,000 messages hundreds of megabytes. Only strings with escapes keep a table.
    private enum Offsets: Sendable {
        /// Scalar `i` of an ASCII string starts at `start + i`.
        case ascii(start: Int)
        /// Scalar `i` starts at `start` plus the UTF-8 length of the scalars before it; `checkpoints[k]`
        /// is the offset of scalar 64·k, so a lookup walks at most 63 scalars.
        case contiguous(start: Int, checkpoints: [Int32])
        case table([Int])
    }

    private static let checkpointStride = 64

    public init(value: String, range: SourceRange, scalarOffsets: [Int]) {
        self.value = value
        self.range = range
        self.offsets = Self.compact(scalarOffsets, value: value)
    }

    /// A string written as it reads from `start` on, each scalar's UTF-8 bytes one after the other
    /// (no escape), as the reader's fast path finds it.
    init(value: String, range: SourceRange, contiguousFrom start: Int, ascii: Bool) {
        self.value = value
        self.range = range
        if ascii {
            offsets = .ascii(start: start)
            return
        }
        var checkpoints: [Int32] = []
        var offset = start
        for (index, scalar) in value.unicodeScalars.enumerated() {
            if index % Self.checkpointStride == 0 { checkpoints.append(Int32(truncatingIfNeeded: offset)) }
            offset += UTF8.width(scalar)
        }
        if value.unicodeScalars.count % Self.checkpointStride == 0 { checkpoints.append(Int32(truncatingIfNeeded: offset)) }
        guard offset >= Int(Int32.max) else {
            offsets = .contiguous(start: start, checkpoints: checkpoints)
            return
        }
        // Past 2 GiB into the file the checkpoints cannot hold an offset.
        var table: [Int] = []
        var at = start
        for scalar in value.unicodeScalars { table.append(at); at += UTF8.width(scalar) }
        table.append(at)
        offsets = .table(table)
    }

    private static func compact(_ offsets: [Int], value: String) -> Offsets {
        guard let first = offsets.first, offsets.count == value.unicodeScalars.count + 1 else { return .table(offsets) }
        var expected = first, index = 0
        for scalar in value.unicodeScalars {
            guard offsets[index] == expected else { return .table(offsets) }
            expected += UTF8.width(scalar)
            index += 1
        }
        guard offsets[index] == expected else { return .table(offsets) }
        if value.utf8.count == value.unicodeScalars.count { return .ascii(start: first) }
        guard let last = offsets.last, last < Int(Int32.max) else { return .table(offsets) }
        return .contiguous(start: first, checkpoints: stride(from: 0, to: offsets.count, by: checkpointStride).map { Int32(offsets[$0]) })
    }

    /// Appends a string written after this one (a PO continuation line): its text, and its scalars'
    /// offsets in place of this one's closing quote. Amortised linear in `other`'s length.
    public mutating func append(_ other: JSONString) {
        var table: [Int]
        if case .table(let existing) = offsets {
            offsets = .table([])   // the only reference: appended in place
            table = existing
        } else {
            table = scalarOffsets
        }
        table.removeLast()
        table += other.scalarOffsets
        value += other.value
        offsets = .table(table)
    }

    /// `scalarOffsets[i]` is where scalar `i` starts in the file; the last entry is the closing quote.
    public var scalarOffsets: [Int] {
        get {
            switch offsets {
            case .table(let table): return table
            case .ascii(let start): return Array(start...(start + value.utf8.count))
            case .contiguous(let start, _):
                var result = [start]
                result.reserveCapacity(value.unicodeScalars.count + 1)
                for scalar in value.unicodeScalars { result.append(result[result.count - 1] + UTF8.width(scalar)) }
                return result
            }
        }
    }

    public func sourceOffset(ofScalar index: Int) -> Int {
        switch offsets {
        case .table(let table):
            return table[min(max(index, 0), table.count - 1)]
        case .ascii(let start):
            return start + min(max(index, 0), value.utf8.count)
        case .contiguous(let start, let checkpoints):
            let count = value.unicodeScalars.count
            let index = min(max(index, 0), count)
            let checkpoint = index / Self.checkpointStride
            guard checkpoint < checkpoints.count else { return start }
            var offset = Int(checkpoints[checkpoint])
            // The source bytes are the value's UTF-8, so the checkpoint's source offset is its UTF-8
            // offset in the value too: a constant-time index for native strings.
            let scalars = value.unicodeScalars
            var position = value.utf8.index(value.utf8.startIndex, offsetBy: offset - start)
            for _ in (checkpoint * Self.checkpointStride)..<index {
                offset += UTF8.width(scalars[position])
                position = scalars.index(after: position)
            }
            return offset
        }
    }

    public func sourceRange(scalars: Range<Int>) -> SourceRange {
        SourceRange(file: range.file, start: sourceOffset(ofScalar: scalars.lowerBound),
                    end: sourceOffset(ofScalar: scalars.upperBound))
    }
}
