/// An exact decimal number, parsed from the digit strings the runtime hands formatters
/// (`-12345E-2`, `1234.5`, `1E+100`), scaled and rounded half to even digit by digit, as ICU's
/// DecimalQuantity does. No binary floating point is involved and there is no length limit.
struct PortableDecimal: Sendable, Equatable {
    var isNegative: Bool
    /// Most significant first, without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The value is `digits × 10^exponent`.
    var exponent: Int

    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
        normalize()
    }

    /// Reads `[-|+]digits[.digits][E[-|+]digits]`; nil for anything else.
    init?(_ text: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.utf8.count)
        var negative = false, seenPoint = false, seenDigit = false
        var exponent = 0
        var bytes = text.utf8.makeIterator()
        var first = true
        var pending: UInt8?
        while let byte = pending ?? bytes.next() {
            pending = nil
            defer { first = false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                seenDigit = true
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - UInt8(ascii: "0")) }
                if seenPoint { exponent -= 1 }
            case UInt8(ascii: "-") where first: negative = true
            case UInt8(ascii: "+") where first: break
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            case UInt8(ascii: "E"), UInt8(ascii: "e"):
                guard seenDigit else { return nil }
                var power = 0, powerNegative = false, powerDigits = 0
                var signAllowed = true
                while let next = bytes.next() {
                    switch next {
                    case UInt8(ascii: "-") where signAllowed: powerNegative = true
                    case UInt8(ascii: "+") where signAllowed: break
                    case UInt8(ascii: "0")...UInt8(ascii: "9"):
                        power = power * 10 + Int(next - UInt8(ascii: "0"))
                        powerDigits += 1
                        guard power < 1_000_000 else { return nil }
                    default: return nil
                    }
                    signAllowed = false
                }
                guard powerDigits > 0 else { return nil }
                exponent += powerNegative ? -power : power
            default:
                return nil
            }
        }
        guard seenDigit else { return nil }
        self.init(isNegative: negative, digits: digits, exponent: exponent)
    }

    var isZero: Bool { digits.isEmpty }

    /// The power of ten of the most significant digit (0 for zero).
    var magnitude: Int { digits.isEmpty ? 0 : digits.count - 1 + exponent }

    /// How many digits follow the decimal point (0 for an integer).
    var fractionCount: Int { max(0, -exponent) }

    /// The digit at a power of ten.
    func digit(at power: Int) -> UInt8 {
        let index = digits.count - 1 - (power - exponent)
        return index >= 0 && index < digits.count ? digits[index] : 0
    }

    private mutating func normalize() {
        var leading = 0
        while leading < digits.count, digits[leading] == 0 { leading += 1 }
        if leading > 0 { digits.removeFirst(leading) }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }

    /// Multiplied exactly by another decimal (a skeleton's `scale/100`).
    func multiplied(by other: PortableDecimal) -> PortableDecimal {
        guard !isZero, !other.isZero else { return PortableDecimal(isNegative: isNegative != other.isNegative, digits: [], exponent: 0) }
        var product = [Int](repeating: 0, count: digits.count + other.digits.count)
        for (i, a) in digits.enumerated().reversed() {
            for (j, b) in other.digits.enumerated().reversed() {
                product[i + j + 1] += Int(a) * Int(b)
            }
        }
        for index in stride(from: product.count - 1, to: 0, by: -1) where product[index] >= 10 {
            product[index - 1] += product[index] / 10
            product[index] %= 10
        }
        return PortableDecimal(isNegative: isNegative != other.isNegative, digits: product.map { UInt8($0) },
                               exponent: exponent + other.exponent)
    }

    /// Rounded half to even so that no digit is below 10^-places (`places` may be negative).
    mutating func round(toFractionDigits places: Int) {
        let keep = digits.count + exponent + places   // digits at powers ≥ -places
        guard keep < digits.count else { return }
        if keep < 0 {
            digits = []
            exponent = 0
            return
        }
        let first = digits[keep]
        var roundUp = first > 5
        if first == 5 {
            let restNonZero = digits[(keep + 1)...].contains { $0 != 0 }
            let lastKeptOdd = keep > 0 && digits[keep - 1] % 2 == 1
            roundUp = restNonZero || lastKeptOdd
        }
        digits.removeSubrange(keep...)
        exponent = -places
        if roundUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 { digits.insert(1, at: 0) }
        }
        normalize()
    }

    /// The number in ASCII as plural rules read it, with exactly `fractionDigits` digits after the point.
    func plainText(fractionDigits: Int) -> String {
        var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        for power in stride(from: max(magnitude, 0), through: 0, by: -1) { bytes.append(digit(at: power) + 48) }
        if fractionDigits > 0 {
            bytes.append(UInt8(ascii: "."))
            for power in stride(from: -1, through: -fractionDigits, by: -1) { bytes.append(digit(at: power) + 48) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
