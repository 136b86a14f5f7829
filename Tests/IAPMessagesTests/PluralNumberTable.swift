/// Displayed numbers on which the portable plural rules are compared with ICU's.
///
/// `everyLocale` goes through all of ICU's locales and both rule types: enough to tell every CLDR rule
/// set from every other (a test checks that), so that a locale given the wrong set fails. `full` goes
/// through one locale of each distinct rule set: each operand across its range, moduli up to 10^6,
/// visible trailing zeros, and numbers past 2^53 and 10^18, where ICU's double operands round.
enum PluralNumberTable {
    static let everyLocale: [String] = {
        var numbers = (0...1200).map(String.init)
        numbers += stride(from: 100_000, through: 10_000_000, by: 100_000).map(String.init)
        numbers += powersOfTen
        numbers += fractions(integers: 0...10, digits: 1)
        numbers += fractions(integers: 0...3, digits: 2)
        numbers += fractions(integers: 0...1, digits: 3).filter { $0.dropFirst(2).first! < "2" }
        return numbers + negatives + beyondDoubles
    }()

    static let full: [String] = {
        var numbers = (0...1200).map(String.init)
        numbers += stride(from: 2000, through: 10_000_000, by: 1000).map(String.init)
        numbers += powersOfTen
        for digits in 1...3 { numbers += fractions(integers: 0...10, digits: digits) }
        return numbers + negatives + beyondDoubles
    }()

    /// 10^k and 10^k + 1 up to 10^20: the `many` of French, Italian and Spanish (i % 1000000 = 0),
    /// and the points past which ICU cuts i to 18 digits.
    static let powersOfTen: [String] = (1...20).flatMap { exponent -> [String] in
        let power = "1" + String(repeating: "0", count: exponent)
        return [power, String(power.dropLast()) + "1"]
    }

    /// Every fraction with exactly `digits` visible fraction digits, trailing zeros included ("1.50").
    static func fractions(integers: ClosedRange<Int>, digits: Int) -> [String] {
        var limit = 1
        for _ in 0..<digits { limit *= 10 }
        return integers.flatMap { integer in
            (0..<limit).map { fraction in
                let text = String(fraction)
                return "\(integer)." + String(repeating: "0", count: digits - text.count) + text
            }
        }
    }

    /// A minus sign changes no operand.
    static let negatives = [
        "-0", "-1", "-2", "-3", "-5", "-11", "-21", "-22", "-101", "-1000000", "-0.0", "-1.0", "-1.5", "-2.50", "-21.000",
    ]

    /// Numbers a double does not hold: ICU's operands round or are cut here, and the portable rules
    /// must follow (see `PluralOperands.ICUValues`). At most 20 fraction digits, the most
    /// `PluralRules` displays.
    static let beyondDoubles = [
        "9007199254740991", "9007199254740993", "9007199254740995", "18014398509481985",
        "123456789012345678", "999999999999999999", "1000000000000000000", "1000000000000000001",
        "12345678901234567890", "1000000000000000000000000", "123456789012345678901234567890",
        "9007199254740993.5", "12345678901234567890.5", "123456789012345678901234567890.1",
        "1.0000000000000000001", "1.00000000000000000001", "0.10000000000000000011",
        "3.00000000000000000021", "0.00000000000000000001", "21.10000000000000000000",
        "0.12345678901234567891", "1.99999999999999999999", "0.33333333333333333333",
    ]
}
