import Foundation
import Testing
@testable import IAPMessagesCore

@Suite struct PluralRulesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String, type: PluralRuleType, displayed: String, expected: PluralCategory
        var testDescription: String { "\(displayed) in \(locale) (\(type.rawValue))" }

        /// The Decimal and the fraction digits that display it as written ("1.0": 1 with one digit).
        var number: Decimal { Decimal(string: displayed)! }
        var fractionDigits: Int { displayed.split(separator: ".").dropFirst().first?.count ?? 0 }
    }

    static let cases: [Case] = (try? FixtureFile.rows("plurals.tsv").map { fields in
        Case(locale: fields[0], type: PluralRuleType(rawValue: fields[1])!, displayed: fields[2],
             expected: PluralCategory(rawValue: fields[3])!)
    }) ?? []

    @Test func fixtureIsLoaded() {
        #expect(Self.cases.count >= 75)
    }

    @Test(arguments: cases)
    func selects(_ example: Case) {
        let rules = PluralRules(locale: example.locale, type: example.type)
        #expect(rules.category(for: example.number, minimumFractionDigits: example.fractionDigits) == example.expected)
    }

    typealias CategoriesCase = (locale: String, type: PluralRuleType, expected: Set<PluralCategory>)

    static let categoryCases: [CategoriesCase] = [
        ("ar", .cardinal, [.zero, .one, .two, .few, .many, .other]),
        ("cy", .cardinal, [.zero, .one, .two, .few, .many, .other]),
        ("ru", .cardinal, [.one, .few, .many, .other]),
        ("uk", .cardinal, [.one, .few, .many, .other]),
        ("pl", .cardinal, [.one, .few, .many, .other]),
        ("ga", .cardinal, [.one, .two, .few, .many, .other]),
        ("he", .cardinal, [.one, .two, .other]),
        ("fr", .cardinal, [.one, .many, .other]),
        ("en", .cardinal, [.one, .other]),
        ("ja", .cardinal, [.other]),
        ("zh-Hant", .cardinal, [.other]),
        ("en", .ordinal, [.one, .two, .few, .other]),
        ("de", .ordinal, [.other]),
        ("ru-RU", .cardinal, [.one, .few, .many, .other]),
        ("xx", .cardinal, [.other]),
    ]

    @Test(arguments: categoryCases)
    func categories(_ example: CategoriesCase) {
        let (locale, type, expected) = example
        #expect(PluralRules(locale: locale, type: type).categories == expected)
    }

    /// Every number is selected as it will be displayed, rounding included.
    @Test func roundingBeforeSelection() {
        let english = PluralRules(locale: "en")
        #expect(english.category(for: Decimal(string: "1.04")!, minimumFractionDigits: 1, maximumFractionDigits: 1) == .other)  // "1.0"
        #expect(english.category(for: Decimal(string: "1.04")!, maximumFractionDigits: 1) == .one)     // "1" (trailing zero not shown)
        #expect(english.category(for: Decimal(string: "1.04")!, maximumFractionDigits: 0) == .one)     // "1"
        #expect(english.category(for: Decimal(string: "0.6")!, maximumFractionDigits: 0) == .one)      // "1"
        #expect(english.category(for: 1, minimumFractionDigits: 2) == .other)                          // "1.00"
    }

    @Test func hugeAndNegativeNumbers() {
        let russian = PluralRules(locale: "ru")
        #expect(russian.category(for: Decimal(string: "100000000000000000000001")!) == .one)
        #expect(russian.category(for: -2) == .few)
    }

    @Test func precisionSkeletons() {
        #expect(PluralRules.skeleton(minimumFractionDigits: 0, maximumFractionDigits: nil) == "precision-unlimited group-off")
        #expect(PluralRules.skeleton(minimumFractionDigits: 2, maximumFractionDigits: nil) == ".00+ group-off")
        #expect(PluralRules.skeleton(minimumFractionDigits: 1, maximumFractionDigits: 3) == ".0## group-off")
        #expect(PluralRules.skeleton(minimumFractionDigits: 0, maximumFractionDigits: 0) == "precision-integer group-off")
        #expect(PluralRules.skeleton(minimumFractionDigits: 3, maximumFractionDigits: 1) == ".000 group-off")
    }

    @Test func categoriesSortInCLDROrder() {
        #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "ar").categories.sorted().map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
    }
}
