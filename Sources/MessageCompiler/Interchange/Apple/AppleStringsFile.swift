import Foundation

/// `.strings` files: `"key" = "value";` with comments, in UTF-8 or UTF-16 (with a byte-order mark),
/// as `NSLocalizedString` tables are written.
public enum AppleStringsFile {
    public struct Entry: Sendable {
        public var key: String
        public var value: String
        /// The comment right before the entry, a translator's note.
        public var comment: String?
        public var range: SourceRange
    }

    /// The file's text as UTF-8, decoded by its byte-order mark (UTF-8 without one).
    public static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return strictlyDecoded(body, as: UTF8.self)
    }

    /// Why `decode` refuses the bytes, with where: `line:column: message` (line and column of the text
    /// decoded so far), or nil when they decode.
    public static func decodingProblem(_ bytes: [UInt8]) -> String? {
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) ? true : bytes.starts(with: [0xFE, 0xFF]) ? false : nil
        guard let littleEndian = utf16 else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard let (valid, offset) = firstInvalid(body, as: UTF8.self) else { return nil }
            return "\(position(valid)): not UTF-8 (byte \(offset + bytes.count - body.count)), and no UTF-16 byte-order mark"
        }
        let body = bytes.dropFirst(2)
        var units: [UInt16] = []
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let first = UInt16(body[index]), second = UInt16(body[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        let order = littleEndian ? "UTF-16LE" : "UTF-16BE"
        if let (valid, offset) = firstInvalid(units, as: UTF16.self) {
            return "\(position(valid)): \(order) with an unpaired surrogate at byte \(2 + 2 * offset)"
        }
        if body.count % 2 != 0 {
            return "\(position(strictlyDecoded(units, as: UTF16.self) ?? "")): \(order) ends in half a character (an odd number of bytes)"
        }
        return nil
    }

    /// The text decoded before the first invalid sequence and the index of its first code unit, or nil.
    private static func firstInvalid<Codec: UnicodeCodec>(_ units: [Codec.CodeUnit], as codec: Codec.Type) -> (String, Int)? {
        var decoded = String.UnicodeScalarView()
        var consumed = 0
        var decoder = Codec()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                decoded.append(scalar)
                consumed += Codec.self == UTF8.self ? String(scalar).utf8.count : String(scalar).utf16.count
            case .emptyInput: return nil
            case .error: return (String(decoded), consumed)
            }
        }
    }

    /// `line:column` just after `text`, 1-based.
    private static func position(_ text: String) -> String {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        return "\(lines.count):\((lines.last?.count ?? 0) + 1)"
    }

    /// The text of `units`, or nil at the first invalid sequence (no replacement characters).
    private static func strictlyDecoded<Codec: UnicodeCodec>(_ units: [Codec.CodeUnit], as codec: Codec.Type) -> String? {
        var decoded = String.UnicodeScalarView()
        var decoder = Codec()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): decoded.append(scalar)
            case .emptyInput: return String(decoded)
            case .error: return nil
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return strictlyDecoded(units, as: UTF16.self)
    }

    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// The entries of a decoded file (`file` holds the text as UTF-8, for positions).
    public static func read(_ file: SourceFile) -> ([Entry], [Diagnostic]) {
        var parser = Parser(bytes: file.bytes, path: file.path)
        do throws(Failure) {
            return (try parser.entries(), [])
        } catch {
            return ([], [Diagnostic(.importSyntax("invalid .strings: \(error.message)"), at: SourceRange(file: file.path, start: error.offset, end: error.offset + 1))])
        }
    }

    struct Parser {
        let bytes: [UInt8]
        let path: String
        var position = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        mutating func entries() throws(Failure) -> [Entry] {
            var entries: [Entry] = []
            var comment: String? = nil
            while true {
                // Whitespace and comments; the last comment before an entry is its note.
                while position < bytes.count {
                    if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1; continue }
                    if starts("/*") {
                        let start = position
                        guard let end = find("*/", from: position + 2) else { throw Failure(message: "comment is never closed", offset: start) }
                        comment = text(start + 2, end).trimmingCharacters(in: .whitespacesAndNewlines)
                        position = end + 2
                        continue
                    }
                    if starts("//") {
                        let start = position
                        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                        comment = text(start + 2, position).trimmingCharacters(in: .whitespaces)
                        continue
                    }
                    break
                }
                guard position < bytes.count else { return entries }
                let start = position
                let key = try token()
                skipSpace()
                var value = key
                if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                        throw Failure(message: "expected a quoted value after '='", offset: position)
                    }
                    value = try quoted()
                    skipSpace()
                }
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw Failure(message: "expected ';' after the entry for \"\(key)\"", offset: position)
                }
                position += 1
                entries.append(Entry(key: key, value: value, comment: comment?.isEmpty == false ? comment : nil,
                                     range: SourceRange(file: path, start: start, end: position)))
                comment = nil
            }
        }

        private func starts(_ text: String) -> Bool {
            starts(text, at: position)
        }

        /// Compares in place: this runs at every byte between entries and of every comment, so it
        /// allocates nothing.
        private func starts(_ text: String, at offset: Int) -> Bool {
            var index = offset
            for byte in text.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        private func find(_ text: String, from start: Int) -> Int? {
            let length = text.utf8.count
            var index = start
            while index + length <= bytes.count {
                if starts(text, at: index) { return index }
                index += 1
            }
            return nil
        }

        private func text(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }

        private mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// A quoted string, or an unquoted key of letters, digits and `_.-:/$` (old-style plist).
        private mutating func token() throws(Failure) -> String {
            if bytes[position] == UInt8(ascii: "\"") { return try quoted() }
            let start = position
            while position < bytes.count, bytes[position] < 0x80,
                  Character(Unicode.Scalar(bytes[position])).isLetter || Character(Unicode.Scalar(bytes[position])).isNumber
                  || "_.-:/$".utf8.contains(bytes[position]) {
                position += 1
            }
            guard position > start else { throw Failure(message: "expected a key", offset: start) }
            return text(start, position)
        }

        private mutating func quoted() throws(Failure) -> String {
            let start = position
            position += 1
            var scalars = String.UnicodeScalarView()
            while true {
                guard position < bytes.count else { throw Failure(message: "string is never closed", offset: start) }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { position += 1; return String(scalars) }
                if byte == UInt8(ascii: "\\") {
                    scalars.append(try escape())
                    continue
                }
                guard let scalar = bytes.scalar(at: position) else { throw Failure(message: "invalid text", offset: position) }
                scalars.append(scalar)
                position += UTF8.width(scalar)
            }
        }

        private mutating func escape() throws(Failure) -> Unicode.Scalar {
            let start = position
            position += 1
            guard position < bytes.count else { throw Failure(message: "unfinished escape", offset: start) }
            let letter = bytes[position]
            position += 1
            switch letter {
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard position + 4 <= bytes.count, let value = ASCIIDigits.value(of: bytes[position..<position + 4], radix: 16),
                      let scalar = Unicode.Scalar(value) else {
                    throw Failure(message: "\\U needs four hex digits", offset: start)
                }
                position += 4
                return scalar
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(letter - UInt8(ascii: "0"))
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]), position - start < 4 {
                    value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                }
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            default:
                return Unicode.Scalar(letter)  // \" \\ \' and any other character stand for themselves
            }
        }
    }
}
