/// JSON to write: the catalog writer's value type, independent of where a value was read from.
public indirect enum JSONOutput: Equatable, Sendable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public init(_ value: JSONValue) {
        switch value {
        case .string(let string): self = .string(string.value)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let nodes): self = .array(nodes.map { JSONOutput($0.value) })
        case .object(let members): self = .object(members.map { ($0.key.value, JSONOutput($0.value.value)) })
        }
    }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// One line: `{"a": "b", "c": [1, 2]}`.
    public var compact: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let values): "[" + values.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\(Self.quoted($0.0)): \($0.1.compact)" }.joined(separator: ", ") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as is.
    public static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension JSONOutput {
    /// Indented over several lines, two spaces a level; scalars and empty containers stay on one line.
    public func pretty(indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { inner + $0.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { inner + "\(Self.quoted($0.0)): " + $0.1.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)}"
        default:
            return compact
        }
    }
}
