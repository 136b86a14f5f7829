extension PluralOperands {
    /// An operand's value as a relation compares it.
    enum Value: Sendable, Equatable {
        /// A whole number.
        case integer(UInt64)
        /// n with visible non-zero fraction digits: no `=` relation holds for it, as in CLDR.
        case nonInteger
        /// n as ICU's double, for numbers a double does not hold exactly (see `ICUValues`).
        case double(Double)
    }

    /// n, i, f and t as ICU's rules see them, so that portable selection is ICU's on every input.
    ///
    /// ICU (`DecimalQuantity::getPluralOperand`) hands each operand to its rules as a double: i is the
    /// integer part cut to its last 18 digits, f and t are read until they pass 10^18, and n is the
    /// whole number rounded to a double. Below 2^53 a double holds each of them exactly and ICU's
    /// answer is CLDR's, so for every count or price an app shows these are simply the exact values.
    /// Above, ICU rounds: "10000000000000001" is `many` in Russian (i % 10 seen as 0) where CLDR's
    /// exact i ends in 1, and "1000000000000000001" is `one` in English (i cut to 1). The portable
    /// backend must print what ICU prints, so it follows ICU there too, in integers where it can:
    /// a double above 2^53 is a whole number, and rounding to 53 bits is done here bit by bit.
    struct ICUValues: Sendable, Equatable {
        let i: UInt64
        let f: UInt64
        let t: UInt64
        let n: Value

        /// From the integer digits (no leading zeros but one "0"), all visible fraction digits, the
        /// count w of those up to the last non-zero one, and n's text.
        init(integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>, w: Int, text: Substring) {
            // ICU's toLong(true): the digits below 10^18 only.
            var low: UInt64 = 0
            for byte in integer { low = (low * 10 + UInt64(byte &- UInt8(ascii: "0"))) % 1_000_000_000_000_000_000 }
            i = Self.roundedToDouble(low)
            f = Self.roundedToDouble(Self.fractionLong(fraction))
            var significant = Self.fractionLong(UnsafeBufferPointer(rebasing: fraction.prefix(w)))
            while significant > 0, significant % 10 == 0 { significant /= 10 }
            t = Self.roundedToDouble(significant)
            // Up to 15 significant digits a double holds n closely enough that it is whole exactly
            // when n is, and then equal to it; beyond, ask for the double, as ICU does.
            if integer.count + w <= 15 {
                n = w == 0 ? .integer(low) : .nonInteger
            } else {
                n = Double(text).map(Value.double) ?? .nonInteger
            }
        }

        /// ICU's toFractionLong: the digits read one by one, stopping once the value passes 10^18.
        private static func fractionLong(_ digits: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var value: UInt64 = 0
            for byte in digits {
                if value > 1_000_000_000_000_000_000 { break }
                value = value * 10 + UInt64(byte &- UInt8(ascii: "0"))
            }
            return value
        }

        /// The double nearest `value` (ties to even), as C's conversion gives it, kept as an integer.
        static func roundedToDouble(_ value: UInt64) -> UInt64 {
            let bits = UInt64.bitWidth - value.leadingZeroBitCount
            guard bits > 53 else { return value }
            let dropped = UInt64(bits - 53)
            let unit: UInt64 = 1 << dropped
            let remainder = value & (unit - 1)
            let truncated = value - remainder
            let half = unit >> 1
            let roundsUp = remainder > half || (remainder == half && (truncated >> dropped) & 1 == 1)
            return roundsUp ? truncated + unit : truncated
        }
    }

    /// The operand's value as `PortablePluralRuleSet` compares it.
    func value(of operand: PortablePluralRuleSet.Operand) -> Value {
        switch operand {
        case .n: icu.n
        case .i: .integer(icu.i)
        case .f: .integer(icu.f)
        case .t: .integer(icu.t)
        case .v: .integer(UInt64(v))
        case .w: .integer(UInt64(w))
        case .e, .c: .integer(UInt64(max(e, 0)))
        }
    }
}
