/// Which source text a translation was made from: a short hash stored in the translation's metadata
/// (`"@key": {"x-source-fingerprint": "…"}`), so that changing the English marks every translation
/// of it as needing review, and the mark survives XLIFF and PO round trips.
public enum SourceFingerprint {
    /// The metadata attribute that holds it.
    public static let attribute = "x-source-fingerprint"

    /// 8 hex digits of 64-bit FNV-1a over the UTF-8 text, high and low halves folded together.
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: hash >> 32) ^ UInt32(truncatingIfNeeded: hash)
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
