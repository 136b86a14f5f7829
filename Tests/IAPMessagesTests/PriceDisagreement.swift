/// How an ICU price text differs from another CLDR implementation's, from most to least benign.
///
/// Each class is a normalisation applied on top of the ones before it; a pair's class is the first
/// normalisation under which the two texts become equal.
enum PriceDisagreement: String, CaseIterable, Hashable {
    /// The same characters.
    case identical
    /// Only the kind of space differs (U+0020, U+00A0 no-break, U+202F narrow no-break, U+2009 thin).
    case spacing
    /// Only bidirectional marks differ (U+200E, U+200F, U+061C).
    case bidiMarks
    /// Only the digits' script differs: Babel writes Latin digits even where the locale's default
    /// numbering system is Arabic-Indic or Bengali; ICU uses the locale's own.
    case digitScript
    /// Only the minus differs: U+2212 MINUS SIGN, which CLDR gives sv, fi, nb and others, or U+002D.
    case minusSign
    /// Only a space between a letter currency symbol and the digits differs: CLDR's currencySpacing
    /// rule, which ICU applies ("KWD\u{A0}1.000") and Babel does not ("KWD1.000").
    case currencySpacing
    /// Only the grouping of a four-digit amount differs: CLDR's minimumGroupingDigits (2 for es, pl,
    /// pt-PT…) writes 1234,50, which ICU applies and Babel does not (1.234,50).
    case minimumGrouping
    /// Only the words of a spelled-out currency name differ. ICU picks the plural form for the number
    /// as displayed ("1.00 US dollars": visible fraction digits make English `other`), Babel for the
    /// bare number ("1.00 US dollar").
    case currencyName
    /// Anything else; acceptable only where `CLDRDrift` records the CLDR change behind it.
    case cldrDrift
    case unexplained

    private static let normalizations: [(PriceDisagreement, @Sendable (String) -> String)] = [
        (.spacing, unifyingSpaces),
        (.bidiMarks, removingBidiMarks),
        (.digitScript, latinDigits),
        (.minusSign, asciiMinus),
        (.currencySpacing, removingSpaceBetweenSymbolAndDigit),
        (.minimumGrouping, removingFourDigitGrouping),
        (.currencyName, removingWords),
    ]

    static func classify(icu: String, babel: String) -> PriceDisagreement {
        if icu == babel { return .identical }
        var (left, right) = (icu, babel)
        for (kind, normalize) in normalizations {
            left = normalize(left)
            right = normalize(right)
            if left == right { return kind }
        }
        return .unexplained
    }

    private static func mapScalars(_ text: String, _ transform: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap(transform)))
    }

    private static func unifyingSpaces(_ text: String) -> String {
        mapScalars(text) { [0x00A0, 0x202F, 0x2009].contains($0.value) ? " " : $0 }
    }

    private static func removingBidiMarks(_ text: String) -> String {
        mapScalars(text) { [0x200E, 0x200F, 0x061C].contains($0.value) ? nil : $0 }
    }

    private static func latinDigits(_ text: String) -> String {
        mapScalars(text) { scalar in
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return scalar }
            return Unicode.Scalar(UInt8(48 + Int(value)))
        }
    }

    private static func asciiMinus(_ text: String) -> String {
        mapScalars(text) { $0.value == 0x2212 ? "-" : $0 }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    private static func removingSpaceBetweenSymbolAndDigit(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isSymbol = { (s: Unicode.Scalar) in s.properties.isAlphabetic || s.properties.generalCategory == .currencySymbol }
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == " ", index > 0, index + 1 < scalars.count {
                let before = scalars[index - 1], after = scalars[index + 1]
                if (isSymbol(before) && isDigit(after)) || (isDigit(before) && isSymbol(after)) { continue }
            }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// "1.234,50" → "1234,50": drops the separator of a lone leading digit followed by exactly three
    /// digits, unless the same separator groups again (then the number has more than four digits).
    private static func removingFourDigitGrouping(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        while index < s.count {
            let startsNumber = isDigit(s[index]) && (index == 0 || !isDigit(s[index - 1]))
            if startsNumber, index + 4 < s.count, !isDigit(s[index + 1]),
               (index + 2...index + 4).allSatisfy({ isDigit(s[$0]) }) {
                let separator = s[index + 1]
                let after = index + 5
                let groupsAgain = after + 1 < s.count && s[after] == separator && isDigit(s[after + 1])
                let endsRun = after >= s.count || !isDigit(s[after])
                if endsRun && !groupsAgain {
                    kept.append(s[index])
                    index += 2
                    continue
                }
            }
            kept.append(s[index])
            index += 1
        }
        return String(kept)
    }

    private static func removingWords(_ text: String) -> String {
        mapScalars(text) { scalar in
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            return scalar.properties.isAlphabetic || isMark || scalar == " " ? nil : scalar
        }
    }
}
