/// CLDR's plural operands of a number *as displayed*: "1.50" has n = 1.5, i = 1, v = 2, w = 1,
/// f = 50, t = 5; "-21" has n = 21, i = 21, v = w = f = t = 0. The exponent operands e and c are
/// 0 except for compact numbers ("1.2M": n = 1200000, e = 6).
///
/// Built from the displayed digits, never from a `Double`: `i`, `f` and `t` are exact decimal digit
/// strings of any length. `PortablePluralRuleSet` evaluates them the way ICU's `uplrules_select` does,
/// which differs from the exact value only for numbers of more than 15 significant digits (see
/// `ICUValues`). Creating operands allocates nothing: the digit strings are slices of the input.
///
/// ```swift
/// let operands = PluralOperands(displayed: "1.50")!
/// operands.i   // "1"
/// operands.f   // "50"
/// operands.t   // "5"
/// ```
package struct PluralOperands: Sendable, Equatable {
    /// n, the absolute value as displayed, with its trailing fraction zeros and without a sign or
    /// leading integer zeros: "1.50" for "-01.50".
    package let n: Substring
    /// Whether the displayed number has a minus sign; no operand depends on it.
    package let isNegative: Bool
    /// v, the number of visible fraction digits ("1.50": 2).
    package let v: Int
    /// w, the number of visible fraction digits without trailing zeros ("1.50": 1).
    package let w: Int
    /// e, the exponent of compact notation: 3 for "1.2K" (1200), 0 for a number written out.
    package var e: Int { exponent }
    /// c, CLDR's other name for e.
    package var c: Int { exponent }
    private var exponent = 0

    /// How the rules see n, i, f and t: exact below 2^53, as ICU computes them above.
    let icu: ICUValues

    /// Operands for a displayed number: ASCII digits, an optional leading `-`, and an optional `.`
    /// followed by at least one digit ("0", "1.50", "-21", "12345678901234567890.5"). Nil otherwise.
    package init?(displayed digits: String) {
        guard let operands = Self.parse(digits) else { return nil }
        self = operands
    }

    /// Operands of a compact number: its value written out ("1200" for "1.2K") and the power of ten
    /// the compact pattern stands for (3), as ICU's DecimalQuantity holds them after compacting.
    init?(displayed digits: String, exponent: Int) {
        guard let operands = Self.parse(digits) else { return nil }
        self = operands
        self.exponent = exponent
    }

    /// i, the integer digits without leading zeros ("0" for zero).
    package var i: Substring {
        n.utf8.firstIndex(of: UInt8(ascii: ".")).map { n[..<$0] } ?? n
    }

    /// f, the visible fraction digits as an integer: "50" for "1.50", "5" for "1.05", "0" for none.
    package var f: Substring { Self.withoutLeadingZeros(fraction) }

    /// t, the visible fraction digits without trailing zeros, as an integer: "5" for "1.50".
    package var t: Substring { Self.withoutLeadingZeros(fraction.utf8.prefix(w)) }

    /// The digits after the point, trailing zeros included.
    private var fraction: Substring { Substring(n.utf8.suffix(v)) }

    private static func withoutLeadingZeros(_ digits: Substring.UTF8View.SubSequence) -> Substring {
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        return significant.isEmpty ? "0" : Substring(significant)
    }

    private static func withoutLeadingZeros(_ digits: Substring) -> Substring {
        withoutLeadingZeros(digits.utf8[...])
    }

    private static func parse(_ text: String) -> PluralOperands? {
        // One pass over the bytes; a native string is contiguous already, a bridged one is copied once.
        var contiguous = text
        contiguous.makeContiguousUTF8()
        return contiguous.utf8.withContiguousStorageIfAvailable { parse(contiguous, bytes: $0) } ?? nil
    }

    private static func parse(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> PluralOperands? {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let negative = bytes.first == UInt8(ascii: "-")
        var position = negative ? 1 : 0
        let integerStart = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        let integerEnd = position
        guard integerEnd > integerStart else { return nil }
        var w = 0
        if position < bytes.count {
            guard bytes[position] == UInt8(ascii: ".") else { return nil }
            position += 1
            while position < bytes.count, isDigit(bytes[position]) {
                if bytes[position] != UInt8(ascii: "0") { w = position - integerEnd }
                position += 1
            }
            guard position == bytes.count, position > integerEnd + 1 else { return nil }
        }
        let fractionStart = min(integerEnd + 1, bytes.count)
        // Keep one zero of an all-zero integer part: n of "000.5" is "0.5".
        var start = integerStart
        while start < integerEnd - 1, bytes[start] == UInt8(ascii: "0") { start += 1 }
        let n = Substring(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: start)...])
        let icu = ICUValues(
            integer: UnsafeBufferPointer(rebasing: bytes[start..<integerEnd]),
            fraction: UnsafeBufferPointer(rebasing: bytes[fractionStart...]), w: w, text: n
        )
        return PluralOperands(n: n, isNegative: negative, v: bytes.count - fractionStart, w: w, icu: icu)
    }

    private init(n: Substring, isNegative: Bool, v: Int, w: Int, icu: ICUValues) {
        self.n = n
        self.isNegative = isNegative
        self.v = v
        self.w = w
        self.icu = icu
    }
}
