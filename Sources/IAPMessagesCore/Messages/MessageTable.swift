/// All messages of one locale: a program per message index, or none where the locale lacks it.
///
/// Generated code stores a locale as two string literals: the programs of all messages, back to
/// back, and the byte offset where each starts, written as fixed-width base-64 numbers. swiftc handles
/// a string literal in constant time, where an integer array literal of the same size costs seconds
/// in release builds, and a lookup is still two reads at known positions and a slice. A large table's
/// text is compressed (`CompressedText`) and decoded the first time one of its messages is read, so
/// an app holds in memory only the languages it shows.
@_spi(GeneratedCode)
public struct MessageTable: Sendable {
    private enum Storage: Sendable {
        case compiled(StaticString, StaticString)
        case compressed(InflatedText, StaticString)
        case strings([String?])
    }

    private let storage: Storage

    /// A compiled table: message `i` is `text[offset(i)..<offset(i + 1)]`; an empty range means missing.
    /// `offsets` is `MessageTable.encodeOffsets(_:)` of the start of each message and the end of the last.
    package init(text: StaticString, offsets: StaticString) {
        precondition(text.hasPointerRepresentation && offsets.hasPointerRepresentation, "a message table is UTF-8 text")
        precondition(Self.offsetsAreWellFormed(offsets), "offsets are a width and groups of that width")
        storage = .compiled(text, offsets)
    }

    /// A compiled table whose text is compressed; `offsets` as for `init(text:offsets:)`, uncompressed.
    package init(compressedText: CompressedText, offsets: StaticString) {
        precondition(offsets.hasPointerRepresentation, "a message table is UTF-8 text")
        precondition(Self.offsetsAreWellFormed(offsets), "offsets are a width and groups of that width")
        storage = .compressed(InflatedText(compressedText), offsets)
    }

    /// A generated catalog's tables, one per locale: `texts[i]` holds the programs of locale `i`,
    /// compressed (`CompressedText`) where `sizes[i]`, their decoded size, is not 0 and as they are
    /// where it is, and `offsets[i]` says where each starts, as for `init(text:offsets:)`.
    ///
    /// Generated code passes three arrays of literals, which the compiler lays out as data, so that
    /// 48 languages' tables cost an app their bytes and not code that builds each one.
    public static func compiled(texts: [StaticString], sizes: [Int], offsets: [StaticString]) -> [MessageTable] {
        precondition(texts.count == sizes.count && texts.count == offsets.count, "a text, a size and offsets per table")
        return texts.indices.map { index in
            sizes[index] > 0
                ? MessageTable(compressedText: CompressedText(packed: texts[index], count: sizes[index]), offsets: offsets[index])
                : MessageTable(text: texts[index], offsets: offsets[index])
        }
    }

    /// A table built at run time, as `msgc render` does; nil marks a missing message, and so does a
    /// program that is not well-formed (`MessageProgram.isWellFormed`), which is never interpreted.
    package init(programs: [String?]) {
        storage = .strings(programs.map { program in
            guard var program else { return nil }
            return program.withUTF8(MessageProgram.isWellFormed) ? program : nil
        })
    }

    /// How many message slots the table has, present or not: the catalog's message count.
    package var count: Int {
        switch storage {
        case .compiled(_, let offsets), .compressed(_, let offsets): max(0, (offsets.utf8CodeUnitCount - 1) / Self.width(of: offsets) - 1)
        case .strings(let programs): programs.count
        }
    }

    /// Whether the locale has message `index`.
    package func contains(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        switch storage {
        case .compiled(_, let offsets), .compressed(_, let offsets):
            return Self.offset(index, in: offsets) < Self.offset(index + 1, in: offsets)
        case .strings(let programs): return programs[index] != nil
        }
    }

    /// Calls `body` with message `index`'s program bytes; the caller checked `contains(index)`.
    func withProgram<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch storage {
        case .compiled(let text, let offsets):
            let start = Self.offset(index, in: offsets), end = Self.offset(index + 1, in: offsets)
            // Offsets that reach past the text (a table msgc did not write) read as an empty message,
            // never past the literal's bytes.
            guard start <= end, end <= text.utf8CodeUnitCount else { return body(UnsafeBufferPointer(start: text.utf8Start, count: 0)) }
            return body(UnsafeBufferPointer(start: text.utf8Start + start, count: end - start))
        case .compressed(let text, let offsets):
            let start = Self.offset(index, in: offsets), end = Self.offset(index + 1, in: offsets)
            return text.bytes.withUnsafeBufferPointer { bytes in
                // A text that did not decode (msgc did not write it) has no bytes: the message is empty.
                guard start <= end, end <= bytes.count else { return body(UnsafeBufferPointer(start: bytes.baseAddress, count: 0)) }
                return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
        case .strings(let programs):
            var program = programs[index] ?? ""
            return program.withUTF8(body)
        }
    }

    // MARK: - Offsets as text

    /// The most base-64 digits an offset takes: up to 2^30 bytes of programs per locale.
    static let maximumOffsetWidth = 5
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// The offsets literal for a table whose messages start at `offsets` (plus the end of the last):
    /// the width (one digit, 1 to 5), then each offset in that many base-64 digits, as few as the
    /// largest needs (three for up to 256 KB of programs).
    package static func encodeOffsets(_ offsets: [Int]) -> String {
        let largest = offsets.max() ?? 0
        precondition(offsets.allSatisfy { $0 >= 0 } && largest < 1 << (6 * maximumOffsetWidth), "message table too large")
        var width = 1
        while largest >= 1 << (6 * width) { width += 1 }
        var bytes: [UInt8] = [digits[width]]
        bytes.reserveCapacity(1 + offsets.count * width)
        for offset in offsets {
            for shift in stride(from: 6 * (width - 1), through: 0, by: -6) {
                bytes.append(digits[(offset >> shift) & 63])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func width(of offsets: StaticString) -> Int {
        offsets.utf8CodeUnitCount == 0 ? 1 : max(1, min(maximumOffsetWidth, digitValue(offsets.utf8Start[0])))
    }

    private static func offsetsAreWellFormed(_ offsets: StaticString) -> Bool {
        guard offsets.utf8CodeUnitCount > 0 else { return false }
        let width = digitValue(offsets.utf8Start[0])
        return (1...maximumOffsetWidth).contains(width) && (offsets.utf8CodeUnitCount - 1) % width == 0
    }

    private static func offset(_ index: Int, in offsets: StaticString) -> Int {
        let width = width(of: offsets)
        let start = offsets.utf8Start + 1 + index * width
        var value = 0
        for position in 0..<width {
            value = value << 6 | digitValue(start[position])
        }
        return value
    }

    private static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
        case UInt8(ascii: "-"): 62
        default: 63
        }
    }
}

/// A compressed table text and, once a message of it has been read, its decoded bytes: published
/// once for every thread (`PublishedValue`), so later reads take no lock.
final class InflatedText: Sendable {
    private final class Bytes: Sendable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private let compressed: CompressedText
    private let decoded = PublishedValue<Bytes>(limit: 4)

    init(_ compressed: CompressedText) {
        self.compressed = compressed
    }

    var bytes: [UInt8] {
        if let made = decoded.value { return made.bytes }
        let bytes = (try? compressed.bytes()) ?? []
        decoded.publish(Bytes(bytes))
        return bytes
    }
}
