/// An exact decimal number as sign, digits and a power of ten, for rounding and for handing to ICU.
///
/// Money is rounded here, digit by digit, rather than by ICU, for two reasons. ICU's decimal input
/// takes at most 34 digits (`unumf_formatDecimal` answers U_UNSUPPORTED_ERROR past that), while a
/// `Decimal` holds 38 significant digits and exponents up to 127: rounding first brings any amount
/// with a long fraction within reach, and `icuInput` writes trailing zeros as an exponent so that
/// `1E+100` costs one digit. And a negative amount that rounds to zero must read as zero: "-$0.00"
/// on a receipt means nothing to anyone.
///
/// ```swift
/// DecimalNumeral("-0.125")?.rounded(toFractionDigits: 2).icuInput   // "-12E-2" (half-even)
/// DecimalNumeral("-0.001")?.rounded(toFractionDigits: 2).icuInput   // "0"
/// ```
struct DecimalNumeral: Equatable, Sendable {
    /// ICU's limit on the digits of a decimal string.
    static let icuDigitLimit = 34

    var isNegative: Bool
    /// Most significant first; no leading zeros unless the number is zero (`[0]`).
    var digits: [UInt8]
    /// The value is `digits × 10^exponent`.
    var exponent: Int

    /// Reads `-12345E-2`, `123.45`, `1E+100`, `-0.001` (what `Decimal.exactDigits` writes); nil for
    /// anything else, such as `NaN`.
    init?(_ text: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.utf8.count)
        var negative = false, seenPoint = false, inExponent = false, exponentNegative = false
        var exponent = 0, power = 0, exponentDigits = 0
        var index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    power = power * 10 + digit
                    exponentDigits += 1
                    guard power < 100_000 else { return nil }
                } else {
                    digits.append(UInt8(digit))
                    if seenPoint { exponent -= 1 }
                }
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: "."): guard !seenPoint, !inExponent else { return nil }; seenPoint = true
            case UInt8(ascii: "E"), UInt8(ascii: "e"): guard !inExponent, !digits.isEmpty else { return nil }; inExponent = true
            case UInt8(ascii: "-") where inExponent && exponentDigits == 0: exponentNegative = true
            case UInt8(ascii: "+") where inExponent && exponentDigits == 0: break
            default: return nil
            }
        }
        guard !digits.isEmpty, !inExponent || exponentDigits > 0 else { return nil }
        self.init(isNegative: negative, digits: digits, exponent: exponent + (exponentNegative ? -power : power))
    }

    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        let significant = digits.drop { $0 == 0 }
        self.digits = significant.isEmpty ? [0] : Array(significant)
        self.exponent = significant.isEmpty ? 0 : exponent
        self.isNegative = isNegative && !significant.isEmpty
    }

    var isZero: Bool { digits == [0] }

    /// Rounded half to even at `places` digits after the point, as ICU and Foundation round money.
    /// A result of zero is never negative.
    func rounded(toFractionDigits places: Int) -> DecimalNumeral {
        let dropCount = -places - exponent
        guard dropCount > 0 else { return self }
        var kept = dropCount < digits.count ? Array(digits.dropLast(dropCount)) : []
        let dropped = dropCount <= digits.count ? Array(digits.suffix(dropCount)) : Array(repeating: 0, count: dropCount - digits.count) + digits
        let first = dropped[0]
        let restIsZero = dropped.dropFirst().allSatisfy { $0 == 0 }
        let roundUp = first > 5 || (first == 5 && (!restIsZero || (kept.last ?? 0) % 2 == 1))
        if roundUp {
            var index = kept.count - 1
            while index >= 0, kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        }
        return DecimalNumeral(isNegative: isNegative, digits: kept.isEmpty ? [0] : kept, exponent: -places)
    }

    /// Rounded half to even to at most `count` significant digits.
    func rounded(toSignificantDigits count: Int) -> DecimalNumeral {
        guard digits.count > count else { return self }
        return rounded(toFractionDigits: -(exponent + digits.count - count))
    }

    /// A number's digits as the formatters take them: within ICU's 34-digit limit as they are, longer
    /// ones (any `Decimal` division: `49.99 / 12` has 38) rounded half to even to 34 significant
    /// digits, which no display precision reaches, so that ICU formats them instead of refusing them.
    /// Both backends get the same digits, so they show the same text and select the same plural.
    static func formattable(_ digits: String) -> String {
        guard let numeral = DecimalNumeral(digits), numeral.significantDigitCount > icuDigitLimit else { return digits }
        return numeral.rounded(toSignificantDigits: icuDigitLimit).icuInput
    }

    /// Digits after trailing zeros move into the exponent: what ICU's 34-digit limit counts.
    var significantDigitCount: Int {
        digits.count - (digits.lastIndex { $0 != 0 }.map { digits.count - 1 - $0 } ?? 0)
    }

    /// The string ICU parses, trailing zeros as an exponent: `-12345E-2`, `1E100`, `0`.
    var icuInput: String {
        guard !isZero else { return "0" }
        let trailingZeros = digits.count - significantDigitCount
        var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        bytes.reserveCapacity(digits.count + 8)
        for digit in digits.dropLast(trailingZeros) { bytes.append(digit + UInt8(ascii: "0")) }
        let power = exponent + trailingZeros
        if power != 0 { bytes += Array("E\(power)".utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The digits before the point (`"0"` for none), and those after it, `places` of them.
    func integerAndFraction(places: Int) -> (integer: [UInt8], fraction: [UInt8]) {
        let all = digits + Array(repeating: 0, count: max(0, exponent + places))
        let fractionCount = places
        let padded = Array(repeating: 0, count: max(0, fractionCount + 1 - all.count)) + all
        let integer = Array(padded.dropLast(fractionCount).drop { $0 == 0 })
        return (integer.isEmpty ? [0] : integer, Array(padded.suffix(fractionCount)))
    }

    private static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
        ("0"..."9").contains(scalar) ? UInt8(scalar.value - 48) : nil
    }
}
