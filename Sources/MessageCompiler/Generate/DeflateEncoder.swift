/// A raw deflate encoder (RFC 1951) for the tables msgc generates: one dynamic-Huffman block over
/// LZ77 matches found through hash chains, chosen by the bits they cost.
///
/// A first pass takes greedy matches (with zlib's lazy step); then, as zopfli does, each pass prices
/// every literal and match with the Huffman code the previous pass's choices make, and picks the
/// cheapest way through the text (a shortest path over its positions). The smallest stream wins:
/// a few percent under zlib's best, which an app carries once per table.
///
/// Its output is what the runtime's `Inflate` decodes, and any deflate decoder too (CI reads every
/// compressed table of the committed catalog back with Python's `zlib`). It is deterministic: the same
/// text always gives the same bytes, so generated code stays golden-testable.
public enum DeflateEncoder {
    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// How many earlier positions with the same three bytes are tried: enough for text, bounded so a
    /// hostile input of one repeated byte stays linear.
    private static let chainLimit = 48
    private static let hashBits = 15
    /// A match this long is taken without looking one byte further for a longer one.
    private static let lazyLimit = 32
    /// The chain positions tried for the priced passes' candidates, which are found once.
    private static let candidateChainLimit = 4 * chainLimit
    /// Passes that price the choices of the pass before.
    private static let pricedPasses = 3
    /// Longer inputs (no table is) keep the greedy matches: pricing is linear, but with a larger factor.
    private static let pricedLimit = 1 << 16

    /// A literal byte (`distance` 0) or a match of `length` bytes `distance` bytes back.
    private struct Token {
        let length: UInt16
        let distance: UInt16
    }

    public static func compress(_ input: [UInt8]) -> [UInt8] {
        var tokens = matches(in: input)
        var best = encode(tokens)
        guard input.count >= minimumMatch, input.count <= pricedLimit else { return best }
        let candidates = Candidates(input)
        for _ in 0..<pricedPasses {
            tokens = cheapestTokens(input, candidates, Costs(tokens))
            let stream = encode(tokens)
            if stream.count < best.count { best = stream }
        }
        return best
    }

