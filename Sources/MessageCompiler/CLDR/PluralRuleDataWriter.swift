import IAPMessagesCore

/// Writes `PluralRuleData.swift`: CLDR's plural rules as compact string literals.
///
/// Each distinct rule set is one line of one multi-line literal (about a hundred, shared by some two
/// hundred languages), and each locale points at a line by number, in two more literals. String
/// literals cost swiftc next to nothing, where an array of a few hundred struct or dictionary literals
/// makes it infer types for seconds; the runtime splits them once, at first use.
struct PluralRuleDataWriter {
    static let fileName = "PluralRuleData.swift"

    let source: ICUPluralData

    func file() throws(CLDRDataError) -> CLDRDataFile {
        var lines: [String] = []
        var lineOfText: [String: Int] = [:]
        // A set no locale uses is left out; sets are numbered in ICU's order of its set names.
        let used = Set(source.locales.values.joined().map(\.set))
        var lineOfSet: [String: Int] = [:]
        for name in source.setNames where used.contains(name) {
            let text = try Self.ruleSetText(source.ruleSets[name] ?? [])
            if let line = lineOfText[text] {
                lineOfSet[name] = line
            } else {
                lineOfText[text] = lines.count
                lineOfSet[name] = lines.count
                lines.append(text)
            }
        }
        let (icu, cldr) = CLDRDataFile.versions
        let locales = { (type: PluralRuleType) -> [String] in
            CLDRDataFile.wrapped((source.locales[type] ?? []).map { "\($0.locale):\(lineOfSet[$0.set]!)" })
        }
        let contents = CLDRDataFile.header(describing: "CLDR's cardinal and ordinal plural rules")
            + """
            /// CLDR's plural rules for the portable backend, read by `PluralRuleTable`.
            enum PluralRuleData {
                /// The ICU release the rules were read from, and the CLDR release of its data.
                static let icuVersion = "\(icu)"
                static let cldrVersion = "\(cldr)"

                /// The distinct rule sets, one a line (the first is line 0): `keyword: condition` rules joined
                /// by `; ` in the order ICU tries them. An empty condition always holds.
                static let ruleSets = \(CLDRDataFile.literal(lines, readable: true))

                /// `locale:line` for cardinal rules, `line` being a line of `ruleSets`. A locale that is not
                /// listed takes the rules of its truncation parent (`pt_AO` → `pt`); the root, only `other`.
                static let cardinal = \(CLDRDataFile.literal(locales(.cardinal)))

                /// `locale:line` for ordinal rules, looked up the same way.
                static let ordinal = \(CLDRDataFile.literal(locales(.ordinal)))
            }

            """
        return CLDRDataFile(name: Self.fileName, contents: contents)
    }

    /// "one: i = 1 and v = 0; other:"; only the characters of CLDR's rule syntax, so that nothing in
    /// ICU's data can end the literal or change what it holds.
    static func ruleSetText(_ rules: [ICUPluralData.Rule]) throws(CLDRDataError) -> String {
        let text = rules.map { $0.condition.isEmpty ? "\($0.keyword):" : "\($0.keyword): \($0.condition)" }
            .joined(separator: "; ")
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789 :;=!%.,")
        guard text.allSatisfy(allowed.contains) else {
            throw CLDRDataError("unexpected character in a plural rule set: \(text)")
        }
        return text
    }
}
