/// Numbers in escapes read strictly: digits of the radix and nothing else.
///
/// `UInt32(_:radix:)` also accepts a leading `+` or `-`, so `\u+041` passed as four hex digits and
/// `&#x+41;` as a character reference; every escape reader uses this instead.
enum ASCIIDigits {
    /// The value of `bytes` as digits in `radix` (10 or 16), or nil when one is not such a digit, there
    /// are none, or the value does not fit.
    static func value<Bytes: Collection>(of bytes: Bytes, radix: UInt32) -> UInt32? where Bytes.Element == UInt8 {
        guard !bytes.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            guard let digit = digit(byte), digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow, shifted <= UInt32.max - digit else { return nil }
            value = shifted + digit
        }
        return value
    }

    private static func digit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
