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
    public var value: String
    public var range: SourceRange
    /// `scalarOffsets[i]` is where scalar `i` starts in the file; the last entry is the closing quote.
    public var scalarOffsets: [Int]

    public func sourceOffset(ofScalar index: Int) -> Int {
        scalarOffsets[min(max(index, 0), scalarOffsets.count - 1)]
    }

    public func sourceRange(scalars: Range<Int>) -> SourceRange {
        SourceRange(file: range.file, start: sourceOffset(ofScalar: scalars.lowerBound),
                    end: sourceOffset(ofScalar: scalars.upperBound))
    }
}
