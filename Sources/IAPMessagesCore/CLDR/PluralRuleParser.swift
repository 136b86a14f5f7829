/// Why a plural rule text does not parse, and where: "expected '=' or '!=' at offset 6".
package struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected or found.
    package let message: String
    /// Where, in UTF-8 bytes from the start of the text.
    package let offset: Int

    /// "expected '=' or '!=' at offset 6".
    package var description: String { "\(message) at offset \(offset)" }
}

/// Reads LDML plural rule text into the flat arrays `PortablePluralRuleSet` evaluates: one pass, by
/// recursive descent over the grammar of UTS #35 (`rule (';' rule)*`, conditions of `or`-joined
/// `and`-chains of relations). Used once per rule set; strict, for the baked data is checked by it.
struct PluralRuleParser {
    private let bytes: [UInt8]
    private var position = 0
    private(set) var rules: [PortablePluralRuleSet.Rule] = []
    private(set) var relations: [PortablePluralRuleSet.Relation] = []
    private(set) var ranges: [ClosedRange<UInt64>] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(PluralRuleSyntaxError) {
        repeat {
            skipSpaces()
            if position == bytes.count { break }  // empty text, or a trailing ';'
            try parseRule()
        } while consume(";")
        skipSpaces()
        guard position == bytes.count else { throw failure("expected ';' or the end") }
    }

    private mutating func parseRule() throws(PluralRuleSyntaxError) {
        let start = position
        let keyword = word()
        guard let category = PluralCategory(rawValue: keyword) else {
            position = start
            throw failure("expected a plural category (zero, one, two, few, many, other)")
        }
        guard !rules.contains(where: { $0.category == category }) else {
            position = start
            throw failure("'\(keyword)' has a second rule")
        }
        guard consume(":") else { throw failure("expected ':' after '\(keyword)'") }
        let first = relations.count
        skipSpaces()
        if position < bytes.count, bytes[position] != UInt8(ascii: ";"), bytes[position] != UInt8(ascii: "@") {
            var startsAlternative = false
            repeat {
                repeat {
                    try parseRelation(startsAlternative: startsAlternative)
                    startsAlternative = false
                } while consumeWord("and")
                startsAlternative = true
            } while consumeWord("or")
        }
        rules.append(.init(category: category, relationStart: first, relationEnd: relations.count))
        skipSpaces()
        // Samples ("@integer 1, 21, 31, …"): examples for people, no part of the condition.
        if position < bytes.count, bytes[position] == UInt8(ascii: "@") {
            while position < bytes.count, bytes[position] != UInt8(ascii: ";") { position += 1 }
        }
    }

    private mutating func parseRelation(startsAlternative: Bool) throws(PluralRuleSyntaxError) {
        skipSpaces()
        let start = position
        let name = word()
        guard name.utf8.count == 1, let operand = PortablePluralRuleSet.Operand(name: name) else {
            position = start
            throw failure("expected an operand (n, i, v, w, f, t, e, c)")
        }
        var modulus: UInt64 = 0
        if consume("%") {
            modulus = try number()
            guard modulus > 0 else { throw failure("a modulus must not be 0") }
        }
        let negated: Bool
        if consume("!=") {
            negated = true
        } else if consume("=") {
            negated = false
        } else {
            throw failure("expected '=' or '!='")
        }
        let rangeStart = ranges.count
        repeat {
            let low = try number()
            var high = low
            if consume("..") { high = try number() }
            guard low <= high else { throw failure("a range must not run backwards") }
            ranges.append(low...high)
        } while consume(",")
        relations.append(.init(operand: operand, modulus: modulus, negated: negated, startsAlternative: startsAlternative,
                               rangeStart: rangeStart, rangeEnd: ranges.count))
    }

    /// A decimal value of at most 18 digits, which CLDR's rules stay far below.
    private mutating func number() throws(PluralRuleSyntaxError) -> UInt64 {
        skipSpaces()
        var value: UInt64 = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]), digits < 18 {
            value = value * 10 + UInt64(bytes[position] - UInt8(ascii: "0"))
            position += 1
            digits += 1
        }
        guard digits > 0 else { throw failure("expected a number") }
        guard position == bytes.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
            throw failure("a number of more than 18 digits")
        }
        return value
    }

    private mutating func word() -> String {
        skipSpaces()
        let start = position
        while position < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func consumeWord(_ expected: String) -> Bool {
        let start = position
        if word() == expected { return true }
        position = start
        return false
    }

    private mutating func consume(_ symbol: String) -> Bool {
        skipSpaces()
        let symbolBytes = Array(symbol.utf8)
        guard bytes[position...].starts(with: symbolBytes) else { return false }
        position += symbolBytes.count
        return true
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n") {
            position += 1
        }
    }

    private func failure(_ message: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(message: message, offset: position)
    }
}

extension PortablePluralRuleSet.Operand {
    init?(name: String) {
        switch name {
        case "n": self = .n
        case "i": self = .i
        case "v": self = .v
        case "w": self = .w
        case "f": self = .f
        case "t": self = .t
        case "e": self = .e
        case "c": self = .c
        default: return nil
        }
    }
}