    /// The literal/length and distance codes' bit lengths for `tokens` and the end of the block.
    private static func codeLengths(_ tokens: [Token]) -> (literal: [Int], distance: [Int]) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token.distance == 0 {
                literalFrequencies[Int(token.length)] += 1
            } else {
                literalFrequencies[257 + lengthCode(Int(token.length))] += 1
                distanceFrequencies[distanceCode(Int(token.distance))] += 1
            }
        }
        literalFrequencies[256] = 1
        // Every code gets at least two symbols, so each is complete, as decoders require.
        ensureTwoSymbols(&literalFrequencies)
        ensureTwoSymbols(&distanceFrequencies)
        return (HuffmanLengths.limited(literalFrequencies, limit: 15), HuffmanLengths.limited(distanceFrequencies, limit: 15))
    }

    private static func encode(_ tokens: [Token]) -> [UInt8] {
        let (literalLengths, distanceLengths) = codeLengths(tokens)
        let literalCodes = canonicalCodes(literalLengths)
        let distanceCodes = canonicalCodes(distanceLengths)

        var writer = BitWriter()
        writer.write(1, 1)  // the last block
        writer.write(2, 2)  // dynamic Huffman
        writeCodeLengths(literalLengths, distanceLengths, to: &writer)
        for token in tokens {
            if token.distance == 0 {
                writer.write(literalCodes[Int(token.length)], literalLengths[Int(token.length)])
                continue
            }
            let length = Int(token.length), distance = Int(token.distance)
            let lengthSymbol = lengthCode(length)
            writer.write(literalCodes[257 + lengthSymbol], literalLengths[257 + lengthSymbol])
            writer.write(UInt32(length - lengthBase(lengthSymbol)), lengthExtraBits(lengthSymbol))
            let distanceSymbol = distanceCode(distance)
            writer.write(distanceCodes[distanceSymbol], distanceLengths[distanceSymbol])
            writer.write(UInt32(distance - distanceBase(distanceSymbol)), distanceExtraBits(distanceSymbol))
        }
        writer.write(literalCodes[256], literalLengths[256])
        return writer.finish()
    }

    // MARK: - Priced matches

    /// What each literal, match length and distance costs in bits under the code of earlier choices;
    /// a symbol the code lacks is priced above any it has.
    private struct Costs {
        var literal: [Int]
        /// By match length, 0…258 (0…2 unused): the length symbol's bits and its extra bits.
        var length: [Int]
        /// By distance code: the symbol's bits and its extra bits.
        var distance: [Int]

        init(_ tokens: [Token]) {
            let (literalLengths, distanceLengths) = codeLengths(tokens)
            func bits(_ length: Int) -> Int { length == 0 ? 16 : length }
            literal = literalLengths[..<256].map(bits)
            length = (0...maximumMatch).map { length in
                guard length >= minimumMatch else { return 0 }
                let code = lengthCode(length)
                return bits(literalLengths[257 + code]) + lengthExtraBits(code)
            }
            distance = (0..<30).map { bits(distanceLengths[$0]) + distanceExtraBits($0) }
        }
    }

    /// For each position, the matches worth pricing: walking the hash chain nearest first, each
    /// candidate longer than all nearer ones, as (length, distance). Every length up to a candidate's
    /// is best taken at the nearest distance that reaches it.
    private struct Candidates {
        /// Where position `i`'s candidates start in `lengths` and `distances`; `count + 1` entries.
        var start: [Int]
        var lengths: [UInt16] = []
        var distances: [UInt16] = []

        init(_ input: [UInt8]) {
            let count = input.count
            var start = [Int](repeating: 0, count: count + 1)
            var lengths: [UInt16] = [], distances: [UInt16] = []
            var head = [Int32](repeating: -1, count: 1 << hashBits)
            var previous = [Int32](repeating: -1, count: windowSize)
            input.withUnsafeBufferPointer { bytes in
                for position in 0..<count {
                    start[position] = lengths.count
                    guard position + minimumMatch <= count else { continue }
                    let value = UInt32(bytes[position]) << 16 | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2])
                    let key = Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
                    let longest = min(maximumMatch, count - position)
                    var best = minimumMatch - 1
                    var candidate = Int(head[key])
                    var tries = candidateChainLimit
                    while candidate >= 0, position - candidate <= windowSize, tries > 0 {
                        if bytes[candidate + best] == bytes[position + best] {
                            var length = 0
                            while length < longest, bytes[candidate + length] == bytes[position + length] { length += 1 }
                            if length > best {
                                best = length
                                lengths.append(UInt16(length))
                                distances.append(UInt16(position - candidate))
                                if length == longest { break }
                            }
                        }
                        let next = Int(previous[candidate % windowSize])
                        // A chain entry overwritten by a newer position is no longer this chain's.
                        guard next < candidate else { break }
                        candidate = next
                        tries -= 1
                    }
                    previous[position % windowSize] = head[key]
                    head[key] = Int32(position)
                }
            }
            start[count] = lengths.count
            self.start = start
            self.lengths = lengths
            self.distances = distances
        }
    }

    /// The tokens of least total cost, found from the end of the text back: each position's cheapest
    /// way to the end is a literal, or a match of any length a candidate reaches, then the rest.
    private static func cheapestTokens(_ input: [UInt8], _ candidates: Candidates, _ costs: Costs) -> [Token] {
        let count = input.count
        var cost = [Int](repeating: 0, count: count + 1)
        var chosenLength = [UInt16](repeating: 1, count: count)
        var chosenDistance = [UInt16](repeating: 0, count: count)
        for position in stride(from: count - 1, through: 0, by: -1) {
            var best = costs.literal[Int(input[position])] + cost[position + 1]
            var bestLength = 1, bestDistance = 0
            var shortest = minimumMatch
            for index in candidates.start[position]..<candidates.start[position + 1] {
                let longest = Int(candidates.lengths[index]), distance = Int(candidates.distances[index])
                let distanceBits = costs.distance[distanceCode(distance)]
                if shortest <= longest {
                    for length in shortest...longest {
                        let total = costs.length[length] + distanceBits + cost[position + length]
                        if total < best {
                            best = total
                            bestLength = length
                            bestDistance = distance
                        }
                    }
                }
                shortest = longest + 1
            }
            cost[position] = best
            chosenLength[position] = UInt16(bestLength)
            chosenDistance[position] = UInt16(bestDistance)
        }
        var tokens: [Token] = []
        tokens.reserveCapacity(count / 2)
        var position = 0
        while position < count {
            if chosenLength[position] == 1 {
                tokens.append(Token(length: UInt16(input[position]), distance: 0))
                position += 1
            } else {
                tokens.append(Token(length: chosenLength[position], distance: chosenDistance[position]))
                position += Int(chosenLength[position])
            }
        }
        return tokens
    }

    // MARK: - LZ77

    private static func matches(in input: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(input.count / 2)
        let count = input.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        input.withUnsafeBufferPointer { bytes in
            func hash(_ position: Int) -> Int {
                let value = UInt32(bytes[position]) << 16 | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2])
                return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
            }
            func insert(_ position: Int) {
                guard position + minimumMatch <= count else { return }
                let key = hash(position)
                previous[position % windowSize] = head[key]
                head[key] = Int32(position)
            }
            /// The longest earlier match at `position`: (length, distance), length 0 for none.
            func longestMatch(at position: Int) -> (length: Int, distance: Int) {
                guard position + minimumMatch <= count else { return (0, 0) }
                var bestLength = 0, bestDistance = 0
                var candidate = Int(head[hash(position)])
                var tries = chainLimit
                let longest = min(maximumMatch, count - position)
                while candidate >= 0, position - candidate <= windowSize, tries > 0 {
                    if bytes[candidate + bestLength] == bytes[position + bestLength] {
                        var length = 0
                        while length < longest, bytes[candidate + length] == bytes[position + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length == longest { break }
                        }
                    }
                    let next = Int(previous[candidate % windowSize])
                    // A chain entry overwritten by a newer position is no longer this chain's.
                    guard next < candidate else { break }
                    candidate = next
                    tries -= 1
                }
                return (bestLength, bestDistance)
            }
            var position = 0
            var pending: (length: Int, distance: Int)?
            while position < count {
                let match = pending ?? longestMatch(at: position)
                pending = nil
                if match.length >= minimumMatch {
                    // Lazy matching, as zlib does: when the next position starts a longer match, this
                    // byte goes out as a literal and that match is taken instead.
                    insert(position)
                    if match.length < lazyLimit, position + 1 < count {
                        let next = longestMatch(at: position + 1)
                        if next.length > match.length {
                            tokens.append(Token(length: UInt16(bytes[position]), distance: 0))
                            position += 1
                            pending = next
                            continue
                        }
                    }
                    tokens.append(Token(length: UInt16(match.length), distance: UInt16(match.distance)))
                    for skipped in (position + 1)..<(position + match.length) { insert(skipped) }
                    position += match.length
                } else {
                    tokens.append(Token(length: UInt16(bytes[position]), distance: 0))
                    insert(position)
                    position += 1
                }
            }
        }
        return tokens
    }

    // MARK: - Length and distance codes (RFC 1951 3.2.5)

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtras = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0…28, for symbols 257…285) of a match length 3…258.
    private static func lengthCode(_ length: Int) -> Int {
        if length == 258 { return 28 }
        var code = 27
        while lengthBases[code] > length { code -= 1 }
        return code
    }

    private static func lengthBase(_ code: Int) -> Int { lengthBases[code] }
    private static func lengthExtraBits(_ code: Int) -> Int { lengthExtras[code] }

    private static func distanceCode(_ distance: Int) -> Int {
        var code = 29
        while distanceBases[code] > distance { code -= 1 }
        return code
    }

    private static func distanceBase(_ code: Int) -> Int { distanceBases[code] }
    private static func distanceExtraBits(_ code: Int) -> Int { distanceExtras[code] }

    // MARK: - Huffman codes

    private static func ensureTwoSymbols(_ frequencies: inout [Int]) {
        var used = frequencies.filter { $0 > 0 }.count
        for symbol in frequencies.indices where used < 2 && frequencies[symbol] == 0 {
            frequencies[symbol] = 1
            used += 1
        }
    }

    /// Canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed: deflate sends a code's first bit
    /// first, and the writer sends a number's low bit first.
    private static func canonicalCodes(_ lengths: [Int]) -> [UInt32] {
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[length] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + lengthCounts[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[length]
            next[length] += 1
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << UInt32(length - 1 - bit) }
            return reversed
        }
    }

    /// The dynamic block's header: how many codes, the code-length code, then both codes' lengths
    /// run-length encoded with symbols 16 (repeat the previous length), 17 and 18 (runs of zeros).
    private static func writeCodeLengths(_ literalLengths: [Int], _ distanceLengths: [Int], to writer: inout BitWriter) {
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let sequence = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])

        var symbols: [(symbol: Int, extra: UInt32, extraBits: Int)] = []
        var index = 0
        while index < sequence.count {
            let length = sequence[index]
            var run = 1
            while index + run < sequence.count, sequence[index + run] == length { run += 1 }
            if length == 0, run >= 11 {
                let taken = min(run, 138)
                symbols.append((18, UInt32(taken - 11), 7))
                index += taken
            } else if length == 0, run >= 3 {
                symbols.append((17, UInt32(run - 3), 3))
                index += run
            } else if length != 0, run >= 4 {
                symbols.append((length, 0, 0))
                let taken = min(run - 1, 6)
                symbols.append((16, UInt32(taken - 3), 2))
                index += 1 + taken
            } else {
                symbols.append((length, 0, 0))
                index += 1
            }
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for entry in symbols { frequencies[entry.symbol] += 1 }
        ensureTwoSymbols(&frequencies)
        let lengths = HuffmanLengths.limited(frequencies, limit: 7)
        let codes = canonicalCodes(lengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let codeLengthCount = max(4, (order.lastIndex { lengths[$0] != 0 } ?? 0) + 1)

        writer.write(UInt32(literalCount - 257), 5)
        writer.write(UInt32(distanceCount - 1), 5)
        writer.write(UInt32(codeLengthCount - 4), 4)
        for symbol in order[..<codeLengthCount] { writer.write(UInt32(lengths[symbol]), 3) }
        for entry in symbols {
            writer.write(codes[entry.symbol], lengths[entry.symbol])
            writer.write(entry.extra, entry.extraBits)
        }
    }
}

