/// Why a compressed table could not be read: a malformed deflate stream, or one whose output is not
/// the size the table declares.
struct InflateError: Error, Sendable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A decoder of raw deflate streams (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Generated tables (message texts, baked CLDR data) are stored compressed and decoded on first
/// use. The streams come from msgc's own encoder, but the decoder assumes nothing of them: every
/// length, distance and code is checked, so a damaged literal is an error, never a trap or a read
/// out of bounds. Python's `zlib` writes the streams the tests decode, and reads back msgc's.
enum Inflate {
    /// Decodes `input`, which must produce exactly `count` bytes.
    static func decompress(_ input: UnsafeBufferPointer<UInt8>, count: Int) throws(InflateError) -> [UInt8] {
        guard count >= 0 else { throw InflateError("negative size") }
        var failure: InflateError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var output = Output(buffer)
            do throws(InflateError) {
                try decode(input, into: &output)
                guard output.count == count else { throw InflateError("\(output.count) bytes where \(count) were declared") }
                initialized = count
            } catch {
                // What was written is plain bytes; report none, and the error.
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    private static func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout Output) throws(InflateError) {
        var reader = BitReader(input)
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: &output)
            case 1: try huffmanBlock(&reader, FixedCodes.shared.literals, FixedCodes.shared.distances, into: &output)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try huffmanBlock(&reader, literals, distances, into: &output)
            default: throw InflateError("reserved block type")
            }
        }
    }

    /// The decoded bytes so far, in a buffer of the declared size that no write may pass.
    struct Output {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        @inline(__always)
        mutating func append(_ byte: UInt8) throws(InflateError) {
            guard count < buffer.count else { throw InflateError("more output than declared") }
            buffer[count] = byte
            count += 1
        }

        /// Copies `length` bytes from `distance` back; overlapping copies repeat, as deflate means.
        @inline(__always)
        mutating func copy(distance: Int, length: Int) throws(InflateError) {
            guard distance <= count else { throw InflateError("distance before the start of the output") }
            guard length <= buffer.count - count else { throw InflateError("more output than declared") }
            let base = buffer.baseAddress!
            var from = count - distance
            for to in count..<(count + length) {
                base[to] = base[from]
                from += 1
            }
            count += length
        }
    }

    private static func storedBlock(_ reader: inout BitReader, into output: inout Output) throws(InflateError) {
        reader.alignToByte()
        let length = try reader.bits(16), complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw InflateError("stored block length does not match its complement") }
        for _ in 0..<length { try output.append(UInt8(try reader.bits(8))) }
    }

    /// Base lengths and extra bits of length codes 257…285, and of distance codes 0…29 (RFC 1951 3.2.5).
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                         2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order a dynamic block lists the code-length code's lengths in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func huffmanBlock(_ reader: inout BitReader, _ literals: HuffmanDecoder, _ distances: HuffmanDecoder,
                                     into output: inout Output) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                try output.append(UInt8(truncatingIfNeeded: symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = Int(symbol) - 257
            guard lengthCode < lengthBase.count else { throw InflateError("invalid length code") }
            let length = Int(lengthBase[lengthCode]) + Int(try reader.bits(Int(lengthExtra[lengthCode])))
            let distanceCode = Int(try distances.decode(&reader))
            guard distanceCode < distanceBase.count else { throw InflateError("invalid distance code") }
            let distance = Int(distanceBase[distanceCode]) + Int(try reader.bits(Int(distanceExtra[distanceCode])))
            try output.copy(distance: distance, length: length)
        }
    }

    private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = Int(try reader.bits(5)) + 257
        let distanceCount = Int(try reader.bits(5)) + 1
        let codeLengthCount = Int(try reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw InflateError("too many length or distance codes") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for position in 0..<codeLengthCount {
            codeLengthLengths[codeLengthOrder[position]] = UInt8(try reader.bits(3))
        }
        let codeLengths = try HuffmanDecoder(lengths: codeLengthLengths, allowsIncomplete: false)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw InflateError("repeat with no previous length") }
                lengths += repeatElement(previous, count: 3 + Int(try reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + Int(try reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + Int(try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw InflateError("code lengths overrun their count") }
        guard lengths[256] != 0 else { throw InflateError("no end-of-block code") }
        return (try HuffmanDecoder(lengths: Array(lengths[..<literalCount]), allowsIncomplete: true),
                try HuffmanDecoder(lengths: Array(lengths[literalCount...]), allowsIncomplete: true))
    }

    /// The fixed codes of block type 1, built once.
    private final class FixedCodes: Sendable {
        static let shared = FixedCodes()
        let literals: HuffmanDecoder
        let distances: HuffmanDecoder

        private init() {
            let literalLengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
                + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
            // The fixed codes are complete by construction; `try!` cannot fail on them.
            literals = try! HuffmanDecoder(lengths: literalLengths, allowsIncomplete: false)
            // 32 codes of five bits, as zlib builds them; 30 and 31 are refused where they are decoded.
            distances = try! HuffmanDecoder(lengths: [UInt8](repeating: 5, count: 32), allowsIncomplete: false)
        }
    }
}

/// Reads a deflate stream's bits, least significant first; past the end it fails rather than
/// inventing bits, except that a code may be peeked with zeros beyond the end.
struct BitReader {
    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var buffer: UInt64 = 0
    private var available = 0

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    /// Fills the buffer to at least 56 bits where the input allows.
    @inline(__always)
    private mutating func refill() {
        while available <= 56 {
            guard position < input.count else { return }
            buffer |= UInt64(input[position]) << UInt64(available)
            position += 1
            available += 8
        }
    }

    /// The next `count` (≤ 32) bits as a number.
    mutating func bits(_ count: Int) throws(InflateError) -> UInt32 {
        if count == 0 { return 0 }
        if available < count { refill() }
        guard available >= count else { throw InflateError("the stream ends early") }
        let value = UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(count)) - 1))
        buffer >>= UInt64(count)
        available -= count
        return value
    }

    /// The next `count` bits without consuming them, zeros where the input has ended; and how many
    /// bits are really there.
    @inline(__always)
    mutating func peek(_ count: Int) -> (value: UInt32, available: Int) {
        if available < count { refill() }
        return (UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(count)) - 1)), available)
    }

    @inline(__always)
    mutating func consume(_ count: Int) {
        buffer >>= UInt64(count)
        available -= count
    }

    /// Drops the bits left in the current byte (a stored block starts on a byte boundary).
    mutating func alignToByte() {
        consume(available % 8)
    }
}

