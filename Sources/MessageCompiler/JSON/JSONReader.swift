/// Reads JSON (RFC 8259) into `JSONNode`s with byte ranges, reporting syntax errors and duplicate keys.
///
/// A syntax error stops the file (JSON has no entry boundary to resynchronise on); duplicate keys are
/// reported and the later value is kept, as most JSON readers do, so the rest of the file is still checked.
/// Arrays and objects nest at most `NestingLimit.json` deep.
public struct JSONReader {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0
    /// Arrays and objects open around the current position.
    private var depth = 0
    public private(set) var diagnostics: [Diagnostic] = []
    /// Called with each member of the root object as soon as it is read; the root keeps what it
    /// returns. A reader of a large catalog keeps a summary of a member's tree rather than the tree.
    public var rootMemberTransform: ((JSONMember) -> JSONMember)? = nil

    public init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// Kept small: every `try` on the recursive path reserves room for one in a debug build's frame.
    struct Failure: Error {
        let message: String
        let offset: Int
        /// Nested past `NestingLimit.json`, rather than a syntax error.
        var isTooDeep = false
    }

    /// The document's root, or nil after a syntax error (which is in `diagnostics`).
    public mutating func read() -> JSONNode? {
        do throws(Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            let root = try readValue()
            skipWhitespace()
            if position < bytes.count { throw Failure(message: "unexpected text after the end of the document", offset: position) }
            return root
        } catch {
            let kind: DiagnosticKind = error.isTooDeep ? .nestingTooDeep(.json) : .jsonSyntax(error.message)
            diagnostics.append(Diagnostic(kind, at: range(error.offset, error.offset + 1)))
            return nil
        }
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file.path, start: start, end: min(end, bytes.count))
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Containers recurse through here, so this, `readArray` and `readObject` keep their frames small
    /// (scalars, keys and separators are read by functions that return before the next level).
    private mutating func readValue() throws(Failure) -> JSONNode {
        skipWhitespace()
        guard position < bytes.count else { throw Failure(message: "expected a value, found end of file", offset: position) }
        let byte = bytes[position]
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { return try readScalar() }
        guard depth < NestingLimit.json.levels else { throw Failure(message: "", offset: position, isTooDeep: true) }
        depth += 1
        defer { depth -= 1 }
        if byte == UInt8(ascii: "{") { return try readObject() }
        return try readArray()
    }

