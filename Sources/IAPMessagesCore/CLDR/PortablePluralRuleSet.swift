/// A parsed CLDR plural rule set, such as Russian's
/// `one: v = 0 and i % 10 = 1 and i % 100 != 11; few: …; many: …; other:`, and its evaluator.
///
/// The syntax is LDML's (UTS #35, Plural Rules): rules `keyword: condition` separated by `;`, a
/// condition being relations joined by `and`, and those by `or` (`and` binds tighter); a relation
/// `operand [% modulus] (= | !=) list`, the list of values and ranges `1,3,5..7`; the operands
/// n i v w f t e c (see `PluralOperands`); samples after `@` are skipped. `=` holds only for a whole
/// operand, so `n = 1` is false for 1.5, as CLDR says. Rules are tried in the order given, `other`
/// when none holds. Parse once; evaluating allocates nothing.
///
/// ```swift
/// let french = try PortablePluralRuleSet(parsing: "one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0; other:")
/// french.category(forDisplayed: "1.5")       // .one
/// french.category(forDisplayed: "1000000")   // .many
/// ```
package struct PortablePluralRuleSet: Sendable, Equatable {
    /// A CLDR plural operand.
    enum Operand: UInt8, Sendable {
        case n, i, v, w, f, t, e, c
    }

    /// `operand [% modulus] (= | !=) ranges`; `startsAlternative` when `or` comes before it.
    struct Relation: Sendable, Equatable {
        let operand: Operand
        /// 0 when there is no `%`.
        let modulus: UInt64
        let negated: Bool
        let startsAlternative: Bool
        /// Where the relation's ranges are in `ranges`.
        let rangeStart: Int
        let rangeEnd: Int
    }

    /// One `keyword: condition`; an empty condition always holds.
    struct Rule: Sendable, Equatable {
        let category: PluralCategory
        let relationStart: Int
        let relationEnd: Int
    }

    /// The parsed rules as flat arrays, in one immutable object: copying a rule set, as each
    /// selection does when it looks one up, then retains one reference instead of four.
    final class Program: Sendable {
        let categories: Set<PluralCategory>
        let rules: [Rule]
        let relations: [Relation]
        let ranges: [ClosedRange<UInt64>]

        init(rules: [Rule], relations: [Relation], ranges: [ClosedRange<UInt64>]) {
            self.rules = rules
            self.relations = relations
            self.ranges = ranges
            categories = Set(rules.map(\.category)).union([.other])
        }
    }

    private let program: Program

    /// The categories the set names, and `other`, which every set has.
    package var categories: Set<PluralCategory> { program.categories }

    /// Parses LDML plural rule syntax; throws where the text breaks it.
    package init(parsing text: String) throws(PluralRuleSyntaxError) {
        var parser = PluralRuleParser(text)
        try parser.parse()
        program = Program(rules: parser.rules, relations: parser.relations, ranges: parser.ranges)
    }

    /// Equal when they select alike by construction: the same rules, relations and ranges.
    package static func == (lhs: PortablePluralRuleSet, rhs: PortablePluralRuleSet) -> Bool {
        lhs.program === rhs.program
            || (lhs.program.rules == rhs.program.rules && lhs.program.relations == rhs.program.relations
                && lhs.program.ranges == rhs.program.ranges)
    }

    /// The category of a number as displayed ("1", "1.50", "-21"); `.other` for text that is no number.
    package func category(forDisplayed digits: String) -> PluralCategory {
        PluralOperands(displayed: digits).map(category(for:)) ?? .other
    }

    /// The category of the first rule whose condition holds for `operands`, else `.other`.
    package func category(for operands: PluralOperands) -> PluralCategory {
        for rule in program.rules where holds(rule, for: operands) {
            return rule.category
        }
        return .other
    }

    /// Evaluates `a and b or c and d` left to right: an `or` ends an alternative, and the first
    /// alternative whose relations all hold decides; the rest of a failed alternative is skipped.
    private func holds(_ rule: Rule, for operands: PluralOperands) -> Bool {
        var alternativeHolds = true
        for index in rule.relationStart..<rule.relationEnd {
            let relation = program.relations[index]
            if relation.startsAlternative {
                if alternativeHolds { return true }
                alternativeHolds = true
            }
            if alternativeHolds {
                alternativeHolds = holds(relation, for: operands)
            }
        }
        return alternativeHolds
    }

    private func holds(_ relation: Relation, for operands: PluralOperands) -> Bool {
        let found: Bool
        switch operands.value(of: relation.operand) {
        case .integer(let value):
            let reduced = relation.modulus == 0 ? value : value % relation.modulus
            found = program.ranges[relation.rangeStart..<relation.rangeEnd].contains { $0.contains(reduced) }
        case .nonInteger:
            found = false
        case .double(let value):
            // ICU's arithmetic on its double operand: no `=` for a fraction, fmod, then compare.
            if value != value.rounded(.down) {
                found = false
            } else {
                let reduced = relation.modulus == 0 ? value : value.truncatingRemainder(dividingBy: Double(relation.modulus))
                found = program.ranges[relation.rangeStart..<relation.rangeEnd].contains {
                    Double($0.lowerBound) <= reduced && reduced <= Double($0.upperBound)
                }
            }
        }
        return found != relation.negated
    }
}
