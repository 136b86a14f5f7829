import Foundation

/// A number as Dart's `toString()` writes it, which is what an app built by Flutter's gen-l10n shows
/// for a number placeholder without a `format` (`'$count'`): an `int` in plain ASCII digits; a `double`
/// in its shortest round-trip digits, always with a decimal point (`3.0`), in exponent form from
/// 10²¹ up and below 10⁻⁶ (`1e+21`, `1.5e-7`), and `NaN`, `Infinity`, `-Infinity`; a `num` as
/// the `int` or `double` it holds (`numString`).
enum DartNumber {
    static func string(_ value: MessageArgument) -> String {
        switch value {
        case .int(let number): String(number)
        case .double(let number): string(number)
        case .decimal(let number): number.isNaN ? "NaN" : string(Double(number.description) ?? .nan)
        default: value.plainDescription
        }
    }

    /// A Dart `num` as an app passes one: `toString()` of the `int` a whole number is (`21`, `-3`),
    /// and of the `double` anything else is (`2.5`, `NaN`; `-0.0` and 1e21, past Int64, are no `int`
    /// in Dart: `-0.0`, `1e+21`). A `num` placeholder (declared, or an untyped plural count, which
    /// gen-l10n types `num`) is a `Double` in Swift, while the app passes it counts.
    static func numString(_ value: MessageArgument) -> String {
        switch value {
        case .int(let number): return String(number)
        case .double(let number):
            if let whole = wholeInt(number) { return String(whole) }
            return string(number)
        case .decimal(let number):
            guard !number.isNaN else { return "NaN" }
            if let whole = wholeInt(Double(number.description) ?? .nan), Decimal(whole) == number { return String(whole) }
            return string(Double(number.description) ?? .nan)
        default: return value.plainDescription
        }
    }

    /// `value` as the Dart `int` it would be: whole, within Int64 (Dart's `int` on native platforms),
    /// and not `-0.0`.
    private static func wholeInt(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(.towardZero), !(value == 0 && value.sign == .minus),
              value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        return Int(value)
    }

    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        // Swift's description has the same shortest digits; only where the point and exponent go differs.
        let (digits, exponent) = shortest(value.magnitude)
        let sign = value < 0 ? "-" : ""
        // `exponent`: the power of ten of the first digit. Dart writes plain decimals for 1e-7 < |v| < 1e21.
        if exponent >= 21 || exponent < -6 {
            let mantissa = digits.count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
            return sign + mantissa + "e" + (exponent >= 0 ? "+" : "-") + String(exponent.magnitude)
        }
        if exponent < 0 {
            return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits
        }
        let integerDigits = exponent + 1
        if digits.count <= integerDigits {
            return sign + digits + String(repeating: "0", count: integerDigits - digits.count) + ".0"
        }
        return sign + digits.prefix(integerDigits) + "." + digits.dropFirst(integerDigits)
    }

    /// The shortest digits that read back as `value` (positive, finite, not zero), without leading or
    /// trailing zeros, and the power of ten of the first.
    private static func shortest(_ value: Double) -> (String, Int) {
        let text = value.description                        // "2.5", "1e-07", "1.5e+21", "100000.0"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponentPart = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let point = mantissa.firstIndex(of: ".")
        let integerPart = point.map { mantissa[..<$0] } ?? mantissa[...]
        let fractionPart = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
        var digits = String(integerPart) + fractionPart
        var exponent = integerPart.count - 1 + exponentPart
        while digits.first == "0", digits.count > 1 {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.last == "0", digits.count > 1 { digits.removeLast() }
        return (digits, exponent)
    }
}
