#if IAPMESSAGES_ICU
extension NumberFormatterHandle {
    /// Formats an amount already rounded to `places` fraction digits by a formatter that shows exactly
    /// that many (a currency formatter, or `.00`), whatever its length: amounts within ICU's 34-digit
    /// input limit go to ICU as they are, longer ones through a stand-in of the same shape.
    func format(_ amount: DecimalNumeral, places: Int) throws(ICUFailure) -> String {
        guard amount.significantDigitCount > DecimalNumeral.icuDigitLimit else { return try format(digits: amount.icuInput) }
        return try formatThroughStandIn(amount, places: places)
    }

    /// The formatted amount and its plural keyword, for any length (see `format(_:places:)`).
    func formatWithPluralKeyword(_ amount: DecimalNumeral, places: Int, rules: PluralRulesHandle) throws(ICUFailure) -> (String, String) {
        guard amount.significantDigitCount > DecimalNumeral.icuDigitLimit else {
            return try formatWithPluralKeyword(digits: amount.icuInput, rules: rules)
        }
        return (try formatThroughStandIn(amount, places: places), try pluralKeywordThroughStandIn(amount, places: places, rules: rules))
    }

    /// CLDR's rules look at the integer part modulo at most 1,000,000 and at the visible fraction
    /// digits, and every range they test is far below 10^9: a 1 followed by the last nine integer
    /// digits and the fraction selects what the whole amount would.
    func pluralKeywordThroughStandIn(_ amount: DecimalNumeral, places: Int, rules: PluralRulesHandle) throws(ICUFailure) -> String {
        let (integer, fraction) = amount.integerAndFraction(places: places)
        let standIn = DecimalNumeral(isNegative: amount.isNegative, digits: [1] + integer.suffix(9) + fraction, exponent: -places)
        return try pluralKeyword(digits: standIn.icuInput, rules: rules)
    }

    /// ICU formats 10^(n-1), which has the amount's n integer digits, so its grouping, sign, symbol and
    /// fraction are laid out as the amount's would be; then each of its digits is replaced, in order,
    /// by the amount's own, written in the locale's digits.
    func formatThroughStandIn(_ amount: DecimalNumeral, places: Int) throws(ICUFailure) -> String {
        let (integer, fraction) = amount.integerAndFraction(places: places)
        let layout = try format(digits: DecimalNumeral(isNegative: amount.isNegative, digits: [1], exponent: integer.count - 1).icuInput)
        let localDigits = try localeDigits()
        let wanted = integer + fraction
        var result = ""
        var next = 0
        for scalar in layout.unicodeScalars {
            if localDigits.contains(scalar), next < wanted.count {
                result.unicodeScalars.append(localDigits[Int(wanted[next])])
                next += 1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        guard next == wanted.count else { throw ICUFailure(code: 5, operation: "laying out \(amount.icuInput)") }
        return result
    }

    /// The locale's digits 0 to 9 as this formatter writes them (Latin, Arabic-Indic, Thai, Han, …).
    private func localeDigits() throws(ICUFailure) -> [Unicode.Scalar] {
        let written = Array(try format(digits: "1234567890").unicodeScalars.filter { $0.properties.numericType != nil })
        guard written.count >= 10 else { throw ICUFailure(code: 5, operation: "reading the locale's digits") }
        return [written[9]] + written.prefix(9)
    }
}
#endif
