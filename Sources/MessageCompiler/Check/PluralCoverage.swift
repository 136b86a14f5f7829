import Foundation
import IAPMessagesCore

/// Whether a plural's exact cases (`=1 {…}`) give every number of a category its own text, so the
/// category's case can be left out without any number falling through to `other`.
///
/// English selects `one` for 1 alone (an integer 1: `1.0` is `other`), so `=1` covers it; Russian
/// `one` holds 21 and 31 too, and French `one` holds 1.5, so `=1` covers neither. The numbers tried
/// are the integers to 200, some larger ones (CLDR's `many` for exact millions) and, unless the
/// argument is an Int, numbers with a fraction digit; the answer is cached per question.
struct PluralCoverage: Sendable {
    struct Question: Hashable, Sendable {
        var locale: String
        var ordinal: Bool
        var category: String
        var exactValues: Set<String>
        var offset: Int
        var integersOnly: Bool
    }

    private var answers: [Question: Bool] = [:]

    static let integers: [Int] = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000]
    static let fractions: [String] = ["0.1", "0.5", "1.1", "1.5", "2.5", "3.5", "5.5", "10.5", "21.5", "101.5"]

    mutating func covers(_ question: Question) -> Bool {
        if let answer = answers[question] { return answer }
        let rules = PluralRules(locale: question.locale, type: question.ordinal ? .ordinal : .cardinal)
        var numbers = Self.integers.map { Decimal($0) }
        if !question.integersOnly {
            numbers += Self.fractions.compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
        }
        var answer = true
        for number in numbers {
            // Exact cases match the number before the offset is subtracted; categories the number after.
            guard rules.category(for: number - Decimal(question.offset)).rawValue == question.category else { continue }
            if !question.exactValues.contains(Self.canonical(number)) {
                answer = false
                break
            }
        }
        answers[question] = answer
        return answer
    }

    /// The smallest of the numbers tried that selects the question's category (its exact values
    /// aside), nil when none does. A category whose first number is a million (French, Italian,
    /// Spanish and Portuguese `many`) is one a count in an app hardly ever reaches.
    func smallestNumber(in question: Question) -> Decimal? {
        let rules = PluralRules(locale: question.locale, type: question.ordinal ? .ordinal : .cardinal)
        var numbers = Self.integers.map { Decimal($0) }
        if !question.integersOnly {
            numbers += Self.fractions.compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
        }
        return numbers.filter { rules.category(for: $0 - Decimal(question.offset)).rawValue == question.category }.min()
    }

    /// Numbers from this one up are rare as counts on a screen.
    static let rareFrom: Decimal = 1_000

    /// The spelling `MessageFormatParser.canonicalDecimal` gives an exact case's value.
    private static func canonical(_ number: Decimal) -> String {
        MessageFormatParser.canonicalDecimal("\(number)") ?? "\(number)"
    }
}
