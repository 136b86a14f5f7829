import Foundation

extension Decimal {
    /// The exact value as a digit string ICU parses: `-12345E-2` for -123.45.
    ///
    /// `Decimal.description` is exact but costs ~0.9 µs, more than ICU's whole formatting. Foundation
    /// keeps the fields private, but their memory layout is NSDecimal's: exponent (Int8), a byte with
    /// the mantissa's length in 16-bit words and its sign, two reserved bytes, then eight UInt16
    /// mantissa words, least significant first. Where the bits of the second byte sit differs: Apple's
    /// Foundation has the length in the low nibble and the sign in bit 4; swift-foundation on Linux the
    /// length in the high nibble and the sign in bit 3. The fast path reads mantissas of up to four
    /// words (every price a store reports) with whichever layout reproduces known values, checked once
    /// per process; anything else (NaN, larger mantissas, an unknown layout) takes `description`.
    var exactDigits: String {
        guard let layout = DecimalLayout.verified, let fast = layout.digits(of: self) else { return description }
        return fast
    }
}

enum DecimalLayout: CaseIterable {
    case lengthInLowNibble
    case lengthInHighNibble

    func digits(of value: Decimal) -> String? {
        withUnsafeBytes(of: value) { bytes -> String? in
            guard bytes.count == 20 else { return nil }
            let exponent = Int(Int8(bitPattern: bytes[0]))
            let (length, isNegative) = switch self {
            case .lengthInLowNibble: (Int(bytes[1] & 0x0F), bytes[1] & 0x10 != 0)
            case .lengthInHighNibble: (Int(bytes[1] >> 4), bytes[1] & 0x08 != 0)
            }
            guard length > 0 else { return isNegative ? nil : "0" }   // length 0: zero, or NaN when negative
            guard length <= 4 else { return nil }
            var mantissa: UInt64 = 0
            for word in (0..<length).reversed() {
                let low = UInt64(bytes[4 + 2 * word]), high = UInt64(bytes[5 + 2 * word])
                mantissa = mantissa << 16 | high << 8 | low
            }
            let sign = isNegative ? "-" : ""
            return exponent == 0 ? "\(sign)\(mantissa)" : "\(sign)\(mantissa)E\(exponent)"
        }
    }

    /// The layout that reads values exercising every field the way Foundation wrote them, if any.
    static let verified: DecimalLayout? = allCases.first { layout in
        let posix = Locale(identifier: "en_US_POSIX")
        let samples = ["-123.45", "0", "1", "-1", "18446744073709551615", "0.000001", "-98765432109876543.21", "1000", "4.99"]
        return samples.allSatisfy { text in
            guard let value = Decimal(string: text, locale: posix), let fast = layout.digits(of: value),
                  let reparsed = Decimal(string: fast, locale: posix) else { return false }
            return reparsed == value
        }
    }
}