/// A canonical Huffman code (RFC 1951 3.2.2), decoded through a table of the first `fastBits` bits
/// and, for the rare longer code, by walking the code lengths.
struct HuffmanDecoder: Sendable {
    private static let fastBits = 10
    /// Number of codes of each length 0…15.
    private let counts: [UInt16]
    /// Symbols in code order.
    private let symbols: [UInt16]
    /// For each value of the next `fastBits` bits: `symbol << 4 | length`, or 0 when the code is longer.
    private let fast: [UInt16]

    init(lengths: [UInt8], allowsIncomplete: Bool) throws(InflateError) {
        var counts = [UInt16](repeating: 0, count: 16)
        for length in lengths {
            guard length <= 15 else { throw InflateError("code length above 15") }
            counts[Int(length)] += 1
        }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left * 2 - Int(counts[length])
            guard left >= 0 else { throw InflateError("over-subscribed code") }
        }
        let used = counts.reduce(0) { $0 + Int($1) }
        // zlib accepts an incomplete code only as a lone code of one bit (a block with one distance),
        // or no code at all (a block of literals only).
        if left > 0 && !(allowsIncomplete && (used == 0 || (used == 1 && counts[1] == 1))) {
            throw InflateError("incomplete code")
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + Int(counts[length]) }
        var symbols = [UInt16](repeating: 0, count: used)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[Int(length)]] = UInt16(symbol)
            offsets[Int(length)] += 1
        }
        // Canonical codes, reversed into the order the bits arrive in, spread over the fast table.
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var code = 0, index = 0
        for length in 1...Self.fastBits {
            for _ in 0..<Int(counts[length]) {
                var reversed = 0
                for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var fill = reversed
                while fill < 1 << Self.fastBits {
                    fast[fill] = symbols[index] << 4 | UInt16(length)
                    fill += 1 << length
                }
                code += 1
                index += 1
            }
            code <<= 1
        }
        self.counts = counts
        self.symbols = symbols
        self.fast = fast
    }

    @inline(__always)
    func decode(_ reader: inout BitReader) throws(InflateError) -> UInt16 {
        let (peeked, available) = reader.peek(Self.fastBits)
        let entry = fast[Int(peeked)]
        if entry != 0 {
            let length = Int(entry & 15)
            guard length <= available else { throw InflateError("the stream ends early") }
            reader.consume(length)
            return entry >> 4
        }
        // Longer than the table: walk the lengths a bit at a time (puff's method).
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= Int(try reader.bits(1))
            let count = Int(counts[length])
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError("no such code")
    }
}
