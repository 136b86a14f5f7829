import Foundation
#if IAPMESSAGES_APPLE_REFERENCE
import ICUReference
#endif
import Testing
@testable import IAPMessagesCore

/// The portable plural rules (baked CLDR data, evaluated in Swift) against ICU's, which the runtime
/// uses on Linux: the same categories and the same category for every number, in every locale. The
/// comparisons with ICU run in the Apple configuration, against the ICU the rules were baked from.
@Suite struct PortablePluralRulesTests {
    /// One locale to compare: its ICU locale ID and the rule set the portable backend picks for it.
    struct Subject {
        let label: String
        let icuID: String
        let portable: PortablePluralRuleSet
    }

    /// Spellings apps and systems hand over: keywords, POSIX names, retired codes, no language at all.
    static let spellings = [
        "ar-EG-u-nu-latn", "th-TH-u-nu-thai", "de_DE.UTF-8@euro", "sr_RS@latin", "iw_IL", "no", "tl", "sh",
        "pt-AO", "es-419", "zh-TW", "en-US-POSIX", "und", "C", "xx", "ars",
    ]

    /// Every locale ICU has and the spellings above, through `LocaleIdentifier` as apps name them;
    /// and every locale ID the plural data itself lists ("iw", "mo", "root"…), as raw ICU IDs.
    static func subjects(_ type: PluralRuleType) -> [Subject] {
        let available = (ICUData.availableLocales + spellings).map { tag in
            Subject(label: tag, icuID: LocaleIdentifier(tag).icuID,
                    portable: PortablePluralRules.ruleSet(locale: LocaleIdentifier(tag), type: type))
        }
        let covered = Set(available.map(\.icuID))
        let listed = PluralRuleTable.shared.locales(type).sorted().filter { !covered.contains($0) }.map { id in
            Subject(label: "ICU ID \(id)", icuID: id, portable: PluralRuleTable.shared.ruleSet(forICUID: id, type: type))
        }
        return available + listed
    }