/// Huffman code lengths of at most `limit` bits.
enum HuffmanLengths {
    /// Optimal lengths when they fit `limit`; otherwise the frequencies are flattened (halved, never
    /// below 1) until they do, which always ends: equal frequencies give a balanced code.
    static func limited(_ frequencies: [Int], limit: Int) -> [Int] {
        var frequencies = frequencies
        while true {
            let lengths = unlimited(frequencies)
            if lengths.max() ?? 0 <= limit { return lengths }
            frequencies = frequencies.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// Lengths of a Huffman code for the symbols with a frequency above 0; ties broken by symbol, so
    /// the result is deterministic.
    static func unlimited(_ frequencies: [Int]) -> [Int] {
        var lengths = [Int](repeating: 0, count: frequencies.count)
        let leaves = frequencies.indices.filter { frequencies[$0] > 0 }.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        guard leaves.count > 1 else {
            for leaf in leaves { lengths[leaf] = 1 }
            return lengths
        }
        // Two queues: the sorted leaves, and the merged nodes (created in non-decreasing weight).
        // Nodes 0..<leaves.count are leaves; each merged node records its parent for the depths.
        var weights = leaves.map { frequencies[$0] }
        var parent = [Int](repeating: -1, count: leaves.count)
        var leafNext = 0, mergedNext = leaves.count
        func takeSmallest() -> Int {
            if leafNext < leaves.count, mergedNext >= weights.count || weights[leafNext] <= weights[mergedNext] {
                leafNext += 1
                return leafNext - 1
            }
            mergedNext += 1
            return mergedNext - 1
        }
        for _ in 0..<(leaves.count - 1) {
            let first = takeSmallest(), second = takeSmallest()
            weights.append(weights[first] + weights[second])
            parent.append(-1)
            parent[first] = weights.count - 1
            parent[second] = weights.count - 1
        }
        // Depths from the root (the last node) down: a node's parent always comes later.
        var depth = [Int](repeating: 0, count: weights.count)
        for node in stride(from: weights.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (node, leaf) in leaves.enumerated() { lengths[leaf] = depth[node] }
        return lengths
    }
}

/// Writes bits least significant first, as deflate packs them.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ value: UInt32, _ bits: Int) {
        guard bits > 0 else { return }
        buffer |= UInt64(value) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        return bytes
    }
}
