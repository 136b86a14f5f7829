/// A generated table's text, deflate-compressed inside a string literal and decoded on first use.
///
/// Message tables and baked CLDR data are most of what the package adds to an app, and text of that
/// kind compresses about four to one. A Swift string literal must be valid UTF-8, so the compressed
/// bytes are written seven bits per character (`\u{0}`…`\u{7F}`, eight characters per seven bytes):
/// in the binary the literal is the packed bytes themselves. msgc's `DeflateEncoder` writes them.
package struct CompressedText: Sendable {
    let packed: StaticString
    /// The decompressed size in bytes.
    let count: Int

    /// `packed` holds the deflate stream of `count` bytes of text, seven bits per character.
    package init(packed: StaticString, count: Int) {
        precondition(packed.hasPointerRepresentation, "compressed text is a string literal")
        self.packed = packed
        self.count = count
    }

    /// The decompressed bytes; an error when the literal is not what msgc writes.
    func bytes() throws(InflateError) -> [UInt8] {
        let stream = SevenBitPacking.unpack(UnsafeBufferPointer(start: packed.utf8Start, count: packed.utf8CodeUnitCount))
        // The failure is carried out of the closure rather than thrown through it: the standard
        // libraries of SDKs before Swift 6 rethrow only `any Error` from `withUnsafeBufferPointer`.
        var failure: InflateError?
        let bytes = stream.withUnsafeBufferPointer { input -> [UInt8] in
            do throws(InflateError) {
                return try Inflate.decompress(input, count: count)
            } catch {
                failure = error
                return []
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The decompressed text: what baked tables parse. A literal msgc did not write reads as empty.
    package var string: String {
        guard let bytes = try? bytes() else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Bytes as 7-bit characters: each group of seven bytes becomes eight characters of seven bits, the
/// first byte's low bits first; a last, shorter group takes as many characters as its bits need.
package enum SevenBitPacking {
    /// Packs bytes into 7-bit characters, eight for every seven bytes: what msgc writes into a
    /// Swift string literal, which must be UTF-8 and so cannot hold arbitrary bytes.
    package static func pack(_ bytes: [UInt8]) -> [UInt8] {
        var packed: [UInt8] = []
        packed.reserveCapacity(bytes.count + bytes.count / 7 + 1)
        var buffer: UInt32 = 0, bits = 0
        for byte in bytes {
            buffer |= UInt32(byte) << UInt32(bits)
            bits += 8
            while bits >= 7 {
                packed.append(UInt8(buffer & 0x7F))
                buffer >>= 7
                bits -= 7
            }
        }
        if bits > 0 { packed.append(UInt8(buffer & 0x7F)) }
        return packed
    }

    /// Reads 7-bit characters back into the bytes `pack(_:)` was given; a high bit in a character
    /// is ignored, so no input reads out of bounds.
    package static func unpack(_ packed: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(packed.count * 7 / 8)
        var buffer: UInt32 = 0, bits = 0
        for character in packed {
            buffer |= UInt32(character & 0x7F) << UInt32(bits)
            bits += 7
            if bits >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                bits -= 8
            }
        }
        return bytes
    }
}

/// A large table of "KEY VALUE" lines sorted by key, compressed in chunks of a few kilobytes so that
/// a lookup decodes one chunk, not the table: a fresh process asking the likely subtags of `de-DE`
/// reads 4 KB of CLDR's 126 KB. `firstKeys` lists each chunk's first key, one a line, uncompressed.
///
/// A chunk's lines are stored shorter than they read (`ChunkedLineTable` expands them on decoding):
/// each key after one character, `"0"` plus the count of its first bytes that are the previous key's
/// in the chunk, and a value that starts with the key's language (its bytes up to the first `_`)
/// and an `_` without that language. ICU's likely subtags `aab aab_Latn_NG`, `aac aac_Latn_PG` are
/// stored `0aab _Latn_NG`, `2c _Latn_PG`: the repeated names were most of the table's compressed size.
package struct ChunkedLines: Sendable {
    let firstKeys: StaticString
    let chunks: [CompressedText]

    /// A table from its generated parts: each chunk's first key, one a line, and the chunks in the
    /// same order.
    package init(firstKeys: StaticString, chunks: [CompressedText]) {
        precondition(firstKeys.hasPointerRepresentation, "chunk keys are a string literal")
        self.firstKeys = firstKeys
        self.chunks = chunks
    }
}