    #if IAPMESSAGES_APPLE_REFERENCE
    @Test(arguments: PluralRuleType.allCases)
    func agreesWithICUInEveryLocale(type: PluralRuleType) throws {
        let subjects = Self.subjects(type)
        var differences: [String] = []
        var comparisons = 0
        var representatives: [Subject] = []
        let table = PluralNumberTable.everyLocale.map { ($0, PluralOperands(displayed: $0)!) }
        for subject in subjects {
            var oracle = try ICUPluralOracle(icuID: subject.icuID, type: type)
            // As `PluralRules.categories` reads them.
            let icuCategories = Set(oracle.rules.keywords.compactMap(PluralCategory.init(rawValue:))).union([.other])
            comparisons += 1
            if subject.portable.categories != icuCategories {
                differences.append("\(subject.label): categories ICU \(icuCategories.sorted()), portable \(subject.portable.categories.sorted())")
            }
            for (digits, operands) in table {
                comparisons += 1
                let expected = try oracle.category(digits)
                let actual = subject.portable.category(for: operands)
                if actual != expected { differences.append("\(subject.label) \(digits): ICU \(expected), portable \(actual)") }
            }
            if !representatives.contains(where: { $0.portable == subject.portable }) { representatives.append(subject) }
        }
        let full = PluralNumberTable.full.map { ($0, PluralOperands(displayed: $0)!) }
        for subject in representatives {
            var oracle = try ICUPluralOracle(icuID: subject.icuID, type: type)
            for (digits, operands) in full {
                comparisons += 1
                let expected = try oracle.category(digits)
                let actual = subject.portable.category(for: operands)
                if actual != expected { differences.append("\(subject.label) \(digits): ICU \(expected), portable \(actual)") }
            }
        }
        print("""
            Portable plural rules, \(type.rawValue): \(subjects.count) locales × \(table.count) numbers + \
            \(representatives.count) distinct rule sets × \(full.count) numbers = \(comparisons) comparisons \
            with ICU, \(differences.count) differences
            """)
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(20).joined(separator: "; "))")
    }

    #endif

    /// A locale given the wrong rule set must fail the every-locale table; so no two rule sets that
    /// select differently on the full table may select alike on it.
    @Test func everyLocaleTableTellsTheRuleSetsApart() {
        let sets = PluralRuleTable.shared.ruleSets
        let short = PluralNumberTable.everyLocale.map { PluralOperands(displayed: $0)! }
        let long = PluralNumberTable.full.map { PluralOperands(displayed: $0)! }
        var fullBehaviour: [[PluralCategory]: [PluralCategory]] = [:]
        for set in sets {
            let shortResults = short.map(set.category(for:))
            let fullResults = long.map(set.category(for:))
            if let seen = fullBehaviour[shortResults] {
                #expect(seen == fullResults, "two rule sets alike on the short table differ on the full one")
            }
            fullBehaviour[shortResults] = fullResults
        }
        #expect(sets.count > 50)
    }

    #if IAPMESSAGES_APPLE_REFERENCE
    /// The oracle above is `PluralRules.category` without the `Decimal`: the two agree.
    @Test func oracleIsWhatPluralRulesSelects() throws {
        for tag in ["en", "ru", "fr", "ar", "lv", "pt-PT", "cy", "ar-EG-u-nu-latn"] {
            for type in PluralRuleType.allCases {
                var oracle = try ICUPluralOracle(icuID: LocaleIdentifier(tag).icuID, type: type)
                for digits in ["0", "1", "1.0", "1.50", "2.000", "-21", "1000000", "10000000000000001", "1.0000000000000000001"] {
                    let fractionDigits = digits.split(separator: ".").dropFirst().first?.count ?? 0
                    let selected = PluralRules(locale: tag, type: type).category(
                        for: Decimal(string: digits)!, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits)
                    #expect(try oracle.category(digits) == selected, "\(tag) \(type) \(digits)")
                }
            }
        }
    }

    @Test func dataComesFromThisICU() {
        #expect(PortablePluralRules.icuVersion == ICUReference.icuVersion)
        #expect(PortablePluralRules.cldrVersion == ICUReference.cldrVersion)
    }

    #endif

    @Test func examples() {
        #expect(PortablePluralRules.categories(locale: "ru") == [.one, .few, .many, .other])
        #expect(PortablePluralRules.category(forDisplayed: "21", locale: "ru") == .one)
        #expect(PortablePluralRules.category(forDisplayed: "1.5", locale: "ru") == .other)
        #expect(PortablePluralRules.category(forDisplayed: "1.0", locale: "en") == .other)
        #expect(PortablePluralRules.category(forDisplayed: "22", locale: "en", type: .ordinal) == .two)
        #expect(PortablePluralRules.category(forDisplayed: "1000000", locale: "pt_PT") == .many)
        #expect(PortablePluralRules.category(forDisplayed: "0.5", locale: "pt-BR") == .one)
        #expect(PortablePluralRules.category(forDisplayed: "0.5", locale: "pt-PT") == .other)
        #expect(PortablePluralRules.categories(locale: "xx-Unknown") == [.other])
        #expect(PortablePluralRules.category(forDisplayed: "one", locale: "en") == .other)
    }
}

#if IAPMESSAGES_APPLE_REFERENCE
/// ICU's category for displayed digits, computed as `PluralRules.category(for:minimumFractionDigits:
/// maximumFractionDigits:)` computes it: formatted with exactly the visible fraction digits, then
/// selected on the formatted number. Formatters are kept per digit count, for speed.
struct ICUPluralOracle {
    let icuID: String
    let rules: ReferencePluralRules
    private var formatters: [Int: ReferenceNumberFormatter] = [:]

    init(icuID: String, type: PluralRuleType) throws {
        self.icuID = icuID
        rules = try ReferencePluralRules(locale: icuID, ordinal: type == .ordinal)
    }

    mutating func category(_ digits: String) throws -> PluralCategory {
        let fractionDigits = digits.split(separator: ".").dropFirst().first?.count ?? 0
        precondition(fractionDigits <= 20, "PluralRules shows at most 20 fraction digits")
        let formatter = try formatters[fractionDigits] ?? ReferenceNumberFormatter(
            locale: icuID, skeleton: PluralRules.skeleton(minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits))
        formatters[fractionDigits] = formatter
        return PluralCategory(rawValue: try formatter.pluralKeyword(digits: digits, rules: rules)) ?? .other
    }
}
#endif
