import CICU
import IAPMessagesCore

/// CLDR's plural rules as ICU holds them: which rule set each locale uses, and the rule sets.
///
/// Read from ICU's "plurals" resource bundle through CICU (ICU's C API can only *select* with rules,
/// not show them). The rule sets are kept in the order ICU evaluates their keywords, so that a rule
/// set baked from this data selects exactly as `uplrules_select` does.
struct ICUPluralData: Sendable {
    /// One keyword's rule: "one" and "i = 1 and v = 0" (the samples after `@` left out).
    struct Rule: Sendable, Equatable {
        let keyword: String
        let condition: String
    }

    /// ICU's set name ("set12") → its rules in evaluation order.
    let ruleSets: [String: [Rule]]
    /// ICU's set names sorted as ICU numbers them, which keeps the output stable across runs.
    let setNames: [String]
    /// Locale ID ("pt_PT") → set name, per type, in ICU's (sorted) order.
    let locales: [PluralRuleType: [(locale: String, set: String)]]

    static func read() throws(CLDRDataError) -> ICUPluralData {
        var sets: [String: [Rule]] = [:]
        for row in ICUText.rows(try ICUText.read("the plural rule sets") { cicu_plural_data_rules($0, $1, $2) }) {
            guard row.count == 3 else { throw CLDRDataError("unexpected plural rule line: \(row.joined(separator: " | "))") }
            sets[String(row[0]), default: []].append(Rule(keyword: String(row[1]), condition: withoutSamples(row[2])))
        }
        var locales: [PluralRuleType: [(String, String)]] = [:]
        for type in PluralRuleType.allCases {
            let code = type == .ordinal ? CICU_PLURAL_ORDINAL : CICU_PLURAL_CARDINAL
            let text = try ICUText.read("the \(type.rawValue) plural locales") { cicu_plural_data_locales(code, $0, $1, $2) }
            locales[type] = try ICUText.rows(text).map { (row) throws(CLDRDataError) in
                guard row.count == 2, sets[String(row[1])] != nil else {
                    throw CLDRDataError("plural locale line names no known rule set: \(row.joined(separator: " | "))")
                }
                return (String(row[0]), String(row[1]))
            }
        }
        let names = sets.keys.sorted { (setNumber($0), $0) < (setNumber($1), $1) }
        return ICUPluralData(ruleSets: sets.mapValues(evaluationOrder), setNames: names, locales: locales)
    }

    /// "i = 1 and v = 0 @integer 1 @decimal …" → "i = 1 and v = 0". The samples only illustrate.
    private static func withoutSamples(_ rule: Substring) -> String {
        let condition = rule.prefix { $0 != "@" }
        return condition.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// ICU's parser appends each keyword's rule to its chain, but before an `other` already there,
    /// so that `other` stays last; it reads the keywords in the bundle's (alphabetical) order. The
    /// same insertion here gives the order in which ICU tries them.
    private static func evaluationOrder(_ rules: [Rule]) -> [Rule] {
        var chain: [Rule] = []
        for rule in rules {
            if chain.isEmpty {
                chain.append(rule)
                continue
            }
            // ICU walks from the head and inserts before the first `other` after it.
            var position = 1
            while position < chain.count, chain[position].keyword != "other" { position += 1 }
            chain.insert(rule, at: position)
        }
        return chain
    }

    /// 12 for "set12"; ICU names its sets so, and numeric order keeps related sets together.
    private static func setNumber(_ name: String) -> Int {
        Int(name.drop { !$0.isNumber }) ?? Int.max
    }
}