    private mutating func readScalar() throws(Failure) -> JSONNode {
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let string = try readString()
            return JSONNode(value: .string(string), range: string.range)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), range: range(start, position))
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), range: range(start, position))
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, range: range(start, position))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw Failure(message: "expected a value, found \(describe(position))", offset: position)
        }
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw Failure(message: "expected a value, found \(describe(position))", offset: position)
        }
        position += utf8.count
    }

    private mutating func readNumber() throws(Failure) -> JSONNode {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.position
            while reader.position < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.position]) {
                reader.position += 1
            }
            return reader.position - from
        }
        let integerStart = position
        guard digits(&self) > 0 else { throw Failure(message: "invalid number", offset: start) }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 {
            throw Failure(message: "numbers must not have leading zeros", offset: integerStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw Failure(message: "expected digits after '.'", offset: position) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw Failure(message: "expected digits in the exponent", offset: position) }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return JSONNode(value: .number(text), range: range(start, position))
    }

    private mutating func readArray() throws(Failure) -> JSONNode {
        let start = position
        position += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return JSONNode(value: .array([]), range: range(start, position))
        }
        repeat {
            elements.append(try readValue())
        } while try readSeparator(closing: "]", container: "array", start: start)
        return JSONNode(value: .array(elements), range: range(start, position))
    }

    private mutating func readObject() throws(Failure) -> JSONNode {
        let start = position
        position += 1
        var members = JSONObjectMembers()
        var lastComma: Int? = nil
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return JSONNode(value: .object([]), range: range(start, position))
        }
        while true {
            let key = try readKey(objectStart: start, lastComma: lastComma)
            let value = try readValue()
            var member = JSONMember(key: key, value: value)
            if depth == 1, let transform = rootMemberTransform { member = transform(member) }
            if let previous = members.add(member) {
                let same = file.bytes[previous.value.range.start..<previous.value.range.end] == file.bytes[value.range.start..<value.range.end]
                diagnostics.append(Diagnostic(.duplicateKey(key.value, firstLine: file.line(of: previous.key.range.start), sameValue: same), at: key.range))
            }
            guard try readSeparator(closing: "}", container: "object", start: start) else { break }
            lastComma = position - 1
        }
        return JSONNode(value: .object(members.members), range: range(start, position))
    }

    /// A member's key and the ':' after it.
    private mutating func readKey(objectStart start: Int, lastComma: Int?) throws(Failure) -> JSONString {
        skipWhitespace()
        guard position < bytes.count else { throw Failure(message: "object is never closed with '}'", offset: start) }
        guard bytes[position] == UInt8(ascii: "\"") else {
            if bytes[position] == UInt8(ascii: "}"), let lastComma {
                throw Failure(message: "trailing comma before '}'; JSON does not allow one", offset: lastComma)
            }
            throw Failure(message: "expected a key in double quotes, found \(describe(position))", offset: position)
        }
        let key = try readString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw Failure(message: "expected ':' after key, found \(describe(position))", offset: position)
        }
        position += 1
        return key
    }

    /// After an element or member: true past a ',', false past the closing bracket.
    private mutating func readSeparator(closing: Unicode.Scalar, container: String, start: Int) throws(Failure) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw Failure(message: "\(container) is never closed with '\(closing)'", offset: start) }
        if bytes[position] == UInt8(ascii: ",") { position += 1; return true }
        if bytes[position] == UInt8(ascii: closing) { position += 1; return false }
        throw Failure(message: "expected ',' or '\(closing)', found \(describe(position))", offset: position)
    }

    private mutating func readString() throws(Failure) -> JSONString {
        if let plain = readPlainString() { return plain }
        let start = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var offsets: [Int] = []
        while true {
            guard position < bytes.count else { throw Failure(message: "string is never closed with '\"'", offset: start) }
            let scalarStart = position
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw Failure(message: "control character in a string; write a line break as \\n", offset: position)
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(try readEscape())
            } else {
                scalars.append(try readUTF8Scalar())
            }
            offsets.append(scalarStart)
        }
        offsets.append(position)
        position += 1
        return JSONString(value: String(scalars), range: range(start, position), scalarOffsets: offsets)
    }

    /// Most strings have no escape: read them as their bytes, once checked as UTF-8, without
    /// building the text scalar by scalar or a table of where each scalar is. Nil (nothing read)
    /// for a string with an escape, a control character or invalid UTF-8, or one never closed.
    private mutating func readPlainString() -> JSONString? {
        let start = position
        var index = start + 1
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte < 0x80 { index += 1; continue }
            guard let scalar = bytes.scalar(at: index) else { return nil }
            ascii = false
            index += UTF8.width(scalar)
        }
        guard index < bytes.count else { return nil }
        let value = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        position = index + 1
        return JSONString(value: value, range: range(start, position), contiguousFrom: start + 1, ascii: ascii)
    }

    private mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        let start = position
        position += 1
        guard position < bytes.count else { throw Failure(message: "unfinished escape", offset: start) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw Failure(message: "high surrogate \\u\(String(high, radix: 16)) is not followed by a low surrogate", offset: start)
                }
                position += 2
                let low = try readHex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Failure(message: "invalid surrogate pair", offset: start)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw Failure(message: "lone surrogate in \\u escape", offset: start) }
            return scalar
        default:
            throw Failure(message: "invalid escape '\\\(Character(Unicode.Scalar(letter)))'", offset: start)
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count, let value = ASCIIDigits.value(of: bytes[position..<position + 4], radix: 16) else {
            throw Failure(message: "\\u needs four hex digits", offset: escapeStart)
        }
        position += 4
        return value
    }

    private mutating func readUTF8Scalar() throws(Failure) -> Unicode.Scalar {
        guard let scalar = bytes.scalar(at: position) else { throw Failure(message: "invalid UTF-8", offset: position) }
        position += UTF8.width(scalar)
        return scalar
    }
}
