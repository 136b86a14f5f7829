import Foundation
import Testing
@testable import IAPMessagesCore

/// The pieces of the portable plural rules on their own: operands of displayed numbers, the rule
/// parser, and the evaluator's handling of `and`/`or`, ranges and moduli.
@Suite struct PortablePluralRuleSetTests {
    typealias OperandCase = (displayed: String, n: String, i: String, v: Int, w: Int, f: String, t: String)

    static let operandCases: [OperandCase] = [
        ("0", "0", "0", 0, 0, "0", "0"),
        ("1", "1", "1", 0, 0, "0", "0"),
        ("1.0", "1.0", "1", 1, 0, "0", "0"),
        ("1.50", "1.50", "1", 2, 1, "50", "5"),
        ("1.05", "1.05", "1", 2, 2, "5", "5"),
        ("2.000", "2.000", "2", 3, 0, "0", "0"),
        ("-21", "21", "21", 0, 0, "0", "0"),
        ("-01.50", "1.50", "1", 2, 1, "50", "5"),
        ("000.5", "0.5", "0", 1, 1, "5", "5"),
        ("1000000", "1000000", "1000000", 0, 0, "0", "0"),
        ("12345678901234567890.5", "12345678901234567890.5", "12345678901234567890", 1, 1, "5", "5"),
        ("0.000000000000000000000012300", "0.000000000000000000000012300", "0", 27, 25, "12300", "123"),
    ]

    @Test(arguments: operandCases)
    func operandsAreExact(_ example: OperandCase) throws {
        let operands = try #require(PluralOperands(displayed: example.displayed))
        #expect(operands.n == example.n[...])
        #expect(operands.i == example.i[...])
        #expect((operands.v, operands.w) == (example.v, example.w))
        #expect(operands.f == example.f[...])
        #expect(operands.t == example.t[...])
        #expect((operands.e, operands.c) == (0, 0))
        #expect(operands.isNegative == example.displayed.hasPrefix("-"))
    }

    @Test(arguments: ["", "-", ".5", "1.", "1..2", "1.2.3", "+1", "1e3", "١", " 1", "1,5", "--1"])
    func malformedNumbersHaveNoOperands(_ text: String) {
        #expect(PluralOperands(displayed: text) == nil)
        #expect(PortablePluralRules.category(forDisplayed: text, locale: "en") == .other)
    }

    /// Beyond 2^53 the rules see ICU's doubles (see `PluralOperands.ICUValues`); below, exact values.
    @Test func operandsBeyondDoublesAreICUs() throws {
        let below = try #require(PluralOperands(displayed: "9007199254740991"))
        #expect(below.icu.i == 9_007_199_254_740_991)
        let rounded = try #require(PluralOperands(displayed: "10000000000000001"))
        #expect(rounded.icu.i == 10_000_000_000_000_000)
        let cut = try #require(PluralOperands(displayed: "1000000000000000001"))
        #expect(cut.icu.i == 1)
        #expect(PluralOperands.ICUValues.roundedToDouble(9_007_199_254_740_993) == 9_007_199_254_740_992)
        #expect(PluralOperands.ICUValues.roundedToDouble(9_007_199_254_740_995) == 9_007_199_254_740_996)
        #expect(PluralOperands(displayed: "1.0000000000000000001")?.icu.n == .double(1))
        #expect(PluralOperands(displayed: "1.5")?.icu.n == .nonInteger)
    }

    @Test func evaluatesAndBeforeOr() throws {
        let rules = try PortablePluralRuleSet(parsing: "one: n = 1 and v = 0 or n = 3; few: n % 10 = 2..4,7 and n % 100 != 12..14; other:")
        #expect(rules.categories == [.one, .few, .other])
        #expect(rules.category(forDisplayed: "1") == .one)
        #expect(rules.category(forDisplayed: "1.0") == .other)
        #expect(rules.category(forDisplayed: "3") == .one)
        #expect(rules.category(forDisplayed: "3.0") == .one)  // n = 3 holds for 3.0
        #expect(rules.category(forDisplayed: "22") == .few)
        #expect(rules.category(forDisplayed: "27") == .few)
        #expect(rules.category(forDisplayed: "12") == .other)
        #expect(rules.category(forDisplayed: "22.5") == .other)  // `=` needs a whole n
    }

    @Test func rulesAreTriedInTheOrderGiven() throws {
        let rules = try PortablePluralRuleSet(parsing: "many: n = 1..5; one: n = 1; other:")
        #expect(rules.category(forDisplayed: "1") == .many)
        let empty = try PortablePluralRuleSet(parsing: "")
        #expect(empty.categories == [.other])
        #expect(empty.category(forDisplayed: "1") == .other)
    }

    @Test func samplesAreSkipped() throws {
        let rules = try PortablePluralRuleSet(parsing: "one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16, 100, … @decimal 0.0~1.5, …")
        #expect(rules.category(forDisplayed: "1") == .one)
        #expect(rules.category(forDisplayed: "2") == .other)
    }

    typealias SyntaxCase = (text: String, message: String)

    static let syntaxCases: [SyntaxCase] = [
        ("uno: n = 1", "expected a plural category"),
        ("one n = 1", "expected ':'"),
        ("one: x = 1", "expected an operand"),
        ("one: n == 1", "expected a number"),
        ("one: n < 1", "expected '=' or '!='"),
        ("one: n % 0 = 1", "a modulus must not be 0"),
        ("one: n = 5..2", "a range must not run backwards"),
        ("one: n = 1; one: n = 2", "'one' has a second rule"),
        ("one: n = 1 xor n = 2", "expected ';' or the end"),
        ("one: n = 1234567890123456789", "more than 18 digits"),
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrorsSayWhatAndWhere(_ example: SyntaxCase) {
        #expect {
            _ = try PortablePluralRuleSet(parsing: example.text)
        } throws: { error in
            (error as? PluralRuleSyntaxError)?.message.contains(example.message) == true
        }
    }

    @Test func everyBakedRuleSetParses() {
        #expect(PluralRuleTable.shared.ruleSets.count > 50)
        #expect(PluralRuleTable.shared.ruleSets.first?.categories == [.other])
    }

    /// ICU's lookup: keywords dropped, then truncation; CLDR's parent locales do not apply.
    @Test func localeLookupFollowsICU() {
        let table = PluralRuleTable.shared
        let portuguese = table.ruleSet(forICUID: "pt", type: .cardinal)
        let european = table.ruleSet(forICUID: "pt_PT", type: .cardinal)
        #expect(portuguese != european)
        #expect(table.ruleSet(forICUID: "pt_AO", type: .cardinal) == portuguese)
        #expect(table.ruleSet(forICUID: "sr_Latn_RS@numbers=latn", type: .cardinal) == table.ruleSet(forICUID: "sr", type: .cardinal))
        #expect(table.ruleSet(forICUID: "", type: .cardinal).categories == [.other])
        #expect(table.ruleSet(forICUID: "xx_YY", type: .ordinal).categories == [.other])
    }
}
